// One shard of a sharded build: Astro renders, from the catalogue snapshot alone, the pages that fall in shard I of
// N (src/lib/shards.ts), plus every page without parameters, into a shard folder with its manifest. No request to
// the store or the review service: both were read into the snapshot.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseShard } from "../../src/lib/shards.ts";
import { snapshotIdentity } from "../../src/lib/storefront/snapshot.ts";
import { safeBuild } from "../../src/services/shared/safe-build.ts";
import { runAstro } from "../../src/services/shared/project.ts";
import { currentCommit, pageSettings, parsePlan, snapshotFields, writeManifest } from "./shard-manifest.ts";

export type ShardRun = { snapshot: string; shard: string; outDir: string };

/**
 * V8 lets its heap grow to up to four times what a full collection left live while collecting is cheap beside the
 * program's own work, and keeps the pages it grew to. A shard reads the snapshot (400 MB live at 250,000 products),
 * then maps its lists, and V8 let the heap reach 1.47 GB before it next collected: the shard stayed at 2.0 GB and
 * peaked at 2.24 GB. Growing by half of what is live instead, it peaked at 1.93 GB in the same wall and CPU time,
 * and by 30 % (the shard that peaked highest) at 1.81 GB instead of 1.98, for 1 % more CPU (docs/PERFORMANCE.md).
 * Not a cap: the heap still grows as far as a catalogue needs.
 */
export const shardNodeFlags = ["--heap-growing-percent=30"] as const;

const runShardAstro = (args: string[], env: NodeJS.ProcessEnv) => runAstro(args, env, shardNodeFlags);

export async function renderShard(env: NodeJS.ProcessEnv, run: ShardRun, astro = runShardAstro): Promise<{ pages: number }> {
  const shard = parseShard(run.shard);
  if (!shard) throw new Error("--shard needs a value I/N");
  const snapshot = resolve(run.snapshot);
  const summary = await snapshotIdentity(snapshot);
  const notes = await mkdtemp(join(tmpdir(), "shard-"));
  const planFile = join(notes, "plan.jsonl");
  const pagesFile = join(notes, "pages.txt");
  let pages = 0;
  try {
    await safeBuild(
      {
        ...env,
        CATALOGUE_SNAPSHOT: snapshot,
        BUILD_SHARD: `${shard.index}/${shard.count}`,
        SHARD_PLAN_FILE: planFile,
        SHARD_PAGES_FILE: pagesFile,
        OUT_DIR: resolve(run.outDir),
        // A shard holds a part of the products by design; the merge checks the whole against the last good build.
        ALLOW_CATALOGUE_SHRINK: "1",
      },
      [],
      astro,
      {
        settle: async (staging) => {
          const plan = parsePlan(await readFile(planFile, "utf8").catch(() => ""));
          const built = JSON.parse(await readFile(pagesFile, "utf8")) as string[];
          if (plan.length === 0) throw new Error("the shard recorded no page plan; was it built with BUILD_SHARD?");
          // The manifest must name the snapshot the pages were rendered from: one replaced during the render is refused.
          const after = await snapshotIdentity(snapshot);
          if (after.sha256 !== summary.sha256) throw new Error(`${snapshot} changed while the shard was rendered; render it again from one snapshot`);
          pages = built.length;
          await writeManifest(staging, {
            format: "farm-storefront-shard",
            version: 1,
            shard,
            commit: currentCommit(env),
            settings: pageSettings(env),
            snapshot: snapshotFields(summary),
            plan,
            pages: built,
          });
        },
      },
    );
  } finally {
    await rm(notes, { recursive: true, force: true });
  }
  return { pages };
}
