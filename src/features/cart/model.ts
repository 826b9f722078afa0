// The basket's stored lines (SPEC.md section 3 "Cart item"): their shape, how the stored text is read back, and
// the count. Every page loads this with the basket's state (the header's count); the changes a shopper makes to the
// list are lines.ts, which only pages that change the basket load. The store (store.ts) persists the list.
import { isCurrencyCode, isGlobalId } from "../../lib/format.ts";

/** One line of the basket, as stored in the shopper's browser under `shopping_cart`. */
export type CartItem = {
  /** The variant's global id: one line per variant. */
  id: string;
  productId: string;
  title: string;
  price: number;
  currency: string;
  image: string | null;
  quantity: number;
  variantTitle: string;
  handle: string;
};

/**
 * The line if it has the shape of a CartItem (extra fields dropped), else null. Storage is the shopper's own
 * browser, so anything may be in it: an old version of the shop, another site's data, a hand edit. Every field a
 * later step relies on is checked here (a currency Intl can format, ids the hosted cart page can take), so nothing
 * downstream has to defend itself again. Written out by hand rather than with a schema library: this check ships
 * on every page (the header's basket count), where a page without islands may load 5 kB of JavaScript in all, and
 * the smallest schema library (valibot) cost 1.4 kB of that for nine fields.
 */
export function parseCartItem(value: unknown): CartItem | null {
  if (value === null || typeof value !== "object") return null;
  const { id, productId, title, price, currency, image, quantity, variantTitle, handle } = value as Record<string, unknown>;
  const text = (field: unknown): field is string => typeof field === "string";
  const ok =
    text(id) && isGlobalId(id, "ProductVariant") &&
    text(productId) && isGlobalId(productId, "Product") &&
    text(title) &&
    typeof price === "number" && Number.isFinite(price) && price >= 0 &&
    text(currency) && isCurrencyCode(currency) &&
    (image === null || text(image)) &&
    typeof quantity === "number" && Number.isInteger(quantity) && quantity >= 1 &&
    text(variantTitle) &&
    text(handle) && handle.length > 0;
  return ok ? { id, productId, title, price, currency, image, quantity, variantTitle, handle } : null;
}

/** Decodes the stored basket; corrupted or foreign data becomes an empty basket, broken lines are dropped. */
export function decodeCart(stored: string | null | undefined): CartItem[] {
  if (!stored) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const items: CartItem[] = [];
  for (const value of parsed) {
    const item = parseCartItem(value);
    // Two stored lines for one variant would make quantities ambiguous; the first one wins.
    if (item && !items.some((line) => line.id === item.id)) items.push(item);
  }
  return items;
}

export function itemCount(items: readonly CartItem[]): number {
  return items.reduce((sum, line) => sum + line.quantity, 0);
}
