// The basket's rules for changing its lines (SPEC.md section 4 "Cart"), as pure functions over a list of lines:
// what the list becomes when a shopper adds, sets or removes. Apart from model.ts (the stored shape, on every page):
// only the purchase box and the basket page change the basket.
import type { CartItem } from "./model.ts";

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
