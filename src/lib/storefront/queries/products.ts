// Product documents: the build's bulk read of the catalogue and the basket's live check of its lines.
import { IMAGE_FIELDS, MONEY_FIELDS, PRODUCT_CARD, PRODUCT_DETAIL } from "../fragments.ts";

/** The whole catalogue, 250 products a page: the build's one bulk read of products. */
export const GET_PRODUCTS = `#graphql
  query GetProducts($first: Int!, $after: String) {
    products(first: $first, after: $after, sortKey: ID) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        ...ProductDetail
        createdAt
        collections(first: 20) {
          nodes {
            handle
          }
        }
      }
    }
  }
  ${PRODUCT_DETAIL}
  ${PRODUCT_CARD}
  ${IMAGE_FIELDS}
  ${MONEY_FIELDS}
` as const;

/**
 * The catalogue's best-selling order, ids only (a fraction of a GetProducts page): with it, every farm's
 * bestsellers come from the bulk read instead of one request per farm.
 */
export const GET_BEST_SELLING_ORDER = `#graphql
  query GetBestSellingOrder($first: Int!, $after: String) {
    products(first: $first, after: $after, sortKey: BEST_SELLING) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
      }
    }
  }
` as const;

/** The live price and availability check of the basket (one request for every line). */
export const GET_VARIANTS_BY_IDS = `#graphql
  query GetVariantsByIds($ids: [ID!]!) {
    nodes(ids: $ids) {
      __typename
      ... on ProductVariant {
        id
        title
        availableForSale
        price {
          ...MoneyFields
        }
        product {
          handle
          title
        }
      }
    }
  }
  ${MONEY_FIELDS}
` as const;

/** `query GetProductRecommendations($p0: ID!, ...) { r0: productRecommendations(productId: $p0) { ...ProductCard } ... }` */
export function recommendationsBatchDocument(size: number): string {
  const variables = Array.from({ length: size }, (_, i) => `$p${i}: ID!`).join(", ");
  const fields = Array.from(
    { length: size },
    (_, i) => `r${i}: productRecommendations(productId: $p${i}) { ...ProductCard }`,
  ).join("\n    ");
  return `query GetProductRecommendations(${variables}) {\n    ${fields}\n  }\n${PRODUCT_CARD}${IMAGE_FIELDS}${MONEY_FIELDS}`;
}
