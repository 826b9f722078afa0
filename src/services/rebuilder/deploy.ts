// The optional step after a swap: REBUILDER_DEPLOY_COMMAND, run by the shell, to push the new live build
// somewhere else (a CDN upload, an rsync to a web server). It gets the published folder in REBUILDER_LIVE_DIR:
// the build's own folder rather than the `live` symlink, so that a later swap during a slow upload cannot mix two
// builds in one deploy. Its outcome and the end of its output go into the build's status.
import { spawn } from "node:child_process";
import { lineSplitter, Tail } from "../shared/log.ts";

export type DeployOutcome = {
  ok: boolean;
  exitCode: number | null;
  signal: string | null;
  durationMs: number;
  logTail: string[];
  error?: string;
};

export type Deployer = (liveDir: string, buildId: string) => Promise<DeployOutcome>;

export function commandDeployer(command: string, options: { env: NodeJS.ProcessEnv; timeoutMs: number; log?: (line: string) => void }): Deployer {
  return (liveDir, buildId) =>
    new Promise((resolve) => {
      const started = performance.now();
      const tail = new Tail(40);
      const onLine = (line: string) => {
        tail.push(line);
        options.log?.(line);
      };
      const child = spawn(command, {
        shell: true,
        env: { ...options.env, REBUILDER_LIVE_DIR: liveDir, REBUILDER_BUILD_ID: buildId },
        stdio: ["ignore", "pipe", "pipe"],
        // Its own process group, so a timeout stops the shell and whatever it started (which would otherwise keep
        // the output pipes open, and this promise waiting, after the shell itself was killed).
        detached: true,
      });
      const out = lineSplitter(onLine);
      const err = lineSplitter(onLine);
      child.stdout.on("data", out.write);
      child.stderr.on("data", err.write);
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        try {
          if (child.pid) process.kill(-child.pid, "SIGKILL");
        } catch {
          child.kill("SIGKILL");
        }
      }, options.timeoutMs);
      let spawnError: Error | undefined;
      child.on("error", (error) => (spawnError = error));
      child.on("close", (code, signal) => {
        clearTimeout(timer);
        out.flush();
        err.flush();
        const outcome: DeployOutcome = {
          ok: code === 0 && !timedOut && !spawnError,
          exitCode: code,
          signal,
          durationMs: Math.round(performance.now() - started),
          logTail: tail.lines(),
        };
        if (timedOut) outcome.error = `the deploy command took longer than ${options.timeoutMs} ms and was stopped`;
        else if (spawnError) outcome.error = spawnError.message;
        else if (code !== 0) outcome.error = `the deploy command failed (${signal ?? `exit code ${code}`})`;
        resolve(outcome);
      });
    });
}

/**
 * Deploys go out in the order of the swaps that caused them, one at a time, so the remote copy ends up as the local
 * live build, even when a rollback comes while a build's deploy is still uploading. A deployer that throws counts
 * as a failed deploy; it never fails the build, which is already live.
 */
export function deployInOrder(
  deployer: Deployer | undefined,
  log: (event: string, fields?: Record<string, unknown>) => void,
): { deploy: (dir: string, id: string) => Promise<DeployOutcome | null>; settled: () => Promise<unknown> } {
  let chain: Promise<unknown> = Promise.resolve();
  return {
    deploy(dir, id) {
      if (!deployer) return Promise.resolve(null);
      const next = chain.then(async () => {
        log("deploy-started", { build: id });
        const outcome: DeployOutcome = await deployer(dir, id).catch((error: unknown) => ({
          ok: false,
          exitCode: null,
          signal: null,
          durationMs: 0,
          logTail: [],
          error: error instanceof Error ? error.message : String(error),
        }));
        log(outcome.ok ? "deploy-finished" : "deploy-failed", { build: id, ...outcome });
        return outcome;
      });
      chain = next.catch(() => {});
      return next;
    },
    settled: () => chain,
  };
}
