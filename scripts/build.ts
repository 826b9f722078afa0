// `npm run build`: builds dist/ against the store named by the environment, or against a temporary emulator when
// none is named (so a build never needs a Shopify account).
import { describeRequests, emulatorDefaults, loadDotEnv, runAstro, startLocalEmulator, usesEmulator } from "./stack.ts";

loadDotEnv();
const env: NodeJS.ProcessEnv = { ...process.env };
const emulator = usesEmulator(env)
  ? await startLocalEmulator({
      port: Number(process.env.EMULATOR_PORT) || emulatorDefaults.port,
      products: process.env.EMULATOR_PRODUCTS ? Number(process.env.EMULATOR_PRODUCTS) : undefined,
    })
  : undefined;
if (emulator) {
  env.PUBLIC_SHOPIFY_STORE_DOMAIN = emulator.url;
  env.PUBLIC_SHOPIFY_STOREFRONT_TOKEN ||= emulatorDefaults.token;
}
let exitCode = 0;
try {
  await runAstro(["build", ...process.argv.slice(2)], env);
  if (emulator) {
    console.log(`Catalogue: ${emulator.store.products.length} products. ${describeRequests(emulator.requestCounts)}`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await emulator?.close();
}
process.exit(exitCode);
