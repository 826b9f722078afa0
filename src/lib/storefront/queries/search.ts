// The search page's document: a product search with its filters (the type-ahead's is predictive-search.ts).
import { FILTER_FIELDS, IMAGE_FIELDS, MONEY_FIELDS, PRODUCT_CARD, VARIANT_UNIT_PRICE } from "../fragments.ts";

/** One page of a product search with the filters of everything it found (SPEC.md section 7, SearchProducts). */
export const SEARCH_PRODUCTS = `#graphql
  query SearchProducts(
    $query: String!
    $first: Int!
    $after: String
    $sortKey: SearchSortKeys
    $reverse: Boolean
    $productFilters: [ProductFilter!]
  ) {
    search(
      query: $query
      first: $first
      after: $after
      sortKey: $sortKey
      reverse: $reverse
      productFilters: $productFilters
      types: [PRODUCT]
      unavailableProducts: LAST
    ) {
      totalCount
      productFilters {
        ...FilterFields
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        ... on Product {
          ...ProductCard
        }
      }
    }
  }
  ${PRODUCT_CARD}
  ${VARIANT_UNIT_PRICE}
  ${IMAGE_FIELDS}
  ${MONEY_FIELDS}
  ${FILTER_FIELDS}
` as const;
