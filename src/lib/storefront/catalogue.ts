// Build-time reads of the whole catalogue. The store is read once per build (catalogue-read.ts: every list in pages
// of 250, the API's maximum, side by side), or not at all when the build renders from a catalogue snapshot
// (CATALOGUE_SNAPSHOT, snapshot.ts); the read starts with the build, while Astro bundles the site
// (catalogue-start.ts). Each list is mapped once and shared by every page that needs it.
import { firstPageSize, type CatalogueLists } from "./catalogue-read.ts";
import { takeCatalogueRead } from "./catalogue-start.ts";
import { newestPublishedFirst, sortByGidNumber } from "./list-order.ts";
import type { FilteredCollectionFragment } from "./generated/storefront.generated.d.ts";
import { assignFarmSlugs, farmNameKey } from "../routes.ts";
import { mapCollection, mapFilters, mapProductCard } from "./mappers.ts";
import { mapArticle, mapFarmer, mapProduct } from "./detail-mappers.ts";
import type { Article, Collection, Farmer, Filter, Product, ProductCard } from "../types.ts";
import { forgetOnNewBuild } from "../build-state.ts";


const memo = new Map<string, Promise<unknown>>();
forgetOnNewBuild(() => memo.clear());
function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  let promise = memo.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = load();
    memo.set(key, promise);
  }
  return promise;
}

/** The catalogue this build renders, read once (catalogue-start.ts: the read the build started, or one started now). */
function catalogueLists(): Promise<CatalogueLists> {
  return once("lists", takeCatalogueRead);
}

/**
 * One list of the catalogue as the store answered it, handed over once: the getter that maps it keeps the mapped
 * form, and the raw nodes are let go (at 100,000 products they are hundreds of MB the build would otherwise carry
 * to its end).
 */
async function take<K extends keyof CatalogueLists>(list: K): Promise<CatalogueLists[K]> {
  const lists = await catalogueLists();
  const raw = lists[list];
  if (raw === taken) throw new Error(`the catalogue's ${list} were read twice; each list is mapped once per build`);
  (lists as Record<K, unknown>)[list] = taken;
  return raw;
}
const taken = Symbol("taken") as never;

/**
 * A list mapped item by item in its own array: each raw item is let go as its mapped form takes its place, so the
 * raw list and the mapped one never both exist whole (at 250,000 products, hundreds of MB at the build's peak).
 */
function mapInPlace<T, U>(list: T[], map: (item: T) => U): U[] {
  const out = list as unknown as U[];
  for (let i = 0; i < list.length; i++) out[i] = map(list[i]!);
  return out;
}

/**
 * Mapped forms by the item they were made from (a raw item, or a product for its card). Within one build each raw
 * item is mapped once anyway. The rebuilder's warm builder (services/rebuilder/warm-builder.ts) hands each later
 * build the same raw objects for the items that did not change (catalogue-changes.ts), which then get their mapped
 * forms back: the same objects, so their page-key digests are already known (page-keys.ts) and their HTML is not
 * sanitised again; at 10,000 products that is most of a warm build's time outside rendering. Mapped forms are never
 * changed once made (page-keys.ts relies on it too). A WeakMap: the mapped form of an item nothing holds any more
 * goes with it.
 */
const mappedForms = new WeakMap<object, unknown>();
function mappedOnce<T extends object, U>(map: (item: T) => U): (item: T) => U {
  return (item) => {
    let known = mappedForms.get(item) as U | undefined;
    if (known === undefined) {
      known = map(item);
      mappedForms.set(item, known);
    }
    return known;
  };
}
const mapProductOnce = mappedOnce(mapProduct);
const mapFarmerOnce = mappedOnce(mapFarmer);
const mapArticleOnce = mappedOnce(mapArticle);

type ProductRead = { products: Product[]; byHandle: Map<string, Product>; handles: string[] };

/**
 * The catalogue's products (read in creation order, catalogue-read.ts) in id order, the order every list of the site
 * starts from, and every product's handle. A shard of a sharded build holds only the products its pages show, chosen
 * as it read the snapshot (snapshot.ts, shard-products.ts), and plans its pages from every handle all the same.
 */
function readProducts(): Promise<ProductRead> {
  return once("products", async () => {
    const nodes = sortByGidNumber(await take("products"));
    const handles = (await catalogueLists()).productHandles ?? nodes.map((node) => node.handle);
    const products = mapInPlace(nodes, mapProductOnce);
    return { products, byHandle: new Map(products.map((product) => [product.handle, product])), handles };
  });
}

/**
 * Every product with its detail, in id order (an empty catalogue stopped the build when it was read: catalogue-read.ts
 * checkCatalogue). In a shard of a sharded build: the products its pages show (shard-products.ts), in the same order,
 * which may be none.
 */
export async function getAllProducts(): Promise<Product[]> {
  return (await readProducts()).products;
}

/** The handle of every product of the catalogue, in id order, sharded build or not: the product pages' plan. */
export async function getAllProductHandles(): Promise<string[]> {
  return (await readProducts()).handles;
}

