import { describe, expect, it } from "vitest";
import { compareWithLive, repriceLines, subtotals, type LiveVariant } from "./reconcile.ts";
import { line } from "./test-lines.ts";

const live = (id: number, price: number, availableForSale = true, currency = "USD"): [string, LiveVariant] => [
  line(id).id,
  { id: line(id).id, price, currency, availableForSale },
];

describe("compareWithLive", () => {
  it("reports a changed price", () => {
    const result = compareWithLive([line(1, 1, 10), line(2, 1, 5)], new Map([live(1, 12), live(2, 5)]));
    expect(result.changes).toEqual([{ id: line(1).id, title: "Item 1", kind: "price", from: 10, to: 12, currency: "USD" }]);
    expect(result.unavailable.size).toBe(0);
  });
  it("marks sold-out and vanished lines as unavailable", () => {
    const result = compareWithLive([line(1), line(2)], new Map([live(1, 10, false)]));
    expect([...result.unavailable]).toEqual([line(1).id, line(2).id]);
    expect(result.changes.map((c) => c.kind)).toEqual(["sold-out", "missing"]);
  });
  it("does not call float noise a price change", () => {
    expect(compareWithLive([line(1, 1, 0.1 + 0.2)], new Map([live(1, 0.3)])).changes).toEqual([]);
  });
});

describe("repriceLines", () => {
  it("changes only the price of checked lines and keeps every edit made meanwhile", () => {
    // The check was sent for lines 1 and 2 at quantity 1. Meanwhile the shopper set line 1 to 4, removed line 2
    // and added line 3 in another tab. The answer must not undo any of that.
    const now = [line(1, 4, 10), line(3, 2, 7)];
    const repriced = repriceLines(now, new Map([live(1, 12), live(2, 99)]));
    expect(repriced).toEqual([{ ...line(1, 4, 10), price: 12 }, line(3, 2, 7)]);
  });
  it("takes the live currency with the live price", () => {
    expect(repriceLines([line(1, 1, 10)], new Map([live(1, 9, true, "EUR")]))[0]).toMatchObject({ price: 9, currency: "EUR" });
  });
  it("returns the same lines when nothing changed", () => {
    const now = [line(1, 1, 10)];
    expect(repriceLines(now, new Map([live(1, 10)]))[0]).toBe(now[0]);
  });
});

describe("subtotals", () => {
  it("sums per currency in minor units, leaving unavailable lines out", () => {
    const euro = { ...line(3, 2, 4), currency: "EUR" };
    expect(subtotals([line(1, 2, 10.1), line(2), euro], new Set([line(2).id]))).toEqual(new Map([["USD", 2020], ["EUR", 800]]));
  });
  it("adds many small amounts without float error", () => {
    // As floats, 0.1 added ten times is 0.9999999999999999.
    const lines = Array.from({ length: 10 }, (_, i) => line(i + 1, 1, 0.1));
    expect(subtotals(lines).get("USD")).toBe(100);
    expect(subtotals([line(1, 3, 0.1)]).get("USD")).toBe(30);
  });
  it("uses the currency's own minor unit (yen have none)", () => {
    expect(subtotals([{ ...line(1, 3, 500), currency: "JPY" }]).get("JPY")).toBe(1500);
  });
});
