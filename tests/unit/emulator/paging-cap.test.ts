// Shopify's paging cap (limits.ts): no list may be paged past its cap-th item, and counts stop at cap + 1. The
// fixture has 12 products, 5 articles, 3 farms and 7 collections, so a cap of 2 shows it on every kind of list.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGING_CAP_ERROR_CODE, SHOPIFY_PAGING_CAP, cappedCount, pagingLimits } from "../../../scripts/emulator/limits.ts";
import type { RunningEmulator } from "../../../scripts/emulator/server.ts";
import { dataOf, graphqlClient, startFixtureEmulator, type GraphQLResponse } from "./helpers.ts";

const CAP = 2;
let capped: RunningEmulator;
let gql: ReturnType<typeof graphqlClient>;
beforeAll(async () => {
  capped = await startFixtureEmulator({ pagingCap: CAP });
  gql = graphqlClient(capped);
});
afterAll(async () => {
  await capped.close();
});

function expectCapError(response: GraphQLResponse): void {
  expect(response.errors, JSON.stringify(response)).toHaveLength(1);
  const error = response.errors![0]!;
  expect(error.extensions?.code).toBe(PAGING_CAP_ERROR_CODE);
  expect(error.message).toMatch(/^Pagination limit exceeded: a list can be paged through its first 2 items only/);
  expect(error.message).toMatch(/Add filters/);
}

describe("paging past the cap", () => {
  it("serves products up to the cap and refuses the page that reaches past it", async () => {
    const first = await dataOf(gql("{ products(first: 2) { nodes { handle } pageInfo { hasNextPage endCursor } } }"));
    expect(first.products.nodes).toHaveLength(2);
    expect(first.products.pageInfo.hasNextPage).toBe(true);
    const next = await gql("query ($after: String) { products(first: 1, after: $after) { nodes { handle } } }", {
      after: first.products.pageInfo.endCursor,
    });
    expectCapError(next);
    expect(next.errors![0]!.path).toEqual(["products"]);
    expectCapError(await gql("{ products(first: 3) { nodes { handle } } }"));
    // The end of a long list is past the cap too, whichever way it is reached.
    expectCapError(await gql("{ products(last: 1) { nodes { handle } } }"));
    // Reversed, the first two are still fine.
    expect((await dataOf(gql("{ products(first: 2, reverse: true) { nodes { handle } } }"))).products.nodes).toHaveLength(2);
  });

  it("lets a filtered query that fits under the cap be paged to its end", async () => {
    const data = await dataOf(gql('{ products(first: 5, query: "vendor:\'Coastal Catch Co.\'") { nodes { handle } } }'));
    expect(data.products.nodes.map((n: { handle: string }) => n.handle)).toEqual(["smoked-salmon", "albacore-tuna"]);
  });

  it("applies to every list that pages: a collection's products, search, articles, metaobjects, collections", async () => {
    expectCapError(await gql('{ collection(handle: "all-products") { products(first: 3) { nodes { handle } } } }'));
    expectCapError(await gql('{ search(query: "honey", first: 3) { nodes { __typename } } }'));
    expectCapError(await gql("{ articles(first: 3) { nodes { handle } } }"));
    expectCapError(await gql('{ metaobjects(type: "farmer", first: 3) { nodes { handle } } }'));
    expectCapError(await gql("{ collections(first: 3) { nodes { handle } } }"));
    const fits = await dataOf(gql('{ metaobjects(type: "farmer", first: 2) { nodes { handle } } }'));
    expect(fits.metaobjects.nodes).toHaveLength(2);
  });
});

describe("counts past the cap", () => {
  it("stop at cap + 1 and stay exact below it", async () => {
    const honey = await dataOf(
      gql('{ search(query: "honey", first: 1, types: [PRODUCT]) { totalCount productFilters { id values { label count } } } }'),
    );
    expect(honey.search.totalCount).toBe(CAP + 1);
    const counts = new Map<string, number>();
    for (const filter of honey.search.productFilters) for (const value of filter.values) counts.set(`${filter.id}:${value.label}`, value.count);
    // Blue Heron Apiary has 4 products that mention honey: "more than 2"; Sunny Slope Farm has exactly 2.
    expect(counts.get("filter.p.vendor:Blue Heron Apiary")).toBe(CAP + 1);
    expect(counts.get("filter.p.vendor:Sunny Slope Farm")).toBe(CAP);
    expect(Math.max(...counts.values())).toBe(CAP + 1);
    const salmon = await dataOf(gql('{ search(query: "salmon", first: 1, types: [PRODUCT]) { totalCount } }'));
    expect(salmon.search.totalCount).toBe(1);
    const collections = await dataOf(gql("{ collections(first: 1) { totalCount } }"));
    expect(collections.collections.totalCount).toBe(String(CAP + 1));
  });

  it("cappedCount reports cap + 1 for anything above the cap", () => {
    expect(cappedCount(0, { cap: 5 })).toBe(0);
    expect(cappedCount(5, { cap: 5 })).toBe(5);
    expect(cappedCount(6, { cap: 5 })).toBe(6);
    expect(cappedCount(100_000, { cap: 5 })).toBe(6);
  });
});

describe("the cap's setting", () => {
  it("is Shopify's 25,000 by default, lowered by the option or EMULATOR_PAGING_CAP", () => {
    expect(SHOPIFY_PAGING_CAP).toBe(25_000);
    expect(pagingLimits(undefined, undefined).cap).toBe(25_000);
    expect(pagingLimits(undefined, "").cap).toBe(25_000);
    expect(pagingLimits(undefined, "40").cap).toBe(40);
    expect(pagingLimits(7, "40").cap).toBe(7);
  });

  it("refuses a cap that is not a whole number of at least 1", () => {
    expect(() => pagingLimits(0, undefined)).toThrow(/pagingCap must be a whole number of at least 1, not '0'/);
    expect(() => pagingLimits(2.5, undefined)).toThrow(/pagingCap/);
    expect(() => pagingLimits(undefined, "lots")).toThrow(/EMULATOR_PAGING_CAP must be a whole number of at least 1, not 'lots'/);
  });

  it("an emulator started without a setting pages the whole fixture and counts exactly", async () => {
    const saved = process.env.EMULATOR_PAGING_CAP;
    delete process.env.EMULATOR_PAGING_CAP;
    const plain = await startFixtureEmulator();
    try {
      const data = await dataOf(graphqlClient(plain)('{ products(first: 250) { nodes { handle } } search(query: "honey", first: 1) { totalCount } }'));
      expect(data.products.nodes).toHaveLength(12);
      expect(data.search.totalCount).toBeGreaterThan(CAP + 1);
    } finally {
      await plain.close();
      if (saved !== undefined) process.env.EMULATOR_PAGING_CAP = saved;
    }
  });

  it("EMULATOR_PAGING_CAP lowers the cap of an emulator started without the option", async () => {
    const saved = process.env.EMULATOR_PAGING_CAP;
    process.env.EMULATOR_PAGING_CAP = "3";
    let fromEnv: RunningEmulator | undefined;
    try {
      fromEnv = await startFixtureEmulator();
      const response = await graphqlClient(fromEnv)("{ products(first: 4) { nodes { handle } } }");
      expect(response.errors?.[0]?.extensions?.code).toBe(PAGING_CAP_ERROR_CODE);
      expect(response.errors?.[0]?.message).toMatch(/first 3 items only/);
    } finally {
      await fromEnv?.close();
      if (saved === undefined) delete process.env.EMULATOR_PAGING_CAP;
      else process.env.EMULATOR_PAGING_CAP = saved;
    }
  });
});
