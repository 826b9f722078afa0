// GET /media/images/... (rendered by media/render.ts) and GET /media/videos/... with Range requests.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderImage } from "../../../scripts/emulator/media/index.ts";
import { parseRange } from "../../../scripts/emulator/media-routes.ts";
import type { RunningEmulator } from "../../../scripts/emulator/server.ts";
import { BROWSER_IMAGE_ACCEPT, startFixtureEmulator } from "./helpers.ts";

let emulator: RunningEmulator;
let clipDir: string;
const CLIP = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));

beforeAll(async () => {
  // A stand-in clip file: the route only streams bytes, so any content will do.
  clipDir = mkdtempSync(join(tmpdir(), "emulator-clips-"));
  writeFileSync(join(clipDir, "salmon-smokehouse.webm"), CLIP);
  emulator = await startFixtureEmulator({
    media: {
      renderImage,
      videoFile: (key, ext) => (key === "salmon-smokehouse" && ext === "webm" ? join(clipDir, "salmon-smokehouse.webm") : null),
    },
  });
});
afterAll(async () => {
  await emulator.close();
  rmSync(clipDir, { recursive: true, force: true });
});

describe("GET /media/images/{key}", () => {
  it("serves the original as a raster JPEG at the picture's own size, and as SVG only when the name asks for it", async () => {
    const response = await fetch(`${emulator.url}/media/images/product-wildflower-honey-1`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toMatch(/max-age=31536000/);
    expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({ format: "jpeg", width: 800, height: 600 });
    const svg = await fetch(`${emulator.url}/media/images/product-wildflower-honey-1.svg`);
    expect(svg.headers.get("content-type")).toBe("image/svg+xml");
    expect(await svg.text()).toMatch(/^<svg/);
  });

  it("serves a WebP of the requested width to a browser", async () => {
    const response = await fetch(`${emulator.url}/media/images/product-wildflower-honey-1?width=200`, { headers: { Accept: BROWSER_IMAGE_ACCEPT } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 200, height: 150 });
  });

  it("serves other formats by parameter or extension", async () => {
    const jpg = await fetch(`${emulator.url}/media/images/product-wildflower-honey-1?width=120&format=jpg`);
    expect(jpg.headers.get("content-type")).toBe("image/jpeg");
    expect((await sharp(Buffer.from(await jpg.arrayBuffer())).metadata()).width).toBe(120);
    const png = await fetch(`${emulator.url}/media/images/product-wildflower-honey-1.png?width=50`);
    expect(png.headers.get("content-type")).toBe("image/png");
    const svg = await fetch(`${emulator.url}/media/images/product-wildflower-honey-1.svg`);
    expect(svg.headers.get("content-type")).toBe("image/svg+xml");
  });

  it("serves the URLs the GraphQL API hands out", async () => {
    const response = await fetch(emulator.graphqlUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": emulator.token },
      body: JSON.stringify({ query: '{ product(handle: "strawberry-jam") { featuredImage { url(transform: { maxWidth: 320, preferredContentType: PNG }) } } }' }),
    });
    const url = (await response.json()).data.product.featuredImage.url;
    const image = await fetch(url);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(320);
  });

  it("answers 404 for an unknown key", async () => {
    expect((await fetch(`${emulator.url}/media/images/no-such-picture`)).status).toBe(404);
    expect((await fetch(`${emulator.url}/media/images/no-such-picture.jpg?v=1700000000`)).status).toBe(404);
  });
});

describe("GET /media/videos/{key}.{ext}", () => {
  it("streams the whole clip with Accept-Ranges", async () => {
    const response = await fetch(`${emulator.url}/media/videos/salmon-smokehouse.webm`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("video/webm");
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(CLIP);
  });

  it("answers a Range request with 206 and the bytes asked for", async () => {
    const response = await fetch(`${emulator.url}/media/videos/salmon-smokehouse.webm`, { headers: { Range: "bytes=100-199" } });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe("bytes 100-199/1000");
    expect(response.headers.get("content-length")).toBe("100");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(CLIP.subarray(100, 200));
    const open = await fetch(`${emulator.url}/media/videos/salmon-smokehouse.webm`, { headers: { Range: "bytes=990-" } });
    expect(open.headers.get("content-range")).toBe("bytes 990-999/1000");
    const suffix = await fetch(`${emulator.url}/media/videos/salmon-smokehouse.webm`, { headers: { Range: "bytes=-5" } });
    expect(Buffer.from(await suffix.arrayBuffer())).toEqual(CLIP.subarray(995));
  });

  it("answers 416 for a range past the end", async () => {
    const response = await fetch(`${emulator.url}/media/videos/salmon-smokehouse.webm`, { headers: { Range: "bytes=5000-" } });
    expect(response.status).toBe(416);
    expect(response.headers.get("content-range")).toBe("bytes */1000");
  });

  it("lists only existing clip files as video sources", async () => {
    const response = await fetch(emulator.graphqlUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": emulator.token },
      body: JSON.stringify({ query: '{ product(handle: "smoked-salmon") { media(first: 5) { nodes { ... on Video { sources { url mimeType format } } } } } }' }),
    });
    const nodes = (await response.json()).data.product.media.nodes;
    expect(nodes[2].sources).toEqual([{ url: `${emulator.url}/media/videos/salmon-smokehouse.webm`, mimeType: "video/webm", format: "webm" }]);
  });

  it("answers 404 for unknown clips or missing files", async () => {
    expect((await fetch(`${emulator.url}/media/videos/salmon-smokehouse.mp4`)).status).toBe(404);
    expect((await fetch(`${emulator.url}/media/videos/unknown.webm`)).status).toBe(404);
    expect((await fetch(`${emulator.url}/media/videos/salmon-smokehouse`)).status).toBe(404);
  });
});

describe("parseRange", () => {
  it("reads single ranges and leaves the rest to a full answer", () => {
    expect(parseRange(undefined, 10)).toBeNull();
    expect(parseRange("bytes=0-4", 10)).toEqual({ start: 0, end: 4 });
    expect(parseRange("bytes=5-100", 10)).toEqual({ start: 5, end: 9 });
    expect(parseRange("bytes=-3", 10)).toEqual({ start: 7, end: 9 });
    expect(parseRange("bytes=0-1,4-5", 10)).toBeNull();
    expect(parseRange("bytes=10-", 10)).toBe("unsatisfiable");
    expect(parseRange("bytes=5-2", 10)).toBe("unsatisfiable");
  });
});
