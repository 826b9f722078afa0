// A release made from the rebuilder's work folder (incremental.ts). Astro builds into the work folder, which is
// never served; a release is a fresh folder in which each file is either a hard link to the same file of the
// previous release, when the work folder's file is unchanged since that release was made from it, or a copy of the
// work folder's file. No file of a release is ever a file of the work folder, so nothing Astro does there (whatever
// Node call, worker or native code writes) can reach a release: the live site cannot be changed by a build, by
// construction. Releases share files only with one another, and nothing writes into a release once it is made.
//
// "Unchanged since" is told by a snapshot kept per release: for each file, the work folder file's inode, size,
// modification and change times when it was copied or linked. The change time (ctime) is set by the kernel on
// every write and cannot be set back by a program, so a file rewritten with the same bytes and the same mtime still
// counts as changed (and is copied: correct, only slower).
import { copyFileSync, existsSync, linkSync, lstatSync, mkdirSync, unlinkSync, type BigIntStats } from "node:fs";
import { readFile, rename, rm, rmdir, writeFile } from "node:fs/promises";
import { fdir } from "fdir";
import { dirname, join, sep } from "node:path";

/** Path (relative to the folder) -> the state of the work folder's file it was made from. */
export type Snapshot = Map<string, string>;

const stateOf = (stats: BigIntStats) => `${stats.ino}:${stats.size}:${stats.mtimeNs}:${stats.ctimeNs}`;

/**
 * Every file under `dir`, as paths relative to it, symbolic links among them (fdir lists a link as a file without
 * following it: the callers' lstat tells them apart); none when `dir` does not exist. A build of 10,000 products is
 * 10,000 folders of one page each: fdir reads them many folders at a time on libuv's file threads, 0.12–0.14 s here,
 * where Node's recursive `readdirSync` took 0.35 s on the event loop, in which the rebuilder's process (the webhooks,
 * the live site) answered nothing. The live site's own file reads share those threads, and wait their turn for that
 * moment.
 */
export async function listFiles(dir: string): Promise<string[]> {
  try {
    return (await new fdir().withRelativePaths().withErrors().crawl(dir).withPromise()).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT" && !existsSync(dir)) return [];
    throw error;
  }
}

/** Files handled between two turns of the event loop: synchronous calls are fast, slices keep the service answering. */
const filesPerSlice = 500;

