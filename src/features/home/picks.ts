// What the home page picks from the catalogue (SPEC.md section 2, "Home"; counts from section 9).
import { categoryLinks } from "../../lib/navigation.ts";
import { popularCategoryCount } from "../../lib/shop-rules.ts";
import type { Collection } from "../../lib/types.ts";

/** In-Season: the most recently updated products that can be bought now (the rule is the catalogue's too). */
export { inSeasonProducts } from "../../lib/in-season.ts";

export type CategoryItem = { name: string; image: Collection["image"]; link: string };

/** The popular categories: the shop's category menu in order, those the store actually has. */
export function popularCategories(collections: readonly Collection[], count: number = popularCategoryCount): CategoryItem[] {
  const byHandle = new Map(collections.map((c) => [c.handle, c]));
  return categoryLinks
    .filter((link) => byHandle.has(link.handle))
    .slice(0, count)
    .map((link) => ({ name: link.name, image: byHandle.get(link.handle)!.image, link: `/collections/${link.handle}` }));
}
