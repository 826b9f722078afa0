// The sitemap: @astrojs/sitemap over every indexable page, in the URL form of every canonical link. One definition
// for the build (astro.config.mjs) and for the merge of a sharded build (scripts/build/merge.ts), which runs the same
// integration over the pages of all shards, so a merged site's sitemap is the one an unsharded build writes.
import sitemap from "@astrojs/sitemap";
import type { AstroIntegration } from "astro";
import { canonicalUrl, isIndexable } from "../lib/indexing.ts";
import { normaliseBase } from "../lib/base-path.ts";

/** The site's address and base path as the build reads them (SITE_URL, BASE_PATH). */
export function siteSettings(env: Record<string, string | undefined>): { site: string; base: string } {
  return { site: env.SITE_URL || "http://localhost:4321", base: normaliseBase(env.BASE_PATH) };
}

/** Products, collections, farms, articles and static pages; split into several files past 45,000 URLs. */
export function siteSitemap(base: string): AstroIntegration {
  return sitemap({
    filter: (page) => isIndexable(new URL(page).pathname, base),
    // The same URL form as every canonical link of the site: no trailing slash but on the home page.
    serialize: (item) => ({ ...item, url: canonicalUrl(item.url, base) }),
    entryLimit: 45000,
  });
}
