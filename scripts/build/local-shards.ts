// `npm run build -- --shards N` on one machine: the steps a CI matrix runs (snapshot, N shards, merge), with the
// shards as parallel processes of this same script, as many at a time as the machine has cores.
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const buildScript = fileURLToPath(new URL("../build.ts", import.meta.url));

/** Runs `node scripts/build.ts --snapshot … --shard I/N --shard-out …` for every I, `parallel` at a time; the first failure stops the rest. */
/** Stops a shard and everything it started (its process group). */
function stopGroup(child: ReturnType<typeof spawn>): void {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, "SIGTERM");
  } catch {
    child.kill("SIGTERM"); // the group is gone already, or this platform has none
  }
}

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
      // A process group of its own, so that stopping the shard stops its Astro build too (build.ts runs Astro as a
      // child), instead of leaving it writing gigabytes into .cache.
      const child = spawn(
        process.execPath,
        [buildScript, "--snapshot", options.snapshot, "--shard", `${index}/${options.count}`, "--shard-out", dirs[index - 1]!],
        { env, stdio: ["ignore", "pipe", "pipe"], detached: true },
      );
      running.add(child);
      // Whole lines only, each with the shard's label: a line cut across two chunks is held until its end comes.
      const prefix = (stream: NodeJS.WritableStream) => {
        let rest = "";
        const emit = (line: string) => line.trim() && stream.write(`${label} ${line}\n`);
        return {
          data: (chunk: Buffer) => {
            const lines = (rest + chunk.toString()).split("\n");
            rest = lines.pop()!;
            lines.forEach(emit);
          },
          end: () => emit(rest),
        };
      };
      const out = prefix(process.stdout);
      const err = prefix(process.stderr);
      child.stdout.on("data", out.data).on("end", out.end);
      child.stderr.on("data", err.data).on("end", err.end);
      child.on("error", reject);
      // 'close', not 'exit': the shard's last lines (why it failed) are read before its result is decided.
      child.on("close", (code, signal) => {
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
        for (const child of running) stopGroup(child);
      }
    }
  };
  // Detached shards do not get the terminal's Ctrl-C: pass a stop on to them, then stop as asked.
  const onStop = (signal: NodeJS.Signals) => {
    failure ??= new Error(`stopped (${signal})`);
    for (const child of running) stopGroup(child);
  };
  process.once("SIGINT", onStop).once("SIGTERM", onStop);
  try {
    await Promise.all(Array.from({ length: parallel }, worker));
  } finally {
    process.off("SIGINT", onStop).off("SIGTERM", onStop);
  }
  if (failure) throw failure;
  return dirs;
}
