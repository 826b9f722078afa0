// Build-time reads of the whole catalogue. Every list is fetched once per build, in pages of 250 (the API's
// maximum), and shared by every page that needs it: a build of N products sends ceil(N/250) product requests, and
// as many again for the recommendations of every product (recommendations.ts). Independent requests (batches of
// recommendations, of collection pages) go a few at a time (batching.ts).
import { storefrontRequest, StorefrontError } from "./client.ts";
import { readAllWithinCap, type Page } from "./paging.ts";
import { byUpdateTime, readInCreationWindows, readInTimeWindows } from "./creation-windows.ts";
import { readInCreationRanges } from "./creation-ranges.ts";
import { readBestSellingOrder, type Vendored } from "./bestsellers.ts";
import { byGidNumber, newestPublishedFirst } from "./list-order.ts";
import { GET_BEST_SELLING_ORDER, GET_BLOG_ARTICLES, GET_COLLECTIONS, GET_FARMERS, GET_FILTERED_COLLECTION, GET_PRODUCTS } from "./queries/index.ts";
import { filteredCollectionsBatchDocument } from "./queries/collections.ts";
import { farmBestsellersBatchDocument } from "./queries/products.ts";
import type { FilteredCollectionFragment, GetCollectionsQuery } from "./generated/storefront.generated.d.ts";
import { fetchRecommendationIds } from "./recommendations.ts";
import { chunks, collectionsPerRequest, mapConcurrently, recommendationBatchSize, storefrontConcurrency } from "./batching.ts";
import { assignFarmSlugs, farmNameKey } from "../routes.ts";
import { mapCollection, mapFilters, mapProductCard } from "./mappers.ts";
import { mapArticle, mapFarmer, mapProduct } from "./detail-mappers.ts";
import type { Article, Collection, Farmer, Filter, Product, ProductCard } from "../types.ts";
import { collectionPageSize, farmPageBestsellerCount, sortOrders } from "../shop-rules.ts";

export const pageSize = 250;

export { maxPages, readAll } from "./paging.ts";

const memo = new Map<string, Promise<unknown>>();
function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  let promise = memo.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = load();
    memo.set(key, promise);
  }
  return promise;
}

type ProductRead = { products: Product[]; byHandle: Map<string, Product> };

/**
 * One read of the whole catalogue (GET_PRODUCTS) in creation-time windows, so a catalogue past the API's paging cap
 * is read whole (creation-windows.ts), each product once; then put in id order, the order every list of the site
 * starts from.
 */
function readProducts(): Promise<ProductRead> {
  return once("products", async () => {
    const nodes = await readInCreationWindows("products", (query, after, first) =>
      storefrontRequest("GetProducts", GET_PRODUCTS, { first, after, query }).then((d) => d.products),
    );
    if (nodes.length === 0) {
      throw new StorefrontError("GetProducts", "the store returned no products; refusing to build an empty shop");
    }
    const products = nodes.map(mapProduct).sort(byNumericId);
    return { products, byHandle: new Map(products.map((product) => [product.handle, product])) };
  });
}

