// `npm start`: emulator (unless a real store is configured), build, serve at http://localhost:4321.
// `npm run dev` (--dev): the same services, with Astro's dev server and hot reload instead of a build.
import {
  describeRequests,
  emulatorUnlessNamed,
  serveAstro,
  startLocalEmulator,
  stopChild,
  usesLocalReviews,
  type RunningEmulator,
} from "./stack.ts";
import { reviewOptionsFromEnv, startReviewService, type RunningReviewService } from "../src/services/reviews/server.ts";
import { randomBytes } from "node:crypto";
import { normaliseBase } from "../src/lib/base-path.ts";
import { loadDotEnv } from "../src/services/shared/project.ts";
import { safeBuild } from "../src/services/shared/safe-build.ts";
import { serveStatic } from "../src/services/shared/static-server.ts";

loadDotEnv();
const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT) || 4321;
const env: NodeJS.ProcessEnv = { ...process.env };

const emulator: RunningEmulator | undefined = await emulatorUnlessNamed(env, startLocalEmulator);
if (emulator) {
  console.log(`Storefront emulator: ${emulator.url}`);
} else {
  console.log(`Store: ${env.PUBLIC_SHOPIFY_STORE_DOMAIN}`);
}

let reviews: RunningReviewService | undefined;
if (usesLocalReviews(env)) {
  // The service and the build share a read token for the bulk read: one made for this run unless .env names one.
  env.REVIEWS_READ_TOKEN ||= randomBytes(24).toString("base64url");
  try {
    reviews = await startReviewService(reviewOptionsFromEnv(env));
    env.PUBLIC_REVIEWS_URL = reviews.url;
    console.log(`Review service: ${reviews.url}`);
  } catch (error) {
    // The shop works without reviews: say why, and go on.
    console.warn(`The review service could not start, so product pages show no reviews: ${error instanceof Error ? error.message : error}`);
  }
} else {
  console.log(`Review service: ${env.PUBLIC_REVIEWS_URL}`);
}

const shutdown = async (code: number) => {
  await Promise.all([emulator?.close(), reviews?.close()]);
  process.exit(code);
};

try {
  const base = normaliseBase(env.BASE_PATH);
  const siteUrl = `http://localhost:${port}${base}`;
  let stopSite: () => Promise<void>;
  if (dev) {
    const server = await serveAstro(["dev", "--port", String(port), "--host", "127.0.0.1"], env, `http://127.0.0.1:${port}${base}`);
    server.once("exit", (code) => void shutdown(code ?? 1));
    stopSite = () => stopChild(server);
  } else {
    const { outDir } = await safeBuild(env);
    if (emulator) console.log(describeRequests(emulator.requestCounts));
    const server = await serveStatic({ dir: outDir, port, base });
    stopSite = server.close;
  }
  console.log(`\nShop: ${siteUrl}${dev ? " (dev server, hot reload)" : ""}\nPress Ctrl-C to stop.`);
  const stop = async () => {
    await stopSite();
    await shutdown(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}
