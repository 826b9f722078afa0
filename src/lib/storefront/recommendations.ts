// Product recommendations for many products at once: one document with an aliased productRecommendations field
// per product, several documents in flight together. The build asks for ids only and makes the cards from the
// catalogue it already holds (catalogue.ts); the basket page, which has no catalogue, asks for whole cards.
import { storefrontRequest, type RequestPolicy } from "./client.ts";
import type { StorefrontApiClient } from "@shopify/storefront-api-client";
import { recommendationsBatchDocument } from "./queries/products.ts";
import type { ProductCardFragment } from "./generated/storefront.generated.d.ts";
import { mapProductCard } from "./mappers.ts";
import { chunks, mapConcurrently, recommendationBatchSize, storefrontConcurrency } from "./batching.ts";
import type { ProductCard } from "../types.ts";

type Options = {
  retry?: Partial<RequestPolicy>;
  api?: StorefrontApiClient;
  /** Told the number of products of each batch answered (the build's progress). */
  onBatch?: (products: number) => void;
};

/** Recommendations for every product of `productIds`, batch by batch, each product's answer passed through `pick`. */
async function batched<Node, Result>(
  productIds: readonly string[],
  idsOnly: boolean,
  pick: (nodes: Node[]) => Result,
  options: Options,
): Promise<Map<string, Result>> {
  const answers = await mapConcurrently(chunks(productIds, recommendationBatchSize), storefrontConcurrency, async (batch) => {
    const variables = Object.fromEntries(batch.map((id, i) => [`p${i}`, id]));
    const data = await storefrontRequest<string, Record<string, Node[] | null>>(
      "GetProductRecommendations",
      recommendationsBatchDocument(batch.length, { idsOnly }),
      variables,
      options,
    );
    options.onBatch?.(batch.length);
    return batch.map((id, i) => [id, pick(data[`r${i}`] ?? [])] as const);
  });
  return new Map(answers.flat());
}

/** The ids the store recommends for each product, best first (the build's read). */
export function fetchRecommendationIds(productIds: readonly string[], options: Options = {}): Promise<Map<string, string[]>> {
  return batched<{ id: string }, string[]>(productIds, true, (nodes) => nodes.map((node) => node.id), options);
}

/** Whole product cards the store recommends for each product (the basket page's read). */
export function fetchRecommendations(productIds: readonly string[], options: Options = {}): Promise<Map<string, ProductCard[]>> {
  return batched<ProductCardFragment, ProductCard[]>(productIds, false, (nodes) => nodes.map(mapProductCard), options);
}
