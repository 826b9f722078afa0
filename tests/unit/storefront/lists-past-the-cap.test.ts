// Every list the build pages through, past the paging cap, read through the real client from the real emulator with
// the cap lowered in both (as past-the-cap.test.ts does for products). Expected answers come from the emulator's own
// records and sales order, never from the code under test: each farm's bestsellers are its products (vendor folded
// to its name) in the emulator's BEST_SELLING order; the articles are every article, newest published first; the
// collections every collection, in id order; the farms every farm, in id order. A list no filter can split (the farms)
// is read from both ends, and past what both ends reach it stops the build with a sentence.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startEmulator, type RunningEmulator } from "../../../scripts/emulator/server.ts";
import { fixtureCatalogue } from "../emulator/fixture.ts";
import { farmNameKey } from "../../../src/lib/routes.ts";

const emulators: RunningEmulator[] = [];

beforeAll(() => void vi.spyOn(console, "log").mockImplementation(() => {}));
afterAll(async () => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  await Promise.all(emulators.map((emulator) => emulator.close()));
});

/** The build's modules, fresh, reading `emulator` with the cap lowered to `cap` on both sides. */
async function buildReading(emulator: RunningEmulator, cap: number) {
  vi.stubEnv("PUBLIC_SHOPIFY_STORE_DOMAIN", emulator.url);
  vi.stubEnv("PUBLIC_SHOPIFY_STOREFRONT_TOKEN", emulator.token);
  vi.stubEnv("STOREFRONT_PAGING_CAP", String(cap));
  vi.resetModules();
  return {
    catalogue: await import("../../../src/lib/storefront/catalogue.ts"),
    farms: await import("../../../src/features/farms/farm-catalogue.ts"),
    // Each list on its own: the build reads them all at once, and one that cannot be read stops all of them.
    reads: await import("../../../src/lib/storefront/catalogue-read.ts"),
  };
}

describe("a store past the paging cap, with farm names a naive query breaks on", { timeout: 180_000 }, () => {
  const cap = 20;
  let emulator: RunningEmulator;
  beforeAll(async () => {
    // The hand-written store (93 products, 15 farms, 34 articles) in the hostile profile: farm names with quotes,
    // slashes, '#', '?', an emoji; products that spell some vendors in other cases, spacings and Unicode forms.
    emulator = await startEmulator({ port: 0, profile: "hostile", pagingCap: cap });
    emulators.push(emulator);
  }, 120_000);

  it("gives every farm the bestsellers a read of the whole best-selling order would", async () => {
    const { catalogue, farms } = await buildReading(emulator, cap);
    const farmers = await catalogue.getFarmers();
    const byFarm = await farms.getFarmProducts();
    const store = emulator.store;
    const order = Array.from(store.order("BEST_SELLING").items, (index) => store.products[index]!);
    const rank = new Map(order.map((product, i) => [product.gid, i]));
    let pastTheCap = 0;
    for (const farmer of farmers) {
      const expected = order.filter((product) => farmNameKey(product.record.vendor) === farmNameKey(farmer.name)).slice(0, 5);
      const found = byFarm.get(farmer.id)!.bestsellers.map((product) => product.id);
      expect(found, farmer.name).toEqual(expected.map((product) => product.gid));
      if (found.some((id) => rank.get(id)! >= cap)) pastTheCap++;
    }
    // The test means something: many farms' bestsellers lie past the part of the order the cap lets a query read,
    // and the farms with quotes in their names were among those asked.
    expect(pastTheCap).toBeGreaterThan(5);
    expect(emulator.requestCounts.get("GetFarmBestsellers")).toBeGreaterThan(0);
    const quoted = farmers.find((farmer) => farmer.name.includes(`"Old" Mill's`))!;
    expect(byFarm.get(quoted.id)!.bestsellers.length).toBeGreaterThan(0);
  });

  it("reads every article, each once, newest first", async () => {
    const { catalogue } = await buildReading(emulator, cap);
    const articles = await catalogue.getAllArticles();
    const expected = [...emulator.store.articles].sort(
      (a, b) => Date.parse(b.record.publishedAt) - Date.parse(a.record.publishedAt) || b.record.id - a.record.id,
    );
    expect(expected.length).toBeGreaterThan(cap);
    expect(articles.map((article) => article.id)).toEqual(expected.map((article) => article.gid));
    expect(console.log).toHaveBeenCalledWith(expect.stringMatching(/read 34 articles in \d+ requests \(\d+ creation-time ranges\)/));
  });
});

