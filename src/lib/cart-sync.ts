// A statically built shop can sell at yesterday's price. Before checkout and when the basket page opens, each
// line is compared with the live variant; this module decides what changes, the island shows it.
import type { CartItem } from "./cart.ts";

export type LiveVariant = { id: string; availableForSale: boolean; price: number; currency: string };

export type LineChange =
  | { id: string; title: string; kind: "price"; from: number; to: number; currency: string }
  | { id: string; title: string; kind: "sold-out" }
  | { id: string; title: string; kind: "missing" };

export type Reconciled = {
  items: CartItem[];
  changes: LineChange[];
  /** Lines that cannot be bought now: shown, marked, and left out of checkout. */
  unavailable: Set<string>;
};

export function reconcileCart(items: readonly CartItem[], live: ReadonlyMap<string, LiveVariant>): Reconciled {
  const changes: LineChange[] = [];
  const unavailable = new Set<string>();
  const updated = items.map((item) => {
    const variant = live.get(item.id);
    if (!variant) {
      changes.push({ id: item.id, title: item.title, kind: "missing" });
      unavailable.add(item.id);
      return item;
    }
    if (!variant.availableForSale) {
      changes.push({ id: item.id, title: item.title, kind: "sold-out" });
      unavailable.add(item.id);
    }
    if (variant.price !== item.price || variant.currency !== item.currency) {
      changes.push({ id: item.id, title: item.title, kind: "price", from: item.price, to: variant.price, currency: variant.currency });
      return { ...item, price: variant.price, currency: variant.currency };
    }
    return item;
  });
  return { items: updated, changes, unavailable };
}

/** Subtotals per currency: a basket may hold more than one, and amounts of different currencies never add up. */
export function subtotals(items: readonly CartItem[], exclude: ReadonlySet<string> = new Set()): Map<string, number> {
  const totals = new Map<string, number>();
  for (const item of items) {
    if (exclude.has(item.id)) continue;
    totals.set(item.currency, Math.round(((totals.get(item.currency) ?? 0) + item.price * item.quantity) * 100) / 100);
  }
  return totals;
}
