// The build's one read of the store: every list the pages are made from, as the Storefront API answers it (raw
// nodes, before mapping). `npm run build` reads it straight into memory; a large shop's build writes it to a
// catalogue snapshot first (snapshot.ts) and renders its shards from that file, so N shards cost the store one read.
// Plain Node: nothing here needs Vite, because the snapshot step runs outside Astro.
import { storefrontRequest, StorefrontError } from "./client.ts";
import { readFromBothEnds, type Page } from "./paging.ts";
import { byUpdateTime, readInCreationWindows, readInTimeWindows } from "./creation-windows.ts";
import { readInCreationRanges } from "./creation-ranges.ts";
import { readBestSellingOrder as readBestSellingPastTheCap, type Vendored } from "./bestsellers.ts";
import { GET_BEST_SELLING_ORDER, GET_BLOG_ARTICLES, GET_COLLECTIONS, GET_FARMERS, GET_PRODUCTS } from "./queries/index.ts";
import { filteredCollectionsBatchDocument } from "./queries/collections.ts";
import { farmBestsellersBatchDocument } from "./queries/products.ts";
import { farmerName } from "./detail-mappers.ts";
import type {
  FilteredCollectionFragment,
  GetBlogArticlesQuery,
  GetCollectionsQuery,
  GetFarmersQuery,
  GetProductsQuery,
} from "./generated/storefront.generated.d.ts";
import { fetchRecommendationIds } from "./recommendations.ts";
import { chunks, collectionsPerRequest, mapConcurrently, recommendationBatchSize, storefrontConcurrency } from "./batching.ts";
import { collectionPageSize, farmPageBestsellerCount, sortOrders } from "../shop-rules.ts";
import { createProgress } from "../progress.ts";

/** Progress of a long read, in the build's log every 10 s (at 100,000 products a read takes minutes). */
const progressOf = (what: string, total?: number) => createProgress({ what, total, print: (line) => console.log(`[storefront] ${line}`) });

export type ProductNode = GetProductsQuery["products"]["nodes"][number];
export type CollectionNode = GetCollectionsQuery["collections"]["nodes"][number];
export type FarmerNode = GetFarmersQuery["metaobjects"]["nodes"][number];
export type ArticleNode = GetBlogArticlesQuery["articles"]["nodes"][number];

/** Every list the build renders from, in the order the store answered (products: creation order). */
export type CatalogueLists<Product = ProductNode> = {
  products: Product[];
  /** Product ids, best-selling first. */
  bestSelling: string[];
  collections: CollectionNode[];
  /** The opening page of each listed collection (null: the store no longer has it), by handle. */
  collectionFirstPages: [handle: string, page: FilteredCollectionFragment | null][];
  farmers: FarmerNode[];
  articles: ArticleNode[];
  /** The ids the store recommends for each product, best first. */
  recommendations: [productId: string, recommendedIds: string[]][];
  /**
   * Every product's handle in id order, when `products` holds only some: a shard of a sharded build keeps the products
   * its pages show (snapshot.ts), and plans its pages over every product all the same.
   */
  productHandles?: string[];
};

/** The metaobject type of the farms. */
export const farmerType = "farmer";

/** How a collection page opens (SPEC.md: 12 products, in the first of the collection sort orders, no filters). */
export const firstPageVariables = { sortKey: sortOrders.collection[0], reverse: false, filters: [] };
export const firstPageSize: number = collectionPageSize;

/**
 * Where a snapshot's read puts each product as it arrives (once each, the first time it is read), so that the read
 * holds only what the other lists are read from (`ProductKey`) instead of the whole catalogue.
 */
export type ProductSink = (node: ProductNode) => void;
/** What the read keeps of a product that went to a sink: what the best-selling order and the recommendations read. */
export type ProductKey = Pick<ProductNode, "id" | "handle" | "vendor" | "createdAt">;

