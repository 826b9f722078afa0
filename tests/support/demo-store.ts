// The local store a build test reads: the storefront emulator and a review service on a fresh database, seeded
// with the emulator's demo reviews and answering the build's bulk read with a token. Both on ports of their own.
import { join } from "node:path";
import { startEmulator, type RunningEmulator } from "../../scripts/emulator/server.ts";
import { readStorefrontConfig } from "../../src/lib/storefront/config.ts";
import { demoReviewsFromStore } from "../../src/services/reviews/demo-seed.ts";
import { startReviewService, type RunningReviewService } from "../../src/services/reviews/server.ts";

export type DemoStore = {
  emulator: RunningEmulator;
  reviews: RunningReviewService;
  /** The store's settings, as a build's environment names them. */
  store: { PUBLIC_SHOPIFY_STORE_DOMAIN: string; PUBLIC_SHOPIFY_STOREFRONT_TOKEN: string };
};

/** Starts both, the review service's database in `work`; the caller closes them. */
export async function startDemoStore(work: string, readToken: string): Promise<DemoStore> {
  const emulator = await startEmulator({ port: 0 });
  const store = { PUBLIC_SHOPIFY_STORE_DOMAIN: emulator.url, PUBLIC_SHOPIFY_STOREFRONT_TOKEN: emulator.token };
  const reviews = await startReviewService({
    port: 0,
    database: join(work, "reviews.sqlite"),
    autoPublish: true,
    quiet: true,
    readToken,
    demoReviews: () => demoReviewsFromStore(readStorefrontConfig(store)),
  });
  return { emulator, reviews, store };
}
