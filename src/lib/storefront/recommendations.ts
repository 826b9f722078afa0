// Product recommendations for many products at once: one document with an aliased productRecommendations field
// per product, so N products cost ceil(N / 50) requests. Used by the build and by the basket page.
import { storefrontRequest } from "./client.ts";
import { IMAGE_FIELDS, MONEY_FIELDS, PRODUCT_CARD } from "./fragments.ts";
import type { ProductCardFragment } from "./generated/storefront.generated.d.ts";
import { mapProductCard } from "./mappers.ts";
import type { ProductCard } from "../types.ts";

export const recommendationBatchSize = 50;

/** `query GetProductRecommendations($p0: ID!, ...) { r0: productRecommendations(productId: $p0) { ...ProductCard } ... }` */
export function recommendationsBatchDocument(size: number): string {
  const variables = Array.from({ length: size }, (_, i) => `$p${i}: ID!`).join(", ");
  const fields = Array.from(
    { length: size },
    (_, i) => `r${i}: productRecommendations(productId: $p${i}) { ...ProductCard }`,
  ).join("\n    ");
  return `query GetProductRecommendations(${variables}) {\n    ${fields}\n  }\n${PRODUCT_CARD}${IMAGE_FIELDS}${MONEY_FIELDS}`;
}

export async function fetchRecommendations(productIds: readonly string[]): Promise<Map<string, ProductCard[]>> {
  const result = new Map<string, ProductCard[]>();
  for (let start = 0; start < productIds.length; start += recommendationBatchSize) {
    const batch = productIds.slice(start, start + recommendationBatchSize);
    const variables = Object.fromEntries(batch.map((id, i) => [`p${i}`, id]));
    const data = await storefrontRequest<string, Record<string, ProductCardFragment[] | null>>(
      "GetProductRecommendations",
      recommendationsBatchDocument(batch.length),
      variables,
    );
    batch.forEach((id, i) => result.set(id, (data[`r${i}`] ?? []).map(mapProductCard)));
  }
  return result;
}
