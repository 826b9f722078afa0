// Checkout hands the basket to the store's hosted cart page (SPEC.md section 7): a browser redirect to
// {store}/cart/{variantNumericId}:{qty},...[?discount=CODE], or, in cart mode, to the checkoutUrl of a cart made
// through the Cart API. The basket page loads this module when Checkout is pressed (with the Cart API's call,
// lib/storefront/checkout-cart.ts), while the live check that goes first is on its way.
import { numericId } from "../../lib/format.ts";
import type { CheckoutMode } from "../../lib/config.ts";
import type { CartCreateInput } from "../../lib/types.ts";
import type { CartItem } from "./model.ts";

export const nothingBuyableMessage = "Nothing in your basket can be bought right now.";

/** The numeric id the hosted cart page takes for a variant. */
export { numericId as variantNumericId };

/**
 * The hosted cart URL for the lines, or null when there is nothing to buy. Lines whose id is not a global id are
 * left out rather than thrown on (stored data is validated, but this is the last step before leaving the site).
 * `storeOrigin` has no trailing slash.
 */
export function checkoutUrl(storeOrigin: string, items: readonly CartItem[], discountCode?: string | null): string | null {
  const parts: string[] = [];
  for (const item of items) {
    if (item.quantity <= 0) continue;
    try {
      parts.push(`${numericId(item.id)}:${item.quantity}`);
    } catch {
      console.error(`Left out of checkout: "${item.id}" is not a variant id.`);
    }
  }
  if (parts.length === 0) return null;
  const url = `${storeOrigin.replace(/\/+$/, "")}/cart/${parts.join(",")}`;
  return discountCode ? `${url}?discount=${encodeURIComponent(discountCode)}` : url;
}

/** What cartCreate receives: the basket's lines by variant id and the promotion's code. */
export type { CartCreateInput };

export function cartCreateInput(items: readonly CartItem[], discountCode?: string | null): CartCreateInput {
  return {
    lines: items.filter((item) => item.quantity > 0).map((item) => ({ merchandiseId: item.id, quantity: item.quantity })),
    discountCodes: discountCode ? [discountCode] : [],
  };
}

/**
 * Where Checkout sends the shopper, or null when nothing can be bought. In cart mode a cart is made first; if that
 * fails (the store does not answer, or refuses a line), the permalink still takes the shopper to the same store,
 * so a failing Cart API never strands a basket.
 */
export async function checkoutDestination(
  mode: CheckoutMode,
  storeOrigin: string,
  items: readonly CartItem[],
  discountCode: string | null,
  createCart: (input: CartCreateInput) => Promise<string>,
): Promise<string | null> {
  const permalink = checkoutUrl(storeOrigin, items, discountCode);
  if (mode === "permalink" || permalink === null) return permalink;
  try {
    return await createCart(cartCreateInput(items, discountCode));
  } catch (error) {
    console.warn(`The Cart API could not make a cart; checking out through the cart permalink instead. ${error instanceof Error ? error.message : String(error)}`);
    return permalink;
  }
}
