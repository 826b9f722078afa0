// The build's bulk read of reviews: pages followed to the end, grouped by product newest first, and a service that
// fails never fails the build (what the build uses instead: review-snapshot.test.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readAllReviews } from "../../../src/lib/reviews/build-reviews.ts";
import { basedOn, reviewPage, reviewStats, reviewSummaryText } from "../../../src/lib/reviews/stats.ts";

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "log").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const review = (id: number, product: string, day: number, rating = 5) => ({
  id: String(id), rating, title: `T${id}`, body: "Ten chars!", reviewer: { name: "N" },
  created_at: `2026-01-${String(day).padStart(2, "0")}T00:00:00Z`, product_id: product,
});

describe("the build's bulk read of reviews", () => {
  it("follows the pages, counts its requests, and groups reviews by product, newest first", async () => {
    const pages: Record<string, { reviews: ReturnType<typeof review>[]; next: string | null }> = {
      "": { reviews: [review(1, "7", 1), review(2, "8", 2)], next: "2" },
      "2": { reviews: [review(3, "7", 3)], next: null },
    };
    const fetchFake = vi.fn(async (url: string | URL | Request) => {
      const after = new URL(String(url)).searchParams.get("after") ?? "";
      return new Response(JSON.stringify(pages[after]), { headers: { "content-type": "application/json" } });
    });
    const result = await readAllReviews("http://reviews.test", fetchFake as unknown as typeof fetch);
    expect(result.available).toBe(true);
    expect(result.requests).toBe(2);
    expect(result.byProduct.get("7")!.map((r) => r.id)).toEqual(["3", "1"]);
    expect(result.byProduct.get("8")!.map((r) => r.id)).toEqual(["2"]);
    expect(result.byProduct.get("7")![0]).not.toHaveProperty("product_id");
  });

  it("sends the read token of the build's environment (REVIEWS_READ_TOKEN) as a bearer token", async () => {
    vi.stubEnv("REVIEWS_READ_TOKEN", "build-read-token");
    const seen: (string | null)[] = [];
    const fetchFake = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      seen.push(new Headers(init?.headers).get("authorization"));
      return new Response(JSON.stringify({ reviews: [review(1, "7", 1)], next: null }));
    });
    try {
      expect((await readAllReviews("http://reviews.test", fetchFake as unknown as typeof fetch)).available).toBe(true);
      expect(seen).toEqual(["Bearer build-read-token"]);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("builds without reviews when the service is down, errs, or hands back the same page forever", async () => {
    const down = vi.fn(async () => {
      throw new TypeError("fetch failed");
    });
    const failing = vi.fn(async () => new Response("oops", { status: 503 }));
    const looping = vi.fn(async () => new Response(JSON.stringify({ reviews: [review(1, "7", 1)], next: "5" })));
    for (const fake of [down, failing, looping]) {
      const result = await readAllReviews("http://reviews.test", fake as unknown as typeof fetch);
      expect(result.available).toBe(false);
      expect(result.byProduct.size).toBe(0);
    }
    expect(looping.mock.calls.length).toBeLessThanOrEqual(2);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("the review service at http://reviews.test did not answer"));
  });
});

describe("review statistics", () => {
  it("average to 1 decimal, distribution 5 down to 1, pages of 5", () => {
    const ratings = [5, 5, 4, 3, 1, 5, 4].map((rating) => ({ rating }));
    expect(reviewStats(ratings)).toEqual({
      count: 7, average: 3.9,
      distribution: [{ stars: 5, count: 3 }, { stars: 4, count: 2 }, { stars: 3, count: 1 }, { stars: 2, count: 0 }, { stars: 1, count: 1 }],
      pages: 2,
    });
  });

  it("without reviews: average 0, an empty distribution, 1 page", () => {
    expect(reviewStats([])).toEqual({ count: 0, average: 0, distribution: [], pages: 1 });
    expect(reviewSummaryText(0)).toBe("No reviews yet");
    expect(reviewSummaryText(1)).toBe("1 review");
    expect(basedOn(12)).toBe("Based on 12 reviews");
  });

  it("keeps a page request within 1 to the page count", () => {
    const items = Array.from({ length: 12 }, (_, i) => i);
    expect(reviewPage(items, 1)).toEqual({ page: 1, items: [0, 1, 2, 3, 4] });
    expect(reviewPage(items, 3)).toEqual({ page: 3, items: [10, 11] });
    expect(reviewPage(items, 9).page).toBe(3);
    expect(reviewPage(items, 0).page).toBe(1);
    expect(reviewPage(items, Number.NaN).page).toBe(1);
    expect(reviewPage([], 4)).toEqual({ page: 1, items: [] });
  });
});
