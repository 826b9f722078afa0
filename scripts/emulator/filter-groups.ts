// The filter groups a listing offers (`collection.products.filters`, `search.productFilters`), with counts: a value's
// count is the number of products it would select given the OTHER groups' active values (see filters.ts).
import type { VariantRecord } from "./catalogue/types.ts";
import { fold, productFailures, variantFailures, type CompiledFilters, type ProductFilterInput } from "./filters.ts";
import type { ProductEntry } from "./store-entries.ts";
import { handleize } from "./text.ts";
import { cappedCount, type PagingLimits } from "./limits.ts";

export type FilterValueSource = {
  __typename: "FilterValue";
  id: string;
  label: string;
  count: number;
  input: string;
  swatch: null;
  image: null;
};

export type FilterSource = {
  __typename: "Filter";
  id: string;
  label: string;
  type: "LIST" | "PRICE_RANGE" | "BOOLEAN";
  presentation: "TEXT" | null;
  values: FilterValueSource[];
};

/** English collation, as localeCompare(…, "en") orders, made once: hundreds of vendors are sorted per listing. */
const byLabel = new Intl.Collator("en");

type ValueTally = { label: string; input: unknown; order: number; count: number };

/** One displayed group: which values each product/variant carries, and where it sits among the active groups. */
type GroupSpec = {
  id: string;
  label: string;
  level: "product" | "variant";
  /** Bit of this group among the active groups of its level, or 0 when the group has no active value. */
  activeBit: number;
  tallies: Map<string, ValueTally>;
};

function activeBit(groups: { key: string }[], key: string): number {
  const index = groups.findIndex((group) => group.key === key);
  return index === -1 ? 0 : 1 << index;
}

function tally(group: GroupSpec, valueKey: string, label: string, input: unknown, order: number): ValueTally {
  let entry = group.tallies.get(valueKey);
  if (!entry) {
    entry = { label, input, order, count: 0 };
    group.tallies.set(valueKey, entry);
  } else if (order < entry.order) {
    entry.order = order;
  }
  return entry;
}

/**
 * The filter groups for a set of products (a collection, or the products a search found), with each value's count
 * under the active filters. Values present in the set are listed even when the other filters leave them at 0.
 * Counts stop at the paging cap + 1, as Shopify's do.
 */
