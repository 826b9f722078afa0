// The data layer against the real emulator: bulk reads in pages of 250, request accounting, retries, and the
// refusal to build an empty shop.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startEmulator, type RunningEmulator } from "../../../scripts/emulator/server.ts";
import { createClient, storefrontRequest, StorefrontError, isTransient } from "../../../src/lib/storefront/client.ts";
import { readStorefrontConfig } from "../../../src/lib/storefront/config.ts";
import { collectionsPerRequest, recommendationBatchSize } from "../../../src/lib/storefront/batching.ts";

const products = 1234;
let emulator: RunningEmulator;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, products });
  vi.stubEnv("PUBLIC_SHOPIFY_STORE_DOMAIN", emulator.url);
  vi.stubEnv("PUBLIC_SHOPIFY_STOREFRONT_TOKEN", "emulator-public-token");
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await emulator.close();
});

describe("build-time bulk reads", () => {
  it("reads every product in ceil(N / 250) requests in id order, the best-selling order and recommendations in as many", { timeout: 60_000 }, async () => {
    vi.resetModules();
    const catalogue = await import("../../../src/lib/storefront/catalogue.ts");
    const all = await catalogue.getAllProducts();
    expect(all).toHaveLength(products);
    expect(new Set(all.map((p) => p.handle)).size).toBe(products);
    expect(emulator.requestCounts.get("GetProducts")).toBe(Math.ceil(products / 250));

    // Every page of the build asks again; the memoised read sends nothing more.
    await catalogue.getProductByHandle(all[17]!.handle);
    expect(emulator.requestCounts.get("GetProducts")).toBe(Math.ceil(products / 250));

    // The catalogue is read in id order (an order that cannot move while paging); the best-selling order comes from
    // a light ids-only read of its own.
    const ids = all.map((p) => Number(p.numericId));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const order = await catalogue.getBestSellingOrder();
    const bestSelling = emulator.store.order("BEST_SELLING").items;
    expect(order).toEqual(Array.from(bestSelling, (index) => emulator.store.products[index]!.gid));
    expect(emulator.requestCounts.get("GetProducts")).toBe(Math.ceil(products / 250));
    expect(emulator.requestCounts.get("GetBestSellingOrder")).toBe(Math.ceil(products / 250));

    const recommendations = await catalogue.getAllRecommendations();
    expect(recommendations.size).toBe(products);
    expect(emulator.requestCounts.get("GetProductRecommendations")).toBe(Math.ceil(products / recommendationBatchSize));
    // The cards are made from the catalogue, and match what the store recommends.
    const first = all[0]!;
    const ranked = emulator.store.productById.get(Number(first.numericId))!;
    const { relatedProducts } = await import("../../../scripts/emulator/resolvers/search.ts");
    expect(recommendations.get(first.id)!.map((card) => card.handle)).toEqual(
      relatedProducts(emulator.store, ranked).map((p) => p.record.handle),
    );
    expect(recommendations.get(first.id)![0]).toEqual(catalogue.productCard(all.find((p) => p.id === recommendations.get(first.id)![0]!.id)!));
  });

  it("opens every collection page with several collections a request", { timeout: 60_000 }, async () => {
    vi.resetModules();
    const before = emulator.requestCounts.get("GetFilteredCollection") ?? 0;
    const catalogue = await import("../../../src/lib/storefront/catalogue.ts");
    const collections = await catalogue.getAllCollections();
    const pages = await Promise.all(collections.map((c) => catalogue.getCollectionFirstPage(c.handle)));
    expect(emulator.requestCounts.get("GetFilteredCollection")! - before).toBe(Math.ceil(collections.length / collectionsPerRequest));
    pages.forEach((page, i) => {
      expect(page?.collection.handle).toBe(collections[i]!.handle);
      expect(page!.products.length).toBeGreaterThan(0);
      expect(page!.products.length).toBeLessThanOrEqual(12);
    });
    // The same page asked on its own, as before, for comparison.
    const { storefrontRequest } = await import("../../../src/lib/storefront/client.ts");
    const { GET_FILTERED_COLLECTION } = await import("../../../src/lib/storefront/queries/index.ts");
    const single = await storefrontRequest("GetFilteredCollection", GET_FILTERED_COLLECTION, {
      handle: collections[0]!.handle,
      first: 12,
      sortKey: "BEST_SELLING",
      reverse: false,
      filters: [],
    });
    expect(pages[0]!.products.map((p) => p.id)).toEqual(single.collection!.products.nodes.map((p) => p.id));
    expect(pages[0]!.filters.length).toBe(single.collection!.products.filters.length);
    // The browser's Load More continues from this cursor with the single-collection document.
    expect(pages[0]!.endCursor).toBe(single.collection!.products.pageInfo.endCursor ?? null);
    // A handle the store does not list is asked on its own and found missing.
    await expect(catalogue.getCollectionFirstPage("no-such-collection")).resolves.toBeNull();
  });

  it("refuses to build a shop from an empty catalogue", { timeout: 60_000 }, async () => {
    const empty = await startEmulator({
      port: 0,
      catalogue: { shopName: "Empty", products: [], collections: [], farms: [], blogs: [] },
    });
    vi.stubEnv("PUBLIC_SHOPIFY_STORE_DOMAIN", empty.url);
    vi.resetModules();
    const catalogue = await import("../../../src/lib/storefront/catalogue.ts");
    await expect(catalogue.getAllProducts()).rejects.toThrow(/GetProducts.*no products/);
    vi.stubEnv("PUBLIC_SHOPIFY_STORE_DOMAIN", emulator.url);
    await empty.close();
  });
});

