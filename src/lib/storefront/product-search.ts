// The search page's read: one page of the products a term finds, with the filters of everything found (browse.ts).
import { browserRequest } from "./browser-client.ts";
import { SEARCH_PRODUCTS } from "./queries/search.ts";
import { mapFilters, mapProductCard } from "./mappers.ts";
import type { ListingPage, ListingRequest } from "./browse.ts";
import type { InputMaybe, SearchSortKeys } from "./generated/storefront.types.d.ts";

/** A page of the products a search term finds. */
export async function searchProducts(term: string, request: ListingRequest<SearchSortKeys>): Promise<ListingPage> {
  const data = await browserRequest(
    "SearchProducts",
    SEARCH_PRODUCTS,
    {
      query: term,
      productFilters: [...request.filters],
      sortKey: request.sortKey,
      reverse: request.reverse,
      first: request.first,
      after: request.after as InputMaybe<string>,
    },
    { signal: request.signal },
  );
  const found = data.search;
  return {
    products: found.nodes.flatMap((node) => ("handle" in node ? [mapProductCard(node)] : [])),
    filters: mapFilters(found.productFilters),
    hasNextPage: found.pageInfo.hasNextPage,
    endCursor: found.pageInfo.endCursor ?? null,
    totalCount: found.totalCount,
  };
}
