// The shape of the emulator's catalogue: what the data files hold once loaded.
// Written by hand for the emulator only; the site never imports this (it speaks GraphQL).

/** A picture the emulator draws itself (SVG, rasterised on request), so no file leaves the repository heavy. */
export type ImageSpec = {
  /** Unique key; served at /media/images/{key}.jpg?v=V (see resolvers/images.ts), resized with &width=N */
  key: string;
  alt: string;
  /** What is drawn: a motif name known to the media renderer (see media/). */
  motif: string;
  /** Main hue 0–360 used by the drawing. */
  hue: number;
  width: number;
  height: number;
};

/** A short clip stored under scripts/emulator/media/videos/{key}.webm (and .mp4 when present). */
export type VideoSpec = {
  key: string;
  alt: string;
  /** The still shown before playback. */
  preview: ImageSpec;
};

export type Money = { amount: string; currencyCode: "USD" };

export type VariantRecord = {
  id: number;
  title: string;
  sku: string;
  availableForSale: boolean;
  quantityAvailable: number;
  price: Money;
  compareAtPrice: Money | null;
  selectedOptions: { name: string; value: string }[];
  image: ImageSpec | null;
};

export type ProductRecord = {
  id: number;
  handle: string;
  title: string;
  /** The farm's name, exactly as FarmRecord.name. */
  vendor: string;
  productType: string;
  tags: string[];
  /** Markdown written by the store editor; served as descriptionHtml through marked and as description in plain text. */
  descriptionMarkdown: string;
  createdAt: string;
  updatedAt: string;
  publishedAt: string;
  /** Units sold; drives BEST_SELLING. */
  sales: number;
  options: { name: string; values: string[] }[];
  variants: VariantRecord[];
  images: ImageSpec[];
  videos: VideoSpec[];
  /** Collection handles this product belongs to, in addition to all-products. */
  collections: string[];
};

export type CollectionRecord = {
  id: number;
  handle: string;
  title: string;
  descriptionMarkdown: string;
  image: ImageSpec | null;
  updatedAt: string;
  /** Product handles in the editor's manual order (COLLECTION_DEFAULT / MANUAL). */
  productHandles: string[];
};

export type FarmRecord = {
  id: number;
  handle: string;
  name: string;
  location: string;
  bio: string;
  /** Paragraphs of the farm's story; served as Shopify rich-text JSON (root > paragraph > text). */
  story: string[];
  facebookUrl: string | null;
  instagramUrl: string | null;
  youtubeUrl: string | null;
  profilePicture: ImageSpec;
  /** Fractions 0–1; served as the focal point of the profile picture MediaImage. */
  focalPoint: { x: number; y: number } | null;
  gallery: ImageSpec[];
  highlightVideo: VideoSpec | null;
  ccof: boolean;
  usdaOrganic: boolean;
  updatedAt: string;
};

export type ArticleRecord = {
  id: number;
  handle: string;
  title: string;
  author: string;
  publishedAt: string;
  tags: string[];
  excerpt: string;
  contentMarkdown: string;
  image: ImageSpec | null;
};

export type BlogRecord = {
  id: number;
  handle: string;
  title: string;
  articles: ArticleRecord[];
};

export type Catalogue = {
  shopName: string;
  products: ProductRecord[];
  collections: CollectionRecord[];
  farms: FarmRecord[];
  blogs: BlogRecord[];
};
