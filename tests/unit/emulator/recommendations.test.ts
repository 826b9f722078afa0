// productRecommendations: related products, best matches first, by id or handle. How they are scored is in
// recommendations-index.test.ts.
import { describe, expect, it } from "vitest";
import { dataOf } from "./helpers.ts";
import { gql } from "./fixture-server.ts";

describe("productRecommendations", () => {
  it("recommends related products, best matches first, never the product itself", async () => {
    const data = await dataOf(gql('{ productRecommendations(productId: "gid://shopify/Product/101") { handle } }'));
    const recommended = data.productRecommendations.map((p: { handle: string }) => p.handle);
    expect(recommended).not.toContain("wildflower-honey");
    expect(recommended.length).toBeGreaterThan(0);
    expect(recommended.length).toBeLessThanOrEqual(10);
    // Same collection, type and farm beat a shared tag alone.
    expect(recommended.slice(0, 2)).toEqual(["orange-blossom-honey", "raw-honeycomb"]);
  });

  it("answers by handle, and null for an unknown product", async () => {
    const data = await dataOf(
      gql(`{ a: productRecommendations(productHandle: "cafe-blend-coffee") { handle }
        b: productRecommendations(productId: "gid://shopify/Product/999") { handle }
        c: productRecommendations(productId: "gid://shopify/Product/101", intent: COMPLEMENTARY) { handle } }`),
    );
    expect(data.a.map((p: { handle: string }) => p.handle)).not.toContain("cafe-blend-coffee");
    expect(data.b).toBeNull();
    expect(data.c).toEqual([]);
  });
});
