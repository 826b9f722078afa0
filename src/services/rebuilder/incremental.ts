// The rebuilder's incremental builds: which build a rebuild starts from, and what is kept and checked around it.
// seed.ts does the file work (links, the manifest, the checks); this module decides, for each build, whether to
// start from the live build at all, and keeps the state that outlives one build: whether seeding can still be
// trusted, and which live builds a build must not start from.
//
// Each build keeps Astro's manifest and a fingerprint of what it was made from in `<cacheRoot>/<build id>/`. A build
// starts from the live build only when the fingerprints agree and its manifest can be read; a write through a link
// deletes every kept manifest, so that no build starts from a damaged one (after a restart either) until one has
// rendered every page afresh.
import { copyFile, mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { StagingHooks } from "../shared/safe-build.ts";
import { RetryableBuildError, type BuildJob } from "./build-contract.ts";
import { isBuildId } from "./releases.ts";
import {
  codeFingerprint,
  fingerprintName,
  linkWriteCheck,
  manifestName,
  missingAssets,
  readManifestPages,
  seedFrom,
  settleSeed,
  WroteThroughLinkError,
  type Seed,
} from "./seed.ts";

/** One build's part: what Astro is told, the steps around it in the staging folder, and the ending. */
export type IncrementalBuild = {
  /** Added to Astro's environment: incremental, its cache folder, and keeping the seeded output folder. */
  env: Record<string, string>;
  hooks: StagingHooks;
  /** After a good build: its folder keeps the manifest and the fingerprint only. */
  succeeded: () => Promise<void>;
  /**
   * After a failed build (`thrown` is what stopped it): its cache folder goes, and a write through a link is
   * returned, to be reported above any other failure (null when there was none).
   */
  failed: (thrown: unknown) => Promise<WroteThroughLinkError | null>;
};

/**
 * Removes the cache folders of builds that are gone (pruned, refused, failed) and anything else an older layout
 * left in `cacheRoot`: a manifest is only worth keeping beside the build it describes.
 */
async function forgetGoneBuilds(cacheRoot: string, buildsDir: string): Promise<void> {
  const entries = await readdir(cacheRoot).catch(() => [] as string[]);
  for (const entry of entries) {
    // Gone only when the folder is certainly not there: any other failure to look keeps the manifest.
    const gone =
      !isBuildId(entry) ||
      (await stat(join(buildsDir, entry)).then(
        (s) => !s.isDirectory(),
        (error: NodeJS.ErrnoException) => error.code === "ENOENT",
      ));
    if (gone) await rm(join(cacheRoot, entry), { recursive: true, force: true });
  }
}

/**
 * After a good build: its cache folder keeps the manifest and the code fingerprint only (Astro's content store and
 * the like are made again by every build; its copies of the pages are not written at all, see page-copies.ts).
 */
async function keepOnlyManifest(cacheDir: string, fingerprint: string): Promise<void> {
  for (const entry of await readdir(cacheDir)) {
    if (entry !== manifestName) await rm(join(cacheDir, entry), { recursive: true, force: true });
  }
  await writeFile(join(cacheDir, fingerprintName), fingerprint);
}

/** What a manifest file is now (to tell whether Astro wrote it), or null if it is missing. */
const manifestState = (file: string) =>
  stat(file, { bigint: true }).then(
    (s) => `${s.ino}:${s.size}:${s.mtimeNs}`,
    () => null,
  );

/** The incremental builds of one service, keeping their manifests under `cacheRoot`. */
export function incrementalBuilds(cacheRoot: string, projectRoot: string) {
  // Off once a build wrote through a seeded link (which break-links.ts exists to prevent), until a build rendered
  // every page into an empty folder: the live build and those sharing its files may hold that build's pages.
  let seeding = true;
  const distrustSeeds = async (reason: string, log: (line: string) => void) => {
    seeding = false;
    log(`[rebuilder] ${reason}`);
    for (const entry of await readdir(cacheRoot).catch(() => [] as string[])) {
      await rm(join(cacheRoot, entry, manifestName), { force: true });
    }
  };
  // Live builds a later build must not start from, because the build that tried lacked some of their scripts.
  const unseedable = new Set<string>();

  /** Prepares `job`'s part, made with `buildEnv` (which the fingerprint covers). */
  const start = async (job: Pick<BuildJob, "id" | "dir" | "live" | "signal" | "log">, buildEnv: NodeJS.ProcessEnv): Promise<IncrementalBuild> => {
    const cacheDir = join(cacheRoot, job.id);
    const live =
      seeding && job.live && !unseedable.has(job.live.id)
        ? { ...job.live, manifest: join(cacheRoot, job.live.id, manifestName), fingerprint: join(cacheRoot, job.live.id, fingerprintName) }
        : null;
    const seeded: { seed: Seed | null; manifestAsCopied: string | null } = { seed: null, manifestAsCopied: null };
    // Set when a write went through a seeded link, whatever became of the build: the error to report.
    let wroteThrough: WroteThroughLinkError | null = null;

    await forgetGoneBuilds(cacheRoot, dirname(job.dir));
    const fingerprint = await codeFingerprint(projectRoot, buildEnv);
    const liveFingerprint = live ? await readFile(live.fingerprint, "utf8").catch(() => null) : null;
    const livePages = live && liveFingerprint === fingerprint ? await readManifestPages(live.manifest) : null;
    if (live && !livePages) {
      const why =
        liveFingerprint === null
          ? "has no record of its code"
          : liveFingerprint !== fingerprint
            ? "was made from other code or settings"
            : "has no readable manifest";
      job.log(`[rebuilder] the live build ${live.id} ${why}: rendering every page`);
    }

    const hooks: StagingHooks = {
      prepare: async (staging) => {
        if (!live || !livePages) return;
        const started = performance.now();
        try {
          await mkdir(cacheDir, { recursive: true });
          await copyFile(live.manifest, join(cacheDir, manifestName));
          seeded.manifestAsCopied = await manifestState(join(cacheDir, manifestName));
          seeded.seed = await seedFrom(live.dir, staging, livePages, job.signal);
        } catch (error) {
          job.signal.throwIfAborted();
          // Starting from the live build is an optimisation: without it, the build renders every page.
          job.log(`[rebuilder] could not start from the live build ${live.id} (${error instanceof Error ? error.message : String(error)}): rendering every page`);
          seeded.seed = null;
          await rm(join(cacheDir, manifestName), { force: true });
          await rm(staging, { recursive: true, force: true });
          await mkdir(staging);
          return;
        }
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        job.log(`[rebuilder] starting from the live build ${live.id}: ${seeded.seed.linked} pages linked, ${seeded.seed.copied} copied (${seconds} s)`);
      },
      settle: async (staging) => {
        if (!seeded.seed) return;
        const manifest = join(cacheDir, manifestName);
        const pages = (await manifestState(manifest)) === seeded.manifestAsCopied ? null : await readManifestPages(manifest);
        if (!pages) throw new Error("Astro did not write its incremental manifest, so the live build's pages this build no longer has cannot be found");
        const { removed } = await settleSeed(staging, seeded.seed, pages);
        if (removed > 0) job.log(`[rebuilder] ${removed} page(s) of the live build are gone from this one`);
        // Reused pages load the live build's scripts by name: each must still be there.
        const missing = live ? await missingAssets(live.dir, staging) : [];
        if (missing.length > 0 && live) {
          unseedable.add(live.id);
          throw new RetryableBuildError(
            `the build lacks ${missing.length} of the live build's scripts (${missing.slice(0, 3).join(", ")}) that its reused pages load; ` +
              "it is built again, rendering every page",
          );
        }
      },
      // A failed build too is checked: a write through a link changed the live build whatever became of this one.
      failed: async (staging) => {
        if (!seeded.seed) return;
        wroteThrough = await linkWriteCheck(staging, seeded.seed).catch(() => null);
        if (wroteThrough) await distrustSeeds(wroteThrough.message, job.log);
      },
    };

    return {
      // KEEP_OUT_DIR: Astro leaves the seeded pages in its output folder instead of emptying it first.
      env: { INCREMENTAL_BUILD: "1", ASTRO_CACHE_DIR: cacheDir, KEEP_OUT_DIR: "1" },
      hooks,
      succeeded: async () => {
        await keepOnlyManifest(cacheDir, fingerprint);
        // A build that rendered every page into an empty folder shares no file with a damaged one.
        if (!seeded.seed) seeding = true;
      },
      failed: async (thrown) => {
        // A build that stopped halfway may have left its cache between two states; it is dropped with the build.
        await rm(cacheDir, { recursive: true, force: true });
        const found = wroteThrough ?? (thrown instanceof WroteThroughLinkError ? thrown : null);
        if (found && seeding) await distrustSeeds(found.message, job.log);
        return found;
      },
    };
  };
  return { start };
}
