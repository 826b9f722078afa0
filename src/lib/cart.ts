// The basket's rules (SPEC.md sections 3 "Cart item" and 4 "Cart"), as pure functions over a list of lines.
// The store in src/stores/cart.ts persists the list; everything that decides what the list becomes lives here.

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

const isNonEmptyString = (value: unknown): value is string => typeof value === "string" && value !== "";

/** One stored line if it has the shape of a CartItem, else null: stored data is never trusted blindly. */
export function parseCartItem(value: unknown): CartItem | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!isNonEmptyString(v.id) || !isNonEmptyString(v.productId) || !isNonEmptyString(v.handle)) return null;
  if (typeof v.title !== "string" || typeof v.currency !== "string" || typeof v.variantTitle !== "string") return null;
  if (typeof v.price !== "number" || !Number.isFinite(v.price) || v.price < 0) return null;
  if (typeof v.quantity !== "number" || !Number.isInteger(v.quantity) || v.quantity < 1) return null;
  if (v.image !== null && typeof v.image !== "string") return null;
  return {
    id: v.id,
    productId: v.productId,
    title: v.title,
    price: v.price,
    currency: v.currency,
    image: v.image,
    quantity: v.quantity,
    variantTitle: v.variantTitle,
    handle: v.handle,
  };
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
  return parsed.map(parseCartItem).filter((item): item is CartItem => item !== null);
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
