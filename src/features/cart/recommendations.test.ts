import { describe, expect, it } from "vitest";
import type { ProductCard } from "../../lib/types.ts";
import { mergeRecommendations, recommendationLimit } from "./CartRecommendations.tsx";

const card = (n: number) => ({ id: `gid://shopify/Product/${n}`, handle: `p-${n}` }) as ProductCard;

describe("the basket's recommendations", () => {
  it("merge every product's list in order, without duplicates or what is already in the basket", () => {
    const byProduct = new Map([
      [card(1).id, [card(2), card(3), card(4)]],
      [card(2).id, [card(1), card(3), card(5)]],
    ]);
    const merged = mergeRecommendations(byProduct, new Set([card(1).id, card(2).id]));
    expect(merged.map((c) => c.handle)).toEqual(["p-3", "p-4", "p-5"]);
  });
  it("stop at 12", () => {
    const many = Array.from({ length: 30 }, (_, i) => card(i + 10));
    expect(mergeRecommendations(new Map([[card(1).id, many]]), new Set())).toHaveLength(recommendationLimit);
    expect(recommendationLimit).toBe(12);
  });
});
