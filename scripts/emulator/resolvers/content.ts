// The shop's pages in GraphQL: `page`, `pageByHandle`, `pages` and Page nodes, and how search reads a page.
//
// The pages are the site's own static pages (shop-pages.ts), their Markdown body and structured frontmatter rendered
// into one HTML body (content-files.ts); the shop's policies are in policies.ts. Nothing here depends on the
// catalogue, so every catalogue (hand-written, generated, test fixture) serves the same pages and policies.
import { parseGid } from "../ids.ts";
import type { PagingLimits } from "../limits.ts";
import { arrayConnection, type ConnectionArgs, type Source } from "../pagination.ts";
import { collectTextTerms, evaluateQuery, parseSearchQuery, type QueryNode, type QuerySubject } from "../search-query.ts";
import { compareDate, compareNumber } from "../search-comparisons.ts";
import { textContains, valueEquals } from "../search-text.ts";
import { badUserInput, notImplemented } from "./context.ts";
import { shopPages, type ShopPage } from "./shop-pages.ts";

export function pageSource(page: ShopPage, trackingParameters: string | null = null): Source {
  return {
    __typename: "Page",
    id: page.gid,
    handle: page.handle,
    title: page.title,
    body: page.bodyHtml,
    bodySummary: page.summary,
    createdAt: page.createdAt,
    updatedAt: page.updatedAt,
    seo: { __typename: "SEO", title: page.seoTitle, description: page.seoDescription },
    // Not published to a Shopify Online Store: the site renders these pages itself.
    onlineStoreUrl: null,
    trackingParameters,
    metafield: null,
    metafields: (args: { identifiers: unknown[] }) => args.identifiers.map(() => null),
  };
}

export function pageByGidNumber(id: number): Source | null {
  const page = shopPages().byId.get(id);
  return page ? pageSource(page) : null;
}

/** `page(handle:, id:)`: one of the two is required, as for product and collection. */
export function pageQuery(args: { handle?: string | null; id?: string | null }): Source | null {
  let page: ShopPage | undefined;
  if (args.id != null) {
    const parsed = parseGid(args.id);
    if (!parsed) throw badUserInput(`Invalid global id '${args.id}'`);
    page = parsed.resource === "Page" ? shopPages().byId.get(parsed.id) : undefined;
  } else if (args.handle != null) page = shopPages().byHandle.get(args.handle);
  else throw badUserInput("Provide either 'handle' or 'id'");
  return page ? pageSource(page) : null;
}

/** What `pages(query:)` and `search` understand of a page: free text in its title and body, and its fields. */
export function pageSubject(page: ShopPage, textFields: readonly ("TITLE" | "BODY")[] = ["TITLE", "BODY"]): QuerySubject {
  const subject: QuerySubject = {
    matchesText: (term) =>
      (textFields.includes("TITLE") && textContains(page.text.title, term.value, term.prefix)) ||
      (textFields.includes("BODY") && textContains(page.text.body, term.value, term.prefix)),
    matchesField: (term) => {
      const exact = term.comparator === ":";
      switch (term.field) {
        case "title":
          return exact && textContains(page.text.title, term.value, term.prefix);
        case "handle":
          return exact && valueEquals(page.handle, term);
        case "id":
          return compareNumber(page.id, term.comparator, term.value);
        case "created_at":
          return compareDate(page.createdAt, term.comparator, term.value);
        case "updated_at":
          return compareDate(page.updatedAt, term.comparator, term.value);
        default:
          return subject.matchesText({ type: "text", value: term.value, phrase: true, prefix: term.prefix });
      }
    },
  };
  return subject;
}

/** A title match counts for much more than a body match, as for products and articles. */
export function pageRelevance(page: ShopPage, query: QueryNode | null, textFields: readonly ("TITLE" | "BODY")[] = ["TITLE", "BODY"]): number {
  let score = 0;
  for (const term of collectTextTerms(query)) {
    if (textFields.includes("TITLE") && textContains(page.text.title, term.value, term.prefix)) score += 10;
    if (textFields.includes("BODY") && textContains(page.text.body, term.value, term.prefix)) score += 1;
  }
  return score;
}

type PagesArgs = ConnectionArgs & { query?: string | null; sortKey?: "ID" | "RELEVANCE" | "TITLE" | "UPDATED_AT" | null };

/** `pages(first/last/after/before, reverse, sortKey, query)`. */
export function pagesQuery(args: PagesArgs, limits: PagingLimits): Source {
  const sortKey = args.sortKey ?? "ID";
  const query = parseSearchQuery(args.query);
  const byId = (a: ShopPage, b: ShopPage): number => a.id - b.id;
  const all = shopPages().list;
  let ordered: ShopPage[];
  if (sortKey === "RELEVANCE" && query) {
    ordered = [...all].sort((a, b) => pageRelevance(b, query) - pageRelevance(a, query) || byId(a, b));
  } else if (sortKey === "TITLE") {
    ordered = [...all].sort((a, b) => a.title.localeCompare(b.title, "en") || byId(a, b));
  } else if (sortKey === "UPDATED_AT") {
    ordered = [...all].sort((a, b) => Date.parse(a.updatedAt) - Date.parse(b.updatedAt) || byId(a, b));
  } else if (sortKey === "ID" || sortKey === "RELEVANCE") {
    // RELEVANCE without a query has nothing to rank by: Shopify then lists in id order.
    ordered = [...all].sort(byId);
  } else {
    throw notImplemented(`Page sortKey ${String(sortKey)}`);
  }
  const matching = ordered.filter((page) => evaluateQuery(query, pageSubject(page)));
  // The cursor names the order and the query, so a cursor from another listing is refused rather than misplaced.
  return arrayConnection("PageConnection", matching, args, `pages:${sortKey}:${args.query ?? ""}`, (page) => pageSource(page), limits);
}
