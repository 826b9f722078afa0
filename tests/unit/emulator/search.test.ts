// search() and predictiveSearch().
import { describe, expect, it } from "vitest";
import { dataOf } from "./helpers.ts";
import { gql } from "./fixture-server.ts";

const SEARCH = `query Search($query: String!, $first: Int, $after: String, $last: Int, $before: String, $sortKey: SearchSortKeys, $reverse: Boolean,
  $productFilters: [ProductFilter!], $types: [SearchType!], $unavailableProducts: SearchUnavailableProductsType, $prefix: SearchPrefixQueryType) {
  search(query: $query, first: $first, after: $after, last: $last, before: $before, sortKey: $sortKey, reverse: $reverse,
    productFilters: $productFilters, types: $types, unavailableProducts: $unavailableProducts, prefix: $prefix) {
    totalCount
    edges { cursor node { __typename ... on Product { handle } ... on Article { handle } } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    productFilters { id label type values { label count input } }
  }
}`;

type SearchResult = {
  totalCount: number;
  edges: { cursor: string; node: { __typename: string; handle: string } }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string; endCursor: string };
  productFilters: { id: string; label: string; type: string; values: { label: string; count: number; input: string }[] }[];
};

async function search(variables: Record<string, unknown>): Promise<SearchResult> {
  return (await dataOf(gql(SEARCH, { first: 24, types: ["PRODUCT"], ...variables }))).search;
}

const handlesOf = (result: SearchResult): string[] => result.edges.map((e) => e.node.handle);

