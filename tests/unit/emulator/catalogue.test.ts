import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadCatalogue, validateCatalogue } from "../../../scripts/emulator/catalogue/index.ts";
import { videoFile } from "../../../scripts/emulator/media.ts";

const categoryHandles = [
  "coffee-and-tea", "crafted-chocolates", "dried-fruits-and-vegetables", "honey", "jams-and-jellies",
  "oil-and-vinegar", "from-the-sea", "snacks-and-jerky", "spices-and-seasoning",
];
const shopHandles = ["all-products", "hidden-gems", "gift-sets-and-bundles", "artisan-goods", ...categoryHandles];

describe("the hand-written catalogue", () => {
  const catalogue = loadCatalogue();
  const members = (handle: string) =>
    catalogue.products.filter((p) => handle === "all-products" || p.collections.includes(handle));

  it("has at least 12 farms covering every combination of the ccof and usda_organic flags", () => {
    expect(catalogue.farms.length).toBeGreaterThanOrEqual(12);
    const combinations = new Set(catalogue.farms.map((f) => `${f.ccof}/${f.usdaOrganic}`));
    expect(combinations).toEqual(new Set(["true/true", "true/false", "false/true", "false/false"]));
  });

  it("gives farms what SPEC.md lists: story, socials, pictures with and without focal points, some videos", () => {
    for (const farm of catalogue.farms) {
      expect(farm.story.length).toBeGreaterThanOrEqual(2);
      expect(farm.gallery.length).toBeGreaterThanOrEqual(1);
      expect(farm.gallery.length).toBeLessThanOrEqual(10);
    }
    expect(catalogue.farms.some((f) => f.focalPoint === null)).toBe(true);
    expect(catalogue.farms.some((f) => f.focalPoint !== null)).toBe(true);
    expect(catalogue.farms.some((f) => f.highlightVideo)).toBe(true);
    expect(catalogue.farms.some((f) => !f.highlightVideo)).toBe(true);
    expect(catalogue.farms.some((f) => f.bio.length > 150)).toBe(true);
  });

  it("has at least 80 products, in every collection the shop links to, from every farm", () => {
    expect(catalogue.products.length).toBeGreaterThanOrEqual(80);
    for (const handle of shopHandles) expect(members(handle).length, handle).toBeGreaterThanOrEqual(3);
    for (const farm of catalogue.farms) {
      expect(catalogue.products.filter((p) => p.vendor === farm.name).length, farm.name).toBeGreaterThanOrEqual(3);
    }
  });

  it("has the product cases the shop must show", () => {
    const multi = catalogue.products.filter((p) => p.variants.length > 1);
    expect(multi.some((p) => p.variants.some((v) => !v.availableForSale) && p.variants.some((v) => v.availableForSale))).toBe(true);
    expect(catalogue.products.filter((p) => p.variants.every((v) => !v.availableForSale)).length).toBeGreaterThanOrEqual(3);
    expect(catalogue.products.some((p) => p.variants.some((v) => v.compareAtPrice))).toBe(true);
    expect(catalogue.products.filter((p) => p.tags.includes("freeshipping")).length).toBeGreaterThan(10);
    expect(catalogue.products.filter((p) => p.videos.length > 0).length).toBeGreaterThanOrEqual(5);
    expect(catalogue.products.some((p) => p.images.length >= 3)).toBe(true);
    for (const p of catalogue.products.filter((p) => p.variants.length === 1)) {
      expect(p.variants[0]!.title).toBe("Default Title");
    }
  });

  it("has three blogs with at least 30 articles", () => {
    expect(catalogue.blogs.map((b) => b.handle)).toEqual(["blog", "for-farmers", "harvest-and-hearth"]);
    expect(catalogue.blogs.flatMap((b) => b.articles).length).toBeGreaterThanOrEqual(30);
  });

  it("has a clip on disk for every video", () => {
    const videos = [...catalogue.products.flatMap((p) => p.videos), ...catalogue.farms.flatMap((f) => (f.highlightVideo ? [f.highlightVideo] : []))];
    for (const video of videos) {
      const file = videoFile(video.key, "webm");
      expect(file, video.key).not.toBeNull();
      expect(existsSync(file!)).toBe(true);
    }
  });
});

describe("the generated catalogue", () => {
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

describe("validateCatalogue", () => {
  it("names a product whose vendor is no farm", () => {
    const catalogue = loadCatalogue();
    const broken = { ...catalogue, products: [{ ...catalogue.products[0]!, vendor: "Nobody's Farm" }, ...catalogue.products.slice(1)] };
    expect(() => validateCatalogue(broken)).toThrow(/vendor "Nobody's Farm"/);
  });
  it("names a product that points at a missing collection", () => {
    const catalogue = loadCatalogue();
    const broken = { ...catalogue, products: [{ ...catalogue.products[0]!, collections: ["no-such-collection"] }] };
    expect(() => validateCatalogue(broken)).toThrow(/collection "no-such-collection"/);
  });
  it("refuses a price that is not a decimal amount", () => {
    const catalogue = loadCatalogue();
    const product = catalogue.products[0]!;
    const variant = { ...product.variants[0]!, price: { amount: "12", currencyCode: "USD" as const } };
    expect(() => validateCatalogue({ ...catalogue, products: [{ ...product, variants: [variant] }] })).toThrow(/priced "12"/);
  });
});
