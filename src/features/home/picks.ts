// What the home page picks from the catalogue (SPEC.md section 2, "Home"; counts from section 9).
import { categoryLinks } from "../../lib/navigation.ts";
import { inSeasonCount, popularCategoryCount } from "../../lib/shop-rules.ts";
import type { Collection, Product } from "../../lib/types.ts";

/** In-Season: the most recently updated products that can be bought now. */
export function inSeasonProducts(products: readonly Product[], count: number = inSeasonCount): Product[] {
  return products
    .filter((product) => product.availableForSale)
    .toSorted((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.handle.localeCompare(b.handle))
    .slice(0, count);
}

export type CategoryItem = { name: string; image: Collection["image"]; link: string };

/** The popular categories: the shop's category menu in order, those the store actually has. */
export function popularCategories(collections: readonly Collection[], count: number = popularCategoryCount): CategoryItem[] {
  const byHandle = new Map(collections.map((c) => [c.handle, c]));
  return categoryLinks
    .filter((link) => byHandle.has(link.handle))
    .slice(0, count)
    .map((link) => ({ name: link.name, image: byHandle.get(link.handle)!.image, link: `/collections/${link.handle}` }));
}
