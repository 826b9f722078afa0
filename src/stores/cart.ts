// $cart: the basket shared by every island and the header, persisted under the `shopping_cart` key.
import { computed } from "nanostores";
import { persistentAtom, setPersistentEngine, windowPersistentEvents } from "@nanostores/persistent";
import { addLine, decodeCart, itemCount, removeLine, setLineQuantity, type CartItem } from "../lib/cart.ts";
import { browserStorage, createSafeStorage } from "./safe-storage.ts";

export const cartStorageKey = "shopping_cart";

if (typeof window !== "undefined") {
  setPersistentEngine(createSafeStorage(browserStorage()), windowPersistentEvents);
}

export const $cart = persistentAtom<CartItem[]>(cartStorageKey, [], {
  encode: (items) => JSON.stringify(items),
  decode: decodeCart,
});

export const $cartCount = computed($cart, itemCount);

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

/** Replaces the lines with re-priced ones from the live check (same lines, new prices). */
export function applyLivePrices(items: CartItem[]): void {
  $cart.set(items);
}
