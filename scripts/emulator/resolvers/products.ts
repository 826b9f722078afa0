// Product, ProductVariant and Collection objects, and product connections. Products and collections resolve each
// other (Product.collections, Collection.products), so they live in one module: split in two, each would import the
// other. Choosing variants from selected options is in variant-selection.ts, unit prices in unit-prices.ts, and the
// product lists these connections page through in product-lists.ts.
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
import type { CollectionEntry, ProductEntry, ProductOrder, VariantEntry } from "../store-entries.ts";
import type { VariantRecord } from "../catalogue/types.ts";
import { truncate } from "../text.ts";
import { notImplemented, type EmulatorContext } from "./context.ts";
import { imageSource, mediaImageSource, videoMediaFor, videoSource } from "./images.ts";
import { compileFilters, hasActiveFilters, productMatchesFilters, type ProductFilterInput } from "../filters.ts";
import { buildFilterGroups } from "../filter-groups.ts";
import {
  adjacentVariants,
  encodeOptionValueCombinations,
  findVariant,
  firstSelectableVariant,
  optionValueIndexes,
  selectedOrFirstAvailable,
  type VariantLookupArgs,
} from "./variant-selection.ts";
import { unitPricing } from "./unit-prices.ts";
import { filteredOrderList, orderList } from "./product-lists.ts";

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
      return arrayConnection("ImageConnection", record.images, args, `images:${record.id}`, (spec) => imageSource(ctx, spec), ctx.limits);
    },
    media: (args: ConnectionArgs & { sortKey?: string }) => {
      if (args.sortKey !== "POSITION") throw notImplemented(`Product.media sortKey ${args.sortKey}`);
      // Pictures first, then clips: the order the editor arranged them in the catalogue.
      const media = [
        ...record.images.map((spec) => () => mediaImageSource(ctx, spec)),
        ...record.videos.map((spec) => () => videoSource(ctx, videoMediaFor(ctx, spec))),
      ];
      return arrayConnection("MediaConnection", media, args, `media:${record.id}`, (make) => make(), ctx.limits);
    },
    variants: (args: ConnectionArgs & { sortKey?: string }) => {
      const variants = sortVariants(record.variants, args.sortKey ?? "POSITION");
      return arrayConnection("ProductVariantConnection", variants, args, `variants:${record.id}:${args.sortKey}`, (v) =>
        variantEntry(ctx, v),
      ctx.limits);
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
      ctx.limits),
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
// Product connections

export function productConnection(
  ctx: EmulatorContext,
  list: RankedList<ProductEntry>,
  args: ConnectionArgs,
  kind: string,
  extra: Record<string, unknown> = {},
): Source {
  return connectionSource("ProductConnection", paginate(list, args, kind, ctx.limits), (p) => productSource(ctx, p), extra);
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
        buildFilterGroups(membersOf(ctx, collection), filters, ctx.limits),
      ),
  });
}
