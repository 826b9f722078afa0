// Choosing variants from a selection of option values, the way Shopify's Product fields do
// (variantBySelectedOptions, selectedOrFirstAvailableVariant, adjacentVariants, firstSelectableVariant), and the
// "v1" encoding of which option-value combinations exist or are for sale.
import type { ProductEntry } from "../store-entries.ts";
import type { VariantRecord } from "../catalogue/types.ts";
import { badUserInput } from "./context.ts";

type SelectedOptionInput = { name: string; value: string };
export type VariantLookupArgs = {
  selectedOptions?: SelectedOptionInput[] | null;
  ignoreUnknownOptions?: boolean | null;
  caseInsensitiveMatch?: boolean | null;
};

const MAX_SELECTED_OPTIONS = 250;

/** The variant whose options agree with every selected option, or undefined. */
export function findVariant(product: ProductEntry, args: VariantLookupArgs): VariantRecord | undefined {
  const same = (a: string, b: string): boolean => (args.caseInsensitiveMatch ? a.toLowerCase() === b.toLowerCase() : a === b);
  const known = new Set(product.record.options.map((o) => o.name));
  const wanted = (args.selectedOptions ?? []).filter((option) => {
    if (args.ignoreUnknownOptions) return [...known].some((name) => same(name, option.name));
    return true;
  });
  if (wanted.length === 0) return undefined;
  return product.record.variants.find((variant) =>
    wanted.every((option) => variant.selectedOptions.some((s) => same(s.name, option.name) && same(s.value, option.value))),
  );
}

/**
 * A selection read against the product's options: the value chosen for each option (undefined where none was),
 * and whether it names an option the product does not have (which counts only when unknown options are not ignored).
 */
type Selection = { values: (string | undefined)[]; unknown: boolean; empty: boolean };

function readSelection(product: ProductEntry, args: VariantLookupArgs): Selection {
  const selected = args.selectedOptions ?? [];
  if (selected.length > MAX_SELECTED_OPTIONS) {
    throw badUserInput(`The 'selectedOptions' argument must not contain more than ${MAX_SELECTED_OPTIONS} values`);
  }
  const same = sameText(args);
  const options = product.record.options;
  const values: (string | undefined)[] = options.map(() => undefined);
  let unknown = false;
  for (const option of selected) {
    const i = options.findIndex((o) => same(o.name, option.name));
    if (i < 0) unknown ||= args.ignoreUnknownOptions === false;
    // The first choice for an option stands; a repeat does not override it.
    else values[i] ??= option.value;
  }
  return { values, unknown, empty: values.every((v) => v === undefined) && !unknown };
}

function sameText(args: VariantLookupArgs): (a: string, b: string) => boolean {
  return args.caseInsensitiveMatch ? (a, b) => a.toLowerCase() === b.toLowerCase() : (a, b) => a === b;
}

/** The variant's value for each of the product's options, in the product's option order. */
function variantValues(product: ProductEntry, variant: VariantRecord): (string | undefined)[] {
  return product.record.options.map((o) => variant.selectedOptions.find((s) => s.name === o.name)?.value);
}

/**
 * Shopify's selectedOrFirstAvailableVariant: the variant the selection names (preferring one for sale when the
 * selection leaves options open), else the first variant for sale, else the first variant.
 */
export function selectedOrFirstAvailable(product: ProductEntry, args: VariantLookupArgs): VariantRecord | undefined {
  const variants = product.record.variants;
  const fallback = variants.find((v) => v.availableForSale) ?? variants[0];
  const selection = readSelection(product, args);
  if (selection.empty || selection.unknown) return fallback;
  const same = sameText(args);
  const matching = variants.filter((variant) => {
    const values = variantValues(product, variant);
    return selection.values.every((wanted, i) => wanted === undefined || (values[i] !== undefined && same(values[i]!, wanted)));
  });
  return matching.find((v) => v.availableForSale) ?? matching[0] ?? fallback;
}

