// Brings up the real local services once for the whole run: the storefront emulator, the site built against it
// (once at the root, once under a preview BASE_PATH), and a static server for each build. Stops them afterwards.
import { e2ePorts } from "../../../playwright.config.ts";
import { emulatorDefaults, runAstro, serveAstro, startLocalEmulator, stopChild } from "../../../scripts/stack.ts";

export const previewBase = "/preview/x/";

export default async function globalSetup(): Promise<() => Promise<void>> {
  const emulator = await startLocalEmulator({ port: e2ePorts.emulator });
  const env = {
    ...process.env,
    PUBLIC_SHOPIFY_STORE_DOMAIN: emulator.url,
    PUBLIC_SHOPIFY_STOREFRONT_TOKEN: emulatorDefaults.token,
    SITE_URL: `http://127.0.0.1:${e2ePorts.site}`,
  };
  const rootEnv = { ...env, OUT_DIR: "./dist-e2e", BASE_PATH: "" };
  const baseEnv = { ...env, OUT_DIR: "./dist-e2e-base", BASE_PATH: previewBase };
  try {
    await runAstro(["build", "--silent"], rootEnv);
    await runAstro(["build", "--silent"], baseEnv);
    const servers = await Promise.all([
      serveAstro(["preview", "--port", String(e2ePorts.site), "--host", "127.0.0.1"], rootEnv,
        `http://127.0.0.1:${e2ePorts.site}/`),
      serveAstro(["preview", "--port", String(e2ePorts.baseSite), "--host", "127.0.0.1"], baseEnv,
        `http://127.0.0.1:${e2ePorts.baseSite}${previewBase}`),
    ]);
    process.env.E2E_EMULATOR_URL = emulator.url;
    process.env.E2E_BASE_SITE_URL = `http://127.0.0.1:${e2ePorts.baseSite}`;
    return async () => {
      await Promise.all(servers.map(stopChild));
      await emulator.close();
    };
  } catch (error) {
    await emulator.close();
    throw error;
  }
}
