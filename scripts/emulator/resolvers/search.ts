// The catalogue-wide queries that take search text: products(query:), search(), predictiveSearch(), plus
// productRecommendations (which ranks products by what they share).
import { buildFilterGroups, compileFilters, hasActiveFilters, productMatchesFilters, type ProductFilterInput } from "../filters.ts";
import { arrayList, paginate, connectionSource, type ConnectionArgs, type RankedList, type Source } from "../pagination.ts";
import {
  evaluateQuery,
  indexText,
  normalizeWords,
  parseSearchQuery,
  textContains,
  withPrefixOnLastTerm,
  type QueryNode,
} from "../search-query.ts";
import { PRODUCT_ORDERS, type ArticleEntry, type CatalogueStore, type ProductEntry, type ProductOrder } from "../store.ts";
import {
  ARTICLE_FIELDS,
  PREDICTIVE_DEFAULT_FIELDS,
  PRODUCT_QUERY_FIELDS,
  SEARCH_FIELDS,
  articleRelevance,
  articleSubject,
  productRelevance,
  productSubject,
  type ArticleTextField,
  type ProductTextField,
} from "../subjects.ts";
import { escapeHtml } from "../text.ts";
import { articleSource } from "./blogs.ts";
import { pageRelevance, pageSource, pageSubject, shopPages, type ShopPage } from "./content.ts";
import { badUserInput, notImplemented, type EmulatorContext } from "./context.ts";
import { collectionSource, productConnection, productSource } from "./products.ts";
import { filteredOrderList, orderList } from "./product-lists.ts";

/** A short stable fingerprint of a text, to tie a cursor to the query it was taken from without carrying the query. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

// ---------------------------------------------------------------------------------------------------------------
// trackingParameters. Shopify fills Trackable.trackingParameters only on what search and predictiveSearch return,
// as a query string the storefront appends to the result's link so its analytics can tell which search (and which
// position in it) a visit came from. A full search gives "_pos={n}&_sid={search id}&_ss=r"; a predictive one
// "_pos={n}&_psq={typed text}&_ss=e&_v=1.0". Here the search id is derived from the search itself, so the same
// search always carries the same parameters (and every page of one search shares its id).

/** Nine hex digits, the length of the search ids on Shopify's result links. */
function searchId(signature: string): string {
  const hex = (text: string): string => {
    let hash = 0x811c9dc5;
    for (let i = 0; i < text.length; i += 1) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193);
    }
    return (hash >>> 0).toString(16).padStart(8, "0");
  };
  return (hex(signature) + hex(`${signature}#`)).slice(0, 9);
}

function searchTracking(position: number, sid: string): string {
  return `_pos=${position}&_sid=${sid}&_ss=r`;
}

function predictiveTracking(position: number, typed: string): string {
  return `_pos=${position}&${new URLSearchParams({ _psq: typed.trim() })}&_ss=e&_v=1.0`;
}

/** A result's source with the tracking parameters of the search that found it (the plain source carries null). */
function tracked(source: Source, trackingParameters: string): Source {
  return { ...source, trackingParameters };
}

// ---------------------------------------------------------------------------------------------------------------
// products(query:, sortKey:, reverse:)

type ProductsArgs = ConnectionArgs & { query?: string | null; sortKey: ProductOrder | "RELEVANCE" };

export function productsQuery(ctx: EmulatorContext, args: ProductsArgs): Source {
  const store = ctx.store;
  const query = parseSearchQuery(args.query);
  if (args.sortKey === "RELEVANCE" && query) {
    const key = `products-relevance:${args.query}`;
    const list = ctx.cache.getOrCompute(key, () => arrayList(rankByRelevance(store.products, query, PRODUCT_QUERY_FIELDS))) as RankedList<ProductEntry>;
    return productConnection(ctx, list, args, `products:RELEVANCE:${fingerprint(args.query ?? "")}`);
  }
  // Without a query, RELEVANCE has nothing to rank by: Shopify then lists in its default order (by id).
  const order: ProductOrder = args.sortKey === "RELEVANCE" ? "ID" : args.sortKey;
  if (!PRODUCT_ORDERS.includes(order)) throw notImplemented(`Product sortKey ${args.sortKey}`);
  if (!query) return productConnection(ctx, orderList(store, order), args, `products:${order}`);
  const list = ctx.cache.getOrCompute(`products:${order}:${args.query}`, () =>
    filteredOrderList(store, order, (p) => evaluateQuery(query, productSubject(p, PRODUCT_QUERY_FIELDS))),
  ) as RankedList<ProductEntry>;
  return productConnection(ctx, list, args, `products:${order}`);
}

