// sitemap(type:): page counts and resources of every type, 250 to a page, pages numbered from 1.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmulator, type RunningEmulator } from "../../../scripts/emulator/server.ts";
import { fixtureCatalogue } from "./fixture.ts";
import { dataOf, graphqlClient, startFixtureEmulator, pictureUrl } from "./helpers.ts";

const SITEMAP = `query Sitemap($type: SitemapType!, $page: Int!) {
  sitemap(type: $type) {
    pagesCount { count precision }
    resources(page: $page) {
      hasNextPage
      items {
        __typename handle updatedAt
        ... on SitemapResource { title image { alt filepath updatedAt } }
        ... on SitemapResourceMetaobject { type onlineStoreUrlHandle }
      }
    }
  }
}`;

type Item = {
  __typename: string;
  handle: string;
  updatedAt: string;
  title?: string | null;
  image?: { alt: string | null; filepath: string | null; updatedAt: string } | null;
  type?: string;
};
type Sitemap = { pagesCount: { count: number; precision: string }; resources: { hasNextPage: boolean; items: Item[] } };

function client(emulator: RunningEmulator) {
  const gql = graphqlClient(emulator);
  return async (type: string, page: number): Promise<Sitemap> => (await dataOf<{ sitemap: Sitemap }>(gql(SITEMAP, { type, page }))).sitemap;
}

const PAGE_HANDLES = readdirSync(join(import.meta.dirname, "../../../src/content/pages"))
  .filter((f) => f.endsWith(".md"))
  .map((f) => f.slice(0, -3));

describe("sitemap on the fixture catalogue", () => {
  let emulator: RunningEmulator;
  let sitemap: ReturnType<typeof client>;
  const catalogue = fixtureCatalogue();
  const byId = <T extends { id: number }>(records: T[]): T[] => [...records].sort((a, b) => a.id - b.id);
  beforeAll(async () => {
    emulator = await startFixtureEmulator();
    sitemap = client(emulator);
  });
  afterAll(() => emulator.close());

  it("lists every product, collection, blog, article, farm and page of the shop, in id order", async () => {
    const expected: Record<string, string[]> = {
      PRODUCT: byId(catalogue.products).map((p) => p.handle),
      COLLECTION: byId(catalogue.collections).map((c) => c.handle),
      BLOG: byId(catalogue.blogs).map((b) => b.handle),
      ARTICLE: byId(catalogue.blogs.flatMap((b) => b.articles)).map((a) => a.handle),
      METAOBJECT: byId(catalogue.farms).map((f) => f.handle),
    };
    for (const [type, handles] of Object.entries(expected)) {
      const result = await sitemap(type, 1);
      expect(result.pagesCount, type).toEqual({ count: 1, precision: "EXACT" });
      expect(result.resources.hasNextPage, type).toBe(false);
      expect(result.resources.items.map((i) => i.handle), type).toEqual(handles);
    }
    const pages = await sitemap("PAGE", 1);
    expect(pages.resources.items.map((i) => i.handle).sort()).toEqual([...PAGE_HANDLES].sort());
  });

  it("gives products their title, update date and first image", async () => {
    const { items } = (await sitemap("PRODUCT", 1)).resources;
    const [record] = byId(catalogue.products);
    expect(items[0]).toMatchObject({ __typename: "SitemapResource", handle: record!.handle, title: record!.title, updatedAt: record!.updatedAt });
    expect(items[0]!.image).toMatchObject({ alt: record!.images[0]!.alt, updatedAt: record!.updatedAt });
    expect(items[0]!.image!.filepath).toMatch(pictureUrl(new URL(emulator.graphqlUrl).origin, record!.images[0]!.key));
    const pages = (await sitemap("PAGE", 1)).resources.items;
    expect(pages.find((p) => p.handle === "about")).toMatchObject({ title: "About Us", image: null });
  });

  it("answers farms as metaobjects of type farmer", async () => {
    const { items } = (await sitemap("METAOBJECT", 1)).resources;
    expect(items.length).toBe(catalogue.farms.length);
    for (const item of items) expect(item).toMatchObject({ __typename: "SitemapResourceMetaobject", type: "farmer" });
    const farm = byId(catalogue.farms)[0]!;
    expect(items[0]!.updatedAt).toBe(farm.updatedAt);
  });

  it("answers a page past the end with no items, and refuses pages below 1", async () => {
    expect((await sitemap("COLLECTION", 2)).resources).toEqual({ hasNextPage: false, items: [] });
    const gql = graphqlClient(emulator);
    for (const page of [0, -1]) {
      const result = await gql(SITEMAP, { type: "PRODUCT", page });
      expect(result.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
      expect(result.errors?.[0]?.message).toMatch(/numbered from 1/);
    }
  });
});

describe("sitemap on a larger generated catalogue", () => {
  let emulator: RunningEmulator;
  let sitemap: ReturnType<typeof client>;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, products: 600 });
    sitemap = client(emulator);
  });
  afterAll(() => emulator.close());

  it("pages the products 250 at a time, every product exactly once", async () => {
    const first = await sitemap("PRODUCT", 1);
    expect(first.pagesCount.count).toBe(3);
    const seen: string[] = [];
    const sizes: number[] = [];
    for (let page = 1; page <= first.pagesCount.count; page += 1) {
      const { resources } = await sitemap("PRODUCT", page);
      sizes.push(resources.items.length);
      seen.push(...resources.items.map((i) => i.handle));
      expect(resources.hasNextPage).toBe(page < 3);
    }
    expect(sizes).toEqual([250, 250, 100]);
    expect(new Set(seen).size).toBe(600);
    expect(new Set(seen)).toEqual(new Set(emulator.store.products.map((p) => p.record.handle)));
    expect((await sitemap("PRODUCT", 4)).resources).toEqual({ hasNextPage: false, items: [] });
  });

  it("counts every type against the catalogue", async () => {
    const store = emulator.store;
    const counts: Record<string, number> = {
      COLLECTION: store.collections.length,
      BLOG: store.blogs.length,
      ARTICLE: store.articles.length,
      METAOBJECT: store.farms.length,
    };
    for (const [type, count] of Object.entries(counts)) {
      const result = await sitemap(type, 1);
      expect(result.pagesCount.count, type).toBe(Math.ceil(count / 250));
      expect(result.resources.items.length, type).toBe(Math.min(count, 250));
    }
  });
});
