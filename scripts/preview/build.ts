// `npm run preview:build`: the build of a branch preview, as CI runs it (.github/workflows/preview.yml) and as anyone
// can run it locally. The branch comes from BRANCH, else GitHub's GITHUB_HEAD_REF / GITHUB_REF_NAME, else git. The
// site is built under BASE_PATH=/preview/{branch-slug}/, marked as a preview (noindex everywhere), into
// OUT_DIR (default preview-dist/preview/{branch-slug}, so that preview-dist/ can be published as it is), and the
// preview's URL is printed: PREVIEW_ORIGIN + the base path. The store is the one the environment names (in CI, the
// repository's settings); with none named, the emulator's demo catalogue, and the output says which.
import { execFileSync, spawnSync } from "node:child_process";
import { appendFileSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "../../src/services/shared/project.ts";
import { usesEmulator } from "../stack.ts";
import { branchSlug, previewBase } from "./branch-slug.ts";

function currentBranch(): string {
  const named = process.env.BRANCH || process.env.GITHUB_HEAD_REF || process.env.GITHUB_REF_NAME;
  if (named) return named;
  return execFileSync("git", ["rev-parse", "--abbrev-ref", "HEAD"], { cwd: projectRoot, encoding: "utf8" }).trim();
}

const branch = currentBranch();
const base = previewBase(branch);
const outDir = process.env.OUT_DIR || join(projectRoot, "preview-dist", "preview", branchSlug(branch));
const origin = (process.env.PREVIEW_ORIGIN || "http://localhost:4321").replace(/\/+$/, "");
// What the preview shows: a reviewer must not mistake the demo catalogue for the shop's.
const store = usesEmulator(process.env) ? "the emulator's demo catalogue (no store named)" : `the store ${process.env.PUBLIC_SHOPIFY_STORE_DOMAIN!.trim()}`;
console.log(`Preview of ${branch}: BASE_PATH=${base}, into ${outDir}, from ${store}`);

const build = spawnSync(process.execPath, [join(projectRoot, "scripts/build.ts")], {
  stdio: "inherit",
  env: { ...process.env, BASE_PATH: base, SITE_PREVIEW: "1", SITE_URL: origin, OUT_DIR: outDir, ALLOW_CATALOGUE_SHRINK: "1" },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const url = `${origin}${base}`;
console.log(`Preview: ${url}`);
// In GitHub Actions, hand the URL and folder to the next steps.
if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `url=${url}\nslug=${branchSlug(branch)}\ndir=${outDir}\nstore=${store}\n`);
