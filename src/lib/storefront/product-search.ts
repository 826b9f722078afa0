// The search page's read: one page of the products a term finds, with the filters of everything found (browse.ts).
// Browser code: the search page's island is its only reader.
import { browserRequest } from "./browser-client.ts";
import { leaveHeadStart, takeHeadStart } from "./head-start.ts";
import type { SEARCH_PRODUCTS } from "./queries/search.ts";
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

/** The element of the search page that holds its head start's settings, the search document among them. */
export const searchSettingsId = "search-head-start";

let carriedDocument: typeof SEARCH_PRODUCTS | undefined;
/**
 * The search document as the search page carries it for its head start (pages/search.astro, with the settings of
 * features/browse/search-head-start.ts, which writes it on one line): the island sends that text
 * instead of downloading a second copy of it in its JavaScript (0.4 kB gzip of the search page's 80 kB).
 */
function searchDocument(): typeof SEARCH_PRODUCTS {
  // Only pages/search.astro hosts the island, and it always writes the settings: elsewhere this throws (a TypeError
  // on the missing element), and the listing says it could not load the products.
  carriedDocument ??= (JSON.parse(document.getElementById(searchSettingsId)!.textContent!) as { document: typeof SEARCH_PRODUCTS }).document;
  return carriedDocument;
}

/**
 * Sends the read of a search page before the island reads it: searchProducts with exactly this term and request
 * then takes the answer as it ends, failure included, and any other read of a search drops it (head-start.ts).
 */
export function searchAhead(term: string, request: ListingRequest<SearchSortKeys>): void {
  const variables = searchVariables(term, request);
  const query = searchDocument();
  leaveHeadStart("SearchProducts", variables, (signal) => browserRequest("SearchProducts", query, variables, { signal }));
}

/** A page of the products a search term finds. */
export async function searchProducts(term: string, request: ListingRequest<SearchSortKeys>): Promise<ListingPage> {
  const variables = searchVariables(term, request);
  // The page's head (lib/inline-scripts.ts searchHeadStart) or the search box ahead of its debounce (searchAhead) may
  // have asked already: that answer if it is this one.
  const early = (await takeHeadStart("SearchProducts", variables)) as SearchProductsQuery | null;
  const data =
    early ??
    (await browserRequest<typeof SEARCH_PRODUCTS, SearchProductsQuery>("SearchProducts", searchDocument(), variables, {
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
