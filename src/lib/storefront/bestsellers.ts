// Every farm's bestsellers when the best-selling order is longer than the Storefront API lets one query page through.
// BEST_SELLING cannot be split into windows (no filter narrows a list by sales), so the build reads that order up to
// the paging cap only. The part it read is the top of the whole order, so a farm with at least as many products in
// it as its page shows has its bestsellers there, in the right order. So has a farm whose every product is in it.
// Only the others are asked again: each its own top products, `products(first: 5, sortKey: BEST_SELLING, query:
// "vendor:'…'")`, several farms a request. What comes back is ranked after the part read, so grouping by farm
// (features/farms/farm-products.ts) finds every farm's bestsellers exactly as a read of the whole order would.
import { farmNameKey } from "../routes.ts";
import { chunks, farmsPerBestsellerRequest, mapConcurrently, storefrontConcurrency } from "./batching.ts";
import { pagingCapOf, readWithinCap, type Page } from "./paging.ts";

/** What the build knows of a product to tell its farm: its id and its vendor. */
export type Vendored = { id: string; vendor: string };

/**
 * A farm to ask for its bestsellers: its folded name, every spelling of its name its products carry as vendor, and
 * how many bestsellers it has (its page's count, or all its products when it has fewer).
 */
export type FarmToAsk = { key: string; vendors: string[]; wanted: number };

/**
 * The farms whose `count` bestsellers `prefix` (the top of the best-selling order, product ids) does not settle: fewer
 * than `count` of their products in it, and more of them in the catalogue. A product's farm is the farm its vendor
 * names, folded as product pages fold it (farmNameKey); products of no farm are nobody's bestsellers.
 */
export function farmsToAsk(
  prefix: readonly string[],
  products: readonly Vendored[],
  farmNames: readonly string[],
  count: number,
): FarmToAsk[] {
  const farmKeys = new Set(farmNames.map(farmNameKey));
  const keyOf = new Map<string, string>();
  const farms = new Map<string, { vendors: Set<string>; total: number; inPrefix: number }>();
  for (const product of products) {
    const key = farmNameKey(product.vendor);
    if (!farmKeys.has(key)) continue;
    keyOf.set(product.id, key);
    const farm = farms.get(key) ?? { vendors: new Set<string>(), total: 0, inPrefix: 0 };
    farm.vendors.add(product.vendor);
    farm.total++;
    farms.set(key, farm);
  }
  for (const id of new Set(prefix)) {
    const key = keyOf.get(id);
    if (key !== undefined) farms.get(key)!.inPrefix++;
  }
  return [...farms]
    .filter(([, farm]) => farm.inPrefix < count && farm.total > farm.inPrefix)
    .map(([key, farm]) => ({ key, vendors: [...farm.vendors].sort(), wanted: Math.min(count, farm.total) }));
}

/**
 * A value of Shopify's search syntax that stands for exactly `value`: quoted, so spaces, colons, parentheses and
 * the words AND / OR / NOT are plain text, with the quote and the backslash (the syntax's escape) escaped.
 */
export function quoteSearchValue(value: string): string {
  return `'${value.replace(/[\\']/g, (c) => `\\${c}`)}'`;
}

/** The filter for products of any of `vendors`. */
export function vendorQuery(vendors: readonly string[]): string {
  if (vendors.length === 0) throw new Error("a vendor filter needs at least one vendor");
  return vendors.map((vendor) => `vendor:${quoteSearchValue(vendor)}`).join(" OR ");
}

/** One farm's request in a batch: its filter, where its list continues (null: from the start), how many to ask. */
export type FarmPageRequest = { query: string; after: string | null; first: number };

/** Answers a batch of farm requests, in the order asked. */
export type FetchFarmPages = (batch: FarmPageRequest[]) => Promise<Page<Vendored>[]>;

/** Rounds of continued requests past which a farm's list is broken rather than long. */
const maxRounds = 50;

/**
 * Each farm's `count` best-selling product ids, best first (by farm key). The store's vendor filter may find more
 * than the build folds into the farm (it folds accents, say): such products are left out, and a farm left with too
 * few is asked again from where its list stopped, never past the paging cap of its own list.
 */