/** Products in the numeric order of their ids (…/Product/9 before …/10); mapProduct has checked each is a number. */
function byNumericId(a: Product, b: Product): number {
  const [x, y] = [BigInt(a.numericId), BigInt(b.numericId)];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Every product with its detail, in id order. An empty catalogue stops the build: publishing an empty shop is never right. */
export async function getAllProducts(): Promise<Product[]> {
  return (await readProducts()).products;
}

/**
 * Product ids, best-selling first: the order of every farm's bestsellers, from a light ids-only read of its own
 * (GET_BEST_SELLING_ORDER). Reading the catalogue itself in that order would save these requests but could miss a
 * product whose rank moves during the read; here such a product only changes place among the bestsellers.
 * The order is read up to the paging cap only; past it, the farms that part does not settle are asked for their own
 * bestsellers, which follow it (bestsellers.ts), so every farm's bestsellers are what the whole order would give.
 */
export function getBestSellingOrder(): Promise<string[]> {
  return once("best-selling", () =>
    readBestSellingOrder({
      fetchOrderPage: (after, first) =>
        storefrontRequest("GetBestSellingOrder", GET_BEST_SELLING_ORDER, { first, after }).then((d) => d.products),
      loadCatalogue: async () => {
        const [products, farmers] = await Promise.all([getAllProducts(), getFarmers()]);
        return { products, farmNames: farmers.map((farmer) => farmer.name) };
      },
      fetchFarmPages: (batch) =>
        storefrontRequest<string, Record<string, Page<Vendored> | null>>(
          "GetFarmBestsellers",
          farmBestsellersBatchDocument(batch.length),
          Object.fromEntries(batch.flatMap((request, i) => [[`q${i}`, request.query], [`a${i}`, request.after], [`f${i}`, request.first]])),
        ).then((data) => batch.map((_, i) => data[`b${i}`] ?? { nodes: [], pageInfo: { hasNextPage: false } })),
      count: farmPageBestsellerCount,
    }),
  );
}

export async function getProductByHandle(handle: string): Promise<Product | undefined> {
  return (await readProducts()).byHandle.get(handle);
}

/**
 * What a product list shows of a product, made from the product the build already holds. Its image is the one the
 * product's own page leads with (the featured image, else the first of the gallery), where the API's card has the
 * featured image only.
 */
export function productCard(product: Product): ProductCard {
  return {
    id: product.id,
    numericId: product.numericId,
    handle: product.handle,
    title: product.title,
    vendor: product.vendor,
    tags: product.tags,
    availableForSale: product.availableForSale,
    image: product.image,
    price: product.price,
    compareAtPrice: product.compareAtPrice,
    unitPrice: product.unitPrice,
    freeShipping: product.freeShipping,
  };
}

/**
 * Every collection, in id order (the API's default order, which menus and lists start from). Read in update-time
 * windows (creation-windows.ts), since `updated_at` is the one time collections can be filtered by: a shop with more
 * collections than the paging cap is read whole, and a collection edited during the read is read in its new form.
 * Their first pages (getCollectionFirstPages: 12 products each) and each product's recommendations are single
 * requests that never page, so the cap does not reach them.
 */
export function getAllCollections(): Promise<Collection[]> {
  return once("collections", async () => {
    const nodes = await readInTimeWindows<GetCollectionsQuery["collections"]["nodes"][number]>("collections", byUpdateTime, (query, after, first) =>
      storefrontRequest("GetCollections", GET_COLLECTIONS, { first, after, query }).then((d) => d.collections),
    );
    if (nodes.length === 0) {
      throw new StorefrontError("GetCollections", "the store returned no collections; every menu link would lead nowhere");
    }
    return nodes.sort(byGidNumber).map(mapCollection);
  });
}

export const farmerType = "farmer";

export function getFarmers(): Promise<Farmer[]> {
  return once("farmers", async () => {
    // metaobjects(type:) takes no filter, so a list past the paging cap cannot be split: the read stops with a
    // sentence naming the list and the cap instead of paging into the store's refusal (paging.ts).
    const nodes = await readAllWithinCap(`farmers (metaobjects of type "${farmerType}")`, async (after, first) => {
      const data = await storefrontRequest("GetFarmers", GET_FARMERS, { type: farmerType, first, after });
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

/** Farmers by their folded name (the first farmer of a name wins, as a search through the list would find it). */
function farmersByNameKey(): Promise<Map<string, Farmer>> {
  return once("farmers-by-name", async () => {
    const byKey = new Map<string, Farmer>();
    for (const farmer of await getFarmers()) {
      const key = farmNameKey(farmer.name);
      if (!byKey.has(key)) byKey.set(key, farmer);
    }
    return byKey;
  });
}

/**
 * The farmer a product's vendor names. SPEC.md section 7 matches the name exactly; we fold what a person cannot
 * see (Unicode form, case, spacing), because vendor and farm name are typed separately by editors and drift. The
 * folded names are indexed once per build: every product page asks, and folding every farm's name for each of
 * them cost 10,000 × 1,400 Unicode normalisations at 10,000 products.
 */
export async function getFarmerForVendor(vendor: string): Promise<Farmer | undefined> {
  return (await farmersByNameKey()).get(farmNameKey(vendor));
}

/**
 * Every article of every blog, newest first. Read in creation-time ranges (creation-ranges.ts: an Article does not
 * show its creation time, but `articles(query:)` filters by it), so a shop with more articles than the paging cap is
 * read whole; then put in the order the blog shows, publication time descending, the later id first on a tie.
 */
export function getAllArticles(): Promise<Article[]> {
  return once("articles", async () => {
    const nodes = await readInCreationRanges("articles", (query, after, first) =>
      storefrontRequest("GetBlogArticles", GET_BLOG_ARTICLES, { first, after, query }).then((d) => d.articles),
    );
    return nodes.sort(newestPublishedFirst).map(mapArticle);
  });
}

export type CollectionPage = {
  collection: Collection;
  products: ProductCard[];
  filters: Filter[];
  hasNextPage: boolean;
  endCursor: string | null;
};

/** How a collection page opens (SPEC.md: 12 products, BEST_SELLING, no filters). */
const firstPageSize: number = collectionPageSize;
// A collection opens in its default order (SPEC.md section 9), the first of the collection sort orders.
const firstPageVariables = { sortKey: sortOrders.collection[0], reverse: false, filters: [] };

function mapCollectionPage(collection: FilteredCollectionFragment): CollectionPage {
  return {
    collection: mapCollection(collection),
    products: collection.products.nodes.map(mapProductCard),
    filters: mapFilters(collection.products.filters),
    hasNextPage: collection.products.pageInfo.hasNextPage,
    endCursor: collection.products.pageInfo.endCursor ?? null,
  };
}

/** The opening page of every collection the store lists, several collections a request (aliases). */
function getCollectionFirstPages(): Promise<Map<string, CollectionPage | null>> {
  return once("collection-first-pages", async () => {
    const handles = (await getAllCollections()).map((collection) => collection.handle);
    const answers = await mapConcurrently(chunks(handles, collectionsPerRequest), storefrontConcurrency, async (batch) => {
      const data = await storefrontRequest<string, Record<string, FilteredCollectionFragment | null>>(
        "GetFilteredCollection",
        filteredCollectionsBatchDocument(batch.length),
        { ...firstPageVariables, first: firstPageSize, ...Object.fromEntries(batch.map((handle, i) => [`h${i}`, handle])) },
      );
      return batch.map((handle, i) => {
        const collection = data[`c${i}`];
        return [handle, collection ? mapCollectionPage(collection) : null] as const;
      });
    });
    return new Map(answers.flat());
  });
}

/**
 * The first page of a collection as the collection page opens it (SPEC.md: 12, BEST_SELLING). The collections the
 * store lists come from one batched read; any other handle or page size is asked on its own.
 */
export async function getCollectionFirstPage(handle: string, first = firstPageSize): Promise<CollectionPage | null> {
  if (first === firstPageSize) {
    const pages = await getCollectionFirstPages();
    if (pages.has(handle)) return pages.get(handle)!;
  }
  return once(`collection:${handle}:${first}`, async () => {
    const data = await storefrontRequest("GetFilteredCollection", GET_FILTERED_COLLECTION, { ...firstPageVariables, handle, first });
    return data.collection ? mapCollectionPage(data.collection) : null;
  });
}

/** Products of one collection in BEST_SELLING order, from the already fetched catalogue (no request). */
export async function getCollectionProducts(handle: string, limit: number): Promise<ProductCard[]> {
  const page = await getCollectionFirstPage(handle, Math.max(limit, firstPageSize));
  return page ? page.products.slice(0, limit) : [];
}

/**
 * Similar products for every product: the ids come from the store in batches (recommendations.ts), the cards from
 * the products this build already read, so the answers stay small and each card exists once.
 */
export function getAllRecommendations(): Promise<Map<string, ProductCard[]>> {
  return once("recommendations", async () => {
    const products = await getAllProducts();
    const cards = new Map(products.map((product) => [product.id, productCard(product)]));
    const ids = await fetchRecommendationIds(products.map((product) => product.id));
    console.log(`[storefront] read the recommendations of ${ids.size} products in ${Math.ceil(ids.size / recommendationBatchSize)} requests`);
    // A recommended product the catalogue does not hold (not published to this channel) has no page to link to.
    return new Map([...ids].map(([id, recommended]) => [id, recommended.flatMap((other) => cards.get(other) ?? [])]));
  });
}

/**
 * Starts every bulk read of the catalogue at once; each is memoised, so the pages get the same answers when they ask.
 * Astro calls getStaticPaths route after route, so a route's reads used to begin only when the previous route's had
 * ended: at 10,000 products about 3 s of requests the store can answer side by side. Every route built from the
 * catalogue calls this first. A failure still reaches the page that awaits that read, and stops the build there.
 */
export function readWholeCatalogue(): void {
  const reads: (() => Promise<unknown>)[] = [getAllArticles, getAllCollections, getCollectionFirstPages, getFarmers, getAllProducts, getBestSellingOrder, getAllRecommendations];
  for (const read of reads) read().catch(() => {});
}
