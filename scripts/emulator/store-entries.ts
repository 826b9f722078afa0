// What the catalogue store (store.ts) keeps per record: an entry holding the record with what is derived from it
// once (gids, HTML and plain text, prices, text prepared for search, collection membership), the product sort
// orders it keeps ready, the index recommendations score from, and pictures and clips as media.
import type {
  ArticleRecord,
  BlogRecord,
  CollectionRecord,
  FarmRecord,
  ImageSpec,
  ProductRecord,
  VariantRecord,
  VideoSpec,
} from "./catalogue/types.ts";

/** Product sort orders kept ready: the ProductSortKeys of the schema that do not depend on a query. */
export const PRODUCT_ORDERS = ["ID", "TITLE", "PRICE", "BEST_SELLING", "CREATED_AT", "UPDATED_AT", "PRODUCT_TYPE", "VENDOR"] as const;
export type ProductOrder = (typeof PRODUCT_ORDERS)[number];

/** A product sort order: product positions (indexes into store.products) and, per product, its rank in the order. */
export type SortOrder = { items: Int32Array; rankOf: Int32Array };

/** Words of a product, prepared for matching (see search-text.ts indexText). */
export type ProductText = {
  title: string;
  vendor: string;
  productType: string;
  tags: string;
  body: string;
  variantTitles: string;
  skus: string;
};

export type ProductEntry = {
  index: number;
  record: ProductRecord;
  gid: string;
  descriptionHtml: string;
  description: string;
  minPrice: number;
  maxPrice: number;
  availableForSale: boolean;
  text: ProductText;
  /** Filled once collections are indexed. */
  collections: CollectionEntry[];
};

export type VariantEntry = { record: VariantRecord; product: ProductEntry; position: number; gid: string; price: number };

export type CollectionEntry = {
  record: CollectionRecord;
  gid: string;
  descriptionHtml: string;
  description: string;
  /** Product positions in the editor's order (COLLECTION_DEFAULT / MANUAL). */
  members: Int32Array;
  /** Per product position: its place in `members`, or -1 when the product is not in the collection. */
  memberRank: Int32Array;
  titleText: string;
};

export type FarmEntry = { record: FarmRecord; gid: string };

/**
 * Who shares what with whom, for productRecommendations: product positions by product type, by vendor and by tag.
 * A product lists once per occurrence of a tag (a tag written twice counts twice, as the scoring counts it).
 * With it a recommendation visits only the products that share something with its product, instead of the whole
 * catalogue (10,000 × 10,000 comparisons per build at 10,000 products).
 */
export type RelatedIndex = {
  byProductType: Map<string, Int32Array>;
  byVendor: Map<string, Int32Array>;
  byTag: Map<string, Int32Array>;
};

export type ArticleEntry = {
  record: ArticleRecord;
  blog: BlogEntry;
  gid: string;
  contentHtml: string;
  content: string;
  excerptHtml: string;
  excerpt: string;
  text: { title: string; body: string; tags: string; author: string };
};

export type BlogEntry = { record: BlogRecord; gid: string; articles: ArticleEntry[] };

/** A picture as media: the MediaImage gid number and, for a farm's profile picture, its focal point. */
export type ImageMedia = { number: number; spec: ImageSpec; focalPoint: { x: number; y: number } | null };
export type VideoMedia = { number: number; spec: VideoSpec };
