// The search page's read: one page of the products a term finds, with the filters of everything found (browse.ts).
import { browserRequest } from "./browser-client.ts";
import { takeHeadStart } from "./head-start.ts";
import { SEARCH_PRODUCTS } from "./queries/search.ts";
import { mapFilters, mapProductCard } from "./mappers.ts";
import type { ListingPage, ListingRequest } from "./browse.ts";
import type { InputMaybe, SearchSortKeys } from "./generated/storefront.types.d.ts";
import type { SearchProductsQuery } from "./generated/storefront.generated.d.ts";

/** The variables of a page of a search, in the order the page's head start writes them (lib/inline-scripts.ts). */
export function searchVariables(term: string, request: ListingRequest<SearchSortKeys>) {
  return {
    query: term,
    productFilters: [...request.filters],
    sortKey: request.sortKey,
    reverse: request.reverse,
    first: request.first,
    after: request.after as InputMaybe<string>,
  };
}

/** A page of the products a search term finds. */
export async function searchProducts(term: string, request: ListingRequest<SearchSortKeys>): Promise<ListingPage> {
  const variables = searchVariables(term, request);
  // The page's head may have asked already (lib/inline-scripts.ts searchHeadStart): its answer if it is this one.
  const early = (await takeHeadStart("SearchProducts", variables)) as SearchProductsQuery | null;
  const data =
    early ??
    (await browserRequest<typeof SEARCH_PRODUCTS, SearchProductsQuery>("SearchProducts", SEARCH_PRODUCTS, variables, {
      signal: request.signal,
    }));
  const found = data.search;
  return {
    products: found.nodes.flatMap((node) => ("handle" in node ? [mapProductCard(node)] : [])),
    filters: mapFilters(found.productFilters),
    hasNextPage: found.pageInfo.hasNextPage,
    endCursor: found.pageInfo.endCursor ?? null,
    totalCount: found.totalCount,
  };
}
