// The demo reviews an empty database is filled with, for the products of the store the service is configured
// with. They are read from that store through the Storefront API (best sellers first, so they get the most
// reviews), never from the emulator's code: the same path serves the local emulator, where seeding is the
// default, and a staging store an operator asks to seed by name (REVIEWS_SEED=1).
import { createClient } from "../../lib/storefront/client.ts";
import type { StorefrontConfig } from "../../lib/storefront/config.ts";
import { numericId } from "../../lib/format.ts";
import { readAll, type Page } from "../../lib/storefront/paging.ts";
import { seedReviews, type SeedReview } from "./seed.ts";

const productsForSeed = `#graphql
  query ReviewSeedProducts($after: String) {
    products(first: 250, after: $after, sortKey: BEST_SELLING) {
      pageInfo { hasNextPage endCursor }
      nodes { id title productType updatedAt }
    }
  }`;

type SeedNode = { id: string; title: string; productType: string; updatedAt: string };

/**
 * Reads every product of the store and makes the demo reviews: more for the best sellers, dated before the
 * newest product change (so the same catalogue gives the same reviews on every machine).
 */
export async function demoReviewsFromStore(config: StorefrontConfig): Promise<SeedReview[]> {
  // A short time limit per request unless STOREFRONT_TIMEOUT_MS says otherwise: the service does not listen until
  // the seed is read or given up.
  const api = createClient(config, config.timeoutMs ?? 5_000);
  const nodes = await readAll<SeedNode>("products for the demo reviews", async (after) => {
    const { data, errors } = await api.request<{ products: Page<SeedNode> }>(productsForSeed, { variables: { after } });
    if (errors || !data) throw new Error(`the store did not list its products: ${errors?.message ?? "no data"}`);
    return data.products;
  });
  const latest = Math.max(0, ...nodes.map((node) => Date.parse(node.updatedAt)).filter(Number.isFinite));
  const products = nodes.map((node, rank) => ({
    id: numericId(node.id),
    title: node.title,
    productType: node.productType,
    // Best-selling order is all the Storefront API tells of sales: the first product counts as the best seller.
    sales: nodes.length - rank,
  }));
  return seedReviews(products, latest > 0 ? new Date(latest) : new Date());
}