describe("storefrontRequest", () => {
  const config = () => readStorefrontConfig({ PUBLIC_SHOPIFY_STORE_DOMAIN: emulator.url });
  const fast = { attempts: 4, baseDelayMs: 1 };

  it("retries transient failures (503, 429, network) and then succeeds", async () => {
    const answers = [503, 429, "network", 200];
    let calls = 0;
    const realFetch = globalThis.fetch;
    const flaky = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const answer = answers[calls++];
      if (answer === "network") throw new TypeError("fetch failed");
      if (answer !== 200) return new Response("busy", { status: answer as number });
      return realFetch(url, init);
    });
    vi.stubGlobal("fetch", flaky);
    try {
      const data = await storefrontRequest("GetShop", "query GetShop { shop { name } }", {}, { retry: fast, api: createClient(config()) });
      expect(data).toEqual({ shop: { name: "Harvest & Hearth" } });
      expect(calls).toBe(4);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("stops at once on an error that time will not fix, naming the operation", async () => {
    const wrongToken = createClient({ ...config(), publicToken: "not-the-token" });
    const failure = storefrontRequest("GetShop", "query GetShop { shop { name } }", {}, { retry: fast, api: wrongToken });
    await expect(failure).rejects.toBeInstanceOf(StorefrontError);
    await expect(failure).rejects.toThrow(/GetShop failed \(HTTP 401\)/);
  });

  it("reports GraphQL errors with their messages", async () => {
    const failure = storefrontRequest("Broken", "query Broken { shop { nope } }", {}, { retry: fast, api: createClient(config()) });
    await expect(failure).rejects.toThrow(/Broken failed.*nope/);
  });

  it("counts THROTTLED as transient and a validation error as final", () => {
    expect(isTransient({ networkStatusCode: 200, graphQLErrors: [{ message: "Throttled", extensions: { code: "THROTTLED" } }] })).toBe(true);
    expect(isTransient({ networkStatusCode: 200, graphQLErrors: [{ message: "Field 'x' doesn't exist" }] })).toBe(false);
    expect(isTransient({ networkStatusCode: 502 })).toBe(true);
    expect(isTransient({ networkStatusCode: 404 })).toBe(false);
  });
});
