// Loaded into the rebuilder's Astro processes through astro-preload.ts.
//
// Astro's incremental build keeps a copy of every page it renders in its cache folder (`<cacheDir>/dist/`), to copy
// back into a later build's output. The rebuilder never needs them: a build starts from the live build's own files
// (seed.ts), and the cache folder keeps only the manifest and the code's fingerprint. Writing them cost a full build
// 766 MB and a sixth of its time at 10,000 products. So writes and folders under `<cacheDir>/dist/` are dropped.
// Should Astro ever look for a copy (a keyed page missing from the seeded folder), it finds none and renders the
// page: correct, only slower.
import fs from "node:fs";
import { syncBuiltinESMExports } from "node:module";
import { isAbsolute, join, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

function pathOf(target: unknown): string | null {
  if (target instanceof URL) return target.protocol === "file:" ? fileURLToPath(target) : null;
  if (typeof target !== "string" && !Buffer.isBuffer(target)) return null;
  const path = Buffer.isBuffer(target) ? target.toString("utf8") : target;
  return isAbsolute(path) ? path : resolve(path);
}

/** Makes Astro's page copies under `<cacheDir>/dist/` into nothing. Returns a function that undoes it (for tests). */
export function dropPageCopies(cacheDir: string): () => void {
  const copies = join(resolve(cacheDir), "dist") + sep;
  const isCopy = (target: unknown) => {
    const path = pathOf(target);
    return path !== null && (path + sep).startsWith(copies);
  };
  const { writeFile, mkdir } = fs.promises;
  fs.promises.writeFile = (async (target: unknown, ...rest: unknown[]) => {
    if (isCopy(target)) return;
    return (writeFile as (...args: unknown[]) => Promise<void>)(target, ...rest);
  }) as typeof writeFile;
  fs.promises.mkdir = (async (target: unknown, ...rest: unknown[]) => {
    if (isCopy(target)) return undefined;
    return (mkdir as (...args: unknown[]) => Promise<string | undefined>)(target, ...rest);
  }) as typeof mkdir;
  syncBuiltinESMExports();
  return () => {
    fs.promises.writeFile = writeFile;
    fs.promises.mkdir = mkdir;
    syncBuiltinESMExports();
  };
}
