// What only the collection island uses of a listing's state: its sorts and its count. Apart from listing-state.ts so
// that the search page's script, which shares that module's chunk, does not carry them. Tested in browse.test.ts.
import { sortOrders } from "../../lib/shop-rules.ts";
import type { Filter } from "../../lib/types.ts";
import { searchSortOptions, sortOptionsOf, type ActiveFilter, type SortOption } from "./listing-state.ts";

/** The collection's sorts beside the price sorts it shares with search. */
const collectionSortOptions = {
  ...searchSortOptions,
  BEST_SELLING: { param: "best-selling", label: "Best selling", sortKey: "BEST_SELLING", reverse: false },
  TITLE_ASC: { param: "title-asc", label: "Name A to Z", sortKey: "TITLE", reverse: false },
  TITLE_DESC: { param: "title-desc", label: "Name Z to A", sortKey: "TITLE", reverse: true },
} as const satisfies Record<(typeof sortOrders.collection)[number], SortOption>;

/** SPEC.md section 9: the collection sorts; the first, Best selling, is the default. */
export const collectionSorts = sortOptionsOf(collectionSortOptions, sortOrders.collection);

/**
 * How many products a collection holds under its filters, read from the filter counts (the Storefront API gives
 * collections no total). Every product has exactly one vendor, so the vendor group partitions the listing: with a
 * vendor chosen its count is the answer, else the vendor counts add up to it (each is the count under the other
 * groups' choices). Null when the listing has no vendor group.
 */
export function countFromFilters(groups: readonly Filter[], active: readonly ActiveFilter[]): number | null {
  const vendors = groups.find((group) => group.id === "filter.p.vendor");
  if (!vendors) return null;
  const chosen = active.find((filter) => filter.groupId === vendors.id);
  if (chosen) return vendors.values.find((value) => value.label === chosen.label)?.count ?? 0;
  return vendors.values.reduce((sum, value) => sum + value.count, 0);
}
