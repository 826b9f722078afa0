// Pictures from the shop's own host (IMAGE_PROXY_PATH): a picture on Shopify's CDN costs a phone a connection of its
// own (name lookup, TCP and TLS) before its first byte, on the page whose largest paint it is. Shopify's own themes
// serve pictures under the shop's domain for that reason. With the setting, the build writes every picture's URL
// under the site's address (`/shop-images/s/files/…` for `https://cdn.shopify.com/s/files/…`), and `_redirects`
// gains a proxy rule for the picture host, which the CDN (Netlify's proxy rewrites; on Cloudflare Pages a Worker route
// doing the same) and the local static server answer from the picture host. Off by default: a host that cannot proxy
// would otherwise serve no picture at all. Pure and without imports, since the islands' pictures load it (the
// setting is read by lib/config.ts readImageRoute). Tested in tests/unit/lib/image-proxy.test.ts.

/**
 * The picture host and the site path that serves it, as the browser's code and the search head start carry it:
 * the host's URL prefix and the path that takes its place (`["https://cdn.shopify.com/", "/shop-images/"]`), the
 * fewest bytes on every page with pictures.
 */
export type ImageRoute = readonly [host: string, path: string];

/** Shopify's picture host, where the Storefront API puts every picture of a store. */
export const shopifyImageOrigin = "https://cdn.shopify.com";

/** `url` under the site's own address when the route serves its host; any other URL as it is. */
export function onSiteHost(url: string, [host, path]: ImageRoute): string {
  return url.startsWith(host) ? path + url.slice(host.length) : url;
}

/** The `_redirects` line that makes the route work on the CDN: `path* host/:splat 200`, a proxy rewrite. */
export function imageProxyRule([host, path]: ImageRoute): { from: string; to: string; status: 200 } {
  return { from: `${path}*`, to: `${host}:splat`, status: 200 };
}
