// Product filters as Shopify's Search & Discovery app serves them on `collection.products(filters:)` and
// `search(productFilters:)`: reading the filters a client sends and testing products against them. The `filters` /
// `productFilters` groups that describe them, with counts, are built in filter-groups.ts.
//
// Semantics, as on a real store:
// - values of one group combine with OR, different groups with AND;
// - variant filters (availability, price, options) must hold for one and the same variant: "Size 8 oz" plus
//   "In stock" finds products whose 8 oz variant is in stock, not products with any 8 oz and any in-stock variant;
// - a value's count is the number of products it would select given the OTHER groups' active values, so a shopper
//   sees how many results each choice leads to;
// - every value's `input` is the JSON of the ProductFilter that selects it, so clients can send it back unchanged.
import { GraphQLError } from "graphql";
import type { ProductEntry } from "./store-entries.ts";
import type { VariantRecord } from "./catalogue/types.ts";

export type ProductFilterInput = {
  available?: boolean | null;
  price?: { min?: number | null; max?: number | null } | null;
  productType?: string | null;
  productVendor?: string | null;
  tag?: string | null;
  variantOption?: { name: string; value: string } | null;
  [other: string]: unknown;
};

type VariantTest = (variant: VariantRecord) => boolean;
type ProductTest = (product: ProductEntry) => boolean;

/** The active filters, grouped: one test per group, each the OR of the group's selected values. */
export type CompiledFilters = {
  productGroups: { key: string; test: ProductTest }[];
  variantGroups: { key: string; test: VariantTest }[];
  /** A stable text of the filters, for caches. */
  signature: string;
};

const SUPPORTED_KEYS = new Set(["available", "price", "productType", "productVendor", "tag", "variantOption"]);

// Filter counts fold the same few thousand names (vendors, tags, types, options) for every product of a listing:
// each is folded once and kept, up to a bound that a catalogue's distinct names stay well under.
const foldedNames = new Map<string, string>();
const foldedNamesKept = 50_000;

export function fold(value: string): string {
  let folded = foldedNames.get(value);
  if (folded === undefined) {
    folded = value.normalize("NFD").replace(/[\u0300-\u036f]/g, "").trim().toLowerCase();
    if (foldedNames.size >= foldedNamesKept) foldedNames.clear();
    foldedNames.set(value, folded);
  }
  return folded;
}

function optionValue(variant: VariantRecord, foldedName: string): string | undefined {
  return variant.selectedOptions.find((option) => fold(option.name) === foldedName)?.value;
}

export function compileFilters(inputs: readonly ProductFilterInput[] | null | undefined): CompiledFilters {
  const availability = new Set<boolean>();
  const prices: { min: number; max: number }[] = [];
  const productTypes = new Set<string>();
  const vendors = new Set<string>();
  const tags = new Set<string>();
  const options = new Map<string, Set<string>>();

  for (const input of inputs ?? []) {
    for (const [key, value] of Object.entries(input)) {
      if (value == null) continue;
      if (!SUPPORTED_KEYS.has(key)) {
        throw new GraphQLError(`ProductFilter.${key} is not implemented by the storefront emulator`, {
          extensions: { code: "NOT_IMPLEMENTED" },
        });
      }
    }
    if (input.available != null) availability.add(input.available);
    if (input.price != null) {
      prices.push({ min: input.price.min ?? Number.NEGATIVE_INFINITY, max: input.price.max ?? Number.POSITIVE_INFINITY });
    }
    if (input.productType != null) productTypes.add(fold(input.productType));
    if (input.productVendor != null) vendors.add(fold(input.productVendor));
    if (input.tag != null) tags.add(fold(input.tag));
    if (input.variantOption != null) {
      const name = fold(input.variantOption.name);
      if (!options.has(name)) options.set(name, new Set());
      options.get(name)!.add(fold(input.variantOption.value));
    }
  }

  const productGroups: CompiledFilters["productGroups"] = [];
  const variantGroups: CompiledFilters["variantGroups"] = [];
  if (availability.size) variantGroups.push({ key: "availability", test: (v) => availability.has(v.availableForSale) });
  if (prices.length) {
    variantGroups.push({
      key: "price",
      test: (v) => {
        const price = Number(v.price.amount);
        return prices.some((range) => price >= range.min && price <= range.max);
      },
    });
  }
  if (productTypes.size) productGroups.push({ key: "product_type", test: (p) => productTypes.has(fold(p.record.productType)) });
  if (vendors.size) productGroups.push({ key: "vendor", test: (p) => vendors.has(fold(p.record.vendor)) });
  if (tags.size) productGroups.push({ key: "tag", test: (p) => p.record.tags.some((t) => tags.has(fold(t))) });
  for (const [name, values] of [...options].sort(([a], [b]) => (a < b ? -1 : 1))) {
    variantGroups.push({
      key: `option:${name}`,
      test: (v) => {
        const value = optionValue(v, name);
        return value !== undefined && values.has(fold(value));
      },
    });
  }

  const signature = JSON.stringify([
    [...availability].sort(),
    prices.map((p) => [p.min, p.max]).sort(),
    [...productTypes].sort(),
    [...vendors].sort(),
    [...tags].sort(),
    [...options].map(([name, values]) => [name, [...values].sort()]).sort(),
  ]);
  return { productGroups, variantGroups, signature };
}

export function hasActiveFilters(filters: CompiledFilters): boolean {
  return filters.productGroups.length > 0 || filters.variantGroups.length > 0;
}

/** Bit i set when the product fails active product group i. */
export function productFailures(product: ProductEntry, filters: CompiledFilters): number {
  let mask = 0;
  filters.productGroups.forEach((group, i) => {
    if (!group.test(product)) mask |= 1 << i;
  });
  return mask;
}

/** Bit i set when the variant fails active variant group i. */
export function variantFailures(variant: VariantRecord, filters: CompiledFilters): number {
  let mask = 0;
  filters.variantGroups.forEach((group, i) => {
    if (!group.test(variant)) mask |= 1 << i;
  });
  return mask;
}

export function productMatchesFilters(product: ProductEntry, filters: CompiledFilters): boolean {
  if (productFailures(product, filters) !== 0) return false;
  if (filters.variantGroups.length === 0) return true;
  return product.record.variants.some((variant) => variantFailures(variant, filters) === 0);
}
