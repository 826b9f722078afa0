// `npm run build -- --shards N` on one machine: the steps a CI matrix runs (snapshot, N shards, merge), with the
// shards as parallel processes of this same script, as many at a time as the machine has cores.
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const buildScript = fileURLToPath(new URL("../build.ts", import.meta.url));

/** Runs `node scripts/build.ts --snapshot … --shard I/N --shard-out …` for every I, `parallel` at a time; the first failure stops the rest. */
export async function renderShardsLocally(
  env: NodeJS.ProcessEnv,
  options: { snapshot: string; count: number; workDir: string; parallel?: number },
): Promise<string[]> {
  const parallel = Math.max(1, Math.min(options.count, options.parallel ?? availableParallelism()));
  const dirs = Array.from({ length: options.count }, (_, i) => join(options.workDir, `shard-${i + 1}`));
  const running = new Set<ReturnType<typeof spawn>>();
  let next = 0;
  let failure: Error | undefined;
  const runOne = (index: number): Promise<void> =>
    new Promise((resolve, reject) => {
      const label = `[shard ${index}/${options.count}]`;
      const child = spawn(
        process.execPath,
        [buildScript, "--snapshot", options.snapshot, "--shard", `${index}/${options.count}`, "--shard-out", dirs[index - 1]!],
        { env, stdio: ["ignore", "pipe", "pipe"] },
      );
      running.add(child);
      const prefix = (stream: NodeJS.WritableStream) => (chunk: Buffer) => {
        for (const line of chunk.toString().split("\n")) if (line.trim()) stream.write(`${label} ${line}\n`);
      };
      child.stdout.on("data", prefix(process.stdout));
      child.stderr.on("data", prefix(process.stderr));
      child.on("error", reject);
      child.on("exit", (code, signal) => {
        running.delete(child);
        if (code === 0) resolve();
        else reject(new Error(`shard ${index}/${options.count} failed (${signal ?? `exit code ${code}`})`));
      });
    });
  const worker = async () => {
    while (!failure && next < options.count) {
      const index = ++next;
      try {
        await runOne(index);
      } catch (error) {
        failure ??= error as Error;
        for (const child of running) child.kill("SIGTERM");
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  if (failure) throw failure;
  return dirs;
}
