// The review service against the input issue 22 found it accepting: product ids beyond Shopify's range, a store
// that cannot answer, fields that show nothing, text UTF-8 cannot hold, malformed query parameters, an unpaged
// product list and an open bulk read. In-process (app.request) over a real SQLite file.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createReviewsApp, type ReviewAppOptions } from "../../../src/services/reviews/app.ts";
import { SqliteReviewStore } from "../../../src/services/reviews/sqlite-store.ts";
import { SqliteRateLimiter } from "../../../src/services/reviews/rate-limit.ts";

// A fresh database per test waits for the disk a few times: generous on a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

let dir: string;
let store: SqliteReviewStore;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "reviews-hostile-"));
  store = new SqliteReviewStore(join(dir, "reviews.sqlite"));
});
afterEach(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

function app(options: Partial<ReviewAppOptions> = {}) {
  return createReviewsApp({
    store,
    allowedOrigins: [],
    autoPublish: true,
    log: () => {},
    limiter: new SqliteRateLimiter(":memory:"),
    limits: { client: { max: 10_000, windowMs: 60_000 }, product: { max: 10_000, windowMs: 60_000 }, overall: { max: 10_000, windowMs: 60_000 } },
    clientOf: () => "one",
    openBulkRead: true,
    ...options,
  });
}
const valid = { id: "1001", rating: 5, title: "Lovely honey", body: "Thick, floral and not too sweet.", name: "Maya R.", email: "maya@example.com" };
const post = (service: ReturnType<typeof app>, body: unknown) =>
  service.request("/reviews", { method: "POST", headers: { "Content-Type": "application/json" }, body: typeof body === "string" ? body : JSON.stringify(body) });

describe("product ids", () => {
  it.each(["18446744073709551616", "99999999999999999999", "9223372036854775808", "0", "012"])(
    "refuses %s before asking the store, and stores nothing",
    async (id) => {
      const isKnownProduct = vi.fn(async () => undefined);
      const response = await post(app({ isKnownProduct }), { ...valid, id });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { fields: object }).fields).toHaveProperty("id");
      expect(isKnownProduct).not.toHaveBeenCalled();
      expect(await store.count()).toBe(0);
    },
  );

  it("takes the largest id Shopify can hold (2^63 - 1) to the store", async () => {
    const isKnownProduct = vi.fn(async () => true);
    expect((await post(app({ isKnownProduct }), { ...valid, id: "9223372036854775807" })).status).toBe(201);
    expect(isKnownProduct).toHaveBeenCalledWith("9223372036854775807");
  });

  it("keeps a review pending, never published, when the store cannot tell whether its product exists", async () => {
    const onPublished = vi.fn();
    const service = app({ isKnownProduct: async () => undefined, onPublished });
    const response = await post(service, valid);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ status: "pending" });
    expect((await (await service.request("/reviews?product_id=1001")).json()) as object).toEqual({ reviews: [], next: null });
    expect((await store.moderation("pending", 10)).map((r) => r.product_id)).toEqual(["1001"]);
    expect(onPublished).not.toHaveBeenCalled();
  });

  it("refuses a product the store says does not exist", async () => {
    const response = await post(app({ isKnownProduct: async () => false }), valid);
    expect(response.status).toBe(400);
    expect(await store.count()).toBe(0);
  });
});

