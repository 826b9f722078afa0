// What a shopper has chosen on a listing (a collection or a search): one value per filter group and a sort, kept
// in the URL so that a listing can be shared, reloaded and walked back and forth. Pure functions, tested in
// browse.test.ts.
//
// URL form, as Shopify themes write it: one parameter per filter group, named by the group's id and holding the
// value's label (`?filter.p.vendor=Hilltop+Honey&sort=price-asc`). Reading trusts nothing: an unknown group, a
// label the group does not offer or a sort we do not know is left out, never an error.
import type { Filter, FilterValue } from "../../lib/types.ts";
import type { ProductFilter } from "../../lib/storefront/generated/storefront.types.d.ts";
import { sortOrders } from "../../lib/shop-rules.ts";

export type SortOption<Key extends string = string> = {
  /** In the URL. */
  param: string;
  label: string;
  sortKey: Key;
  reverse: boolean;
};

/**
 * The sorts a search offers, as a listing offers a sort: its name in the URL, its label and what the API is asked
 * (SPEC.md sections 2 and 9). The collection's own (Best selling, by name) are in collection-listing.ts, so that the
 * search page's script does not carry them.
 */
export const searchSortOptions = {
  RELEVANCE: { param: "relevance", label: "Relevance", sortKey: "RELEVANCE", reverse: false },
  PRICE_ASC: { param: "price-asc", label: "Price low to high", sortKey: "PRICE", reverse: false },
  PRICE_DESC: { param: "price-desc", label: "Price high to low", sortKey: "PRICE", reverse: true },
} as const satisfies Record<(typeof sortOrders.search)[number], SortOption>;

type SortOptionsOf<Table, Names extends readonly (keyof Table)[]> = {
  readonly [I in keyof Names]: Table[Names[I] & keyof Table];
};

/** The options for a list of sort names, in its order; typed element by element, so `[0]` is the default's type. */
export function sortOptionsOf<Table extends Record<string, SortOption>, const Names extends readonly (keyof Table)[]>(
  table: Table,
  names: Names,
): SortOptionsOf<Table, Names> {
  return names.map((name) => table[name]) as unknown as SortOptionsOf<Table, Names>;
}

// Marked pure so that a bundle which imports this module for something else (the farms list's URL) drops it.
/** SPEC.md sections 2 and 9: Relevance (the default), Price low to high, Price high to low. */
export const searchSorts = /* @__PURE__ */ sortOptionsOf(searchSortOptions, sortOrders.search);

export const sortParam = "sort";
const filterParamPrefix = "filter.";
/** Longer labels than this are not a filter value a store would offer; they are not read. */
export const maxLabelLength = 200;

/** A chosen filter value: its group, its label (for the URL) and the ProductFilter input the API gave for it. */
export type ActiveFilter = { groupId: string; label: string; input: string };

export type ListingState<S extends SortOption = SortOption> = { sort: S; filters: ActiveFilter[] };

export function sortFromParam<S extends SortOption>(options: readonly S[], param: string | null): S {
  return options.find((option) => option.param === param) ?? options[0]!;
}

/** SPEC.md section 2: groups for the vendor or of type LIST; search also hides the group labelled Price. */
export function visibleGroups(groups: readonly Filter[], { hidePrice = false } = {}): Filter[] {
  return groups.filter(
    (group) =>
      (group.id === "filter.p.vendor" || group.type === "LIST") &&
      !(hidePrice && group.label.trim().toLowerCase() === "price"),
  );
}

/**
 * The filter groups every Shopify store names the same way, and the ProductFilter a label of each stands for: the
 * label itself in a field, or one of a few fixed labels. The search page's head start reads the same table
 * (search-head-start.ts), so its request holds the filters the island would send.
 */
export const conventionalGroups = {
  "filter.p.vendor": { field: "productVendor" },
  "filter.p.product_type": { field: "productType" },
  "filter.p.tag": { field: "tag" },
  "filter.v.availability": { labels: { "In stock": { available: true }, "Out of stock": { available: false } } },
} as const satisfies Record<string, { field: keyof ProductFilter } | { labels: Record<string, ProductFilter> }>;

const own = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/**
 * The ProductFilter a group id and label stand for when the listing's groups are not known yet (a search opened
 * from a shared link): conventionalGroups. Anything else is null.
 */
export function conventionalInput(groupId: string, label: string): ProductFilter | null {
  if (!own(conventionalGroups, groupId)) return null;
  const rule: { field: keyof ProductFilter } | { labels: Record<string, ProductFilter> } =
    conventionalGroups[groupId as keyof typeof conventionalGroups];
  if ("field" in rule) return { [rule.field]: label };
  return own(rule.labels, label) ? rule.labels[label]! : null;
}

