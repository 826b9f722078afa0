// The browser's reads for browsing: a collection page under filters and a sort, a product search, and the header's
// type-ahead. A shopper waits on each, so they use the browser's short policy, and each takes an AbortSignal: a
// newer choice cancels the answer it replaces.
import { browserRequest } from "./browser-client.ts";
import { GET_FILTERED_COLLECTION } from "./queries/collections.ts";
import { PREDICTIVE_SEARCH, SEARCH_PRODUCTS } from "./queries/search.ts";
import { mapFilters, mapProductCard } from "./mappers.ts";
import type { Filter, ProductCard } from "../types.ts";
import type {
  InputMaybe,
  ProductCollectionSortKeys,
  ProductFilter,
  SearchSortKeys,
} from "./generated/storefront.types.d.ts";

export type { ProductFilter };

/** One page of a listing: its products, the filter groups with their counts, and where the next page starts. */
export type ListingPage = {
  products: ProductCard[];
  filters: Filter[];
  hasNextPage: boolean;
  endCursor: string | null;
  /** Every product the listing holds under its filters, when the API says (search does, collections do not). */
  totalCount: number | null;
};

export type ListingRequest<SortKey> = {
  filters: readonly ProductFilter[];
  sortKey: SortKey;
  reverse: boolean;
  first: number;
  after: string | null;
  signal?: AbortSignal | undefined;
};

/** A page of a collection; null when the store no longer has the collection. */
export async function fetchCollectionPage(
  handle: string,
  request: ListingRequest<ProductCollectionSortKeys>,
): Promise<ListingPage | null> {
  const data = await browserRequest(
    "GetFilteredCollection",
    GET_FILTERED_COLLECTION,
    {
      handle,
      filters: [...request.filters],
      sortKey: request.sortKey,
      reverse: request.reverse,
      first: request.first,
      after: request.after as InputMaybe<string>,
    },
    { signal: request.signal },
  );
  const products = data.collection?.products;
  if (!products) return null;
  return {
    products: products.nodes.map(mapProductCard),
    filters: mapFilters(products.filters),
    hasNextPage: products.pageInfo.hasNextPage,
    endCursor: products.pageInfo.endCursor ?? null,
    totalCount: null,
  };
}

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

export type Suggestions = { products: ProductCard[]; queries: string[] };

/** Products and completed search terms for what the shopper has typed so far. */
export async function fetchSuggestions(term: string, limit: number, signal?: AbortSignal): Promise<Suggestions> {
  const data = await browserRequest("PredictiveSearch", PREDICTIVE_SEARCH, { query: term, limit }, { signal });
  const found = data.predictiveSearch;
  return {
    products: (found?.products ?? []).map(mapProductCard),
    queries: (found?.queries ?? []).map((query) => query.text),
  };
}