/** Products matching the query, best first; equal scores keep the catalogue's id order so results are stable. */
function rankByRelevance(products: readonly ProductEntry[], query: QueryNode, fields: readonly ProductTextField[]): ProductEntry[] {
  return products
    .filter((p) => evaluateQuery(query, productSubject(p, fields)))
    .map((product) => ({ product, score: productRelevance(product, query, fields) }))
    .sort((a, b) => b.score - a.score || a.product.record.id - b.product.record.id)
    .map((x) => x.product);
}

// ---------------------------------------------------------------------------------------------------------------
// search(query:, types:, productFilters:, sortKey:, reverse:, unavailableProducts:, prefix:)

type SearchArgs = ConnectionArgs & {
  query: string;
  types?: ("ARTICLE" | "PAGE" | "PRODUCT")[] | null;
  productFilters?: ProductFilterInput[] | null;
  sortKey: "PRICE" | "RELEVANCE";
  unavailableProducts?: "HIDE" | "LAST" | "SHOW" | null;
  prefix?: "LAST" | "NONE" | null;
};

type SearchHit =
  | { kind: "product"; product: ProductEntry; score: number }
  | { kind: "article"; article: ArticleEntry; score: number }
  | { kind: "page"; page: ShopPage; score: number };

type SearchResult = { hits: SearchHit[]; scope: ProductEntry[] };

function hitId(hit: SearchHit): number {
  return hit.kind === "product" ? hit.product.record.id : hit.kind === "article" ? hit.article.record.id : hit.page.id;
}

const KIND_ORDER = { product: 0, article: 1, page: 2 } as const;

function computeSearch(ctx: EmulatorContext, args: SearchArgs): SearchResult {
  let query = parseSearchQuery(args.query);
  // An empty search finds nothing (rather than the whole shop).
  if (!query) return { hits: [], scope: [] };
  if (args.prefix === "LAST") query = withPrefixOnLastTerm(query);
  const types = new Set(args.types ?? ["ARTICLE", "PAGE", "PRODUCT"]);
  const unavailable = args.unavailableProducts ?? "LAST";
  const filters = compileFilters(args.productFilters);

  // The products the text finds, before productFilters: the set the filter groups describe.
  let scope: ProductEntry[] = [];
  if (types.has("PRODUCT")) {
    scope = ctx.store.products.filter((p) => evaluateQuery(query, productSubject(p, SEARCH_FIELDS)));
    if (unavailable === "HIDE") scope = scope.filter((p) => p.availableForSale);
  }
  const hits: SearchHit[] = [];
  for (const product of scope) {
    if (hasActiveFilters(filters) && !productMatchesFilters(product, filters)) continue;
    hits.push({ kind: "product", product, score: productRelevance(product, query, SEARCH_FIELDS) });
  }
  if (types.has("ARTICLE")) {
    for (const article of ctx.store.articles) {
      if (evaluateQuery(query, articleSubject(article))) hits.push({ kind: "article", article, score: articleRelevance(article, query) });
    }
  }
  if (types.has("PAGE")) {
    for (const page of shopPages().list) {
      if (evaluateQuery(query, pageSubject(page))) hits.push({ kind: "page", page, score: pageRelevance(page, query) });
    }
  }

  const kindOrder = (hit: SearchHit): number => KIND_ORDER[hit.kind];
  if (args.sortKey === "PRICE") {
    // Articles and pages have no price: they follow the products.
    hits.sort(
      (a, b) =>
        kindOrder(a) - kindOrder(b) ||
        (a.kind === "product" && b.kind === "product" ? a.product.minPrice - b.product.minPrice : 0) ||
        hitId(a) - hitId(b),
    );
  } else {
    hits.sort((a, b) => b.score - a.score || kindOrder(a) - kindOrder(b) || hitId(a) - hitId(b));
  }
  if (args.reverse) hits.reverse();
  if (unavailable === "LAST") {
    const isUnavailable = (hit: SearchHit): boolean => hit.kind === "product" && !hit.product.availableForSale;
    const ordered = [...hits.filter((h) => !isUnavailable(h)), ...hits.filter(isUnavailable)];
    return { hits: ordered, scope };
  }
  return { hits, scope };
}

