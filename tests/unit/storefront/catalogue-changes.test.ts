// The catalogue read as changes (the rebuilder's warm builds) is the catalogue a whole read finds: after each kind of
// editor's change, made in the real emulator and named as its webhook names it, the lists read from the last read and
// the named items equal a whole read of the store made afterwards (the oracle), list by list. Product lists are
// compared by id, as the build orders them itself (catalogue.ts sorts by id).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startEmulator, type RunningEmulator } from "../../../scripts/emulator/server.ts";
import type { CatalogueLists } from "../../../src/lib/storefront/catalogue-read.ts";
import type { ChangedItem } from "../../../src/lib/storefront/catalogue-changes.ts";
import { mapFarmer } from "../../../src/lib/storefront/detail-mappers.ts";
import { productsByFarm } from "../../../src/features/farms/farm-products.ts";

let emulator: RunningEmulator;
let reads: typeof import("../../../src/lib/storefront/catalogue-read.ts");
let changes: typeof import("../../../src/lib/storefront/catalogue-changes.ts");

beforeAll(async () => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  emulator = await startEmulator({ port: 0 });
  vi.stubEnv("PUBLIC_SHOPIFY_STORE_DOMAIN", emulator.url);
  vi.stubEnv("PUBLIC_SHOPIFY_STOREFRONT_TOKEN", emulator.token);
  vi.resetModules();
  reads = await import("../../../src/lib/storefront/catalogue-read.ts");
  changes = await import("../../../src/lib/storefront/catalogue-changes.ts");
}, 120_000);
afterAll(async () => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  await emulator?.close();
});

/**
 * A catalogue in a form two reads can be compared in: products and recommendations by id, and the best-selling order
 * as the farm pages use it (SPEC.md section 7: each farm's five bestsellers). A read of changes keeps the last order for
 * the farms no change touched and asks the others for their own bestsellers, so its list is not the whole order.
 */
function comparable(lists: CatalogueLists) {
  const byId = <T extends { id: string }>(items: readonly T[]) => [...items].sort((a, b) => (a.id < b.id ? -1 : 1));
  const { bestSelling, ...rest } = lists;
  const farmNames = lists.farmers.map((farm) => mapFarmer(farm).name);
  return {
    ...rest,
    products: byId(lists.products),
    recommendations: [...lists.recommendations].sort(([a], [b]) => (a < b ? -1 : 1)),
    farmBestsellers: [...productsByFarm(farmNames, lists.products, bestSelling)].map(([farm, { bestsellers }]) => [farm, bestsellers.map((p) => p.id)]),
  };
}

describe("reading the catalogue as changes to the last read", { timeout: 120_000 }, () => {
  it("gives what a whole read gives, after each kind of change a webhook names", async () => {
    let last = await reads.readCatalogue();
    const store = () => emulator.store;
    const product = (i: number) => store().products[i]!;
    const otherCollection = (handles: readonly string[]) => store().collections.map((c) => c.record.handle).find((h) => h !== "all-products" && !handles.includes(h))!;
    const steps: { what: string; change: () => Promise<ChangedItem[]> }[] = [
      {
        what: "a product retitled and repriced",
        change: async () => {
          const entry = product(7);
          await emulator.applyChange({ kind: "product", handle: entry.record.handle, set: { title: `${entry.record.title} (new)`, price: "12.34" } });
          return [{ id: entry.gid, deleted: false }];
        },
      },
      {
        what: "a product moved to another collection (other products' recommendations move)",
        change: async () => {
          const entry = product(15);
          await emulator.applyChange({ kind: "product", handle: entry.record.handle, set: { collections: [otherCollection(entry.record.collections)] } });
          return [{ id: entry.gid, deleted: false }];
        },
      },
      {
        what: "a product moved to another farm (both farms' bestsellers move)",
        change: async () => {
          // The best seller of the farm with the most products moves to the farm of another best seller.
          const bySales = [...store().products].sort((a, b) => b.record.sales - a.record.sales);
          const entry = bySales[0]!;
          const other = bySales.find((p) => p.record.vendor !== entry.record.vendor)!;
          await emulator.applyChange({ kind: "product", handle: entry.record.handle, set: { vendor: other.record.vendor } });
          return [{ id: entry.gid, deleted: false }];
        },
      },
      {
        what: "a farm renamed (its products are no longer its own)",
        change: async () => {
          const farm = store().farms[1]!;
          await emulator.applyChange({ kind: "farm", handle: farm.record.handle, set: { name: `${farm.record.name} Renamed` } });
          return [{ id: farm.gid, deleted: false }];
        },
      },
      {
        what: "a product deleted",
        change: async () => {
          const entry = product(25);
          await emulator.applyChange({ kind: "product", handle: entry.record.handle, delete: true });
          return [{ id: entry.gid, deleted: true }];
        },
      },
      {
        what: "a farm's story and an article's title",
        change: async () => {
          const farm = store().farms[3]!;
          const article = store().articles[4]!;
          await emulator.applyChange({ kind: "farm", handle: farm.record.handle, set: { story: ["A new season, a new story."] } });
          await emulator.applyChange({ kind: "article", handle: article.record.handle, set: { title: `${article.record.title} (updated)` } });
          return [
            { id: farm.gid, deleted: false },
            { id: article.gid, deleted: false },
          ];
        },
      },
    ];
    for (const step of steps) {
      const items = await step.change();
      const read = await changes.readCatalogueChanges(last, items);
      const whole = await reads.readCatalogue();
      expect(comparable(read.lists), step.what).toEqual(comparable(whole));
      expect(read.unseen, step.what).toEqual([]);
      last = read.lists;
    }
  });

  it("asks again for a named product the store does not show, and leaves the last read as it was", async () => {
    const last = await reads.readCatalogue();
    const frozen = JSON.stringify(last);
    const missing = "gid://shopify/Product/999999999";
    const read = await changes.readCatalogueChanges(last, [{ id: missing, deleted: false }]);
    expect(read.unseen).toEqual([missing]);
    expect(read.lists.products.map((p) => p.id)).toEqual(last.products.map((p) => p.id));
    // Asked for again with the next change, and dropped once the store answers (here: it was deleted).
    const again = await changes.readCatalogueChanges(read.lists, [{ id: missing, deleted: true }], read.unseen);
    expect(again.unseen).toEqual([]);
    expect(JSON.stringify(last)).toBe(frozen);
  });

  it("refuses what it cannot read item by item: nothing named, a collection, an unknown kind", () => {
    expect(changes.patchable([])).toBe(false);
    expect(changes.patchable([{ id: "gid://shopify/Collection/1", deleted: false }])).toBe(false);
    expect(changes.patchable([{ id: "gid://shopify/Page/1", deleted: false }])).toBe(false);
    expect(changes.patchable([{ id: "gid://shopify/Product/1", deleted: false }, { id: "gid://shopify/Article/2", deleted: true }])).toBe(true);
  });
});
