// `npm run build`: builds dist/ (or OUT_DIR) against the store named by the environment, or against a temporary
// emulator when none is named (so a build never needs a Shopify account). The new site replaces the old one only
// when the build succeeded (src/services/shared/safe-build.ts).
//
// A large shop's build, in steps that CI runs on separate runners (.github/workflows/large-shop.yml) and that
// `--shards N` runs here as parallel processes (README.md "Large catalogues"):
//   --read-snapshot FILE                         read the store once into a catalogue snapshot, render nothing
//   --snapshot FILE --shard I/N --shard-out DIR  render shard I of N from the snapshot alone into a shard folder
//   --merge DIR... [--link | --move]             check and merge shard folders, then publish into OUT_DIR; with
//                                                --link their files are hard-linked, not copied (folders nobody
//                                                changes afterwards), with --move moved into the site, which
//                                                empties the shard folders (a CI job's downloads)
//   --shards N [--parallel K]                    all of the above here, K shards at a time (default: the cores)
//   --snapshot FILE                              an unsharded build from a snapshot
import { mkdtempSync, rmSync } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describeRequests, emulatorDefaults, emulatorUnlessNamed, startLocalEmulator, usesEmulator, type RunningEmulator } from "./stack.ts";
import { buildNotesVariable, describeNote, readBuildNotes } from "../src/lib/build-notes.ts";
import { loadDotEnv, projectRoot } from "../src/services/shared/project.ts";
import { safeBuild } from "../src/services/shared/safe-build.ts";
import { maxShards, parseShard } from "../src/lib/shards.ts";
import { describeSnapshot, readSnapshotStep } from "./build/snapshot-step.ts";
import { renderShard } from "./build/render-shard.ts";
import { mergeShards, moveBack, type MergeReport, type Moved, type Placement } from "./build/merge.ts";
import { renderShardsLocally } from "./build/local-shards.ts";

type Command = {
  readSnapshot?: string;
  snapshot?: string;
  shard?: string;
  shardOut?: string;
  merge?: string[];
  placement?: "link" | "move";
  shards?: number;
  parallel?: number;
  astroArgs: string[];
};

function parseCommand(args: string[]): Command {
  const command: Command = { astroArgs: [] };
  const value = (i: number, flag: string) => {
    const next = args[i + 1];
    if (next === undefined || next.startsWith("--")) throw new Error(`${flag} needs a value`);
    return next;
  };
  const count = (text: string, flag: string) => {
    const n = Number(text);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} must be a whole number of at least 1, not '${text}'`);
    return n;
  };
  const ours = ["--read-snapshot", "--snapshot", "--shard", "--shard-out", "--shards", "--parallel", "--merge", "--link", "--move"];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    // `--shards=4` would otherwise go to Astro, which ignores it, and an unsharded build would be published.
    const [flag] = arg.split("=");
    if ((flag === "--link" || flag === "--move") && arg !== flag) throw new Error(`${flag} takes no value, not '${arg}'`);
    if (arg.includes("=") && ours.includes(flag!)) throw new Error(`write ${flag} and its value apart ('${flag} ${arg.slice(flag!.length + 1)}'), not '${arg}'`);
    if (arg === "--read-snapshot") command.readSnapshot = value(i++, arg);
    else if (arg === "--snapshot") command.snapshot = value(i++, arg);
    else if (arg === "--shard") command.shard = value(i++, arg);
    else if (arg === "--shard-out") command.shardOut = value(i++, arg);
    else if (arg === "--shards") command.shards = count(value(i++, arg), arg);
    else if (arg === "--parallel") command.parallel = count(value(i++, arg), arg);
    else if (arg === "--link" || arg === "--move") {
      if (command.placement && command.placement !== arg.slice(2)) throw new Error("--link and --move are two ways to place the shards' files: name one");
      command.placement = arg === "--link" ? "link" : "move";
    }
    else if (arg === "--merge") {
      command.merge = [];
      while (args[i + 1] !== undefined && !args[i + 1]!.startsWith("--")) command.merge.push(args[++i]!);
      if (command.merge.length === 0) throw new Error("--merge needs the shard folders to merge");
    } else command.astroArgs.push(arg);
  }
  if (command.shard !== undefined) {
    parseShard(command.shard);
    if (!command.snapshot || !command.shardOut) throw new Error("--shard I/N needs --snapshot FILE and --shard-out DIR");
  }
  if (command.shards !== undefined && command.shards > maxShards) throw new Error(`--shards must be at most ${maxShards}, not ${command.shards}`);
  // Combinations that would quietly do something else than asked.
  const refuse = (why: string) => {
    throw new Error(why);
  };
  const steps = [command.readSnapshot, command.shard, command.merge, command.shards].filter((step) => step !== undefined);
  if (steps.length > 1) refuse("--read-snapshot, --shard, --merge and --shards are separate steps: name one");
  if (command.shardOut !== undefined && command.shard === undefined) refuse("--shard-out names where a shard goes: it needs --shard I/N");
  if (command.placement && command.merge === undefined) refuse(`--${command.placement} says how --merge places the shards' files: it needs --merge DIR...`);
  if (command.parallel !== undefined && command.shards === undefined) refuse("--parallel says how many shards run at once: it needs --shards N");
  if (command.snapshot !== undefined && (command.shards !== undefined || command.readSnapshot !== undefined || command.merge !== undefined)) {
    refuse("--snapshot renders from a snapshot already read: it goes with --shard or alone, not with --read-snapshot, --merge or --shards");
  }
  if (steps.length > 0 && command.astroArgs.length > 0) refuse(`unknown option${command.astroArgs.length > 1 ? "s" : ""} ${command.astroArgs.join(" ")}`);
  return command;
}

