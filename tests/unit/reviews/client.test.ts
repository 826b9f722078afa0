// The browser's read of a product's reviews (lib/reviews/client.ts) over the service's pages: the island gets every
// review, as before the service paged its answers.
import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchReviews } from "../../../src/lib/reviews/client.ts";

afterEach(() => vi.unstubAllGlobals());

const reviewsOf = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: String(from - i), rating: 5, title: `R${from - i}`, body: "Ten chars or more.", reviewer: { name: "A" }, created_at: "2026-01-01T00:00:00Z" }));

describe("fetchReviews", () => {
  it("follows the service's cursor until the last page", async () => {
    const urls: string[] = [];
    vi.stubGlobal("fetch", async (url: string) => {
      urls.push(url);
      const after = new URL(url).searchParams.get("after");
      const from = after ? Number(after) - 1 : 250;
      const count = Math.min(100, from);
      const next = from - count > 0 ? String(from - count + 1) : null;
      return new Response(JSON.stringify({ reviews: reviewsOf(from, count), next }));
    });
    const reviews = await fetchReviews("http://reviews.test", "1001");
    expect(reviews).toHaveLength(250);
    expect(new Set(reviews!.map((r) => r.id)).size).toBe(250);
    expect(urls).toEqual([
      "http://reviews.test/reviews?product_id=1001&limit=100",
      "http://reviews.test/reviews?product_id=1001&limit=100&after=151",
      "http://reviews.test/reviews?product_id=1001&limit=100&after=51",
    ]);
  });

  it("answers null (the block keeps what it shows) when a page fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    let calls = 0;
    vi.stubGlobal("fetch", async () =>
      ++calls === 1 ? new Response(JSON.stringify({ reviews: reviewsOf(200, 100), next: "101" })) : new Response("{}", { status: 503 }),
    );
    expect(await fetchReviews("http://reviews.test", "1001")).toBeNull();
  });
});
