// A catalogue larger than the paging cap, read whole through the real client from the real emulator: the emulator
// refuses, as Shopify does, any page past its cap (lowered here to 300 items so that 1,000 products are enough), and
// the build's read must still return every product exactly once. With the cap lowered in the emulator but not in
// the build, the read fails with the store's refusal instead of returning part of the catalogue.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startEmulator, type RunningEmulator } from "../../../scripts/emulator/server.ts";

const products = 1000;
const cap = 300;
let emulator: RunningEmulator;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, products, pagingCap: cap });
  vi.stubEnv("PUBLIC_SHOPIFY_STORE_DOMAIN", emulator.url);
  vi.stubEnv("PUBLIC_SHOPIFY_STOREFRONT_TOKEN", emulator.token);
  vi.spyOn(console, "log").mockImplementation(() => {});
}, 120_000);
afterAll(async () => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  await emulator?.close();
});

describe("a catalogue past the paging cap", { timeout: 120_000 }, () => {
  it("is read whole, each product once, in creation-time windows", async () => {
    vi.stubEnv("STOREFRONT_PAGING_CAP", String(cap));
    vi.resetModules();
    const catalogue = await import("../../../src/lib/storefront/catalogue.ts");
    const all = await catalogue.getAllProducts();
    expect(all.map((p) => p.id).sort()).toEqual(emulator.store.products.map((p) => p.gid).sort());
    expect(new Set(all.map((p) => p.handle)).size).toBe(products);
    // In id order, as the site's lists expect, whatever order the windows read them in.
    const ids = all.map((p) => Number(p.numericId));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    // About one request per page: four windows of up to 300 cost at most one extra page each.
    expect(emulator.requestCounts.get("GetProducts")).toBeLessThanOrEqual(Math.ceil(products / 250) + 4);
    expect(console.log).toHaveBeenCalledWith(expect.stringMatching(/read 1000 products in \d+ requests \(\d+ creation-time windows\)/));
  });

  it("fails with the store's refusal when the build does not know the cap, never with part of the catalogue", async () => {
    vi.stubEnv("STOREFRONT_PAGING_CAP", "");
    vi.resetModules();
    const catalogue = await import("../../../src/lib/storefront/catalogue.ts");
    await expect(catalogue.getAllProducts()).rejects.toThrow(/PAGINATION_LIMIT_EXCEEDED|Pagination limit exceeded/);
  });

  it("refuses a cap setting that is not a whole number of at least 1", async () => {
    const { pagingCapOf } = await import("../../../src/lib/storefront/creation-windows.ts");
    expect(pagingCapOf({})).toBe(25_000);
    expect(pagingCapOf({ STOREFRONT_PAGING_CAP: "300" })).toBe(300);
    for (const bad of ["0", "-5", "1.5", "many"]) expect(() => pagingCapOf({ STOREFRONT_PAGING_CAP: bad })).toThrow(/STOREFRONT_PAGING_CAP/);
  });
});
