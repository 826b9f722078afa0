// The merge of a sharded build: assembles the shard folders into one site and refuses anything that would not be the
// site an unsharded build of the same snapshot writes. Refused: a folder that is not a shard, shards of different
// counts, commits, settings or snapshots, a shard given twice or missing, a page in a shard it does not belong to
// (duplicated), a planned page no shard has (missing), and a shared file (assets, pages without parameters, _headers,
// _redirects, robots.txt, feeds) that differs between shards. The sitemap is written again over the pages of all
// shards by the same integration the build uses (src/integrations/sitemap.ts), so it equals an unsharded build's.
import { createHash } from "node:crypto";
import { createReadStream, readdirSync } from "node:fs";
import { constants, copyFile, cp, link, mkdir, rename } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { pathToFileURL } from "node:url";
import type { AstroConfig, AstroIntegrationLogger } from "astro";
import { shardOfPath, type RouteKind } from "../../src/lib/shards.ts";
import { mapConcurrently } from "../../src/lib/storefront/batching.ts";
import { siteSettings, siteSitemap } from "../../src/integrations/sitemap.ts";
import { manifestName, readManifest, type ShardManifest } from "./shard-manifest.ts";

export type MergeReport = { shards: number; pages: number; sharedFiles: number; files: number; checks: string[] };

/** The file a planned path is written to: a page's `/products/x` → products/x/index.html, an endpoint's as named. */
export function pageFile(path: string, kind: RouteKind): string {
  const clean = path.replace(/^\/+/, "");
  return kind === "file" ? clean : `${clean}/index.html`;
}

/** The file of a page Astro reports as built ("" the home page, "about/" a folder's index, "404/" Astro's 404.html). */
export function builtFile(pathname: string): string {
  if (pathname === "") return "index.html";
  if (pathname === "404/" || pathname === "500/") return `${pathname.slice(0, -1)}.html`;
  return pathname.endsWith("/") ? `${pathname}index.html` : pathname;
}

/** How many files are read, linked or copied at once: enough to keep the disk busy, few enough for any open-file limit. */
const filesAtOnce = 32;

/** Files the merge writes itself rather than take from a shard: the sitemap, made again over every shard's pages. */
function isRegenerated(file: string): boolean {
  return /^sitemap-(index|\d+)\.xml$/.test(file);
}

/**
 * Every file of a shard folder, and how many entries (files and folders) each of its folders holds; anything but
 * files and folders (a symbolic link, a socket) is refused, not skipped. Listed synchronously: the promise form reads
 * a tree one folder after another, each through the thread pool, and a shard of a 100,000-product site has 19,000
 * folders (8.2 s for 8 shards against 1.1 s; nothing else runs meanwhile).
 */
function filesUnder(root: string): { files: string[]; entriesIn: Map<string, number> } {
  const entries = readdirSync(root, { recursive: true, withFileTypes: true });
  const files: string[] = [];
  const entriesIn = new Map<string, number>();
  for (const entry of entries) {
    entriesIn.set(entry.parentPath, (entriesIn.get(entry.parentPath) ?? 0) + 1);
    const file = relative(root, join(entry.parentPath, entry.name)).split(sep).join("/");
    if (entry.isDirectory()) continue;
    if (!entry.isFile()) throw new Error(`Refusing to merge: ${root}/${file} is not a plain file (a symbolic link?); a shard holds files and folders only`);
    if (file !== manifestName) files.push(file);
  }
  return { files, entriesIn };
}

function sha256Of(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash("sha256");
    createReadStream(file).on("error", reject).on("data", (chunk) => hash.update(chunk)).on("end", () => resolve(hash.digest("hex")));
  });
}

/**
 * How the merge puts the shards' files into the site:
 * - `copy` (the default): a copy (a copy-on-write clone where the file system has them), so that changing a shard
 *   folder later cannot change the published site;
 * - `link`: a hard link where the file system allows it (a 100,000-product site is gigabytes), for shard folders
 *   nobody changes afterwards;
 * - `move`: the shards' files and page folders are moved into the site, which empties the shard folders: for shard
 *   folders that are the merge's own to use up (a CI job's downloads, the folders `--shards` deletes afterwards).
 *   A page's folder is moved whole, one rename instead of a folder made and a file linked: at 100,000 products
 *   that is 150,000 operations on the disk fewer.
 */
