// Domain types of SPEC.md section 3 that pages, islands and stores share. API shapes never leave lib/storefront:
// mappers.ts turns them into these.

export type NavigationLink = {
  name: string;
  href: string;
  columns?: { title: string | null; links: { name: string; href: string }[] }[];
};

export type Money = { amount: number; currencyCode: string };

export type Image = { url: string; altText: string; width: number | null; height: number | null };

export type Video = {
  id: string;
  alt: string;
  sources: { url: string; mimeType: string }[];
  previewImage: Image | null;
};

export type MediaItem = { kind: "image"; id: string; image: Image } | { kind: "video"; video: Video };

/**
 * A unit price as the page prints it ("$1.40 / oz", "$12.00 / 100 g") and as a screen reader hears it ("$1.40 per
 * ounce"), written from the API's unitPrice and unitPriceMeasurement (lib/unit-price.ts); null where the store
 * states no size.
 */
export type UnitPrice = { visible: string; spoken: string };

export type Variant = {
  id: string;
  /** The text after the last slash of the global id: what the hosted cart page takes. */
  numericId: string;
  title: string;
  availableForSale: boolean;
  price: Money;
  compareAtPrice: Money | null;
  unitPrice: UnitPrice | null;
  selectedOptions: { name: string; value: string }[];
};

/** What every product list shows: one image, title, vendor, badge and minimum prices. */
export type ProductCard = {
  id: string;
  numericId: string;
  handle: string;
  title: string;
  vendor: string;
  tags: string[];
  availableForSale: boolean;
  image: Image | null;
  price: Money;
  /** The struck-through price: null unless greater than 0. */
  compareAtPrice: Money | null;
  /** The unit price of the variant at `price` (the cheapest one), when it has one. */
  unitPrice: UnitPrice | null;
  freeShipping: boolean;
};

export type Product = ProductCard & {
  description: string;
  descriptionHtml: string;
  productType: string;
  updatedAt: string;
  /** When the product was created (ISO date): the order of a farm's product list. */
  createdAt: string;
  options: { name: string; values: string[] }[];
  /** Images and videos as separate lists (SPEC.md section 3), and in the editor's order as `media`. */
  images: Image[];
  videos: Video[];
  media: MediaItem[];
  variants: Variant[];
  collectionHandles: string[];
};

export type FocalPoint = { x: number; y: number };

export type Farmer = {
  id: string;
  handle: string;
  name: string;
  /** The farm page's path segment (routes.ts farmSlug), unique among the shop's farms. */
  slug: string;
  location: string;
  bio: string;
  /** Shopify rich-text JSON, rendered by lib/rich-text.ts. */
  story: string;
  facebookUrl: string | null;
  instagramUrl: string | null;
  youtubeUrl: string | null;
  profilePicture: { image: Image; focalPoint: FocalPoint | null } | null;
  galleryImages: Image[];
  highlightVideo: Video | null;
  ccof: boolean;
  usdaOrganic: boolean;
  /** Fields beyond those above pass through untouched. */
  otherFields: Record<string, { value: string | null; type: string }>;
};

export type Collection = {
  id: string;
  handle: string;
  title: string;
  description: string;
  image: Image | null;
};

export type FilterValue = { id: string; label: string; count: number; input: string };
export type Filter = { id: string; label: string; type: string; values: FilterValue[] };

export type Article = {
  id: string;
  title: string;
  handle: string;
  excerpt: string;
  contentHtml: string;
  publishedAt: string;
  tags: string[];
  author: string;
  image: Image | null;
  blogHandle: string;
};

/** A variant's price and availability as the store answers now (the basket's live check). */
export type LiveVariant = { id: string; availableForSale: boolean; price: number; currency: string };

/** The lines and discount codes of a cart made through the Cart API at checkout. */
export type CartCreateInput = { lines: { merchandiseId: string; quantity: number }[]; discountCodes: string[] };
