// What the basket's summary and Checkout button need before Checkout's own code (checkout.ts) has loaded: the
// promotion's line (SPEC.md section 9: how far the subtotal is from it, or what it saves) and the button's messages.
import type { Promotion } from "../../lib/config.ts";

export const emptyCartMessage = "Your cart is empty.";
export const checkoutUnavailableMessage = "Checkout could not be opened. Check your connection and try again.";

export type PromotionStatus = { applies: true; savingMinor: number } | { applies: false; remainingMinor: number };

/** How far a subtotal (minor units of the promotion's currency) is from the promotion, or what it saves. */
export function promotionStatus(subtotalMinor: number, promotion: Pick<Promotion, "percent" | "thresholdMinor">): PromotionStatus {
  if (subtotalMinor >= promotion.thresholdMinor) {
    return { applies: true, savingMinor: Math.round((subtotalMinor * promotion.percent) / 100) };
  }
  return { applies: false, remainingMinor: promotion.thresholdMinor - subtotalMinor };
}
