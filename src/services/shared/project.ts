// Where the project is and how the services run Astro in it: the rebuilder's builds and `npm run build` (through
// the safe build) start Astro from the project's own node_modules, with the Node that runs them.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const projectRoot = fileURLToPath(new URL("../../../", import.meta.url));
export const astroBin = fileURLToPath(new URL("../../../node_modules/astro/bin/astro.mjs", import.meta.url));

/** Loads .env into process.env when the file exists; variables already set win, as with every dotenv tool. */
export function loadDotEnv(): void {
  const file = new URL("../../../.env", import.meta.url);
  if (existsSync(file)) process.loadEnvFile(fileURLToPath(file));
}

/**
 * The environment Astro is started with. Vite's own variables are left out: Astro derives BASE_URL from the
 * configured base, and one inherited from the parent (Vitest sets BASE_URL=/ for its tests) would win over it and
 * send every link of a preview build outside its base path.
 */
export function astroEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { BASE_URL: _base, MODE: _mode, DEV: _dev, PROD: _prod, SSR: _ssr, ...rest } = env;
  return rest;
}

/**
 * Runs `astro <args>` with the Node running this process and resolves when it exits successfully. `nodeFlags` go to
 * that Node (V8's own flags among them, which NODE_OPTIONS does not accept).
 */
export function runAstro(args: string[], env: NodeJS.ProcessEnv, nodeFlags: readonly string[] = []): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeFlags, astroBin, ...args], { cwd: projectRoot, env: astroEnv(env), stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`astro ${args[0]} failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}
