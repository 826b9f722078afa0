// The production install, tried as an operator would on every `npm test`: a copy of the project installed with
// `npm ci --omit=dev` (no devDependency), then, against a named store, `npm run build`, `npm run reviews` and
// `npm run rebuilder`, each answering its health route, and the rebuilder publishing its first build. The store is
// the emulator, started from this (full) install on a port of this check's own, as a real store would be named.
//
//   node scripts/production-check.ts      # prints each step; exits 1 at the first that fails
//
// Ports: emulator 8781, review service 8782, rebuilder 8783. Node 24 is whatever runs this script: a production
// machine brings its own Node (README, "Production install"), so the copy gets no `node` package.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, dirname, join, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { projectRoot } from "../src/services/shared/project.ts";
import { emulatorDefaults, startLocalEmulator } from "./stack.ts";

// E2E_PORT_OFFSET moves these with the end-to-end ports, so two checkouts can run `npm test` at once.
const offset = Number(process.env.E2E_PORT_OFFSET) || 0;
const ports = { emulator: 8781 + offset, reviews: 8782 + offset, rebuilder: 8783 + offset } as const;
/** Bounds on each step, so that a broken install fails the check instead of hanging CI. */
const installLimitMs = 10 * 60_000;
const buildLimitMs = 10 * 60_000;
const adminToken = "production-check-admin";

/** The project's files as git sees them (tracked and new, not ignored): what a clone of this work would hold. */
function projectFiles(): string[] {
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: projectRoot, encoding: "utf8" });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  return listed.stdout.split("\0").filter((file) => file && existsSync(join(projectRoot, file)));
}

function step(name: string): () => void {
  const started = performance.now();
  console.log(`• ${name}`);
  return () => console.log(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Starts a command as the leader of a process group of its own, so that stopping it stops everything it started
 * (npm runs a script in a shell), and keeps its output for a report.
 */
function startGroup(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Program {
  const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  // Kept in `running` after it exits too: the group is still signalled on the way out, for anything it left.
  running.add(child);
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: (lines) => output.trim().split("\n").slice(-lines).join("\n") };
}

type Program = { child: ChildProcess; output: (lines: number) => string };

/**
 * Runs a command to its end, within `limitMs`; its output is shown only if it fails. Asynchronous: the emulator this
 * check serves the store from runs in this process, and must go on answering while the command runs.
 */
function runToEnd(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, limitMs: number): Promise<void> {
  const { child, output } = startGroup(command, args, cwd, env);
  return new Promise((resolve, reject) => {
    let overran = false;
    const timer = setTimeout(() => {
      overran = true;
      killGroup(child, "SIGKILL");
    }, limitMs);
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) return resolve();
      const why = overran ? `still running after ${limitMs / 1000} s` : (signal ?? `exit code ${code}`);
      reject(new Error(`\`${command} ${args.join(" ")}\` failed (${why}):\n${output(40)}`));
    });
  });
}

/** A long-running npm script (a service). */
const startProgram = (args: string[], cwd: string, env: NodeJS.ProcessEnv): Program => startGroup("npm", ["run", "--silent", ...args], cwd, env);

/** A state that will never be reached (a build that failed): stops the polling at once, with its reason. */
class NeverReady extends Error {}

/**
 * Polls until `ready` answers true; fails early when the program exits or `ready` throws NeverReady, and after
 * `limitMs` (a bound, not a wait). Any other error (the port not open yet) means "not yet".
 */
