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
  const integration = sitemap({
    filter: (page) => isIndexable(new URL(page).pathname, base),
    // The same URL form as every canonical link of the site: no trailing slash but on the home page.
    serialize: (item) => ({ ...item, url: canonicalUrl(item.url, base) }),
    entryLimit: 45000,
  });
  const writeSitemap = integration.hooks["astro:build:done"];
  if (!writeSitemap) return integration;
  return {
    ...integration,
    hooks: { ...integration.hooks, "astro:build:done": (options) => withOneCollatorPerLocale(() => writeSitemap(options)) },
  };
}

/**
 * Runs `write` with String.prototype.localeCompare comparing through one Intl.Collator per locale and options.
 *
 * @astrojs/sitemap sorts the site's URLs with `a.localeCompare(b, "en", { numeric: true })`, and V8 sets up an ICU
 * collator for each such call: 2.7 s for 15,000 URLs, up to 7 s in a rebuild, whose pages come in a less sorted
 * order (docs/PERFORMANCE.md). ECMA-402 defines that call as a comparison by `new Intl.Collator(locales, options)`,
 * so one collator kept for the same locale and plain options gives the same order. Other calls (no string locale,
 * options that are not a plain object of plain values, `this` not a string) go to the built-in as they are. The
 * built-in is back when `write` ends, however it ends.
 */
export async function withOneCollatorPerLocale<T>(write: () => T | Promise<T>): Promise<T> {
  const builtIn = String.prototype.localeCompare;
  const collators = new Map<string, Intl.Collator>();
  String.prototype.localeCompare = function localeCompare(this: unknown, that: string, locales?: Intl.LocalesArgument, options?: Intl.CollatorOptions) {
    if (typeof this !== "string" || typeof that !== "string" || typeof locales !== "string" || !plainOptions(options)) {
      return builtIn.call(this as string, that, locales, options);
    }
    const key = JSON.stringify([locales, options ?? null]);
    let collator = collators.get(key);
    if (!collator) {
      collator = new Intl.Collator(locales, options);
      collators.set(key, collator);
    }
    return collator.compare(this, that);
  } as typeof String.prototype.localeCompare;
  try {
    return await write();
  } finally {
    String.prototype.localeCompare = builtIn;
  }
}

function plainOptions(options: unknown): boolean {
  if (options === undefined) return true;
  if (options === null || typeof options !== "object" || Object.getPrototypeOf(options) !== Object.prototype) return false;
  return Object.values(options).every((value) => value === undefined || ["string", "boolean", "number"].includes(typeof value));
}
