// The search page's head start (lib/inline-scripts.ts searchHeadStart), run as the browser runs it: its text in a
// fresh JavaScript context with the page's settings JSON, a URL and a fetch that records what is sent. What it sends
// is judged against an oracle written from SPEC.md (sections 2, 7 and 9: q, the search sorts, the URL's filters,
// 24 a page), and against what the island's first read would send, character for character.
import fc from "fast-check";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { compactGraphqlText } from "../../integrations/compact-graphql.ts";
import { searchHeadStart } from "../../lib/inline-scripts.ts";
import type { HeadStart } from "../../lib/storefront/head-start.ts";
import { searchVariables } from "../../lib/storefront/product-search.ts";
import { SEARCH_PRODUCTS } from "../../lib/storefront/queries/search.ts";
import { searchHeadStartSettings, settingsJson } from "./search-head-start.ts";
import { queryFromUrl, searchRequest } from "./search-query.ts";

const store = { origin: "https://farm-shop.example", storeDomain: "farm-shop.example", publicToken: "public-token", apiVersion: "2026-04" };
const settings = searchHeadStartSettings(store);

type Sent = { url: string; init: RequestInit };

/** Runs the inline script on a page at `search`; `answer` is what the store's fetch gives (pending by default). */
function openPage(search: string, answer: () => Promise<unknown> = () => new Promise(() => {}), json = settingsJson(settings)) {
  const sent: Sent[] = [];
  const page: Record<string, unknown> = {
    document: { getElementById: (id: string) => (id === "search-head-start" ? { textContent: json } : null) },
    location: { search },
    URLSearchParams,
    AbortSignal,
    fetch: (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return answer();
    },
  };
  page.window = page;
  runInNewContext(searchHeadStart, page);
  return { sent, headStart: page.storefrontHeadStart as HeadStart | undefined };
}

/** The variables the island's first read sends for a URL (SearchPage: queryFromUrl, searchRequest, searchProducts). */
function islandVariables(search: string) {
  const query = queryFromUrl(new URLSearchParams(search), null);
  return query.term ? searchVariables(query.term, searchRequest(query, null)) : null;
}

/**
 * SPEC.md: the term is q (trimmed; the shop cuts it at 200 characters); the search sorts are Relevance (the
 * default), Price low to high and Price high to low; a filter group holds one value, the first the URL names; the
 * groups a page can read before it knows the listing's are the vendor, the product type, the tag (each its label)
 * and availability (In stock, Out of stock); a label longer than 200 characters is no store's; 24 a page.
 */
function expectedVariables(search: string) {
  const pairs = [...new URLSearchParams(search)];
  const first = (key: string) => pairs.find(([name]) => name === key)?.[1];
  const term = (first("q") ?? "").trim().slice(0, 200);
  if (!term) return null;
  const sorts = new Map([["price-asc", ["PRICE", false]], ["price-desc", ["PRICE", true]]] as const);
  const [sortKey, reverse] = sorts.get(first("sort") as "price-asc") ?? ["RELEVANCE", false];
  const productFilters: object[] = [];
  const taken = new Set<string>();
  for (const [key, label] of pairs) {
    if (taken.has(key) || label === "" || label.length > 200) continue;
    let filter: object | null = null;
    if (key === "filter.p.vendor") filter = { productVendor: label };
    if (key === "filter.p.product_type") filter = { productType: label };
    if (key === "filter.p.tag") filter = { tag: label };
    if (key === "filter.v.availability" && label === "In stock") filter = { available: true };
    if (key === "filter.v.availability" && label === "Out of stock") filter = { available: false };
    if (!filter) continue;
    taken.add(key);
    productFilters.push(filter);
  }
  return { query: term, productFilters, sortKey, reverse, first: 24, after: null };
}

const sentVariables = (sent: Sent[]) => (sent.length ? JSON.parse(String(sent[0]!.init.body)).variables : null);

