// The basket's state alone: $cart, persisted under the `shopping_cart` key, and the count the header shows. Every
// page loads this (the header's basket count), so it holds nothing else: the changes islands make live in store.ts,
// which only pages with a basket island download.
import { persistentAtom, setPersistentEngine, windowPersistentEvents } from "@nanostores/persistent";
import { cartStorageKey } from "../../lib/shop-rules.ts";
import { decodeCart, itemCount, type CartItem } from "./model.ts";
import { browserStorage, createSafeStorage } from "./storage.ts";

export { cartStorageKey };

if (typeof window !== "undefined") {
  setPersistentEngine(createSafeStorage(browserStorage()), windowPersistentEvents);
}

export const $cart = persistentAtom<CartItem[]>(cartStorageKey, [], {
  encode: (items) => JSON.stringify(items),
  decode: decodeCart,
});

/**
 * The number of items, as the header shows it: read from $cart when asked or when the basket changes. Not a
 * nanostores computed(), which would bring its module to every page (0.2 kB gzip) to spare the header a repeat of
 * the same number.
 */
export const $cartCount = {
  get: (): number => itemCount($cart.get()),
  subscribe: (listener: (count: number) => void): (() => void) => $cart.subscribe((items) => listener(itemCount(items))),
};