/** The whole catalogue in creation-time windows, so a catalogue past the API's paging cap is read whole (creation-windows.ts). */
export function readProductNodes(): Promise<ProductNode[]>;
export function readProductNodes(sink: ProductSink): Promise<ProductKey[]>;
export function readProductNodes(sink?: ProductSink): Promise<ProductNode[] | ProductKey[]> {
  const progress = progressOf("products");
  const sunk = new Set<string>();
  return readInCreationWindows<ProductNode | ProductKey>("products", async (query, after, first) => {
    const page = (await storefrontRequest("GetProducts", GET_PRODUCTS, { first, after, query })).products;
    progress.add(page.nodes.length);
    if (!sink) return page;
    // A product read again (a window's first second) is the same product in the same place: the reader keeps the
    // first reading (creation time never changes), and so does the sink.
    const nodes = page.nodes.map((node) => {
      if (!sunk.has(node.id)) {
        sunk.add(node.id);
        sink(node);
      }
      return { id: node.id, handle: node.handle, vendor: node.vendor, createdAt: node.createdAt };
    });
    return { ...page, nodes };
  });
}

/**
 * Product ids, best-selling first: the order of every farm's bestsellers, from a light ids-only read of its own.
 * Reading the catalogue itself in that order would save these requests but could miss a product whose rank moves
 * during the read; here such a product only changes place among the bestsellers. The order is read up to the paging
 * cap only; past it, the farms that part does not settle are asked for their own bestsellers, which follow it
 * (bestsellers.ts), so every farm's bestsellers are what the whole order would give.
 */
export function readBestSellingOrder(catalogue: () => Promise<{ products: readonly Vendored[]; farms: readonly FarmerNode[] }>): Promise<string[]> {
  return readBestSellingPastTheCap({
    fetchOrderPage: (after, first) =>
      storefrontRequest("GetBestSellingOrder", GET_BEST_SELLING_ORDER, { first, after }).then((d) => d.products),
    loadCatalogue: async () => {
      const { products, farms } = await catalogue();
      return { products, farmNames: farmNamesOf(farms) };
    },
    fetchFarmPages: (batch) =>
      storefrontRequest<string, Record<string, Page<Vendored> | null>>(
        "GetFarmBestsellers",
        farmBestsellersBatchDocument(batch.length),
        Object.fromEntries(batch.flatMap((request, i) => [[`q${i}`, request.query], [`a${i}`, request.after], [`f${i}`, request.first]])),
      ).then((data) => batch.map((_, i) => data[`b${i}`] ?? { nodes: [], pageInfo: { hasNextPage: false } })),
    count: farmPageBestsellerCount,
  });
}

/** The farms' names as the farm pages show them, which a product's vendor is matched against. */
export const farmNamesOf = (farms: readonly FarmerNode[]) => farms.map(farmerName);

/**
 * Every collection, read in update-time windows (creation-windows.ts), since `updated_at` is the one time collections
 * can be filtered by: a shop with more collections than the paging cap is read whole, and a collection edited during
 * the read is read in its new form. Their first pages (12 products each) and each product's recommendations are
 * single requests that never page, so the cap does not reach them.
 */
export function readCollectionNodes(): Promise<CollectionNode[]> {
  return readInTimeWindows<CollectionNode>("collections", byUpdateTime, (query, after, first) =>
    storefrontRequest("GetCollections", GET_COLLECTIONS, { first, after, query }).then((d) => d.collections),
  );
}

/** The opening page of each collection named, several collections a request (aliases). */
export async function readCollectionFirstPages(handles: readonly string[]): Promise<[string, FilteredCollectionFragment | null][]> {
  const answers = await mapConcurrently(chunks(handles, collectionsPerRequest), storefrontConcurrency, async (batch) => {
    const data = await storefrontRequest<string, Record<string, FilteredCollectionFragment | null>>(
      "GetFilteredCollection",
      filteredCollectionsBatchDocument(batch.length),
      { ...firstPageVariables, first: firstPageSize, ...Object.fromEntries(batch.map((handle, i) => [`h${i}`, handle])) },
    );
    return batch.map((handle, i) => [handle, data[`c${i}`] ?? null] as [string, FilteredCollectionFragment | null]);
  });
  return answers.flat();
}

