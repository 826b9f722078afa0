// What search engines are told: which pages belong in the sitemap, and robots.txt. The basket and search pages
// depend on the shopper (and say noindex), the legacy redirect pages and 404 are not pages of their own.
import { legacyPages, legacyPrefixes } from "./redirects.ts";
import { canonicalPath, joinBase } from "./routes.ts";

const privatePaths = ["/cart", "/search", "/404"];

/** True for a page that belongs in the sitemap; `pathname` includes the base. */
export function isIndexable(pathname: string, base: string): boolean {
  const home = joinBase(base, "/");
  if (!pathname.startsWith(home) && pathname !== home.slice(0, -1)) return false;
  const path = `/${pathname.slice(home.length)}`.replace(/\/+$/, "") || "/";
  if (privatePaths.includes(path)) return false;
  if (legacyPages.some((page) => page.from === path)) return false;
  return !legacyPrefixes.some((prefix) => path.startsWith(prefix.from));
}

/** True for a branch preview (SITE_PREVIEW=1): nothing of it may ever be indexed. */
export function isPreviewBuild(env: Record<string, string | boolean | undefined>): boolean {
  return env.SITE_PREVIEW === "1" || env.SITE_PREVIEW === "true";
}

/**
 * robots.txt: everything but the shopper's own pages may be crawled, and the sitemap index is named in full. A
 * branch preview turns every crawler away.
 */
export function robotsTxt(site: string, base: string, preview = false): string {
  if (preview) return "User-agent: *\nDisallow: /\n";
  const origin = site.replace(/\/+$/, "");
  return [
    "User-agent: *",
    `Disallow: ${joinBase(base, "/cart")}`,
    `Disallow: ${joinBase(base, "/search")}`,
    "",
    `Sitemap: ${origin}${joinBase(base, "/sitemap-index.xml")}`,
    "",
  ].join("\n");
}

/** An absolute URL in the site's one form (see canonicalPath): no trailing slash except on the home page. */
export function canonicalUrl(url: string, base: string): string {
  const parsed = new URL(url);
  parsed.pathname = canonicalPath(parsed.pathname, base);
  return parsed.href;
}
