// predictiveSearch(query:, limit:, limitScope:, types:, searchableFields:, unavailableProducts:): what a search box
// shows while the shopper types: products, collections, articles and pages matching the text so far, the last word
// as a prefix, and suggested queries.
import { candidateProducts } from "./product-lists.ts";
import type { Source } from "../pagination.ts";
import { evaluateQuery, parseSearchQuery, withPrefixOnLastTerm } from "../search-query.ts";
import { indexText, normalizeWords, textContains } from "../search-text.ts";
import type { ArticleEntry, ProductEntry } from "../store-entries.ts";
import {
  ARTICLE_FIELDS,
  PREDICTIVE_DEFAULT_FIELDS,
  articleSubject,
  productRelevance,
  productSubject,
  type ArticleTextField,
  type ProductTextField,
} from "../subjects.ts";
import { escapeHtml } from "../text.ts";
import { articleSource } from "./blogs.ts";
import { pageRelevance, pageSource, pageSubject } from "./content.ts";
import { badUserInput, type EmulatorContext } from "./context.ts";
import { shopPages, type ShopPage } from "./shop-pages.ts";
import { collectionSource, productSource } from "./products.ts";
import { predictiveTracking, tracked } from "./search-tracking.ts";

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
      products = candidateProducts(ctx.store, query)
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
