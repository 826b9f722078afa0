// A rebuild starts from the live build instead of from nothing. Astro's incremental build skips a page whose cache
// key and code are unchanged, but it must still put the page's file in the new folder: it copies it from its cache,
// and at 10,000 products that copy (about 15,000 files, 766 MB) was most of a rebuild. A page already present in
// the output folder is left as it is ("(cached)"), so the new folder is seeded with hard links to the live build's
// pages: nothing is copied, and only the pages whose data changed are rendered and written, each to a file of its
// own (break-links.ts gives a linked path a private copy before anything writes to it, so the live build is never
// written through a link).
//
// Seeding needs Astro's incremental manifest of the live build (which page has which key), kept per build beside
// the builds (builder.ts): the manifest then always describes exactly the files that are linked, even after a
// refused build or a rollback. Only files the manifest lists as pages are linked; everything else (assets, the
// sitemap, pages without a key) is written by the build as usual.
import { createHash } from "node:crypto";
import { copyFileSync, linkSync, lstatSync, mkdirSync, type BigIntStats } from "node:fs";
import { lstat, readdir, readFile, rmdir, unlink } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

/** The name Astro gives its incremental manifest in the cache folder. */
export const manifestName = "incremental-build.json";

/** Where a build's code fingerprint is kept, beside its manifest. */
export const fingerprintName = "code-fingerprint";

/**
 * What the site is built from in the project: its code, content, public files, settings, the scripts the Astro
 * config imports, and the dependencies as declared, locked and installed.
 */
const codePaths = [
  "src",
  "public",
  "astro.config.mjs",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
  "node_modules/.package-lock.json",
  ".env",
  ".env.production",
];

/**
 * A digest of everything a build's output depends on besides the store's data: the files above, the environment
 * Astro is started with (the public settings are written into the browser scripts) and Node's version. Astro's
 * manifest notices a changed page template, but not every such change: a reused page names the `_astro/` scripts of
 * the build that wrote it, and a change elsewhere can give those scripts new names. A build therefore starts from
 * the live one only when this digest is the live build's (and settle checks the scripts all the same).
 */
export async function codeFingerprint(projectRoot: string, env: NodeJS.ProcessEnv): Promise<string> {
  const hash = createHash("sha256");
  hash.update(`node ${process.version}\0`);
  for (const [name, value] of Object.entries(env).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) hash.update(`${name}=${value ?? ""}\0`);
  for (const top of codePaths) {
    const path = join(projectRoot, top);
    const stats = await lstat(path).catch(() => null);
    if (!stats) continue;
    const files = stats.isDirectory()
      ? (await readdir(path, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name))
      : [path];
    for (const file of files.sort()) {
      const body = await readFile(file);
      hash.update(`${relative(projectRoot, file)}\0${body.length}\0`).update(body);
    }
  }
  return hash.digest("hex");
}

/**
 * The live build's `_astro/` files the new build lacks. A page reused from the live build loads its scripts by
 * these names; should one be missing, that page would load nothing. Empty when the build is whole.
 */
export async function missingAssets(live: string, next: string): Promise<string[]> {
  const names = async (dir: string) => new Set(await readdir(join(dir, "_astro")).catch(() => [] as string[]));
  const [before, after] = await Promise.all([names(live), names(next)]);
  return [...before].filter((name) => !after.has(name));
}

/** The part of Astro's incremental manifest this module reads: each keyed page's output file, relative to the build. */
type Manifest = { routes: Record<string, { paths: Record<string, { outputFile: string }> }> };

function isManifest(value: unknown): value is Manifest {
  if (typeof value !== "object" || value === null) return false;
  const routes = (value as { routes?: unknown }).routes;
  if (typeof routes !== "object" || routes === null) return false;
  return Object.values(routes).every(
    (route: unknown) =>
      typeof route === "object" &&
      route !== null &&
      typeof (route as { paths?: unknown }).paths === "object" &&
      (route as { paths: unknown }).paths !== null &&
      Object.values((route as { paths: object }).paths).every(
        (path: unknown) => typeof path === "object" && path !== null && typeof (path as { outputFile?: unknown }).outputFile === "string",
      ),
  );
}

/** The build-relative file of a manifest's `outputFile` (a URL path, percent-encoded); null for anything odd. */
function fileOf(outputFile: string): string | null {
  try {
    // Resolved against a root, so "../" cannot climb out of the build folder.
    const path = relative(sep, fileURLToPath(new URL(outputFile, "file:///")));
    return path === "" || path.startsWith("..") ? null : path;
  } catch {
    return null;
  }
}

/**
 * The pages a manifest file lists, as paths relative to the build folder; null when there is no manifest or it is
 * not one (a build then renders every page rather than trust it).
 */
export async function readManifestPages(file: string): Promise<Set<string> | null> {
  let value: unknown;
  try {
    value = JSON.parse(await readFile(file, "utf8"));
  } catch {
    return null;
  }
  if (!isManifest(value)) return null;
  const pages = new Set<string>();
  for (const route of Object.values(value.routes)) {
    for (const { outputFile } of Object.values(route.paths)) {
      const page = fileOf(outputFile);
      if (page !== null) pages.add(page);
    }
  }
  return pages;
}

/**
 * A seeded file as it was placed: a write into it changes its size or time, a replacement its inode. `linked` tells a
 * hard link to the live file (which nothing may write into) from a copy (the build's own file, which it may).
 */
