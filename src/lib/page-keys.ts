// Cache keys for Astro's incremental builds (experimental.incrementalBuild): a page whose key and code are unchanged
// since the last build is not rendered again, its previous output is reused. So a key must change whenever anything
// the page shows changes. Pages here therefore render only from what getStaticPaths hands them (their props), and
// the key is a digest of exactly those props plus the build-wide settings every page reads; no page reads the
// catalogue behind its key's back.
import { createHash } from "node:crypto";
import { readShopConfig } from "./config.ts";
import { isPreviewBuild } from "./indexing.ts";

type Env = Record<string, string | undefined>;

/**
 * What every page depends on besides its own data: the shop's settings (store, reviews, promotion, checkout mode),
 * the site's address and base path, and whether this is a preview. A change to any of these rebuilds every page.
 */
export function buildSettingsDigest(env: Env = process.env): string {
  return digest({
    shop: readShopConfig(env),
    site: env.SITE_URL ?? null,
    base: env.BASE_PATH ?? null,
    preview: isPreviewBuild(env),
  });
}

let settings: string | undefined;

/** The key of a page that shows `data` (its props): the same data and settings give the same key, and only they. */
export function pageCacheKey(data: unknown): string {
  settings ??= buildSettingsDigest();
  return digest([settings, data]);
}

/**
 * A SHA-256 of the value's JSON. Objects from the same reads serialise their keys in the same order, so equal data
 * gives equal text; `undefined` and functions are left out by JSON, which props never carry.
 */
export function digest(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value) ?? "undefined").digest("base64url");
}
