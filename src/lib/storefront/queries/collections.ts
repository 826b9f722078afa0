// Collection documents: every collection's heading data, and one filtered, sorted page of a collection.
import { FILTER_FIELDS, IMAGE_FIELDS, MONEY_FIELDS, PRODUCT_CARD } from "../fragments.ts";

/** Every collection's heading data, for building one page per collection. */
export const GET_COLLECTIONS = `#graphql
  query GetCollections($first: Int!, $after: String) {
    collections(first: $first, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
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
  }
  ${PRODUCT_CARD}
  ${IMAGE_FIELDS}
  ${MONEY_FIELDS}
  ${FILTER_FIELDS}
` as const;
