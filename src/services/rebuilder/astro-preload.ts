// Loaded into every Astro build the rebuilder runs: `node --import <this file> astro.mjs build` (builder.ts).
//
// Astro ends its process with process.exit(). Its output goes to a pipe read by the rebuilder, and Node writes to
// pipes asynchronously: whatever the rebuilder had not read yet when Astro exited was lost (the last 1,500 lines of
// a 10,000-product build, the summary and any error among them). Blocking writes lose nothing.
for (const stream of [process.stdout, process.stderr]) {
  (stream as unknown as { _handle?: { setBlocking?: (blocking: boolean) => void } })._handle?.setBlocking?.(true);
}
