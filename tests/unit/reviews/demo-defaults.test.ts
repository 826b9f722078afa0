// Demo behaviour is for the local emulator only: a review service pointed at a real store starts empty and keeps
// new reviews for moderation unless told otherwise by name; the demo reviews come from the store through the
// Storefront API, never from the emulator's code.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startEmulator } from "../../../scripts/emulator/server.ts";
import { parseReviewSubmission } from "../../../src/lib/reviews/validation.ts";
import { readStorefrontConfig } from "../../../src/lib/storefront/config.ts";
import { demoReviewsFromStore } from "../../../src/services/reviews/demo-seed.ts";
import { reviewOptionsFromEnv, startReviewService } from "../../../src/services/reviews/server.ts";

const realStore = { PUBLIC_SHOPIFY_STORE_DOMAIN: "farm-shop.myshopify.com", PUBLIC_SHOPIFY_STOREFRONT_TOKEN: "public-token" };
const localStore = { PUBLIC_SHOPIFY_STORE_DOMAIN: "http://127.0.0.1:8787", PUBLIC_SHOPIFY_STOREFRONT_TOKEN: "emulator-public-token" };

describe("the review service's defaults", () => {
  it("with a real store: no demo reviews, and new reviews wait for an editor", () => {
    const options = reviewOptionsFromEnv(realStore);
    expect(options.demoReviews).toBeUndefined();
    expect(options.autoPublish).toBe(false);
  });

  it("with the local emulator named as the store: demo reviews, published on arrival", () => {
    const options = reviewOptionsFromEnv(localStore);
    expect(options.demoReviews).toBeTypeOf("function");
    expect(options.autoPublish).toBe(true);
  });

  it("with no store named (a production service missing its setting): no demo reviews, nothing published unread", () => {
    const options = reviewOptionsFromEnv({ REVIEWS_DB: "/var/lib/reviews.sqlite", SITE_URL: "https://shop.example" });
    expect(options.demoReviews).toBeUndefined();
    expect(options.autoPublish).toBe(false);
  });

  it("does what REVIEWS_SEED and REVIEWS_AUTO_PUBLISH ask by name, whatever the store", () => {
    const asked = reviewOptionsFromEnv({ ...realStore, REVIEWS_SEED: "1", REVIEWS_AUTO_PUBLISH: "1" });
    expect(asked.demoReviews).toBeTypeOf("function");
    expect(asked.autoPublish).toBe(true);
    const refused = reviewOptionsFromEnv({ ...localStore, REVIEWS_SEED: "0", REVIEWS_AUTO_PUBLISH: "0" });
    expect(refused.demoReviews).toBeUndefined();
    expect(refused.autoPublish).toBe(false);
  });
});

describe("demo reviews from the store", () => {
  let emulator: Awaited<ReturnType<typeof startEmulator>>;
  let dir: string;
  beforeAll(async () => {
    emulator = await startEmulator({ host: "127.0.0.1", port: 0 });
    dir = mkdtempSync(join(tmpdir(), "demo-reviews-"));
  });
  afterAll(async () => {
    await emulator.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const store = () => readStorefrontConfig({ PUBLIC_SHOPIFY_STORE_DOMAIN: emulator.url, PUBLIC_SHOPIFY_STOREFRONT_TOKEN: "emulator-public-token" });

  it("are valid reviews of the store's own products, the same on every run, most for the best sellers", async () => {
    const [first, second] = [await demoReviewsFromStore(store()), await demoReviewsFromStore(store())];
    expect(first).toEqual(second);
    expect(first.length).toBeGreaterThan(100);
    const productIds = new Set(emulator.store.products.map((product) => product.gid.slice(product.gid.lastIndexOf("/") + 1)));
    for (const { review, createdAt } of first) {
      expect(parseReviewSubmission(review).ok).toBe(true);
      expect(productIds.has(review.id)).toBe(true);
      expect(Number.isNaN(Date.parse(createdAt))).toBe(false);
    }
    const perProduct = new Map<string, number>();
    for (const { review } of first) perProduct.set(review.id, (perProduct.get(review.id) ?? 0) + 1);
    // Some products have none, and the most reviewed product has several times the fewest.
    expect(perProduct.size).toBeLessThan(productIds.size);
    expect(Math.max(...perProduct.values())).toBeGreaterThanOrEqual(5 * Math.min(...perProduct.values()));
  });

  it("fill an empty database once, and a store that does not answer leaves it empty without stopping the service", async () => {
    const database = join(dir, "seeded.sqlite");
    const seeded = await startReviewService({ port: 0, database, quiet: true, openBulkRead: true, demoReviews: () => demoReviewsFromStore(store()) });
    const all = async (url: string) => ((await (await fetch(`${url}/reviews/all?limit=1000`)).json()) as { reviews: unknown[] }).reviews.length;
    const count = await all(seeded.url);
    expect(count).toBeGreaterThan(100);
    await seeded.close();
    const again = await startReviewService({ port: 0, database, quiet: true, openBulkRead: true, demoReviews: () => demoReviewsFromStore(store()) });
    expect(await all(again.url)).toBe(count);
    await again.close();

    // Two services started at once on one empty database: both read the store, one seeds it.
    const shared = join(dir, "shared.sqlite");
    const both = await Promise.all([0, 1].map(() => startReviewService({ port: 0, database: shared, quiet: true, openBulkRead: true, demoReviews: () => demoReviewsFromStore(store()) })));
    expect(await all(both[0]!.url)).toBe(count);
    await Promise.all(both.map((service) => service.close()));

    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const unreachable = readStorefrontConfig({ PUBLIC_SHOPIFY_STORE_DOMAIN: "http://127.0.0.1:9", PUBLIC_SHOPIFY_STOREFRONT_TOKEN: "t", STOREFRONT_TIMEOUT_MS: "500" });
    const empty = await startReviewService({ port: 0, database: join(dir, "empty.sqlite"), quiet: true, openBulkRead: true, demoReviews: () => demoReviewsFromStore(unreachable) });
    try {
      expect(await all(empty.url)).toBe(0);
      expect((await fetch(`${empty.url}/health`)).ok).toBe(true);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("no demo reviews"));
    } finally {
      warn.mockRestore();
      await empty.close();
    }
  }, 60_000);
});