export function buildFilterGroups(scope: readonly ProductEntry[], filters: CompiledFilters, limits: PagingLimits): FilterSource[] {
  const availability: GroupSpec = {
    id: "filter.v.availability",
    label: "Availability",
    level: "variant",
    activeBit: activeBit(filters.variantGroups, "availability"),
    tallies: new Map(),
  };
  const productType: GroupSpec = {
    id: "filter.p.product_type",
    label: "Product type",
    level: "product",
    activeBit: activeBit(filters.productGroups, "product_type"),
    tallies: new Map(),
  };
  const vendor: GroupSpec = {
    id: "filter.p.vendor",
    label: "Vendor",
    level: "product",
    activeBit: activeBit(filters.productGroups, "vendor"),
    tallies: new Map(),
  };
  const tag: GroupSpec = {
    id: "filter.p.tag",
    label: "Tags",
    level: "product",
    activeBit: activeBit(filters.productGroups, "tag"),
    tallies: new Map(),
  };
  const options = new Map<string, GroupSpec>();
  const priceBit = activeBit(filters.variantGroups, "price");
  let priceCount = 0;
  let priceMax = 0;

  for (const product of scope) {
    const productMask = productFailures(product, filters);
    const variantMasks = product.record.variants.map((variant) => variantFailures(variant, filters));
    const someVariantPasses = variantMasks.some((mask) => mask === 0);
    // Variants that pass every active variant group except the one with bit `bit`.
    const passingExcept = (bit: number): VariantRecord[] =>
      product.record.variants.filter((_, i) => (variantMasks[i]! & ~bit) === 0);
    const counted = new Set<ValueTally>();
    const count = (entry: ValueTally, contributes: boolean): void => {
      if (contributes && !counted.has(entry)) {
        counted.add(entry);
        entry.count += 1;
      }
    };

    for (const variant of product.record.variants) priceMax = Math.max(priceMax, Number(variant.price.amount));
    if (productMask === 0 && passingExcept(priceBit).length > 0) priceCount += 1;

    // Product-level groups: the product counts if it passes the other product groups and some variant passes all.
    const productCounts = (group: GroupSpec): boolean => (productMask & ~group.activeBit) === 0 && someVariantPasses;
    if (product.record.productType) {
      const value = product.record.productType;
      count(tally(productType, fold(value), value, { productType: value }, 0), productCounts(productType));
    }
    count(tally(vendor, fold(product.record.vendor), product.record.vendor, { productVendor: product.record.vendor }, 0), productCounts(vendor));
    for (const value of product.record.tags) {
      count(tally(tag, fold(value), value, { tag: value }, 0), productCounts(tag));
    }

    // Variant-level groups: values of the variants that pass the other variant groups, on a product that passes
    // every product group.
    const passingForAvailability = productMask === 0 ? new Set(passingExcept(availability.activeBit)) : new Set();
    for (const variant of product.record.variants) {
      const available = variant.availableForSale;
      const entry = tally(
        availability,
        available ? "1" : "0",
        available ? "In stock" : "Out of stock",
        { available },
        available ? 0 : 1,
      );
      count(entry, passingForAvailability.has(variant));
    }
    for (const option of product.record.options) {
      const name = fold(option.name);
      let group = options.get(name);
      if (!group) {
        group = {
          id: `filter.v.option.${handleize(option.name)}`,
          label: option.name,
          level: "variant",
          activeBit: activeBit(filters.variantGroups, `option:${name}`),
          tallies: new Map(),
        };
        options.set(name, group);
      }
      const passing = productMask === 0 ? new Set(passingExcept(group.activeBit)) : new Set();
      for (const variant of product.record.variants) {
        const value = variant.selectedOptions.find((o) => fold(o.name) === name)?.value;
        if (value === undefined) continue;
        // Order values as the catalogue first lists them (e.g. 8 oz before 16 oz), not alphabetically.
        const position = option.values.indexOf(value);
        const order = product.index * 1000 + (position === -1 ? 999 : position);
        const entry = tally(group, fold(value), value, { variantOption: { name: option.name.toLowerCase(), value } }, order);
        count(entry, passing.has(variant));
      }
    }
  }

  const groups: FilterSource[] = [];
  const listGroup = (group: GroupSpec, sortByLabel: boolean): void => {
    if (group.tallies.size === 0) return;
    const entries = [...group.tallies.values()].sort((a, b) =>
      sortByLabel ? byLabel.compare(a.label, b.label) : a.order - b.order || byLabel.compare(a.label, b.label),
    );
    groups.push({
      __typename: "Filter",
      id: group.id,
      label: group.label,
      type: "LIST",
      presentation: "TEXT",
      values: entries.map((entry) => ({
        __typename: "FilterValue",
        id: `${group.id}.${valueIdSuffix(entry)}`,
        label: entry.label,
        count: cappedCount(entry.count, limits),
        input: JSON.stringify(entry.input),
        swatch: null,
        image: null,
      })),
    });
  };

  listGroup(availability, false);
  if (scope.length > 0) {
    groups.push({
      __typename: "Filter",
      id: "filter.v.price",
      label: "Price",
      type: "PRICE_RANGE",
      presentation: null,
      values: [
        {
          __typename: "FilterValue",
          id: "filter.v.price",
          label: "Price",
          count: cappedCount(priceCount, limits),
          input: JSON.stringify({ price: { min: 0, max: priceMax } }),
          swatch: null,
          image: null,
        },
      ],
    });
  }
  listGroup(productType, true);
  listGroup(vendor, true);
  listGroup(tag, true);
  for (const group of [...options.values()].sort((a, b) => byLabel.compare(a.label, b.label))) listGroup(group, false);
  return groups;
}

function valueIdSuffix(entry: ValueTally): string {
  const input = entry.input as ProductFilterInput;
  if (input.available !== undefined && input.available !== null) return input.available ? "1" : "0";
  return handleize(entry.label) || "blank";
}
