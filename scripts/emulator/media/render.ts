// Rendering: a spec to SVG through the drawing of its motif, and to a raster (webp, jpg, png) with sharp, cached.
import type { ImageSpec } from "../catalogue/types.ts";
import { LOOP_SECONDS, r2, type Ctx } from "./kit.ts";
import { hashString, mulberry32 } from "../../../src/lib/seeded.ts";
import { drawHoney, drawJam, drawCoffee, drawCup, drawTea, drawChocolate, drawCacao, drawDriedFruit, drawMaple, drawOil, drawVinegar, drawSeafood, drawSnack, drawNuts, drawSpice, drawChile, drawHerbs, drawGift } from "./food.ts";
import { drawFarmField, drawOrchard, drawBarn, drawKitchen, drawCoast, drawBeehive, drawPortrait, drawGeneric } from "./scenes.ts";

const DRAW: Record<string, (c: Ctx) => string> = {
  coffee: drawCoffee,
  cup: drawCup,
  tea: drawTea,
  chocolate: drawChocolate,
  cacao: drawCacao,
  "dried-fruit": drawDriedFruit,
  honey: drawHoney,
  jam: drawJam,
  maple: drawMaple,
  oil: drawOil,
  vinegar: drawVinegar,
  seafood: drawSeafood,
  snack: drawSnack,
  nuts: drawNuts,
  spice: drawSpice,
  chile: drawChile,
  herbs: drawHerbs,
  gift: drawGift,
  "farm-field": drawFarmField,
  orchard: drawOrchard,
  barn: drawBarn,
  kitchen: drawKitchen,
  coast: drawCoast,
  beehive: drawBeehive,
  portrait: drawPortrait,
};

// ---------------------------------------------------------------------------------------------------------------

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Draws the picture a spec describes: same spec, same bytes. Unknown motifs get a generic landscape. With `time`
 * (seconds) it draws a frame of the motif's animation instead: steam, bees, clouds, waves and trees move in a loop of
 * LOOP_SECONDS; the video clips are made of such frames.
 */
export function renderImageSvg(spec: ImageSpec, options: { time?: number } = {}): string {
  const width = Math.max(1, Math.round(spec.width));
  const height = Math.max(1, Math.round(spec.height));
  const scale = Math.min(width, height) / 100;
  const ox = (width - 100 * scale) / 2;
  const oy = (height - 100 * scale) / 2;
  const seed = hashString(`${spec.key}|${spec.motif}|${spec.hue}`);
  const prefix = `m${seed.toString(36)}`;
  let n = 0;
  const c: Ctx = {
    hue: Number.isFinite(spec.hue) ? spec.hue : 30,
    rnd: mulberry32(seed),
    x0: -ox / scale,
    x1: (width - ox) / scale,
    y0: -oy / scale,
    y1: (height - oy) / scale,
    defs: [],
    uid: (name) => `${prefix}-${name}${n++}`,
    t: options.time === undefined || !Number.isFinite(options.time) ? null : ((options.time % LOOP_SECONDS) + LOOP_SECONDS) % LOOP_SECONDS,
  };
  const draw = DRAW[spec.motif] ?? drawGeneric;
  const body = draw(c);
  const defs = c.defs.length ? `<defs>${c.defs.join("")}</defs>` : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(spec.alt)}">` +
    `<title>${escapeXml(spec.alt)}</title>${defs}` +
    `<g transform="translate(${r2(ox)} ${r2(oy)}) scale(${r2(scale)})">${body}</g></svg>`
  );
}

/** `pjpg` is a progressive JPEG (Shopify's `format=pjpg`). */
export type ImageFormat = "svg" | "webp" | "jpg" | "pjpg" | "png";

/** Which part of the picture a crop keeps (Shopify's CropRegion, without REGION, which needs explicit bounds). */
export type CropAnchor = "center" | "top" | "bottom" | "left" | "right";
export const CROP_ANCHORS: readonly CropAnchor[] = ["center", "top", "bottom", "left", "right"];

export type RenderOptions = {
  width?: number;
  height?: number;
  /** With a crop the output is exactly width x height (the spec's own size for a side not given). */
  crop?: CropAnchor;
  format?: ImageFormat;
};

const CONTENT_TYPES: Record<ImageFormat, string> = {
  svg: "image/svg+xml",
  webp: "image/webp",
  jpg: "image/jpeg",
  pjpg: "image/jpeg",
  png: "image/png",
};

/** Largest side a raster may have; bigger requests are scaled down (keeping their shape) rather than refused. */
export const MAX_RASTER_SIDE = 4000;

// sharp names the middle "centre"; the other anchors are spelled the same.
const SHARP_POSITION: Record<CropAnchor, string> = { center: "centre", top: "top", bottom: "bottom", left: "left", right: "right" };