function valueFor(groups: readonly Filter[], groupId: string, label: string): FilterValue | undefined {
  return groups.find((group) => group.id === groupId)?.values.find((value) => value.label === label);
}

/**
 * The choices a URL holds. With the listing's groups known, a value must be one the group offers (its input is
 * then the API's own), so a made-up vendor is dropped rather than sent; without them (`groups` null: a search
 * opened from a link), only conventionalInput() groups are read.
 */
export function readListingState<S extends SortOption>(
  params: URLSearchParams,
  sorts: readonly S[],
  groups: readonly Filter[] | null,
): ListingState<S> {
  const filters: ActiveFilter[] = [];
  const seen = new Set<string>();
  for (const [key, label] of params) {
    if (!key.startsWith(filterParamPrefix) || seen.has(key) || !label || label.length > maxLabelLength) continue;
    let input: string | null = null;
    if (groups) {
      input = valueFor(groups, key, label)?.input ?? null;
    } else {
      const conventional = conventionalInput(key, label);
      input = conventional ? JSON.stringify(conventional) : null;
    }
    if (input === null) continue;
    seen.add(key);
    filters.push({ groupId: key, label, input });
  }
  return { sort: sortFromParam(sorts, params.get(sortParam)), filters };
}

/**
 * The URL query for a state, keeping parameters that are not ours (q, utm_*) as they were. The default sort is
 * left out, so the plain listing keeps its plain URL.
 */
export function writeListingState(current: URLSearchParams, state: ListingState, defaultSort: SortOption): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of current) {
    if (key !== sortParam && !key.startsWith(filterParamPrefix)) next.append(key, value);
  }
  for (const filter of state.filters) next.set(filter.groupId, filter.label);
  if (state.sort.param !== defaultSort.param) next.set(sortParam, state.sort.param);
  return next;
}

/** Choose a value of a group (replacing the group's previous one), or clear the group with `value` null. */
export function chooseFilter(active: readonly ActiveFilter[], group: Filter, value: FilterValue | null): ActiveFilter[] {
  const others = active.filter((filter) => filter.groupId !== group.id);
  return value ? [...others, { groupId: group.id, label: value.label, input: value.input }] : others;
}

/** The ProductFilter inputs to send. An input that is not a JSON object is dropped rather than sent. */
export function filterInputs(active: readonly ActiveFilter[]): ProductFilter[] {
  const inputs: ProductFilter[] = [];
  for (const filter of active) {
    try {
      const parsed: unknown = JSON.parse(filter.input);
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) inputs.push(parsed as ProductFilter);
    } catch {
      // A value whose input is not JSON cannot be sent; the listing shows as if it were not chosen.
    }
  }
  return inputs;
}

/** Same choices and sort: a URL change that leads back to the state on screen needs no request. */
export function sameListingState(a: ListingState, b: ListingState): boolean {
  if (a.sort.param !== b.sort.param || a.filters.length !== b.filters.length) return false;
  return a.filters.every((filter) => b.filters.some((other) => other.groupId === filter.groupId && other.label === filter.label));
}

/**
 * Writes a listing's URL. A choice in the same control (filter group or sort) within `coalesceMs` of the previous
 * one replaces its history entry instead of adding one: arrowing through a radio group chooses every value on the
 * way, and Back should step over them at once. Choices in different controls each get their entry.
 */
export function historyWriter(coalesceMs = 1000, now: () => number = () => Date.now()) {
  let last = { control: "", time: Number.NEGATIVE_INFINITY };
  return (url: string, mode: "push" | "replace", control = ""): void => {
    const time = now();
    const sameBurst = control !== "" && control === last.control && time - last.time < coalesceMs;
    if (mode === "push" && !sameBurst) history.pushState(history.state, "", url);
    else history.replaceState(history.state, "", url);
    if (mode === "push") last = { control, time };
  };
}

/** The control a change was made in: the one filter group that differs, else the sort. */
export function changedControl(before: ListingState, after: ListingState): string {
  const label = (state: ListingState, groupId: string) => state.filters.find((f) => f.groupId === groupId)?.label;
  const groups = new Set([...before.filters, ...after.filters].map((f) => f.groupId));
  const changed = [...groups].filter((groupId) => label(before, groupId) !== label(after, groupId));
  if (changed.length === 1) return changed[0]!;
  return changed.length === 0 && before.sort.param !== after.sort.param ? sortParam : "";
}

/** `?a=b` for non-empty parameters, nothing otherwise, after the page's path and before its hash. */
export function listingUrl(params: URLSearchParams, where: { pathname: string; hash: string }): string {
  const search = params.toString();
  return `${where.pathname}${search ? `?${search}` : ""}${where.hash}`;
}