export type Placement = "copy" | "link" | "move";

/** Places the file `from` at `to`; a link or a move across file systems becomes a copy. True when it was moved. */
async function place(from: string, to: string, placement: Placement): Promise<boolean> {
  if (placement !== "copy") {
    try {
      await (placement === "link" ? link(from, to) : rename(from, to));
      return placement === "move";
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EXDEV" && placement === "move") throw error;
      // another file system: copy
    }
  }
  await copyFile(from, to, constants.COPYFILE_FICLONE);
  return false;
}

/** Moves the folder `from` to `to` (which must not exist); across file systems, a copy. True when it was moved. */
async function moveFolder(from: string, to: string): Promise<boolean> {
  try {
    await rename(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    await cp(from, to, { recursive: true, errorOnExist: true, force: false });
    return false;
  }
}

/**
 * The placements whose folder can be moved whole: the only entry of its folder in its shard (`entriesIn`, by source
 * folder: no other file, no subfolder) and the only one placed in its folder of the site, which holds no other
 * placement's folder.
 */
function wholeFolders(placements: readonly { from: string; to: string }[], outDir: string, entriesIn: ReadonlyMap<string, number>): Set<number> {
  const placedIn = new Map<string, number>();
  for (const { to } of placements) placedIn.set(dirname(to), (placedIn.get(dirname(to)) ?? 0) + 1);
  const holdOthers = new Set<string>();
  for (const folder of placedIn.keys()) {
    for (let up = dirname(folder); up.startsWith(outDir + sep) && !holdOthers.has(up); up = dirname(up)) holdOthers.add(up);
  }
  const whole = new Set<number>();
  for (const [i, { from, to }] of placements.entries()) {
    const folder = dirname(to);
    if (folder.startsWith(outDir + sep) && placedIn.get(folder) === 1 && !holdOthers.has(folder) && entriesIn.get(dirname(from)) === 1) whole.add(i);
  }
  return whole;
}

/** Why these manifests cannot be merged, or null. */
export function refuseManifests(dirs: readonly string[], manifests: readonly ShardManifest[]): string | null {
  if (manifests.length === 0) return "no shard folders were named";
  const first = manifests[0]!;
  for (const [i, manifest] of manifests.entries()) {
    const which = `${dirs[i]} (shard ${manifest.shard.index}/${manifest.shard.count})`;
    if (manifest.shard.count !== first.shard.count) return `${which} is one of ${manifest.shard.count} shards, but ${dirs[0]} is one of ${first.shard.count}`;
    if (manifest.commit !== first.commit) return `${which} was built from commit ${manifest.commit}, ${dirs[0]} from ${first.commit}`;
    if (manifest.snapshot.sha256 !== first.snapshot.sha256) {
      return `${which} was rendered from another catalogue snapshot (read ${manifest.snapshot.readAt}, sha256 ${manifest.snapshot.sha256.slice(0, 12)}…) than ${dirs[0]} (read ${first.snapshot.readAt}, ${first.snapshot.sha256.slice(0, 12)}…)`;
    }
    const keys = new Set([...Object.keys(manifest.settings), ...Object.keys(first.settings)]);
    const differing = [...keys].filter((key) => manifest.settings[key] !== first.settings[key]).sort();
    if (differing.length > 0) return `${which} was built with other settings than ${dirs[0]}: ${differing.join(", ")}`;
    if (JSON.stringify(manifest.plan) !== JSON.stringify(first.plan)) return `${which} planned other pages than ${dirs[0]}, though from the same snapshot`;
  }
  const byIndex = new Map<number, string>();
  for (const [i, manifest] of manifests.entries()) {
    const other = byIndex.get(manifest.shard.index);
    if (other) return `shard ${manifest.shard.index}/${first.shard.count} was given twice: ${other} and ${dirs[i]}`;
    byIndex.set(manifest.shard.index, dirs[i]!);
  }
  const missing = Array.from({ length: first.shard.count }, (_, i) => i + 1).filter((index) => !byIndex.has(index));
  if (missing.length > 0) return `shard${missing.length > 1 ? "s" : ""} ${missing.map((i) => `${i}/${first.shard.count}`).join(", ")} ${missing.length > 1 ? "are" : "is"} missing`;
  return null;
}

/** A file or a page's folder `--move` took from a shard (`from`) into the site (`to`). */
export type Moved = { from: string; to: string };

/**
 * Puts what a merge moved back where it came from, last moved first, when the merge or the publishing after it
 * failed (a guard refused the site, the sitemap could not be written): the shards are whole again and the merge can
 * be run again. Returns what could not be put back, as "from: why".
 */
export async function moveBack(moved: readonly Moved[]): Promise<string[]> {
  const lost: string[] = [];
  for (const { from, to } of [...moved].reverse()) {
    try {
      await mkdir(dirname(from), { recursive: true });
      await rename(to, from);
    } catch (error) {
      lost.push(`${from}: ${(error as Error).message}`);
    }
  }
  return lost;
}

/**
 * Merges the shard folders `dirs` into `outDir` (empty or new); throws with the reason when they must not be merged.
 * With `placement: "move"`, every file and folder moved is added to `moved` as it is moved, so that a caller can put
 * them back (`moveBack`) should anything fail after the first move.
 */
export async function mergeShards(
  dirs: readonly string[],
  outDir: string,
  options: { placement?: Placement; moved?: Moved[] } = {},
): Promise<MergeReport> {
  const placement = options.placement ?? "copy";
  const manifests = await Promise.all(dirs.map(readManifest));
  const refusal = refuseManifests(dirs, manifests);
  if (refusal) throw new Error(`Refusing to merge: ${refusal}`);
  const count = manifests[0]!.shard.count;
  const checks = [`${count} shard${count > 1 ? "s" : ""} of one build: commit ${manifests[0]!.commit.slice(0, 12)}, the same settings and snapshot`];

  // Every page of the plan, with the shard it belongs to.
  const owner = new Map<string, number>();
  for (const { route, kind, paths } of manifests[0]!.plan) {
    for (const path of paths) {
      const file = pageFile(path, kind);
      if (owner.has(file)) throw new Error(`Refusing to merge: the route ${route} plans ${path}, which another page already is`);
      owner.set(file, shardOfPath(path, count));
    }
  }
  // Every file is checked before any is written, so a refused merge leaves nothing half made.
  const found = new Set<string>();
  const placements: { from: string; to: string }[] = [];
  const sharedCopies: { file: string; from: string; index: number }[] = [];
  // Entries in each folder of each shard (a folder holding more than its page is not moved whole).
  const entriesIn = new Map<string, number>();
  for (const [i, dir] of dirs.entries()) {
    const index = manifests[i]!.shard.index;
    const listed = filesUnder(dir);
    for (const [folder, entries] of listed.entriesIn) entriesIn.set(folder, entries);
    for (const file of listed.files) {
      if (isRegenerated(file)) continue;
      const belongs = owner.get(file);
      if (belongs === undefined) {
        sharedCopies.push({ file, from: join(dir, file), index });
        continue;
      }
      if (belongs !== index) throw new Error(`Refusing to merge: ${file} is in shard ${index}/${count} but belongs to shard ${belongs}/${count} (a page made twice, or shards of another plan)`);
      found.add(file);
      placements.push({ from: join(dir, file), to: join(outDir, file) });
    }
  }
  const digests = await mapConcurrently(sharedCopies, filesAtOnce, ({ from }) => sha256Of(from));
  const shared = new Map<string, { sha256: string; shards: number[] }>();
  for (const [i, { file, from, index }] of sharedCopies.entries()) {
    const before = shared.get(file);
    if (!before) {
      shared.set(file, { sha256: digests[i]!, shards: [index] });
      placements.push({ from, to: join(outDir, file) });
    } else if (before.sha256 !== digests[i]) {
      throw new Error(`Refusing to merge: ${file} differs between shard ${before.shards[0]}/${count} and shard ${index}/${count}; every shard must write it alike`);
    } else {
      before.shards.push(index);
    }
  }
  const missingPages = [...owner.keys()].filter((file) => !found.has(file));
  if (missingPages.length > 0) {
    const list = missingPages.slice(0, 5).map((file) => `${file} (shard ${owner.get(file)}/${count})`).join(", ");
    throw new Error(`Refusing to merge: ${missingPages.length} planned page${missingPages.length > 1 ? "s are" : " is"} missing: ${list}${missingPages.length > 5 ? ", …" : ""}`);
  }
  const notEverywhere = [...shared].filter(([, { shards }]) => shards.length !== count);
  if (notEverywhere.length > 0) {
    const [file, { shards }] = notEverywhere[0]!;
    throw new Error(`Refusing to merge: ${file} is in shard${shards.length > 1 ? "s" : ""} ${shards.join(", ")} of ${count} only; every shard writes the shared files${notEverywhere.length > 1 ? ` (and ${notEverywhere.length - 1} more)` : ""}`);
  }
  checks.push(`${owner.size} planned pages, each once and in its own shard`);
  checks.push(`${shared.size} shared files (assets, pages without parameters, _headers, _redirects, robots.txt, feeds) identical in every shard`);

  // The sitemap is made from the pages the shards say they built: each must be a page of the merged site, and every
  // planned page must be among its shard's, or a sitemap could name a page that is not there or leave one out.
  for (const [i, manifest] of manifests.entries()) {
    const own = new Set(manifest.pages.map(builtFile));
    for (const file of own) {
      if (!found.has(file) && !shared.has(file)) throw new Error(`Refusing to merge: ${dirs[i]} lists the page ${file} in ${manifestName}, but no shard wrote it`);
    }
    for (const [file, shard] of owner) {
      if (shard === manifest.shard.index && !own.has(file) && file.endsWith("index.html")) {
        throw new Error(`Refusing to merge: ${dirs[i]} wrote ${file} but does not list it among its pages in ${manifestName}`);
      }
    }
  }
  // Folders first (each once), then the files, many at a time: one by one, the waits on the disk made a
  // 100,000-product merge take minutes. A moved page's folder is made by its move; its parent is made here.
  const whole = placement === "move" ? wholeFolders(placements, outDir, entriesIn) : new Set<number>();
  const folders = [...new Set(placements.map(({ to }, i) => (whole.has(i) ? dirname(dirname(to)) : dirname(to))))].sort();
  await mapConcurrently(folders, filesAtOnce, (folder) => mkdir(folder, { recursive: true }));
  // After a failure no placement starts, and those under way end before the merge throws: what was moved is then
  // all in `moved`, to be put back. (mapConcurrently itself rejects at the first failure while others still run,
  // which suits the store's reads; its module is in the basket's script chunk, so the wait is written here.)
  let failure: { error: unknown } | undefined;
  await mapConcurrently(placements, filesAtOnce, async ({ from, to }, i) => {
    if (failure) return;
    const asFolder = whole.has(i);
    const [source, target] = asFolder ? [dirname(from), dirname(to)] : [from, to];
    try {
      const wasMoved = asFolder ? await moveFolder(source, target) : await place(source, target, placement);
      if (wasMoved) options.moved?.push({ from: source, to: target });
    } catch (error) {
      failure ??= { error };
    }
  });
  if (failure) throw failure.error;
  // The site's address and base path the shards were built with, whatever the merge's own environment says.
  await writeSitemap(outDir, [...new Set(manifests.flatMap((manifest) => manifest.pages))], manifests[0]!.settings);
  checks.push("the sitemap written again over the pages of all shards");
  return { shards: count, pages: owner.size, sharedFiles: shared.size, files: placements.length, checks };
}

/** Runs the build's own sitemap integration (@astrojs/sitemap) over `pages`, as Astro's build would have. */
async function writeSitemap(outDir: string, pages: string[], settings: Record<string, string>): Promise<void> {
  const { site, base } = siteSettings(settings);
  const integration = siteSitemap(base);
  const hooks = integration.hooks as Record<string, ((options: unknown) => unknown) | undefined>;
  // The fields of Astro's configuration the sitemap reads, as astro.config.mjs sets them.
  const config = { site, base, trailingSlash: "ignore", build: { format: "directory" } } as unknown as AstroConfig;
  const logger = { info() {}, warn: (message: string) => console.warn(`[merge] sitemap: ${message}`), error: (message: string) => console.error(`[merge] sitemap: ${message}`) } as unknown as AstroIntegrationLogger;
  await hooks["astro:config:done"]?.({ config });
  await hooks["astro:routes:resolved"]?.({ routes: [] });
  await hooks["astro:build:done"]?.({ dir: pathToFileURL(`${outDir}/`), pages: pages.map((pathname) => ({ pathname })), logger });
}