const CACHE_LIMIT = 1000;
const cache = new Map<string, Promise<{ body: Buffer; contentType: string }>>();

/** Drops every cached rendering (tests; a long-running server never needs it). */
export function clearMediaCache(): void {
  cache.clear();
}

const given = (n: number | undefined): n is number => n !== undefined && Number.isFinite(n);

/**
 * The pixel size of a raster rendering. With a crop: exactly the box asked for. Without: the picture's proportions,
 * at the width asked for, or the height asked for, or the largest size inside both; the spec's own size when neither
 * is given. Sides are whole pixels from 1 to MAX_RASTER_SIDE.
 */
export function rasterSize(spec: ImageSpec, opts: Pick<RenderOptions, "width" | "height" | "crop">): { width: number; height: number } {
  const side = (n: number): number => Math.min(MAX_RASTER_SIDE, Math.max(1, Math.round(n)));
  if (opts.crop) {
    return { width: side(given(opts.width) ? opts.width : spec.width), height: side(given(opts.height) ? opts.height : spec.height) };
  }
  let width: number;
  let height: number;
  if (given(opts.width) && given(opts.height)) {
    const factor = Math.min(Math.max(opts.width, 1) / spec.width, Math.max(opts.height, 1) / spec.height);
    width = spec.width * factor;
    height = spec.height * factor;
  } else if (given(opts.width)) {
    width = Math.max(1, opts.width);
    height = (width * spec.height) / spec.width;
  } else if (given(opts.height)) {
    height = Math.max(1, opts.height);
    width = (height * spec.width) / spec.height;
  } else {
    width = spec.width;
    height = spec.height;
  }
  // Too big for the limit: shrink both sides alike so the picture keeps its shape.
  const shrink = Math.min(1, MAX_RASTER_SIDE / width, MAX_RASTER_SIDE / height);
  return { width: side(width * shrink), height: side(height * shrink) };
}

/**
 * The picture as bytes: the SVG itself, or a raster of the size rasterSize works out, cropped at the anchor when a
 * crop is asked for. Results are kept in memory, so a page that asks for the same thumbnail twice pays once.
 */
export function renderImage(spec: ImageSpec, opts: RenderOptions = {}): Promise<{ body: Buffer; contentType: string }> {
  const format: ImageFormat = opts.format ?? "svg";
  if (!(format in CONTENT_TYPES)) return Promise.reject(new Error(`Unknown image format "${String(format)}"`));
  if (opts.crop !== undefined && !CROP_ANCHORS.includes(opts.crop)) {
    return Promise.reject(new Error(`Unknown crop "${String(opts.crop)}" (known: ${CROP_ANCHORS.join(", ")})`));
  }
  const size = rasterSize(spec, opts);
  const shape = format === "svg" ? "" : `${size.width}x${size.height}${opts.crop ? `@${opts.crop}` : ""}`;
  const cacheKey = `${spec.key}|${spec.motif}|${spec.hue}|${spec.width}x${spec.height}|${shape}|${format}`;
  const hit = cache.get(cacheKey);
  if (hit) {
    // Refresh its place so the least recently used entry is the one dropped.
    cache.delete(cacheKey);
    cache.set(cacheKey, hit);
    return hit;
  }
  const job = produce(spec, size, opts.crop, format);
  cache.set(cacheKey, job);
  job.catch(() => cache.delete(cacheKey));
  if (cache.size > CACHE_LIMIT) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return job;
}

async function produce(
  spec: ImageSpec,
  size: { width: number; height: number },
  crop: CropAnchor | undefined,
  format: ImageFormat,
): Promise<{ body: Buffer; contentType: string }> {
  const svg = renderImageSvg(spec);
  const contentType = CONTENT_TYPES[format];
  if (format === "svg") return { body: Buffer.from(svg, "utf8"), contentType };
  const { default: sharp } = await import("sharp");
  // Rasterise at the scale that covers the target in both directions (density scales the SVG's own size), so
  // nothing is blown up from a smaller bitmap; then resize to the exact size: a stretch of a pixel or so to absorb
  // rounding without a crop, or cutting the overflow away at the anchor with one.
  const cover = Math.max(size.width / Math.max(1, spec.width), size.height / Math.max(1, spec.height));
  const density = Math.min(2400, Math.max(1, 72 * cover));
  let img = sharp(Buffer.from(svg, "utf8"), { density }).resize(
    size.width,
    size.height,
    crop ? { fit: "cover", position: SHARP_POSITION[crop] } : { fit: "fill" },
  );
  if (format === "webp") img = img.webp({ quality: 82 });
  else if (format === "jpg" || format === "pjpg") {
    img = img.flatten({ background: "#ffffff" }).jpeg({ quality: 84, mozjpeg: true, progressive: format === "pjpg" });
  }
  else img = img.png({ compressionLevel: 9 });
  return { body: await img.toBuffer(), contentType };
}
