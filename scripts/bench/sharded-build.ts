// Benchmark: a large shop's build in steps, against the emulator with Shopify's paging cap (25,000) in force. For
// each catalogue size: one read of the store into a snapshot (time, requests, size), then for each shard count N the
// N shards rendered one after another (this machine has 2 cores; a CI matrix runs them side by side), each shard's
// wall time and peak memory, the merge, and the output. The critical path a CI matrix would see is the snapshot +
// the slowest shard + the merge, which moves the shards' files into the site as the CI workflow's merge job does
// (--move). With --compare, every merged site is checked against N = 1's, file by file.
//
//   node scripts/bench/sharded-build.ts [--shards 1,2,4,8] [--compare] [--keep-output] SIZE ...   (default: 30000)
//
// BENCH_EMULATOR_PORT (default 8776) is the emulator's port; reviews are read from nowhere (a closed port), so every
// run does the same work. Work files go to .cache/bench-sharded/ and are removed as each size ends.
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import { join, relative } from "node:path";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import { startEmulator } from "../emulator/server.ts";
import { emulatorDefaults } from "../stack.ts";
import { projectRoot } from "../../src/services/shared/project.ts";
import { measureRun, megabytes, outputSize, type BuildRun } from "./measure.ts";

const { values: options, positionals } = parseArgs({
  options: { shards: { type: "string", default: "1,2,4,8" }, compare: { type: "boolean", default: false }, "keep-output": { type: "boolean", default: false } },
  allowPositionals: true,
});
const shardCounts = options.shards.split(",").map(Number);
const sizes = positionals.map(Number);
for (const n of [...shardCounts, ...sizes]) if (!Number.isInteger(n) || n < 1) throw new Error(`not a whole number of at least 1: ${n}`);
const port = Number(process.env.BENCH_EMULATOR_PORT) || 8776;
const buildScript = fileURLToPath(new URL("../build.ts", import.meta.url));
const work = join(projectRoot, ".cache", "bench-sharded");
const noReviews = "http://127.0.0.1:9";
const seconds = (s: number) => `${s.toFixed(1)} s`;
const memory = (mb: number | null) => (mb === null ? "unknown" : `${(mb / 1024).toFixed(2)} GB`);

async function digestOf(dir: string): Promise<Map<string, string>> {
  const digests = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    const hash = createHash("sha256");
    for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
    digests.set(relative(dir, file), hash.digest("hex"));
  }
  return digests;
}

type ShardRow = { count: number; shards: BuildRun[]; merge: BuildRun; files: number; bytes: number; equal: boolean | null };
const summary: string[] = [];

