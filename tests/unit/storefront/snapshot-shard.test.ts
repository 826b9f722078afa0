// What one shard keeps of a catalogue snapshot as it reads it (snapshot.ts loadBuildSnapshot with BUILD_SHARD): its
// own products and posts whole, the other products its pages show as cards (which ones is shard-products.test's
// subject), other farms without their story and gallery, other posts without their HTML, and the recommendations and
// reviews of its own products alone. Whether the pages still come out the same is the sharded build's test; this one
// checks the catalogue a shard holds shrinks as it should, and that the file is still checked whole.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadBuildSnapshot, writeSnapshot, type SnapshotLists } from "../../../src/lib/storefront/snapshot.ts";
import { shardOfPath } from "../../../src/lib/shards.ts";
import { farmSlug } from "../../../src/lib/routes.ts";
import { checkCatalogue } from "../../../src/lib/storefront/catalogue-read.ts";

const handles = Array.from({ length: 12 }, (_, i) => `jam-${i + 1}`);
const product = (handle: string, i: number) => ({
  id: `gid://shopify/Product/${i + 1}`,
  handle,
  title: handle,
  vendor: "A farm with no page",
  // None can be bought: the home page picks none of them.
  availableForSale: false,
  updatedAt: "2026-01-01T00:00:00Z",
  description: "A long description",
  descriptionHtml: "<p>A long description</p>",
  options: [{ name: "Size" }],
  // Every other product has a featured image; a card falls back to the first image only when there is none.
  featuredImage: i % 2 === 0 ? { url: "featured.jpg" } : null,
  images: { nodes: [{ url: "a.jpg" }, { url: "b.jpg" }] },
  variants: { nodes: [{ id: `gid://shopify/ProductVariant/${i + 1}` }] },
  media: { nodes: [] },
  collections: { nodes: [{ handle: "jams" }] },
});
const article = (handle: string, excerpt: string) => ({ id: `gid://shopify/Article/${handle}`, handle, excerpt, contentHtml: `<p>${handle} in full</p>` });
const farmNames = ["Quiet Farm", "Bee Happy Apiary", "Salt Cove", "Olive Row", "Sunny Slope", "Cafe Alto"];
const farmer = (name: string, i: number) => ({
  id: `gid://shopify/Metaobject/${i + 1}`,
  handle: name.toLowerCase().replaceAll(" ", "-"),
  fields: [
    { key: "name", type: "single_line_text_field", value: name, reference: null, references: null },
    { key: "story", type: "multi_line_text_field", value: `How ${name} began`, reference: null, references: null },
    {
      key: "gallery_images",
      type: "list.file_reference",
      value: "[]",
      reference: null,
      references: { nodes: [1, 2, 3].map((n) => ({ __typename: "MediaImage", id: `gid://shopify/MediaImage/${i}${n}`, alt: null, image: { url: `${n}.jpg` } })) },
    },
  ],
});
const articleHandles = Array.from({ length: 8 }, (_, i) => `post-${i + 1}`);
const lists = {
  products: handles.map(product),
  bestSelling: [],
  collections: [],
  collectionFirstPages: [],
  farmers: farmNames.map(farmer),
  articles: articleHandles.map((handle, i) => article(handle, i % 2 === 0 ? "" : "An excerpt")),
  // Every product recommends the last one.
  recommendations: handles.map((_, i) => [`gid://shopify/Product/${i + 1}`, [`gid://shopify/Product/${handles.length}`]]),
  reviews: handles.map((_, i) => [String(i + 1), [{ id: String(i), rating: 5 }]]),
} as unknown as SnapshotLists;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "snapshot-shard-"));
  vi.stubEnv("PUBLIC_SHOPIFY_STORE_DOMAIN", "farm.myshopify.com");
  vi.stubEnv("PUBLIC_SHOPIFY_STOREFRONT_TOKEN", "token");
  vi.stubEnv("PUBLIC_SHOPIFY_API_VERSION", "2026-04");
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await rm(dir, { recursive: true, force: true });
});
const source = { store: "farm.myshopify.com", apiVersion: "2026-04", readAt: new Date("2026-11-25T10:00:00Z"), reviews: { source: "service" as const } };

