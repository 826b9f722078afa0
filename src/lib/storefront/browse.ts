// The browser's reads for browsing: a collection page under filters and a sort here, a product search
// (product-search.ts) and the header's type-ahead (predictive-search.ts), each in its own module so that a page
// downloads only the document it sends. A shopper waits on each, so they use the browser's short policy, and each
// takes an AbortSignal: a newer choice cancels the answer it replaces.
import { browserRequest } from "./browser-client.ts";
import { GET_FILTERED_COLLECTION } from "./queries/collections.ts";
import { mapFilters, mapProductCard } from "./mappers.ts";
import type { Filter, ProductCard } from "../types.ts";
import type {
  InputMaybe,
  ProductCollectionSortKeys,
  ProductFilter,
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
