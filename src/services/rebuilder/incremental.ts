// The rebuilder's incremental builds. Astro's incremental build skips a page whose cache key and code are unchanged
// when the page's file is already in its output folder. So the rebuilder keeps one work folder that Astro builds
// into, build after build, and that is never served: unchanged pages are found there and only the changed ones are
// rendered. Each release is then made from it (release-files.ts): files unchanged since the live release was made
// are hard-linked from it, the others copied. The live site shares no file with the work folder, so a build cannot
// change it, whatever writes into the work folder.
//
// Kept under `<cacheRoot>`: `work/` (Astro's cache folder, whose manifest lists the work folder's keyed pages),
// `work.json` (the fingerprint of the code the work folder was built from, and whether its last build ended
// well), and `releases/<build id>.json` (each release's snapshot). The work folder itself is in the project's
// .cache (Astro resolves the built pages' imports from its output folder, so it must build inside the project).
// A work folder that a failed build may have left half-written, or built from other code, is emptied first: that
// build renders every page.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { countPages } from "../shared/safe-build.ts";
import { RetryableBuildError, type BuildJob } from "./build-contract.ts";
import { codeFingerprint, manifestName, missingAssets, readManifestPages } from "./astro-manifest.ts";
import { isBuildId } from "./releases.ts";
import { changedFiles, fileStates, inSlices, listFiles, loadSnapshot, makeRelease, prelinkRelease, removeWithEmptyFolders, saveSnapshot } from "./release-files.ts";
import { lstatSync, unlinkSync } from "node:fs";

/** The live release changed while a build ran: something wrote into it. The build is not published. */
export class LiveChangedError extends RetryableBuildError {
  override name = "LiveChangedError";
}

type WorkState = { fingerprint: string; clean: boolean };

/** The work folder of the rebuilder keeping its state in `cacheRoot`: one per rebuilder root, in the project. */
export function workFolderOf(cacheRoot: string, projectRoot: string): string {
  return join(projectRoot, ".cache", `rebuilder-work-${createHash("sha256").update(cacheRoot).digest("hex").slice(0, 16)}`);
}

export type IncrementalJob = Pick<BuildJob, "id" | "dir" | "live" | "signal" | "log">;

/**
 * A build that continues in the process that made the work folder's last build (warm-builder.ts): `canContinue`
 * says whether that process holds it and was started with these variables; `run` builds there.
 */
export type WarmContinuation = {
  canContinue: (env: Record<string, string>) => boolean;
  run: (env: Record<string, string>) => Promise<void>;
};

