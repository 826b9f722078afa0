// Responsive image URLs. Shopify's CDN (and the emulator) resize on a `width` query parameter, so one stored image
// serves every screen; the browser picks from the srcset.
import type { Image } from "./types.ts";

export const defaultWidths = [240, 360, 480, 720, 960, 1200] as const;

export function imageUrl(url: string, width: number): string {
  const parsed = new URL(url);
  parsed.searchParams.set("width", String(width));
  return parsed.href;
}

/** srcset entries no wider than the original (a CDN does not upscale). */
export function srcSet(image: Image, widths: readonly number[] = defaultWidths): string {
  const usable = widths.filter((w) => image.width === null || w <= image.width);
  const list = usable.length > 0 ? usable : [image.width ?? widths[0]!];
  return list.map((w) => `${imageUrl(image.url, w)} ${w}w`).join(", ");
}

/** The height for a given width, keeping the image's ratio; reserves space so nothing shifts while it loads. */
export function heightFor(image: Image, width: number): number {
  if (!image.width || !image.height) return width;
  return Math.round((width * image.height) / image.width);
}
