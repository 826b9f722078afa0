// Product, ProductVariant and Collection objects, and product lists in any of the precomputed sort orders.
// Products and collections resolve each other (Product.collections, Collection.products), so they live in one
// module: split in two, each would import the other.
import { gid } from "../ids.ts";
import { moneyFromNumber, moneyV2 } from "../money.ts";
import {
  arrayConnection,
  arrayList,
  connectionSource,
  paginate,
  rankedList,
  type ConnectionArgs,
  type RankedList,
  type Source,
} from "../pagination.ts";
import type { CatalogueStore, CollectionEntry, ProductEntry, ProductOrder, VariantEntry } from "../store.ts";
import type { VariantRecord } from "../catalogue/types.ts";
import { truncate } from "../text.ts";
import { badUserInput, notImplemented, type EmulatorContext } from "./context.ts";
import { imageSource, mediaImageSource, videoMediaFor, videoSource } from "./images.ts";
import { compileFilters, buildFilterGroups, hasActiveFilters, productMatchesFilters, type ProductFilterInput } from "../filters.ts";

type SelectedOptionInput = { name: string; value: string };
type VariantLookupArgs = {
  selectedOptions?: SelectedOptionInput[] | null;
  ignoreUnknownOptions?: boolean | null;
  caseInsensitiveMatch?: boolean | null;
};

const MAX_SELECTED_OPTIONS = 250;

