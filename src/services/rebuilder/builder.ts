// The rebuilder's default build step: the site's own build (src/services/shared/safe-build.ts: Astro builds in a staging
// folder inside the project, and the result is moved into the fresh build folder only if Astro succeeded and
// wrote a home page), against the store the environment names, with Astro's output captured line by line for the
// build's log instead of being mixed into the service's JSON lines. Around it, two reads of what the catalogue
// names (before and after) tell the guards which pages the build must hold. The build sees only the variables a
// build needs (buildEnvironment): whatever else the service's environment holds stays with the service.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildNotesVariable, describeNote, readBuildNotes, type BuildNote } from "../../lib/build-notes.ts";
import { astroEnv, projectRoot } from "../shared/project.ts";
import { safeBuild } from "../shared/safe-build.ts";
import { namedInBoth, readCatalogueNames } from "./catalogue-names.ts";
import type { ExpectedPages } from "./guards.ts";
import { incrementalBuilds, LiveChangedError } from "./incremental.ts";
import { lineSplitter } from "../shared/log.ts";
import { RetryableBuildError, type Builder, type BuildJob } from "./build-contract.ts";
import { awaitFreshStore, StaleStoreError, storeReader, type FreshnessOptions } from "./freshness.ts";
import { warmBuilds } from "./warm-client.ts";
import type { ChangedItem } from "../../lib/storefront/catalogue-changes.ts";
import type { TriggerBatch } from "./build-contract.ts";

const astroBin = fileURLToPath(new URL("../../../node_modules/astro/bin/astro.mjs", import.meta.url));
/** Loaded into every build's Astro: its output is never cut off (astro-preload.ts). */
const astroPreload = fileURLToPath(new URL("./astro-preload.ts", import.meta.url));

/** What a build step needs of its job to run a command: where its output goes, and when to stop. */
export type BuildIo = Pick<BuildJob, "log" | "signal">;
/** Runs `astro <args>`; `nodeArgs` go to Node before Astro's script (a preload). */
export type AstroRunner = (args: string[], env: NodeJS.ProcessEnv, io: BuildIo, nodeArgs?: readonly string[]) => Promise<void>;

/** How long a build may take to stop after SIGTERM before it is killed. */
const killGraceMs = 10_000;

/**
 * Runs `astro <args>` under this Node, every line of its output handed to `io.log`. An abort (the build's time
 * limit, the service shutting down) sends SIGTERM, then SIGKILL if it lingers; the promise rejects either way.
 */
