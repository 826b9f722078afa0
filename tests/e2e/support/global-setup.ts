// Brings up the real local services once for the whole run: the storefront emulator, the site built against it
// (once at the root, once under a preview BASE_PATH), and a static server for each build. Stops them afterwards.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { e2ePorts } from "../../../playwright.config.ts";
import { emulatorDefaults, startLocalEmulator } from "../../../scripts/stack.ts";
import { projectRoot, runAstro } from "../../../src/services/shared/project.ts";
import { serveStatic } from "../../../src/services/shared/static-server.ts";
import { readStorefrontConfig } from "../../../src/lib/storefront/config.ts";
import { demoReviewsFromStore } from "../../../src/services/reviews/demo-seed.ts";
import { startReviewService, storefrontProductCheck } from "../../../src/services/reviews/server.ts";

export const previewBase = "/preview/x/";

export default async function globalSetup(): Promise<() => Promise<void>> {
  const emulator = await startLocalEmulator({ port: e2ePorts.emulator });
  // A review service of its own, on a fresh database seeded like the local one; generous limits, because every
  // test posts from 127.0.0.1.
  // The build reads every review with the service's read token, as in production.
  const readToken = randomBytes(24).toString("base64url");
  const reviewsDir = mkdtempSync(join(tmpdir(), "e2e-reviews-"));
  const reviews = await startReviewService({
    port: e2ePorts.reviews,
    database: join(reviewsDir, "reviews.sqlite"),
    allowedOrigins: [`http://127.0.0.1:${e2ePorts.site}`, `http://127.0.0.1:${e2ePorts.baseSite}`],
    autoPublish: true,
    demoReviews: () => demoReviewsFromStore(readStorefrontConfig({ PUBLIC_SHOPIFY_STORE_DOMAIN: emulator.url, PUBLIC_SHOPIFY_STOREFRONT_TOKEN: emulatorDefaults.token })),
    limits: { client: { max: 1000, windowMs: 60_000 }, product: { max: 1000, windowMs: 60_000 }, reads: { max: 100_000, windowMs: 60_000 } },
    readToken,
    quiet: true,
    ...(() => {
      const check = storefrontProductCheck({ PUBLIC_SHOPIFY_STORE_DOMAIN: emulator.url, PUBLIC_SHOPIFY_STOREFRONT_TOKEN: emulatorDefaults.token });
      return check ? { isKnownProduct: check } : {};
    })(),
  });
  const stopServices = async () => {
    await Promise.all([emulator.close(), reviews.close()]);
    rmSync(reviewsDir, { recursive: true, force: true });
  };
  const env = {
    ...process.env,
    PUBLIC_REVIEWS_URL: reviews.url,
    REVIEWS_READ_TOKEN: readToken,
    PUBLIC_SHOPIFY_STORE_DOMAIN: emulator.url,
    PUBLIC_SHOPIFY_STOREFRONT_TOKEN: emulatorDefaults.token,
    SITE_URL: `http://127.0.0.1:${e2ePorts.site}`,
    // The builds' snapshot of the reviews stays with this run's review service, out of the project's .data/.
    REVIEWS_SNAPSHOT_DIR: join(reviewsDir, "snapshots"),
  };
  try {
    await runAstro(["build", "--silent"], { ...env, OUT_DIR: "./dist-e2e", BASE_PATH: "" });
    // The preview build also checks out through the Cart API and serves pictures from the site's own host, so both
    // checkout modes and both picture hosts are tested without a third build.
    await runAstro(["build", "--silent"], {
      ...env,
      OUT_DIR: "./dist-e2e-base",
      BASE_PATH: previewBase,
      SITE_PREVIEW: "1",
      PUBLIC_CHECKOUT_MODE: "cart",
      IMAGE_PROXY_PATH: "/shop-images/",
    });
  } catch (error) {
    await stopServices();
    throw error;
  }
  const servers = await Promise.all([
    serveStatic({ dir: join(projectRoot, "dist-e2e"), port: e2ePorts.site }),
    serveStatic({ dir: join(projectRoot, "dist-e2e-base"), port: e2ePorts.baseSite, base: previewBase }),
  ]);
  process.env.E2E_EMULATOR_URL = emulator.url;
  process.env.E2E_REVIEWS_URL = reviews.url;
  process.env.E2E_REVIEWS_READ_TOKEN = readToken;
  process.env.E2E_BASE_SITE_URL = `http://127.0.0.1:${e2ePorts.baseSite}`;
  return async () => {
    await Promise.all(servers.map((server) => server.close()));
    await stopServices();
  };
}
