// Moderation with a real store: new reviews wait for an editor, and with the optional rule a reviewer an editor
// approved once is published on arrival, but only for a product the store confirmed.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createReviewsApp, type ReviewAppOptions } from "../../../src/services/reviews/app.ts";
import { SqliteRateLimiter } from "../../../src/services/reviews/rate-limit.ts";
import { moderate, reviewOptionsFromEnv } from "../../../src/services/reviews/server.ts";
import { SqliteReviewStore } from "../../../src/services/reviews/sqlite-store.ts";

let dir: string;
let database: string;
let store: SqliteReviewStore;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "reviews-moderation-"));
  database = join(dir, "reviews.sqlite");
  store = new SqliteReviewStore(database);
});
afterEach(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

const app = (options: Partial<ReviewAppOptions> = {}) =>
  createReviewsApp({
    store, allowedOrigins: [], autoPublish: false, log: () => {}, clientOf: () => "one",
    limiter: new SqliteRateLimiter(":memory:"), limits: { client: { max: 100, windowMs: 60_000 } }, isKnownProduct: async () => true,
    ...options,
  });
const review = { id: "1001", rating: 4, title: "Good oil", body: "Peppery and green, as promised.", name: "Ann", email: "Ann@Example.com" };
const post = async (service: ReturnType<typeof app>, body: object) =>
  (await (await service.request("/reviews", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) })).json()) as { id: string; status: string };

describe("moderation", () => {
  it("keeps every new review for an editor by default with a real store", () => {
    const options = reviewOptionsFromEnv({ PUBLIC_SHOPIFY_STORE_DOMAIN: "harvest-and-hearth.myshopify.com", PUBLIC_SHOPIFY_STOREFRONT_TOKEN: "t" });
    expect(options.autoPublish).toBe(false);
    expect(options.publishApprovedReviewers).toBe(false);
    expect(options.openBulkRead).toBe(false);
  });

  it("publishes a reviewer's later reviews once an editor approved one, when the rule is on", async () => {
    const service = app({ publishApprovedReviewers: true });
    const first = await post(service, review);
    expect(first.status).toBe("pending");
    // An editor approves it (npm run reviews -- publish ID).
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    expect(await moderate(["publish", first.id], database)).toBe(0);
    expect(await post(service, { ...review, title: "Second bottle", email: "ann@example.com" })).toMatchObject({ status: "published" });
    // Someone else, and the same reviewer where the store cannot confirm the product, still wait.
    expect(await post(service, { ...review, email: "bo@example.com" })).toMatchObject({ status: "pending" });
    expect(await post(app({ publishApprovedReviewers: true, isKnownProduct: async () => undefined }), review)).toMatchObject({ status: "pending" });
    // Without the rule, everything waits.
    expect(await post(app(), review)).toMatchObject({ status: "pending" });
    // The queue as the CLI lists it: pending only, newest first.
    log.mockClear();
    expect(await moderate(["list", "pending"], database)).toBe(0);
    expect(log.mock.calls.map(([line]) => String(line).split("\t")[1])).toEqual(["pending", "pending", "pending"]);
    log.mockRestore();
  });
});
