// What a build is given and what it must hold, without Astro: the names the store lists before and after a build
// (readCatalogueNames, against a real emulator too), the variables a build may see, and which failures are the
// store's (retried) rather than the build's.
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startEmulator, type RunningEmulator } from "../../../scripts/emulator/server.ts";
import { StorefrontError } from "../../../src/lib/storefront/client.ts";
import { buildEnvironment, envNames, storeUnavailable } from "../../../src/services/rebuilder/builder.ts";
import { namedInBoth, readCatalogueNames } from "../../../src/services/rebuilder/catalogue-names.ts";
import { fixtureCatalogue } from "../emulator/fixture.ts";

describe("namedInBoth", () => {
  it("requires only the names both reads agree on", () => {
    const before = { products: ["a", "b", "deleted"], collections: ["c"], farms: ["F"], farmCount: 15 };
    const after = { products: ["created", "a", "b"], collections: ["c", "new"], farms: [], farmCount: 14 };
    expect(namedInBoth(before, after)).toEqual({ products: ["a", "b"], collections: ["c"], farms: [], farmCount: 14 });
    // Slugs without counts (a build that reports its farms by name) stay without a count.
    const { farmCount: _b, ...slugsBefore } = before;
    const { farmCount: _a, ...slugsAfter } = after;
    expect(namedInBoth(slugsBefore, slugsAfter)).not.toHaveProperty("farmCount");
  });
});

describe("buildEnvironment", () => {
  const service = {
    PATH: "/usr/bin",
    HOME: "/home/shop",
    LANG: "C.UTF-8",
    LC_ALL: "C.UTF-8",
    TMPDIR: "/tmp",
    CI: "1",
    NODE_OPTIONS: "--max-old-space-size=4096",
    NODE_EXTRA_CA_CERTS: "/etc/ca.pem",
    PUBLIC_SHOPIFY_STORE_DOMAIN: "shop.example",
    PUBLIC_SHOPIFY_STOREFRONT_TOKEN: "public-token",
    PUBLIC_REVIEWS_URL: "https://reviews.example",
    // The build's bulk read of reviews needs the service's read token.
    REVIEWS_READ_TOKEN: "read-token",
    PUBLIC_CHECKOUT_MODE: "cart",
    SITE_URL: "https://shop.example",
    SITE_PREVIEW: "1",
    BASE_PATH: "preview/x",
    OUT_DIR: "dist",
    STOREFRONT_TIMEOUT_MS: "20000",
    ALLOW_CATALOGUE_SHRINK: "1",
    EMULATOR_PORT: "8787",
    EMULATOR_PRODUCTS: "100",
  };
  const secrets = {
    JUDGEME_API_TOKEN: "judgeme-private",
    AWS_SECRET_ACCESS_KEY: "aws-private",
    DATABASE_URL: "postgres://user:pw@db/shop",
    REVIEWS_DB: "/srv/reviews.sqlite",
    REBUILDER_WEBHOOK_SECRET: "s",
    REBUILDER_WEBHOOK_SECRETS: "s,t",
    REBUILDER_WEBHOOK_SECRET_PREVIOUS: "p",
    REBUILDER_INTERNAL_SECRET: "i",
    REBUILDER_ADMIN_TOKEN: "a",
    REBUILDER_KEEP: "3",
  };

  it("passes what the build reads and Node needs, and nothing else", () => {
    expect(buildEnvironment({ ...service, ...secrets })).toEqual(service);
  });

  it("passes names listed by hand, but never the rebuilder's own secrets", () => {
    const extra = envNames(" AWS_SECRET_ACCESS_KEY, REBUILDER_ADMIN_TOKEN,not a name,");
    expect(extra).toEqual(["AWS_SECRET_ACCESS_KEY", "REBUILDER_ADMIN_TOKEN"]);
    expect(buildEnvironment({ ...service, ...secrets }, extra)).toEqual({ ...service, AWS_SECRET_ACCESS_KEY: "aws-private" });
  });
});

describe("storeUnavailable", () => {
  it("is true for a store that did not answer, answered 5xx or 429; false for a refusal or a broken build", () => {
    expect(storeUnavailable(new StorefrontError("RebuilderProductHandles", "no complete answer within 20 s"))).toBe(true);
    expect(storeUnavailable(new StorefrontError("RebuilderProductHandles", "Service Unavailable", 503))).toBe(true);
    expect(storeUnavailable(new StorefrontError("RebuilderProductHandles", "Too Many Requests", 429))).toBe(true);
    expect(storeUnavailable(new StorefrontError("RebuilderProductHandles", "Unauthorized", 401))).toBe(false);
    expect(storeUnavailable(new Error("reading product handles: the store gave a cursor it had given before (a paging cycle)"))).toBe(false);
    // Astro's output when the build's own reads gave up.
    const failed = new Error("astro build failed (exit code 1)");
    expect(storeUnavailable(failed, ["[storefront] GetProducts: HTTP 502, Bad Gateway; retrying in 0.3 s", "Storefront operation GetProducts failed (HTTP 502): Bad Gateway"])).toBe(true);
    expect(storeUnavailable(failed, ["Storefront operation GetProducts failed: fetch failed (connect ECONNREFUSED 127.0.0.1:8787)"])).toBe(true);
    expect(storeUnavailable(failed, ["Storefront operation GetProducts failed (HTTP 401): Unauthorized"])).toBe(false);
    // A retry that then worked is no outage.
    expect(storeUnavailable(failed, ["[storefront] GetProducts: HTTP 502, Bad Gateway; retrying in 0.3 s", "TypeError: x is undefined"])).toBe(false);
  });
});