async function until(what: string, program: Program, ready: () => Promise<boolean>, limitMs: number): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (program.child.exitCode !== null) throw new Error(`${what}: the program exited (${program.child.exitCode}):\n${program.output(30)}`);
    const reached = await ready().catch((error: unknown) => {
      if (error instanceof NeverReady) throw new Error(`${what}: ${error.message}`);
      return false;
    });
    if (reached) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what}: not reached within ${limitMs / 1000} s:\n${program.output(30)}`);
}

const healthy = (url: string) => async () => {
  const response = await fetch(`${url}/health`);
  return response.ok && ((await response.json()) as { ok?: boolean }).ok === true;
};

/** Every process group this check started and has not seen end: stopped on the way out, whatever ends the check. */
const running = new Set<ChildProcess>();

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    // Started detached, each child leads a process group: npm's shell and the service inside it go with it.
    process.kill(-child.pid, signal);
  } catch {
    // ESRCH: nothing of the group is left.
  }
}

/**
 * Stops a program and everything it started (its process group), and waits for it; one that ignores SIGTERM for
 * 15 s is killed. Never throws.
 */
function stopProgram(child: ChildProcess): Promise<void> {
  const exited = child.exitCode !== null || child.signalCode !== null;
  const done = exited ? Promise.resolve() : new Promise<void>((resolve) => child.once("exit", () => resolve()));
  killGroup(child, "SIGTERM");
  const stubborn = setTimeout(() => killGroup(child, "SIGKILL"), 15_000);
  return done.finally(() => clearTimeout(stubborn));
}

export async function checkProductionInstall(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), "production-install-"));
  const copy = join(work, "shop");
  let emulator: Awaited<ReturnType<typeof startLocalEmulator>> | undefined;
  try {
    let done = step("copy the project and install it with `npm ci --omit=dev`");
    mkdirSync(copy);
    for (const file of projectFiles()) cpSync(join(projectRoot, file), join(copy, file), { recursive: true });
    // npm's own Node may be older; the project's scripts run on the Node running this check (24).
    // The machine's environment (certificates, proxies, npm's settings), without this project's own settings or
    // the test run's: the copy is configured below exactly as an operator would configure it.
    const env: NodeJS.ProcessEnv = { CI: "true" };
    for (const [key, value] of Object.entries(process.env)) {
      if (value === undefined || /^(PUBLIC_|REVIEWS_|REBUILDER_|EMULATOR_|SITE_|JUDGEME_|STOREFRONT_|E2E_|VITEST|npm_package_|npm_lifecycle_)/.test(key)) continue;
      if (["BASE_PATH", "OUT_DIR", "PORT", "INIT_CWD", "NODE_ENV", "ALLOW_CATALOGUE_SHRINK"].includes(key)) continue;
      env[key] = value;
    }
    // npm puts this project's node_modules/.bin on PATH for `npm test`: left there, a production script could run a
    // devDependency's command from the full install and pass.
    const ownBins = (process.env.PATH ?? "").split(delimiter).filter((dir) => !dir.includes(`${sep}node_modules${sep}.bin`));
    env.PATH = [dirname(process.execPath), ...ownBins].join(delimiter);
    await runToEnd("npm", ["ci", "--omit=dev", "--no-audit", "--no-fund"], copy, env, installLimitMs);
    const installed = new Set(readdirSync(join(copy, "node_modules")));
    for (const devOnly of ["vitest", "@playwright/test", "fast-check", "lighthouse", "node"]) {
      if (installed.has(devOnly)) throw new Error(`\`npm ci --omit=dev\` installed the devDependency ${devOnly}`);
    }
    done();

    emulator = await startLocalEmulator({ port: ports.emulator });
    const store = {
      PUBLIC_SHOPIFY_STORE_DOMAIN: emulator.url,
      PUBLIC_SHOPIFY_STOREFRONT_TOKEN: emulatorDefaults.token,
      SITE_URL: "http://127.0.0.1:4321",
      PUBLIC_REVIEWS_URL: `http://127.0.0.1:${ports.reviews}`,
      // The build's bulk read with a token, as a production service requires it.
      REVIEWS_READ_TOKEN: "production-check-read-token",
    };

    done = step(`\`npm run reviews\` against the store ${emulator.url}`);
    const reviews = startProgram(["reviews"], copy, { ...env, ...store, REVIEWS_PORT: String(ports.reviews), REVIEWS_DB: join(work, "reviews.sqlite") });
    await until("the review service's health route", reviews, healthy(`http://127.0.0.1:${ports.reviews}`), 60_000);
    done();

    done = step("`npm run build` against the store and the review service");
    await runToEnd("npm", ["run", "build"], copy, { ...env, ...store, OUT_DIR: join(work, "dist") }, buildLimitMs);
    if (!existsSync(join(work, "dist", "products"))) throw new Error("`npm run build` wrote no product pages");
    done();

    done = step("`npm run rebuilder`: health route, then its first build published");
    const rebuilder = startProgram(["rebuilder"], copy, {
      ...env,
      ...store,
      REBUILDER_PORT: String(ports.rebuilder),
      REBUILDER_ROOT: join(work, "rebuilder"),
      REBUILDER_WEBHOOK_SECRET: "production-check-secret",
      REBUILDER_ADMIN_TOKEN: adminToken,
    });
    const rebuilderUrl = `http://127.0.0.1:${ports.rebuilder}`;
    await until("the rebuilder's health route", rebuilder, healthy(rebuilderUrl), 60_000);
    const status = async () =>
      (await (await fetch(`${rebuilderUrl}/status`, { headers: { authorization: `Bearer ${adminToken}` } })).json()) as {
        live: unknown;
        builds?: { outcome?: string; reasons?: string[]; logTail?: string[] }[];
      };
    await until("the rebuilder's first build live", rebuilder, async () => {
      const now = await status();
      const failed = now.builds?.find((build) => build.outcome === "failed" || build.outcome === "refused");
      if (failed) throw new NeverReady(`the rebuilder's build ${failed.outcome}: ${(failed.reasons ?? []).join("; ")}\n${(failed.logTail ?? []).join("\n")}`);
      return now.live !== null;
    }, 300_000);
    done();
  } finally {
    await Promise.all([...running].map(stopProgram));
    await emulator?.close();
    // A service that was still writing as it stopped (a build's last files) can leave a folder non-empty for a moment.
    rmSync(work, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  // Ctrl-C or CI's stop: the services and builds this check started must not outlive it on their ports.
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      for (const child of running) killGroup(child, "SIGKILL");
      process.exit(130);
    });
  }
  try {
    await checkProductionInstall();
    console.log("Production install: built, served reviews and published a rebuild with dependencies only.");
  } catch (error) {
    console.error(`Production install failed: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  }
}
