// The catalogue after webhooks named what changed, read from the last whole read and the store's answers about those
// items only: the rebuilder's warm builds (services/rebuilder/warm-builder.ts) render from it instead of reading the
// whole catalogue again, whose products alone take seconds at 10,000 (docs/PERFORMANCE.md, "Rebuilds").
//
// What is read again, and why:
// - the products the webhooks named, by id, with the fields of the whole read; one the channel no longer shows (or a
//   deletion) leaves the catalogue;
// - always, because a product's change moves them and they are cheap (a page per collection): the collections and
//   their first pages;
// - the best-selling order, only when a change moves some farm's bestsellers: a product created, deleted, hidden or
//   moved to another farm, or a farm added, removed or renamed (bestsellers.ts farmsMoved). An edit of anything else
//   leaves every farm the same products in the same sales order, and the order is 40 requests in a row at 10,000
//   products;
// - the farms when a farm (metaobject) changed, the articles when an article did: each list whole, as a few requests;
// - the recommendations of every product when a product was created, deleted, or changed what relates it to others
//   (its collections, type, farm or tags): another product's recommendations may then name it or stop naming it.
//   Otherwise only the changed products' own.
// A product a webhook named that the store does not show (created but not visible yet, or unpublished) is asked for
// again by every later read of changes (`unseen`), so it appears once the store shows it. Anything else the store
// changes without a webhook (a recommendation model refreshed, sales moving another farm's bestsellers, an article
// or farm not visible yet when its webhook came) waits for the next whole read: the rebuilder reads whole every build
// no webhook names the items of, and at least every REBUILDER_WHOLE_READ_MINUTES (warm-client.ts).
import { storefrontRequest } from "./client.ts";
import { GET_PRODUCTS_BY_ID } from "./queries/index.ts";
import {
  checkCatalogue,
  farmNamesOf,
  readArticleNodes,
  readBestSellingOrder,
  readCollectionFirstPages,
  readCollectionNodes,
  readFarmerNodes,
  readRecommendations,
  type CatalogueLists,
  type ProductNode,
} from "./catalogue-read.ts";
import { chunks } from "./batching.ts";
import { farmsMoved } from "./bestsellers.ts";

/** What webhooks said changed: Storefront global ids, and whether each was deleted. */
export type ChangedItem = { id: string; deleted: boolean };

/** The Storefront API's largest `nodes(ids:)`. */
const idsPerRequest = 250;

const typeOf = (id: string) => /^gid:\/\/shopify\/([A-Za-z]+)\//.exec(id)?.[1] ?? "";

/** What relates a product to others for the store's recommendations. */
const relations = (node: ProductNode) =>
  JSON.stringify([node.collections.nodes.map((c) => c.handle), node.productType, node.vendor, node.tags]);

/** The products of these ids as the store shows them now (null: not shown to this channel). */
async function readProductsById(ids: readonly string[]): Promise<Map<string, ProductNode | null>> {
  const found = new Map<string, ProductNode | null>();
  for (const batch of chunks([...ids], idsPerRequest)) {
    const data = await storefrontRequest("GetProductsById", GET_PRODUCTS_BY_ID, { ids: batch });
    batch.forEach((id, i) => {
      const node = data.nodes[i] as ProductNode | null | undefined;
      found.set(id, node && "handle" in node ? node : null);
    });
  }
  return found;
}

/**
 * Whether the last whole read can be patched with these changes: products, farms and articles. A collection's
 * change is read whole: a collection edited from its own side (products added by hand) changes what every member's
 * `collections` holds without any product's webhook.
 */
export function patchable(items: readonly ChangedItem[]): boolean {
  return items.length > 0 && items.every((item) => ["Product", "Metaobject", "Article"].includes(typeOf(item.id)));
}

/** A read of changes: the catalogue, and the named products the store did not show (to be asked for again). */
export type ReadChanges = { lists: CatalogueLists; unseen: string[] };

/**
 * The catalogue as a whole read would find it now, made from `last` (a whole read or a read of changes, not changed by
 * this), the items webhooks named since, and `unseen` (products named before that the store did not show).
 */
export async function readCatalogueChanges(last: CatalogueLists, items: readonly ChangedItem[], unseen: readonly string[] = []): Promise<ReadChanges> {
  if (!patchable(items)) throw new Error("these changes cannot be read item by item; the catalogue must be read whole");
  const deleted = new Set(items.filter((item) => item.deleted).map((item) => item.id));
  const productIds = [
    ...new Set([...items.filter((item) => typeOf(item.id) === "Product").map((item) => item.id), ...unseen.filter((id) => !deleted.has(id))]),
  ];
  const farmsChanged = items.some((item) => typeOf(item.id) === "Metaobject");
  const articlesChanged = items.some((item) => typeOf(item.id) === "Article");

  const read = await readProductsById(productIds.filter((id) => !deleted.has(id)));
  const before = new Set(last.products.map((node) => node.id));
  const named = new Set(productIds);
  let relationsMoved = false;
  const products = last.products.flatMap((node) => {
    if (!named.has(node.id)) return [node];
    const now = deleted.has(node.id) ? null : (read.get(node.id) ?? null);
    if (!now || relations(now) !== relations(node)) relationsMoved = true;
    return now ? [now] : [];
  });
  for (const id of productIds) {
    const now = read.get(id);
    if (now && !before.has(id)) {
      products.push(now);
      relationsMoved = true;
    }
  }

  const collections = readCollectionNodes();
  const farmers = farmsChanged ? readFarmerNodes() : Promise.resolve(last.farmers);
  const productsNow = new Set(products.map((node) => node.id));
  const recommendations: Promise<[string, string[]][]> = relationsMoved
    ? readRecommendations(products.map((node) => node.id))
    : (async () => {
        const fresh = new Map(await readRecommendations(productIds.filter((id) => productsNow.has(id))));
        return last.recommendations.filter(([id]) => productsNow.has(id)).map(([id, ids]) => [id, fresh.get(id) ?? ids]);
      })();
  const [bestSelling, collectionNodes, collectionFirstPages, farmerNodes, articles, recommended] = await Promise.all([
    farmers.then((farms) =>
      farmsMoved({ before: last.products, after: products, changed: named, farmNamesBefore: farmNamesOf(last.farmers), farmNames: farmNamesOf(farms) })
        ? readBestSellingOrder(async () => ({ products, farms }))
        : last.bestSelling,
    ),
    collections,
    collections.then((nodes) => readCollectionFirstPages(nodes.map((node) => node.handle))),
    farmers,
    articlesChanged ? readArticleNodes() : Promise.resolve(last.articles),
    recommendations,
  ]);
  return {
    lists: checkCatalogue({ products, bestSelling, collections: collectionNodes, collectionFirstPages, farmers: farmerNodes, articles, recommendations: recommended }),
    unseen: productIds.filter((id) => !deleted.has(id) && !read.get(id)),
  };
}

/** A copy a build may take apart (catalogue.ts maps each list in place): the lists copied, the items shared. */
export function copyLists(lists: CatalogueLists): CatalogueLists {
  return {
    products: [...lists.products],
    bestSelling: [...lists.bestSelling],
    collections: [...lists.collections],
    collectionFirstPages: [...lists.collectionFirstPages],
    farmers: [...lists.farmers],
    articles: [...lists.articles],
    recommendations: [...lists.recommendations],
    ...(lists.productHandles ? { productHandles: [...lists.productHandles] } : {}),
  };
}
