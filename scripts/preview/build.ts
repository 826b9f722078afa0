// `npm run preview:build`: the build of a branch preview, as CI runs it (.github/workflows/preview.yml) and as anyone
// can run it locally. The branch comes from BRANCH, else GitHub's GITHUB_HEAD_REF / GITHUB_REF_NAME, else git. The
// site is built under BASE_PATH=/preview/{branch-slug}/, marked as a preview (noindex everywhere), into
// OUT_DIR (default preview-dist/preview/{branch-slug}, so that preview-dist/ can be published as it is), and the
// preview's URL is printed: PREVIEW_ORIGIN + the base path. The store is the one the environment names (in CI, the
// repository's settings); with none named, the emulator's demo catalogue, and the output says which.
import { execFileSync, spawnSync } from "node:child_process";
import { appendFileSync } from "node:fs";
import { join } from "node:path";
import { loadDotEnv, projectRoot } from "../../src/services/shared/project.ts";
import { usesEmulator } from "../stack.ts";
import { branchSlug, previewBase } from "./branch-slug.ts";

function currentBranch(): string {
  const named = process.env.BRANCH || process.env.GITHUB_HEAD_REF || process.env.GITHUB_REF_NAME;
  if (named) return named;
  return execFileSync("git", ["rev-parse", "--abbrev-ref", "HEAD"], { cwd: projectRoot, encoding: "utf8" }).trim();
}

// .env first, as `npm run build` reads it: which store the preview shows is decided from the same settings.
loadDotEnv();
const branch = currentBranch();
const base = previewBase(branch);
const outDir = process.env.OUT_DIR || join(projectRoot, "preview-dist", "preview", branchSlug(branch));
const origin = (process.env.PREVIEW_ORIGIN || "http://localhost:4321").replace(/\/+$/, "");
// What the preview shows: a reviewer must not mistake the demo catalogue for the shop's.
const demo = usesEmulator(process.env);
const store = demo ? "the emulator's demo catalogue (no store named)" : `the store ${process.env.PUBLIC_SHOPIFY_STORE_DOMAIN!.trim()}`;
// With no store named, the build's emulator gets its own token (stack.ts emulatorUnlessNamed), whatever token a
// secret set without its store variable put in the environment.
if (!demo && !process.env.PUBLIC_SHOPIFY_STOREFRONT_TOKEN?.trim()) {
  console.error(
    `The preview names the store ${process.env.PUBLIC_SHOPIFY_STORE_DOMAIN!.trim()} but no Storefront API token: set the repository ` +
      "secret SHOPIFY_STOREFRONT_TOKEN (secrets are not given to workflows of forks and Dependabot), or unset SHOPIFY_STORE_DOMAIN for the demo catalogue.",
  );
  process.exit(1);
}
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
