import type { MediaItem } from "../../lib/types.ts";

/** The featured media (SPEC.md section 2): the first image, else the first video, else none. */
export function featuredMediaIndex(media: readonly MediaItem[]): number | null {
  const image = media.findIndex((item) => item.kind === "image");
  if (image >= 0) return image;
  const video = media.findIndex((item) => item.kind === "video");
  return video >= 0 ? video : null;
}