type Placed = { ino: bigint; size: bigint; mtimeNs: bigint; linked: boolean };

export type Seed = {
  /** Every page placed in the new folder, by path relative to it. */
  placed: Map<string, Placed>;
  /** Placed as hard links (no bytes copied). */
  linked: number;
  /** Copied, where a link was impossible (another file system). */
  copied: number;
};

/** Hard links can't be made here (another file system, or one without them): the file is copied instead. */
const cannotLink = new Set(["EXDEV", "EPERM", "ENOTSUP", "EOPNOTSUPP", "EMLINK"]);

/**
 * Files handled between two turns of the event loop. The work is done with synchronous calls, about three times
 * faster than 15,000 promises through libuv's small thread pool; in slices, so the service still answers webhooks
 * and the status while a build is seeded or checked.
 */
const filesPerSlice = 500;

async function inSlices<T>(items: readonly T[], work: (item: T) => void, signal?: AbortSignal): Promise<void> {
  for (let start = 0; start < items.length; start += filesPerSlice) {
    signal?.throwIfAborted();
    for (const item of items.slice(start, start + filesPerSlice)) work(item);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Places each of `pages` of the live build `from` at the same path under `to` (which must be new or empty), as a
 * hard link where possible. A page the live build lacks is skipped; Astro renders it.
 */
export async function seedFrom(from: string, to: string, pages: Iterable<string>, signal?: AbortSignal): Promise<Seed> {
  const seed: Seed = { placed: new Map(), linked: 0, copied: 0 };
  const made = new Set<string>();
  await inSlices(
    [...pages],
    (page) => {
      const source = join(from, page);
      const target = join(to, page);
      let stats: BigIntStats;
      try {
        stats = lstatSync(source, { bigint: true });
      } catch {
        return;
      }
      if (!stats.isFile()) return;
      const dir = dirname(target);
      if (!made.has(dir)) {
        mkdirSync(dir, { recursive: true });
        made.add(dir);
      }
      try {
        linkSync(source, target);
        seed.linked++;
        // The link is the live file: same inode, size and time.
        seed.placed.set(page, { ino: stats.ino, size: stats.size, mtimeNs: stats.mtimeNs, linked: true });
      } catch (error) {
        if (!cannotLink.has((error as NodeJS.ErrnoException).code ?? "")) throw error;
        copyFileSync(source, target);
        seed.copied++;
        const copy = lstatSync(target, { bigint: true });
        seed.placed.set(page, { ino: copy.ino, size: copy.size, mtimeNs: copy.mtimeNs, linked: false });
      }
    },
    signal,
  );
  return seed;
}

/** A write went through a seeded link: the live build's file changed. The build must not be trusted. */
export class WroteThroughLinkError extends Error {
  override name = "WroteThroughLinkError";
}

type Inspection = { writtenThrough: string[]; untouched: string[] };

/** Which seeded pages are still as placed, and which links were written into (changing the live build's file too). */
async function inspect(dir: string, seed: Seed): Promise<Inspection> {
  const found: Inspection = { writtenThrough: [], untouched: [] };
  await inSlices([...seed.placed], ([page, placed]) => {
    let now: BigIntStats;
    try {
      now = lstatSync(join(dir, page), { bigint: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return; // removed by the build
      throw error; // unknown: neither a write through the link nor a stale page may go unnoticed
    }
    if (now.ino !== placed.ino) return; // replaced by the build: a page of its own
    if (now.size === placed.size && now.mtimeNs === placed.mtimeNs) found.untouched.push(page);
    else if (placed.linked) found.writtenThrough.push(page);
    // else: a copy the build rewrote in place, which is its own file to write
  });
  return found;
}

function wroteThrough(pages: string[]): WroteThroughLinkError {
  return new WroteThroughLinkError(
    `${pages.length} page(s) were written through a link shared with the live build (${pages.slice(0, 3).join(", ")}); ` +
      "the next builds render every page instead of starting from the live one",
  );
}

/**
 * Whether anything wrote through a seeded link: checked after every build, failed or not, since a write through a
 * link changed the live build whatever became of the new one. Null when nothing did.
 */
export async function linkWriteCheck(dir: string, seed: Seed): Promise<WroteThroughLinkError | null> {
  const { writtenThrough } = await inspect(dir, seed);
  return writtenThrough.length > 0 ? wroteThrough(writtenThrough) : null;
}

/**
 * After a good build: the seeded pages the build no longer has (a deleted product, a renamed handle: absent from the
 * new manifest and not written by the build) are removed, with the folders they leave empty. Throws
 * WroteThroughLinkError if a seeded link was written into rather than replaced.
 */
export async function settleSeed(dir: string, seed: Seed, pages: ReadonlySet<string>): Promise<{ removed: number }> {
  const { writtenThrough, untouched } = await inspect(dir, seed);
  if (writtenThrough.length > 0) throw wroteThrough(writtenThrough);
  const gone = untouched.filter((page) => !pages.has(page));
  // One at a time, so that two pages of one folder do not both try to remove it.
  for (const page of gone) {
    const path = join(dir, page);
    await unlink(path);
    for (let folder = dirname(path); folder !== dir && folder.startsWith(dir + sep); folder = dirname(folder)) {
      try {
        await rmdir(folder);
      } catch {
        break; // not empty: it holds other pages
      }
    }
  }
  return { removed: gone.length };
}
