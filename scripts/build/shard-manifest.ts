// What a shard folder says of itself (`shard.json` at its root): which shard of how many, made from which commit,
// settings and catalogue snapshot, every page path of every sharded route (the plan, the same in every shard), and
// the pages Astro built. The merge reads these and refuses shards that were not made to go together.
import { spawnSync } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { RouteKind, Shard } from "../../src/lib/shards.ts";
import type { SnapshotSummary } from "../../src/lib/storefront/snapshot.ts";
import { projectRoot } from "../../src/services/shared/project.ts";

export const manifestName = "shard.json";
const manifestFormat = "farm-storefront-shard";
const manifestVersion = 1;

export type RoutePlan = { route: string; kind: RouteKind; paths: string[] };

export type ShardManifest = {
  format: typeof manifestFormat;
  version: number;
  shard: Shard;
  commit: string;
  /** The settings that shape pages (all PUBLIC_ variables, the site's address and base, preview): public values. */
  settings: Record<string, string>;
  snapshot: { sha256: string; store: string; apiVersion: string; readAt: string; products: number };
  plan: RoutePlan[];
  pages: string[];
};

/** Variables a page's bytes depend on, besides the snapshot: every PUBLIC_ one (they are public by name) and these. */
const pageShapingVariables = ["SITE_URL", "BASE_PATH", "SITE_PREVIEW", "STOREFRONT_PAGING_CAP"];

export function pageSettings(env: NodeJS.ProcessEnv): Record<string, string> {
  const keys = Object.keys(env).filter((key) => key.startsWith("PUBLIC_") || pageShapingVariables.includes(key));
  return Object.fromEntries(keys.sort().flatMap((key) => (env[key] === undefined ? [] : [[key, env[key]!]])));
}

/** The commit being built: CI names it (GITHUB_SHA), else git; "unknown" outside a repository. */
export function currentCommit(env: NodeJS.ProcessEnv): string {
  if (env.GITHUB_SHA?.trim()) return env.GITHUB_SHA.trim();
  const git = spawnSync("git", ["rev-parse", "HEAD"], { cwd: projectRoot, encoding: "utf8" });
  return git.status === 0 ? git.stdout.trim() : "unknown";
}

export function snapshotFields(summary: SnapshotSummary): ShardManifest["snapshot"] {
  const { header, sha256, counts } = summary;
  return { sha256, store: header.store, apiVersion: header.apiVersion, readAt: header.readAt, products: counts.products };
}

/** The plan a shard's routes recorded (one JSON line per route call); a route recorded twice must list the same paths. */
export function parsePlan(text: string): RoutePlan[] {
  const byRoute = new Map<string, RoutePlan>();
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    const plan = JSON.parse(line) as RoutePlan;
    const before = byRoute.get(plan.route);
    if (before && JSON.stringify(before) !== JSON.stringify(plan)) throw new Error(`the route ${plan.route} listed different pages on two calls`);
    byRoute.set(plan.route, plan);
  }
  return [...byRoute.values()].sort((a, b) => a.route.localeCompare(b.route));
}

/** What is wrong with a manifest's shape, or null: the merge trusts nothing it did not check. */
function manifestProblem(manifest: ShardManifest): string | null {
  const { shard, commit, settings, snapshot, plan, pages } = manifest;
  if (!shard || !Number.isInteger(shard.index) || !Number.isInteger(shard.count) || shard.index < 1 || shard.index > shard.count) return "its shard is not I of N";
  if (typeof commit !== "string") return "it names no commit";
  if (!settings || typeof settings !== "object" || Object.values(settings).some((value) => typeof value !== "string")) return "its settings are not text";
  if (!snapshot || typeof snapshot.sha256 !== "string" || !/^[0-9a-f]{64}$/.test(snapshot.sha256)) return "it names no snapshot";
  const isTextList = (list: unknown) => Array.isArray(list) && list.every((item) => typeof item === "string");
  if (!Array.isArray(plan) || plan.some((route) => typeof route?.route !== "string" || (route.kind !== "page" && route.kind !== "file") || !isTextList(route.paths))) {
    return "its page plan is not a list of routes";
  }
  if (!isTextList(pages)) return "its page list is not a list of paths";
  return null;
}

export async function writeManifest(dir: string, manifest: ShardManifest): Promise<void> {
  await writeFile(join(dir, manifestName), `${JSON.stringify(manifest)}\n`);
}

export async function readManifest(dir: string): Promise<ShardManifest> {
  let text: string;
  try {
    text = await readFile(join(dir, manifestName), "utf8");
  } catch {
    throw new Error(`${dir} is not a shard folder: it has no ${manifestName} (made by npm run build -- --shard I/N)`);
  }
  const file = `${dir}/${manifestName}`;
  let manifest: ShardManifest;
  try {
    manifest = JSON.parse(text) as ShardManifest;
  } catch {
    throw new Error(`${file} is not JSON: the shard folder is damaged; render the shard again`);
  }
  if (manifest?.format !== manifestFormat || manifest.version !== manifestVersion) {
    throw new Error(`${file} is not a shard manifest this build reads (format ${manifest?.format}, version ${manifest?.version})`);
  }
  const problem = manifestProblem(manifest);
  if (problem) throw new Error(`${file} is damaged: ${problem}; render the shard again`);
  return manifest;
}