const keys = fc.constantFrom(
  "q", "sort", "filter.p.vendor", "filter.p.product_type", "filter.p.tag", "filter.v.availability",
  "filter.v.price.gte", "filter.p.m.custom.flavour", "utm_source", "__proto__", "filter.__proto__", "constructor",
);
const values = fc.oneof(
  fc.constantFrom("honey", "  raw honey ", "", " ", "In stock", "Out of stock", "in stock", "price-asc", "price-desc",
    "relevance", "best-selling", "Hilltop Honey", "__proto__", "constructor", "toString"),
  fc.string({ maxLength: 12 }),
  fc.string({ minLength: 195, maxLength: 210 }),
);
const urls = fc.array(fc.tuple(keys, values), { maxLength: 8 }).map((pairs) => `?${new URLSearchParams(pairs)}`);

describe("the search page's head start", () => {
  it("sends, for any URL, the variables SPEC.md gives and the island would send, or nothing without a term", () => {
    fc.assert(
      fc.property(urls, (search) => {
        const { sent, headStart } = openPage(search);
        const expected = expectedVariables(search);
        expect(sentVariables(sent)).toEqual(expected);
        expect(islandVariables(search)).toEqual(expected);
        // The island takes the answer only for the same text, key order included.
        expect(headStart?.variables ?? null).toBe(expected && JSON.stringify(islandVariables(search)));
      }),
      { numRuns: 400 },
    );
  });

  it("asks with the search document on one line, the public token and the island's time limit", () => {
    const { sent, headStart } = openPage("?q=honey&sort=price-desc&filter.p.vendor=Hilltop+Honey");
    expect(sent).toHaveLength(1);
    const { url, init } = sent[0]!;
    expect(url).toBe("https://farm-shop.example/api/2026-04/graphql.json");
    expect(init.method).toBe("POST");
    expect(init.headers).toEqual({
      "Content-Type": "application/json",
      Accept: "application/json",
      "X-Shopify-Storefront-Access-Token": "public-token",
    });
    const body = JSON.parse(String(init.body));
    expect(body.query).toBe(compactGraphqlText(SEARCH_PRODUCTS));
    expect(body.query).not.toMatch(/\n|#graphql/);
    expect(body.query).toMatch(/^query SearchProducts\(/);
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(headStart?.operation).toBe("SearchProducts");
  });

  it("hands on the answer's data, and null for anything else, never a rejection", async () => {
    const json = (status: number, body: unknown, type = "application/json") =>
      Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "content-type": type } }));
    const data = { search: { totalCount: 1 } };
    const outcomes = async (answer: () => Promise<unknown>) => openPage("?q=honey", answer).headStart!.data;
    await expect(outcomes(() => json(200, { data }))).resolves.toEqual(data);
    await expect(outcomes(() => json(500, { data }))).resolves.toBeNull();
    await expect(outcomes(() => json(200, { data }, "text/html"))).resolves.toBeNull();
    await expect(outcomes(() => json(200, { data, errors: [{ message: "Throttled" }] }))).resolves.toBeNull();
    await expect(outcomes(() => json(200, { data: null }))).resolves.toBeNull();
    await expect(outcomes(() => Promise.resolve(new Response("{\"data\":", { headers: { "content-type": "application/json" } })))).resolves.toBeNull();
    await expect(outcomes(() => Promise.reject(new TypeError("Failed to fetch")))).resolves.toBeNull();
  });

  it("does nothing, and throws nothing, without its settings or with settings it cannot read", () => {
    expect(openPage("?q=honey", undefined, "").headStart).toBeUndefined();
    expect(openPage("?q=honey", undefined, "{not json").headStart).toBeUndefined();
    expect(() => runInNewContext(searchHeadStart, { document: { getElementById: () => null }, location: { search: "?q=honey" } })).not.toThrow();
  });

  it("keeps its settings inside their script element whatever the store's token holds", () => {
    const text = settingsJson(searchHeadStartSettings({ ...store, publicToken: "</script><script>alert(1)</script>" }));
    expect(text).not.toContain("<");
    expect(JSON.parse(text).token).toBe("</script><script>alert(1)</script>");
  });
});
