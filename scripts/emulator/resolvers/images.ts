// Image, MediaImage and Video objects. Every URL points back at this server (/media/...), built from the origin
// the client used, so pages built against the emulator load their pictures from it.
//
// Image URLs have the shape of Shopify's CDN URLs: the file name ends with its extension and a `?v=` version
// follows (`.../media/images/honey-1.jpg?v=1712345678`), so storefronts can append transforms with `&width=...`
// or set them with URLSearchParams, as they do against a real store. The version is derived from the picture's key,
// never the clock, so the same catalogue gives the same URLs on every run (builds are compared byte for byte).
import { hashString } from "../../../src/lib/seeded.ts";
import type { ImageSpec } from "../catalogue/types.ts";
import { gid } from "../ids.ts";
import type { ImageMedia, VideoMedia } from "../store-entries.ts";
import { badUserInput, notImplemented, type EmulatorContext } from "./context.ts";
import type { Source } from "../pagination.ts";

type CropRegion = "CENTER" | "TOP" | "BOTTOM" | "LEFT" | "RIGHT";

type ImageTransform = {
  maxWidth?: number | null;
  maxHeight?: number | null;
  crop?: CropRegion | null;
  scale?: number | null;
  preferredContentType?: "WEBP" | "JPG" | "PNG" | null;
};

const CONTENT_TYPE_FORMAT = { WEBP: "webp", JPG: "jpg", PNG: "png" } as const;
const CROP_ANCHOR: Record<CropRegion, string> = { CENTER: "center", TOP: "top", BOTTOM: "bottom", LEFT: "left", RIGHT: "right" };
const MAX_TRANSFORM_SIDE = 5760;

/** The extension every picture's URL carries: Shopify's product photos are JPEGs, and the URL serves a raster. */
export const IMAGE_EXTENSION = "jpg";

// Versions look like the Unix times Shopify uses (late 2023 to 2025), spread by the key's hash.
const VERSION_BASE = 1_700_000_000;
const VERSION_SPREAD = 60_000_000;

/** The `v=` of a picture's URL: a fixed function of its key. */
export function imageVersion(key: string): number {
  return VERSION_BASE + (hashString(`image-version|${key}`) % VERSION_SPREAD);
}

/** The untransformed URL of a picture: `{origin}/media/images/{key}.jpg?v={version}`. */
export function imageBaseUrl(ctx: EmulatorContext, key: string): string {
  return `${ctx.origin}/media/images/${encodeURIComponent(key)}.${IMAGE_EXTENSION}?v=${imageVersion(key)}`;
}

/**
 * The URL of a transformed image, served by the media route (media-routes.ts) at exactly the size it names.
 *
 * Without a crop, maxWidth x maxHeight is a box the picture is fitted inside, keeping its proportions and never
 * enlarged (as Shopify's CDN does); the URL then carries only the width. With a crop the result has the box's own
 * shape: the picture is scaled to cover the box and the part at the crop's anchor is kept, so { maxWidth: 200,
 * maxHeight: 100, crop: CENTER } is 200 x 100 pixels; a side not given is the picture's own. A box larger than the
 * picture is shrunk, keeping its shape, until the picture covers it, again so nothing is enlarged. `scale` multiplies
 * the size for dense screens. The transform's parameters follow the `v=` (`?v=...&width=200`), as Shopify's do.
 * Without preferredContentType the format is negotiated when the picture is fetched (WebP for browsers that
 * accept it, else JPEG), as on Shopify's CDN.
 */
