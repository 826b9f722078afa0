// Build-time reads of the whole catalogue. Every list is fetched once per build, in pages of 250 (the API's
// maximum), and shared by every page that needs it: a build of N products sends about N/250 product requests.
import { storefrontRequest, StorefrontError } from "./client.ts";
import {
  GET_BLOG_ARTICLES,
  GET_COLLECTIONS,
  GET_FARMERS,
  GET_FILTERED_COLLECTION,
  GET_BEST_SELLING_ORDER,
  GET_PRODUCTS,
} from "./queries/index.ts";
import { fetchRecommendations } from "./recommendations.ts";
import { assignFarmSlugs, farmerForVendor } from "../routes.ts";
import { mapCollection, mapFilters, mapProductCard } from "./mappers.ts";
import { mapArticle, mapFarmer, mapProduct } from "./detail-mappers.ts";
import { productsByFarm, type FarmProducts } from "../../features/farms/farm-products.ts";
import type { Article, Collection, Farmer, Filter, Product, ProductCard } from "../types.ts";

export const pageSize = 250;

type Page<T> = { pageInfo: { hasNextPage: boolean; endCursor?: string | null }; nodes: T[] };

/** More pages than any real shop has (100,000 items at 250 a page): past this, paging is broken, not long. */
export const maxPages = 400;

/**
 * Follows cursors until the last page, and says in the build log how many requests the list took. A store that
 * hands back a cursor it gave before (a cycle) or pages without end would loop forever and fill memory, so every
 * cursor is remembered and the number of pages is capped.
 */
export async function readAll<T>(
  what: string,
  fetchPage: (after: string | null) => Promise<Page<T>>,
  limit: number = maxPages,
): Promise<T[]> {
  const all: T[] = [];
  const seen = new Set<string>();
  let after: string | null = null;
  for (let requests = 1; ; requests++) {
    const page = await fetchPage(after);
    all.push(...page.nodes);
    if (!page.pageInfo.hasNextPage) {
      console.log(`[storefront] read ${all.length} ${what} in ${requests} ${requests === 1 ? "request" : "requests"}`);
      return all;
    }
    const next = page.pageInfo.endCursor;
    if (!next) throw new Error(`reading ${what}: the Storefront API reported another page but gave no cursor`);
    if (seen.has(next) || next === after) {
      throw new Error(`reading ${what}: the Storefront API returned a cursor it had already given (a paging cycle); stopped after ${requests} requests`);
    }
    if (requests >= limit) {
      throw new Error(`reading ${what}: still more pages after ${limit} requests (${all.length} items); refusing to page on`);
    }
    seen.add(next);
    after = next;
  }
}

const memo = new Map<string, Promise<unknown>>();
function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  let promise = memo.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = load();
    memo.set(key, promise);
  }
  return promise;
}

/** Every product with its detail. An empty catalogue stops the build: publishing an empty shop is never right. */
export function getAllProducts(): Promise<Product[]> {
  return once("products", async () => {
    const nodes = await readAll("products", (after) =>
      storefrontRequest("GetProducts", GET_PRODUCTS, { first: pageSize, after }).then((d) => d.products),
    );
    if (nodes.length === 0) {
      throw new StorefrontError("GetProducts", "the store returned no products; refusing to build an empty shop");
    }
    return nodes.map(mapProduct);
  });
}

/** Product ids, best-selling first: the order of every farm's bestsellers. */
export function getBestSellingOrder(): Promise<string[]> {
  return once("best-selling", async () => {
    const nodes = await readAll("best-selling order", (after) =>
      storefrontRequest("GetBestSellingOrder", GET_BEST_SELLING_ORDER, { first: pageSize, after }).then((d) => d.products),
    );
    return nodes.map((node) => node.id);
  });
}

/** Each farm's bestsellers and product list (by farmer id), from the bulk reads: no request per farm. */
export function getFarmProducts(): Promise<Map<string, FarmProducts<Product>>> {
  return once("farm-products", async () => {
    const [farmers, products, order] = await Promise.all([getFarmers(), getAllProducts(), getBestSellingOrder()]);
    const byName = productsByFarm(farmers.map((farmer) => farmer.name), products, order);
    return new Map(farmers.map((farmer) => [farmer.id, byName.get(farmer.name) ?? { bestsellers: [], products: [] }]));
  });
}

