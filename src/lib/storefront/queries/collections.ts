// Collection documents: every collection's heading data, and one filtered, sorted page of a collection.
import { FILTER_FIELDS, IMAGE_FIELDS, MONEY_FIELDS, PRODUCT_CARD, VARIANT_UNIT_PRICE } from "../fragments.ts";

/**
 * Every collection's heading data, for building one page per collection. In update order and narrowed by `$query`
 * (`updated_at:>='…'`), because `updated_at` is the only time `collections(query:)` can filter by: a list past the
 * API's paging cap is read in update-time windows (creation-windows.ts).
 */
export const GET_COLLECTIONS = `#graphql
  query GetCollections($first: Int!, $after: String, $query: String) {
    collections(first: $first, after: $after, sortKey: UPDATED_AT, query: $query) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        updatedAt
        handle
        title
        description
        image {
          ...ImageFields
        }
      }
    }
  }
  ${IMAGE_FIELDS}
` as const;

/**
 * A collection's heading data and one filtered, sorted page of its products. It reads the operation's $first,
 * $after, $sortKey, $reverse and $filters, so every document that spreads it declares those.
 */
const FILTERED_COLLECTION = `#graphql
  fragment FilteredCollection on Collection {
    id
    handle
    title
    description
    image {
      ...ImageFields
    }
    products(first: $first, after: $after, sortKey: $sortKey, reverse: $reverse, filters: $filters) {
      filters {
        ...FilterFields
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        ...ProductCard
      }
    }
  }
`;

/** One page of a collection with its filters: the collection page and its islands. */
export const GET_FILTERED_COLLECTION = `#graphql
  query GetFilteredCollection(
    $handle: String!
    $filters: [ProductFilter!]
    $sortKey: ProductCollectionSortKeys
    $reverse: Boolean
    $first: Int!
    $after: String
  ) {
    collection(handle: $handle) {
      ...FilteredCollection
    }
  }
  ${FILTERED_COLLECTION}
  ${PRODUCT_CARD}
  ${VARIANT_UNIT_PRICE}
  ${IMAGE_FIELDS}
  ${MONEY_FIELDS}
  ${FILTER_FIELDS}
` as const;

/**
 * The same page of several collections in one request, one aliased `collection` field each (`c0`, `c1`, ...,
 * handles in $h0, $h1, ...): the build opens every collection page with it. The sort, page size and filters are
 * shared, as every collection page opens the same way.
 */
export function filteredCollectionsBatchDocument(size: number): string {
  const handles = Array.from({ length: size }, (_, i) => `$h${i}: String!`).join(", ");
  const fields = Array.from({ length: size }, (_, i) => `c${i}: collection(handle: $h${i}) { ...FilteredCollection }`).join("\n    ");
  return (
    `query GetFilteredCollection($filters: [ProductFilter!], $sortKey: ProductCollectionSortKeys, $reverse: Boolean, ` +
    `$first: Int!, $after: String, ${handles}) {\n    ${fields}\n  }\n` +
    `${FILTERED_COLLECTION}${PRODUCT_CARD}${VARIANT_UNIT_PRICE}${IMAGE_FIELDS}${MONEY_FIELDS}${FILTER_FIELDS}`
  );
}
