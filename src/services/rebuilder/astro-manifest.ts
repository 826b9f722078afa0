// What an incremental build is checked against: Astro's incremental manifest (which keyed page is which file) and a
// fingerprint of everything the output depends on besides the store's data, kept beside the rebuilder's work
// folder (incremental.ts), and the scripts reused pages load.
import { createHash } from "node:crypto";
import { lstat, readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

/** The name Astro gives its incremental manifest in the cache folder. */
export const manifestName = "incremental-build.json";

/** Where a build's code fingerprint is kept, beside its manifest. */
export const fingerprintName = "code-fingerprint";

/**
 * What the site is built from in the project: its code, content, public files, settings, the scripts the Astro
 * config imports, and the dependencies as declared, locked and installed.
 */
const codePaths = [
  "src",
  "public",
  "astro.config.mjs",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
  "node_modules/.package-lock.json",
  ".env",
  ".env.production",
];

/**
 * A digest of everything a build's output depends on besides the store's data: the files above, the environment
 * Astro is started with (the public settings are written into the browser scripts) and Node's version. Astro's
 * manifest notices a changed page template, but not every such change: a reused page names the `_astro/` scripts of
 * the build that wrote it, and a change elsewhere can give those scripts new names. A build therefore starts from
 * the live one only when this digest is the live build's (and settle checks the scripts all the same).
 */
export async function codeFingerprint(projectRoot: string, env: NodeJS.ProcessEnv): Promise<string> {
  const hash = createHash("sha256");
  hash.update(`node ${process.version}\0`);
  for (const [name, value] of Object.entries(env).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) hash.update(`${name}=${value ?? ""}\0`);
  for (const top of codePaths) {
    const path = join(projectRoot, top);
    const stats = await lstat(path).catch(() => null);
    if (!stats) continue;
    const files = stats.isDirectory()
      ? (await readdir(path, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name))
      : [path];
    for (const file of files.sort()) {
      const body = await readFile(file);
      hash.update(`${relative(projectRoot, file)}\0${body.length}\0`).update(body);
    }
  }
  return hash.digest("hex");
}

/**
 * The live build's `_astro/` files the new build lacks. A page reused from the live build loads its scripts by
 * these names; should one be missing, that page would load nothing. Empty when the build is whole.
 */
export async function missingAssets(live: string, next: string): Promise<string[]> {
  const names = async (dir: string) => new Set(await readdir(join(dir, "_astro")).catch(() => [] as string[]));
  const [before, after] = await Promise.all([names(live), names(next)]);
  return [...before].filter((name) => !after.has(name));
}

/** The part of Astro's incremental manifest this module reads: each keyed page's output file, relative to the build. */
type Manifest = { routes: Record<string, { paths: Record<string, { outputFile: string }> }> };

function isManifest(value: unknown): value is Manifest {
  if (typeof value !== "object" || value === null) return false;
  const routes = (value as { routes?: unknown }).routes;
  if (typeof routes !== "object" || routes === null) return false;
  return Object.values(routes).every(
    (route: unknown) =>
      typeof route === "object" &&
      route !== null &&
      typeof (route as { paths?: unknown }).paths === "object" &&
      (route as { paths: unknown }).paths !== null &&
      Object.values((route as { paths: object }).paths).every(
        (path: unknown) => typeof path === "object" && path !== null && typeof (path as { outputFile?: unknown }).outputFile === "string",
      ),
  );
}

/** The build-relative file of a manifest's `outputFile` (a URL path, percent-encoded); null for anything odd. */
function fileOf(outputFile: string): string | null {
  try {
    // Resolved against a root, so "../" cannot climb out of the build folder.
    const path = relative(sep, fileURLToPath(new URL(outputFile, "file:///")));
    return path === "" || path.startsWith("..") ? null : path;
  } catch {
    return null;
  }
}

/**
 * The pages a manifest file lists, as paths relative to the build folder; null when there is no manifest or it is
 * not one (a build then renders every page rather than trust it).
 */
export async function readManifestPages(file: string): Promise<Set<string> | null> {
  let value: unknown;
  try {
    value = JSON.parse(await readFile(file, "utf8"));
  } catch {
    return null;
  }
  if (!isManifest(value)) return null;
  const pages = new Set<string>();
  for (const route of Object.values(value.routes)) {
    for (const { outputFile } of Object.values(route.paths)) {
      const page = fileOf(outputFile);
      if (page !== null) pages.add(page);
    }
  }
  return pages;
}
