// The local stack that `npm start`, `npm run dev`, `npm run build`, `npm run rebuilder` and the end-to-end tests
// share: whether to start the storefront emulator (unless the environment names a store), starting it, and Astro's
// dev server. What the services themselves run in production (Astro builds, .env) is in src/services/shared/.
import { spawn, type ChildProcess } from "node:child_process";
import { astroBin, astroEnv, projectRoot } from "../src/services/shared/project.ts";

export const emulatorDefaults = { host: "127.0.0.1", port: 8787, token: "emulator-public-token" } as const;

/**
 * True when this command should start its own emulator: no store is named. A named store is used exactly as
 * named, whatever EMULATOR_PORT says: an address that looks like the emulator's own may be an emulator already
 * running there (npm start's, a second one, a fault-injecting proxy), and starting another on its port would only
 * fail.
 */
export function usesEmulator(env: NodeJS.ProcessEnv): boolean {
  return !env.PUBLIC_SHOPIFY_STORE_DOMAIN?.trim();
}

export type RunningEmulator = {
  url: string;
  /** The public token it answers to (EMULATOR_TOKEN, else emulatorDefaults.token). */
  token: string;
  requestCounts: ReadonlyMap<string, number>;
  store: { products: readonly unknown[] };
  close: () => Promise<void>;
};

/**
 * Starts the local emulator when `env` names no store (usesEmulator), on
 * EMULATOR_PORT with EMULATOR_PRODUCTS generated products if set, and points `env` at it, with the token it answers
 * to: a token the environment holds for a real store (a preview's secret set without its store) is not the
 * emulator's. Any other store is used as named, and then nothing is started. `start` is injectable for tests.
 */
export async function emulatorUnlessNamed<E extends { url: string; token?: string }>(
  env: NodeJS.ProcessEnv,
  start: (options: { port: number; products?: number | undefined }) => Promise<E>,
): Promise<E | undefined> {
  if (!usesEmulator(env)) return undefined;
  const emulator = await start({
    port: Number(env.EMULATOR_PORT) || emulatorDefaults.port,
    products: env.EMULATOR_PRODUCTS ? Number(env.EMULATOR_PRODUCTS) : undefined,
  });
  env.PUBLIC_SHOPIFY_STORE_DOMAIN = emulator.url;
  env.PUBLIC_SHOPIFY_STOREFRONT_TOKEN = emulator.token ?? emulatorDefaults.token;
  return emulator;
}

/**
 * True when `npm start` should run the review service itself: no service is named, or the one named is its own
 * default address (http://127.0.0.1:REVIEWS_PORT). Any other address is used as named.
 */
export function usesLocalReviews(env: NodeJS.ProcessEnv): boolean {
  const url = env.PUBLIC_REVIEWS_URL?.trim();
  if (!url) return true;
  const port = Number(env.REVIEWS_PORT) || 8788;
  return new Set([`http://127.0.0.1:${port}`, `http://localhost:${port}`]).has(url.replace(/\/+$/, ""));
}

/** "12 Storefront API requests: GetProducts 1, GetFarmers 1, ..." — what a build asked the emulator for. */
export function describeRequests(counts: ReadonlyMap<string, number>): string {
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  const parts = [...counts.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([op, n]) => `${op} ${n}`);
  return `${total} Storefront API requests: ${parts.join(", ")}`;
}

export async function startLocalEmulator(options: { port: number; products?: number | undefined }): Promise<RunningEmulator> {
  const { startEmulator } = await import("./emulator/server.ts");
  try {
    return await startEmulator({
      host: emulatorDefaults.host,
      port: options.port,
      ...(options.products === undefined ? {} : { products: options.products }),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") {
      throw new Error(
        `Port ${options.port} is in use, so the storefront emulator cannot start there. Is \`npm start\` already ` +
          `running? Stop it, set EMULATOR_PORT to a free port, or name a running store in PUBLIC_SHOPIFY_STORE_DOMAIN.`,
      );
    }
    throw error;
  }
}

/** Starts a long-running `astro <args>` (the dev server) and resolves once it answers on `url`. */
export async function serveAstro(args: string[], env: NodeJS.ProcessEnv, url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [astroBin, ...args], { cwd: projectRoot, env: astroEnv(env), stdio: ["ignore", "pipe", "inherit"] });
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