/** The store's recommendations as read ([product id, recommended ids]; a shard's: those of its own products), handed over once. */
function recommendationLists(): Promise<CatalogueLists["recommendations"]> {
  return once("recommendation-lists", () => take("recommendations"));
}

/** Product ids, best-selling first: the order of every farm's bestsellers (catalogue-read.ts readBestSellingOrder). */
export function getBestSellingOrder(): Promise<string[]> {
  return once("best-selling", () => take("bestSelling"));
}

export async function getProductByHandle(handle: string): Promise<Product | undefined> {
  return (await readProducts()).byHandle.get(handle);
}

/**
 * What a product list shows of a product, made from the product the build already holds. Its image is the one the
 * product's own page leads with (the featured image, else the first of the gallery), where the API's card has the
 * featured image only.
 */
export const productCard: (product: Product) => ProductCard = mappedOnce(cardOf);
/** A product's card, made once per product object (`mappedOnce`). */
function cardOf(product: Product): ProductCard {
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

export function getAllCollections(): Promise<Collection[]> {
  return once("collections", async () => {
    return sortByGidNumber(await take("collections")).map(mapCollection);
  });
}

export function getFarmers(): Promise<Farmer[]> {
  return once("farmers", async () => {
    const farmers = mapInPlace(await take("farmers"), mapFarmerOnce);
    const slugs = assignFarmSlugs(farmers, (farmer, slug, takenBy) =>
      console.warn(`[storefront] farm "${farmer.name}" would share the page of "${takenBy.name}"; it lives at /farm/${slug} instead`),
    );
    return farmers.map((farmer) => {
      const slug = slugs.get(farmer.id) ?? farmer.slug;
      return slug === farmer.slug ? farmer : { ...farmer, slug };
    });
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

export function getAllArticles(): Promise<Article[]> {
  return once("articles", async () => {
    return mapInPlace((await take("articles")).sort(newestPublishedFirst), mapArticleOnce);
  });
}

export type CollectionPage = {
  collection: Collection;
  products: ProductCard[];
  filters: Filter[];
  hasNextPage: boolean;
  endCursor: string | null;
};

function mapCollectionPage(collection: FilteredCollectionFragment): CollectionPage {
  return {
    collection: mapCollection(collection),
    products: collection.products.nodes.map(mapProductCard),
    filters: mapFilters(collection.products.filters),
    hasNextPage: collection.products.pageInfo.hasNextPage,
    endCursor: collection.products.pageInfo.endCursor ?? null,
  };
}

/** The opening page of every collection the store lists (read several collections a request, catalogue-read.ts). */
function getCollectionFirstPages(): Promise<Map<string, CollectionPage | null>> {
  return once("collection-first-pages", async () => {
    const pages = await take("collectionFirstPages");
    return new Map(pages.map(([handle, page]) => [handle, page ? mapCollectionPage(page) : null]));
  });
}

/**
 * The first page of a collection as the collection page opens it (SPEC.md: 12, BEST_SELLING). Only the collections
 * the store lists are read: a handle it does not list is not published to this channel, and has no page (null).
 */
export async function getCollectionFirstPage(handle: string): Promise<CollectionPage | null> {
  return (await getCollectionFirstPages()).get(handle) ?? null;
}

/** The first `limit` products (at most a first page's 12) of one collection in its opening order, from the catalogue (no request). */
export async function getCollectionProducts(handle: string, limit: number): Promise<ProductCard[]> {
  if (limit > firstPageSize) throw new RangeError(`a collection's first ${limit} products are not read; at most ${firstPageSize}`);
  const page = await getCollectionFirstPage(handle);
  return page ? page.products.slice(0, limit) : [];
}

/**
 * Similar products for every product: the ids come from the store in batches (recommendations.ts), the cards from
 * the products this build already read, so the answers stay small and each card exists once.
 */
export function getAllRecommendations(): Promise<Map<string, ProductCard[]>> {
  return once("recommendations", async () => {
    const [products, recommendations] = await Promise.all([getAllProducts(), recommendationLists()]);
    const byId = new Map(products.map((product) => [product.id, product]));
    // A card is made for a product the first time it is recommended, once: a shard holds the recommendations of its
    // own products only, which name a fraction of the catalogue.
    const cards = new Map<string, ProductCard>();
    const cardOf = (id: string): ProductCard | undefined => {
      let card = cards.get(id);
      if (!card) {
        const product = byId.get(id);
        if (!product) return undefined;
        card = productCard(product);
        cards.set(id, card);
      }
      return card;
    };
    // A recommended product the catalogue does not hold (not published to this channel) has no page to link to.
    return new Map(recommendations.map(([id, recommended]) => [id, recommended.flatMap((other) => cardOf(other) ?? [])]));
  });
}

/**
 * Starts the read of the catalogue (or of its snapshot) before a route needs its first list. Every route built from
 * the catalogue calls this first; the lists are memoised, so the pages get the same answers when they ask. A failure
 * still reaches the page that awaits that read, and stops the build there.
 */
export function readWholeCatalogue(): void {
  catalogueLists().catch(() => {});
}
