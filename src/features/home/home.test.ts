import { describe, expect, it } from "vitest";
import type { Collection, Farmer, Product, Video } from "../../lib/types.ts";
import { inSeasonProducts, popularCategories } from "./picks.ts";
import { buildStories, storyCount } from "./stories.ts";

const video = (id: string): Video => ({ id, alt: "", sources: [{ url: `${id}.webm`, mimeType: "video/webm" }], previewImage: null });
const product = (n: number, updatedAt: string, availableForSale = true, videos: Video[] = []) =>
  ({ id: `p${n}`, handle: `p-${n}`, title: `Product ${n}`, updatedAt, availableForSale, videos }) as unknown as Product;
const farmer = (name: string, extra: Partial<Farmer> = {}) =>
  ({ id: name, name, slug: name, highlightVideo: video(name), youtubeUrl: null, instagramUrl: null, ...extra }) as Farmer;

describe("In-Season", () => {
  it("is the 4 most recently updated products that can be bought", () => {
    const products = [
      product(1, "2026-01-01"), product(2, "2026-03-01"), product(3, "2026-05-01", false),
      product(4, "2026-02-01"), product(5, "2026-04-01"), product(6, "2025-12-01"),
    ];
    expect(inSeasonProducts(products).map((p) => p.handle)).toEqual(["p-5", "p-2", "p-4", "p-1"]);
  });
});

describe("Categories", () => {
  const collection = (handle: string): Collection => ({ id: handle, handle, title: handle, description: "", image: null });
  it("follow the category menu's order, skip what the store lacks, and stop at 8", () => {
    const all = ["honey", "coffee-and-tea", "spices-and-seasoning", "from-the-sea", "oil-and-vinegar", "jams-and-jellies",
      "crafted-chocolates", "snacks-and-jerky", "dried-fruits-and-vegetables", "not-in-menu"].map(collection);
    const picked = popularCategories(all);
    expect(picked).toHaveLength(8);
    expect(picked[0]).toEqual({ name: "Coffee & Tea", image: null, link: "/collections/coffee-and-tea" });
    expect(picked.map((c) => c.link)).not.toContain("/collections/not-in-menu");
    expect(popularCategories([collection("honey")]).map((c) => c.name)).toEqual(["Honey"]);
  });
});

describe("Farmers' Stories", () => {
  it("are 5 cards: one to a farm's social channel, then farms, then product videos", () => {
    const farmers = [farmer("A"), farmer("B", { youtubeUrl: "https://youtube.example/b" }), farmer("C"), farmer("D", { highlightVideo: null })];
    const products = [1, 2, 3].map((n) => product(n, "2026-01-01", true, [video(`v${n}`)]));
    const stories = buildStories(farmers, products);
    expect(stories).toHaveLength(storyCount);
    expect(stories[0]).toMatchObject({ title: "B on YouTube", link: { href: "https://youtube.example/b", external: true } });
    expect(stories.slice(1, 3).map((s) => s.link.href)).toEqual(["/farm/A", "/farm/C"]);
    expect(stories.slice(3).map((s) => s.link.href)).toEqual(["/products/p-1", "/products/p-2"]);
  });
  it("link a farm by its page slug, not its raw name", () => {
    const stories = buildStories([farmer("Hearthstone / Herb Farm", { slug: "Hearthstone - Herb Farm" })], []);
    expect(stories[0]!.link.href).toBe("/farm/Hearthstone%20-%20Herb%20Farm");
  });
});
