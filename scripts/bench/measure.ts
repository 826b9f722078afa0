// What the build benchmark measures around one `astro build`: wall time, the peak resident memory of the Astro
// process, and what the build wrote (files, HTML pages, bytes). Linux only for the memory figure; elsewhere it is
// reported as unknown rather than guessed.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

export type BuildRun = {
  seconds: number;
  /** User + system CPU time of the process: steadier than wall time on a machine shared with other work. */
  cpuSeconds: number | null;
  peakRssMb: number | null;
};

/**
 * GNU time reports the peak resident set and the CPU time of the process it ran (the kernel's own counts, exact).
 * Without it we read VmHWM, the kernel's high-water mark, from /proc while the process runs (a sample every 100 ms
 * misses at most the growth of the last tenth of a second, and Astro's peak is in page generation, not in its last
 * moment), and the CPU time is unknown.
 */
const gnuTime = "/usr/bin/time";

/** Runs `command args` in `cwd` and measures it. Rejects when the command fails. */
export async function measureRun(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<BuildRun> {
  const useTime = process.platform === "linux" && existsSync(gnuTime);
  const timeFile = join(tmpdir(), `bench-time-${process.pid}-${Date.now()}`);
  const [file, argv] = useTime ? [gnuTime, ["-f", "%M %U %S", "-o", timeFile, command, ...args]] : [command, args];
  const started = performance.now();
  const child = spawn(file, argv, { cwd: options.cwd, env: options.env, stdio: "inherit" });
  let sampledKb = 0;
  const sampler =
    !useTime && process.platform === "linux"
      ? setInterval(() => {
          try {
            const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"));
            if (match) sampledKb = Math.max(sampledKb, Number(match[1]));
          } catch {
            // The process has just exited: the last sample stands.
          }
        }, 100)
      : undefined;
  try {
    await new Promise<void>((resolve, reject) => {
      child.on("error", reject);
      child.on("exit", (code, signal) =>
        code === 0 ? resolve() : reject(new Error(`${[command, ...args].join(" ")} failed (${signal ?? `exit code ${code}`})`)),
      );
    });
    const seconds = (performance.now() - started) / 1000;
    let peakKb: number | null = sampledKb || null;
    let cpuSeconds: number | null = null;
    if (useTime) {
      // The last line is ours; GNU time writes a line of its own before it when the command was signalled.
      const [maxRss, user, system] = (readFileSync(timeFile, "utf8").trim().split("\n").at(-1) ?? "").split(" ").map(Number);
      peakKb = maxRss !== undefined && maxRss > 0 ? maxRss : null;
      cpuSeconds = user !== undefined && system !== undefined && Number.isFinite(user + system) ? user + system : null;
    }
    return { seconds, cpuSeconds, peakRssMb: peakKb === null ? null : peakKb / 1024 };
  } finally {
    if (sampler) clearInterval(sampler);
    rmSync(timeFile, { force: true });
  }
}

export type OutputSize = { files: number; htmlPages: number; bytes: number };

/** Every file under `dir`, counted once (no symbolic links are followed). */
export async function outputSize(dir: string): Promise<OutputSize> {
  const total: OutputSize = { files: 0, htmlPages: 0, bytes: 0 };
  const walk = async (folder: string): Promise<void> => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) {
        total.files++;
        if (entry.name.endsWith(".html")) total.htmlPages++;
        total.bytes += (await stat(path)).size;
      }
    }
  };
  await walk(dir);
  return total;
}

export function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(0)} MB`;
}
