// Which pages a shard of a sharded build renders (`npm run build -- --shard I/N`, BUILD_SHARD=I/N). A page belongs
// to one shard, decided by its path alone (a hash, not its place in a list), so every shard agrees without talking
// to the others, and a product added to the catalogue moves no other page to another shard. The pages of a route
// without parameters (home, policies, the feeds) are rendered by every shard and taken once by the merge, which
// checks they are identical.
import { appendFileSync } from "node:fs";
import { planPages } from "./render-progress.ts";

export type Shard = { index: number; count: number };

/** The most shards a build may be split into: past this, each shard is mostly Astro's start-up. */
export const maxShards = 64;

/** BUILD_SHARD as "I/N" (1 ≤ I ≤ N ≤ 64), or null when the build is not sharded; anything else is an error naming it. */
export function parseShard(value: string | undefined): Shard | null {
  const raw = value?.trim();
  if (!raw) return null;
  const match = /^(\d+)\/(\d+)$/.exec(raw);
  const [index, count] = match ? [Number(match[1]), Number(match[2])] : [NaN, NaN];
  if (!match || count < 1 || count > maxShards || index < 1 || index > count) {
    throw new Error(`a shard is named I/N with 1 ≤ I ≤ N ≤ ${maxShards} (e.g. 2/4), not '${raw}'`);
  }
  return { index, count };
}

/** The shard (1…count) that renders the page at `path`: FNV-1a of the path's UTF-8 bytes, modulo the count. */
export function shardOfPath(path: string, count: number): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(path)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return (hash % count) + 1;
}

/** Whether the page at `path` is rendered by `shard`. */
export function inShard(path: string, shard: Shard): boolean {
  return shardOfPath(path, shard.count) === shard.index;
}

/** A route's output: a page (written as `path/index.html`) or an endpoint's file (written at `path`). */
export type RouteKind = "page" | "file";

/**
 * The items of a route this build renders: all of them unsharded, else those whose page path falls in this shard.
 * When SHARD_PLAN_FILE is set, every path of the route (each shard lists all of them) is recorded there, one JSON
 * line per route, so the merge can tell a page that is missing from one that was never meant to exist.
 */
export function keepShard<T>(
  route: string,
  items: readonly T[],
  pathOf: (item: T) => string,
  kind: RouteKind = "page",
  env: NodeJS.ProcessEnv = process.env,
): T[] {
  const shard = parseShard(env.BUILD_SHARD);
  const kept = shard ? shardPart(route, items, pathOf, kind, shard, env) : [...items];
  if (kind === "page") planPages(kept.length);
  return kept;
}

function shardPart<T>(route: string, items: readonly T[], pathOf: (item: T) => string, kind: RouteKind, shard: Shard, env: NodeJS.ProcessEnv): T[] {
  const paths = items.map(pathOf);
  if (env.SHARD_PLAN_FILE) appendFileSync(env.SHARD_PLAN_FILE, `${JSON.stringify({ route, kind, paths })}\n`);
  return items.filter((_, i) => inShard(paths[i]!, shard));
}
