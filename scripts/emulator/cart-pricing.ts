// A cart's prices, read from the catalogue as it is now: each line's price, the subtotal, the shop's discount when
// a code applies, and the total.
import { discountFor, type DiscountRule } from "./cart-page.ts";
import type { StoredCart, StoredLine } from "./cart-model.ts";
import { toCents } from "./money.ts";
import type { CatalogueStore } from "./store.ts";
import type { VariantEntry } from "./store-entries.ts";

export type PricedLine = { line: StoredLine; variant: VariantEntry; unitCents: number; compareAtCents: number | null; subtotalCents: number };

export type CartPricing = {
  lines: PricedLine[];
  totalQuantity: number;
  subtotalCents: number;
  /** Each code as entered, and whether it takes effect on this cart. */
  codes: { code: string; applicable: boolean }[];
  discountCents: number;
  /** The code that takes effect, when one does. */
  appliedCode: string | null;
  totalCents: number;
};

/** Prices a cart from the catalogue as it is now: the subtotal, the shop's discount when it applies, the total. */
export function priceCart(store: CatalogueStore, cart: StoredCart, rule: DiscountRule): CartPricing {
  const lines: PricedLine[] = [];
  for (const line of cart.lines) {
    const variant = store.variantById.get(line.variantId);
    if (!variant) continue; // a product removed from the catalogue since: the line is no longer sold
    const unitCents = toCents(variant.record.price.amount);
    const compareAt = variant.record.compareAtPrice;
    lines.push({ line, variant, unitCents, compareAtCents: compareAt ? toCents(compareAt.amount) : null, subtotalCents: unitCents * line.quantity });
  }
  const subtotalCents = lines.reduce((sum, l) => sum + l.subtotalCents, 0);
  // The same rule as the permalink's page (discountFor); one code takes effect at most, the first that applies.
  let appliedCode: string | null = null;
  let discountCents = 0;
  const codes = cart.discountCodes.map((code) => {
    const outcome = discountFor(code, subtotalCents, rule);
    const applicable = appliedCode === null && outcome.applied;
    if (applicable) {
      appliedCode = code;
      discountCents = outcome.cents;
    }
    return { code, applicable };
  });
  return {
    lines,
    totalQuantity: lines.reduce((sum, l) => sum + l.line.quantity, 0),
    subtotalCents,
    codes,
    discountCents,
    appliedCode,
    totalCents: subtotalCents - discountCents,
  };
}