/**
 * The farms. metaobjects(type:) takes no filter, so a list past the paging cap cannot be split; it sorts by id
 * either way, so it is read from both ends (paging.ts readFromBothEnds): whole up to twice the cap (50,000 farms),
 * and past that the read stops with a sentence naming the list and the cap.
 */
export function readFarmerNodes(): Promise<FarmerNode[]> {
  return readFromBothEnds(`farmers (metaobjects of type "${farmerType}")`, (after, first, reverse) =>
    // The sort key is a variable: the build compacts a document to one line only when it holds no string
    // (integrations/compact-graphql.ts).
    storefrontRequest("GetFarmers", GET_FARMERS, { type: farmerType, first, after, sortKey: "id", reverse }).then((d) => d.metaobjects),
  );
}

/**
 * Every article of every blog, read in creation-time ranges (creation-ranges.ts: an Article does not show its
 * creation time, but `articles(query:)` filters by it), so a shop with more articles than the paging cap is read whole.
 */
export function readArticleNodes(): Promise<ArticleNode[]> {
  return readInCreationRanges(
    "articles",
    (query, after, first) => storefrontRequest("GetBlogArticles", GET_BLOG_ARTICLES, { first, after, query }).then((d) => d.articles),
    // A post is published after it is written: its publication time shows where the blog's creation times lie.
    { hintTime: (article) => Date.parse(article.publishedAt) },
  );
}

/** The recommendations of every product named, in batches (recommendations.ts). */
export async function readRecommendations(productIds: readonly string[]): Promise<[string, string[]][]> {
  const progress = progressOf("recommendations", productIds.length);
  const ids = await fetchRecommendationIds(productIds, { onBatch: (count) => progress.add(count) });
  console.log(`[storefront] read the recommendations of ${ids.size} products in ${Math.ceil(ids.size / recommendationBatchSize)} requests`);
  return [...ids];
}

/**
 * Every list at once: the reads that do not wait for another go side by side (at 10,000 products about 3 s of
 * requests the store can answer together); the collections' first pages wait for the collection list, the
 * recommendations for the products.
 */
export async function readCatalogue(): Promise<CatalogueLists>;
export async function readCatalogue(productSink: ProductSink): Promise<CatalogueLists<ProductKey>>;
export async function readCatalogue(productSink?: ProductSink): Promise<CatalogueLists<ProductNode | ProductKey>> {
  const products: Promise<(ProductNode | ProductKey)[]> = productSink ? readProductNodes(productSink) : readProductNodes();
  const collections = readCollectionNodes();
  const farms = readFarmerNodes();
  const [productNodes, bestSelling, collectionNodes, collectionFirstPages, farmers, articles, recommendations] = await Promise.all([
    products,
    readBestSellingOrder(async () => ({ products: await products, farms: await farms })),
    collections,
    collections.then((nodes) => readCollectionFirstPages(nodes.map((node) => node.handle))),
    farms,
    readArticleNodes(),
    products.then((nodes) => readRecommendations(nodes.map((node) => node.id))),
  ]);
  return checkCatalogue({ products: productNodes, bestSelling, collections: collectionNodes, collectionFirstPages, farmers, articles, recommendations });
}

/** A catalogue a shop can be built from, or a StorefrontError saying which list is empty: publishing an empty shop is never right. */
export function checkCatalogue<Lists extends CatalogueLists<unknown>>(lists: Lists): Lists {
  // A shard of a sharded build holds only the products its pages show, which may be none: the catalogue is all of them.
  if ((lists.productHandles ?? lists.products).length === 0) {
    throw new StorefrontError("GetProducts", "the store returned no products; refusing to build an empty shop");
  }
  if (lists.collections.length === 0) {
    throw new StorefrontError("GetCollections", "the store returned no collections; every menu link would lead nowhere");
  }
  if (lists.farmers.length === 0) {
    throw new StorefrontError(
      "GetFarmers",
      `the store returned no metaobjects of type "${farmerType}"; a farm shop without farms is not worth publishing`,
    );
  }
  return lists;
}
