// The pager on its own: ranks, cursors, reverse, first/last/after/before.
import { describe, expect, it } from "vitest";
import { arrayList, decodeCursor, encodeCursor, paginate, rankedList } from "../../../scripts/emulator/pagination.ts";
import { SHOPIFY_LIMITS } from "../../../scripts/emulator/limits.ts";

const letters = arrayList(["a", "b", "c", "d", "e", "f"]);

describe("paginate", () => {
  it("takes first/after pages", () => {
    const first = paginate(letters, { first: 2 }, "t", SHOPIFY_LIMITS);
    expect(first).toMatchObject({ items: ["a", "b"], hasNextPage: true, hasPreviousPage: false });
    const second = paginate(letters, { first: 2, after: first.cursors[1] }, "t", SHOPIFY_LIMITS);
    expect(second).toMatchObject({ items: ["c", "d"], hasNextPage: true, hasPreviousPage: true });
    const third = paginate(letters, { first: 10, after: second.cursors[1] }, "t", SHOPIFY_LIMITS);
    expect(third).toMatchObject({ items: ["e", "f"], hasNextPage: false, hasPreviousPage: true });
  });

  it("takes last/before pages", () => {
    const last = paginate(letters, { last: 2 }, "t", SHOPIFY_LIMITS);
    expect(last).toMatchObject({ items: ["e", "f"], hasNextPage: false, hasPreviousPage: true });
    const before = paginate(letters, { last: 3, before: last.cursors[0] }, "t", SHOPIFY_LIMITS);
    expect(before).toMatchObject({ items: ["b", "c", "d"], hasNextPage: true, hasPreviousPage: true });
  });

  it("pages the reversed list", () => {
    const first = paginate(letters, { first: 2, reverse: true }, "t", SHOPIFY_LIMITS);
    expect(first.items).toEqual(["f", "e"]);
    const next = paginate(letters, { first: 3, after: first.cursors[1], reverse: true }, "t", SHOPIFY_LIMITS);
    expect(next.items).toEqual(["d", "c", "b"]);
    const back = paginate(letters, { last: 1, before: next.cursors[0], reverse: true }, "t", SHOPIFY_LIMITS);
    expect(back).toMatchObject({ items: ["e"], hasPreviousPage: true, hasNextPage: true });
  });

  it("finds the place of a cursor whose item is no longer in a filtered list", () => {
    // Ranks 0..5 of the full order; the filtered list keeps b, d, f (ranks 1, 3, 5).
    const filtered = rankedList(["b", "d", "f"], [1, 3, 5]);
    const afterC = encodeCursor("t", 2);
    expect(paginate(filtered, { first: 5, after: afterC }, "t", SHOPIFY_LIMITS).items).toEqual(["d", "f"]);
    expect(paginate(filtered, { last: 5, before: afterC }, "t", SHOPIFY_LIMITS).items).toEqual(["b"]);
    expect(paginate(filtered, { first: 5, after: afterC, reverse: true }, "t", SHOPIFY_LIMITS).items).toEqual(["b"]);
  });

  it("combines after and before", () => {
    const a = paginate(letters, { first: 1 }, "t", SHOPIFY_LIMITS).cursors[0]!;
    const e = encodeCursor("t", 4);
    expect(paginate(letters, { first: 10, after: a, before: e }, "t", SHOPIFY_LIMITS).items).toEqual(["b", "c", "d"]);
  });

  it("enforces Shopify's argument rules", () => {
    expect(() => paginate(letters, {}, "t", SHOPIFY_LIMITS)).toThrow("you must provide one of first or last");
    expect(() => paginate(letters, { first: 251 }, "t", SHOPIFY_LIMITS)).toThrow(/250/);
    expect(() => paginate(letters, { last: -1 }, "t", SHOPIFY_LIMITS)).toThrow(/greater than or equal to 0/);
    expect(() => decodeCursor("t", "%%%")).toThrow(/Invalid cursor/);
    expect(() => decodeCursor("other", encodeCursor("t", 1))).toThrow(/does not belong/);
  });

  it("makes opaque base64 cursors", () => {
    const cursor = encodeCursor("products:TITLE", 42);
    expect(cursor).toMatch(/^[A-Za-z0-9+/=]+$/);
    expect(decodeCursor("products:TITLE", cursor)).toBe(42);
  });
});
