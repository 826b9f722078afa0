// Blogs and articles, with `articles(query:, sortKey:, reverse:)` on the root and on each blog.
import { evaluateQuery, parseSearchQuery, type QueryNode } from "../search-query.ts";
import { articleRelevance, articleSubject } from "../subjects.ts";
import { arrayConnection, connectionSource, paginate, rankedList, type ConnectionArgs, type RankedList, type Source } from "../pagination.ts";
import type { ArticleEntry, BlogEntry } from "../store-entries.ts";
import { truncate } from "../text.ts";
import { notImplemented, type EmulatorContext } from "./context.ts";
import { imageSource } from "./images.ts";

type ArticleListArgs = ConnectionArgs & {
  query?: string | null;
  sortKey?: "AUTHOR" | "BLOG_TITLE" | "ID" | "PUBLISHED_AT" | "RELEVANCE" | "TITLE" | "UPDATED_AT" | null;
};

function authorSource(name: string): Source {
  const [firstName = "", ...rest] = name.trim().split(/\s+/);
  return { __typename: "ArticleAuthor", name, firstName, lastName: rest.join(" ") };
}

export function articleSource(ctx: EmulatorContext, article: ArticleEntry): Source {
  const record = article.record;
  const author = authorSource(record.author);
  return {
    __typename: "Article",
    id: article.gid,
    handle: record.handle,
    title: record.title,
    content: (args: { truncateAt?: number | null }) => truncate(article.content, args.truncateAt),
    contentHtml: article.contentHtml,
    excerpt: (args: { truncateAt?: number | null }) => truncate(article.excerpt, args.truncateAt),
    excerptHtml: article.excerptHtml,
    publishedAt: record.publishedAt,
    authorV2: author,
    author,
    image: imageSource(ctx, record.image),
    tags: record.tags,
    blog: () => blogSource(ctx, article.blog),
    seo: { __typename: "SEO", title: null, description: null },
    onlineStoreUrl: null,
    trackingParameters: null,
    metafield: null,
    metafields: (args: { identifiers: unknown[] }) => args.identifiers.map(() => null),
  };
}

export function blogSource(ctx: EmulatorContext, blog: BlogEntry): Source {
  return {
    __typename: "Blog",
    id: blog.gid,
    handle: blog.record.handle,
    title: blog.record.title,
    seo: { __typename: "SEO", title: null, description: null },
    onlineStoreUrl: null,
    metafield: null,
    metafields: (args: { identifiers: unknown[] }) => args.identifiers.map(() => null),
    authors: () => [...new Set(blog.articles.map((a) => a.record.author))].map(authorSource),
    articleByHandle: (args: { handle: string }) => {
      const article = blog.articles.find((a) => a.record.handle === args.handle);
      return article ? articleSource(ctx, article) : null;
    },
    articles: (args: ArticleListArgs) => articleConnection(ctx, blog.articles, args, `blog:${blog.record.id}`),
  };
}

function compareArticles(sortKey: string): (a: ArticleEntry, b: ArticleEntry) => number {
  const byId = (a: ArticleEntry, b: ArticleEntry): number => a.record.id - b.record.id;
  switch (sortKey) {
    case "ID":
      return byId;
    // The catalogue keeps a single date per article, so "updated" is when it was published.
    case "PUBLISHED_AT":
    case "UPDATED_AT":
      return (a, b) => Date.parse(a.record.publishedAt) - Date.parse(b.record.publishedAt) || byId(a, b);
    case "TITLE":
      return (a, b) => a.record.title.localeCompare(b.record.title, "en") || byId(a, b);
    case "AUTHOR":
      return (a, b) => a.record.author.localeCompare(b.record.author, "en") || byId(a, b);
    case "BLOG_TITLE":
      return (a, b) => a.blog.record.title.localeCompare(b.blog.record.title, "en") || byId(a, b);
    default:
      throw notImplemented(`Article sortKey ${sortKey}`);
  }
}

/**
 * A page of articles. Ranks are positions in the whole sorted scope, so a cursor keeps its place when the query
 * narrows the list; RELEVANCE with a query orders by score instead.
 */
export function articleConnection(ctx: EmulatorContext, scope: readonly ArticleEntry[], args: ArticleListArgs, scopeName: string): Source {
  const sortKey = args.sortKey ?? "ID";
  const query = parseSearchQuery(args.query);
  // Each page of a list asks for the same sorted, filtered scope: computed once per store (the cache goes with it), not
  // per page, which at 100,000 articles sorted the whole scope again for every page of a creation-time read.
  const list = ctx.cache.getOrCompute(`articles:${scopeName}:${sortKey}:${args.query ?? ""}`, () =>
    sortedMatches(scope, sortKey, query),
  ) as RankedList<ArticleEntry>;
  const page = paginate(list, args, `articles:${scopeName}:${sortKey}:${sortKey === "RELEVANCE" ? args.query ?? "" : ""}`, ctx.limits);
  return connectionSource("ArticleConnection", page, (article) => articleSource(ctx, article));
}

/** The articles of a scope in the order asked, with their ranks in the whole sorted scope, keeping those the query matches. */
function sortedMatches(scope: readonly ArticleEntry[], sortKey: string, query: QueryNode | null): RankedList<ArticleEntry> {
  let ordered: ArticleEntry[];
  if (sortKey === "RELEVANCE" && query) {
    ordered = scope
      .map((article, i) => ({ article, i, score: articleRelevance(article, query) }))
      .sort((a, b) => b.score - a.score || a.i - b.i)
      .map((x) => x.article);
  } else {
    ordered = [...scope].sort(compareArticles(sortKey === "RELEVANCE" ? "ID" : sortKey));
  }
  const kept: ArticleEntry[] = [];
  const ranks: number[] = [];
  ordered.forEach((article, rank) => {
    if (evaluateQuery(query, articleSubject(article))) {
      kept.push(article);
      ranks.push(rank);
    }
  });
  return rankedList(kept, ranks);
}

export function blogConnection(
  ctx: EmulatorContext,
  args: ConnectionArgs & { sortKey?: string | null; query?: string | null },
): Source {
  if (args.query != null) throw notImplemented("Argument 'query' of 'QueryRoot.blogs'");
  const sortKey = args.sortKey ?? "ID";
  const blogs = [...ctx.store.blogs];
  if (sortKey === "ID" || sortKey === "RELEVANCE") blogs.sort((a, b) => a.record.id - b.record.id);
  else if (sortKey === "HANDLE") blogs.sort((a, b) => a.record.handle.localeCompare(b.record.handle, "en"));
  else if (sortKey === "TITLE") blogs.sort((a, b) => a.record.title.localeCompare(b.record.title, "en"));
  else throw notImplemented(`Blog sortKey ${sortKey}`);
  return arrayConnection("BlogConnection", blogs, args, `blogs:${sortKey}`, (blog) => blogSource(ctx, blog), ctx.limits);
}
