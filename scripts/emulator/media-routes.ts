// GET /media/images/{key}[.ext][?v=V&width=W&height=H&crop=C&format=F] and GET /media/videos/{key}.{webm|mp4}: the
// pictures and clips the catalogue refers to. Pictures are drawn by the media renderer; clips are streamed from disk
// with Range support, which browsers need to seek in a <video>.
//
// Pictures are served with the leniency of Shopify's CDN, because storefronts build their URLs loosely (string
// concatenation, URLSearchParams, empty values): a parameter that is empty, unreadable or unknown is ignored rather
// than refused, and the picture is served as if it were absent. Without `format=` the answer is negotiated: WebP for
// clients that accept it, else the raster the file name names (JPEG), with `Vary: Accept`.
import { createReadStream, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ImageSpec } from "./catalogue/types.ts";
import { corsHeaders, send, sendJson } from "./http.ts";
// Types only: the renderer itself (and sharp) is loaded when the server starts, not by this module.
import type { CropAnchor, ImageFormat, RenderOptions } from "./media/render.ts";
import type { CatalogueStore } from "./store.ts";

export type { ImageFormat } from "./media/render.ts";

/** The media helper's functions (scripts/emulator/media/), passed in so tests can substitute files. */
export type MediaProvider = {
  renderImage(spec: ImageSpec, options: RenderOptions): Promise<{ body: Buffer; contentType: string }>;
  videoFile(key: string, ext: "webm" | "mp4"): string | null;
};

const LONG_CACHE = "public, max-age=31536000, immutable";
/** What `format=` and a file extension may name; `pjpg` is Shopify's progressive JPEG. */
const FORMAT_ALIASES: Record<string, ImageFormat> = { svg: "svg", webp: "webp", jpg: "jpg", jpeg: "jpg", pjpg: "pjpg", png: "png" };
const CROPS: Record<string, CropAnchor> = { center: "center", top: "top", bottom: "bottom", left: "left", right: "right" };
/** Shopify's largest transform side; the renderer shrinks anything above its own limit, keeping the shape. */
const MAX_SIDE = 5760;

/** The transform a query string asks for; whatever it cannot read is left out. */
export type ImageRequest = { width?: number; height?: number; crop?: CropAnchor; format?: ImageFormat };

/** A side in pixels: a positive number (rounded to whole pixels, at most MAX_SIDE), or undefined when unreadable. */
function readSide(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === "") return undefined;
  const value = Number(raw.trim());
  if (!Number.isFinite(value) || value < 1) return undefined;
  return Math.min(MAX_SIDE, Math.round(value));
}

/**
 * Reads width, height, crop and format from an image URL's query, ignoring what it cannot use, as Shopify's CDN
 * does: empty or unreadable sizes, a crop with nothing to crop to (no size) or an anchor it does not know (region
 * crops need bounds the emulator does not read), formats it does not serve, and unknown parameters (`v=` and any
 * other). Without a crop the picture keeps its shape, fitted to the width, the height, or inside both; with a crop
 * it is scaled to cover width x height and cut to exactly that box at the anchor.
 */
export function parseImageQuery(params: URLSearchParams): ImageRequest {
  const request: ImageRequest = {};
  const width = readSide(params.get("width"));
  const height = readSide(params.get("height"));
  if (width !== undefined) request.width = width;
  if (height !== undefined) request.height = height;
  const crop = CROPS[(params.get("crop") ?? "").trim().toLowerCase()];
  if (crop && (width !== undefined || height !== undefined)) request.crop = crop;
  const format = FORMAT_ALIASES[(params.get("format") ?? "").trim().toLowerCase()];
  if (format) request.format = format;
  return request;
}

/** Whether an Accept header admits WebP (explicitly; a bare wildcard does not, as Shopify's CDN reads it). */
export function acceptsWebp(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.split(",").some((part) => {
    const [type, ...parameters] = part.trim().toLowerCase().split(";");
    const refused = parameters.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
    return type!.trim() === "image/webp" && !refused;
  });
}

function notFound(req: IncomingMessage, res: ServerResponse, what: string): void {
  sendJson(req, res, 404, { errors: `Not Found: ${what}` });
}