export async function inSlices<T>(items: readonly T[], work: (item: T) => void, signal?: AbortSignal): Promise<void> {
  for (let start = 0; start < items.length; start += filesPerSlice) {
    signal?.throwIfAborted();
    for (const item of items.slice(start, start + filesPerSlice)) work(item);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Hard links can't be made here (another file system, or one without them): the file is copied instead. */
const cannotLink = new Set(["EXDEV", "EPERM", "ENOTSUP", "EOPNOTSUPP", "EMLINK"]);

export type MadeRelease = {
  snapshot: Snapshot;
  /** Files linked from the previous release (no bytes copied). */
  linked: number;
  /** Files copied from the work folder (new or changed, or no previous release to link from). */
  copied: number;
  /** Work folder files with another name somewhere (a link count above one): something linked them. */
  shared: string[];
};

/**
 * Links every file of the release `base` into `target` (which must not exist) ahead of makeRelease, while a warm build
 * renders (incremental.ts): a release is mostly the live one's files, and linking 15,000 of them, each page in a
 * folder of its own, takes most of a second that then overlaps the build. Returns the paths linked; makeRelease
 * replaces those the build changed and removes those it no longer has.
 */
export async function prelinkRelease(base: { dir: string; snapshot: Snapshot }, target: string, signal?: AbortSignal): Promise<Set<string>> {
  const linked = new Set<string>();
  const folders = new Set<string>();
  mkdirSync(dirname(target), { recursive: true });
  mkdirSync(target);
  await inSlices(
    [...base.snapshot.keys()],
    (path) => {
      const destination = join(target, path);
      const folder = dirname(destination);
      if (!folders.has(folder)) {
        mkdirSync(folder, { recursive: true });
        folders.add(folder);
      }
      try {
        linkSync(join(base.dir, path), destination);
        linked.add(path);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? "";
        // Gone from the release, or no links here: makeRelease copies it if the build has it.
        if (code !== "ENOENT" && !cannotLink.has(code)) throw error;
      }
    },
    signal,
  );
  return linked;
}

/**
 * Makes `target` from the work folder `work`: each file linked from `base` when the snapshot of `base` shows the work
 * file unchanged since, else copied from `work`. `target` must not exist, unless `prelinked` (prelinkRelease) made it
 * with these paths linked from `base`: then a prelinked file the build changed is replaced by its copy, and one the
 * work folder no longer has is removed.
 */
export async function makeRelease(
  work: string,
  target: string,
  base: { dir: string; snapshot: Snapshot } | null,
  signal?: AbortSignal,
  prelinked?: ReadonlySet<string>,
): Promise<MadeRelease> {
  const made: MadeRelease = { snapshot: new Map(), linked: 0, copied: 0, shared: [] };
  const folders = new Set<string>();
  if (!prelinked) {
    mkdirSync(dirname(target), { recursive: true });
    mkdirSync(target);
  }
  const paths = await listFiles(work);
  if (prelinked) {
    // First, files of the base release the build no longer has (a deleted product's page) and the folders they leave
    // empty: a path that was a file and is now a folder (or the reverse) is then free for the build's own.
    const kept = new Set(paths);
    for (const path of prelinked) {
      if (kept.has(path)) continue;
      signal?.throwIfAborted();
      await removeWithEmptyFolders(target, path);
    }
  }
  await inSlices(
    paths,
    (path) => {
      const source = join(work, path);
      const stats = lstatSync(source, { bigint: true });
      const destination = join(target, path);
      if (!stats.isFile()) {
        // A symbolic link in the work folder is never published (its target could be anything on the machine), nor
        // is the live build's file of that name kept in its place.
        if (prelinked?.has(path)) unlinkSync(destination);
        return;
      }
      const state = stateOf(stats);
      if (stats.nlink > 1n) made.shared.push(path);
      made.snapshot.set(path, state);
      const unchanged = base !== null && base.snapshot.get(path) === state;
      if (prelinked?.has(path)) {
        if (unchanged) {
          made.linked++;
          return;
        }
        unlinkSync(destination);
        copyFileSync(source, destination);
        made.copied++;
        return;
      }
      const folder = dirname(destination);
      if (!folders.has(folder)) {
        mkdirSync(folder, { recursive: true });
        folders.add(folder);
      }
      if (base && unchanged) {
        try {
          linkSync(join(base.dir, path), destination);
          made.linked++;
          return;
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code ?? "";
          // Gone from the previous release, or no links here: copied instead.
          if (code !== "ENOENT" && !cannotLink.has(code)) throw error;
        }
      }
      copyFileSync(source, destination);
      made.copied++;
    },
    signal,
  );
  return made;
}

/**
 * What each file of `dir` is now (inode, size, modification time): a write into one changes it. With `paths` (a
 * release's snapshot lists its files), those files only, without listing the folder: a file gone reads as "gone",
 * but a file added is not seen.
 */
export async function fileStates(dir: string, signal?: AbortSignal, paths?: Iterable<string>): Promise<Map<string, string>> {
  const states = new Map<string, string>();
  await inSlices(
    paths ? [...paths] : await listFiles(dir),
    (path) => {
      try {
        const stats = lstatSync(join(dir, path), { bigint: true });
        states.set(path, `${stats.ino}:${stats.size}:${stats.mtimeNs}`);
      } catch (error) {
        if (!paths || (error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
        states.set(path, "gone");
      }
    },
    signal,
  );
  return states;
}

/** The files whose state differs between two readings of a folder (changed, added or removed). */
export function changedFiles(before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>): string[] {
  const changed = [...before].filter(([path, state]) => after.get(path) !== state).map(([path]) => path);
  return [...changed, ...[...after.keys()].filter((path) => !before.has(path))];
}

export async function saveSnapshot(file: string, snapshot: Snapshot): Promise<void> {
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, JSON.stringify(Object.fromEntries(snapshot)));
  await rename(temp, file);
}

/** A release's snapshot, or null when it has none (then every file of the next release is copied). */
export async function loadSnapshot(file: string): Promise<Snapshot | null> {
  try {
    const value = JSON.parse(await readFile(file, "utf8")) as unknown;
    if (typeof value !== "object" || value === null) return null;
    const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string");
    return new Map(entries);
  } catch {
    return null;
  }
}

/**
 * Removes a page of a build folder (`path`, relative to `root`) and the folders it leaves empty, up to (not including)
 * `root`: a deleted product's page goes with its folder. A file already gone is no error.
 */
export async function removeWithEmptyFolders(root: string, path: string): Promise<void> {
  const file = join(root, path);
  await rm(file, { force: true });
  for (let folder = dirname(file); folder !== root && folder.startsWith(root + sep); folder = dirname(folder)) {
    try {
      await rmdir(folder);
    } catch {
      break; // not empty: it holds other files
    }
  }
}
