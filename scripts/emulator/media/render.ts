// Rendering: a spec to SVG through the drawing of its motif, and to a raster (webp, jpg, png) with sharp, cached.
import type { ImageSpec } from "../catalogue/types.ts";
import { LOOP_SECONDS, r2, type Ctx } from "./kit.ts";
import { hashString, mulberry32 } from "../seeded.ts";
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

export type ImageFormat = "svg" | "webp" | "jpg" | "png";

const CONTENT_TYPES: Record<ImageFormat, string> = {
  svg: "image/svg+xml",
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
};

const CACHE_LIMIT = 1000;
const cache = new Map<string, Promise<{ body: Buffer; contentType: string }>>();

/** Drops every cached rendering (tests; a long-running server never needs it). */
export function clearMediaCache(): void {
  cache.clear();
}

/**
 * The picture as bytes: the SVG itself, or a raster at `width` pixels wide (clamped to 1..4000; the height keeps the
 * spec's aspect ratio). Results are kept in memory, so a page that asks for the same thumbnail twice pays once.
 */
export function renderImage(
  spec: ImageSpec,
  opts: { width?: number; format?: ImageFormat } = {},
): Promise<{ body: Buffer; contentType: string }> {
  const format: ImageFormat = opts.format ?? "svg";
  if (!(format in CONTENT_TYPES)) return Promise.reject(new Error(`Unknown image format "${String(format)}"`));
  const requested = opts.width !== undefined && Number.isFinite(opts.width) ? Math.round(opts.width) : spec.width;
  const width = Math.min(4000, Math.max(1, requested));
  const cacheKey = `${spec.key}|${spec.motif}|${spec.hue}|${spec.width}x${spec.height}|${format === "svg" ? "" : width}|${format}`;
  const hit = cache.get(cacheKey);
  if (hit) {
    // Refresh its place so the least recently used entry is the one dropped.
    cache.delete(cacheKey);
    cache.set(cacheKey, hit);
    return hit;
  }
  const job = produce(spec, width, format);
  cache.set(cacheKey, job);
  job.catch(() => cache.delete(cacheKey));
  if (cache.size > CACHE_LIMIT) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return job;
}

async function produce(spec: ImageSpec, width: number, format: ImageFormat): Promise<{ body: Buffer; contentType: string }> {
  const svg = renderImageSvg(spec);
  const contentType = CONTENT_TYPES[format];
  if (format === "svg") return { body: Buffer.from(svg, "utf8"), contentType };
  const { default: sharp } = await import("sharp");
  const height = Math.max(1, Math.round((width * spec.height) / spec.width));
  // Rasterise at the target size directly (density scales the SVG's own size), then fix rounding with resize.
  const density = Math.min(2400, Math.max(1, (72 * width) / Math.max(1, spec.width)));
  let img = sharp(Buffer.from(svg, "utf8"), { density }).resize(width, height, { fit: "fill" });
  if (format === "webp") img = img.webp({ quality: 82 });
  else if (format === "jpg") img = img.flatten({ background: "#ffffff" }).jpeg({ quality: 84, mozjpeg: true });
  else img = img.png({ compressionLevel: 9 });
  return { body: await img.toBuffer(), contentType };
}
