// GET /media/images/{key}[.ext][?width=W&height=H&crop=C&format=F] and GET /media/videos/{key}.{webm|mp4}: the
// pictures and clips the catalogue refers to. Pictures are drawn by the media renderer; clips are streamed from disk
// with Range support, which browsers need to seek in a <video>.
import { createReadStream, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ImageSpec } from "./catalogue/types.ts";
import { corsHeaders, send, sendJson } from "./http.ts";
// Types only: the renderer itself (and sharp) is loaded when the server starts, not by this module.
import type { CropAnchor, RenderOptions } from "./media/render.ts";
import type { CatalogueStore } from "./store.ts";

export type ImageFormat = "svg" | "webp" | "jpg" | "png";

/** The media helper's functions (scripts/emulator/media/), passed in so tests can substitute files. */
export type MediaProvider = {
  renderImage(spec: ImageSpec, options: RenderOptions): Promise<{ body: Buffer; contentType: string }>;
  videoFile(key: string, ext: "webm" | "mp4"): string | null;
};

const LONG_CACHE = "public, max-age=31536000, immutable";
const FORMAT_ALIASES: Record<string, ImageFormat> = { svg: "svg", webp: "webp", jpg: "jpg", jpeg: "jpg", png: "png" };
const CROPS: Record<string, CropAnchor> = { center: "center", top: "top", bottom: "bottom", left: "left", right: "right" };
const MAX_SIDE = 4000;

/** The raster a query string asks for, or the reason it cannot be served (a 400). */
export type ImageRequest = { width?: number; height?: number; crop?: CropAnchor; format?: ImageFormat };

/**
 * Reads width, height, crop and format from an image URL's query. Sizes are whole pixels from 1 to 4000. Without a
 * crop the picture keeps its shape, fitted to the width, the height, or inside both; with a crop (center, top,
 * bottom, left, right) it is scaled to cover width x height and cut to exactly that box at the anchor. Parameters
 * it does not know (cache busters such as `v=`) are ignored, as CDNs do.
 */
export function parseImageQuery(params: URLSearchParams): ImageRequest | { error: string } {
  const request: ImageRequest = {};
  for (const name of ["width", "height"] as const) {
    const raw = params.get(name);
    if (raw === null) continue;
    const value = Number(raw);
    if (raw.trim() === "" || !Number.isInteger(value) || value < 1 || value > MAX_SIDE) {
      return { error: `${name} must be a whole number from 1 to ${MAX_SIDE}, not '${raw}'` };
    }
    request[name] = value;
  }
  const cropParam = params.get("crop");
  if (cropParam !== null) {
    const crop = CROPS[cropParam.toLowerCase()];
    if (!crop) {
      return {
        error:
          cropParam.toLowerCase() === "region"
            ? "crop=region is not supported: only center, top, bottom, left and right"
            : `crop must be one of center, top, bottom, left, right, not '${cropParam}'`,
      };
    }
    if (request.width === undefined && request.height === undefined) return { error: "crop needs a width and/or a height" };
    request.crop = crop;
  }
  const formatParam = params.get("format");
  if (formatParam !== null) {
    const format = FORMAT_ALIASES[formatParam.toLowerCase()];
    if (!format) return { error: `format must be one of webp, jpg, png, svg, not '${formatParam}'` };
    request.format = format;
  }
  return request;
}

function notFound(req: IncomingMessage, res: ServerResponse, what: string): void {
  sendJson(req, res, 404, { errors: `Not Found: ${what}` });
}

/**
 * Which format to serve: `format=` wins, then the file extension; otherwise the original SVG, or WebP when a size
 * asks for a raster (what Shopify's CDN serves to browsers that accept it).
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

  const parsed = parseImageQuery(params);
  if ("error" in parsed) {
    sendJson(req, res, 400, { errors: `Bad Request: ${parsed.error}` });
    return;
  }
  const { width, height, crop } = parsed;
  const sized = width !== undefined || height !== undefined;
  const format = parsed.format ?? extension ?? (sized ? "webp" : "svg");
  if (crop && format === "svg") {
    sendJson(req, res, 400, { errors: "Bad Request: crop needs a raster format (webp, jpg or png), not svg" });
    return;
  }
  const options: RenderOptions = { format };
  if (width !== undefined) options.width = width;
  if (height !== undefined) options.height = height;
  if (crop) options.crop = crop;
  let rendered: { body: Buffer; contentType: string };
  try {
    rendered = await media.renderImage(image.spec, options);
  } catch (error) {
    console.error(`[emulator] could not render image ${key}:`, error);
    sendJson(req, res, 500, { errors: `Could not render image '${key}'` });
    return;
  }
  send(req, res, 200, rendered.body, { "Content-Type": rendered.contentType, "Cache-Control": LONG_CACHE });
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
