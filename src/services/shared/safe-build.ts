// Builds the site into a fresh folder and puts it in place only when the build succeeded and looks like a shop:
// a failed or refused build never destroys or half-replaces the last good one. Used by `npm run build` and
// `npm start` (and, later, by the rebuilder).
import { cp, mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import { dirname, isAbsolute, join, relative, resolve } from "node:path";
import { projectRoot, runAstro } from "./project.ts";

export type PageCounts = { products: number; collections: number; farms: number; posts: number };

/** Pages of each kind a build wrote (one folder each under products/, collections/, farm/, blog/). */
export async function countPages(dir: string): Promise<PageCounts | null> {
  const count = async (sub: string) => {
    try {
      return (await readdir(join(dir, sub), { withFileTypes: true })).filter((entry) => entry.isDirectory()).length;
    } catch {
      return 0;
    }
  };
  try {
    await stat(join(dir, "index.html"));
  } catch {
    return null; // no build there
  }
  return { products: await count("products"), collections: await count("collections"), farms: await count("farm"), posts: await count("blog") };
}

/** A catalogue that lost more than this share of its products since the last good build is refused. */
export const shrinkLimit = 0.5;

/** Why a new build must not replace the old one, or null when it may. */
export function refuseShrink(previous: PageCounts | null, next: PageCounts): string | null {
  if (!previous || previous.products === 0) return null;
  if (next.products >= previous.products * (1 - shrinkLimit)) return null;
  return (
    `the new build has ${next.products} product pages where the last good build had ${previous.products} ` +
    `(more than ${shrinkLimit * 100}% fewer). If the store really shrank, build again with ALLOW_CATALOGUE_SHRINK=1.`
  );
}

/** OUT_DIR as an absolute path (relative to the project, as Astro reads it). */
export function resolveOutDir(outDir: string | undefined): string {
  const value = outDir?.trim() || "dist";
  return isAbsolute(value) ? value : resolve(projectRoot, value);
}

export type SafeBuildResult = { outDir: string; pages: PageCounts };

/** Steps around Astro in the staging folder (the rebuilder seeds it from the live build, then tidies it). */
export type StagingHooks = {
  /** Before Astro, with the staging folder created and empty. */
  prepare?: (staging: string) => Promise<void>;
  /** After Astro succeeded, before the result is checked and moved. */
  settle?: (staging: string) => Promise<void>;
  /** After a build that failed (Astro, `settle` or the checks), before its staging folder is removed. */
  failed?: (staging: string) => Promise<void>;
};

/** `build` writes the site into the folder named by its env's OUT_DIR; tests pass a stand-in for Astro. */
export async function safeBuild(
  env: NodeJS.ProcessEnv,
  astroArgs: string[] = [],
  build: (args: string[], env: NodeJS.ProcessEnv) => Promise<void> = runAstro,
  hooks: StagingHooks = {},
): Promise<SafeBuildResult> {
  const outDir = resolveOutDir(env.OUT_DIR);
  const fromOut = relative(outDir, projectRoot);
  if (fromOut === "" || (!fromOut.startsWith("..") && !isAbsolute(fromOut))) {
    throw new Error(`OUT_DIR "${env.OUT_DIR}" would hold the project itself; choose a folder of its own`);
  }
  // Astro resolves the built pages' imports from the output folder, so it must build inside the project (a folder
  // elsewhere fails with "Cannot find package"); the result is moved to OUT_DIR afterwards, wherever that is.
  const staging = join(projectRoot, ".cache", `build-${process.pid}-${Date.now()}`);
  await mkdir(dirname(staging), { recursive: true });
  try {
    if (hooks.prepare) {
      await mkdir(staging);
      await hooks.prepare(staging);
    }
    await build(["build", ...astroArgs], { ...env, OUT_DIR: staging });
    await hooks.settle?.(staging);
    const pages = await countPages(staging);
    if (!pages) throw new Error("the build finished but wrote no home page");
    const refusal = env.ALLOW_CATALOGUE_SHRINK === "1" ? null : refuseShrink(await countPages(outDir), pages);
    if (refusal) throw new Error(`Refusing to publish: ${refusal}`);
    await swapInto(staging, outDir);
    return { outDir, pages };
  } catch (error) {
    await hooks.failed?.(staging).catch(() => {});
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Replaces `target` by `source` with two renames, so a reader sees the old site or the new one, never a mix. */
async function swapInto(source: string, target: string): Promise<void> {
  await mkdir(dirname(target), { recursive: true });
  const stamp = `${process.pid}-${Date.now()}`;
  const incoming = `${target}.incoming-${stamp}`;
  const outgoing = `${target}.previous-${stamp}`;
  try {
    await rename(source, incoming);
  } catch {
    // Another file system (OUT_DIR on another disk): copy next to the target first, then swap by rename there.
    await cp(source, incoming, { recursive: true });
  }
  let hadPrevious = true;
  try {
    await rename(target, outgoing);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    hadPrevious = false;
  }
  try {
    await rename(incoming, target);
  } catch (error) {
    if (hadPrevious) await rename(outgoing, target); // put the old site back
    throw error;
  }
  if (hadPrevious) await rm(outgoing, { recursive: true, force: true });
}