/**
 * Which format to serve: `format=` wins (SVG only without a crop: a crop is cut from a raster); otherwise WebP when
 * the client accepts it, else the file's extension, else JPEG. The negotiated answers say `Vary: Accept`.
 */
export async function handleImage(
  req: IncomingMessage,
  res: ServerResponse,
  name: string,
  params: URLSearchParams,
  store: CatalogueStore,
  media: MediaProvider,
): Promise<void> {
  let key = decodeURIComponent(name);
  let extension: ImageFormat | undefined;
  if (!store.imageByKey.has(key)) {
    const dot = key.lastIndexOf(".");
    const alias = dot > 0 ? FORMAT_ALIASES[key.slice(dot + 1).toLowerCase()] : undefined;
    if (alias) {
      extension = alias;
      key = key.slice(0, dot);
    }
  }
  const image = store.imageByKey.get(key);
  if (!image) return notFound(req, res, `no image '${key}'`);

  const { width, height, crop, format: asked } = parseImageQuery(params);
  const explicit = asked !== undefined && !(asked === "svg" && crop) ? asked : undefined;
  const negotiated = explicit === undefined && extension !== "svg";
  const format: ImageFormat = explicit ?? (negotiated ? (acceptsWebp(req.headers.accept) ? "webp" : extension ?? "jpg") : "svg");
  const options: RenderOptions = { format };
  if (width !== undefined) options.width = width;
  if (height !== undefined) options.height = height;
  if (crop && format !== "svg") options.crop = crop;
  let rendered: { body: Buffer; contentType: string };
  try {
    rendered = await media.renderImage(image.spec, options);
  } catch (error) {
    console.error(`[emulator] could not render image ${key}:`, error);
    sendJson(req, res, 500, { errors: `Could not render image '${key}'` });
    return;
  }
  const headers: Record<string, string> = { "Content-Type": rendered.contentType, "Cache-Control": LONG_CACHE };
  // Added to the CORS headers' Vary, not in place of it.
  if (negotiated) headers.Vary = [corsHeaders(req).Vary, "Accept"].filter(Boolean).join(", ");
  send(req, res, 200, rendered.body, headers);
}

/** A single byte range from a Range header, "unsatisfiable", or null to serve the whole file. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | "unsatisfiable" | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges, or another unit: answering with the whole file is allowed.
  if (!match) return null;
  const [, from, to] = match;
  if (from === "" && to === "") return null;
  let start: number;
  let end: number;
  if (from === "") {
    const suffix = Number(to);
    if (suffix === 0) return "unsatisfiable";
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(from);
    end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start >= size || end < start) return "unsatisfiable";
  return { start, end };
}

export function handleVideo(
  req: IncomingMessage,
  res: ServerResponse,
  name: string,
  store: CatalogueStore,
  media: MediaProvider,
): void {
  const match = /^(.+)\.(webm|mp4)$/.exec(decodeURIComponent(name));
  if (!match) return notFound(req, res, `no video '${name}' (expected {key}.webm or {key}.mp4)`);
  const key = match[1]!;
  const ext = match[2] as "webm" | "mp4";
  const file = store.videoByKey.has(key) ? media.videoFile(key, ext) : null;
  if (!file) return notFound(req, res, `no video '${key}.${ext}'`);
  const size = statSync(file).size;
  const headers: Record<string, string | number> = {
    ...corsHeaders(req),
    "Content-Type": `video/${ext}`,
    "Accept-Ranges": "bytes",
    "Cache-Control": LONG_CACHE,
  };
  const range = parseRange(req.headers.range, size);
  if (range === "unsatisfiable") {
    res.writeHead(416, { ...headers, "Content-Range": `bytes */${size}`, "Content-Length": 0 });
    res.end();
    return;
  }
  const start = range?.start ?? 0;
  const end = range?.end ?? size - 1;
  if (range) headers["Content-Range"] = `bytes ${start}-${end}/${size}`;
  res.writeHead(range ? 206 : 200, { ...headers, "Content-Length": size === 0 ? 0 : end - start + 1 });
  if (req.method === "HEAD" || size === 0) {
    res.end();
    return;
  }
  const stream = createReadStream(file, { start, end });
  stream.on("error", () => res.destroy());
  stream.pipe(res);
}
