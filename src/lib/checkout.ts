// Checkout hands the basket to the store's hosted cart page (SPEC.md section 7): a browser redirect to
// {store}/cart/{variantNumericId}:{qty},...[?discount=CODE].
import type { CartItem } from "./cart.ts";
import { numericId } from "./ids.ts";

export const emptyCartMessage = "Your cart is empty.";

/** The numeric id the hosted cart page takes for a variant. */
export { numericId as variantNumericId };

/** The hosted cart URL for the lines, or null for an empty basket. `storeOrigin` has no trailing slash. */
export function checkoutUrl(storeOrigin: string, items: readonly CartItem[], discountCode?: string | null): string | null {
  const lines = items.filter((item) => item.quantity > 0);
  if (lines.length === 0) return null;
  const path = lines.map((item) => `${numericId(item.id)}:${item.quantity}`).join(",");
  const url = `${storeOrigin.replace(/\/+$/, "")}/cart/${path}`;
  return discountCode ? `${url}?discount=${encodeURIComponent(discountCode)}` : url;
}

/** The promotion '10% off all orders over $50' (SPEC.md section 9). */
export const promotion = { threshold: 50, percent: 10, currencyCode: "USD" } as const;

export type PromotionStatus = { applies: true; saving: number } | { applies: false; remaining: number };

export function promotionStatus(subtotal: number): PromotionStatus {
  if (subtotal >= promotion.threshold) {
    return { applies: true, saving: Math.round(subtotal * promotion.percent) / 100 };
  }
  return { applies: false, remaining: Math.round((promotion.threshold - subtotal) * 100) / 100 };
}
