// The build's reads of products (the whole catalogue, and the products a webhook named), through one fragment so that
// both have the same fields. Kept apart from products.ts, which the basket's browser code imports: the bundler kept
// the unused documents' template strings in the basket's script when they lived there (54 bytes gzip, which put the
// basket page over its 80 kB).
import { IMAGE_FIELDS, MONEY_FIELDS, PRODUCT_CARD, PRODUCT_DETAIL, VARIANT_UNIT_PRICE } from "../fragments.ts";

/** A product as the build reads it: its detail, when it was created, and the collections it is in. */
const CATALOGUE_PRODUCT = `#graphql
  fragment CatalogueProduct on Product {
    ...ProductDetail
    createdAt
    collections(first: 20) {
      nodes {
        handle
      }
    }
  }
`;

/**
 * The whole catalogue, 250 products a page, in creation order: the build's one bulk read of products. Creation order,
 * because it never moves while the build pages through it (a sales ranking can, and a product that moved ahead of
 * the cursor would be missed without anything noticing), and because a creation-time filter (`$query`) splits a
 * catalogue past the API's paging cap into windows (creation-windows.ts).
 */
export const GET_PRODUCTS = `#graphql
  query GetProducts($first: Int!, $after: String, $query: String) {
    products(first: $first, after: $after, sortKey: CREATED_AT, query: $query) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        ...CatalogueProduct
      }
    }
  }
  ${CATALOGUE_PRODUCT}
  ${PRODUCT_DETAIL}
  ${PRODUCT_CARD}
  ${VARIANT_UNIT_PRICE}
  ${IMAGE_FIELDS}
  ${MONEY_FIELDS}
` as const;

/**
 * Products named by id, with the fields of the bulk read (GetProducts, through the same fragment): the rebuilder's
 * warm builds read again only the products a webhook named (catalogue-changes.ts). A product the channel no longer
 * shows is null.
 */
export const GET_PRODUCTS_BY_ID = `#graphql
  query GetProductsById($ids: [ID!]!) {
    nodes(ids: $ids) {
      ...CatalogueProduct
    }
  }
  ${CATALOGUE_PRODUCT}
  ${PRODUCT_DETAIL}
  ${PRODUCT_CARD}
  ${VARIANT_UNIT_PRICE}
  ${IMAGE_FIELDS}
  ${MONEY_FIELDS}
` as const;
