// Build-time reads of the whole catalogue. Every list is fetched once per build, in pages of 250 (the API's
// maximum), and shared by every page that needs it: a build of N products sends about N/250 product requests.
import { storefrontRequest, StorefrontError } from "./client.ts";
import {
  GET_BLOG_ARTICLES,
  GET_COLLECTIONS,
  GET_FARMERS,
  GET_FILTERED_COLLECTION,
  GET_PRODUCTS,
} from "./queries.ts";
import { fetchRecommendations } from "./recommendations.ts";
import { mapArticle, mapCollection, mapFarmer, mapFilters, mapProduct, mapProductCard } from "./mappers.ts";
import type { Article, Collection, Farmer, Filter, Product, ProductCard } from "../types.ts";

export const pageSize = 250;

type Page<T> = { pageInfo: { hasNextPage: boolean; endCursor?: string | null }; nodes: T[] };

/** Follows cursors until the last page, and says in the build log how many requests the list took. */
async function readAll<T>(what: string, fetchPage: (after: string | null) => Promise<Page<T>>): Promise<T[]> {
  const all: T[] = [];
  let after: string | null = null;
  for (let requests = 1; ; requests++) {
    const page = await fetchPage(after);
    all.push(...page.nodes);
    if (!page.pageInfo.hasNextPage) {
      console.log(`[storefront] read ${all.length} ${what} in ${requests} ${requests === 1 ? "request" : "requests"}`);
      return all;
    }
    if (!page.pageInfo.endCursor || page.pageInfo.endCursor === after) {
      throw new Error("the Storefront API reported another page but gave no new cursor");
    }
    after = page.pageInfo.endCursor;
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

export async function getProductByHandle(handle: string): Promise<Product | undefined> {
  const products = await getAllProducts();
  return products.find((product) => product.handle === handle);
}

export function getAllCollections(): Promise<Collection[]> {
  return once("collections", async () => {
    const nodes = await readAll("collections", (after) =>
      storefrontRequest("GetCollections", GET_COLLECTIONS, { first: pageSize, after }).then((d) => d.collections),
    );
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
    return nodes.map(mapFarmer);
  });
}

/** Finding a farmer by name matches the name field exactly (SPEC.md section 7). */
export async function getFarmerByName(name: string): Promise<Farmer | undefined> {
  return (await getFarmers()).find((farmer) => farmer.name === name);
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