for (const products of sizes.length > 0 ? sizes : [30000]) {
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  const emulator = await startEmulator({ host: emulatorDefaults.host, port, products });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PUBLIC_SHOPIFY_STORE_DOMAIN: emulator.url,
    PUBLIC_SHOPIFY_STOREFRONT_TOKEN: emulator.token,
    PUBLIC_REVIEWS_URL: noReviews,
    REVIEWS_SNAPSHOT_DIR: join(work, "review-snapshots"),
  };
  const rows: ShardRow[] = [];
  try {
    const snapshot = join(work, "catalogue.jsonl");
    const before = [...emulator.requestCounts.values()].reduce((a, b) => a + b, 0);
    console.log(`\n# ${products} products: reading the snapshot`);
    const read = await measureRun(process.execPath, [buildScript, "--read-snapshot", snapshot], { cwd: projectRoot, env });
    const requests = [...emulator.requestCounts.values()].reduce((a, b) => a + b, 0) - before;
    const snapshotBytes = (await stat(snapshot)).size;
    let reference: Map<string, string> | undefined;
    for (const count of shardCounts) {
      const shards: BuildRun[] = [];
      const dirs: string[] = [];
      for (let index = 1; index <= count; index++) {
        const dir = join(work, `n${count}`, `shard-${index}`);
        dirs.push(dir);
        console.log(`\n# ${products} products: shard ${index}/${count}`);
        shards.push(await measureRun(process.execPath, [buildScript, "--snapshot", snapshot, "--shard", `${index}/${count}`, "--shard-out", dir], { cwd: projectRoot, env }));
      }
      const site = join(work, `site-${count}`);
      console.log(`\n# ${products} products: merging ${count} shards`);
      const merge = await measureRun(process.execPath, [buildScript, "--merge", ...dirs, "--move"], { cwd: projectRoot, env: { ...env, OUT_DIR: site } });
      const size = await outputSize(site);
      let equal: boolean | null = null;
      if (options.compare) {
        const digests = await digestOf(site);
        if (!reference) reference = digests;
        else equal = digests.size === reference.size && [...digests].every(([file, digest]) => reference!.get(file) === digest);
      }
      rows.push({ count, shards, merge, files: size.files, bytes: size.bytes, equal });
      // Each N's figures as soon as they exist: a run at 100,000 products takes hours, and may be stopped.
      console.log(
        `\n[bench] ${products} products, N = ${count}: shards ${shards.map((s) => `${seconds(s.seconds)} (${memory(s.peakRssMb)})`).join(", ")}; ` +
          `merge ${seconds(merge.seconds)}; snapshot ${seconds(read.seconds)}; critical path ${seconds(read.seconds + Math.max(...shards.map((s) => s.seconds)) + merge.seconds)}; ` +
          `${size.files} files, ${megabytes(size.bytes)}${equal === null ? "" : equal ? "; equals N = 1" : "; DIFFERS from N = 1"}`,
      );
      await rm(join(work, `n${count}`), { recursive: true, force: true });
      if (!options["keep-output"]) await rm(site, { recursive: true, force: true });
    }
    const lines = [
      `\n## ${products} products (paging cap 25,000 in force)`,
      `Snapshot: ${seconds(read.seconds)} (CPU ${read.cpuSeconds === null ? "?" : seconds(read.cpuSeconds)}), peak ${memory(read.peakRssMb)}, ${requests} requests, ${megabytes(snapshotBytes)}.`,
      "",
      "| N | slowest shard | each shard: wall, peak memory | merge | critical path (snapshot + slowest shard + merge) | output files | output | equals N = 1 |",
      "|---|---|---|---|---|---|---|---|",
      ...rows.map((row) => {
        const slowest = Math.max(...row.shards.map((s) => s.seconds));
        const critical = read.seconds + slowest + row.merge.seconds;
        const each = row.shards.map((s) => `${seconds(s.seconds)}, ${memory(s.peakRssMb)}`).join("; ");
        const equal = row.equal === null ? (row.count === rows[0]!.count && options.compare ? "(reference)" : "not compared") : row.equal ? "yes, byte for byte" : "NO";
        return `| ${row.count} | ${seconds(slowest)} | ${each} | ${seconds(row.merge.seconds)}, ${memory(row.merge.peakRssMb)} | ${seconds(critical)} | ${row.files} | ${megabytes(row.bytes)} | ${equal} |`;
      }),
    ];
    const peak = Math.max(read.peakRssMb ?? 0, ...rows.flatMap((row) => [...row.shards.map((s) => s.peakRssMb ?? 0), row.merge.peakRssMb ?? 0]));
    lines.push("", `Peak memory of any process: ${memory(peak)} (goal ≤ 2 GB).`);
    const files = rows[0]?.files ?? 0;
    lines.push(
      `Output files: ${files}: within Cloudflare Pages' 20,000 (free) ${files <= 20_000 ? "yes" : "no"}; within 100,000 (paid) ${files <= 100_000 ? "yes" : "no"}.`,
    );
    summary.push(...lines);
    console.log(lines.join("\n"));
  } finally {
    await emulator.close();
    await rm(work, { recursive: true, force: true });
  }
}
console.log(`\n# Summary\n${summary.join("\n")}`);
