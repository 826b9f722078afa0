import { describe, expect, it } from "vitest";
import { addLine, removeLine, setLineQuantity } from "./lines.ts";
import { decodeCart, itemCount, parseCartItem, type CartItem } from "./model.ts";
import { line } from "./test-lines.ts";

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

describe("stored data is validated line by line", () => {
  it("drops a line whose currency Intl cannot format (it used to crash the basket page)", () => {
    const stored = JSON.stringify([{ ...line(1), currency: "" }, { ...line(2), currency: "dollars" }, line(3)]);
    expect(decodeCart(stored)).toEqual([line(3)]);
  });
  it("drops a line whose ids are not Shopify global ids (checkout used to throw on them)", () => {
    const stored = JSON.stringify([{ ...line(1), id: "42" }, { ...line(2), productId: "gid://shopify/Product/x" }, line(3)]);
    expect(decodeCart(stored)).toEqual([line(3)]);
  });
  it("drops non-finite prices and fractional quantities, and a second line for one variant", () => {
    const stored = JSON.stringify([{ ...line(1), price: 1e400 }, { ...line(2), quantity: 1.5 }, line(3), line(3, 5)]);
    expect(decodeCart(stored)).toEqual([line(3)]);
  });
  it("keeps only the fields of a cart line", () => {
    expect(decodeCart(JSON.stringify([{ ...line(1), extra: "<script>" }]))).toEqual([line(1)]);
  });
  it("refuses each field given a value of the wrong kind, and accepts a line without an image", () => {
    const bad: Record<keyof CartItem, unknown[]> = {
      id: [undefined, 7, "gid://shopify/Product/1", ""],
      productId: [undefined, "gid://shopify/ProductVariant/1", null],
      title: [undefined, 1, null],
      price: [undefined, "10", -0.01, Number.NaN, Number.POSITIVE_INFINITY],
      currency: [undefined, "usd", "XXXX", 840],
      image: [undefined, 3, {}],
      quantity: [undefined, 0, -2, 2.5, "2", Number.NaN],
      variantTitle: [undefined, null, 0],
      handle: [undefined, "", 5],
    };
    for (const [field, values] of Object.entries(bad)) {
      for (const value of values) expect(parseCartItem({ ...line(1), [field]: value }), `${field}: ${String(value)}`).toBeNull();
    }
    expect(parseCartItem({ ...line(1), image: null })).toEqual({ ...line(1), image: null });
    expect(parseCartItem([line(1)])).toBeNull();
    expect(parseCartItem("line")).toBeNull();
  });
});
