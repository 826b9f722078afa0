// Image, MediaImage and Video objects. Every URL points back at this server (/media/...), built from the origin
// the client used, so pages built against the emulator load their pictures from it.
import type { ImageSpec } from "../catalogue/types.ts";
import { gid } from "../ids.ts";
import type { ImageMedia, VideoMedia } from "../store.ts";
import { badUserInput, notImplemented, type EmulatorContext } from "./context.ts";
import type { Source } from "../pagination.ts";

type ImageTransform = {
  maxWidth?: number | null;
  maxHeight?: number | null;
  crop?: string | null;
  scale?: number | null;
  preferredContentType?: "WEBP" | "JPG" | "PNG" | null;
};

const CONTENT_TYPE_FORMAT = { WEBP: "webp", JPG: "jpg", PNG: "png" } as const;

export function imageBaseUrl(ctx: EmulatorContext, key: string): string {
  return `${ctx.origin}/media/images/${encodeURIComponent(key)}`;
}

/**
 * The URL of a transformed image. Size limits fit the picture inside maxWidth x maxHeight keeping its proportions,
 * never enlarging it (as Shopify's CDN does); `scale` multiplies the size for dense screens. The media route renders
 * `?width=N` as WebP unless `format` says otherwise. Without any transform, the URL serves the original (SVG).
 */
export function transformedImageUrl(ctx: EmulatorContext, spec: ImageSpec, transform: ImageTransform | null | undefined): string {
  const base = imageBaseUrl(ctx, spec.key);
  if (!transform) return base;
  if (transform.crop != null) throw notImplemented("Image transform 'crop'");
  for (const name of ["maxWidth", "maxHeight"] as const) {
    const value = transform[name];
    if (value != null && (value < 1 || value > 5760)) throw badUserInput(`Image transform '${name}' must be between 1 and 5760`);
  }
  const scale = transform.scale ?? 1;
  if (scale < 1 || scale > 3) throw badUserInput("Image transform 'scale' must be between 1 and 3");
  const format = transform.preferredContentType ? CONTENT_TYPE_FORMAT[transform.preferredContentType] : null;
  const sized = transform.maxWidth != null || transform.maxHeight != null || scale !== 1;
  if (!sized && !format) return base;
  let factor = 1;
  if (transform.maxWidth != null) factor = Math.min(factor, transform.maxWidth / spec.width);
  if (transform.maxHeight != null) factor = Math.min(factor, transform.maxHeight / spec.height);
  const width = Math.max(1, Math.min(spec.width, Math.round(spec.width * factor * scale)));
  const params = new URLSearchParams({ width: String(width) });
  if (format) params.set("format", format);
  return `${base}?${params}`;
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
