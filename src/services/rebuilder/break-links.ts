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
import { syncBuiltinESMExports } from "node:module";
import { dirname, isAbsolute, join, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

type PathArg = fs.PathLike | number;

function absolute(target: PathArg): string | null {
  if (typeof target === "number") return null; // a file descriptor: opened already, through the wrapped open
  if (target instanceof URL) return target.protocol === "file:" ? fileURLToPath(target) : null;
  const path = Buffer.isBuffer(target) ? target.toString("utf8") : String(target);
  return isAbsolute(path) ? path : resolve(path);
}

/** Whether opening with `flags` may change the file (anything but plain reading). */
function writes(flags: fs.OpenMode | undefined): boolean {
  if (flags === undefined) return false;
  if (typeof flags === "number") return (flags & (fs.constants.O_WRONLY | fs.constants.O_RDWR)) !== 0;
  return /[wa+]/.test(flags);
}

/** Whether opening with `flags` empties the file first (w, w+, or O_TRUNC), so none of its bytes are kept. */
function truncates(flags: fs.OpenMode): boolean {
  if (typeof flags === "number") return (flags & fs.constants.O_TRUNC) !== 0;
  return flags.includes("w");
}

let counter = 0;

/**
 * Gives `path` its own inode when it shares one with another path (the live build). A write that replaces the whole
 * file only needs the name freed (unlinked; the other link keeps the old file); one that keeps some of the bytes
 * (appending, writing in place, truncating to a length) gets a copy beside it, renamed over it.
 */
export function breakLink(path: string, replacesAll: boolean): void {
  let links: number;
  try {
    const stats = fs.lstatSync(path);
    if (!stats.isFile()) return;
    links = stats.nlink;
  } catch {
    return; // nothing there yet: the write creates a new file
  }
  if (links < 2) return;
  if (replacesAll) {
    fs.unlinkSync(path);
    return;
  }
  const copy = join(dirname(path), `.unlinked-${process.pid}-${++counter}`);
  fs.copyFileSync(path, copy);
  fs.renameSync(copy, path);
}

/** Installs the wrappers for writes under `outDir`. Returns a function that removes them (for tests). */
export function protectOutDir(outDir: string): () => void {
  const root = resolve(outDir) + sep;
  const inside = (target: PathArg): string | null => {
    const path = absolute(target);
    return path !== null && path.startsWith(root) ? path : null;
  };
  const guard = (target: PathArg, replacesAll: boolean) => {
    const path = inside(target);
    if (path !== null) breakLink(path, replacesAll);
  };
  const flagOf = (options: unknown, fallback: string): fs.OpenMode =>
    typeof options === "object" && options !== null && "flag" in options && options.flag !== undefined
      ? (options.flag as fs.OpenMode)
      : fallback;

  const originals: [object, string, unknown][] = [];
  const wrap = <T extends object, K extends keyof T & string>(owner: T, name: K, before: (...args: unknown[]) => void) => {
    const original = owner[name] as unknown as (...args: unknown[]) => unknown;
    originals.push([owner, name, original]);
    const wrapped = function (this: unknown, ...args: unknown[]) {
      before(...args);
      return original.apply(this, args);
    };
    Object.defineProperty(wrapped, "name", { value: original.name });
    (owner as Record<string, unknown>)[name] = wrapped;
  };

  // The destination is broken free before the write begins.
  const opened = (target: unknown, flags: fs.OpenMode) => {
    if (writes(flags)) guard(target as PathArg, truncates(flags));
  };
  // (path, data, options)
  const whole = (target: unknown, _data: unknown, options: unknown) => opened(target, flagOf(options, "w"));
  const appending = (target: unknown, _data: unknown, options: unknown) => opened(target, flagOf(options, "a"));
  const copying = (_source: unknown, destination: unknown) => guard(destination as PathArg, true);
  const opening = (target: unknown, flags: unknown) => opened(target, (flags as fs.OpenMode | undefined) ?? "r");
  const streaming = (target: unknown, options: unknown) => opened(target, typeof options === "string" ? "w" : flagOf(options, "w"));
  const truncating = (target: unknown, length: unknown) => guard(target as PathArg, !length);

  wrap(fs, "writeFile", whole);
  wrap(fs, "writeFileSync", whole);
  wrap(fs, "appendFile", appending);
  wrap(fs, "appendFileSync", appending);
  wrap(fs, "copyFile", copying);
  wrap(fs, "copyFileSync", copying);
  wrap(fs, "open", opening);
  wrap(fs, "openSync", opening);
  wrap(fs, "createWriteStream", streaming);
  wrap(fs, "truncate", truncating);
  wrap(fs, "truncateSync", truncating);
  wrap(fs.promises, "writeFile", whole);
  wrap(fs.promises, "appendFile", appending);
  wrap(fs.promises, "copyFile", copying);
  wrap(fs.promises, "open", opening);
  wrap(fs.promises, "truncate", truncating);
  // `import { writeFile } from "node:fs/promises"` sees the wrapped functions too.
  syncBuiltinESMExports();
  return () => {
    for (const [owner, name, original] of originals.reverse()) (owner as Record<string, unknown>)[name] = original;
    syncBuiltinESMExports();
  };
}
