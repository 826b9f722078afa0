// Loaded into the rebuilder's Astro processes through astro-preload.ts (see builder.ts).
//
// A seeded build starts from hard links to the live build's pages (seed.ts), so that Astro finds every unchanged
// page already in place and copies nothing. A hard link shares the live file's contents: a page Astro renders
// again and writes in place would change the live site too, half-written while it is being written. Node's file
// functions are wrapped here so that any write into the build folder (OUT_DIR) to a file that has another link
// first gives that path a private copy of its own (a copy beside it, renamed over it): the live build's file is
// never opened for writing. Files with a single link are written as usual. Paths outside OUT_DIR are untouched.
//
// Only JavaScript's writes pass through Node's fs; the bundler's native writes (the `_astro/` assets) do not, which
// is why seed.ts links only the pages Astro's incremental manifest lists, never assets.
import fs from "node:fs";
import { dirname, join } from "node:path";
import { replaceFsFunctions, runBefore, within } from "./fs-intercept.ts";

/** Open flags as given to fs.open (a string, a number, or absent: a callback in their place means "r"). */
function flagsOf(value: unknown): fs.OpenMode {
  return typeof value === "string" || typeof value === "number" ? value : "r";
}

/** Whether opening with `flags` may change the file: anything but plain reading (O_TRUNC empties it even read-only). */
function writes(flags: fs.OpenMode): boolean {
  const { O_WRONLY, O_RDWR, O_TRUNC } = fs.constants;
  if (typeof flags === "number") return (flags & (O_WRONLY | O_RDWR | O_TRUNC)) !== 0;
  return /[wa+]/.test(flags);
}

/**
 * Whether opening with `flags` empties the file and would create it if it were missing (w, w+, or O_TRUNC with
 * O_CREAT), so that the path may simply be freed: none of the old bytes are kept, and the open makes a new file.
 */
function replacesAll(flags: fs.OpenMode): boolean {
  const { O_TRUNC, O_CREAT } = fs.constants;
  if (typeof flags === "number") return (flags & O_TRUNC) !== 0 && (flags & O_CREAT) !== 0;
  return flags.includes("w");
}

let counter = 0;

/**
 * Gives `path` its own inode when it shares one with another path (the live build). A write that replaces the whole
 * file only needs the name freed (unlinked; the other link keeps the old file); one that keeps some of the bytes
 * (appending, writing in place, truncating to a length) gets a copy beside it, renamed over it.
 */
export function breakLink(path: string, emptied: boolean): void {
  let links: number;
  try {
    const stats = fs.lstatSync(path);
    if (!stats.isFile()) return;
    links = stats.nlink;
  } catch {
    return; // nothing there yet: the write creates a new file
  }
  if (links < 2) return;
  if (emptied) {
    fs.unlinkSync(path);
    return;
  }
  const copy = join(dirname(path), `.unlinked-${process.pid}-${++counter}`);
  fs.copyFileSync(path, copy);
  fs.renameSync(copy, path);
}

/** Installs the wrappers for writes under `outDir`. Returns a function that removes them (for tests). */
export function protectOutDir(outDir: string): () => void {
  // A file descriptor was opened through the wrapped open already, so it names nothing to check here.
  const inside = within(outDir);
  const guard = (target: unknown, emptied: boolean) => {
    const path = inside(target);
    if (path !== null) breakLink(path, emptied);
  };
  const flagOf = (options: unknown, fallback: string): fs.OpenMode =>
    typeof options === "object" && options !== null && "flag" in options && options.flag !== undefined
      ? (options.flag as fs.OpenMode)
      : fallback;

  // The destination is broken free before the write begins.
  const opened = (target: unknown, flags: fs.OpenMode) => {
    if (writes(flags)) guard(target, replacesAll(flags));
  };
  // (path, data, options): options is an encoding string or an object whose `flag` defaults as shown.
  const whole = (target: unknown, _data: unknown, options: unknown) => opened(target, flagOf(options, "w"));
  const appending = (target: unknown, _data: unknown, options: unknown) => opened(target, flagOf(options, "a"));
  const copying = (_source: unknown, destination: unknown) => guard(destination, true);
  const opening = (target: unknown, flags: unknown) => opened(target, flagsOf(flags));
  // A stream's option is `flags`, not `flag`.
  const streaming = (target: unknown, options: unknown) =>
    opened(target, typeof options === "object" && options !== null && "flags" in options && options.flags !== undefined ? flagsOf(options.flags) : "w");
  // Truncating, and changing a file's times, mode or owner, act on the inode: the path gets its own copy first.
  const inPlace = (target: unknown) => guard(target, false);

  return replaceFsFunctions([
    runBefore(fs, "writeFile", whole),
    runBefore(fs, "writeFileSync", whole),
    runBefore(fs, "appendFile", appending),
    runBefore(fs, "appendFileSync", appending),
    runBefore(fs, "copyFile", copying),
    runBefore(fs, "copyFileSync", copying),
    runBefore(fs, "open", opening),
    runBefore(fs, "openSync", opening),
    runBefore(fs, "createWriteStream", streaming),
    ...["truncate", "truncateSync", "utimes", "utimesSync", "chmod", "chmodSync", "chown", "chownSync"].map((name) => runBefore(fs, name, inPlace)),
    runBefore(fs.promises, "writeFile", whole),
    runBefore(fs.promises, "appendFile", appending),
    runBefore(fs.promises, "copyFile", copying),
    runBefore(fs.promises, "open", opening),
    ...["truncate", "utimes", "chmod", "chown"].map((name) => runBefore(fs.promises, name, inPlace)),
  ]);
}
