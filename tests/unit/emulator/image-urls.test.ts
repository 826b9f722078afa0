// Image URLs in Shopify's shape (`.../name.jpg?v=...`) and served with the leniency of its CDN, tried with URLs
// built the ways storefronts build them: string concatenation, URLSearchParams, Hydrogen's width/height/crop, empty
// and unknown parameters. The untransformed URL is a raster; WebP is negotiated for clients that accept it.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderImage } from "../../../scripts/emulator/media/index.ts";
import type { RunningEmulator } from "../../../scripts/emulator/server.ts";
import { imageUrl } from "../../../src/lib/images.ts";
import { BROWSER_IMAGE_ACCEPT, dataOf, graphqlClient, pictureUrl, startFixtureEmulator } from "./helpers.ts";

let emulator: RunningEmulator;
let gql: ReturnType<typeof graphqlClient>;
let honey: string; // the untransformed URL of an 800 x 600 product picture
beforeAll(async () => {
  emulator = await startFixtureEmulator({ media: { renderImage, videoFile: () => null } });
  gql = graphqlClient(emulator);
  honey = (await dataOf(gql('{ product(handle: "wildflower-honey") { featuredImage { url } } }'))).product.featuredImage.url;
});
afterAll(async () => {
  await emulator.close();
});

type Served = { status: number; type: string | null; vary: string | null; format?: string; width?: number; height?: number; progressive?: boolean };

async function served(url: string, accept = "*/*"): Promise<Served> {
  const response = await fetch(url, { headers: { Accept: accept } });
  // Only whether the answer varies with Accept matters here (the CORS headers add their own Vary).
  const varies = (response.headers.get("vary") ?? "").split(",").some((name) => name.trim() === "Accept");
  const result: Served = { status: response.status, type: response.headers.get("content-type"), vary: varies ? "Accept" : null };
  if (response.status !== 200) return result;
  const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  return { ...result, format: meta.format, width: meta.width, height: meta.height, progressive: meta.isProgressive };
}

describe("the URLs the API hands out", () => {
  it("end with the file extension and carry a ?v= version, as Shopify's CDN URLs do", async () => {
    expect(honey).toMatch(pictureUrl(emulator.url, "product-wildflower-honey-1"));
    const data = await dataOf(gql('{ product(handle: "wildflower-honey") { images(first: 2) { nodes { url } } } }'));
    for (const { url } of data.product.images.nodes) expect(new URL(url).pathname).toMatch(/\.jpg$/);
  });

  it("are the same on every start (the version comes from the picture, not the clock) and differ between pictures", async () => {
    const again = await startFixtureEmulator({ media: { renderImage, videoFile: () => null } });
    try {
      const query = '{ product(handle: "wildflower-honey") { images(first: 2) { nodes { url } } } }';
      const first = (await dataOf(gql(query))).product.images.nodes.map((n: { url: string }) => new URL(n.url));
      const second = (await dataOf(graphqlClient(again)(query))).product.images.nodes.map((n: { url: string }) => new URL(n.url));
      expect(second.map((u: URL) => u.pathname + u.search)).toEqual(first.map((u: URL) => u.pathname + u.search));
      expect(first[0]!.searchParams.get("v")).not.toBe(first[1]!.searchParams.get("v"));
    } finally {
      await again.close();
    }
  });

  it("put a transform's parameters after the version", async () => {
    const data = await dataOf(gql('{ product(handle: "wildflower-honey") { featuredImage { url(transform: { maxWidth: 300, preferredContentType: WEBP }) } } }'));
    const url = data.product.featuredImage.url;
    expect(url).toMatch(pictureUrl(emulator.url, "product-wildflower-honey-1", "width=300&format=webp"));
    expect(await served(url)).toMatchObject({ status: 200, format: "webp", width: 300, height: 225 });
  });
});

describe("the untransformed URL", () => {
  it("serves a raster at the picture's own size: JPEG, or WebP to a client that accepts it, saying Vary: Accept", async () => {
    expect(await served(honey)).toMatchObject({ status: 200, type: "image/jpeg", vary: "Accept", width: 800, height: 600 });
    expect(await served(honey, BROWSER_IMAGE_ACCEPT)).toMatchObject({ status: 200, type: "image/webp", vary: "Accept", width: 800 });
    expect(await served(honey, "image/jpeg,image/png")).toMatchObject({ type: "image/jpeg" });
    expect(await served(honey, "image/webp;q=0,image/*")).toMatchObject({ type: "image/jpeg" });
  });

  it("keeps an explicit format= whatever the client accepts, without Vary", async () => {
    expect(await served(`${honey}&format=png`, BROWSER_IMAGE_ACCEPT)).toMatchObject({ type: "image/png", vary: null, format: "png" });
    expect(await served(`${honey}&format=webp`)).toMatchObject({ type: "image/webp", vary: null });
  });
});

describe("URLs built the ways storefronts build them", () => {
  it("string concatenation: url + '&width=400'", async () => {
    expect(await served(`${honey}&width=400`)).toMatchObject({ status: 200, width: 400, height: 300 });
  });

  it("new URL(url).searchParams.set(...), as the site's imageUrl does", async () => {
    const url = new URL(honey);
    url.searchParams.set("width", "240");
    expect(await served(url.href)).toMatchObject({ status: 200, width: 240, height: 180 });
    expect(await served(imageUrl(honey, 360), BROWSER_IMAGE_ACCEPT)).toMatchObject({ status: 200, format: "webp", width: 360 });
  });

  it("Hydrogen's ?width=..&height=..&crop=center", async () => {
    const url = new URL(honey);
    for (const [name, value] of [["width", "200"], ["height", "100"], ["crop", "center"]]) url.searchParams.set(name!, value!);
    expect(await served(url.href)).toMatchObject({ status: 200, width: 200, height: 100 });
  });

  it("an empty height= (or width=) is ignored, not refused", async () => {
    expect(await served(`${honey}&width=400&height=`)).toMatchObject({ status: 200, width: 400, height: 300 });
    expect(await served(`${honey}&width=&height=150`)).toMatchObject({ status: 200, width: 200, height: 150 });
  });

  it("unknown parameters are ignored", async () => {
    expect(await served(`${honey}&width=100&pad_color=ffffff&_=12345&utm_source=x`)).toMatchObject({ status: 200, width: 100, height: 75 });
  });

  it("format=pjpg serves a progressive JPEG", async () => {
    expect(await served(`${honey}&width=120&format=pjpg`)).toMatchObject({ status: 200, type: "image/jpeg", format: "jpeg", progressive: true, width: 120 });
  });

  it("values the CDN cannot use are ignored and the rest of the URL is honoured", async () => {
    const cases: [string, { width: number; height: number }][] = [
      ["width=abc", { width: 800, height: 600 }],
      ["width=0&height=150", { width: 200, height: 150 }],
      ["height=-5", { width: 800, height: 600 }],
      ["width=99.6", { width: 100, height: 75 }],
      ["width=100&crop=diagonal", { width: 100, height: 75 }],
      ["crop=center", { width: 800, height: 600 }],
      ["width=100&format=gif", { width: 100, height: 75 }],
      ["width=100&height=100&crop=center&format=svg", { width: 100, height: 100 }],
    ];
    for (const [query, size] of cases) {
      const result = await served(`${honey}&${query}`);
      expect(result, query).toMatchObject({ status: 200, ...size });
      expect(result.type, query).toMatch(/^image\/(jpeg|webp|png)$/);
    }
  });
});
