// `npm run rebuilder`: the webhook rebuilder (src/services/rebuilder/server.ts), and, when the environment names
// no store or names the emulator's own address (as `npm run build` decides, stack.ts usesEmulator), the local
// storefront emulator for its builds to read. A named store (a real shop, or an emulator running elsewhere) is
// used as named, and then nothing of the emulator is loaded.
import { pathToFileURL } from "node:url";
import { runRebuilder } from "../src/services/rebuilder/server.ts";
import { emulatorDefaults, startLocalEmulator, usesEmulator } from "./stack.ts";

/**
 * Starts the emulator the builds read when `env` names none or names the emulator's own address, and points `env`
 * at it. Any other store is used as named, so its changes reach the builds.
 */
export async function storeForBuilds<E extends { url: string }>(
  env: NodeJS.ProcessEnv,
  start: (options: { port: number }) => Promise<E>,
): Promise<E | undefined> {
  if (!usesEmulator(env)) return undefined;
  const emulator = await start({ port: Number(env.EMULATOR_PORT) || emulatorDefaults.port });
  env.PUBLIC_SHOPIFY_STORE_DOMAIN = emulator.url;
  env.PUBLIC_SHOPIFY_STOREFRONT_TOKEN ||= emulatorDefaults.token;
  return emulator;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await runRebuilder(process.argv.slice(2), (env) => storeForBuilds(env, startLocalEmulator));
}
