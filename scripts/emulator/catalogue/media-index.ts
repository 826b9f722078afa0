// Media lookup for the /media routes: every picture and clip a catalogue names, by key.
import type { Catalogue, ImageSpec, VideoSpec } from "./types.ts";

export type MediaIndex = {
  /** Every picture by key: farm profiles and galleries, product and variant images, collection and article images, video previews. */
  images: Map<string, ImageSpec>;
  /** Every clip by key. */
  videos: Map<string, VideoSpec>;
};

const indexes = new WeakMap<Catalogue, MediaIndex>();

/** Built once per catalogue object and cached; a catalogue is treated as immutable once loaded. */
export function mediaIndex(c: Catalogue): MediaIndex {
  const cached = indexes.get(c);
  if (cached) return cached;
  const images = new Map<string, ImageSpec>();
  const videos = new Map<string, VideoSpec>();
  const addImage = (spec: ImageSpec | null) => {
    if (spec && !images.has(spec.key)) images.set(spec.key, spec);
  };
  const addVideo = (v: VideoSpec | null) => {
    if (!v) return;
    if (!videos.has(v.key)) videos.set(v.key, v);
    addImage(v.preview);
  };
  for (const f of c.farms) {
    addImage(f.profilePicture);
    f.gallery.forEach(addImage);
    addVideo(f.highlightVideo);
  }
  for (const p of c.products) {
    p.images.forEach(addImage);
    for (const v of p.variants) addImage(v.image);
    p.videos.forEach(addVideo);
  }
  for (const col of c.collections) addImage(col.image);
  for (const b of c.blogs) for (const a of b.articles) addImage(a.image);
  const index = { images, videos };
  indexes.set(c, index);
  return index;
}

export function findImage(c: Catalogue, key: string): ImageSpec | undefined {
  return mediaIndex(c).images.get(key);
}

export function findVideo(c: Catalogue, key: string): VideoSpec | undefined {
  return mediaIndex(c).videos.get(key);
}
