// Checkout in cart mode: the Cart API makes a cart of the basket, whose checkoutUrl the shopper is sent to. Only the
// Checkout button needs it, so the basket page loads it when that button is pressed.
import { browserRequest } from "./browser-client.ts";
import { CART_CREATE } from "./queries/cart.ts";
import type { CartCreateInput } from "../types.ts";

/**
 * Makes a Shopify cart of the basket (cart-mode checkout) and returns its checkoutUrl. A cart the store refuses
 * (a user error, e.g. a variant no longer sold) or one left empty (every line sold out) is an error naming why;
 * lowered quantities are not, since the cart the shopper lands on shows them. Sent once, never retried: a retry
 * after a timeout could make a second cart, and the caller's fallback (the permalink) is ready at once.
 */
export async function createCheckoutCart(input: CartCreateInput): Promise<string> {
  const data = await browserRequest("CartCreate", CART_CREATE, { input }, { retry: { attempts: 1 } });
  const result = data.cartCreate;
  const problems = result?.userErrors.map((e) => e.message) ?? [];
  if (!result?.cart || problems.length > 0) throw new Error(`The store refused the cart: ${problems.join(" ") || "no cart was returned"}`);
  if (result.cart.totalQuantity === 0) throw new Error(`Nothing in the basket could be put in a cart: ${result.warnings.map((w) => w.message).join(" ")}`);
  return result.cart.checkoutUrl;
}
