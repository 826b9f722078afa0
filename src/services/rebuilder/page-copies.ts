// Loaded into the rebuilder's Astro processes through astro-preload.ts.
//
// Astro's incremental build keeps a copy of every page it renders in its cache folder (`<cacheDir>/dist/`), to copy
// back into a later build's output. The rebuilder never needs them: a build starts from the live build's own files
// (seed.ts), and the cache folder keeps only the manifest and the code's fingerprint. Writing them cost a full build
// 766 MB and a sixth of its time at 10,000 products. So writes and folders under `<cacheDir>/dist/` are dropped.
// Should Astro ever look for a copy (a keyed page missing from the seeded folder), it finds none and renders the
// page: correct, only slower.
import fs from "node:fs";
import { join } from "node:path";
import { replaceFsFunctions, within, type FsReplacement } from "./fs-intercept.ts";

/** Makes Astro's page copies under `<cacheDir>/dist/` into nothing. Returns a function that undoes it (for tests). */
export function dropPageCopies(cacheDir: string): () => void {
  const isCopy = within(join(cacheDir, "dist"));
  // Both are async and resolve to nothing useful here (mkdir's first folder made is not read by Astro).
  const skipCopies = (name: string): FsReplacement => ({
    owner: fs.promises,
    name,
    make: (original) =>
      async function (this: unknown, target: unknown, ...rest: unknown[]) {
        if (isCopy(target) !== null) return undefined;
        return original.call(this, target, ...rest);
      },
  });
  return replaceFsFunctions([skipCopies("writeFile"), skipCopies("mkdir")]);
}
