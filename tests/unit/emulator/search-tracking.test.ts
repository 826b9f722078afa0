// trackingParameters on what search() and predictiveSearch() return, and pages among their results.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningEmulator } from "../../../scripts/emulator/server.ts";
import { dataOf, graphqlClient, startFixtureEmulator } from "./helpers.ts";

let emulator: RunningEmulator;
let gql: ReturnType<typeof graphqlClient>;
beforeAll(async () => {
  emulator = await startFixtureEmulator();
  gql = graphqlClient(emulator);
});
afterAll(() => emulator.close());

const SEARCH = `query($query: String!, $first: Int, $after: String, $types: [SearchType!]) {
  search(query: $query, first: $first, after: $after, types: $types) {
    totalCount
    nodes { __typename ... on Product { handle trackingParameters } ... on Article { handle trackingParameters } ... on Page { handle trackingParameters } }
    pageInfo { hasNextPage endCursor }
  }
}`;

type Hit = { __typename: string; handle: string; trackingParameters: string | null };
type SearchResult = { totalCount: number; nodes: Hit[]; pageInfo: { hasNextPage: boolean; endCursor: string } };

async function search(variables: Record<string, unknown>): Promise<SearchResult> {
  return (await dataOf<{ search: SearchResult }>(gql(SEARCH, { first: 24, types: ["PRODUCT"], ...variables }))).search;
}

const SEARCH_TRACKING = /^_pos=(\d+)&_sid=([0-9a-f]{9})&_ss=r$/;

function parse(tracking: string | null): { pos: number; sid: string } {
  const match = SEARCH_TRACKING.exec(tracking ?? "");
  if (!match) throw new Error(`not search tracking parameters: ${tracking}`);
  return { pos: Number(match[1]), sid: match[2]! };
}

describe("search() trackingParameters", () => {
  it("numbers every product by its place in the whole result, across pages, under one search id", async () => {
    const all = await search({ query: "honey" });
    expect(all.nodes.map((n) => parse(n.trackingParameters).pos)).toEqual(all.nodes.map((_, i) => i + 1));
    const sid = parse(all.nodes[0]!.trackingParameters).sid;
    const first = await search({ query: "honey", first: 4 });
    const second = await search({ query: "honey", first: 4, after: first.pageInfo.endCursor });
    const paged = [...first.nodes, ...second.nodes];
    expect(paged.map((n) => n.handle)).toEqual(all.nodes.map((n) => n.handle));
    expect(paged.map((n) => n.trackingParameters)).toEqual(all.nodes.map((n) => n.trackingParameters));
    expect(new Set(paged.map((n) => parse(n.trackingParameters).sid))).toEqual(new Set([sid]));
  });

  it("is the same for the same search and differs for another", async () => {
    const once = await search({ query: "honey" });
    const twice = await search({ query: "honey" });
    expect(twice.nodes.map((n) => n.trackingParameters)).toEqual(once.nodes.map((n) => n.trackingParameters));
    const other = await search({ query: "jam" });
    expect(parse(other.nodes[0]!.trackingParameters).sid).not.toBe(parse(once.nodes[0]!.trackingParameters).sid);
  });

  it("leaves products fetched outside search without tracking parameters", async () => {
    const [hit] = (await search({ query: "honey" })).nodes;
    const data = await dataOf<{ product: { trackingParameters: string | null }; products: { nodes: { trackingParameters: string | null }[] } }>(
      gql(`query($h: String!) { product(handle: $h) { trackingParameters } products(first: 3, query: "honey") { nodes { trackingParameters } } }`, { h: hit!.handle }),
    );
    expect(data.product.trackingParameters).toBeNull();
    expect(data.products.nodes.every((n) => n.trackingParameters === null)).toBe(true);
  });

  it("finds the shop's pages when asked, tracked like the other results", async () => {
    const pages = await search({ query: "restocking", types: ["PAGE"] });
    expect(pages.nodes.map((n) => `${n.__typename}:${n.handle}`)).toContain("Page:refund-policy");
    expect(pages.totalCount).toBe(pages.nodes.length);
    expect(parse(pages.nodes[0]!.trackingParameters).pos).toBe(1);
    // The about page talks about honey: it is found with the products, after the ones titled with the word.
    const mixed = await search({ query: "honey", types: ["PRODUCT", "ARTICLE", "PAGE"], first: 50 });
    const hits = mixed.nodes.map((n) => `${n.__typename}:${n.handle}`);
    expect(hits).toContain("Page:about");
    expect(hits.indexOf("Page:about")).toBeGreaterThan(hits.indexOf("Product:wildflower-honey"));
    expect(mixed.nodes.map((n) => parse(n.trackingParameters).pos)).toEqual(mixed.nodes.map((_, i) => i + 1));
    // A PRODUCT-only search has no pages.
    expect((await search({ query: "honey" })).nodes.every((n) => n.__typename === "Product")).toBe(true);
  });
});

describe("predictiveSearch() trackingParameters", () => {
  const PREDICTIVE = `query($q: String!, $types: [PredictiveSearchType!]) {
    predictiveSearch(query: $q, types: $types) {
      products { handle trackingParameters }
      collections { handle trackingParameters }
      pages { handle trackingParameters }
      queries { text trackingParameters }
    }
  }`;

  it("carries the typed text and each result's place in its list", async () => {
    const { predictiveSearch } = await dataOf<{ predictiveSearch: Record<string, { trackingParameters: string }[]> }>(gql(PREDICTIVE, { q: "hon" }));
    expect(predictiveSearch.products!.length).toBeGreaterThan(1);
    predictiveSearch.products!.forEach((p, i) => expect(p.trackingParameters).toBe(`_pos=${i + 1}&_psq=hon&_ss=e&_v=1.0`));
    expect(predictiveSearch.collections![0]!.trackingParameters).toBe("_pos=1&_psq=hon&_ss=e&_v=1.0");
    expect(predictiveSearch.queries![0]!.trackingParameters).toBe("_pos=1&_psq=hon&_ss=e&_v=1.0");
  });

  it("encodes the typed text as a URL parameter, and suggests pages by title", async () => {
    const { predictiveSearch } = await dataOf<{ predictiveSearch: { pages: { handle: string; trackingParameters: string }[] } }>(
      gql(PREDICTIVE, { q: "refund pol", types: ["PAGE"] }),
    );
    expect(predictiveSearch.pages).toEqual([{ handle: "refund-policy", trackingParameters: "_pos=1&_psq=refund+pol&_ss=e&_v=1.0" }]);
  });
});
