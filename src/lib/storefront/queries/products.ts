// Product documents: the best-selling order and the recommendations the build reads, and the basket's live check of
// its lines. The catalogue's own product reads are in catalogue-products.ts, a module no browser code imports.
import { IMAGE_FIELDS, MONEY_FIELDS, PRODUCT_CARD, VARIANT_UNIT_PRICE } from "../fragments.ts";

/**
 * The catalogue's ids in best-selling order, 250 a page: the order of every farm's bestsellers. Ids only, so a
 * request is a fraction of a GetProducts page; a product whose rank moves while paging only moves in that order.
 * BEST_SELLING cannot be split into windows, so the build reads it up to the paging cap only (bestsellers.ts).
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

/**
 * `query GetFarmBestsellers($q0: String!, $a0: String, $f0: Int!, ...) { b0: products(..., query: $q0) ... }`: the
 * best-selling products of several farms in one request, one aliased `products` field per farm, each narrowed by
 * its vendor filter in `$q<i>` (bestsellers.ts writes it), `$f<i>` long, continued from `$a<i>`. For the farms whose
 * bestsellers lie past the part of the best-selling order the paging cap lets the build read.
 */
export function farmBestsellersBatchDocument(size: number): string {
  const variables = Array.from({ length: size }, (_, i) => `$q${i}: String!, $a${i}: String, $f${i}: Int!`).join(", ");
  const fields = Array.from(
    { length: size },
    (_, i) => `b${i}: products(first: $f${i}, after: $a${i}, sortKey: BEST_SELLING, query: $q${i}) { pageInfo { hasNextPage endCursor } nodes { id vendor } }`,
  ).join("\n    ");
  return `query GetFarmBestsellers(${variables}) {\n    ${fields}\n  }\n`;
}

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

/**
 * `query GetProductRecommendations($p0: ID!, ...) { r0: productRecommendations(productId: $p0) { ...ProductCard } ... }`:
 * one aliased field per product. With `idsOnly` each field asks for the recommended products' ids alone (the build
 * already holds every product, so it makes the cards itself); without it, for whole cards (the basket page, which
 * has no catalogue).
 */
export function recommendationsBatchDocument(size: number, { idsOnly = false }: { idsOnly?: boolean } = {}): string {
  const variables = Array.from({ length: size }, (_, i) => `$p${i}: ID!`).join(", ");
  const selection = idsOnly ? "{ id }" : "{ ...ProductCard }";
  const fields = Array.from({ length: size }, (_, i) => `r${i}: productRecommendations(productId: $p${i}) ${selection}`).join(" ");
  const fragments = idsOnly ? "" : `${PRODUCT_CARD}${VARIANT_UNIT_PRICE}${IMAGE_FIELDS}${MONEY_FIELDS}`;
  // On one line, as the browser's other documents are sent (integrations/compact-graphql.ts).
  return `query GetProductRecommendations(${variables}) { ${fields} } ${fragments}`;
}
