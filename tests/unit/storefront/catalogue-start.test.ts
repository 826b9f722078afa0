// The catalogue read the build starts while Astro bundles the site (catalogue-start.ts), taken by the pages: one read
// of the store, whichever module instance started it; a read made under other settings than the pages see is not
// taken; a read that fails reaches the page that needs the catalogue. Each `vi.resetModules()` stands for the other
// module instance: Astro loads the integration with its configuration and the pages from their bundle.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startEmulator, type RunningEmulator } from "../../../scripts/emulator/server.ts";

const products = 60;
let emulator: RunningEmulator;
let empty: RunningEmulator;

beforeAll(async () => {
  [emulator, empty] = await Promise.all([startEmulator({ port: 0, products }), startEmulator({ port: 0, profile: "no-products" })]);
});
afterAll(async () => {
  await Promise.all([emulator.close(), empty.close()]);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for("harvest-and-hearth:started-catalogue-read")];
});

function useStore(store: RunningEmulator) {
  vi.stubEnv("PUBLIC_SHOPIFY_STORE_DOMAIN", store.url);
  vi.stubEnv("PUBLIC_SHOPIFY_STOREFRONT_TOKEN", "emulator-public-token");
}

/** catalogue-start.ts as the integration loads it: its own module instance. */
async function startAsTheIntegration(): Promise<void> {
  vi.resetModules();
  const { startCatalogueRead } = await import("../../../src/lib/storefront/catalogue-start.ts");
  startCatalogueRead();
}

/** catalogue.ts as the pages load it: another module instance. */
async function pagesCatalogue() {
  vi.resetModules();
  return import("../../../src/lib/storefront/catalogue.ts");
}

const productReads = (store: RunningEmulator) => store.requestCounts.get("GetProducts") ?? 0;

describe("the catalogue read started with the build", () => {
  it("is the one read the pages use: the store is read once", { timeout: 60_000 }, async () => {
    useStore(emulator);
    const before = productReads(emulator);
    await startAsTheIntegration();
    // Started before any page asked: the request is on its way while the site would be bundled.
    await vi.waitFor(() => expect(productReads(emulator)).toBe(before + 1));

    const catalogue = await pagesCatalogue();
    catalogue.readWholeCatalogue();
    expect(await catalogue.getAllProducts()).toHaveLength(products);
    expect(await catalogue.getAllCollections()).not.toHaveLength(0);
    expect(productReads(emulator)).toBe(before + 1);
  });

  it("is not taken when the pages see other store settings: they read the store themselves", { timeout: 60_000 }, async () => {
    useStore(emulator);
    vi.stubEnv("STOREFRONT_TIMEOUT_MS", "15000");
    const before = productReads(emulator);
    await startAsTheIntegration();
    vi.stubEnv("STOREFRONT_TIMEOUT_MS", "16000");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);

    const catalogue = await pagesCatalogue();
    expect(await catalogue.getAllProducts()).toHaveLength(products);
    expect(productReads(emulator)).toBe(before + 2);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/other store settings than the pages; reading again/));
  });

  it("that fails stops the build at the page that needs the catalogue, with the store's reason", { timeout: 60_000 }, async () => {
    useStore(empty);
    await startAsTheIntegration();
    const catalogue = await pagesCatalogue();
    catalogue.readWholeCatalogue();
    await expect(catalogue.getAllProducts()).rejects.toThrow(/the store returned no products; refusing to build an empty shop/);
  });

  it("starts nothing when the settings cannot be read; the pages then report them", async () => {
    vi.stubEnv("PUBLIC_SHOPIFY_STORE_DOMAIN", "not a store");
    vi.stubEnv("PUBLIC_SHOPIFY_STOREFRONT_TOKEN", "emulator-public-token");
    await startAsTheIntegration();
    expect((globalThis as Record<symbol, unknown>)[Symbol.for("harvest-and-hearth:started-catalogue-read")]).toBeUndefined();
    const catalogue = await pagesCatalogue();
    await expect(catalogue.getAllProducts()).rejects.toThrow(/PUBLIC_SHOPIFY_STORE_DOMAIN/);
  });
});
