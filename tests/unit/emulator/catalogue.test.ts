import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../../../scripts/emulator/catalogue/index.ts";
import { findImage, findVideo } from "../../../scripts/emulator/catalogue/media-index.ts";
import { validateCatalogue } from "../../../scripts/emulator/catalogue/validate.ts";
import { videoFile } from "../../../scripts/emulator/media/index.ts";

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

describe("the hand-written catalogue, in detail", () => {
  const catalogue = loadCatalogue();
  const articles = catalogue.blogs.flatMap((b) => b.articles);

  it("has several farms of each certification combination, and every farm sells what fits it", () => {
    for (const combo of ["true/true", "true/false", "false/true", "false/false"]) {
      expect(catalogue.farms.filter((f) => `${f.ccof}/${f.usdaOrganic}` === combo).length, combo).toBeGreaterThanOrEqual(3);
    }
    for (const farm of catalogue.farms) {
      expect(farm.story.length, farm.name).toBeGreaterThanOrEqual(3);
      expect(farm.gallery.length, farm.name).toBeGreaterThanOrEqual(3);
      expect(farm.location, farm.name).toMatch(/^[^,]+, .+$/);
      for (const url of [farm.facebookUrl, farm.instagramUrl, farm.youtubeUrl]) if (url) expect(url).toMatch(/^https:\/\/www\./);
    }
    expect(catalogue.farms.filter((f) => f.highlightVideo).length).toBeGreaterThanOrEqual(catalogue.farms.length / 3);
    expect(catalogue.farms.some((f) => [f.facebookUrl, f.instagramUrl, f.youtubeUrl].includes(null))).toBe(true);
    // Farm pages are keyed by name (/farm/{name}): keep names that need URL encoding.
    expect(catalogue.farms.some((f) => f.name.includes("&"))).toBe(true);
    expect(catalogue.farms.some((f) => /[^\x00-\x7f]/.test(f.name))).toBe(true);
  });

  it("has products in every category and in the editorial collections, in believable numbers", () => {
    const count = (handle: string) => catalogue.products.filter((p) => p.collections.includes(handle)).length;
    for (const handle of categoryHandles) expect(count(handle), handle).toBeGreaterThanOrEqual(8);
    expect(count("hidden-gems")).toBeGreaterThanOrEqual(10);
    expect(count("gift-sets-and-bundles")).toBeGreaterThanOrEqual(8);
    expect(count("artisan-goods")).toBeGreaterThanOrEqual(12);
    const freeShipping = catalogue.products.filter((p) => p.tags.includes("freeshipping")).length / catalogue.products.length;
    expect(freeShipping).toBeGreaterThan(0.12);
    expect(freeShipping).toBeLessThan(0.3);
  });

  it("has a record for every collection handle, titled, some without an image", () => {
    expect(catalogue.collections.map((c) => c.handle).sort()).toEqual([...shopHandles].sort());
    expect(catalogue.collections.find((c) => c.handle === "all-products")?.title).toBe("Shop All");
    expect(catalogue.collections.find((c) => c.handle === "gift-sets-and-bundles")?.title).toBe("Gift Sets & Bundles");
    expect(catalogue.collections.some((c) => c.image === null)).toBe(true);
    const all = catalogue.collections.find((c) => c.handle === "all-products")!;
    expect(new Set(all.productHandles)).toEqual(new Set(catalogue.products.map((p) => p.handle)));
  });

  it("keeps variants consistent with their options, Shopify style", () => {
    for (const p of catalogue.products) {
      if (p.variants.length === 1) {
        expect(p.options, p.handle).toEqual([{ name: "Title", values: ["Default Title"] }]);
        expect(p.variants[0]!.selectedOptions).toEqual([{ name: "Title", value: "Default Title" }]);
      }
      for (const v of p.variants) {
        expect(v.selectedOptions.map((o) => o.name), p.handle).toEqual(p.options.map((o) => o.name));
        expect(v.title).toBe(v.selectedOptions.map((o) => o.value).join(" / "));
        expect(v.price.amount).toMatch(/^\d+\.\d{2}$/);
        expect(v.availableForSale).toBe(v.quantityAvailable > 0);
        if (v.compareAtPrice) expect(Number(v.compareAtPrice.amount), p.handle).toBeGreaterThan(Number(v.price.amount));
      }
    }
    expect(catalogue.products.some((p) => p.options.length === 2)).toBe(true);
    const onSale = catalogue.products.filter((p) => p.variants.some((v) => v.compareAtPrice)).length / catalogue.products.length;
    expect(onSale).toBeGreaterThan(0.08);
    expect(onSale).toBeLessThan(0.25);
  });

  it("has unique handles, ids and picture keys", () => {
    const unique = (values: (string | number)[]) => expect(new Set(values).size).toBe(values.length);
    unique(catalogue.products.map((p) => p.handle));
    unique(catalogue.products.map((p) => p.id));
    unique(catalogue.products.flatMap((p) => p.variants.map((v) => v.id)));
    unique(catalogue.collections.map((c) => c.handle));
    unique(catalogue.farms.map((f) => f.handle));
    unique(articles.map((a) => a.handle));
    const pictures = [
      ...catalogue.farms.flatMap((f) => [f.profilePicture, ...f.gallery]),
      ...catalogue.products.flatMap((p) => p.images),
      ...catalogue.collections.flatMap((c) => (c.image ? [c.image] : [])),
      ...articles.flatMap((a) => (a.image ? [a.image] : [])),
    ];
    unique(pictures.map((i) => i.key));
  });

  it("keeps ids stable (reviews and carts key on them)", () => {
    const honey = catalogue.products.find((p) => p.handle === "raw-wildflower-honey")!;
    expect(honey.id).toBe(7000000034);
    expect(honey.variants.map((v) => v.id)).toEqual([4000003401, 4000003402, 4000003403]);
    expect(catalogue.farms.find((f) => f.handle === "sunny-slope-apiary")?.id).toBe(9000000001);
  });

  it("dates everything in ISO 8601, articles across 2024-2026 and nothing after 2026-11-01", () => {
    const dates = [
      ...catalogue.products.flatMap((p) => [p.createdAt, p.updatedAt, p.publishedAt]),
      ...catalogue.farms.map((f) => f.updatedAt),
      ...articles.map((a) => a.publishedAt),
    ];
    for (const date of dates) {
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(date < "2026-11-01").toBe(true);
    }
    expect(new Set(articles.map((a) => a.publishedAt.slice(0, 4)))).toEqual(new Set(["2024", "2025", "2026"]));
    expect(new Set(catalogue.products.map((p) => p.createdAt.slice(0, 4))).size).toBeGreaterThanOrEqual(3);
  });

  it("gives every article an author, tags, an excerpt, an image and several paragraphs of Markdown", () => {
    for (const a of articles) {
      expect(a.author, a.handle).toBeTruthy();
      expect(a.tags.length).toBeGreaterThan(0);
      expect(a.excerpt.length).toBeGreaterThan(20);
      expect(a.image).not.toBeNull();
      expect(a.contentMarkdown.split("\n\n").length, a.handle).toBeGreaterThanOrEqual(3);
    }
    expect(articles.some((a) => /^## /m.test(a.contentMarkdown))).toBe(true);
    expect(articles.some((a) => /^- /m.test(a.contentMarkdown))).toBe(true);
  });

  it("has a webm and an mp4 for every clip", () => {
    const keys = new Set([...catalogue.products.flatMap((p) => p.videos), ...catalogue.farms.flatMap((f) => (f.highlightVideo ? [f.highlightVideo] : []))].map((v) => v.key));
    expect(keys.size).toBeGreaterThanOrEqual(6);
    for (const key of keys) {
      expect(videoFile(key, "webm"), key).not.toBeNull();
      expect(videoFile(key, "mp4"), key).not.toBeNull();
    }
  });

  it("finds every picture and clip by key for the media routes", () => {
    const farm = catalogue.farms[0]!;
    const product = catalogue.products.find((p) => p.variants.some((v) => v.image))!;
    const variantImage = product.variants.find((v) => v.image)!.image!;
    const collection = catalogue.collections.find((c) => c.image)!;
    const article = articles[0]!;
    const video = catalogue.products.find((p) => p.videos.length)!.videos[0]!;
    for (const spec of [farm.profilePicture, farm.gallery[0]!, product.images[0]!, variantImage, collection.image!, article.image!, video.preview]) {
      expect(findImage(catalogue, spec.key), spec.key).toEqual(spec);
    }
    expect(findVideo(catalogue, video.key)).toEqual(video);
    expect(findImage(catalogue, "no-such-picture")).toBeUndefined();
    expect(findVideo(catalogue, "no-such-clip")).toBeUndefined();
  });
});

describe("the generated catalogue, in detail", () => {
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

  // About 1.3 s here (Node 24); the bound only catches a pathological slowdown, not a busy CI machine.
  it("generates 25,000 products in seconds", () => {
    const start = performance.now();
    loadCatalogue({ products: 25_000 });
    const ms = performance.now() - start;
    console.log(`[catalogue] generated and validated 25,000 products in ${Math.round(ms)} ms`);
    expect(ms).toBeLessThan(10_000);
  });
});

describe("validateCatalogue, more cases", () => {
  const catalogue = loadCatalogue();
  const withProduct = (index: number, change: (p: (typeof catalogue.products)[number]) => (typeof catalogue.products)[number]) => ({
    ...catalogue,
    products: catalogue.products.map((p, i) => (i === index ? change(p) : p)),
  });

  it("accepts the catalogue as loaded", () => {
    expect(() => validateCatalogue(catalogue)).not.toThrow();
  });
  it("names a repeated product handle", () => {
    const second = catalogue.products[1]!.handle;
    expect(() => validateCatalogue(withProduct(0, (p) => ({ ...p, handle: second })))).toThrow(new RegExp(`"${second}"`));
  });
  it("refuses a date that is not ISO 8601", () => {
    expect(() => validateCatalogue(withProduct(3, (p) => ({ ...p, createdAt: "March 3, 2024" })))).toThrow(/createdAt "March 3, 2024"/);
  });
  it("refuses a variant whose options are not the product's", () => {
    const p = catalogue.products.find((x) => x.options.length === 1 && x.variants.length > 1)!;
    const index = catalogue.products.indexOf(p);
    const broken = withProduct(index, (x) => ({
      ...x,
      variants: x.variants.map((v, i) => (i === 0 ? { ...v, selectedOptions: [{ name: x.options[0]!.name, value: "Gigantic" }], title: "Gigantic" } : v)),
    }));
    expect(() => validateCatalogue(broken)).toThrow(new RegExp(`product "${p.handle}".*Gigantic`));
  });
  it("refuses a product without variants", () => {
    expect(() => validateCatalogue(withProduct(5, (p) => ({ ...p, variants: [] })))).toThrow(/has no variants/);
  });
  it("refuses a collection that lists a product which does not name it", () => {
    const collections = catalogue.collections.map((c) =>
      c.handle === "honey" ? { ...c, productHandles: [...c.productHandles, "kona-medium-roast"] } : c,
    );
    expect(() => validateCatalogue({ ...catalogue, collections })).toThrow(/collection "honey".*kona-medium-roast/);
  });
  it("refuses a missing collection the site links to", () => {
    const collections = catalogue.collections.filter((c) => c.handle !== "artisan-goods");
    const products = catalogue.products.map((p) => ({ ...p, collections: p.collections.filter((h) => h !== "artisan-goods") }));
    expect(() => validateCatalogue({ ...catalogue, collections, products })).toThrow(/"artisan-goods".*required/);
  });
});
