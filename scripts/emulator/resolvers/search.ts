// The catalogue-wide queries that take search text: products(query:) and search(). predictiveSearch() is in
// predictive-search.ts, productRecommendations in recommendations.ts, and the results' tracking parameters in
// search-tracking.ts.
import { compileFilters, hasActiveFilters, productMatchesFilters, type ProductFilterInput } from "../filters.ts";
import { buildFilterGroups } from "../filter-groups.ts";
import { cappedCount } from "../limits.ts";
import { arrayList, paginate, connectionSource, type ConnectionArgs, type RankedList, type Source } from "../pagination.ts";
import { evaluateQuery, parseSearchQuery, withPrefixOnLastTerm, type QueryNode } from "../search-query.ts";
import { PRODUCT_ORDERS, type ArticleEntry, type ProductEntry, type ProductOrder } from "../store-entries.ts";
import {
  PRODUCT_QUERY_FIELDS,
  SEARCH_FIELDS,
  articleRelevance,
  articleSubject,
  productRelevance,
  productSubject,
  type ProductTextField,
} from "../subjects.ts";
import { articleSource } from "./blogs.ts";
import { pageRelevance, pageSource, pageSubject } from "./content.ts";
import { notImplemented, type EmulatorContext } from "./context.ts";
import { shopPages, type ShopPage } from "./shop-pages.ts";
import { productConnection, productSource } from "./products.ts";
import { candidateProducts, filteredCandidateList, filteredOrderList, orderList } from "./product-lists.ts";
import { candidatesOf } from "../value-index.ts";
import { searchId, searchTracking, tracked } from "./search-tracking.ts";

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
// products(query:, sortKey:, reverse:)

type ProductsArgs = ConnectionArgs & { query?: string | null; sortKey: ProductOrder | "RELEVANCE" };

export function productsQuery(ctx: EmulatorContext, args: ProductsArgs): Source {
  const store = ctx.store;
  const query = parseSearchQuery(args.query);
  if (args.sortKey === "RELEVANCE" && query) {
    const key = `products-relevance:${args.query}`;
    const list = ctx.cache.getOrCompute(key, () => arrayList(rankByRelevance(candidateProducts(store, query), query, PRODUCT_QUERY_FIELDS))) as RankedList<ProductEntry>;
    return productConnection(ctx, list, args, `products:RELEVANCE:${fingerprint(args.query ?? "")}`);
  }
  // Without a query, RELEVANCE has nothing to rank by: Shopify then lists in its default order (by id).
  const order: ProductOrder = args.sortKey === "RELEVANCE" ? "ID" : args.sortKey;
  if (!PRODUCT_ORDERS.includes(order)) throw notImplemented(`Product sortKey ${args.sortKey}`);
  if (!query) return productConnection(ctx, orderList(store, order), args, `products:${order}`);
  const list = ctx.cache.getOrCompute(`products:${order}:${args.query}`, () => {
    const keep = (p: ProductEntry) => evaluateQuery(query, productSubject(p, PRODUCT_QUERY_FIELDS));
    const candidates = candidatesOf(query, store.valueIndex(), () => store.wordIndex());
    return candidates ? filteredCandidateList(store, order, candidates, keep) : filteredOrderList(store, order, keep);
  }) as RankedList<ProductEntry>;
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
    const asked = query;
    scope = (asked ? candidateProducts(ctx.store, asked) : ctx.store.products).filter((p) => evaluateQuery(asked, productSubject(p, SEARCH_FIELDS)));
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
  const page = paginate(positioned, { ...args, reverse: false }, `search:${fingerprint(signature)}`, ctx.limits);
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
      // Shopify stops counts at cap + 1 ("more than 25,000").
      totalCount: cappedCount(result.hits.length, ctx.limits),
      productFilters: () =>
        ctx.cache.getOrCompute(`search-filters:${signature}`, () => buildFilterGroups(result.scope, compileFilters(args.productFilters), ctx.limits)),
    },
  );
}

// relatedProducts lives in recommendations.ts; it is exported here too because the storefront's bulk-read test
// (tests/unit/storefront/bulk.test.ts) imports it from this module.
export { relatedProducts } from "./recommendations.ts";
