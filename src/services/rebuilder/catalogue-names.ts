// What the store's catalogue names, read independently of the build, so that the required-pages guard checks the
// build against the store rather than against itself. (The build's own outputs, such as its sitemap or farms.json,
// come from the same read that may have gone wrong, so they cannot reveal a page the build left out.)
//
// Light reads, 250 a request, through the project's storefront client (the same transport, retries and time
// limits as a build): product and collection handles, which are their pages' folder names as they are, and the
// number of farmers. A farm page's folder is a slug the site derives from the farmer's name, with clash handling,
// in lib/routes.ts, over the farms' full profiles, which this light read does not fetch. Every farmer gets exactly
// one page under a unique slug, so the farms are checked by count instead of by name.
import { createClient, storefrontRequest } from "../../lib/storefront/client.ts";
import { readStorefrontConfig } from "../../lib/storefront/config.ts";
import { readFromBothEnds, type Page } from "../../lib/storefront/paging.ts";
import { byUpdateTime, readInCreationWindows, readInTimeWindows } from "../../lib/storefront/creation-windows.ts";
import { farmerType } from "../../lib/storefront/catalogue-read.ts";
import type { ExpectedPages } from "./guards.ts";

/** In creation order, so that a catalogue past the API's paging cap is read in creation-time windows as the build reads it. */
const PRODUCT_HANDLES = `#graphql
  query RebuilderProductHandles($first: Int!, $after: String, $query: String) {
    products(first: $first, after: $after, sortKey: CREATED_AT, query: $query) {
      pageInfo { hasNextPage endCursor }
      nodes { id handle createdAt }
    }
  }
`;

/** In update order, so that more collections than the paging cap are read in update-time windows as the build reads them. */
const COLLECTION_HANDLES = `#graphql
  query RebuilderCollectionHandles($first: Int!, $after: String, $query: String) {
    collections(first: $first, after: $after, sortKey: UPDATED_AT, query: $query) {
      pageInfo { hasNextPage endCursor }
      nodes { id handle updatedAt }
    }
  }
`;


const FARMER_IDS = `#graphql
  query RebuilderFarmerIds($type: String!, $first: Int!, $after: String, $reverse: Boolean) {
    metaobjects(type: $type, sortKey: "id", reverse: $reverse, first: $first, after: $after) {
      pageInfo { hasNextPage endCursor }
      nodes { id }
    }
  }
`;

/**
 * Every product and collection handle and the number of farmers, from the store `env` names. `signal` (the
 * build's) ends the reads at once when the build is stopped, instead of after the client's own time limits.
 */
export async function readCatalogueNames(env: NodeJS.ProcessEnv, signal?: AbortSignal): Promise<ExpectedPages> {
  const api = createClient(readStorefrontConfig(env));
  // One page of a list: the field the query names, or a sentence saying the store's answer lacks it.
  const page = <T>(what: string, operation: string, query: string, variables: Record<string, unknown>, field: string) =>
    storefrontRequest<string, Record<string, Page<T>>>(operation, query, variables, { api, signal }).then((data) => {
      const found = data?.[field];
      if (!found) throw new Error(`reading ${what}: the store's answer has no ${field}`);
      return found;
    });
  const productPage = (query: string | null, after: string | null, first: number) =>
    page<{ id: string; handle: string; createdAt: string }>(
      "product handles", "RebuilderProductHandles", PRODUCT_HANDLES, { first, after, query }, "products",
    );
  const collectionPage = (query: string | null, after: string | null, first: number) =>
    page<{ id: string; handle: string; updatedAt: string }>(
      "collection handles", "RebuilderCollectionHandles", COLLECTION_HANDLES, { first, after, query }, "collections",
    );
  // The farms take no filter that could split them: they are read from both ends by id, as the build reads them.
  const farmerPage = (after: string | null, first: number, reverse: boolean) =>
    page<{ id: string }>("farmers", "RebuilderFarmerIds", FARMER_IDS, { type: farmerType, first, after, reverse }, "metaobjects");
  const [products, collections, farmers] = await Promise.all([
    readInCreationWindows("product handles", productPage),
    readInTimeWindows("collection handles", byUpdateTime, collectionPage),
    readFromBothEnds(`farmers (metaobjects of type "${farmerType}")`, farmerPage),
  ]);
  return {
    products: products.map((node) => node.handle),
    collections: collections.map((node) => node.handle),
    farms: [],
    farmCount: farmers.length,
  };
}

/**
 * What both reads agree on. The catalogue may change while a build runs (that change's webhook queues the next
 * build): a product created meanwhile is in the second read only and one deleted meanwhile in the first only, and
 * the build may or may not hold either. Requiring only what both reads name checks everything that was stable
 * across the build without refusing it for a change it could not have seen.
 */
export function namedInBoth(before: ExpectedPages, after: ExpectedPages): ExpectedPages {
  const both = (a: readonly string[], b: readonly string[]) => {
    const inB = new Set(b);
    return a.filter((name) => inB.has(name));
  };
  return {
    products: both(before.products, after.products),
    collections: both(before.collections, after.collections),
    farms: both(before.farms, after.farms),
    ...(before.farmCount !== undefined && after.farmCount !== undefined ? { farmCount: Math.min(before.farmCount, after.farmCount) } : {}),
  };
}