export function searchQuery(ctx: EmulatorContext, args: SearchArgs): Source {
  const filters = compileFilters(args.productFilters);
  const signature = JSON.stringify([args.query, args.types, args.sortKey, args.reverse, args.unavailableProducts, args.prefix, filters.signature]);
  const result = ctx.cache.getOrCompute(`search:${signature}`, () => computeSearch(ctx, args)) as SearchResult;
  // The list is already in its final order (reverse applied), so the pager must not reverse it again. Items carry
  // their place in the whole result, which is the position their tracking parameters report.
  const hits = result.hits;
  const positioned: RankedList<{ hit: SearchHit; position: number }> = {
    length: hits.length,
    item: (i) => ({ hit: hits[i]!, position: i + 1 }),
    rank: (i) => i,
  };
  const page = paginate(positioned, { ...args, reverse: false }, `search:${fingerprint(signature)}`);
  const sid = searchId(signature);
  return connectionSource(
    "SearchResultItemConnection",
    page,
    ({ hit, position }) => {
      const source =
        hit.kind === "product" ? productSource(ctx, hit.product) : hit.kind === "article" ? articleSource(ctx, hit.article) : pageSource(hit.page);
      return tracked(source, searchTracking(position, sid));
    },
    {
      totalCount: result.hits.length,
      productFilters: () =>
        ctx.cache.getOrCompute(`search-filters:${signature}`, () => buildFilterGroups(result.scope, compileFilters(args.productFilters))),
    },
  );
}

// ---------------------------------------------------------------------------------------------------------------
// predictiveSearch(query:, limit:, limitScope:, types:, searchableFields:, unavailableProducts:)

type PredictiveArgs = {
  query: string;
  limit?: number | null;
  limitScope?: "ALL" | "EACH" | null;
  types?: ("ARTICLE" | "COLLECTION" | "PAGE" | "PRODUCT" | "QUERY")[] | null;
  searchableFields?: string[] | null;
  unavailableProducts?: "HIDE" | "LAST" | "SHOW" | null;
};

const PRODUCT_SEARCHABLE = new Set<string>(["TITLE", "VENDOR", "PRODUCT_TYPE", "TAG", "BODY", "VARIANTS_TITLE", "VARIANTS_SKU"]);
const ARTICLE_SEARCHABLE = new Set<string>(ARTICLE_FIELDS);