describe("lists of a small store with the cap lowered below them", { timeout: 60_000 }, () => {
  const cap = 2;
  let emulator: RunningEmulator;
  beforeAll(async () => {
    // The fixture's 7 collections, edited a day apart except two edited in the same second; 5 articles; 3 farms.
    const catalogue = fixtureCatalogue();
    catalogue.collections.forEach((collection, i) => {
      collection.updatedAt = new Date(Date.UTC(2024, 9, 1 + Math.min(i, 5))).toISOString();
    });
    emulator = await startEmulator({ port: 0, catalogue, pagingCap: cap });
    emulators.push(emulator);
  });

  it("reads every collection in update-time windows, each once", async () => {
    const { reads } = await buildReading(emulator, cap);
    const collections = [...(await reads.readCollectionNodes())].sort((a, b) => Number(a.id.split("/").pop()) - Number(b.id.split("/").pop()));
    expect(collections.map((collection) => collection.handle)).toEqual(
      [...emulator.store.collections].sort((a, b) => a.record.id - b.record.id).map((collection) => collection.record.handle),
    );
    expect(console.log).toHaveBeenCalledWith(expect.stringMatching(/read 7 collections in \d+ requests \(\d+ update-time windows\)/));
  });

  it("reads every article in creation-time ranges", async () => {
    const { reads } = await buildReading(emulator, cap);
    const articles = await reads.readArticleNodes();
    expect(articles.map((article) => article.handle).sort()).toEqual(emulator.store.articles.map((article) => article.record.handle).sort());
  });

  it("reads the farms, which no filter can split, from both ends: 3 farms past a cap of 2, each once", async () => {
    const { reads } = await buildReading(emulator, cap);
    const before = emulator.requestCounts.get("GetFarmers") ?? 0;
    const farms = await reads.readFarmerNodes();
    expect(farms.map((farm) => farm.handle)).toEqual(
      [...emulator.store.farms].sort((a, b) => a.record.id - b.record.id).map((farm) => farm.record.handle),
    );
    // Two from the start, then two from the end, which reach the second: the store refused nothing.
    expect(emulator.requestCounts.get("GetFarmers")! - before).toBe(2);
  });
});

describe("farms past what both ends of the list reach", { timeout: 60_000 }, () => {
  it("stops with a sentence naming the list and the cap", async () => {
    // The hand-written store's 15 farms with the cap at 7: seven from each end cannot meet.
    const emulator = await startEmulator({ port: 0, pagingCap: 7 });
    emulators.push(emulator);
    expect(emulator.store.farms).toHaveLength(15);
    const farmsRefused =
      /reading farmers \(metaobjects of type "farmer"\): the store holds more than 13 of them; the Storefront API pages through the first 7 items of a list only, and this list takes no filter that could split it/;
    const { reads } = await buildReading(emulator, 7);
    await expect(reads.readFarmerNodes()).rejects.toThrow(farmsRefused);
    // It never asked for a page past the cap: one request from each end (pages as large as the cap), and the store
    // refused nothing.
    expect(emulator.requestCounts.get("GetFarmers")).toBe(2);
  });
});

describe("a farm whose name holds every character the search syntax gives a meaning", { timeout: 60_000 }, () => {
  const cap = 5;
  const name = `Back\\slash "Old" O'Brien's (AND) OR: -Farm*`;
  let emulator: RunningEmulator;
  beforeAll(async () => {
    const catalogue = fixtureCatalogue();
    const farm = catalogue.farms[0]!;
    for (const product of catalogue.products) if (product.vendor === farm.name) product.vendor = name;
    farm.name = name;
    emulator = await startEmulator({ port: 0, catalogue, pagingCap: cap });
    emulators.push(emulator);
  });

  it("has its bestsellers read through a vendor filter that names it exactly", async () => {
    // The farm's lists grouped from the build's own reads (the whole build would also stop at the collections'
    // 12-product first pages, which a cap of 5 refuses and Shopify's 25,000 never does).
    const { reads } = await buildReading(emulator, cap);
    const { productsByFarm } = await import("../../../src/features/farms/farm-products.ts");
    const [products, farms] = await Promise.all([reads.readProductNodes(), reads.readFarmerNodes()]);
    const read = await reads.readBestSellingOrder(async () => ({ products, farms }));
    const store = emulator.store;
    const order = Array.from(store.order("BEST_SELLING").items, (index) => store.products[index]!);
    const expected = order.filter((product) => product.record.vendor === name).slice(0, 5);
    // Some of them lie past the part of the order the cap lets a query read, so the farm is asked by its name.
    expect(expected.some((product) => order.indexOf(product) >= cap)).toBe(true);
    const found = productsByFarm([name], products, read).get(name)!.bestsellers;
    expect(found.map((product) => product.id)).toEqual(expected.map((product) => product.gid));
    // Found by the store, not by luck of the catalogue's order: each of them is in the order the build read.
    for (const product of expected) expect(read).toContain(product.gid);
    expect(emulator.requestCounts.get("GetFarmBestsellers")).toBeGreaterThan(0);
  });
});
