// Every GraphQL document the site sends, named as in SPEC.md section 7. The generated declarations in
// generated/storefront.generated.d.ts type each one from the official schema (`npm run codegen`).
import {
  ARTICLE,
  FARMER,
  IMAGE_FIELDS,
  MEDIA_IMAGE_FIELDS,
  MONEY_FIELDS,
  PRODUCT_CARD,
  PRODUCT_DETAIL,
} from "./fragments.ts";

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

export const GET_PRODUCT_BY_HANDLE = `#graphql
  query GetProductByHandle($handle: String!) {
    product(handle: $handle) {
      ...ProductDetail
    }
  }
  ${PRODUCT_DETAIL}
  ${PRODUCT_CARD}
  ${IMAGE_FIELDS}
  ${MONEY_FIELDS}
` as const;

/** A farmer's products (query by vendor, CREATED_AT) and bestsellers (BEST_SELLING). */
export const GET_PRODUCTS_BY_FILTER = `#graphql
  query GetProductsByFilter($first: Int!, $query: String!, $sortKey: ProductSortKeys, $reverse: Boolean) {
    products(first: $first, query: $query, sortKey: $sortKey, reverse: $reverse) {
      nodes {
        ...ProductCard
      }
    }
  }
  ${PRODUCT_CARD}
  ${IMAGE_FIELDS}
  ${MONEY_FIELDS}
` as const;

export const GET_COLLECTION_PRODUCTS = `#graphql
  query GetCollectionProducts($handle: String!, $first: Int!) {
    collection(handle: $handle) {
      handle
      title
      products(first: $first, sortKey: BEST_SELLING) {
        nodes {
          ...ProductCard
        }
      }
    }
  }
  ${PRODUCT_CARD}
  ${IMAGE_FIELDS}
  ${MONEY_FIELDS}
` as const;

export const GET_PRODUCT_RECOMMENDATIONS = `#graphql
  query GetProductRecommendations($productId: ID!) {
    productRecommendations(productId: $productId) {
      ...ProductCard
    }
  }
  ${PRODUCT_CARD}
  ${IMAGE_FIELDS}
  ${MONEY_FIELDS}
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
          id
          label
          type
          values {
            id
            label
            count
            input
          }
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
` as const;

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
    ) {
      totalCount
      productFilters {
        id
        label
        type
        values {
          id
          label
          count
          input
        }
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
  ${IMAGE_FIELDS}
  ${MONEY_FIELDS}
` as const;

export const GET_FARMERS = `#graphql
  query GetFarmers($type: String!, $first: Int!, $after: String) {
    metaobjects(type: $type, first: $first, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        ...Farmer
      }
    }
  }
  ${FARMER}
  ${MEDIA_IMAGE_FIELDS}
  ${IMAGE_FIELDS}
` as const;

/** All articles, newest first, in pages: the blog list and one page per post. */
export const GET_BLOG_ARTICLES = `#graphql
  query GetBlogArticles($first: Int!, $after: String) {
    articles(first: $first, after: $after, sortKey: PUBLISHED_AT, reverse: true) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        ...ArticleFields
      }
    }
  }
  ${ARTICLE}
  ${IMAGE_FIELDS}
` as const;

export const GET_ARTICLE_BY_HANDLE = `#graphql
  query GetArticleByHandle($blogHandle: String!, $articleHandle: String!) {
    blog(handle: $blogHandle) {
      articleByHandle(handle: $articleHandle) {
        ...ArticleFields
      }
    }
  }
  ${ARTICLE}
  ${IMAGE_FIELDS}
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

/** Documents the site sends, by operation name, for schema validation tests and request accounting. */
export const storefrontDocuments = {
  GetProducts: GET_PRODUCTS,
  GetProductByHandle: GET_PRODUCT_BY_HANDLE,
  GetProductsByFilter: GET_PRODUCTS_BY_FILTER,
  GetCollectionProducts: GET_COLLECTION_PRODUCTS,
  GetProductRecommendations: GET_PRODUCT_RECOMMENDATIONS,
  GetFilteredCollection: GET_FILTERED_COLLECTION,
  GetCollections: GET_COLLECTIONS,
  SearchProducts: SEARCH_PRODUCTS,
  GetFarmers: GET_FARMERS,
  GetBlogArticles: GET_BLOG_ARTICLES,
  GetArticleByHandle: GET_ARTICLE_BY_HANDLE,
  GetVariantsByIds: GET_VARIANTS_BY_IDS,
} as const;
