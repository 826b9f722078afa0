// The build's read of product recommendations: ids only, since the build already holds every product and makes the
// cards from its catalogue (catalogue.ts). The basket page, which has no catalogue, asks for whole cards (live.ts).
import { storefrontRequest, type RequestPolicy } from "./client.ts";
import type { StorefrontApiClient } from "@shopify/storefront-api-client";
import { recommendationsInBatches } from "./recommendation-batches.ts";

type Options = {
  retry?: Partial<RequestPolicy>;
  api?: StorefrontApiClient;
  /** Told the number of products of each batch answered (the build's progress). */
  onBatch?: (products: number) => void;
};

/** The ids the store recommends for each product, best first. */
export function fetchRecommendationIds(productIds: readonly string[], options: Options = {}): Promise<Map<string, string[]>> {
  return recommendationsInBatches<{ id: string }, string[]>(
    productIds,
    true,
    (nodes) => nodes.map((node) => node.id),
    async (document, variables) => {
      const answer = await storefrontRequest<string, Record<string, { id: string }[] | null>>("GetProductRecommendations", document, variables, options);
      options.onBatch?.(Object.keys(variables).length);
      return answer;
    },
  );
}