/** The variant whose options agree with every selected option, or undefined. */
function findVariant(product: ProductEntry, args: VariantLookupArgs): VariantRecord | undefined {
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
function selectedOrFirstAvailable(product: ProductEntry, args: VariantLookupArgs): VariantRecord | undefined {
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
function adjacentVariants(product: ProductEntry, args: VariantLookupArgs): VariantRecord[] {
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

function optionValueIndexes(product: ProductEntry, variants: readonly VariantRecord[]): number[][] {
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

// ---------------------------------------------------------------------------------------------------------------
// Unit prices, from sizes the catalogue writes in option values ("12 oz", "2 lb", "250 ml", "1 L", "5 lb pail").

type MeasuredUnit = "OZ" | "LB" | "G" | "KG" | "FLOZ" | "ML" | "L";

/** Each unit's measured type, the unit prices are quoted per, and how many of that unit one of these makes. */
const UNITS: Record<MeasuredUnit, { type: "WEIGHT" | "VOLUME"; reference: MeasuredUnit; referenceValue: number; inReference: number }> = {
  // Per ounce, so a product's sizes in ounces and pounds compare directly, as US shelf labels do.
  OZ: { type: "WEIGHT", reference: "OZ", referenceValue: 1, inReference: 1 },
  LB: { type: "WEIGHT", reference: "OZ", referenceValue: 1, inReference: 16 },
  G: { type: "WEIGHT", reference: "G", referenceValue: 100, inReference: 1 },
  KG: { type: "WEIGHT", reference: "G", referenceValue: 100, inReference: 1000 },
  FLOZ: { type: "VOLUME", reference: "FLOZ", referenceValue: 1, inReference: 1 },
  ML: { type: "VOLUME", reference: "ML", referenceValue: 100, inReference: 1 },
  L: { type: "VOLUME", reference: "ML", referenceValue: 100, inReference: 1000 },
};

const SIZE_PATTERN = /^\s*(\d+(?:\.\d+)?)\s*(fl\.?\s*oz|oz|lbs?|kg|g|ml|l)\b/i;

function unitOf(text: string): MeasuredUnit {
  const t = text.toLowerCase().replace(/[\s.]/g, "");
  if (t === "floz") return "FLOZ";
  if (t === "lb" || t === "lbs") return "LB";
  return t.toUpperCase() as MeasuredUnit;
}

/** The variant's net quantity, when exactly one of its option values states one; otherwise none is known. */
export function variantMeasurement(variant: VariantRecord): { quantity: number; unit: MeasuredUnit } | null {
  const found = variant.selectedOptions.flatMap((option) => {
    const match = SIZE_PATTERN.exec(option.value);
    return match ? [{ quantity: Number(match[1]), unit: unitOf(match[2]!) }] : [];
  });
  return found.length === 1 && found[0]!.quantity > 0 ? found[0]! : null;
}

function unitPricing(variant: VariantRecord): { unitPrice: Source | null; unitPriceMeasurement: Source | null } {
  const measured = variantMeasurement(variant);
  if (!measured) return { unitPrice: null, unitPriceMeasurement: null };
  const unit = UNITS[measured.unit];
  const referenceUnits = (measured.quantity * unit.inReference) / unit.referenceValue;
  return {
    unitPrice: moneyFromNumber(Number(variant.price.amount) / referenceUnits, variant.price.currencyCode),
    unitPriceMeasurement: {
      __typename: "UnitPriceMeasurement",
      measuredType: unit.type,
      quantityUnit: measured.unit,
      quantityValue: measured.quantity,
      referenceUnit: unit.reference,
      referenceValue: unit.referenceValue,
    },
  };
}

function variantEntry(ctx: EmulatorContext, record: VariantRecord | undefined): Source | null {
  const entry = record ? ctx.store.variantById.get(record.id) : undefined;
  return entry ? variantSource(ctx, entry) : null;
}

/** Longest meta description Shopify's search engine listing accepts. */
const SEO_DESCRIPTION_LIMIT = 320;

/**
 * The search engine listing, filled the way Shopify's admin proposes it when the merchant leaves it alone: the
 * title, and the description's plain text cut to the listing's limit. (The catalogue has no SEO fields of its own.)
 */
export function seoFromText(title: string, plainDescription: string): Source {
  const description = truncate(plainDescription, SEO_DESCRIPTION_LIMIT);
  return { __typename: "SEO", title, description: description === "" ? null : description };
}

function priceRange(min: number, max: number, currencyCode: string): Source {
  return {
    __typename: "ProductPriceRange",
    minVariantPrice: moneyFromNumber(min, currencyCode),
    maxVariantPrice: moneyFromNumber(max, currencyCode),
  };
}

export function productSource(ctx: EmulatorContext, product: ProductEntry): Source {
  const record = product.record;
  const currency = ctx.store.currencyCode;
  // Everything not already at hand is computed only when asked for: a page holds up to 250 products.
  return {
    __typename: "Product",
    id: product.gid,
    handle: record.handle,
    title: record.title,
    vendor: record.vendor,
    productType: record.productType,
    tags: record.tags,
    description: (args: { truncateAt?: number | null }) => truncate(product.description, args.truncateAt),
    descriptionHtml: product.descriptionHtml,
    availableForSale: product.availableForSale,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    publishedAt: record.publishedAt,
    onlineStoreUrl: null,
    trackingParameters: null,
    isGiftCard: false,
    requiresSellingPlan: false,
    seo: () => seoFromText(record.title, product.description),
    totalInventory: () => record.variants.reduce((sum, v) => sum + v.quantityAvailable, 0),
    variantsCount: { __typename: "Count", count: record.variants.length, precision: "EXACT" },
    // The catalogue defines no product metafields, so every lookup finds none.
    metafield: null,
    metafields: (args: { identifiers: unknown[] }) => args.identifiers.map(() => null),
    priceRange: () => priceRange(product.minPrice, product.maxPrice, currency),
    compareAtPriceRange: () => {
      // Variants without a compare-at price count as 0, as in Shopify's compareAtPriceRange.
      const compareAt = record.variants.map((v) => (v.compareAtPrice ? Number(v.compareAtPrice.amount) : 0));
      return priceRange(compareAt.length ? Math.min(...compareAt) : 0, compareAt.length ? Math.max(...compareAt) : 0, currency);
    },
    featuredImage: () => imageSource(ctx, record.images[0]),
    options: (args: { first?: number | null }) => productOptions(ctx, product).slice(0, args.first ?? undefined),
    images: (args: ConnectionArgs & { sortKey?: string }) => {
      if (args.sortKey !== "POSITION") throw notImplemented(`Product.images sortKey ${args.sortKey}`);
      return arrayConnection("ImageConnection", record.images, args, `images:${record.id}`, (spec) => imageSource(ctx, spec));
    },
    media: (args: ConnectionArgs & { sortKey?: string }) => {
      if (args.sortKey !== "POSITION") throw notImplemented(`Product.media sortKey ${args.sortKey}`);
      // Pictures first, then clips: the order the editor arranged them in the catalogue.
      const media = [
        ...record.images.map((spec) => () => mediaImageSource(ctx, spec)),
        ...record.videos.map((spec) => () => videoSource(ctx, videoMediaFor(ctx, spec))),
      ];
      return arrayConnection("MediaConnection", media, args, `media:${record.id}`, (make) => make());
    },
    variants: (args: ConnectionArgs & { sortKey?: string }) => {
      const variants = sortVariants(record.variants, args.sortKey ?? "POSITION");
      return arrayConnection("ProductVariantConnection", variants, args, `variants:${record.id}:${args.sortKey}`, (v) =>
        variantEntry(ctx, v),
      );
    },
    selectedOrFirstAvailableVariant: (args: VariantLookupArgs) => variantEntry(ctx, selectedOrFirstAvailable(product, args)),
    adjacentVariants: (args: VariantLookupArgs) =>
      adjacentVariants(product, args).map((v) => variantEntry(ctx, v)).filter((v): v is Source => v !== null),
    encodedVariantExistence: () => encodeOptionValueCombinations(optionValueIndexes(product, record.variants)),
    encodedVariantAvailability: () =>
      encodeOptionValueCombinations(optionValueIndexes(product, record.variants.filter((v) => v.availableForSale))),
    variantBySelectedOptions: (args: VariantLookupArgs) => variantEntry(ctx, findVariant(product, args)),
    collections: (args: ConnectionArgs) =>
      arrayConnection("CollectionConnection", product.collections, args, `product-collections:${record.id}`, (c) =>
        collectionSource(ctx, c),
      ),
  };
}

function sortVariants(variants: VariantRecord[], sortKey: string): VariantRecord[] {
  switch (sortKey) {
    case "POSITION":
      return variants;
    case "ID":
      return [...variants].sort((a, b) => a.id - b.id);
    case "TITLE":
      return [...variants].sort((a, b) => a.title.localeCompare(b.title, "en") || a.id - b.id);
    case "SKU":
      return [...variants].sort((a, b) => a.sku.localeCompare(b.sku, "en") || a.id - b.id);
    default:
      throw notImplemented(`Product.variants sortKey ${sortKey}`);
  }
}

function productOptions(ctx: EmulatorContext, product: ProductEntry): Source[] {
  // Option ids are numbered from the product's position: stable for a given catalogue, unique across products.
  return product.record.options.map((option, i) => ({
    __typename: "ProductOption",
    id: gid("ProductOption", product.index * 10 + i + 1),
    name: option.name,
    values: option.values,
    optionValues: option.values.map((value, j) => ({
      __typename: "ProductOptionValue",
      id: gid("ProductOptionValue", product.index * 1000 + i * 100 + j + 1),
      name: value,
      // The catalogue defines no colour or image swatches.
      swatch: null,
      firstSelectableVariant: () => variantEntry(ctx, firstSelectableVariant(product, i, j)),
    })),
  }));
}

/**
 * Shopify's firstSelectableVariant: among the variants with value `valueIndex` of option `optionIndex`, the one
 * whose other options have the lowest value positions, earlier options first.
 */
function firstSelectableVariant(product: ProductEntry, optionIndex: number, valueIndex: number): VariantRecord | undefined {
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

export function variantSource(ctx: EmulatorContext, variant: VariantEntry): Source {
  const record = variant.record;
  const price = moneyV2(record.price);
  const compareAtPrice = record.compareAtPrice ? moneyV2(record.compareAtPrice) : null;
  return {
    __typename: "ProductVariant",
    id: variant.gid,
    title: record.title,
    sku: record.sku,
    availableForSale: record.availableForSale,
    quantityAvailable: record.quantityAvailable,
    // Shopify's meaning: sold on backorder, i.e. for sale although nothing is in stock.
    currentlyNotInStock: record.availableForSale && record.quantityAvailable <= 0,
    price,
    priceV2: price,
    compareAtPrice,
    compareAtPriceV2: compareAtPrice,
    selectedOptions: record.selectedOptions.map((o) => ({ __typename: "SelectedOption", name: o.name, value: o.value })),
    image: imageSource(ctx, record.image),
    product: () => productSource(ctx, variant.product),
    // Every product is food sent by post.
    requiresShipping: true,
    // Only sizes the catalogue states give a unit price; Shopify answers null when none is set.
    unitPrice: () => unitPricing(record).unitPrice,
    unitPriceMeasurement: () => unitPricing(record).unitPriceMeasurement,
    metafield: null,
    metafields: (args: { identifiers: unknown[] }) => args.identifiers.map(() => null),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Product lists

/** A whole precomputed order, without copying it: rank = position in the order. */
export function orderList(store: CatalogueStore, order: ProductOrder): RankedList<ProductEntry> {
  const { items } = store.order(order);
  return { length: items.length, item: (i) => store.products[items[i]!]!, rank: (i) => i };
}

/** The products of an order that pass `keep`, ranked by their place in the whole order (so cursors carry over). */
export function filteredOrderList(
  store: CatalogueStore,
  order: ProductOrder,
  keep: (product: ProductEntry) => boolean,
): RankedList<ProductEntry> {
  const { items } = store.order(order);
  const kept: ProductEntry[] = [];
  const ranks: number[] = [];
  for (let rank = 0; rank < items.length; rank += 1) {
    const product = store.products[items[rank]!]!;
    if (keep(product)) {
      kept.push(product);
      ranks.push(rank);
    }
  }
  return rankedList(kept, ranks);
}

/** All items of a ranked list, in order (for computing filter groups over a listing). */
export function listItems<T>(list: RankedList<T>): T[] {
  const items: T[] = [];
  for (let i = 0; i < list.length; i += 1) items.push(list.item(i));
  return items;
}

export function productConnection(
  ctx: EmulatorContext,
  list: RankedList<ProductEntry>,
  args: ConnectionArgs,
  kind: string,
  extra: Record<string, unknown> = {},
): Source {
  return connectionSource("ProductConnection", paginate(list, args, kind), (p) => productSource(ctx, p), extra);
}

// ---------------------------------------------------------------------------------------------------------------
// Collections

type CollectionProductsArgs = ConnectionArgs & {
  sortKey: "BEST_SELLING" | "COLLECTION_DEFAULT" | "CREATED" | "ID" | "MANUAL" | "PRICE" | "RELEVANCE" | "TITLE";
  filters?: ProductFilterInput[] | null;
};

/** Catalogue-wide orders for the collection sort keys; the others use the editor's order. */
const COLLECTION_ORDERS: Partial<Record<CollectionProductsArgs["sortKey"], ProductOrder>> = {
  BEST_SELLING: "BEST_SELLING",
  CREATED: "CREATED_AT",
  ID: "ID",
  PRICE: "PRICE",
  TITLE: "TITLE",
};

export function collectionSource(ctx: EmulatorContext, collection: CollectionEntry): Source {
  const record = collection.record;
  return {
    __typename: "Collection",
    id: collection.gid,
    handle: record.handle,
    title: record.title,
    description: (args: { truncateAt?: number | null }) => truncate(collection.description, args.truncateAt),
    descriptionHtml: collection.descriptionHtml,
    image: imageSource(ctx, record.image),
    updatedAt: record.updatedAt,
    onlineStoreUrl: null,
    trackingParameters: null,
    seo: () => seoFromText(record.title, collection.description),
    metafield: null,
    metafields: (args: { identifiers: unknown[] }) => args.identifiers.map(() => null),
    products: (args: CollectionProductsArgs) => collectionProducts(ctx, collection, args),
  };
}

function membersOf(ctx: EmulatorContext, collection: CollectionEntry): ProductEntry[] {
  return Array.from(collection.members, (index) => ctx.store.products[index]!);
}

function collectionProducts(ctx: EmulatorContext, collection: CollectionEntry, args: CollectionProductsArgs): Source {
  const store = ctx.store;
  const filters = compileFilters(args.filters);
  const filtered = hasActiveFilters(filters);
  const order = COLLECTION_ORDERS[args.sortKey];
  if (!order && !["COLLECTION_DEFAULT", "MANUAL", "RELEVANCE"].includes(args.sortKey)) {
    throw notImplemented(`Collection.products sortKey ${args.sortKey}`);
  }
  const id = collection.record.id;
  const listKey = `collection-list:${id}:${order ?? "MANUAL"}:${filters.signature}`;
  const list = ctx.cache.getOrCompute(listKey, (): RankedList<ProductEntry> => {
    const inCollection = (p: ProductEntry): boolean => collection.memberRank[p.index]! >= 0;
    const keep = (p: ProductEntry): boolean => !filtered || productMatchesFilters(p, filters);
    if (order) {
      // A collection holding the whole catalogue pages straight through the precomputed order.
      if (!filtered && collection.members.length === store.products.length) return orderList(store, order);
      return filteredOrderList(store, order, (p) => inCollection(p) && keep(p));
    }
    const members = membersOf(ctx, collection);
    if (!filtered) return arrayList(members);
    const kept: ProductEntry[] = [];
    const ranks: number[] = [];
    members.forEach((p, rank) => {
      if (keep(p)) {
        kept.push(p);
        ranks.push(rank);
      }
    });
    return rankedList(kept, ranks);
  }) as RankedList<ProductEntry>;

  // Global orders share cursors with products(); the editor's order is the collection's own.
  const kind = order ? `products:${order}` : `collection:${id}:MANUAL`;
  return productConnection(ctx, list, args, kind, {
    filters: () =>
      ctx.cache.getOrCompute(`collection-filters:${id}:${filters.signature}`, () =>
        buildFilterGroups(membersOf(ctx, collection), filters),
      ),
  });
}