describe("readCatalogueNames and the build's signal", () => {
  it("stops reading at once when the build is stopped, however long the store takes", async () => {
    // A store that accepts the request and never answers.
    const held: ServerResponse[] = [];
    const controller = new AbortController();
    const store = createServer((_req, res) => {
      held.push(res);
      controller.abort(new Error("the build took longer than its limit"));
    });
    await new Promise<void>((resolve) => store.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = store.address() as AddressInfo;
      // The client's own limit is far away: only the signal can end this read.
      const env = { PUBLIC_SHOPIFY_STORE_DOMAIN: `http://127.0.0.1:${port}`, STOREFRONT_TIMEOUT_MS: "600000" };
      await expect(readCatalogueNames(env, controller.signal)).rejects.toThrow("the build took longer than its limit");
      expect(held.length).toBeGreaterThan(0);
    } finally {
      store.closeAllConnections();
      await new Promise((resolve) => store.close(resolve));
    }
  });
});

describe("readCatalogueNames against the emulator", () => {
  let emulator: RunningEmulator;
  beforeAll(async () => {
    // The hostile catalogue: farm names with '/', '?', '#', '%', two Unicode forms and a clash that gets "-2".
    emulator = await startEmulator({ port: 0, host: "127.0.0.1", profile: "hostile" });
  }, 60_000);
  afterAll(async () => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    await emulator.close();
  });

  // Two full reads of the hostile catalogue: give a loaded machine time.
  it("names exactly the pages the site's own catalogue functions build", { timeout: 60_000 }, async () => {
    // The pager and the slug clash report with console.log/warn (the service turns them into JSON lines).
    vi.spyOn(console, "log").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const env = { PUBLIC_SHOPIFY_STORE_DOMAIN: emulator.url, PUBLIC_SHOPIFY_STOREFRONT_TOKEN: emulator.token };
    const names = await readCatalogueNames(env);
    vi.stubEnv("PUBLIC_SHOPIFY_STORE_DOMAIN", emulator.url);
    vi.stubEnv("PUBLIC_SHOPIFY_STOREFRONT_TOKEN", emulator.token);
    vi.resetModules();
    const catalogue = await import("../../../src/lib/storefront/catalogue.ts");
    const [products, collections, farmers] = await Promise.all([catalogue.getAllProducts(), catalogue.getAllCollections(), catalogue.getFarmers()]);
    expect([...names.products].sort()).toEqual(products.map((p) => p.handle).sort());
    expect([...names.collections].sort()).toEqual(collections.map((c) => c.handle).sort());
    // Farm pages are checked by number: one page per farmer, each under a slug of its own.
    expect(names.farms).toEqual([]);
    expect(names.farmCount).toBe(farmers.length);
    expect(new Set(farmers.map((f) => f.slug)).size).toBe(farmers.length);
    expect(names.products.length).toBe(emulator.store.products.length);
    // Handles only: one light request per 250 products, not the build's detailed read.
    expect(emulator.requestCounts.get("RebuilderProductHandles")).toBe(Math.ceil(names.products.length / 250));
  });
});

describe("readCatalogueNames past the paging cap", () => {
  const emulators: RunningEmulator[] = [];
  afterAll(async () => {
    vi.unstubAllEnvs();
    await Promise.all(emulators.map((emulator) => emulator.close()));
  });
  /** The fixture's store (7 collections edited a day apart, 3 farms, or more) with the cap lowered on both sides. */
  async function storeWithCap(cap: number, farms = 3) {
    const catalogue = fixtureCatalogue();
    // Farms past the fixture's own: copies of its first under new ids, handles and names.
    const first = catalogue.farms[0]!;
    for (let i = catalogue.farms.length; i < farms; i++) catalogue.farms.push({ ...first, id: first.id + 1000 + i, handle: `farm-copy-${i}`, name: `Farm Copy ${i}` });
    catalogue.collections.forEach((collection, i) => {
      collection.updatedAt = new Date(Date.UTC(2024, 9, 1 + i)).toISOString();
    });
    const emulator = await startEmulator({ port: 0, catalogue, pagingCap: cap });
    emulators.push(emulator);
    vi.stubEnv("STOREFRONT_PAGING_CAP", String(cap));
    return { emulator, env: { PUBLIC_SHOPIFY_STORE_DOMAIN: emulator.url, PUBLIC_SHOPIFY_STOREFRONT_TOKEN: emulator.token } };
  }

  it("names every product and collection of a store with more of them than the cap", { timeout: 60_000 }, async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const { emulator, env } = await storeWithCap(3);
    const names = await readCatalogueNames(env);
    expect([...names.products].sort()).toEqual(emulator.store.products.map((p) => p.record.handle).sort());
    expect([...names.collections].sort()).toEqual(emulator.store.collections.map((c) => c.record.handle).sort());
    expect(names.farmCount).toBe(emulator.store.farms.length);
    expect(emulator.requestCounts.get("RebuilderCollectionHandles")).toBeGreaterThan(1);
  });

  it("counts farms past the cap, which no filter can split, from both ends of their list", { timeout: 60_000 }, async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const { emulator, env } = await storeWithCap(2);
    const names = await readCatalogueNames(env);
    expect(emulator.store.farms).toHaveLength(3);
    expect(names.farmCount).toBe(3);
    expect(emulator.requestCounts.get("RebuilderFarmerIds")).toBe(2);
  });

  it("stops with a sentence at farms past what both ends reach", { timeout: 60_000 }, async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    // Four farms with the cap at 2: two from each end cannot be known to meet.
    const { emulator, env } = await storeWithCap(2, 4);
    expect(emulator.store.farms).toHaveLength(4);
    await expect(readCatalogueNames(env)).rejects.toThrow(/reading farmers \(metaobjects of type "farmer"\): the store holds more than 3 of them/);
  });
});
