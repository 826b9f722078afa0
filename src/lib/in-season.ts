// In-Season on the home page (SPEC.md section 2, "Home"; the count from section 9). The rule lives below the
// features because a shard of a sharded build must know which products the home page picks before it maps the
// catalogue (storefront/shard-products.ts), and the catalogue may not import a feature.
import { inSeasonCount } from "./shop-rules.ts";

type Pickable = { availableForSale: boolean; updatedAt: string; handle: string };

/** The most recently updated products that can be bought now. Generic: a raw product node is picked as its page's product would be. */
export function inSeasonProducts<P extends Pickable>(products: readonly P[], count: number = inSeasonCount): P[] {
  return products
    .filter((product) => product.availableForSale)
    .toSorted((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.handle.localeCompare(b.handle))
    .slice(0, count);
}