export function spawnAstro(args: string[], env: NodeJS.ProcessEnv, io: BuildIo, nodeArgs: readonly string[] = []): Promise<void> {
  return new Promise((resolve, reject) => {
    if (io.signal.aborted) {
      reject(new Error(`the build was stopped before it began: ${String(io.signal.reason)}`));
      return;
    }
    const child = spawn(process.execPath, [...nodeArgs, astroBin, ...args], { cwd: projectRoot, env: astroEnv(env), stdio: ["ignore", "pipe", "pipe"] });
    const out = lineSplitter(io.log);
    const err = lineSplitter(io.log);
    child.stdout.on("data", out.write);
    child.stderr.on("data", err.write);
    let killer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      child.kill("SIGTERM");
      killer = setTimeout(() => child.kill("SIGKILL"), killGraceMs);
      killer.unref();
    };
    io.signal.addEventListener("abort", stop, { once: true });
    let failed: Error | undefined;
    child.on("error", (error) => (failed = error));
    child.on("close", (code, signal) => {
      io.signal.removeEventListener("abort", stop);
      if (killer) clearTimeout(killer);
      out.flush();
      err.flush();
      if (io.signal.aborted) reject(new Error(`the build was stopped: ${String(io.signal.reason)}`));
      else if (failed) reject(failed);
      else if (code === 0) resolve();
      else reject(new Error(`astro ${args[0]} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/**
 * What a build and the deploy command may see of the service's environment. An allowlist rather than a list of
 * secrets to remove: a secret nobody thought of (the review service's JUDGEME_API_TOKEN, a cloud key in the same
 * .env) never reaches Astro, a page or the deploy command's log. It is what scripts/build.ts, scripts/stack.ts,
 * astro.config.mjs and src/lib/config.ts read, plus what Node and the tools they start need to run.
 */
const allowedNames = new Set([
  // the process itself
  "PATH", "HOME", "USER", "LOGNAME", "SHELL", "TMPDIR", "TMP", "TEMP", "LANG", "LANGUAGE", "TZ", "CI",
  "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME", "NO_COLOR", "FORCE_COLOR", "TERM",
  "ASTRO_TELEMETRY_DISABLED", "DO_NOT_TRACK",
  // reaching the store from behind a proxy
  "HTTP_PROXY", "HTTPS_PROXY", "NO_PROXY", "http_proxy", "https_proxy", "no_proxy",
  // the site's build settings
  "SITE_URL", "SITE_PREVIEW", "BASE_PATH", "OUT_DIR", "STOREFRONT_TIMEOUT_MS", "STOREFRONT_PAGING_CAP", "ALLOW_CATALOGUE_SHRINK",
  "IMAGE_PROXY_PATH",
  // the build's bulk read of reviews, and where it keeps the last whole read (lib/reviews/build-reviews.ts)
  "REVIEWS_READ_TOKEN", "REVIEWS_SNAPSHOT_DIR",
]);
/** Families of names: Node's own settings, Unicode locale, the emulator's, and the site's public ones. */
const allowedPrefixes = ["NODE_", "LC_", "EMULATOR_", "PUBLIC_"];

/** A name that says it holds a credential: a secret, a token, a key or a password. */
export const secretName = /SECRET|TOKEN|PASSWORD|PASSWD|CREDENTIAL|PRIVATE|(^|_)(API)?KEYS?(_|$)/i;
/**
 * The project's own settings (README.md lists them): such a credential never passes, even when named by hand in
 * REBUILDER_BUILD_ENV or REBUILDER_DEPLOY_ENV. The emulator's admin token and webhook secret are the rebuilder's
 * secrets under another name (the README has operators set them equal), and a preview's store token is not the
 * live shop's.
 */
const projectPrefixes = /^(REBUILDER|EMULATOR|REVIEWS|JUDGEME|SHOPIFY|PUBLIC|PREVIEW|SITE|BENCH|E2E)_/;

/**
 * The credentials a build may see, each for a reason: the Storefront API's public token is written into the site's
 * browser code anyway, and the review service's bulk-read token lets the build read every published review. The
 * deploy command publishes files and reads no store, so it gets the public token alone.
 */
const credentialsFor = {
  build: new Set(["PUBLIC_SHOPIFY_STOREFRONT_TOKEN", "REVIEWS_READ_TOKEN"]),
  deploy: new Set(["PUBLIC_SHOPIFY_STOREFRONT_TOKEN"]),
} as const;

export type EnvPurpose = keyof typeof credentialsFor;

/** Whether a variable may be passed to a build or the deploy command (`listed`: named by hand by the operator). */
function passes(name: string, purpose: EnvPurpose, listed: boolean): boolean {
  if (credentialsFor[purpose].has(name)) return true;
  if (secretName.test(name)) {
    // A credential of the operator's own (a CDN's upload token for the deploy) only when named by hand, and never
    // one of the project's.
    return listed && !projectPrefixes.test(name);
  }
  return listed || allowedNames.has(name) || allowedPrefixes.some((prefix) => name.startsWith(prefix));
}

/**
 * The variables of `env` a build (or, with purpose "deploy", the deploy command) may see: the allowlist above,
 * and the names in `extra` (from REBUILDER_BUILD_ENV or REBUILDER_DEPLOY_ENV); no variable whose name says secret,
 * token, key or password, except the credentials `credentialsFor` names and those the operator names in `extra`
 * that are not the project's own.
 */
export function buildEnvironment(env: NodeJS.ProcessEnv, extra: readonly string[] = [], purpose: EnvPurpose = "build"): NodeJS.ProcessEnv {
  const listed = new Set(extra);
  return Object.fromEntries(Object.entries(env).filter(([key]) => passes(key, purpose, listed.has(key))));
}

/** Names from a comma-separated setting such as REBUILDER_DEPLOY_ENV. */
export function envNames(value: string | undefined): string[] {
  return (value ?? "").split(",").map((name) => name.trim()).filter((name) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(name));
}

/**
 * Whether a failure came from the store being unreachable or overloaded, which a later build may not meet: a
 * StorefrontError without an HTTP status (no answer, a dropped connection, a cut-off body) or with 5xx or 429,
 * thrown here by the catalogue reads or printed by Astro when the build's own reads gave up.
 */
export function storeUnavailable(error: unknown, output: readonly string[] = []): boolean {
  const transient = (status: number | undefined) => status === undefined || status >= 500 || status === 429;
  // The store's error itself, or the one it caused (the warm builder's WarmBuildError carries it as its cause).
  for (let found: unknown = error, depth = 0; found instanceof Error && depth < 5; found = found.cause, depth++) {
    if (found.name === "StorefrontError") return transient((found as Error & { status?: number }).status);
  }
  return output.some((line) => {
    const match = /Storefront operation \S+ failed(?: \(HTTP (\d{3})\))?:/.exec(line);
    return match !== null && transient(match[1] === undefined ? undefined : Number(match[1]));
  });
}

export type SiteBuilderDeps = {
  runAstro?: AstroRunner;
  readNames?: (env: NodeJS.ProcessEnv, signal?: AbortSignal) => Promise<ExpectedPages>;
  /** Names to pass on beyond the allowlist (REBUILDER_BUILD_ENV). */
  extraEnv?: readonly string[];
  /**
   * Where the incremental builds keep their state (Astro's manifest of the work folder, the releases' snapshots);
   * set, builds are incremental: Astro builds into a work folder that is never served, rendering only the pages
   * whose cache key (src/lib/page-keys.ts) or code changed, and each release is made from it (incremental.ts).
   * Unset, every build renders every page into an empty folder.
   */
  cacheDir?: string | undefined;
  /** How the webhooks' items are read back from the store before the build (freshness.ts; default the store's). */
  freshness?: Partial<Pick<FreshnessOptions, "read" | "tries" | "delayMs" | "sleep">>;
  /**
   * Incremental builds after the first made by a process kept between builds (warm-builder.ts): no Astro start and,
   * when webhooks named every changed item, no whole read of the catalogue. Only with Astro itself (no `runAstro`).
   */
  warm?: boolean;
  /** A warm build reads the catalogue whole when its last whole read is older than this (warm-client.ts). */
  wholeReadEveryMs?: number;
};

/**
 * The items a build's webhooks named, for a warm build to read as changes; null when some trigger named none (a
 * startup, an admin's or a forced build, a webhook of another topic, more items than a batch keeps): the catalogue
 * is then read whole, which also catches what changed without a webhook.
 */
export function changedItemsOf(batch: TriggerBatch): ChangedItem[] | null {
  if (batch.force || batch.unnamed > 0 || batch.moreItems > 0 || batch.items.size === 0) return null;
  return [...batch.items.values()].map(({ id, deleted }) => ({ id, deleted }));
}

/**
 * The build step of `npm run rebuilder`: the site's build into `job.dir`, reporting the pages the store names.
 * The job's signal reaches the catalogue reads and Astro. A failure because the store could not be read is
 * rethrown as a RetryableBuildError, so the rebuilder tries the build again later.
 */
export function siteBuilder(env: NodeJS.ProcessEnv, deps: SiteBuilderDeps = {}): Builder {
  const runAstro = deps.runAstro ?? spawnAstro;
  const readNames = deps.readNames ?? readCatalogueNames;
  const buildEnv = buildEnvironment(env, deps.extraEnv);
  const incremental = deps.cacheDir ? incrementalBuilds(deps.cacheDir, projectRoot) : null;
  const warm =
    deps.warm && incremental && !deps.runAstro ? warmBuilds(deps.wholeReadEveryMs === undefined ? {} : { wholeReadEveryMs: deps.wholeReadEveryMs }) : null;
  const readItems = deps.freshness?.read ?? storeReader(buildEnv);
  const builder: Builder = async (job) => {
    const output: string[] = [];
    // The store's names after the build's own read of the catalogue: started as soon as Astro lists its first page
    // (every getStaticPaths, and so every read the pages come from, has finished by then), so that the read runs
    // while the pages are written; or after the build, if no page line is seen.
    let after: Promise<ExpectedPages> | undefined;
    const readAfter = () => {
      if (!after) {
        after = readNames(buildEnv, job.signal);
        after.catch(() => {}); // awaited after the build; a failure meanwhile is not unhandled
      }
      return after;
    };
    // Astro stops when the job does, or when the read of the names before it fails (the build could not be judged).
    const namesFailed = new AbortController();
    // Pages Astro reused rather than rendered are counted, not logged one by one: at 10,000 products they are
    // 15,000 lines a build, which would bury what the log is read for.
    let reused = 0;
    const io: BuildIo = {
      signal: AbortSignal.any([job.signal, namesFailed.signal]),
      log: (line) => {
        // A page line, after Astro's timestamp: "12:00:01   ├─ /products/honey/index.html (+12ms)".
        if (/(^|\s)[├└]─ /.test(line)) {
          readAfter();
          if (/\((cached|restored)\)\s*$/.test(line)) {
            reused++;
            return;
          }
        }
        // A warm build counts the pages it found in place on one line (warm-builder.ts).
        const inPlace = /^\[warm\] \d+ page\(s\) rendered .*; (\d+) pages found in place/.exec(line);
        if (inPlace) reused += Number(inPlace[1]);
        // The last lines only, to find the store's error in; the job's log keeps them all.
        output.push(line);
        if (output.length > 200) output.shift();
        job.log(line);
      },
    };
    let expected: ExpectedPages;
    // Read while the folder is seeded and Astro starts, so usually done before the build's own read begins. If it
    // ends later, a product created meanwhile can be named by both reads yet missed by the build: the build is then
    // refused (the safe side), and the product's own webhook has already queued the next build.
    const before = readNames(buildEnv, job.signal);
    let beforeFailure: { error: unknown } | undefined;
    before.catch((error: unknown) => {
      beforeFailure = { error };
      namesFailed.abort(error);
    });
    // Where the build notes what it built from a fallback (a review service that did not answer).
    const notesDir = mkdtempSync(join(tmpdir(), "rebuilder-notes-"));
    const notesFile = join(notesDir, "notes.jsonl");
    let notes: BuildNote[] = [];
    try {
      // Nothing is built from a store that does not show yet what the webhooks announced.
      if (job.batch.moreItems > 0) job.log(`[rebuilder] ${job.batch.moreItems} changed item(s) beyond the first ${job.batch.items.size} are not checked for freshness`);
      await awaitFreshStore([...job.batch.items.values()], { ...deps.freshness, read: readItems, signal: job.signal, log: job.log });
      // The build notes in `notesFile` what it took from a fallback (a review service that did not answer).
      const jobEnv = { ...buildEnv, [buildNotesVariable]: notesFile };
      const astro = (env: NodeJS.ProcessEnv) => {
        io.signal.throwIfAborted();
        return runAstro(["build"], env, io, ["--import", astroPreload]);
      };
      // The notes file is a fresh path every build, so it stays out of the settings that decide whether the work
      // folder's pages can be kept (incremental.ts codeFingerprint).
      if (incremental && warm) {
        const items = changedItemsOf(job.batch);
        await incremental.build(
          job,
          buildEnv,
          async (extra) => void (await warm.build({ ...jobEnv, ...extra }, io, { warm: false, items: null })),
          {
            canContinue: (extra) => warm.canContinue({ ...jobEnv, ...extra }),
            run: async (extra) => void (await warm.build({ ...jobEnv, ...extra }, io, { warm: true, items })),
          },
        );
      } else if (incremental) await incremental.build(job, buildEnv, (extra) => astro({ ...jobEnv, ...extra }));
      else await safeBuild({ ...jobEnv, OUT_DIR: job.dir }, [], (args, env) => (io.signal.throwIfAborted(), runAstro(args, env, io, ["--import", astroPreload])));
      if (reused > 0) job.log(`[rebuilder] ${reused} pages reused unchanged (their data and code are the last build's)`);
      expected = namedInBoth(await before, await readAfter());
      notes = readBuildNotes(notesFile);
    } catch (thrown) {
      // A stale store and a changed live build are reported as they are (both are tried again later); then the
      // names that could not be read, which stopped the build.
      if (thrown instanceof StaleStoreError || thrown instanceof LiveChangedError) throw thrown;
      const error = beforeFailure ? beforeFailure.error : thrown;
      if (!job.signal.aborted && storeUnavailable(error, output)) {
        throw new RetryableBuildError(`the store could not be read: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
      throw error;
    } finally {
      rmSync(notesDir, { recursive: true, force: true });
    }
    job.log(
      `[rebuilder] the store names ${expected.products.length} products, ${expected.collections.length} collections ` +
        `and ${expected.farmCount ?? expected.farms.length} farms; each must have its page`,
    );
    const degraded = notes.map(describeNote);
    for (const line of degraded) job.log(`[rebuilder] degraded: ${line}`);
    return { expected, degraded };
  };
  if (warm) builder.close = () => warm.close();
  return builder;
}
