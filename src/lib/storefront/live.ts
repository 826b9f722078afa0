// Live reads the browser makes where the static page may be out of date.
import { storefrontRequest } from "./client.ts";
import { GET_VARIANTS_BY_IDS } from "./queries.ts";
import { mapMoney } from "./mappers.ts";
import type { LiveVariant } from "../cart-sync.ts";

/** Current price and availability of the given variants, in one nodes(ids:) request. Unknown ids are absent. */
export async function fetchLiveVariants(ids: readonly string[]): Promise<Map<string, LiveVariant>> {
  const live = new Map<string, LiveVariant>();
  if (ids.length === 0) return live;
  const data = await storefrontRequest("GetVariantsByIds", GET_VARIANTS_BY_IDS, { ids: [...ids] });
  for (const node of data.nodes) {
    if (node?.__typename !== "ProductVariant") continue;
    const price = mapMoney(node.price);
    live.set(node.id, { id: node.id, availableForSale: node.availableForSale, price: price.amount, currency: price.currencyCode });
  }
  return live;
}
