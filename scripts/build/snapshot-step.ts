// The first step of a sharded build: one read of the store and the review service into a catalogue snapshot file
// (src/lib/storefront/snapshot.ts), from which every shard renders without asking either again.
import { mkdir, rm } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { readCatalogue } from "../../src/lib/storefront/catalogue-read.ts";
import { readStorefrontConfig } from "../../src/lib/storefront/config.ts";
import { ProductLineWriter, writeSnapshot, type SnapshotSummary } from "../../src/lib/storefront/snapshot.ts";
import { reviewsForBuild } from "../../src/lib/reviews/build-reviews.ts";
import { readShopConfig } from "../../src/lib/config.ts";

/** Reads the store named by `env` into `file`. */
export async function readSnapshotStep(env: NodeJS.ProcessEnv, file: string): Promise<SnapshotSummary> {
  // The Storefront client reads the store's settings from the process's own environment.
  Object.assign(process.env, env);
  const config = readStorefrontConfig(env);
  const readAt = new Date();
  const target = resolve(file);
  await mkdir(dirname(target), { recursive: true });
  // Products go to disk as they are read; the read keeps only their keys (catalogue-read.ts ProductSink).
  const products = new ProductLineWriter(`${target}.products-${process.pid}`);
  try {
    const [lists, reviews] = await Promise.all([readCatalogue(products.add), reviewsForBuild(readShopConfig(env).reviewsUrl, { env })]);
    return await writeSnapshot(
      target,
      { store: config.storeDomain, apiVersion: config.apiVersion, readAt, reviews: { source: reviews.source, ...(reviews.failure ? { failure: reviews.failure } : {}) } },
      { ...lists, products: await products.close(), reviews: [...reviews.byProduct] },
    );
  } finally {
    await products.close().catch(() => {});
    await rm(products.file, { force: true });
  }
}

export function describeSnapshot(file: string, summary: SnapshotSummary): string {
  const { counts, bytes, header } = summary;
  return (
    `Catalogue snapshot ${file}: ${counts.products} products, ${counts.collections} collections, ${counts.farmers} farms, ` +
    `${counts.articles} articles, reviews of ${counts.reviews} products (${header.reviews.source}); ` +
    `${(bytes / 1e6).toFixed(1)} MB, sha256 ${summary.sha256.slice(0, 12)}…`
  );
}