/** Steps that read nothing from the store still render its address into pages: the emulator's, when none is named. */
function nameEmulatorWithoutStarting(env: NodeJS.ProcessEnv): void {
  if (!usesEmulator(env)) return;
  env.PUBLIC_SHOPIFY_STORE_DOMAIN = `http://${emulatorDefaults.host}:${Number(env.EMULATOR_PORT) || emulatorDefaults.port}`;
  env.PUBLIC_SHOPIFY_STOREFRONT_TOKEN = emulatorDefaults.token;
}

/** Merges shard folders through the safe build (its guards, its swap into OUT_DIR) and says what it checked. */
async function mergeAndPublish(dirs: string[], placement: Placement): Promise<void> {
  let report: MergeReport | undefined;
  const moved: Moved[] = [];
  // Should the merge or the publishing fail after files were moved (a guard refusing the site, say), they go back
  // into the shards before the staging folder is removed, so that the merge can be run again.
  const putBack = async () => {
    if (moved.length === 0) return;
    const lost = await moveBack(moved);
    if (lost.length === 0) console.error(`[merge] the ${moved.length} files and page folders moved into the site were put back into the shards.`);
    else console.error(`[merge] ${lost.length} of ${moved.length} moved files and page folders could not be put back into the shards: ${lost.slice(0, 3).join("; ")}`);
  };
  const { outDir } = await safeBuild(
    env,
    [],
    async (_args, buildEnv) => {
      report = await mergeShards(dirs, buildEnv.OUT_DIR!, { placement, moved });
    },
    { failed: putBack },
  );
  console.log(`Merged ${report!.shards} shards: ${report!.files} files.`);
  for (const check of report!.checks) console.log(`  checked: ${check}`);
  console.log(`Published ${outDir}.`);
}

loadDotEnv();
// What the build took from a fallback (reviews during an outage of their service) is said again at the end, where
// it is not lost among the pages.
const notesDir = mkdtempSync(join(tmpdir(), "build-notes-"));
const env: NodeJS.ProcessEnv = { ...process.env, [buildNotesVariable]: join(notesDir, "notes.jsonl") };
let emulator: RunningEmulator | undefined;
let workDir: string | undefined;
let exitCode = 0;
try {
  const command = parseCommand(process.argv.slice(2));
  if (command.shard) {
    nameEmulatorWithoutStarting(env);
    const started = Date.now();
    const { pages } = await renderShard(env, { snapshot: command.snapshot!, shard: command.shard, outDir: command.shardOut! });
    console.log(`Shard ${command.shard}: ${pages} pages in ${resolve(command.shardOut!)} (${((Date.now() - started) / 1000).toFixed(1)} s).`);
  } else if (command.merge) {
    // Copies unless --link or --move: the shard folders are the operator's, and changing one later must not change
    // the published site. The merge reads no store: the settings pages were made with come from the shards' manifests.
    await mergeAndPublish(command.merge.map((dir) => resolve(dir)), command.placement ?? "copy");
  } else {
    emulator = await emulatorUnlessNamed(env, startLocalEmulator);
    if (!emulator) console.log(`Store: ${env.PUBLIC_SHOPIFY_STORE_DOMAIN}`);
    if (command.readSnapshot) {
      const summary = await readSnapshotStep(env, command.readSnapshot);
      console.log(describeSnapshot(resolve(command.readSnapshot), summary));
    } else if (command.shards) {
      workDir = join(projectRoot, ".cache", `sharded-${process.pid}-${Date.now()}`);
      await mkdir(workDir, { recursive: true });
      const snapshot = join(workDir, "catalogue.jsonl");
      console.log(describeSnapshot(snapshot, await readSnapshotStep(env, snapshot)));
      const dirs = await renderShardsLocally(env, { snapshot, count: command.shards, workDir, ...(command.parallel ? { parallel: command.parallel } : {}) });
      // Moved: these shard folders are this build's own, and are deleted once it is published.
      await mergeAndPublish(dirs, "move");
    } else {
      const buildEnv = command.snapshot ? { ...env, CATALOGUE_SNAPSHOT: resolve(command.snapshot) } : env;
      const { outDir, pages } = await safeBuild(buildEnv, command.astroArgs);
      console.log(`Built ${outDir}: ${pages.products} product, ${pages.collections} collection, ${pages.farms} farm and ${pages.posts} blog pages.`);
    }
    if (emulator) console.log(`Catalogue: ${emulator.store.products.length} products. ${describeRequests(emulator.requestCounts)}`);
  }
  for (const note of readBuildNotes(env[buildNotesVariable]!)) console.warn(`Degraded: ${describeNote(note)}.`);
} catch (error) {
  console.error(`Build failed; the previous site, if any, is untouched.\n${error instanceof Error ? error.message : error}`);
  exitCode = 1;
} finally {
  await emulator?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
  rmSync(notesDir, { recursive: true, force: true });
}
process.exit(exitCode);
