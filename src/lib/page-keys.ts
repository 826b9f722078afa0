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

/**
 * The key of a page that shows `data` (its props): the same data and settings give the same key, and only they.
 *
 * Pages share most of their data: a farm's story is on each of its products' pages, a product's card on the ten
 * pages that recommend it, a product on its farm's page and its own. So each object among the props (directly, or
 * in an array) is digested once per build and the page's key is a digest of those digests, in their places: a
 * SHA-256 of the JSON of all of a page's props, on every page, cost more than a second of a 10,000-product build and
 * of every rebuild (docs/PERFORMANCE.md). An object is known by its identity, so props must not be changed in place
 * once a key is made of them; the catalogue's lists are mapped once per build and never changed (catalogue.ts), and
 * a changed product, farm or card is a new object of the next build.
 */
export function pageCacheKey(data: Record<string, unknown>): string {
  settings ??= buildSettingsDigest();
  const pieces: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(data)) pieces[name] = piece(value);
  return digest([settings, pieces]);
}

/**
 * The cache key a route's getStaticPaths gives a page (`{ params, props, ...cacheKeyOf(props) }`): only an incremental
 * build (the rebuilder's, INCREMENTAL_BUILD=1, astro.config.mjs) reads one; in any other build Astro ignores it, and
 * making it would digest every product a page shows for nothing: CPU in every build, and a digest held per object in
 * each shard of a large shop's build.
 */
export function cacheKeyOf(props: Record<string, unknown>, env: Env = process.env): { cacheKey?: string } {
  return env.INCREMENTAL_BUILD === "1" ? { cacheKey: pageCacheKey(props) } : {};
}

/** Digests of objects this build has made keys of, by identity. */
const objectDigests = new WeakMap<object, string>();

/**
 * A prop as its key holds it: primitives as they are, arrays item by item, objects as `{ "#": digest }`. A primitive
 * cannot take the form of an object's digest, and an object written `{ "#": … }` is itself digested.
 */
function piece(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(piece);
  if (value === null || typeof value !== "object") return value;
  let known = objectDigests.get(value);
  if (known === undefined) {
    known = digest(value);
    objectDigests.set(value, known);
  }
  return { "#": known };
}

/**
 * A SHA-256 of the value's JSON. Objects from the same reads serialise their keys in the same order, so equal data
 * gives equal text; `undefined` and functions are left out by JSON, which props never carry.
 */
export function digest(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value) ?? "undefined").digest("base64url");
}
