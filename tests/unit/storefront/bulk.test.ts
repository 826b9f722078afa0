// The data layer against the real emulator: bulk reads in pages of 250, request accounting, retries, and the
// refusal to build an empty shop.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startEmulator, type RunningEmulator } from "../../../scripts/emulator/server.ts";
import { createClient, storefrontRequest, StorefrontError, isTransient } from "../../../src/lib/storefront/client.ts";
import { readStorefrontConfig } from "../../../src/lib/storefront/config.ts";

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
  it("reads every product in ceil(N / 250) requests and recommendations in ceil(N / 50)", async () => {
    vi.resetModules();
    const catalogue = await import("../../../src/lib/storefront/catalogue.ts");
    const all = await catalogue.getAllProducts();
    expect(all).toHaveLength(products);
    expect(new Set(all.map((p) => p.handle)).size).toBe(products);
    expect(emulator.requestCounts.get("GetProducts")).toBe(Math.ceil(products / 250));

    // Every page of the build asks again; the memoised read sends nothing more.
    await catalogue.getProductByHandle(all[17]!.handle);
    expect(emulator.requestCounts.get("GetProducts")).toBe(Math.ceil(products / 250));

    const recommendations = await catalogue.getAllRecommendations();
    expect(recommendations.size).toBe(products);
    expect(emulator.requestCounts.get("GetProductRecommendations")).toBe(Math.ceil(products / 50));
  });

  it("refuses to build a shop from an empty catalogue", async () => {
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
