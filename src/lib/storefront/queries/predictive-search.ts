// The header type-ahead's document, apart from the search page's (search.ts), so that each page loads only its own.
import { IMAGE_FIELDS, MONEY_FIELDS, PRODUCT_CARD, VARIANT_UNIT_PRICE } from "../fragments.ts";

/** Suggestions while the shopper types in the header's search box: products and completed search terms. */
export const PREDICTIVE_SEARCH = `#graphql
  query PredictiveSearch($query: String!, $limit: Int!) {
    predictiveSearch(query: $query, limit: $limit, limitScope: EACH, types: [PRODUCT, QUERY]) {
      products {
        ...ProductCard
      }
      queries {
        text
      }
    }
  }
  ${PRODUCT_CARD}
  ${VARIANT_UNIT_PRICE}
  ${IMAGE_FIELDS}
  ${MONEY_FIELDS}
` as const;
