import { describe, expect, it } from "vitest";
import { addLine, decodeCart, itemCount, removeLine, setLineQuantity, type CartItem } from "../../../src/lib/cart.ts";
import { checkoutUrl, promotionStatus, variantNumericId } from "../../../src/lib/checkout.ts";
import { reconcileCart, subtotals, type LiveVariant } from "../../../src/lib/cart-sync.ts";

const line = (id: number, quantity = 1, price = 10): CartItem => ({
  id: `gid://shopify/ProductVariant/${id}`,
  productId: "gid://shopify/Product/1",
  title: `Item ${id}`,
  price,
  currency: "USD",
  image: null,
  quantity,
  variantTitle: "Default Title",
  handle: `item-${id}`,
});

describe("basket rules", () => {
  it("adds a new variant as a line and adds up quantities of one already there", () => {
    let items = addLine([], line(1, 2));
    items = addLine(items, line(2));
    items = addLine(items, line(1, 3));
    expect(items.map((i) => [i.id.split("/").pop(), i.quantity])).toEqual([["1", 5], ["2", 1]]);
    expect(itemCount(items)).toBe(6);
  });
  it("ignores an add without a positive whole quantity", () => {
    expect(addLine([line(1)], line(2, 0))).toHaveLength(1);
  });
  it("sets a quantity; 0 or less removes the line", () => {
    const items = [line(1, 2), line(2)];
    expect(setLineQuantity(items, line(1).id, 7)[0]!.quantity).toBe(7);
    expect(setLineQuantity(items, line(1).id, 0)).toEqual([line(2)]);
    expect(setLineQuantity(items, line(1).id, -3)).toEqual([line(2)]);
    expect(setLineQuantity(items, line(1).id, Number.NaN)).toEqual(items);
  });
  it("removes one line", () => {
    expect(removeLine([line(1), line(2)], line(1).id)).toEqual([line(2)]);
  });
  it("never mutates the list it is given", () => {
    const items = Object.freeze([Object.freeze(line(1))]) as readonly CartItem[];
    expect(() => addLine(items, line(1))).not.toThrow();
    expect(items[0]!.quantity).toBe(1);
  });
});

describe("decodeCart", () => {
  it("restores a stored basket", () => {
    expect(decodeCart(JSON.stringify([line(1, 2)]))).toEqual([line(1, 2)]);
  });
  it("gives an empty basket for corrupted or foreign data", () => {
    expect(decodeCart("{not json")).toEqual([]);
    expect(decodeCart('{"items":[]}')).toEqual([]);
    expect(decodeCart("42")).toEqual([]);
    expect(decodeCart(null)).toEqual([]);
  });
  it("drops broken lines and keeps the good ones", () => {
    const stored = JSON.stringify([line(1), { id: 5 }, { ...line(2), quantity: -1 }, { ...line(3), price: "x" }, null]);
    expect(decodeCart(stored)).toEqual([line(1)]);
  });
});

describe("checkout", () => {
  it("builds the hosted cart URL from numeric variant ids and quantities", () => {
    expect(checkoutUrl("http://127.0.0.1:8787", [line(11, 2), line(12)])).toBe("http://127.0.0.1:8787/cart/11:2,12:1");
  });
  it("adds the discount code when one is configured", () => {
    expect(checkoutUrl("https://shop.example/", [line(11)], "FARM 10")).toBe("https://shop.example/cart/11:1?discount=FARM%2010");
  });
  it("has no URL for an empty basket", () => {
    expect(checkoutUrl("https://shop.example", [])).toBeNull();
  });
  it("takes the text after the last slash of a variant id", () => {
    expect(variantNumericId("gid://shopify/ProductVariant/4000000001")).toBe("4000000001");
    expect(() => variantNumericId("oops")).toThrow();
  });
  it("tells how far the basket is from the $50 promotion, or the saving", () => {
    expect(promotionStatus(42.5)).toEqual({ applies: false, remaining: 7.5 });
    expect(promotionStatus(50)).toEqual({ applies: true, saving: 5 });
    expect(promotionStatus(64.9)).toEqual({ applies: true, saving: 6.49 });
  });
});

describe("reconcileCart", () => {
  const live = (id: number, price: number, availableForSale = true): [string, LiveVariant] => [
    line(id).id,
    { id: line(id).id, price, currency: "USD", availableForSale },
  ];
  it("updates a changed price and reports it", () => {
    const result = reconcileCart([line(1, 1, 10), line(2, 1, 5)], new Map([live(1, 12), live(2, 5)]));
    expect(result.items[0]!.price).toBe(12);
    expect(result.changes).toEqual([{ id: line(1).id, title: "Item 1", kind: "price", from: 10, to: 12, currency: "USD" }]);
    expect(result.unavailable.size).toBe(0);
  });
  it("marks sold-out and vanished lines as unavailable", () => {
    const result = reconcileCart([line(1), line(2)], new Map([live(1, 10, false)]));
    expect([...result.unavailable]).toEqual([line(1).id, line(2).id]);
    expect(result.changes.map((c) => c.kind)).toEqual(["sold-out", "missing"]);
  });
  it("sums per currency, leaving unavailable lines out", () => {
    const euro = { ...line(3, 2, 4), currency: "EUR" };
    expect(subtotals([line(1, 2, 10.1), line(2), euro], new Set([line(2).id]))).toEqual(new Map([["USD", 20.2], ["EUR", 8]]));
  });
});
