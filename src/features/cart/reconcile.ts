// A statically built shop can sell at yesterday's price. Before checkout and when the basket page opens, each
// line is compared with the live variant; this module decides what changes, the store applies it to the basket
// as it is by then, and the island shows it.
import { toMinorUnits } from "../../lib/format.ts";
import type { LiveVariant } from "../../lib/types.ts";
import type { CartItem } from "./model.ts";

export type { LiveVariant };

export type LineChange =
  | { id: string; title: string; kind: "price"; from: number; to: number; currency: string }
  | { id: string; title: string; kind: "sold-out" }
  | { id: string; title: string; kind: "missing" };

export type LiveCheck = {
  changes: LineChange[];
  /** Lines that cannot be bought now: shown, marked, and left out of checkout. */
  unavailable: Set<string>;
};

/** What the live data says about the lines that were checked. */
export function compareWithLive(items: readonly CartItem[], live: ReadonlyMap<string, LiveVariant>): LiveCheck {
  const changes: LineChange[] = [];
  const unavailable = new Set<string>();
  for (const item of items) {
    const variant = live.get(item.id);
    if (!variant) {
      changes.push({ id: item.id, title: item.title, kind: "missing" });
      unavailable.add(item.id);
      continue;
    }
    if (!variant.availableForSale) {
      changes.push({ id: item.id, title: item.title, kind: "sold-out" });
      unavailable.add(item.id);
    }
    if (priceDiffers(item, variant)) {
      changes.push({ id: item.id, title: item.title, kind: "price", from: item.price, to: variant.price, currency: variant.currency });
    }
  }
  return { changes, unavailable };
}

const priceDiffers = (item: CartItem, variant: LiveVariant) =>
  variant.currency !== item.currency || toMinorUnits(variant.price, variant.currency) !== toMinorUnits(item.price, item.currency);

/**
 * The basket with live prices applied line by line. It is called with the basket as it is when the answer
 * arrives, not as it was when the question left: a quantity changed, a line removed or a line added (in this
 * tab or another) meanwhile stays exactly as the shopper left it; only the price of a checked line changes.
 */
export function repriceLines(items: readonly CartItem[], live: ReadonlyMap<string, LiveVariant>): CartItem[] {
  let changed = false;
  const repriced = items.map((item) => {
    const variant = live.get(item.id);
    if (!variant || !priceDiffers(item, variant)) return item;
    changed = true;
    return { ...item, price: variant.price, currency: variant.currency };
  });
  return changed ? repriced : [...items];
}

/**
 * Subtotals per currency in minor units (cents): a basket may hold more than one currency, and amounts of
 * different currencies never add up. Integers, so no float error creeps in however many lines there are.
 */
export function subtotals(items: readonly CartItem[], exclude: ReadonlySet<string> = new Set()): Map<string, number> {
  const totals = new Map<string, number>();
  for (const item of items) {
    if (exclude.has(item.id)) continue;
    totals.set(item.currency, (totals.get(item.currency) ?? 0) + toMinorUnits(item.price, item.currency) * item.quantity);
  }
  return totals;
}
