// products(): pagination in both directions, every sort key, and products(query:). One product's fields are in
// product.test.ts, node() and nodes() in nodes.test.ts, productRecommendations in recommendations.test.ts.
import { describe, expect, it } from "vitest";
import { dataOf } from "./helpers.ts";
import { gql } from "./fixture-server.ts";

const PAGE = `query Page($first: Int, $last: Int, $after: String, $before: String, $sortKey: ProductSortKeys, $reverse: Boolean, $query: String) {
  products(first: $first, last: $last, after: $after, before: $before, sortKey: $sortKey, reverse: $reverse, query: $query) {
    edges { cursor node { handle } }
    nodes { handle }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;

type PageResult = {
  products: {
    edges: { cursor: string; node: { handle: string } }[];
    nodes: { handle: string }[];
    pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  };
};

async function page(variables: Record<string, unknown>): Promise<PageResult["products"]> {
  return (await dataOf<PageResult>(gql(PAGE, variables))).products;
}

async function handles(variables: Record<string, unknown>): Promise<string[]> {
  return (await page({ first: 250, ...variables })).nodes.map((n) => n.handle);
}

describe("products pagination", () => {
  it("walks forwards through all products with correct pageInfo", async () => {
    const all = await handles({});
    expect(all).toHaveLength(12);
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const p = await page({ first: 5, after });
      pages += 1;
      seen.push(...p.nodes.map((n) => n.handle));
      expect(p.edges.map((e) => e.node.handle)).toEqual(p.nodes.map((n) => n.handle));
      expect(p.pageInfo.startCursor).toBe(p.edges[0]?.cursor);
      expect(p.pageInfo.endCursor).toBe(p.edges.at(-1)?.cursor);
      expect(p.pageInfo.hasPreviousPage).toBe(after !== null);
      if (!p.pageInfo.hasNextPage) break;
      after = p.pageInfo.endCursor;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(all);
  });

  it("walks backwards with last/before", async () => {
    const all = await handles({ sortKey: "TITLE" });
    const last = await page({ last: 5, sortKey: "TITLE" });
    expect(last.nodes.map((n) => n.handle)).toEqual(all.slice(7));
    expect(last.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const before = await page({ last: 5, before: last.pageInfo.startCursor, sortKey: "TITLE" });
    expect(before.nodes.map((n) => n.handle)).toEqual(all.slice(2, 7));
    expect(before.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    const start = await page({ last: 5, before: before.pageInfo.startCursor, sortKey: "TITLE" });
    expect(start.nodes.map((n) => n.handle)).toEqual(all.slice(0, 2));
    expect(start.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
  });

  it("pages a reversed order", async () => {
    const reversed = await handles({ sortKey: "PRICE", reverse: true });
    expect(reversed).toEqual([...(await handles({ sortKey: "PRICE" }))].reverse());
    const first = await page({ first: 4, sortKey: "PRICE", reverse: true });
    const second = await page({ first: 4, after: first.pageInfo.endCursor, sortKey: "PRICE", reverse: true });
    expect([...first.nodes, ...second.nodes].map((n) => n.handle)).toEqual(reversed.slice(0, 8));
    const back = await page({ last: 2, before: second.pageInfo.startCursor, sortKey: "PRICE", reverse: true });
    expect(back.nodes.map((n) => n.handle)).toEqual(reversed.slice(2, 4));
  });

  it("keeps cursors valid on a filtered list of the same order", async () => {
    const filtered = await handles({ sortKey: "TITLE", query: "vendor:'Sunny Slope Farm'" });
    const first = await page({ first: 2, sortKey: "TITLE", query: "vendor:'Sunny Slope Farm'" });
    const next = await page({ first: 10, after: first.pageInfo.endCursor, sortKey: "TITLE", query: "vendor:'Sunny Slope Farm'" });
    expect(next.nodes.map((n) => n.handle)).toEqual(filtered.slice(2));
    expect(next.pageInfo.hasNextPage).toBe(false);
  });

  it("answers an empty page with null cursors", async () => {
    const p = await page({ first: 0 });
    expect(p.nodes).toEqual([]);
    expect(p.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false, startCursor: null, endCursor: null });
  });
});

describe("product sort keys", () => {
  it("sorts by each key, ties broken by id", async () => {
    expect(await handles({ sortKey: "ID" })).toEqual([
      "wildflower-honey", "orange-blossom-honey", "raw-honeycomb", "strawberry-jam", "apricot-preserves", "dried-apricots",
      "smoked-salmon", "albacore-tuna", "honey-roasted-almonds", "lavender-honey-gift-set", "apple-cider-vinegar", "cafe-blend-coffee",
    ]);
    expect((await handles({ sortKey: "TITLE" })).slice(0, 3)).toEqual(["albacore-tuna", "apple-cider-vinegar", "apricot-preserves"]);
    expect((await handles({ sortKey: "PRICE" })).slice(0, 3)).toEqual(["dried-apricots", "honey-roasted-almonds", "strawberry-jam"]);
    expect((await handles({ sortKey: "BEST_SELLING" })).slice(0, 3)).toEqual(["strawberry-jam", "honey-roasted-almonds", "wildflower-honey"]);
    expect((await handles({ sortKey: "BEST_SELLING", reverse: true }))[0]).toBe("raw-honeycomb");
    expect((await handles({ sortKey: "CREATED_AT" })).slice(0, 2)).toEqual(["strawberry-jam", "apricot-preserves"]);
    expect((await handles({ sortKey: "VENDOR" }))[0]).toBe("wildflower-honey");
    expect((await handles({ sortKey: "PRODUCT_TYPE" }))[0]).toBe("cafe-blend-coffee");
    const updated = await dataOf(gql("{ products(first: 250, sortKey: UPDATED_AT) { nodes { updatedAt } } }"));
    const stamps = updated.products.nodes.map((n: { updatedAt: string }) => Date.parse(n.updatedAt));
    expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
  });

  it("sorts by relevance when a query is given", async () => {
    const ranked = await handles({ sortKey: "RELEVANCE", query: "honey" });
    // Title matches first, then a type-and-tag match ("honeycomb" in the title is another word), then a
    // description-only match.
    expect(ranked.slice(4)).toEqual(["raw-honeycomb", "apple-cider-vinegar"]);
    expect(ranked[0]).toBe("wildflower-honey"); // title, type, tag and description all say honey
    expect(ranked.slice(0, 4).sort()).toEqual(["honey-roasted-almonds", "lavender-honey-gift-set", "orange-blossom-honey", "wildflower-honey"]);
  });
});

describe("products(query:)", () => {
  const cases: [string, string[]][] = [
    ["vendor:'Blue Heron Apiary'", ["wildflower-honey", "orange-blossom-honey", "raw-honeycomb", "lavender-honey-gift-set"]],
    ['vendor:"Coastal Catch Co." tag:freeshipping', ["albacore-tuna"]],
    ["product_type:Jams", ["strawberry-jam", "apricot-preserves"]],
    ["product_type:Jams,Seafood", ["strawberry-jam", "apricot-preserves", "smoked-salmon", "albacore-tuna"]],
    ["tag:honey -vendor:'Blue Heron Apiary'", []],
    ["honey NOT tag:honey", ["honey-roasted-almonds", "apple-cider-vinegar"]],
    ["title:honey*", ["wildflower-honey", "orange-blossom-honey", "raw-honeycomb", "honey-roasted-almonds", "lavender-honey-gift-set"]],
    ["hon*", ["wildflower-honey", "orange-blossom-honey", "raw-honeycomb", "honey-roasted-almonds", "lavender-honey-gift-set", "apple-cider-vinegar"]],
    ["created_at:>=2024-06-01", ["honey-roasted-almonds", "lavender-honey-gift-set", "apple-cider-vinegar", "cafe-blend-coffee"]],
    ["created_at:<2024", ["strawberry-jam", "apricot-preserves"]],
    ["variants.price:>30", ["smoked-salmon", "lavender-honey-gift-set"]],
    ["available_for_sale:false", ["raw-honeycomb"]],
    ["jam OR seafood", ["strawberry-jam", "apricot-preserves", "smoked-salmon", "albacore-tuna"]],
    ["cafe", ["cafe-blend-coffee"]],
    ["handle:smoked-salmon", ["smoked-salmon"]],
    ["id:>=111", ["apple-cider-vinegar", "cafe-blend-coffee"]],
  ];
  for (const [query, expected] of cases) {
    it(`finds ${query}`, async () => {
      expect(await handles({ query })).toEqual(expected);
    });
  }
});
