// What Checkout does once pressed, after the basket page has started the live price check: loaded on the click
// (with the permalink's rules, checkout.ts, and the Cart API's call), while that check is on its way, so none of it
// is part of what the basket page downloads before the shopper acts.
import { createCheckoutCart } from "../../lib/storefront/checkout-cart.ts";
import type { CheckoutMode } from "../../lib/config.ts";
import { checkoutDestination, nothingBuyableMessage } from "./checkout.ts";
import type { LiveCheck } from "./reconcile.ts";
import { $cart } from "./store.ts";

export type CheckoutSettings = { mode: CheckoutMode; storeOrigin: string; discountCode: string | null };

/**
 * Leaves for the store's checkout with what can be bought, as the basket is now (the shopper may have changed it
 * while the check ran). Resolves to false when the shopper stays: a new price, which the page now points out, is
 * seen before checking out again; or nothing in the basket can be bought (said in an alert).
 */
export async function checkOut(checked: Promise<LiveCheck | null>, settings: CheckoutSettings): Promise<boolean> {
  const result = await checked;
  if (result?.changes.some((change) => change.kind === "price")) return false;
  const buyable = $cart.get().filter((item) => !result?.unavailable.has(item.id));
  const url = await checkoutDestination(settings.mode, settings.storeOrigin, buyable, settings.discountCode, createCheckoutCart);
  if (!url) {
    window.alert(nothingBuyableMessage);
    return false;
  }
  window.location.assign(url);
  return true;
}
