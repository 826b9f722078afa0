// Thousands of random and hostile submissions (fast-check): the service never answers 5xx, every answer is one of
// its documented statuses, nothing it stores breaks a rule of SPEC.md section 5 (judged by tests/support/
// review-oracle.ts, written from the spec, not by the service's own validator), and every review acknowledged with
// 201 is stored exactly as sent (trimmed).
import fc from "fast-check";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createReviewsApp } from "../../../src/services/reviews/app.ts";
import { SqliteRateLimiter } from "../../../src/services/reviews/rate-limit.ts";
import { SqliteReviewStore } from "../../../src/services/reviews/sqlite-store.ts";
import { specViolations } from "../../support/review-oracle.ts";

let dir: string;
let store: SqliteReviewStore;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "reviews-prop-"));
  store = new SqliteReviewStore(join(dir, "reviews.sqlite"));
});
afterAll(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

const hostileText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.constantFrom(
    "'; DROP TABLE reviews; --", "<script>alert(1)</script>", "\u0000\u0001\u202e", "🐝".repeat(3000), " ".repeat(20),
    "a".repeat(10), "x".repeat(5001), "null", "{}", "__proto__", "constructor",
    // Text that shows nothing, or cannot be stored as UTF-8.
    "\u3164", "\u200b".repeat(10), "\u2800", "\u115f\u1160", "\uffa0 \u00ad", "Nine char\u200b", "\ud800 lone", "half \udc00",
  ),
);
const anyValue = fc.oneof(hostileText, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(undefined),
  fc.array(fc.integer(), { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }));
const field = <T>(good: fc.Arbitrary<T>) => fc.oneof({ weight: 3, arbitrary: good }, { weight: 1, arbitrary: anyValue });
const submission = fc.record(
  {
    id: field(fc.oneof(fc.integer({ min: 1, max: 99999 }).map(String), fc.constant("gid://shopify/Product/1"))),
    rating: field(fc.integer({ min: -1, max: 7 })),
    title: field(fc.string({ minLength: 1, maxLength: 160 })),
    body: field(fc.string({ minLength: 8, maxLength: 80 })),
    name: field(fc.string({ minLength: 1, maxLength: 110 })),
    email: field(fc.oneof({ weight: 3, arbitrary: fc.emailAddress() }, { weight: 1, arbitrary: fc.string({ maxLength: 70 }) })),
    // Mostly absent, as people leave the hidden field; sometimes filled, as bots do.
    website: fc.oneof({ weight: 9, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.string({ maxLength: 5 }) }),
    extra: fc.option(anyValue, { nil: undefined }),
  },
);
const rawBody = fc.oneof(
  { weight: 6, arbitrary: submission.map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 200 }) },
  { weight: 1, arbitrary: fc.json() },
);

describe("the review service under random and hostile input", () => {
  it("never fails with 5xx and never stores an invalid review", async () => {
    let client = 0;
    const sent = new Map<string, Record<string, unknown>>();
    const service = createReviewsApp({
      store,
      allowedOrigins: [],
      autoPublish: true,
      limiter: new SqliteRateLimiter(":memory:"),
      log: () => {},
      // A new client each time, so the rate limit does not hide what validation would do.
      clientOf: () => String(client++),
    });
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(rawBody, fc.constantFrom("application/json", "application/json; charset=utf-8", "text/plain"), async (body, type) => {
        const response = await service.request("/reviews", { method: "POST", headers: { "Content-Type": type }, body });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect([201, 400, 413, 415]).toContain(response.status);
        const answer = (await response.json()) as { id?: string };
        if (response.status === 201 && answer.id !== "0") sent.set(answer.id!, JSON.parse(body) as Record<string, unknown>);
      }),
      { numRuns: 3000 },
    );
    // Everything stored passes every rule of SPEC.md section 5, and is what was acknowledged.
    const rows = await store.moderation(null, 1_000_000);
    const stored = rows.length;
    for (const row of rows) {
      expect(specViolations({ product_id: row.product_id, rating: row.rating, title: row.title, body: row.body, name: row.reviewer.name, email: row.email }), JSON.stringify(row)).toEqual([]);
      const original = sent.get(row.id)!;
      const trimmed = (value: unknown) => (value as string).trim();
      expect([row.product_id, row.rating, row.title, row.body, row.reviewer.name, row.email]).toEqual(
        [original.id, original.rating, trimmed(original.title), trimmed(original.body), trimmed(original.name), trimmed(original.email)],
      );
    }
    expect(stored).toBe(sent.size);
    // The generators reach every outcome, so the property says something about each.
    expect(statuses.get(201) ?? 0).toBeGreaterThan(20);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(100);
    expect(statuses.get(415) ?? 0).toBeGreaterThan(100);
    expect(stored).toBeGreaterThan(20);
  }, 60_000);
});
