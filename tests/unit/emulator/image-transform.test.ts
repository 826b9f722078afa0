// Image.url(transform:) with maxWidth, maxHeight, crop, scale and preferredContentType, and the media route that
// serves those URLs: the pixels that come back are the size the transform asked for, cut at the anchor it named.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rasterSize, renderImage } from "../../../scripts/emulator/media/index.ts";
import { parseImageQuery } from "../../../scripts/emulator/media-routes.ts";
import type { RunningEmulator } from "../../../scripts/emulator/server.ts";
import { BROWSER_IMAGE_ACCEPT, dataOf, graphqlClient, pictureUrl, startFixtureEmulator } from "./helpers.ts";

let emulator: RunningEmulator;
let gql: ReturnType<typeof graphqlClient>;
beforeAll(async () => {
  emulator = await startFixtureEmulator({ media: { renderImage, videoFile: () => null } });
  gql = graphqlClient(emulator);
});
afterAll(async () => {
  await emulator.close();
});

// The fixture's product pictures are 800 x 600.
const PICTURE = "product-wildflower-honey-1";

async function urlFor(transform: string): Promise<string> {
  const data = await dataOf(gql(`{ product(handle: "wildflower-honey") { featuredImage { url(transform: ${transform}) } } }`));
  return data.product.featuredImage.url;
}

// As a browser asks, so pictures without a format come back as the WebP it accepts.
async function fetchImage(url: string): Promise<{ status: number; type: string | null; body: Buffer }> {
  const response = await fetch(url, { headers: { Accept: BROWSER_IMAGE_ACCEPT } });
  return { status: response.status, type: response.headers.get("content-type"), body: Buffer.from(await response.arrayBuffer()) };
}

async function pixelSize(url: string): Promise<[number, number, string]> {
  const image = await fetchImage(url);
  expect(image.status, url).toBe(200);
  const meta = await sharp(image.body).metadata();
  return [meta.width!, meta.height!, meta.format!];
}

describe("Image.url(transform:) with crop", () => {
  it("comes back at exactly the box asked for, in the format asked for", async () => {
    const center = await urlFor("{ maxWidth: 200, maxHeight: 100, crop: CENTER }");
    expect(center).toMatch(pictureUrl(emulator.url, PICTURE, "width=200&height=100&crop=center"));
    expect(await pixelSize(center)).toEqual([200, 100, "webp"]);
    expect(await pixelSize(await urlFor("{ maxWidth: 200, maxHeight: 100, crop: TOP, preferredContentType: PNG }"))).toEqual([200, 100, "png"]);
    expect(await pixelSize(await urlFor("{ maxWidth: 90, maxHeight: 300, crop: LEFT, preferredContentType: JPG }"))).toEqual([90, 300, "jpeg"]);
  });

  it("multiplies the box by scale, keeps the picture's own side when one is not given, and never enlarges", async () => {
    expect(await pixelSize(await urlFor("{ maxWidth: 150, maxHeight: 100, crop: CENTER, scale: 2 }"))).toEqual([300, 200, "webp"]);
    expect(await pixelSize(await urlFor("{ maxWidth: 100, crop: RIGHT }"))).toEqual([100, 600, "webp"]);
    // 1600 x 400 would need the 800 x 600 picture doubled: the same shape, as large as the picture allows.
    expect(await pixelSize(await urlFor("{ maxWidth: 1600, maxHeight: 400, crop: BOTTOM }"))).toEqual([800, 200, "webp"]);
  });

  it("still fits inside the box without a crop", async () => {
    const fitted = await urlFor("{ maxWidth: 200, maxHeight: 100 }");
    expect(fitted).toMatch(pictureUrl(emulator.url, PICTURE, "width=133"));
    expect(await pixelSize(fitted)).toEqual([133, 100, "webp"]);
  });

  it("refuses a crop with nothing to crop to, and a REGION crop the schema does not offer", async () => {
    const bare = await gql('{ product(handle: "wildflower-honey") { featuredImage { url(transform: { crop: CENTER }) } } }');
    expect(bare.errors?.[0]?.message).toMatch(/crop.*maxWidth.*maxHeight/);
    expect(bare.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const region = await gql('{ product(handle: "wildflower-honey") { featuredImage { url(transform: { maxWidth: 10, crop: REGION }) } } }');
    expect(region.errors?.[0]?.message).toMatch(/REGION.*CropRegion/);
  });
});

describe("GET /media/images/{key} with height and crop", () => {
  const at = (query: string) => `${emulator.url}/media/images/${PICTURE}?${query}`;

  it("sizes by height alone, or fits inside width x height", async () => {
    expect(await pixelSize(at("height=150"))).toEqual([200, 150, "webp"]);
    expect(await pixelSize(at("width=200&height=50&format=png"))).toEqual([67, 50, "png"]);
    // A cache buster or any other unknown parameter changes nothing.
    expect(await pixelSize(at("width=100&v=12345"))).toEqual([100, 75, "webp"]);
  });

  it("keeps the part of the picture the anchor names", async () => {
    const raw = async (query: string) => {
      const image = await fetchImage(at(query));
      return sharp(image.body).raw().toBuffer({ resolveWithObject: true });
    };
    const whole = await sharp((await fetchImage(at("width=800&format=png"))).body);
    const top = await raw("width=800&height=200&crop=top&format=png");
    const bottom = await raw("width=800&height=200&crop=bottom&format=png");
    const left = await raw("width=200&height=600&crop=left&format=png");
    expect([top.info.width, top.info.height]).toEqual([800, 200]);
    expect(top.data.equals(await whole.clone().extract({ left: 0, top: 0, width: 800, height: 200 }).raw().toBuffer())).toBe(true);
    expect(bottom.data.equals(await whole.clone().extract({ left: 0, top: 400, width: 800, height: 200 }).raw().toBuffer())).toBe(true);
    expect(left.data.equals(await whole.clone().extract({ left: 0, top: 0, width: 200, height: 600 }).raw().toBuffer())).toBe(true);
    expect(top.data.equals(bottom.data)).toBe(false);
  });
});

describe("the sizes the renderer works out", () => {
  const spec = { key: "k", alt: "", motif: "honey", hue: 40, width: 800, height: 600 };

  it("is exact with a crop and keeps the shape without one, within 1..4000 pixels", () => {
    expect(rasterSize(spec, { width: 200, height: 100, crop: "center" })).toEqual({ width: 200, height: 100 });
    expect(rasterSize(spec, { width: 200, crop: "top" })).toEqual({ width: 200, height: 600 });
    expect(rasterSize(spec, { width: 200, height: 100 })).toEqual({ width: 133, height: 100 });
    expect(rasterSize(spec, { height: 300 })).toEqual({ width: 400, height: 300 });
    expect(rasterSize(spec, {})).toEqual({ width: 800, height: 600 });
    expect(rasterSize({ ...spec, width: 900, height: 1600 }, { width: 4000 })).toEqual({ width: 2250, height: 4000 });
  });

  it("reads the route's query parameters", () => {
    expect(parseImageQuery(new URLSearchParams("width=10&height=20&crop=LEFT&format=jpeg"))).toEqual({
      width: 10,
      height: 20,
      crop: "left",
      format: "jpg",
    });
    expect(parseImageQuery(new URLSearchParams("width="))).toEqual({});
  });
});
