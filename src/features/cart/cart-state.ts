// The basket's state alone: $cart, persisted under the `shopping_cart` key, and the count the header shows. Every
// page loads this (the header's basket count), so it holds nothing else: the changes islands make live in store.ts,
// which only pages with a basket island download.
import { computed } from "nanostores";
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

export const $cartCount = computed($cart, itemCount);
