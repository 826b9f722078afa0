// The floor of the build benchmark: a bare Astro project that writes `pages` trivial pages from one
// getStaticPaths, built by the project's own Astro in the same run, so the shop's build time can be read against
// what Astro itself costs for that many pages on this machine at this moment (the machine is shared and noisy).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { measureRun, outputSize, type BuildRun, type OutputSize } from "./measure.ts";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));
const astroBin = join(projectRoot, "node_modules", "astro", "bin", "astro.mjs");

/**
 * Builds the bare project and removes it. It lives under the project's .cache/ because Astro resolves the built
 * pages' imports (astro itself) from where it builds; a folder under /tmp would not find the package.
 */
export async function bareAstroBuild(pages: number, env: NodeJS.ProcessEnv): Promise<BuildRun & { output: OutputSize }> {
  const root = join(projectRoot, ".cache", `bench-bare-${process.pid}-${Date.now()}`);
  mkdirSync(join(root, "src", "pages"), { recursive: true });
  // The same output format as the shop (a folder per page), nothing else: no integrations, no CSP, no islands.
  writeFileSync(
    join(root, "astro.config.mjs"),
    `export default { build: { format: "directory" }, outDir: "./dist", devToolbar: { enabled: false } };\n`,
  );
  writeFileSync(
    join(root, "src", "pages", "[n].astro"),
    [
      "---",
      "export function getStaticPaths() {",
      `  return Array.from({ length: ${pages} }, (_, i) => ({ params: { n: String(i + 1) } }));`,
      "}",
      "const { n } = Astro.params;",
      "---",
      "<!doctype html>",
      '<html lang="en"><head><meta charset="utf-8" /><title>Page {n}</title></head>',
      "<body><h1>Page {n}</h1><p>A trivial page of the bare-Astro floor.</p></body></html>",
      "",
    ].join("\n"),
  );
  try {
    const run = await measureRun(process.execPath, [astroBin, "build", "--silent"], {
      cwd: root,
      env: { ...env, ASTRO_TELEMETRY_DISABLED: "1" },
    });
    return { ...run, output: await outputSize(join(root, "dist")) };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
