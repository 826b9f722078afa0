// Every farm's product lists for the farm pages, from the catalogue's bulk reads (lib/storefront/catalogue.ts):
// the grouping is the farms feature's own (farm-products.ts), so the Storefront edge knows nothing of farms' lists.
import { getAllProducts, getBestSellingOrder, getFarmers } from "../../lib/storefront/catalogue.ts";
import type { Product } from "../../lib/types.ts";
import { forgetOnNewBuild } from "../../lib/build-state.ts";
import { productsByFarm, type FarmProducts } from "./farm-products.ts";

let farmProducts: Promise<Map<string, FarmProducts<Product>>> | undefined;
forgetOnNewBuild(() => (farmProducts = undefined));

/** Each farm's bestsellers and product list (by farmer id), once per build: no request per farm. */
export function getFarmProducts(): Promise<Map<string, FarmProducts<Product>>> {
  farmProducts ??= (async () => {
    const [farmers, products, order] = await Promise.all([getFarmers(), getAllProducts(), getBestSellingOrder()]);
    const byName = productsByFarm(farmers.map((farmer) => farmer.name), products, order);
    return new Map(farmers.map((farmer) => [farmer.id, byName.get(farmer.name) ?? { bestsellers: [], products: [] }]));
  })();
  return farmProducts;
}
