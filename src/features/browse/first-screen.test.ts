import { describe, expect, it } from "vitest";
import { cardsToDrawNow, firstScreenCards } from "./first-screen.ts";

const cards = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: `card-${from + i}` }));

describe("cardsToDrawNow", () => {
  const page = cards(1, 24);

  it("draws a first term's first screen now, after a page that showed none", () => {
    expect(cardsToDrawNow([], page)).toBe(firstScreenCards);
    expect(firstScreenCards).toBe(8);
  });

  it("draws another term's, filter's or sort's first screen now, even where it lists the same products", () => {
    expect(cardsToDrawNow(page, cards(100, 24))).toBe(8);
    // Every answer maps its products anew: the same products in the same order are another list.
    expect(cardsToDrawNow(page, cards(1, 24))).toBe(8);
    expect(cardsToDrawNow(page, cards(1, 20))).toBe(8);
  });

  it("draws a list that fits on the first screen whole", () => {
    expect(cardsToDrawNow(page, cards(300, 5))).toBe(5);
    expect(cardsToDrawNow(page, cards(300, 8))).toBe(8);
    expect(cardsToDrawNow(page, [])).toBe(0);
  });

  it("draws Load More's cards at once with the ones already there: the shopper is looking at where they appear", () => {
    const more = [...page, ...cards(25, 24)];
    expect(cardsToDrawNow(page, more)).toBe(48);
    // Cursor pages can overlap; the listing drops repeats, and what it appends is still drawn at once.
    expect(cardsToDrawNow(page, [...page, ...cards(25, 3)])).toBe(27);
  });
});
