// The generated catalogue of any size (scripts/emulator/catalogue/generator.ts): deterministic, in proportion, with
// the same mix of cases as the hand-written shop.
import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../../../scripts/emulator/catalogue/index.ts";
import { videoFile } from "../../../scripts/emulator/media/index.ts";
import { shopHandles } from "./shop-handles.ts";

// Making 25,000 products takes about 1.3 s on a quiet machine and several times that on a loaded one: the limit is
// generous so that only a hang fails (how fast it is belongs to the emulator's benchmark, docs/PERFORMANCE.md).
describe("the generated catalogue", { timeout: 120_000 }, () => {
  it("serves 25,000 products with unique handles, covering every collection", () => {
    const catalogue = loadCatalogue({ products: 25_000 });
    expect(catalogue.products).toHaveLength(25_000);
    expect(new Set(catalogue.products.map((p) => p.handle)).size).toBe(25_000);
    const used = new Set(catalogue.products.flatMap((p) => p.collections));
    for (const handle of shopHandles.filter((h) => h !== "all-products")) expect(used.has(handle), handle).toBe(true);
    expect(catalogue.farms.length).toBeGreaterThan(25_000 / 10);
    expect(catalogue.blogs.flatMap((b) => b.articles).length).toBeGreaterThan(25_000 / 4);
  });

  it("is the same for the same size", () => {
    const a = loadCatalogue({ products: 500 });
    const b = loadCatalogue({ products: 500 });
    expect(b.products.slice(0, 20)).toEqual(a.products.slice(0, 20));
    expect(b.farms).toEqual(a.farms);
  });

  it("refuses a size that is not a positive whole number", () => {
    expect(() => loadCatalogue({ products: 0 })).toThrow(/whole number/);
  });
});

describe("the generated catalogue, in detail", { timeout: 120_000 }, () => {
  const big = loadCatalogue({ products: 25_000 });

  it("scales farms, articles and collections with the products", () => {
    expect(big.farms.length).toBe(Math.ceil(25_000 / 7));
    expect(big.blogs.map((b) => b.handle)).toEqual(["blog", "for-farmers", "harvest-and-hearth"]);
    expect(big.blogs.flatMap((b) => b.articles).length).toBe(Math.ceil(25_000 / 3));
    expect(big.collections.length).toBeGreaterThan(shopHandles.length);
    for (const handle of shopHandles) {
      const collection = big.collections.find((c) => c.handle === handle);
      expect(collection?.productHandles.length, handle).toBeGreaterThan(0);
    }
  });

  it("has unique names, handles, ids and picture keys", () => {
    const unique = (values: (string | number)[]) => expect(new Set(values).size).toBe(values.length);
    unique(big.farms.map((f) => f.name));
    unique(big.farms.map((f) => f.handle));
    unique(big.products.map((p) => p.id));
    unique(big.products.flatMap((p) => p.variants.map((v) => v.id)));
    unique(big.blogs.flatMap((b) => b.articles.map((a) => a.handle)));
    unique(big.products.flatMap((p) => p.images.map((i) => i.key)));
  });

  it("has the same mix of cases as the hand-written shop", () => {
    const share = (test: (p: (typeof big.products)[number]) => boolean) => big.products.filter(test).length / big.products.length;
    expect(share((p) => p.tags.includes("freeshipping"))).toBeGreaterThan(0.15);
    expect(share((p) => p.variants.some((v) => v.compareAtPrice))).toBeGreaterThan(0.1);
    expect(share((p) => p.variants.length > 1)).toBeGreaterThan(0.3);
    expect(share((p) => p.variants.every((v) => !v.availableForSale))).toBeGreaterThan(0.01);
    expect(share((p) => p.videos.length > 0)).toBeGreaterThan(0.04);
    for (const v of big.products.flatMap((p) => p.videos)) expect(videoFile(v.key, "webm"), v.key).not.toBeNull();
  });

  it("covers every collection and certification combination even when small", () => {
    const small = loadCatalogue({ products: 12 });
    expect(small.products).toHaveLength(12);
    expect(small.farms).toHaveLength(12);
    for (const handle of shopHandles) {
      expect(small.collections.find((c) => c.handle === handle)?.productHandles.length, handle).toBeGreaterThan(0);
    }
    expect(new Set(small.farms.map((f) => `${f.ccof}/${f.usdaOrganic}`)).size).toBe(4);
    expect(loadCatalogue({ products: 1 }).products).toHaveLength(1);
  });

  it("draws product i the same whatever the size, and ids from fixed ranges", () => {
    const small = loadCatalogue({ products: 100 });
    for (const i of [0, 1, 50, 99]) {
      const [a, b] = [small.products[i]!, big.products[i]!];
      expect([a.id, a.handle, a.title, a.variants]).toEqual([b.id, b.handle, b.title, b.variants]);
    }
    expect(big.products[0]!.id).toBe(7000000001);
    expect(big.products[24_999]!.id).toBe(7000025000);
    expect(big.products[0]!.variants[0]!.id).toBe(4000000101);
  });
});
