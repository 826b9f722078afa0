// `npm start`: emulator (unless a real store is configured), build, serve at http://localhost:4321.
// `npm run dev` (--dev): the same services, with Astro's dev server and hot reload instead of a build.
import {
  emulatorDefaults,
  loadDotEnv,
  runAstro,
  serveAstro,
  startLocalEmulator,
  stopChild,
  usesEmulator,
  type RunningEmulator,
} from "./stack.ts";

loadDotEnv();
const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT) || 4321;
const env: NodeJS.ProcessEnv = { ...process.env };

let emulator: RunningEmulator | undefined;
if (usesEmulator(env)) {
  const emulatorPort = Number(process.env.EMULATOR_PORT) || emulatorDefaults.port;
  const products = process.env.EMULATOR_PRODUCTS ? Number(process.env.EMULATOR_PRODUCTS) : undefined;
  emulator = await startLocalEmulator({ port: emulatorPort, products });
  env.PUBLIC_SHOPIFY_STORE_DOMAIN = emulator.url;
  env.PUBLIC_SHOPIFY_STOREFRONT_TOKEN ||= emulatorDefaults.token;
  console.log(`Storefront emulator: ${emulator.url}`);
} else {
  console.log(`Store: ${env.PUBLIC_SHOPIFY_STORE_DOMAIN}`);
}

const shutdown = async (code: number) => {
  await emulator?.close();
  process.exit(code);
};

try {
  const base = env.BASE_PATH ? `/${env.BASE_PATH.replace(/^\/+|\/+$/g, "")}/`.replace("//", "/") : "/";
  const siteUrl = `http://localhost:${port}${base}`;
  if (!dev) await runAstro(["build"], env);
  const server = await serveAstro(
    [dev ? "dev" : "preview", "--port", String(port), "--host", "127.0.0.1"],
    env,
    `http://127.0.0.1:${port}${base}`,
  );
  console.log(`\nShop: ${siteUrl}${dev ? " (dev server, hot reload)" : ""}\nPress Ctrl-C to stop.`);
  const stop = async () => {
    await stopChild(server);
    await shutdown(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  server.once("exit", (code) => void shutdown(code ?? 1));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}
