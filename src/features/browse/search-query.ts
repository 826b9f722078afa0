// What the search page shows: a term with the shopper's filter and sort choices, read from and written to the URL
// (`?q=honey&sort=price-asc`), and the sentence above its results. Pure; tested in search.test.ts.
import type { Filter } from "../../lib/types.ts";
import { searchPageSize } from "../../lib/shop-rules.ts";
import type { ListingRequest } from "../../lib/storefront/browse.ts";
import type { SearchSortKeys } from "../../lib/storefront/generated/storefront.types.d.ts";
import {
  filterInputs,
  listingUrl,
  readListingState,
  sameListingState,
  searchSorts,
  writeListingState,
  type ListingState,
} from "./listing-state.ts";

/** Longer text is cut: no shopper types more, and the API would refuse it. */
export const maxTermLength = 200;

export type SearchSort = (typeof searchSorts)[number];
export type SearchQuery = { term: string; state: ListingState<SearchSort> };

export const defaultSearchState: ListingState<SearchSort> = { sort: searchSorts[0], filters: [] };

/** A term as the search sends it: trimmed and cut to maxTermLength. */
export function cleanTerm(raw: string): string {
  return raw.trim().slice(0, maxTermLength);
}

export function termFrom(params: URLSearchParams): string {
  return cleanTerm(params.get("q") ?? "");
}

/**
 * The query a URL holds. `groups` are the filter groups of the listing on screen when they belong to the same term;
 * null as the page opens, when only the groups every store names alike can be read (listing-state.ts).
 */
export function queryFromUrl(params: URLSearchParams, groups: readonly Filter[] | null): SearchQuery {
  return { term: termFrom(params), state: readListingState(params, searchSorts, groups) };
}

/** What the island asks the store for a query's page of results (lib/storefront/product-search.ts). */
export function searchRequest(query: SearchQuery, after: string | null): ListingRequest<SearchSortKeys> {
  const { sort, filters } = query.state;
  return { filters: filterInputs(filters), sortKey: sort.sortKey, reverse: sort.reverse, first: searchPageSize, after };
}

/** The page's URL for a query, keeping parameters that are not the search's own; no q when there is no term. */
export function searchPageUrl(query: SearchQuery, where: { search: string; pathname: string; hash: string }): string {
  const params = writeListingState(new URLSearchParams(where.search), query.state, defaultSearchState.sort);
  if (query.term) params.set("q", query.term);
  else params.delete("q");
  return listingUrl(params, where);
}

export const sameQuery = (a: SearchQuery, b: SearchQuery) => a.term === b.term && sameListingState(a.state, b.state);

/** '3 results for "honey"'; null before there is a term. */
export function resultCountText(term: string, total: number): string | null {
  return term ? `${total} ${total === 1 ? "result" : "results"} for "${term}"` : null;
}