export async function getProductByHandle(handle: string): Promise<Product | undefined> {
  const products = await getAllProducts();
  return products.find((product) => product.handle === handle);
}

export function getAllCollections(): Promise<Collection[]> {
  return once("collections", async () => {
    const nodes = await readAll("collections", (after) =>
      storefrontRequest("GetCollections", GET_COLLECTIONS, { first: pageSize, after }).then((d) => d.collections),
    );
    if (nodes.length === 0) {
      throw new StorefrontError("GetCollections", "the store returned no collections; every menu link would lead nowhere");
    }
    return nodes.map(mapCollection);
  });
}

export const farmerType = "farmer";

export function getFarmers(): Promise<Farmer[]> {
  return once("farmers", async () => {
    const nodes = await readAll("farmers", async (after) => {
      const data = await storefrontRequest("GetFarmers", GET_FARMERS, { type: farmerType, first: pageSize, after });
      return data.metaobjects;
    });
    if (nodes.length === 0) {
      throw new StorefrontError(
        "GetFarmers",
        `the store returned no metaobjects of type "${farmerType}"; a farm shop without farms is not worth publishing`,
      );
    }
    const farmers = nodes.map(mapFarmer);
    const slugs = assignFarmSlugs(farmers, (farmer, slug, takenBy) =>
      console.warn(`[storefront] farm "${farmer.name}" would share the page of "${takenBy.name}"; it lives at /farm/${slug} instead`),
    );
    return farmers.map((farmer) => ({ ...farmer, slug: slugs.get(farmer.id) ?? farmer.slug }));
  });
}

/**
 * The farmer a product's vendor names. SPEC.md section 7 matches the name exactly; we fold what a person cannot
 * see (Unicode form, case, spacing), because vendor and farm name are typed separately by editors and drift.
 */
export async function getFarmerForVendor(vendor: string): Promise<Farmer | undefined> {
  return farmerForVendor(await getFarmers(), vendor);
}

export function getAllArticles(): Promise<Article[]> {
  return once("articles", async () => {
    const nodes = await readAll("articles", (after) =>
      storefrontRequest("GetBlogArticles", GET_BLOG_ARTICLES, { first: pageSize, after }).then((d) => d.articles),
    );
    return nodes.map(mapArticle);
  });
}

export type CollectionPage = {
  collection: Collection;
  products: ProductCard[];
  filters: Filter[];
  hasNextPage: boolean;
  endCursor: string | null;
};

/** The first page of a collection as the collection page opens it (SPEC.md: 12, BEST_SELLING). */
export function getCollectionFirstPage(handle: string, first = 12): Promise<CollectionPage | null> {
  return once(`collection:${handle}:${first}`, async () => {
    const data = await storefrontRequest("GetFilteredCollection", GET_FILTERED_COLLECTION, {
      handle,
      first,
      sortKey: "BEST_SELLING",
      reverse: false,
      filters: [],
    });
    const collection = data.collection;
    if (!collection) return null;
    return {
      collection: mapCollection(collection),
      products: collection.products.nodes.map(mapProductCard),
      filters: mapFilters(collection.products.filters),
      hasNextPage: collection.products.pageInfo.hasNextPage,
      endCursor: collection.products.pageInfo.endCursor ?? null,
    };
  });
}

/** Products of one collection in BEST_SELLING order, from the already fetched catalogue (no request). */
export async function getCollectionProducts(handle: string, limit: number): Promise<ProductCard[]> {
  const page = await getCollectionFirstPage(handle, Math.max(limit, 12));
  return page ? page.products.slice(0, limit) : [];
}

/**
 * Similar products for every product, asked in batches (GraphQL aliases) so that a build sends
 * ceil(N / 50) recommendation requests instead of one per page.
 */
export function getAllRecommendations(): Promise<Map<string, ProductCard[]>> {
  return once("recommendations", async () => fetchRecommendations((await getAllProducts()).map((p) => p.id)));
}