export function predictiveSearchQuery(ctx: EmulatorContext, args: PredictiveArgs): Source | null {
  const limit = args.limit ?? 10;
  if (limit < 1 || limit > 10) throw badUserInput("The 'limit' argument must be between 1 and 10");
  const query = withPrefixOnLastTerm(parseSearchQuery(args.query));
  const types = new Set(args.types ?? ["ARTICLE", "COLLECTION", "PAGE", "PRODUCT", "QUERY"]);
  const requested = args.searchableFields ?? null;
  const productFields = requested
    ? (requested.filter((f) => PRODUCT_SEARCHABLE.has(f)) as ProductTextField[])
    : [...PREDICTIVE_DEFAULT_FIELDS];
  const articleFields = (requested ?? ["TITLE"]).filter((f) => ARTICLE_SEARCHABLE.has(f)) as ArticleTextField[];
  // A page has a title and a body to search; by default its title, as for articles.
  const pageFields = (requested ?? ["TITLE"]).filter((f): f is "TITLE" | "BODY" => f === "TITLE" || f === "BODY");

  let products: ProductEntry[] = [];
  let collections: Source[] = [];
  let articles: ArticleEntry[] = [];
  let pages: ShopPage[] = [];
  if (query) {
    if (types.has("PRODUCT") && productFields.length > 0) {
      const bestSelling = ctx.store.order("BEST_SELLING").rankOf;
      products = ctx.store.products
        .filter((p) => evaluateQuery(query, productSubject(p, productFields)))
        .map((product) => ({ product, score: productRelevance(product, query, productFields) }))
        // Among equally good matches, the better sellers come first.
        .sort((a, b) => b.score - a.score || bestSelling[a.product.index]! - bestSelling[b.product.index]!)
        .map((x) => x.product);
      const unavailable = args.unavailableProducts ?? "LAST";
      if (unavailable === "HIDE") products = products.filter((p) => p.availableForSale);
      if (unavailable === "LAST") products = [...products.filter((p) => p.availableForSale), ...products.filter((p) => !p.availableForSale)];
    }
    if (types.has("COLLECTION")) {
      collections = ctx.store.collections
        .filter((c) =>
          evaluateQuery(query, {
            matchesText: (term) => textContains(c.titleText, term.value, term.prefix),
            matchesField: () => false,
          }),
        )
        .map((c) => collectionSource(ctx, c));
    }
    if (types.has("ARTICLE") && articleFields.length > 0) {
      articles = ctx.store.articles.filter((a) => evaluateQuery(query, articleSubject(a, articleFields)));
    }
    if (types.has("PAGE") && pageFields.length > 0) {
      pages = shopPages()
        .list.filter((page) => evaluateQuery(query, pageSubject(page, pageFields)))
        .map((page) => ({ page, score: pageRelevance(page, query, pageFields) }))
        .sort((a, b) => b.score - a.score || a.page.id - b.page.id)
        .map((x) => x.page);
    }
  }

  const suggestions = types.has("QUERY") ? querySuggestions(ctx, args.query, limit) : [];
  let productNodes = products.map((p) => productSource(ctx, p));
  let articleNodes = articles.map((a) => articleSource(ctx, a));
  let pageNodes = pages.map((page) => pageSource(page));
  // EACH: up to `limit` of every type. ALL: up to `limit` in total, filled products first.
  if ((args.limitScope ?? "EACH") === "EACH") {
    productNodes = productNodes.slice(0, limit);
    collections = collections.slice(0, limit);
    articleNodes = articleNodes.slice(0, limit);
    pageNodes = pageNodes.slice(0, limit);
  } else {
    let room = limit;
    const take = <T>(items: T[]): T[] => {
      const taken = items.slice(0, room);
      room -= taken.length;
      return taken;
    };
    productNodes = take(productNodes);
    collections = take(collections);
    articleNodes = take(articleNodes);
    pageNodes = take(pageNodes);
  }
  // Each list counts its own positions, from 1.
  const withTracking = (sources: Source[]): Source[] => sources.map((source, i) => tracked(source, predictiveTracking(i + 1, args.query)));
  return {
    __typename: "PredictiveSearchResult",
    products: withTracking(productNodes),
    collections: withTracking(collections),
    articles: withTracking(articleNodes),
    pages: withTracking(pageNodes),
    queries: withTracking(suggestions),
  };
}

/**
 * Search suggestions: product titles, types and tags that contain every word typed, the last one as a prefix.
 * `styledText` marks what the suggestion adds to the typed text, the way search boxes highlight completions.
 */
function querySuggestions(ctx: EmulatorContext, typed: string, limit: number): Source[] {
  const words = typed.trim().split(/\s+/).filter((word) => normalizeWords(word).length > 0);
  if (words.length === 0) return [];
  // Phrases shoppers might be looking for, most common first, each prepared for matching once.
  const vocabulary = ctx.cache.getOrCompute("suggestion-vocabulary", () => {
    const counts = new Map<string, number>();
    for (const product of ctx.store.products) {
      for (const phrase of [product.record.productType, ...product.record.tags, product.record.title]) {
        const text = phrase.trim().toLowerCase();
        if (text) counts.set(text, (counts.get(text) ?? 0) + 1);
      }
    }
    return [...counts]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], "en"))
      .map(([text]) => ({ text, indexed: indexText(text) }));
  }) as { text: string; indexed: string }[];
  const typedText = typed.trim().toLowerCase();
  const found: string[] = [];
  for (const { text, indexed } of vocabulary) {
    if (found.length >= limit) break;
    // Every typed word, the last one possibly unfinished.
    if (text !== typedText && words.every((word, i) => textContains(indexed, word, i === words.length - 1))) found.push(text);
  }
  return found.map((text) => ({
    __typename: "SearchQuerySuggestion",
    text,
    styledText: styleSuggestion(text, typed),
    trackingParameters: null,
  }));
}