export function transformedImageUrl(ctx: EmulatorContext, spec: ImageSpec, transform: ImageTransform | null | undefined): string {
  const base = imageBaseUrl(ctx, spec.key);
  if (!transform) return base;
  for (const name of ["maxWidth", "maxHeight"] as const) {
    const value = transform[name];
    if (value != null && (value < 1 || value > MAX_TRANSFORM_SIDE)) {
      throw badUserInput(`Image transform '${name}' must be between 1 and ${MAX_TRANSFORM_SIDE}`);
    }
  }
  const scale = transform.scale ?? 1;
  if (scale < 1 || scale > 3) throw badUserInput("Image transform 'scale' must be between 1 and 3");
  const format = transform.preferredContentType ? CONTENT_TYPE_FORMAT[transform.preferredContentType] : null;
  const params = new URLSearchParams();
  if (transform.crop != null) {
    const anchor = CROP_ANCHOR[transform.crop];
    if (!anchor) throw notImplemented(`Image transform crop ${String(transform.crop)}`);
    if (transform.maxWidth == null && transform.maxHeight == null) {
      throw badUserInput("Image transform 'crop' needs 'maxWidth' and/or 'maxHeight' to crop to");
    }
    const box = cropBox(spec, transform.maxWidth ?? null, transform.maxHeight ?? null, scale);
    params.set("width", String(box.width));
    params.set("height", String(box.height));
    params.set("crop", anchor);
  } else {
    const sized = transform.maxWidth != null || transform.maxHeight != null || scale !== 1;
    if (!sized && !format) return base;
    let factor = 1;
    if (transform.maxWidth != null) factor = Math.min(factor, transform.maxWidth / spec.width);
    if (transform.maxHeight != null) factor = Math.min(factor, transform.maxHeight / spec.height);
    params.set("width", String(Math.max(1, Math.min(spec.width, Math.round(spec.width * factor * scale)))));
  }
  if (format) params.set("format", format);
  return `${base}&${params}`;
}

/** The pixel size of a cropped transform: the (scaled) box, shrunk as a whole if the picture would have to grow. */
export function cropBox(spec: ImageSpec, maxWidth: number | null, maxHeight: number | null, scale = 1): { width: number; height: number } {
  let width = (maxWidth ?? spec.width) * scale;
  let height = (maxHeight ?? spec.height) * scale;
  const cover = Math.max(width / spec.width, height / spec.height);
  if (cover > 1) {
    width /= cover;
    height /= cover;
  }
  return { width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height)) };
}

function imageMedia(ctx: EmulatorContext, spec: ImageSpec): ImageMedia {
  return ctx.store.imageByKey.get(spec.key) ?? ctx.store.registerImage(spec);
}

export function imageSource(ctx: EmulatorContext, spec: ImageSpec | null | undefined): Source | null {
  if (!spec) return null;
  const media = imageMedia(ctx, spec);
  const original = imageBaseUrl(ctx, spec.key);
  return {
    __typename: "Image",
    id: gid("ImageSource", media.number),
    altText: spec.alt || null,
    width: spec.width,
    height: spec.height,
    url: (args: { transform?: ImageTransform | null }) => transformedImageUrl(ctx, spec, args.transform),
    src: original,
    originalSrc: original,
    transformedSrc: (args: ImageTransform) => transformedImageUrl(ctx, spec, args),
  };
}

function presentation(id: string, focalPoint: { x: number; y: number } | null): Source {
  return {
    __typename: "MediaPresentation",
    id,
    // Shopify exposes a picture's focal point (set in Admin > Content > Files) as this JSON for format IMAGE.
    asJson: (args: { format: "IMAGE" | "MODEL_VIEWER" }) =>
      args.format === "IMAGE" && focalPoint ? { focalPoint: { x: focalPoint.x, y: focalPoint.y } } : null,
  };
}

export function mediaImageSource(ctx: EmulatorContext, spec: ImageSpec): Source {
  const media = imageMedia(ctx, spec);
  const image = imageSource(ctx, spec);
  return {
    __typename: "MediaImage",
    id: gid("MediaImage", media.number),
    alt: spec.alt || null,
    mediaContentType: "IMAGE",
    image,
    previewImage: image,
    presentation: presentation(gid("MediaImagePresentation", media.number), media.focalPoint),
  };
}

export function videoSource(ctx: EmulatorContext, media: VideoMedia): Source {
  const spec = media.spec;
  return {
    __typename: "Video",
    id: gid("Video", media.number),
    alt: spec.alt || null,
    mediaContentType: "VIDEO",
    previewImage: imageSource(ctx, spec.preview),
    // Only the files that exist are listed; MP4 first, as the format every browser plays.
    sources: (["mp4", "webm"] as const)
      .filter((ext) => ctx.media.videoFile(spec.key, ext) !== null)
      .map((ext) => ({
        __typename: "VideoSource",
        url: `${ctx.origin}/media/videos/${encodeURIComponent(spec.key)}.${ext}`,
        mimeType: `video/${ext}`,
        format: ext,
        // The clip is drawn at the size of its preview still.
        width: spec.preview.width,
        height: spec.preview.height,
      })),
    presentation: presentation(gid("VideoPresentation", media.number), null),
  };
}

export function videoMediaFor(ctx: EmulatorContext, spec: VideoMedia["spec"]): VideoMedia {
  return ctx.store.videoByKey.get(spec.key) ?? ctx.store.registerVideo(spec);
}
