// $cart: the basket shared by every island and the header, persisted under the `shopping_cart` key. Every change
// is an action on the store's current value, so an answer that arrives late (the live price check) can never
// write back an older copy of the basket.
import { addLine, removeLine, setLineQuantity } from "./lines.ts";
import type { CartItem } from "./model.ts";
import { repriceLines, type LiveVariant } from "./reconcile.ts";
import { $cart } from "./cart-state.ts";

export { $cart, $cartCount, cartStorageKey } from "./cart-state.ts";

export function addItem(item: CartItem): void {
  $cart.set(addLine($cart.get(), item));
}

export function setQuantity(id: string, quantity: number): void {
  $cart.set(setLineQuantity($cart.get(), id, quantity));
}

export function removeItem(id: string): void {
  $cart.set(removeLine($cart.get(), id));
}

export function clearCart(): void {
  $cart.set([]);
}

/** Applies live prices to the lines as they are now, line by line (see repriceLines). */
export function applyLivePrices(live: ReadonlyMap<string, LiveVariant>): void {
  const current = $cart.get();
  const repriced = repriceLines(current, live);
  if (repriced.some((line, i) => line !== current[i])) $cart.set(repriced);
}