/**
 * Shopify's adjacentVariants: the variants that differ from the selection in exactly one option, by variant id.
 * Options the selection leaves open take the values of selectedOrFirstAvailableVariant (so no selection at all means
 * the neighbours of the first available variant). A selection naming an option the product lacks (when unknown
 * options are not ignored) describes no variant of this product, and has no neighbours.
 */
export function adjacentVariants(product: ProductEntry, args: VariantLookupArgs): VariantRecord[] {
  const selection = readSelection(product, args);
  if (selection.unknown) return [];
  const reference = selectedOrFirstAvailable(product, args);
  if (!reference) return [];
  const referenceValues = variantValues(product, reference);
  const target = selection.values.map((value, i) => value ?? referenceValues[i]);
  const same = sameText(args);
  return product.record.variants
    .filter((variant) => {
      const values = variantValues(product, variant);
      let differences = 0;
      target.forEach((wanted, i) => {
        if (wanted === undefined || values[i] === undefined || !same(values[i]!, wanted)) differences += 1;
      });
      return differences === 1;
    })
    .sort((a, b) => a.id - b.id);
}

/** The positions of a variant's option values, in option order; null if one of them is not among its option's values. */
function valueIndexes(product: ProductEntry, variant: VariantRecord): number[] | null {
  const options = product.record.options;
  const indexes = variantValues(product, variant).map((value, i) => (value === undefined ? -1 : options[i]!.values.indexOf(value)));
  return indexes.every((n) => n >= 0) ? indexes : null;
}

export function optionValueIndexes(product: ProductEntry, variants: readonly VariantRecord[]): number[][] {
  return variants.map((v) => valueIndexes(product, v)).filter((indexes): indexes is number[] => indexes !== null);
}

/**
 * Shopify's "v1" encoding of option-value combinations (Product.encodedVariantExistence / Availability): the
 * combinations form a trie, one level per option. A level that ends the combinations lists its value positions in
 * ascending order, writing runs as "a-b" and separating the rest with spaces; a level above it writes each value as
 * "v:" followed by its children. Every level below the top is closed with ",", which is how a decoder climbs back
 * up. So [[0,0],[0,1],[1,1]] becomes "v1_0:0-1,1:1,".
 */
export function encodeOptionValueCombinations(combinations: readonly (readonly number[])[]): string {
  type Trie = Map<number, Trie>;
  const root: Trie = new Map();
  for (const combination of combinations) {
    let node = root;
    for (const index of combination) {
      let child = node.get(index);
      if (!child) {
        child = new Map();
        node.set(index, child);
      }
      node = child;
    }
  }
  const level = (node: Trie, top: boolean): string => {
    const indexes = [...node.keys()].sort((a, b) => a - b);
    let text: string;
    if (indexes.every((i) => node.get(i)!.size === 0)) {
      const parts: string[] = [];
      for (let k = 0; k < indexes.length; ) {
        let end = k;
        while (end + 1 < indexes.length && indexes[end + 1] === indexes[end]! + 1) end += 1;
        parts.push(end > k ? `${indexes[k]}-${indexes[end]}` : String(indexes[k]));
        k = end + 1;
      }
      text = parts.join(" ");
    } else {
      text = indexes.map((i) => `${i}:${level(node.get(i)!, false)}`).join("");
    }
    return top ? text : `${text},`;
  };
  return `v1_${level(root, true)}`;
}
/**
 * Shopify's firstSelectableVariant: among the variants with value `valueIndex` of option `optionIndex`, the one
 * whose other options have the lowest value positions, earlier options first.
 */
export function firstSelectableVariant(product: ProductEntry, optionIndex: number, valueIndex: number): VariantRecord | undefined {
  const before = (a: number[], b: number[]): boolean => {
    const i = a.findIndex((n, k) => n !== b[k]);
    return i >= 0 && a[i]! < b[i]!;
  };
  let best: { variant: VariantRecord; key: number[] } | undefined;
  for (const variant of product.record.variants) {
    const indexes = valueIndexes(product, variant);
    if (!indexes || indexes[optionIndex] !== valueIndex) continue;
    const key = indexes.filter((_, i) => i !== optionIndex);
    if (!best || before(key, best.key)) best = { variant, key };
  }
  return best?.variant;
}
