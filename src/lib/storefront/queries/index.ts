// Every GraphQL document the site sends, grouped by resource and named as in SPEC.md section 7. The generated
// declarations in ../generated/storefront.generated.d.ts type each one from the official schema (`npm run codegen`).
// A document that nothing sends does not belong here: the schema test validates exactly this list.
import { GET_BLOG_ARTICLES } from "./blog.ts";
import { CART_CREATE } from "./cart.ts";
import { GET_COLLECTIONS, GET_FILTERED_COLLECTION } from "./collections.ts";
import { GET_FARMERS } from "./farmers.ts";
import { GET_BEST_SELLING_ORDER, GET_VARIANTS_BY_IDS } from "./products.ts";
import { GET_PRODUCTS, GET_PRODUCTS_BY_ID } from "./catalogue-products.ts";
import { SEARCH_PRODUCTS } from "./search.ts";
import { PREDICTIVE_SEARCH } from "./predictive-search.ts";

export {
  CART_CREATE,
  GET_BEST_SELLING_ORDER,
  GET_BLOG_ARTICLES,
  GET_COLLECTIONS,
  GET_FILTERED_COLLECTION,
  GET_FARMERS,
  GET_PRODUCTS,
  GET_PRODUCTS_BY_ID,
  GET_VARIANTS_BY_IDS,
  PREDICTIVE_SEARCH,
  SEARCH_PRODUCTS,
};

/**
 * Documents the site sends, by operation name. The batched documents (recommendations, collection first pages) are
 * built per batch size by queries/products.ts and queries/collections.ts.
 */
export const storefrontDocuments = {
  GetProducts: GET_PRODUCTS,
  GetProductsById: GET_PRODUCTS_BY_ID,
  GetBestSellingOrder: GET_BEST_SELLING_ORDER,
  GetVariantsByIds: GET_VARIANTS_BY_IDS,
  GetCollections: GET_COLLECTIONS,
  GetFilteredCollection: GET_FILTERED_COLLECTION,
  GetFarmers: GET_FARMERS,
  GetBlogArticles: GET_BLOG_ARTICLES,
  SearchProducts: SEARCH_PRODUCTS,
  PredictiveSearch: PREDICTIVE_SEARCH,
  CartCreate: CART_CREATE,
} as const;
