import { beforeEach, describe, expect, it, vi } from "vitest";
import { setPersistentEngine, type PersistentListener } from "@nanostores/persistent";
import { createSafeStorage } from "./storage.ts";
import type { CartItem } from "./model.ts";

// A browser-like localStorage whose failures the tests switch on.
class FakeStorage {
  data = new Map<string, string>();
  failWrites = false;
  failReads = false;
  getItem(key: string) {
    if (this.failReads) throw new Error("SecurityError");
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.failWrites) throw new DOMException("QuotaExceededError");
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

const line = (id: number, quantity = 1): CartItem => ({
  id: `gid://shopify/ProductVariant/${id}`,
  productId: "gid://shopify/Product/1",
  title: "Wildflower Honey",
  price: 12,
  currency: "USD",
  image: null,
  quantity,
  variantTitle: "8 oz",
  handle: "wildflower-honey",
});

let storage: FakeStorage;
let listeners: PersistentListener[];

async function loadStore(initial?: string) {
  vi.resetModules();
  storage = new FakeStorage();
  if (initial !== undefined) storage.data.set("shopping_cart", initial);
  listeners = [];
  const { setPersistentEngine: setEngine } = await import("@nanostores/persistent");
  setEngine(createSafeStorage(storage), {
    addEventListener: (_key, listener) => listeners.push(listener),
    removeEventListener: (_key, listener) => (listeners = listeners.filter((l) => l !== listener)),
  });
  return import("./store.ts");
}

describe("$cart", () => {
  beforeEach(() => setPersistentEngine({}, { addEventListener() {}, removeEventListener() {} }));

  it("persists every change under shopping_cart and restores it", async () => {
    const cart = await loadStore();
    cart.addItem(line(1, 2));
    cart.addItem(line(1, 1));
    cart.addItem(line(2));
    expect(JSON.parse(storage.data.get("shopping_cart")!)).toHaveLength(2);
    expect(cart.$cartCount.get()).toBe(4);
    cart.setQuantity(line(2).id, 0);
    expect(cart.$cart.get().map((i) => i.quantity)).toEqual([3]);
    cart.removeItem(line(1).id);
    expect(storage.data.get("shopping_cart")).toBe("[]");
  });

  it("restores the basket at start and clears it", async () => {
    const cart = await loadStore(JSON.stringify([line(7, 3)]));
    expect(cart.$cart.get()).toEqual([line(7, 3)]);
    cart.clearCart();
    expect(cart.$cart.get()).toEqual([]);
    expect(storage.data.get("shopping_cart")).toBe("[]");
  });

  it("starts empty on corrupted data instead of crashing", async () => {
    const cart = await loadStore("{corrupt");
    expect(cart.$cart.get()).toEqual([]);
    cart.addItem(line(1));
    expect(cart.$cartCount.get()).toBe(1);
  });

  it("keeps working in memory when storage refuses writes", async () => {
    const cart = await loadStore();
    storage.failWrites = true;
    cart.addItem(line(1, 2));
    expect(cart.$cart.get()).toEqual([line(1, 2)]);
    expect(storage.data.has("shopping_cart")).toBe(false);
    // Re-reading storage (as on page show) must not lose the in-memory basket.
    const unbind = cart.$cart.listen(() => {});
    expect(cart.$cart.get()).toEqual([line(1, 2)]);
    unbind();
  });

  it("keeps working when storage refuses reads", async () => {
    const cart = await loadStore(JSON.stringify([line(1)]));
    storage.failReads = true;
    const unbind = cart.$cart.listen(() => {});
    cart.addItem(line(2));
    expect(cart.$cartCount.get()).toBe(2);
    unbind();
  });

  it("follows a change made in another tab", async () => {
    const cart = await loadStore();
    const seen: number[] = [];
    const unbind = cart.$cartCount.subscribe((count) => seen.push(count));
    const other = JSON.stringify([line(9, 4)]);
    storage.data.set("shopping_cart", other);
    for (const listener of listeners) listener({ key: "shopping_cart", newValue: other });
    expect(cart.$cartCount.get()).toBe(4);
    expect(seen).toEqual([0, 4]);
    unbind();
  });

  it("applies a late live-price answer to the basket as it is now, keeping every edit made meanwhile", async () => {
    const cart = await loadStore(JSON.stringify([line(1, 1), line(2, 1)]));
    const sent = cart.$cart.get().map((item) => item.id);
    // While the check is on its way: a quantity change, a removal, and a line added in another tab.
    cart.setQuantity(line(1).id, 5);
    cart.removeItem(line(2).id);
    const other = JSON.stringify([...cart.$cart.get(), line(3, 2)]);
    storage.data.set("shopping_cart", other);
    for (const listener of listeners) listener({ key: "shopping_cart", newValue: other });
    // The answer, for the lines that were sent: line 1 now costs 15.
    const live = new Map(sent.map((id) => [id, { id, price: id === line(1).id ? 15 : 12, currency: "USD", availableForSale: true }]));
    cart.applyLivePrices(live);
    expect(cart.$cart.get()).toEqual([{ ...line(1, 5), price: 15 }, line(3, 2)]);
    expect(JSON.parse(storage.data.get("shopping_cart")!)).toEqual([{ ...line(1, 5), price: 15 }, line(3, 2)]);
  });

  it("drops stored lines that fail validation and keeps the rest", async () => {
    const cart = await loadStore(JSON.stringify([{ ...line(1), currency: "" }, { ...line(2), id: "2" }, line(3)]));
    expect(cart.$cart.get()).toEqual([line(3)]);
  });
});