export async function readFarmBestsellers(
  farms: readonly FarmToAsk[],
  count: number,
  fetchPages: FetchFarmPages,
  cap: number = pagingCapOf(),
): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>(farms.map((farm) => [farm.key, []]));
  const request = (query: string, after: string | null, position: number): FarmPageRequest => ({ query, after, first: Math.min(count, cap - position) });
  let pending = farms.map((farm) => ({ farm, position: 0, request: request(vendorQuery(farm.vendors), null, 0) }));
  for (let round = 1; pending.length > 0; round++) {
    if (round > maxRounds) {
      throw new Error(`reading farms' bestsellers: ${pending.length} farms still unsettled after ${maxRounds} rounds of requests`);
    }
    const answers = await mapConcurrently(chunks(pending, farmsPerBestsellerRequest), storefrontConcurrency, async (batch) => {
      const pages = await fetchPages(batch.map((entry) => entry.request));
      if (pages.length !== batch.length) throw new Error(`reading farms' bestsellers: asked for ${batch.length} farms, the store answered ${pages.length}`);
      return batch.map((entry, i) => ({ ...entry, page: pages[i]! }));
    });
    const next: typeof pending = [];
    for (const { farm, position, request: asked, page } of answers.flat()) {
      const ids = found.get(farm.key)!;
      for (const product of page.nodes) {
        if (ids.length < farm.wanted && farmNameKey(product.vendor) === farm.key && !ids.includes(product.id)) ids.push(product.id);
      }
      if (ids.length >= farm.wanted || !page.pageInfo.hasNextPage) continue;
      const after = page.pageInfo.endCursor;
      if (!after || after === asked.after) {
        throw new Error(`reading the bestsellers of ${farm.vendors.join(" / ")}: the Storefront API reported another page but gave no new cursor`);
      }
      const read = position + page.nodes.length;
      if (read >= cap) {
        throw new Error(
          `reading the bestsellers of ${farm.vendors.join(" / ")}: they lie past the first ${cap} products its vendor filter finds; the Storefront API cannot page past them`,
        );
      }
      next.push({ farm, position: read, request: request(asked.query, after, read) });
    }
    pending = next;
  }
  return found;
}

/**
 * The best-selling order as far as the farm pages need it: the part read, then each asked farm's bestsellers that
 * it does not hold. Ranks across farms past the part read mean nothing; within a farm they are the store's.
 */
export function bestSellingOrderWith(prefix: readonly string[], farmBestsellers: ReadonlyMap<string, readonly string[]>): string[] {
  const order = [...new Set(prefix)];
  const held = new Set(order);
  for (const ids of farmBestsellers.values()) {
    for (const id of ids) {
      if (!held.has(id)) {
        held.add(id);
        order.push(id);
      }
    }
  }
  return order;
}

/** What the farm pages need of the catalogue to tell which farms to ask: its products and the farms' names. */
export type FarmCatalogue = { products: readonly Vendored[]; farmNames: readonly string[] };

export type BestSellingSources = {
  /** One page of the best-selling order (ids), `first` long, from `after`. */
  fetchOrderPage: (after: string | null, first: number) => Promise<Page<{ id: string }>>;
  /** The catalogue, asked for only when the order goes on past the cap. */
  loadCatalogue: () => Promise<FarmCatalogue>;
  fetchFarmPages: FetchFarmPages;
  /** Bestsellers a farm page shows. */
  count: number;
  /** The paging cap (default: pagingCapOf()). */
  cap?: number;
};

/**
 * Product ids best-selling first, as far as every farm's `count` bestsellers need: the whole order when it ends
 * within the paging cap (one read, as before), else the part the cap allows and then the bestsellers of each farm
 * that part does not settle.
 */
export async function readBestSellingOrder(sources: BestSellingSources): Promise<string[]> {
  const read = await readWithinCap("best-selling order", sources.fetchOrderPage, sources.cap);
  const prefix = [...new Set(read.items.map((node) => node.id))];
  if (read.complete) return prefix;
  const { products, farmNames } = await sources.loadCatalogue();
  const farms = farmsToAsk(prefix, products, farmNames, sources.count);
  const bestsellers = await readFarmBestsellers(farms, sources.count, sources.fetchFarmPages, sources.cap);
  console.log(`[storefront] asked ${farms.length} farms for their bestsellers past the first ${prefix.length} of the best-selling order`);
  return bestSellingOrderWith(prefix, bestsellers);
}

/** The named products' farms before and after a change, and the farms' names (farmsMoved). */
export type FarmChange = {
  /** The catalogue's products at the last read, and now. */
  before: readonly Vendored[];
  after: readonly Vendored[];
  /** Products webhooks named (created, deleted or edited). */
  changed: ReadonlySet<string>;
  /** The farms' names at the last read, and now. */
  farmNamesBefore: readonly string[];
  farmNames: readonly string[];
};

/**
 * Whether a change can move any farm's bestsellers: a named product created, deleted, no longer shown or moved to
 * another farm (its vendor folds to another name), or a farm added, removed or renamed (which products are its own
 * changes). Anything else an editor does (a title, a price, stock, a collection) leaves every farm with the same
 * products in the same sales order: sales move the order, and they come with no webhook of their own. When this is
 * false, the last order gives every farm the bestsellers a read of the whole order would.
 */
export function farmsMoved(change: FarmChange): boolean {
  const farmKeys = (names: readonly string[]) => [...new Set(names.map(farmNameKey))].sort().join("\n");
  if (farmKeys(change.farmNamesBefore) !== farmKeys(change.farmNames)) return true;
  const farmOf = (products: readonly Vendored[]) =>
    new Map(products.filter((product) => change.changed.has(product.id)).map((product) => [product.id, farmNameKey(product.vendor)]));
  const before = farmOf(change.before);
  const after = farmOf(change.after);
  return [...change.changed].some((id) => before.get(id) !== after.get(id));
}