describe("search", () => {
  it("ranks title matches above tag/type matches above description matches, unavailable last", async () => {
    const result = await search({ query: "honey" });
    expect(result.totalCount).toBe(6);
    expect(handlesOf(result)).toEqual([
      "wildflower-honey", "orange-blossom-honey", "lavender-honey-gift-set", "honey-roasted-almonds", "apple-cider-vinegar",
      "raw-honeycomb", // sold out: LAST is Shopify's default
    ]);
    expect(result.edges.every((e) => e.node.__typename === "Product")).toBe(true);
  });

  it("shows or hides unavailable products on request", async () => {
    expect(handlesOf(await search({ query: "honey", unavailableProducts: "SHOW" }))).toEqual([
      "wildflower-honey", "orange-blossom-honey", "lavender-honey-gift-set", "honey-roasted-almonds", "raw-honeycomb", "apple-cider-vinegar",
    ]);
    const hidden = await search({ query: "honey", unavailableProducts: "HIDE" });
    expect(handlesOf(hidden)).not.toContain("raw-honeycomb");
    expect(hidden.totalCount).toBe(5);
  });

  it("sorts by price both ways", async () => {
    expect(handlesOf(await search({ query: "honey", sortKey: "PRICE", unavailableProducts: "SHOW" }))).toEqual([
      "honey-roasted-almonds", "wildflower-honey", "orange-blossom-honey", "apple-cider-vinegar", "raw-honeycomb", "lavender-honey-gift-set",
    ]);
    expect(handlesOf(await search({ query: "honey", sortKey: "PRICE", reverse: true, unavailableProducts: "SHOW" }))).toEqual([
      "lavender-honey-gift-set", "raw-honeycomb", "apple-cider-vinegar", "orange-blossom-honey", "wildflower-honey", "honey-roasted-almonds",
    ]);
  });

  it("requires every word, and finds partial last words with prefix LAST", async () => {
    expect(handlesOf(await search({ query: "orange honey" }))).toEqual(["orange-blossom-honey"]);
    expect(handlesOf(await search({ query: "orange hon" }))).toEqual([]);
    expect(handlesOf(await search({ query: "orange hon", prefix: "LAST" }))).toEqual(["orange-blossom-honey"]);
    expect((await search({ query: "   " })).totalCount).toBe(0);
  });

  it("applies productFilters, counts them over the search results and totals the filtered list", async () => {
    const all = await search({ query: "honey" });
    const vendor = all.productFilters.find((f) => f.id === "filter.p.vendor")!;
    expect(vendor.values.map((v) => [v.label, v.count])).toEqual([["Blue Heron Apiary", 4], ["Sunny Slope Farm", 2]]);
    const filtered = await search({ query: "honey", productFilters: [JSON.parse(vendor.values[1]!.input)] });
    expect(filtered.totalCount).toBe(2);
    expect(handlesOf(filtered)).toEqual(["honey-roasted-almonds", "apple-cider-vinegar"]);
    const type = filtered.productFilters.find((f) => f.id === "filter.p.product_type")!;
    expect(type.values.map((v) => [v.label, v.count])).toEqual([["Gift Set", 0], ["Honey", 0], ["Oil & Vinegar", 1], ["Snacks", 1]]);
    const price = filtered.productFilters.find((f) => f.type === "PRICE_RANGE")!;
    expect(JSON.parse(price.values[0]!.input)).toEqual({ price: { min: 0, max: 48 } });
  });

  it("pages through results forwards and backwards", async () => {
    const all = handlesOf(await search({ query: "honey" }));
    const first = await search({ query: "honey", first: 4 });
    expect(handlesOf(first)).toEqual(all.slice(0, 4));
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = await search({ query: "honey", first: 4, after: first.pageInfo.endCursor });
    expect(handlesOf(second)).toEqual(all.slice(4));
    expect(second.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const back = await search({ query: "honey", first: undefined, last: 2, before: second.pageInfo.startCursor });
    expect(handlesOf(back)).toEqual(all.slice(2, 4));
  });

  it("includes articles when asked (and by default)", async () => {
    const both = await search({ query: "honey", types: ["PRODUCT", "ARTICLE"] });
    expect(both.edges.some((e) => e.node.__typename === "Article" && e.node.handle === "spring-honey-harvest")).toBe(true);
    expect(both.totalCount).toBe(7);
    const byDefault = await search({ query: "jam", types: undefined });
    expect(byDefault.edges.map((e) => `${e.node.__typename}:${e.node.handle}`)).toEqual([
      "Product:strawberry-jam", "Article:jam-making-at-home", "Product:apricot-preserves",
    ]);
  });
});

describe("predictiveSearch", () => {
  const PREDICTIVE = `query($q: String!, $limit: Int, $types: [PredictiveSearchType!], $scope: PredictiveSearchLimitScope) {
    predictiveSearch(query: $q, limit: $limit, types: $types, limitScope: $scope) {
      products { handle } collections { handle } articles { handle } pages { id } queries { text styledText }
    }
  }`;

  it("suggests products, collections, articles and queries from a partial word", async () => {
    const data = await dataOf(gql(PREDICTIVE, { q: "hon" }));
    const result = data.predictiveSearch;
    expect(result.products.map((p: { handle: string }) => p.handle)).toEqual([
      "wildflower-honey", "orange-blossom-honey", "honey-roasted-almonds", "lavender-honey-gift-set", "raw-honeycomb",
    ]);
    expect(result.collections).toEqual([{ handle: "honey" }]);
    expect(result.pages).toEqual([]);
    expect(result.queries[0]).toEqual({ text: "honey", styledText: "hon<mark>ey</mark>" });
    expect(result.queries.every((q: { text: string }) => q.text.includes("hon"))).toBe(true);
  });

  it("honours types and limits", async () => {
    const data = await dataOf(gql(PREDICTIVE, { q: "hon", limit: 2, types: ["PRODUCT", "QUERY"] }));
    expect(data.predictiveSearch.products).toHaveLength(2);
    expect(data.predictiveSearch.collections).toEqual([]);
    expect(data.predictiveSearch.queries.length).toBeLessThanOrEqual(2);
    const all = await dataOf(gql(PREDICTIVE, { q: "hon", limit: 3, scope: "ALL" }));
    const r = all.predictiveSearch;
    expect(r.products.length + r.collections.length + r.articles.length).toBe(3);
    const bad = await gql(PREDICTIVE, { q: "hon", limit: 11 });
    expect(bad.errors?.[0]?.message).toMatch(/between 1 and 10/);
  });
});
