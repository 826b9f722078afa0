// The hand-written catalogue (scripts/emulator/catalogue/data/): the farms, products, collections, articles and
// clips the shop must show. The generated catalogue is checked in generated-catalogue.test.ts, validation in
// catalogue-validation.test.ts.
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../../../scripts/emulator/catalogue/index.ts";
import { findImage, findVideo } from "../../../scripts/emulator/catalogue/media-index.ts";
import { videoFile } from "../../../scripts/emulator/media/index.ts";
import { categoryHandles, shopHandles } from "./shop-handles.ts";

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
