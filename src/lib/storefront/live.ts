// Live reads the browser makes where the static page may be out of date. A shopper waits on these, so they use
// the browser's short time limit and single retry: a slow store must never hold the basket page hostage.
import { browserRequest } from "./browser-client.ts";
import { GET_VARIANTS_BY_IDS } from "./queries/products.ts";
import { mapMoney, mapProductCard } from "./mappers.ts";
import { recommendationsInBatches } from "./recommendation-batches.ts";
import type { ProductCardFragment } from "./generated/storefront.generated.d.ts";
import type { LiveVariant, ProductCard } from "../types.ts";

/** Current price and availability of the given variants, in one nodes(ids:) request. Unknown ids are absent. */
export async function fetchLiveVariants(ids: readonly string[]): Promise<Map<string, LiveVariant>> {
  const live = new Map<string, LiveVariant>();
  if (ids.length === 0) return live;
  const data = await browserRequest("GetVariantsByIds", GET_VARIANTS_BY_IDS, { ids: [...ids] });
  for (const node of data.nodes) {
    if (node?.__typename !== "ProductVariant") continue;
    const price = mapMoney(node.price);
    live.set(node.id, { id: node.id, availableForSale: node.availableForSale, price: price.amount, currency: price.currencyCode });
  }
  return live;
}

/** Whole product cards the store recommends for each of the basket's products, with the browser's time limit. */
export function fetchBasketRecommendations(productIds: readonly string[]): Promise<Map<string, ProductCard[]>> {
  return recommendationsInBatches<ProductCardFragment, ProductCard[]>(
    productIds,
    false,
    (nodes) => nodes.map(mapProductCard),
    (document, variables) => browserRequest<string, Record<string, ProductCardFragment[] | null>>("GetProductRecommendations", document, variables),
  );
}
