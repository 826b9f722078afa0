// The rules of the recently viewed list (issue 25), free of the DOM: what an entry must hold to be shown, the order
// (newest first, one entry per product), how many are kept and shown, and reading storage that another version of
// the shop, an extension or a full disk may have left corrupt or oversized, which must never break a page.
import { isCurrencyCode } from "../../lib/format.ts";
import { imageUrl } from "../../lib/images.ts";
import { recentlyViewedShown } from "../../lib/shop-rules.ts";
import type { Money } from "../../lib/types.ts";

/**
 * What the list's card needs, kept in the browser so the list is drawn without a request; the picture's address is
 * the one the card shows (240 px wide).
 */
export type RecentProduct = { handle: string; title: string; price: Money; image: { url: string; alt: string } | null };

/**
 * One more than a page shows: the product page leaves its own product out of the list, and the 8 before it must
 * still be there to show.
 */
export const recentlyViewedKept = recentlyViewedShown + 1;

/** Longest text an entry may hold; an entry the shop wrote itself never exceeds them (see recentProductOf). */
export const recentLimits = { handle: 255, title: 200, imageUrl: 1000, imageAlt: 300 } as const;

/**
 * Longest stored list read, in characters: the kept entries at their longest fit well within it, so anything longer
 * was not written by the shop and is not parsed at all.
 */
export const recentStorageMaxChars = 20_000;

// A handle as Shopify makes them: letters (any script), digits, '-' and '_', starting with a letter or digit, so it
// can never step out of /products/ ('..', '/', '?').
const HANDLE = /^[\p{L}\p{N}][\p{L}\p{N}_-]*$/u;

const isText = (value: unknown, max: number): value is string => typeof value === "string" && value.length <= max;

/** An http(s) URL, or a path on the site's own host (a picture served there: IMAGE_PROXY_PATH, lib/image-proxy.ts). */
function isWebUrl(value: string): boolean {
  // A path must stay on the host: browsers read "//x" and "/\\x" as another host, and drop tabs and line breaks.
  if (value[0] === "/") return /^\/(?!\/)[^\\\s]*$/.test(value);
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** The entry, when every field is what the shop writes; otherwise null (it is then left out, never shown). */
export function parseRecentProduct(value: unknown): RecentProduct | null {
  if (typeof value !== "object" || value === null) return null;
  const { handle, title, price, image } = value as Record<string, unknown>;
  if (!isText(handle, recentLimits.handle) || !HANDLE.test(handle)) return null;
  if (!isText(title, recentLimits.title) || title.trim() === "") return null;
  if (typeof price !== "object" || price === null) return null;
  const { amount, currencyCode } = price as Record<string, unknown>;
  if (typeof amount !== "number" || !Number.isFinite(amount) || amount < 0) return null;
  if (typeof currencyCode !== "string" || !isCurrencyCode(currencyCode)) return null;
  let picture: RecentProduct["image"] = null;
  if (image !== null) {
    if (typeof image !== "object") return null;
    const { url, alt } = image as Record<string, unknown>;
    if (!isText(url, recentLimits.imageUrl) || !isWebUrl(url) || !isText(alt, recentLimits.imageAlt)) return null;
    picture = { url, alt };
  }
  return { handle, title, price: { amount, currencyCode }, image: picture };
}

/**
 * The stored list as the page may use it: empty for nothing stored, text that is not JSON or not a list, or text
 * longer than any list the shop writes; entries that fail parseRecentProduct left out, the rest kept in their
 * order, a product's later copies dropped, and no more than are kept.
 */
export function readRecent(stored: string | null): RecentProduct[] {
  if (stored === null || stored.length > recentStorageMaxChars) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const list: RecentProduct[] = [];
  for (const item of value) {
    const entry = parseRecentProduct(item);
    if (entry && !list.some((kept) => kept.handle === entry.handle)) list.push(entry);
    if (list.length === recentlyViewedKept) break;
  }
  return list;
}

/** The list after a visit to `viewed`: it comes first, its older entry goes, and the oldest beyond the cap go. */
export function withViewed(list: readonly RecentProduct[], viewed: RecentProduct): RecentProduct[] {
  return [viewed, ...list.filter((entry) => entry.handle !== viewed.handle)].slice(0, recentlyViewedKept);
}

/** What a page shows: newest first, never the page's own product (`currentHandle`), at most 8. */
export function shownRecent(list: readonly RecentProduct[], currentHandle: string | null): RecentProduct[] {
  return list.filter((entry) => entry.handle !== currentHandle).slice(0, recentlyViewedShown);
}

/** The first `max` UTF-16 units of a text, without half of a character made of two. */
function cut(text: string, max: number): string {
  const kept = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(kept) ? kept.slice(0, -1) : kept;
}

/** How wide the list's pictures are fetched (its cards are at most about 200 px wide). */
export const recentImageWidth = 240;

/**
 * The entry the product page records, made at build time from what its card shows: texts cut to the limits, the
 * picture at the list's width and left out when its address is too long, so the browser can accept the entry as it
 * is. Null for a handle no entry may hold (the page then records nothing).
 */
export function recentProductOf(product: {
  handle: string;
  title: string;
  price: Money;
  image: { url: string; altText: string } | null;
}): RecentProduct | null {
  const url = product.image ? imageUrl(product.image.url, recentImageWidth) : "";
  const image =
    product.image && url.length <= recentLimits.imageUrl ? { url, alt: cut(product.image.altText, recentLimits.imageAlt) } : null;
  const entry = { handle: product.handle, title: cut(product.title, recentLimits.title), price: product.price, image };
  return parseRecentProduct(entry);
}
