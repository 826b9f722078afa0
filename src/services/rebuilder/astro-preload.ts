// Loaded into every Astro build the rebuilder runs: `node --import <this file> astro.mjs build` (builder.ts).
import { protectOutDir } from "./break-links.ts";
import { dropPageCopies } from "./page-copies.ts";

// Astro ends its process with process.exit(). Its output goes to a pipe read by the rebuilder, and Node writes to
// pipes asynchronously: whatever the rebuilder had not read yet when Astro exited was lost (the last 1,500 lines of
// a 10,000-product build, the summary and any error among them). Blocking writes lose nothing.
for (const stream of [process.stdout, process.stderr]) {
  (stream as unknown as { _handle?: { setBlocking?: (blocking: boolean) => void } })._handle?.setBlocking?.(true);
}

// A seeded build (seed.ts) holds hard links to the live build's pages: no write may go through one. Without links
// this costs one lstat per file written.
if (!process.env.OUT_DIR) throw new Error("astro-preload: OUT_DIR names no build folder to protect");
protectOutDir(process.env.OUT_DIR);

// The page copies Astro keeps for incremental builds are never read back here (page-copies.ts).
if (process.env.ASTRO_CACHE_DIR && process.env.INCREMENTAL_BUILD === "1") dropPageCopies(process.env.ASTRO_CACHE_DIR);