describe("text that shows nothing or cannot be stored", () => {
  it.each([
    ["a title of U+3164 (Hangul filler)", { title: "\u3164" }, "title"],
    ["a title of U+115F U+1160", { title: "\u115f\u1160" }, "title"],
    ["a title of U+FFA0 and a soft hyphen", { title: "\uffa0\u00ad" }, "title"],
    ["a body of ten zero-width spaces", { body: "\u200b".repeat(10) }, "body"],
    ["a body of one letter and nine zero-width joiners", { body: `a${"\u200d".repeat(9)}` }, "body"],
    ["a body of combining marks alone", { body: "\u0301".repeat(12) }, "body"],
    ["a name of U+2800 (blank braille)", { name: "\u2800" }, "name"],
    ["a name of a byte-order mark and a word joiner", { name: "\ufeff\u2060" }, "name"],
    ["an e-mail with a zero-width space", { email: "ma\u200bya@example.com" }, "email"],
    ["a title with a lone high surrogate", { title: "Good \ud83d jam" }, "title"],
    ["a name with a lone low surrogate", { name: "\ude00 Ann" }, "name"],
  ])("refuses %s with 400 naming the field", async (_label, change, field) => {
    const response = await post(app(), { ...valid, ...change });
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { fields: object }).fields)).toEqual([field]);
    expect(await store.count()).toBe(0);
  });

  it("refuses a lone surrogate sent as a JSON escape, so nothing is stored as U+FFFD", async () => {
    const response = await post(app(), JSON.stringify(valid).replace("Lovely honey", "Lovely \\ud800 honey"));
    expect(response.status).toBe(400);
    expect(await store.count()).toBe(0);
  });

  it("refuses bytes that are not UTF-8", async () => {
    const json = new TextEncoder().encode(JSON.stringify(valid));
    const at = json.indexOf("L".charCodeAt(0));
    const broken = new Uint8Array([...json.slice(0, at), 0xc3, 0x28, ...json.slice(at)]);
    const response = await app().request("/reviews", { method: "POST", headers: { "Content-Type": "application/json" }, body: broken });
    expect(response.status).toBe(400);
    expect(await store.count()).toBe(0);
  });

  it("stores visible text exactly, emoji and accents included", async () => {
    const service = app();
    const text = { title: "Crème brûlée 🍯", body: "Ten chars with 👩‍🌾 and ह्ि.", name: "Zoë" };
    expect((await post(service, { ...valid, ...text })).status).toBe(201);
    const [row] = await store.moderation(null, 1);
    expect({ title: row!.title, body: row!.body, name: row!.reviewer.name }).toEqual(text);
  });
});

describe("query parameters", () => {
  it.each([
    "/reviews/all?limit=1.5", "/reviews/all?limit=abc", "/reviews/all?limit=0", "/reviews/all?limit=1001", "/reviews/all?limit=1e3",
    "/reviews/all?limit=", "/reviews/all?after=-1", "/reviews/all?after=1.5", "/reviews/all?limit=5&limit=6", "/reviews/all?sort=id",
    "/reviews?product_id=1&limit=1.5", "/reviews?product_id=1&limit=101", "/reviews?product_id=1&after=x", "/reviews?product_id=1&debug=1",
    "/reviews?product_id=99999999999999999999", "/reviews?product_id=1&product_id=2", "/reviews",
  ])("answers 400 with a sentence to %s", async (path) => {
    const response = await app().request(path);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/query parameter|product_id/);
  });

  it("answers 400 to a submission with query parameters, and stores nothing", async () => {
    const response = await app().request("/reviews?status=published", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(valid) });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/no query parameters/);
    expect(await store.count()).toBe(0);
  });
});

describe("reading a product's reviews", () => {
  it("answers at most 100 a page, newest first, with a cursor to the rest", async () => {
    // One transaction: 250 separate commits would each wait for the disk.
    await store.addMany(Array.from({ length: 250 }, (_, i) => ({
      review: { ...valid, title: `Review ${i}` },
      status: "published" as const,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i % 60, 0) + Math.floor(i / 60) * 60_000).toISOString(),
    })));
    const service = app();
    const titles: string[] = [];
    let after: string | null = null;
    let requests = 0;
    do {
      const page = (await (await service.request(`/reviews?product_id=1001${after ? `&after=${after}` : ""}`)).json()) as { reviews: { title: string }[]; next: string | null };
      expect(page.reviews.length).toBeLessThanOrEqual(100);
      titles.push(...page.reviews.map((r) => r.title));
      after = page.next;
      requests++;
    } while (after);
    expect(requests).toBe(3);
    expect(titles).toEqual(Array.from({ length: 250 }, (_, i) => `Review ${249 - i}`));
    const small = (await (await service.request("/reviews?product_id=1001&limit=5")).json()) as { reviews: unknown[]; next: string };
    expect(small.reviews).toHaveLength(5);
    expect(small.next).toMatch(/^\d+$/);
  });
});

describe("the build's bulk read", () => {
  it("needs the read token when one is configured", async () => {
    await store.add(valid, "published", "2026-01-01T00:00:00.000Z");
    const service = app({ readToken: "s3cret-read-token", openBulkRead: false });
    expect((await service.request("/reviews/all")).status).toBe(401);
    expect((await service.request("/reviews/all", { headers: { Authorization: "Bearer wrong" } })).status).toBe(401);
    const read = await service.request("/reviews/all", { headers: { Authorization: "Bearer s3cret-read-token" } });
    expect(read.status).toBe(200);
    expect(((await read.json()) as { reviews: unknown[] }).reviews).toHaveLength(1);
  });

  it("is off (503) without a token unless the service was told it may be open (the local demo)", async () => {
    expect((await app({ openBulkRead: false }).request("/reviews/all")).status).toBe(503);
  });
});
