// The basket's rules (SPEC.md sections 3 "Cart item" and 4 "Cart"), as pure functions over a list of lines.
// The store (store.ts) persists the list; everything that decides what the list becomes lives here.
import * as v from "valibot";
import { isCurrencyCode, isGlobalId } from "../../lib/format.ts";

/**
 * One stored line. Storage is the shopper's own browser, so anything may be in it: an old version of the shop,
 * another site's data, a hand edit. Every field a later step relies on is checked here (a currency Intl can
 * format, ids the hosted cart page can take), so nothing downstream has to defend itself again. Valibot rather
 * than zod: this schema ships on every page (the header's basket count), and valibot's tree-shaken build is
 * about 1 kB where zod/mini's is about 6 kB.
 */
const cartItemSchema = v.object({
  /** The variant's global id: one line per variant. */
  id: v.pipe(v.string(), v.check((id) => isGlobalId(id, "ProductVariant"), "a ProductVariant global id")),
  productId: v.pipe(v.string(), v.check((id) => isGlobalId(id, "Product"), "a Product global id")),
  title: v.string(),
  price: v.pipe(v.number(), v.finite(), v.minValue(0)),
  currency: v.pipe(v.string(), v.check(isCurrencyCode, "an ISO 4217 currency code")),
  image: v.nullable(v.string()),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  variantTitle: v.string(),
  handle: v.pipe(v.string(), v.minLength(1)),
});

export type CartItem = v.InferOutput<typeof cartItemSchema>;

/** The line if it has the shape of a CartItem (extra fields dropped), else null. */
export function parseCartItem(value: unknown): CartItem | null {
  const result = v.safeParse(cartItemSchema, value);
  return result.success ? result.output : null;
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