describe("a shard's read of the snapshot", () => {
  it("keeps its own products, posts, recommendations and reviews whole, and cards of the rest", async () => {
    const file = join(dir, "catalogue.jsonl");
    await writeSnapshot(file, source, lists);
    vi.stubEnv("BUILD_SHARD", "2/3");
    const { lists: kept, summary } = await loadBuildSnapshot(file);
    const ours = (path: string) => shardOfPath(path, 3) === 2;
    const own = handles.filter((handle) => ours(`/products/${handle}`));
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThan(handles.length);

    // Of the other products, only those its pages show: here the last (which its products recommend) and the first (the
    // search page's first product with a picture); the rest are left out, but every handle is kept for the page plan.
    const shown = handles.filter((handle, i) => own.includes(handle) || i === 0 || i === handles.length - 1);
    expect(shown.length).toBeLessThan(handles.length);
    expect(kept.products.map((p) => p.handle)).toEqual(shown);
    expect(kept.productHandles).toEqual(handles);
    for (const p of kept.products) {
      if (own.includes(p.handle)) expect(p).toEqual(product(p.handle, handles.indexOf(p.handle)));
      else {
        const whole = product(p.handle, handles.indexOf(p.handle));
        expect(p).toMatchObject({ description: "", descriptionHtml: "", options: [], variants: { nodes: [] }, collections: { nodes: [] } });
        // What a card shows stays: its picture (the featured image, else the first), title, handle.
        expect(p).toMatchObject({ featuredImage: whole.featuredImage, title: whole.title, handle: whole.handle });
        expect(p.images.nodes).toEqual(whole.featuredImage ? [] : [{ url: "a.jpg" }]);
      }
    }
    const ownIds = own.map((handle) => `gid://shopify/Product/${handles.indexOf(handle) + 1}`);
    expect(kept.recommendations.map(([id]) => id)).toEqual(ownIds);
    expect(kept.reviews.map(([id]) => id)).toEqual(ownIds.map((id) => id.split("/").at(-1)));
    for (const a of kept.articles) {
      // A post of another shard keeps its HTML only when it has no excerpt (the RSS feed then describes it by its text).
      const whole = ours(`/blog/${a.handle}`) || a.excerpt === "";
      expect(a.contentHtml, a.handle).toBe(whole ? `<p>${a.handle} in full</p>` : "");
    }
    expect(kept.articles.some((a) => a.contentHtml === "")).toBe(true);
    // Every farm, its own whole, the others without their story and with their cover alone (shard-slim.test says
    // what that leaves the pages).
    expect(kept.farmers.map((f) => f.id)).toEqual(farmNames.map((_, i) => `gid://shopify/Metaobject/${i + 1}`));
    for (const [i, f] of kept.farmers.entries()) {
      const whole = ours(`/farm/${farmSlug(farmNames[i]!)}`);
      expect(f.fields.find((field) => field.key === "story")!.value, farmNames[i]).toBe(whole ? `How ${farmNames[i]} began` : "");
      expect(f.fields.find((field) => field.key === "gallery_images")!.references!.nodes, farmNames[i]).toHaveLength(whole ? 3 : 1);
    }
    expect(kept.farmers.some((f) => f.fields.some((field) => field.key === "story" && field.value === ""))).toBe(true);
    // Left out, but counted: the end line's counts still hold against every line of the file.
    expect(summary.counts.recommendations).toBe(handles.length);
  });

  it("reads a snapshot whose lines are spaced otherwise as it reads the one the build writes", async () => {
    const file = join(dir, "written.jsonl");
    await writeSnapshot(file, source, lists);
    const respaced = join(dir, "respaced.jsonl");
    const lines = (await readFile(file, "utf8")).trimEnd().split("\n");
    await writeFile(respaced, lines.map((line) => JSON.stringify(JSON.parse(line), null, 1).replaceAll("\n", "")).join("\n") + "\n");
    vi.stubEnv("BUILD_SHARD", "1/3");
    const [written, other] = [await loadBuildSnapshot(file), await loadBuildSnapshot(respaced)];
    expect(other.lists).toEqual(written.lists);
    expect(other.lists.products.length).toBeGreaterThan(0);
  });

  it("holds none of the products when its pages show none, and the catalogue still counts them all", async () => {
    // One product, sold out, without a picture or a video, that nothing recommends: only its own shard shows it.
    const lone = { ...product("lone-jar", 0), featuredImage: null, images: { nodes: [] } };
    const single = {
      ...lists,
      products: [lone],
      collections: [{ id: "gid://shopify/Collection/1", handle: "jams" }],
      recommendations: [],
      reviews: [],
    } as unknown as SnapshotLists;
    const file = join(dir, "single.jsonl");
    await writeSnapshot(file, source, single);
    const other = shardOfPath("/products/lone-jar", 2) === 1 ? 2 : 1;
    vi.stubEnv("BUILD_SHARD", `${other}/2`);
    const { lists: kept } = await loadBuildSnapshot(file);
    expect(kept.products).toEqual([]);
    expect(kept.productHandles).toEqual(["lone-jar"]);
    expect(() => checkCatalogue(kept)).not.toThrow();
    expect(() => checkCatalogue({ ...kept, productHandles: [] })).toThrow(/refusing to build an empty shop/);
  });

  it("refuses a file whose lists are out of order: what a shard keeps of the later lists depends on the products", async () => {
    const file = join(dir, "catalogue.jsonl");
    await writeSnapshot(file, source, lists);
    const lines = (await readFile(file, "utf8")).trimEnd().split("\n");
    const reordered = join(dir, "reordered.jsonl");
    const recommendation = lines.findIndex((line) => line.startsWith('{"list":"recommendations"'));
    await writeFile(reordered, [lines[0], lines[recommendation], ...lines.slice(1, recommendation), ...lines.slice(recommendation + 1)].join("\n") + "\n");
    vi.stubEnv("BUILD_SHARD", "1/3");
    await expect(loadBuildSnapshot(reordered)).rejects.toThrow(/an item of products after the recommendations began; the lists are out of order/);
  });
});
