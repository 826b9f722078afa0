// How the server copes with a large catalogue: prints start-up and paging times (measured, not asserted) and
// checks that paging 25,000 products visits each exactly once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Catalogue } from "../../../scripts/emulator/catalogue/types.ts";
import { loadCatalogue } from "../../../scripts/emulator/catalogue/index.ts";
import { startEmulator, type RunningEmulator } from "../../../scripts/emulator/server.ts";
import { graphqlClient, type GraphQLResponse } from "./helpers.ts";

const SIZE = 25_000;

/** The generated catalogue: a broken generator must fail this test, never be replaced by something else. */
async function largeCatalogue(): Promise<{ catalogue: Catalogue; source: string }> {
  return { catalogue: loadCatalogue({ products: SIZE }), source: "loadCatalogue" };
}

let emulator: RunningEmulator;
let source = "";
let startMs = 0;

beforeAll(async () => {
  const { catalogue, source: from } = await largeCatalogue();
  source = from;
  const started = performance.now();
  emulator = await startEmulator({ port: 0, catalogue });
  startMs = performance.now() - started;
}, 120_000);

afterAll(async () => {
  await emulator?.close();
});

const PAGE = `query($after: String, $sortKey: ProductSortKeys) {
  products(first: 250, after: $after, sortKey: $sortKey) {
    nodes { id handle title vendor tags availableForSale featuredImage { url altText }
      priceRange { minVariantPrice { amount currencyCode } } compareAtPriceRange { minVariantPrice { amount } }
      variants(first: 20) { nodes { id title availableForSale price { amount } } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

describe(`a ${SIZE.toLocaleString("en")}-product catalogue`, () => {
  it("pages the whole catalogue, 250 at a time", async () => {
    const gql = graphqlClient(emulator);
    const seen = new Set<string>();
    let after: string | null = null;
    let pages = 0;
    const started = performance.now();
    for (;;) {
      const result: GraphQLResponse = await gql(PAGE, { after, sortKey: "TITLE" });
      pages += 1;
      if (!result.data) throw new Error(JSON.stringify(result.errors));
      for (const node of result.data.products.nodes) seen.add(node.id);
      if (!result.data.products.pageInfo.hasNextPage) break;
      after = result.data.products.pageInfo.endCursor;
    }
    const pagingMs = performance.now() - started;
    expect(pages).toBe(100);
    expect(seen.size).toBe(SIZE);

    const collectionStarted = performance.now();
    const collection = await gql(
      '{ collection(handle: "all-products") { products(first: 12, sortKey: BEST_SELLING, filters: [{ available: true }]) { nodes { id } filters { id values { count } } } } }',
    );
    const collectionMs = performance.now() - collectionStarted;
    const searchStarted = performance.now();
    const search = await gql('{ search(query: "honey", first: 24, types: [PRODUCT]) { totalCount productFilters { id } } }');
    const searchMs = performance.now() - searchStarted;
    expect(collection.data.collection.products.nodes).toHaveLength(12);
    expect(search.data.search.totalCount).toBeGreaterThan(0);

    console.log(
      [
        `[emulator scale] catalogue: ${SIZE} products (${source})`,
        `  start (index + schema + listen): ${startMs.toFixed(0)} ms`,
        `  100 sequential products(first: 250) pages, TITLE order: ${pagingMs.toFixed(0)} ms total, ${(pagingMs / pages).toFixed(1)} ms per page`,
        `  all-products filtered page with filter counts (first call): ${collectionMs.toFixed(0)} ms`,
        `  search "honey" with productFilters (first call): ${searchMs.toFixed(0)} ms`,
      ].join("\n"),
    );
  }, 120_000);
});
