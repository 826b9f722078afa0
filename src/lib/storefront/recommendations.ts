// Product recommendations for many products at once: one document with an aliased productRecommendations field
// per product, so N products cost ceil(N / 50) requests. Used by the build and by the basket page.
import { storefrontRequest, type RequestPolicy } from "./client.ts";
import type { StorefrontApiClient } from "@shopify/storefront-api-client";
import { recommendationsBatchDocument } from "./queries/products.ts";
import type { ProductCardFragment } from "./generated/storefront.generated.d.ts";
import { mapProductCard } from "./mappers.ts";
import type { ProductCard } from "../types.ts";

export const recommendationBatchSize = 50;

export async function fetchRecommendations(
  productIds: readonly string[],
  options: { retry?: Partial<RequestPolicy>; api?: StorefrontApiClient } = {},
): Promise<Map<string, ProductCard[]>> {
  const result = new Map<string, ProductCard[]>();
  for (let start = 0; start < productIds.length; start += recommendationBatchSize) {
    const batch = productIds.slice(start, start + recommendationBatchSize);
    const variables = Object.fromEntries(batch.map((id, i) => [`p${i}`, id]));
    const data = await storefrontRequest<string, Record<string, ProductCardFragment[] | null>>(
      "GetProductRecommendations",
      recommendationsBatchDocument(batch.length),
      variables,
      options,
    );
    batch.forEach((id, i) => result.set(id, (data[`r${i}`] ?? []).map(mapProductCard)));
  }
  return result;
}
