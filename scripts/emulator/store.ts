// The catalogue, indexed once at start-up so that requests never scan more than they must: lookups by handle and
// id, every product sort order precomputed (with each product's rank in it, for cursors), collection membership,
// text prepared for search, and a registry that gives every picture and clip a stable numeric media id.
// The shapes of its entries are in store-entries.ts.
import type { Catalogue, ImageSpec, VideoSpec } from "./catalogue/types.ts";
import { gid } from "./ids.ts";
import { htmlToPlainText, markdownToHtml } from "./text.ts";
import { indexText } from "./search-text.ts";
import { buildValueIndex, buildWordIndex, type ValueIndex, type WordIndex } from "./value-index.ts";
import {
  PRODUCT_ORDERS,
  type ArticleEntry,
  type BlogEntry,
  type CollectionEntry,
  type FarmEntry,
  type ImageMedia,
  type ProductEntry,
  type ProductOrder,
  type RelatedIndex,
  type SortOrder,
  type VariantEntry,
  type VideoMedia,
} from "./store-entries.ts";

/** The collection every product belongs to without being listed in it (see ProductRecord.collections). */
export const ALL_PRODUCTS_HANDLE = "all-products";

function compareText(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

export class CatalogueStore {
  readonly catalogue: Catalogue;
  readonly shopName: string;
  readonly currencyCode: string = "USD";
  readonly products: ProductEntry[] = [];
  readonly productByHandle = new Map<string, ProductEntry>();
  readonly productById = new Map<number, ProductEntry>();
  readonly variantById = new Map<number, VariantEntry>();
  readonly orders = new Map<ProductOrder, SortOrder>();
  readonly collections: CollectionEntry[] = [];
  readonly collectionByHandle = new Map<string, CollectionEntry>();
  readonly collectionById = new Map<number, CollectionEntry>();
  readonly farms: FarmEntry[] = [];
  readonly farmByHandle = new Map<string, FarmEntry>();
  readonly farmById = new Map<number, FarmEntry>();
  readonly blogs: BlogEntry[] = [];
  readonly blogByHandle = new Map<string, BlogEntry>();
  readonly blogById = new Map<number, BlogEntry>();
  readonly articles: ArticleEntry[] = [];
  readonly articleById = new Map<number, ArticleEntry>();
  readonly imageByKey = new Map<string, ImageMedia>();
  readonly imageByNumber = new Map<number, ImageMedia>();
  readonly videoByKey = new Map<string, VideoMedia>();
  readonly videoByNumber = new Map<number, VideoMedia>();
  private related: RelatedIndex | undefined;
  private values: ValueIndex | undefined;
  private words: WordIndex | undefined;

  /** Numbers given before this store was made (`previous`), by media key: Shopify's media ids never change. */
  private readonly imageNumbers: Map<string, number>;
  private readonly videoNumbers: Map<string, number>;
  private nextImage: number;
  private nextVideo: number;

  /**
   * `previous`: the store this one replaces after an editor's change. Its pictures and videos keep their ids here,
   * as they do in Shopify; numbered afresh, a deleted product would move the id of every later product's media.
   */
  constructor(catalogue: Catalogue, previous?: CatalogueStore) {
    this.imageNumbers = new Map([...(previous?.imageByKey ?? [])].map(([key, media]) => [key, media.number]));
    this.videoNumbers = new Map([...(previous?.videoByKey ?? [])].map(([key, media]) => [key, media.number]));
    // A loop, not Math.max(...): a large catalogue has more pictures than a call takes arguments.
    const highest = (numbers: Map<string, number>) => {
      let most = 0;
      for (const n of numbers.values()) if (n > most) most = n;
      return most;
    };
    this.nextImage = highest(this.imageNumbers) + 1;
    this.nextVideo = highest(this.videoNumbers) + 1;
    this.catalogue = catalogue;
    this.shopName = catalogue.shopName;
    this.indexProducts();
    this.indexCollections();
    this.indexFarms();
    this.indexBlogs();
    this.computeOrders();
  }

  /**
   * The media id of a picture; the first place a key is seen gives it its number, so ids are stable per catalogue,
   * and a key the store this one replaces knew keeps its number.
   */
  registerImage(spec: ImageSpec, focalPoint: { x: number; y: number } | null = null): ImageMedia {
    const known = this.imageByKey.get(spec.key);
    if (known) {
      if (focalPoint && !known.focalPoint) known.focalPoint = focalPoint;
      return known;
    }
    const media: ImageMedia = { number: this.imageNumbers.get(spec.key) ?? this.nextImage++, spec, focalPoint };
    this.imageByKey.set(spec.key, media);
    this.imageByNumber.set(media.number, media);
    return media;
  }

  registerVideo(spec: VideoSpec): VideoMedia {
    const known = this.videoByKey.get(spec.key);
    if (known) return known;
    const media: VideoMedia = { number: this.videoNumbers.get(spec.key) ?? this.nextVideo++, spec };
    this.videoByKey.set(spec.key, media);
    this.videoByNumber.set(media.number, media);
    this.registerImage(spec.preview);
    return media;
  }

  private indexProducts(): void {
    for (const record of this.catalogue.products) {
      const prices = record.variants.map((v) => Number(v.price.amount));
      const descriptionHtml = markdownToHtml(record.descriptionMarkdown);
      const description = htmlToPlainText(descriptionHtml);
      const entry: ProductEntry = {
        index: this.products.length,
        record,
        gid: gid("Product", record.id),
        descriptionHtml,
        description,
        minPrice: prices.length ? Math.min(...prices) : 0,
        maxPrice: prices.length ? Math.max(...prices) : 0,
        availableForSale: record.variants.some((v) => v.availableForSale),
        text: {
          title: indexText(record.title),
          vendor: indexText(record.vendor),
          productType: indexText(record.productType),
          tags: indexText(record.tags.join(" | ")),
          body: indexText(description),
          variantTitles: indexText(record.variants.map((v) => v.title).join(" | ")),
          skus: indexText(record.variants.map((v) => v.sku).join(" | ")),
        },
        collections: [],
      };
      this.products.push(entry);
      this.productByHandle.set(record.handle, entry);
      this.productById.set(record.id, entry);
      record.variants.forEach((variant, position) => {
        this.variantById.set(variant.id, {
          record: variant,
          product: entry,
          position,
          gid: gid("ProductVariant", variant.id),
          price: Number(variant.price.amount),
        });
        if (variant.image) this.registerImage(variant.image);
      });
      for (const image of record.images) this.registerImage(image);
      for (const video of record.videos) this.registerVideo(video);
    }
  }

  private indexCollections(): void {
    const n = this.products.length;
    for (const record of this.catalogue.collections) {
      const memberRank = new Int32Array(n).fill(-1);
      const members: number[] = [];
      const add = (product: ProductEntry | undefined): void => {
        if (product && memberRank[product.index] === -1) {
          memberRank[product.index] = members.length;
          members.push(product.index);
        }
      };
      // The editor's order first; then products that name the collection (or all of them, for all-products).
      for (const handle of record.productHandles) add(this.productByHandle.get(handle));
      for (const product of this.products) {
        if (record.handle === ALL_PRODUCTS_HANDLE || product.record.collections.includes(record.handle)) add(product);
      }
      const descriptionHtml = markdownToHtml(record.descriptionMarkdown);
      const entry: CollectionEntry = {
        record,
        gid: gid("Collection", record.id),
        descriptionHtml,
        description: htmlToPlainText(descriptionHtml),
        members: Int32Array.from(members),
        memberRank,
        titleText: indexText(record.title),
      };
      for (const index of members) this.products[index]!.collections.push(entry);
      this.collections.push(entry);
      this.collectionByHandle.set(record.handle, entry);
      this.collectionById.set(record.id, entry);
      if (record.image) this.registerImage(record.image);
    }
  }

  private indexFarms(): void {
    for (const record of this.catalogue.farms) {
      const entry: FarmEntry = { record, gid: gid("Metaobject", record.id) };
      this.farms.push(entry);
      this.farmByHandle.set(record.handle, entry);
      this.farmById.set(record.id, entry);
      this.registerImage(record.profilePicture, record.focalPoint);
      for (const image of record.gallery) this.registerImage(image);
      if (record.highlightVideo) this.registerVideo(record.highlightVideo);
    }
  }

  private indexBlogs(): void {
    for (const record of this.catalogue.blogs) {
      const blog: BlogEntry = { record, gid: gid("Blog", record.id), articles: [] };
      for (const article of record.articles) {
        const contentHtml = markdownToHtml(article.contentMarkdown);
        const content = htmlToPlainText(contentHtml);
        const excerptHtml = markdownToHtml(article.excerpt);
        const entry: ArticleEntry = {
          record: article,
          blog,
          gid: gid("Article", article.id),
          contentHtml,
          content,
          excerptHtml,
          excerpt: htmlToPlainText(excerptHtml),
          text: {
            title: indexText(article.title),
            body: indexText(content),
            tags: indexText(article.tags.join(" | ")),
            author: indexText(article.author),
          },
        };
        blog.articles.push(entry);
        this.articles.push(entry);
        this.articleById.set(article.id, entry);
        if (article.image) this.registerImage(article.image);
      }
      this.blogs.push(blog);
      this.blogByHandle.set(record.handle, blog);
      this.blogById.set(record.id, blog);
    }
  }

  private computeOrders(): void {
    const byId = (a: ProductEntry, b: ProductEntry): number => a.record.id - b.record.id;
    const comparators: Record<ProductOrder, (a: ProductEntry, b: ProductEntry) => number> = {
      ID: byId,
      TITLE: (a, b) => compareText(a.record.title, b.record.title) || byId(a, b),
      PRICE: (a, b) => a.minPrice - b.minPrice || byId(a, b),
      // Natural order of BEST_SELLING is best first; `reverse` then lists the slowest sellers first.
      BEST_SELLING: (a, b) => b.record.sales - a.record.sales || byId(a, b),
      CREATED_AT: (a, b) => Date.parse(a.record.createdAt) - Date.parse(b.record.createdAt) || byId(a, b),
      UPDATED_AT: (a, b) => Date.parse(a.record.updatedAt) - Date.parse(b.record.updatedAt) || byId(a, b),
      PRODUCT_TYPE: (a, b) => compareText(a.record.productType, b.record.productType) || byId(a, b),
      VENDOR: (a, b) => compareText(a.record.vendor, b.record.vendor) || byId(a, b),
    };
    for (const key of PRODUCT_ORDERS) {
      const sorted = [...this.products].sort(comparators[key]);
      const items = Int32Array.from(sorted, (p) => p.index);
      const rankOf = new Int32Array(this.products.length);
      items.forEach((productIndex, rank) => {
        rankOf[productIndex] = rank;
      });
      this.orders.set(key, { items, rankOf });
    }
  }

  order(key: ProductOrder): SortOrder {
    return this.orders.get(key)!;
  }

  /** Products by whole value (vendor, type, tag, handle) for products(query:), built on its first use. */
  valueIndex(): ValueIndex {
    this.values ??= buildValueIndex(this.products);
    return this.values;
  }

  /** Products by the words of their searchable texts, for free-text searches, built on the first one. */
  wordIndex(): WordIndex {
    this.words ??= buildWordIndex(this.products);
    return this.words;
  }

  /** The index productRecommendations scores from, built on its first use (most servers never recommend). */
  relatedIndex(): RelatedIndex {
    if (this.related) return this.related;
    const group = (keysOf: (product: ProductEntry) => readonly string[]): Map<string, Int32Array> => {
      const lists = new Map<string, number[]>();
      for (const product of this.products) {
        for (const key of keysOf(product)) {
          const list = lists.get(key);
          if (list) list.push(product.index);
          else lists.set(key, [product.index]);
        }
      }
      return new Map([...lists].map(([key, list]) => [key, Int32Array.from(list)]));
    };
    this.related = {
      byProductType: group((p) => [p.record.productType]),
      byVendor: group((p) => [p.record.vendor]),
      byTag: group((p) => p.record.tags),
    };
    return this.related;
  }
}
