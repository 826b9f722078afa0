// The basket's rules (SPEC.md sections 3 "Cart item" and 4 "Cart"), as pure functions over a list of lines.
// The store (store.ts) persists the list; everything that decides what the list becomes lives here.
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

/** Adds a line; a variant already in the basket gets the quantities added up. */
export function addLine(items: readonly CartItem[], item: CartItem): CartItem[] {
  if (!Number.isInteger(item.quantity) || item.quantity < 1) return [...items];
  const existing = items.find((line) => line.id === item.id);
  if (!existing) return [...items, { ...item }];
  return items.map((line) => (line.id === item.id ? { ...line, quantity: line.quantity + item.quantity } : line));
}

/** Sets a line's quantity; 0 or less removes the line. Fractions round down. */
export function setLineQuantity(items: readonly CartItem[], id: string, quantity: number): CartItem[] {
  if (Number.isNaN(quantity)) return [...items];
  const whole = Math.floor(quantity);
  if (whole <= 0) return removeLine(items, id);
  return items.map((line) => (line.id === id ? { ...line, quantity: whole } : line));
}

export function removeLine(items: readonly CartItem[], id: string): CartItem[] {
  return items.filter((line) => line.id !== id);
}

export function itemCount(items: readonly CartItem[]): number {
  return items.reduce((sum, line) => sum + line.quantity, 0);
}