export function incrementalBuilds(cacheRoot: string, projectRoot: string) {
  const workDir = workFolderOf(cacheRoot, projectRoot);
  const astroCache = join(cacheRoot, "work");
  const manifest = join(astroCache, manifestName);
  const stateFile = join(cacheRoot, "work.json");
  const snapshots = join(cacheRoot, "releases");
  const snapshotOf = (id: string) => join(snapshots, `${id}.json`);

  const readState = async (): Promise<WorkState | null> => {
    try {
      const value = JSON.parse(await readFile(stateFile, "utf8")) as Partial<WorkState>;
      return typeof value.fingerprint === "string" && typeof value.clean === "boolean" ? (value as WorkState) : null;
    } catch {
      return null;
    }
  };
  const writeState = (state: WorkState) => writeFile(stateFile, JSON.stringify(state));

  /** Snapshots of releases that are gone (pruned, refused, failed) are dropped. */
  const forgetGoneReleases = async (buildsDir: string) => {
    for (const entry of await readdir(snapshots).catch(() => [] as string[])) {
      const id = entry.replace(/\.json$/, "");
      const gone = !isBuildId(id) || !(await stat(join(buildsDir, id)).then((s) => s.isDirectory(), () => false));
      if (gone) await rm(join(snapshots, entry), { force: true });
    }
  };

  /**
   * Builds `job` through `runAstro` (given the variables that make Astro build into the work folder) and makes its
   * release in `job.dir`. Throws, leaving no release, when Astro fails or a check does not hold.
   */
  const build = async (
    job: IncrementalJob,
    buildEnv: NodeJS.ProcessEnv,
    runAstro: (env: Record<string, string>) => Promise<void>,
    warm?: WarmContinuation,
  ): Promise<void> => {
    await mkdir(snapshots, { recursive: true });
    await forgetGoneReleases(dirname(job.dir));
    const fingerprint = await codeFingerprint(projectRoot, buildEnv);
    const state = await readState();
    const kept = state?.clean && state.fingerprint === fingerprint && existsSync(workDir) ? await readManifestPages(manifest) : null;
    if (!kept) {
      const why = !state ? "there is no work folder yet" : !state.clean ? "the last build into the work folder did not end well" : state.fingerprint !== fingerprint ? "the code or settings changed" : "its manifest cannot be read";
      job.log(`[rebuilder] rendering every page: ${why}`);
      await rm(workDir, { recursive: true, force: true });
      await rm(astroCache, { recursive: true, force: true });
    }
    const pages = kept ?? new Set<string>();
    await mkdir(workDir, { recursive: true });
    const astroSettings = { INCREMENTAL_BUILD: "1", ASTRO_CACHE_DIR: astroCache, KEEP_OUT_DIR: "1", OUT_DIR: workDir };
    // Warm: the process that made the work folder's last build renders the changed pages into it and removes the
    // pages gone; everything else in the folder (the bundle, the public files) is that build's, made from this code.
    if (kept && warm?.canContinue(astroSettings) && (await continueWarm(job, warm, astroSettings, fingerprint, kept.size))) return;
    // Whatever is not a keyed page (the bundle, the sitemap, unkeyed pages) is written afresh by every build, so
    // that nothing a build no longer makes stays behind; Astro's copies of its pages are never read back.
    const keyedStates = new Map<string, string>();
    await inSlices(await listFiles(workDir), (path) => {
      const file = join(workDir, path);
      const stats = pages.has(path) ? lstatSync(file, { bigint: true }) : null;
      // A symbolic link goes too, even at a page's path: Astro would write that page through it, wherever it leads.
      if (!stats?.isFile()) unlinkSync(file);
      else keyedStates.set(path, `${stats.ino}:${stats.size}:${stats.mtimeNs}`);
    }, job.signal);
    await rm(join(astroCache, "dist"), { recursive: true, force: true });
    if (kept) job.log(`[rebuilder] starting from the work folder: ${keyedStates.size} pages of the last build in place`);

    // The tripwire: what the live release holds before the build, compared after it.
    const liveBefore = job.live ? await fileStates(job.live.dir, job.signal) : null;
    await writeState({ fingerprint, clean: false });
    await runAstro(astroSettings);

    const written = await readManifestPages(manifest);
    if (!written) throw new Error("Astro did not write its incremental manifest, so the pages this build no longer has cannot be found");
    // Pages of the last build this one no longer has (a deleted product) and did not write: removed.
    const now = await fileStates(workDir, job.signal);
    const gone = [...keyedStates].filter(([path, before]) => !written.has(path) && now.get(path) === before).map(([path]) => path);
    for (const path of gone) await removeWithEmptyFolders(workDir, path);
    if (gone.length > 0) job.log(`[rebuilder] ${gone.length} page(s) of the last build are gone from this one`);
    await release(job, liveBefore, fingerprint, kept !== null);
  };

  /**
   * A build continued in the warm builder; false when it could not run there and left the work folder as the last
   * build did (the caller then builds with Astro). A failure of the store is thrown as it is, to be tried again.
   */
  const continueWarm = async (job: IncrementalJob, warm: WarmContinuation, astroSettings: Record<string, string>, fingerprint: string, inPlace: number): Promise<boolean> => {
    const base = job.live ? await loadSnapshot(snapshotOf(job.live.id)) : null;
    // The tripwire over the live release's own files (its snapshot lists them): the warm builder writes only into
    // the work folder (warm-builder.ts refuses any other path), so listing the live folder for added files, half a
    // second at 10,000 products before and after, would guard against nothing this build can do.
    const liveBefore = job.live ? await fileStates(job.live.dir, job.signal, base?.keys()) : null;
    await writeState({ fingerprint, clean: false });
    job.log(`[rebuilder] continuing in the warm builder: ${inPlace} pages of the last build in place`);
    // The release's links from the live one are made while the build renders; what it changes is replaced after.
    const prelinking = job.live && base ? prelinkRelease({ dir: job.live.dir, snapshot: base }, job.dir, job.signal) : null;
    prelinking?.catch(() => {}); // awaited below
    try {
      await warm.run(astroSettings);
    } catch (error) {
      await prelinking?.catch(() => {});
      await rm(job.dir, { recursive: true, force: true });
      if ((error as { touched?: unknown }).touched !== false) throw error;
      // Nothing in the work folder changed: the next build starts from it as the last good build left it.
      await writeState({ fingerprint, clean: true });
      if (job.signal.aborted) throw error;
      const cause = (error as { cause?: unknown }).cause;
      if (cause instanceof Error && cause.name === "StorefrontError") throw cause;
      job.log(`[rebuilder] the warm builder did not build (${(error as Error).message}); building with Astro instead`);
      return false;
    }
    await release(job, liveBefore, fingerprint, true, (await prelinking) ?? undefined, base ?? undefined);
    return true;
  };

  /**
   * Checks the work folder after a build and makes the release from it: a home page, every script the live build's
   * pages load (when pages were reused), nothing written into the live build meanwhile.
   */
  const release = async (
    job: IncrementalJob,
    liveBefore: Map<string, string> | null,
    fingerprint: string,
    reusedPages = true,
    prelinked?: ReadonlySet<string>,
    liveSnapshot?: Map<string, string>,
  ): Promise<void> => {
    await rm(join(astroCache, "dist"), { recursive: true, force: true });
    if (!(await countPages(workDir))) throw new Error("the build finished but wrote no home page");
    if (job.live) {
      // Reused pages load the scripts of the build that rendered them by name: each must still be there.
      const missing = await missingAssets(job.live.dir, workDir);
      if (missing.length > 0 && reusedPages) {
        throw new RetryableBuildError(
          `the build lacks ${missing.length} of the live build's scripts (${missing.slice(0, 3).join(", ")}) that its reused pages load; ` +
            "it is built again, rendering every page",
        );
      }
    }
    if (job.live && liveBefore) {
      const changed = changedFiles(liveBefore, await fileStates(job.live.dir, job.signal, liveSnapshot?.keys()));
      if (changed.length > 0) {
        throw new LiveChangedError(
          `${changed.length} file(s) of the live build ${job.live.id} changed while this build ran (${changed.slice(0, 3).join(", ")}); not published`,
        );
      }
    }
    const baseSnapshot = liveSnapshot ?? (job.live ? await loadSnapshot(snapshotOf(job.live.id)) : null);
    const made = await makeRelease(workDir, job.dir, job.live && baseSnapshot ? { dir: job.live.dir, snapshot: baseSnapshot } : null, job.signal, prelinked);
    if (made.shared.length > 0) {
      throw new LiveChangedError(`${made.shared.length} file(s) of the work folder have another name (${made.shared.slice(0, 3).join(", ")}); not published`);
    }
    await saveSnapshot(snapshotOf(job.id), made.snapshot);
    await writeState({ fingerprint, clean: true });
    job.log(
      `[rebuilder] release made from the work folder: ${made.linked} files linked from the live build` +
        `${job.live ? ` ${job.live.id}` : ""}, ${made.copied} copied`,
    );
  };

  return { workDir, build };
}
