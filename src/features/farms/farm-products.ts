// Every farm's two product lists, from the catalogue the build read once (SPEC.md section 7, GetProductsByFilter):
// its bestsellers (5, BEST_SELLING) and its products (10, CREATED_AT ascending). A build of 1,400 farms thus sends
// no request per farm. Pure; tested in farms.test.ts.
import { farmNameKey } from "../../lib/routes.ts";
import { farmPageBestsellerCount, farmPageProductCount } from "../../lib/shop-rules.ts";

export const bestsellerCount = farmPageBestsellerCount;
export const farmProductCount = farmPageProductCount;

type Listed = { id: string; vendor: string; createdAt: string };

export type FarmProducts<P> = { bestsellers: P[]; products: P[] };

/**
 * Groups products by farm (a vendor matches a farm by its folded name, as product pages link them) and orders each
 * group twice. `bestSellingOrder` lists product ids best-selling first; a product missing from it (created since
 * the order was read) sells least. Farms without products get empty lists.
 */
export function productsByFarm<P extends Listed>(
  farmNames: readonly string[],
  products: readonly P[],
  bestSellingOrder: readonly string[],
): Map<string, FarmProducts<P>> {
  const rank = new Map(bestSellingOrder.map((id, index) => [id, index]));
  const byKey = new Map<string, P[]>();
  for (const product of products) {
    const key = farmNameKey(product.vendor);
    const list = byKey.get(key);
    if (list) list.push(product);
    else byKey.set(key, [product]);
  }
  const result = new Map<string, FarmProducts<P>>();
  for (const name of farmNames) {
    const own = byKey.get(farmNameKey(name)) ?? [];
    const salesRank = (product: P) => rank.get(product.id) ?? Number.MAX_SAFE_INTEGER;
    // A date that cannot be read sorts last rather than passing for the oldest product.
    const created = (product: P) => {
      const time = Date.parse(product.createdAt);
      return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
    };
    result.set(name, {
      bestsellers: [...own].sort((a, b) => salesRank(a) - salesRank(b)).slice(0, bestsellerCount),
      // Oldest first, as the API's CREATED_AT sort without `reverse`; equal dates keep the catalogue's order.
      products: [...own].sort((a, b) => compareNumbers(created(a), created(b))).slice(0, farmProductCount),
    });
  }
  return result;
}

/** Ascending, with Infinity equal to itself (Infinity - Infinity is NaN, which would break the sort). */
function compareNumbers(a: number, b: number): number {
  return a === b ? 0 : a < b ? -1 : 1;
}
