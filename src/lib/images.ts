// Responsive image URLs. Shopify's CDN (and the emulator) resize on a `width` query parameter, so one stored image
// serves every screen; the browser picks from the srcset.
import type { Image } from "./types.ts";
import { onSiteHost, type ImageRoute } from "./image-proxy.ts";

export const defaultWidths = [240, 360, 480, 720, 960, 1200] as const;

/**
 * The picture host this build serves under the site's own address (IMAGE_PROXY_PATH, lib/image-proxy.ts); null
 * when it serves none, which the build writes into the code, so that the browser's bundle then keeps no line of it.
 */
export const imageRoute: ImageRoute | null = import.meta.env.BUILT_IMAGE_ROUTE ?? null;
const onSite = (href: string) => (imageRoute ? onSiteHost(href, imageRoute) : href);

/**
 * The picture's URL at `width`: its `width` query parameter set, the rest of the URL as the URL standard writes it,
 * under the site's own address where the build serves its host. `url` is the store's absolute URL.
 */
export function imageUrl(url: string, width: number): string {
  if (import.meta.env.SSR) return buildImageUrl(url, width);
  // The browser's bundle keeps exactly these lines (and its files their bytes): the build's shortcut is cut from it.
  const parsed = new URL(url);
  parsed.searchParams.set("width", String(width));
  // onSite written out: the minifier folds this to `parsed.href` when the build serves no host, a call it would keep.
  return imageRoute ? onSiteHost(parsed.href, imageRoute) : parsed.href;
}

/**
 * At build time a picture's URLs are written on page after page, each srcset six times over: parsing the URL and
 * rewriting its query every time cost 4-6 s of a 10,000-product build (docs/PERFORMANCE.md). So each URL is parsed
 * once, with the width 0, and when that width ends the result ("…?v=2&width=0", no fragment after it) every other
 * whole width is the same text with its digits in place of the 0: the other parameters are written the same
 * whatever the width, and the digits of a whole number need no escaping. Other URLs and widths take the long way.
 * Only the build's bundle keeps these (import.meta.env.SSR): the browser draws a few pictures.
 */
const widthPrefixes = new Map<string, string | null>();
/** URLs kept at most: a 100,000-product build shows more pictures than it needs at once (about 0.3 kB a URL). */
const widthPrefixLimit = 50_000;

function withWidth(url: string, width: number): string {
  const parsed = new URL(url);
  parsed.searchParams.set("width", String(width));
  return onSite(parsed.href);
}

function buildImageUrl(url: string, width: number): string {
  if (!Number.isSafeInteger(width) || width < 0) return withWidth(url, width);
  let prefix = widthPrefixes.get(url);
  if (prefix === undefined) {
    const probe = new URL(url);
    probe.searchParams.set("width", "0");
    prefix = probe.hash === "" && /[?&]width=0$/.test(probe.href) ? onSite(probe.href).slice(0, -1) : null;
    if (widthPrefixes.size >= widthPrefixLimit) widthPrefixes.clear();
    widthPrefixes.set(url, prefix);
  }
  return prefix === null ? withWidth(url, width) : `${prefix}${width}`;
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

/**
 * What a responsive <img> of `image` drawn `width` wide carries besides its sizes, alt and styling: its URLs, the
 * height that reserves its space, and how early it loads (the page's main image: fetched first and never lazy).
 * One rule for the Astro pages' ResponsiveImage.astro and the React ResponsiveImage of cards and islands.
 */
export function responsiveImageAttributes(image: Image, width: number, priority: boolean, widths: readonly number[] = defaultWidths) {
  return {
    src: imageUrl(image.url, width),
    srcSet: srcSet(image, widths),
    height: heightFor(image, width),
    loading: priority ? "eager" : "lazy",
    decoding: priority ? "auto" : "async",
    fetchPriority: priority ? "high" : "auto",
  } as const;
}
