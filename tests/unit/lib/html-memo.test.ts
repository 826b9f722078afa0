// lib/html-memo.ts: an item's HTML is rendered once however many pages show it, and again when its data changes.
import { describe, expect, it } from "vitest";
import { htmlMemo } from "../../../src/lib/html-memo.ts";

type Item = { id: string; title: string; price: number };

/** A render that counts its calls and writes every field, so HTML of stale data would show. */
function countingRender() {
  const calls: string[] = [];
  const render = (item: Item) => {
    calls.push(item.id);
    return `<p data-id="${item.id}">${item.title} ${item.price}</p>`;
  };
  return { calls, render };
}

const items = Array.from({ length: 20 }, (_, n): Item => ({ id: `item-${n}`, title: `Item ${n}`, price: n + 0.5 }));
/** 100 pages of 10 items each, every item on about 50 pages, in an order no item is grouped by. */
const pages = Array.from({ length: 100 }, (_, page) => Array.from({ length: 10 }, (_, k) => items[(page * 7 + k * 3) % items.length]!));

describe("htmlMemo", () => {
  it("renders each item once for all the pages that show it, and gives each page that item's HTML", () => {
    const { calls, render } = countingRender();
    const memo = htmlMemo(render);
    for (const page of pages) {
      for (const item of page) expect(memo.html(item)).toBe(`<p data-id="${item.id}">${item.title} ${item.price}</p>`);
    }
    expect(calls.sort()).toEqual(items.map((item) => item.id).sort());
    expect(memo.renders).toBe(20);
    expect(memo.size).toBe(20);
  });

  it("reuses the HTML for an equal copy of the item, as a page built from another read of the catalogue has", () => {
    const { calls, render } = countingRender();
    const memo = htmlMemo(render);
    memo.html(items[3]!);
    expect(memo.html(structuredClone(items[3]!))).toBe(`<p data-id="item-3">Item 3 3.5</p>`);
    expect(calls).toEqual(["item-3"]);
  });

  it("renders again when the item's data changes, and keeps one entry per item", () => {
    const { calls, render } = countingRender();
    const memo = htmlMemo(render);
    for (const item of items) memo.html(item);
    const repriced = { ...items[5]!, price: 99 };
    expect(memo.html(repriced)).toBe(`<p data-id="item-5">Item 5 99</p>`);
    // The same object changed in place is new data too: the key is what the item holds, not which object it is.
    const renamed = { ...items[6]! };
    memo.html(renamed);
    renamed.title = "Renamed";
    expect(memo.html(renamed)).toBe(`<p data-id="item-6">Renamed 6.5</p>`);
    // Back to the old price: rendered again (the old HTML was replaced), never the HTML of the price just shown.
    expect(memo.html(items[5]!)).toBe(`<p data-id="item-5">Item 5 5.5</p>`);
    expect(calls.filter((id) => id === "item-5")).toHaveLength(3);
    // item-5 twice more (repriced, then back), item-6 once more (renamed).
    expect(memo.renders).toBe(20 + 2 + 1);
    expect(memo.size).toBe(20);
  });

  it("keeps two items with the same data apart by their ids", () => {
    const { calls, render } = countingRender();
    const memo = htmlMemo(render);
    expect(memo.html({ id: "a", title: "Same", price: 1 })).toBe(`<p data-id="a">Same 1</p>`);
    expect(memo.html({ id: "b", title: "Same", price: 1 })).toBe(`<p data-id="b">Same 1</p>`);
    expect(calls).toEqual(["a", "b"]);
  });

  it("keeps the HTML exactly, whatever characters it holds", () => {
    // The memo keeps a copy of what render returned (in one piece, for memory): the copy must be the same text.
    const texts = ["<p>Crème brûlée 🍮 &amp; “quotes”</p>", "<p>lone \ud83c surrogate</p>", "", "\u0000\u2028"];
    const memo = htmlMemo((item: { id: string }) => texts[Number(item.id)]!);
    texts.forEach((text, n) => expect(memo.html({ id: String(n) })).toBe(text));
  });

  it("keeps at most its limit of items, letting the least recently shown go first", () => {
    const { calls, render } = countingRender();
    const memo = htmlMemo(render, 3);
    const [a, b, c, d] = items as [Item, Item, Item, Item];
    for (const item of [a, b, c, a, d]) memo.html(item);
    expect(memo.size).toBe(3);
    // b was the least recently shown when d came: rendered again; a, shown again before d, was kept.
    memo.html(a);
    memo.html(b);
    expect(calls).toEqual([a.id, b.id, c.id, d.id, b.id]);
  });
});
