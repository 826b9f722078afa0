// The local stack that `npm start`, `npm run dev` and the end-to-end tests share: the storefront emulator (unless
// the environment names a real store), an Astro build against it, and a static server for the result.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const astroBin = fileURLToPath(new URL("../node_modules/astro/bin/astro.mjs", import.meta.url));

export const emulatorDefaults = { host: "127.0.0.1", port: 8787, token: "emulator-public-token" } as const;

/** "/", or "/preview/x/" for BASE_PATH=preview/x: the form Astro's `base` and every link use. */
export function normaliseBase(value: string | undefined): string {
  if (!value || value === "/") return "/";
  return `/${value.replace(/^\/+|\/+$/g, "")}/`;
}

/** Loads .env into process.env when the file exists; variables already set win, as with every dotenv tool. */
export function loadDotEnv(): void {
  const file = new URL("../.env", import.meta.url);
  if (existsSync(file)) process.loadEnvFile(fileURLToPath(file));
}

/** True when the configured store is the local emulator (the default when no store is named). */
export function usesEmulator(env: NodeJS.ProcessEnv): boolean {
  const domain = env.PUBLIC_SHOPIFY_STORE_DOMAIN;
  return !domain || /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/?$/.test(domain);
}

export type RunningEmulator = {
  url: string;
  requestCounts: ReadonlyMap<string, number>;
  store: { products: readonly unknown[] };
  close: () => Promise<void>;
};

/** "12 Storefront API requests: GetProducts 1, GetFarmers 1, ..." — what a build asked the emulator for. */
export function describeRequests(counts: ReadonlyMap<string, number>): string {
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  const parts = [...counts.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([op, n]) => `${op} ${n}`);
  return `${total} Storefront API requests: ${parts.join(", ")}`;
}

export async function startLocalEmulator(options: { port: number; products?: number | undefined }): Promise<RunningEmulator> {
  const { startEmulator } = await import("./emulator/server.ts");
  return startEmulator({
    host: emulatorDefaults.host,
    port: options.port,
    ...(options.products === undefined ? {} : { products: options.products }),
  });
}

/** Runs `astro <args>` with Node 24 (the one running this script) and resolves when it exits successfully. */
export function runAstro(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [astroBin, ...args], { cwd: projectRoot, env, stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`astro ${args[0]} failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

/** Starts a long-running `astro <args>` (the dev server) and resolves once it answers on `url`. */
export async function serveAstro(args: string[], env: NodeJS.ProcessEnv, url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [astroBin, ...args], { cwd: projectRoot, env, stdio: ["ignore", "pipe", "inherit"] });
  child.stdout?.on("data", (chunk: Buffer) => {
    if (process.env.STACK_VERBOSE) process.stdout.write(chunk);
  });
  let exited = false;
  child.on("exit", () => (exited = true));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`astro ${args[0]} exited before serving ${url}`);
    try {
      await fetch(url);
      return child;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  child.kill();
  throw new Error(`astro ${args[0]} did not answer on ${url} within 60 s`);
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}