function styleSuggestion(text: string, typed: string): string {
  const typedWords = typed.toLowerCase().split(/[^a-z0-9]+/i).filter(Boolean);
  return text
    .split(/(\s+)/)
    .map((part) => {
      if (/^\s+$/.test(part) || part === "") return part;
      const lower = part.toLowerCase();
      const match = typedWords.filter((w) => lower.startsWith(w)).sort((a, b) => b.length - a.length)[0];
      if (!match) return `<mark>${escapeHtml(part)}</mark>`;
      const rest = part.slice(match.length);
      return escapeHtml(part.slice(0, match.length)) + (rest ? `<mark>${escapeHtml(rest)}</mark>` : "");
    })
    .join("");
}

// ---------------------------------------------------------------------------------------------------------------
// productRecommendations(productId: | productHandle:, intent:)

const RECOMMENDATION_LIMIT = 10;

/** Per store: a score per product position (all 0 between calls: a call zeroes what it touched) and a list of them. */
const scratch = new WeakMap<CatalogueStore, { scores: Int32Array; touched: Int32Array }>();

/**
 * Related products: scored by shared collections (other than the catch-all), product type, farm and tags; ties go to
 * the better seller. COMPLEMENTARY recommendations need manual set-up in Shopify; none are configured here.
 *
 * Scores are added up from the store's index (store.relatedIndex and each collection's members), so only products
 * that share something are visited, and the best ten are kept as they come instead of sorting every candidate. A
 * tag most products carry ("organic") still brings most of the catalogue in, so the work stays linear in its size,
 * but it is a run of additions into a typed array: a request for 250 products took 70–85 ms at 10,000 and at 25,000
 * products, where the scan of the catalogue for every product took 0.63 s for 50 at 10,000.
 */
export function recommendationsFor(ctx: EmulatorContext, product: ProductEntry, intent: "RELATED" | "COMPLEMENTARY"): Source[] {
  if (intent === "COMPLEMENTARY") return [];
  return relatedProducts(ctx.store, product).map((p) => productSource(ctx, p));
}

export function relatedProducts(store: CatalogueStore, product: ProductEntry): ProductEntry[] {
  const count = store.products.length;
  let buffers = scratch.get(store);
  if (!buffers || buffers.scores.length !== count) {
    buffers = { scores: new Int32Array(count), touched: new Int32Array(count) };
    scratch.set(store, buffers);
  }
  const { scores, touched } = buffers;
  let touchedCount = 0;
  const add = (positions: ArrayLike<number>, points: number): void => {
    for (let i = 0; i < positions.length; i += 1) {
      const position = positions[i]!;
      if (scores[position] === 0) touched[touchedCount++] = position;
      scores[position]! += points;
    }
  };
  const index = store.relatedIndex();
  // A collection that holds every product says nothing about likeness.
  for (const collection of product.collections) if (collection.members.length < count) add(collection.members, 3);
  const { productType, vendor, tags } = product.record;
  if (productType) add(index.byProductType.get(productType) ?? [], 2);
  add(index.byVendor.get(vendor) ?? [], 2);
  for (const tag of new Set(tags)) add(index.byTag.get(tag) ?? [], 1);

  // One number orders candidates: the score first, then the better seller (a lower rank, unique per product).
  const bestSelling = store.order("BEST_SELLING").rankOf;
  const key = (position: number): number => scores[position]! * count + (count - 1 - bestSelling[position]!);
  const best: number[] = [];
  const keys: number[] = [];
  for (let i = 0; i < touchedCount; i += 1) {
    const position = touched[i]!;
    if (position === product.index) continue;
    const k = key(position);
    if (best.length === RECOMMENDATION_LIMIT && k <= keys[RECOMMENDATION_LIMIT - 1]!) continue;
    let at = Math.min(best.length, RECOMMENDATION_LIMIT - 1);
    if (best.length < RECOMMENDATION_LIMIT) {
      best.push(position);
      keys.push(k);
    }
    while (at > 0 && k > keys[at - 1]!) {
      best[at] = best[at - 1]!;
      keys[at] = keys[at - 1]!;
      at -= 1;
    }
    best[at] = position;
    keys[at] = k;
  }
  for (let i = 0; i < touchedCount; i += 1) scores[touched[i]!] = 0;
  return best.map((position) => store.products[position]!);
}
