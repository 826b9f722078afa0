// Conventions shared by the hand-written catalogue and the generator: collection handles, id ranges, image sizes
// and key names. Keeping them in one place is what makes ids and media keys stable across both.
import type { ImageSpec } from "./types.ts";

export { hashString, mulberry32 } from "../../../src/lib/seeded.ts";

/** The nine category collections (SPEC.md section 2), one data file each under data/products/. */
export const CATEGORY_HANDLES = [
  "coffee-and-tea",
  "crafted-chocolates",
  "dried-fruits-and-vegetables",
  "honey",
  "jams-and-jellies",
  "oil-and-vinegar",
  "from-the-sea",
  "snacks-and-jerky",
  "spices-and-seasoning",
] as const;

/** Collections that are not categories: every product, and three editorial picks. */
export const FEATURED_HANDLES = ["all-products", "hidden-gems", "gift-sets-and-bundles", "artisan-goods"] as const;

/** Every collection the site links to; a catalogue without one of them is invalid. */
export const REQUIRED_COLLECTION_HANDLES: readonly string[] = [...FEATURED_HANDLES, ...CATEGORY_HANDLES];

export const ALL_PRODUCTS = "all-products";

/**
 * Numeric id ranges. The numeric part of a global id (gid://shopify/Product/7000000001) is what reviews and the
 * hosted cart page key on, so ids never depend on load order: products, farms, collections, blogs and articles
 * carry theirs in the data, and a variant's id is derived from its product's id and position.
 */
export const ID_BASE = {
  product: 7_000_000_000,
  variant: 4_000_000_000,
  collection: 3_000_000_000,
  farm: 9_000_000_000,
  blog: 8_000_000_000,
  article: 8_100_000_000,
} as const;

/** At most this many variants per product (the site reads up to 20). */
export const MAX_VARIANTS = 20;
export const MAX_PRODUCT_IMAGES = 10;
export const MAX_GALLERY_IMAGES = 10;

/** Variant i (0-based) of a product: 4000000000 + (productId − 7000000000) × 100 + i + 1. */
export function variantId(productId: number, index: number): number {
  return ID_BASE.variant + (productId - ID_BASE.product) * 100 + index + 1;
}

export const IMAGE_SIZE = {
  product: { width: 1200, height: 1200 },
  farmProfile: { width: 600, height: 600 },
  farmGallery: { width: 1600, height: 900 },
  collection: { width: 1600, height: 900 },
  article: { width: 1600, height: 900 },
  videoPreview: { width: 960, height: 540 },
} as const;

export const imageKey = {
  product: (handle: string, index: number) => `product-${handle}-${index + 1}`,
  farmProfile: (handle: string) => `farm-${handle}-profile`,
  farmGallery: (handle: string, index: number) => `farm-${handle}-gallery-${index + 1}`,
  collection: (handle: string) => `collection-${handle}`,
  article: (handle: string) => `article-${handle}`,
  videoPreview: (videoKey: string) => `${videoKey}-preview`,
};

export function image(
  key: string,
  alt: string,
  motif: string,
  hue: number,
  size: { width: number; height: number },
): ImageSpec {
  return { key, alt, motif, hue, width: size.width, height: size.height };
}

export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Money amounts are decimal strings with two places, as Shopify's MoneyV2.amount is written in the data. */
export const PRICE_PATTERN = /^\d+\.\d{2}$/;

export function price(cents: number): string {
  return (Math.round(cents) / 100).toFixed(2);
}

const ISO_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/;

export function isIsoDateTime(value: unknown): value is string {
  return typeof value === "string" && ISO_PATTERN.test(value) && !Number.isNaN(Date.parse(value));
}

/** Seconds since the epoch → "2025-03-10T15:20:00Z" (no milliseconds, like Shopify's DateTime). */
export function isoFromSeconds(seconds: number): string {
  // Civil date from a day count (H. Hinnant's algorithm): several times faster than Date for 100k timestamps.
  const total = Math.floor(seconds);
  const days = Math.floor(total / 86_400);
  const secs = total - days * 86_400;
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  const two = (n: number) => (n < 10 ? `0${n}` : `${n}`);
  const h = Math.floor(secs / 3600);
  const m = Math.floor((secs % 3600) / 60);
  return `${year}-${two(month)}-${two(day)}T${two(h)}:${two(m)}:${two(secs % 60)}Z`;
}

/** The catalogue's "now": nothing is dated after it. */
export const LATEST_DATE = "2026-10-31T23:59:59Z";
