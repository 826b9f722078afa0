// The emulator's media: flat illustrations drawn as SVG from an ImageSpec (rasterised with sharp on request) and
// the short committed video clips. Nothing here fetches anything; every picture is computed from its spec, so the
// repository carries a few kilobytes of code instead of megabytes of photos.
// The modules: kit.ts (primitives), food.ts and scenes.ts (the drawings), render.ts (SVG, rasters, cache),
// videos.ts (clip lookup).
export { LOOP_SECONDS, MOTIFS, MOTIF_DEFAULT_HUE } from "./kit.ts";
export {
  CROP_ANCHORS,
  MAX_RASTER_SIDE,
  clearMediaCache,
  rasterSize,
  renderImage,
  renderImageSvg,
  type CropAnchor,
  type ImageFormat,
  type RenderOptions,
} from "./render.ts";
export { VIDEO_DIR, videoFile } from "./videos.ts";
