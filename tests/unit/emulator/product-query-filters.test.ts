// products(query:) with the filters the Storefront API documents, in Shopify's search syntax: dates and prices with
// ranges, quoted values, AND / OR / NOT / - and parentheses; and date windows that split a catalogue exactly (what a
// build reading more than the paging cap relies on). Expected answers are worked out from the fixture's records.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningEmulator } from "../../../scripts/emulator/server.ts";
import { fixtureCatalogue } from "./fixture.ts";
import { dataOf, graphqlClient, startFixtureEmulator } from "./helpers.ts";

let emulator: RunningEmulator;
let gql: ReturnType<typeof graphqlClient>;
beforeAll(async () => {
  emulator = await startFixtureEmulator();
  gql = graphqlClient(emulator);
});
afterAll(async () => {
  await emulator.close();
});

async function handles(query: string, sortKey = "ID", reverse = false): Promise<string[]> {
  const data = await dataOf(
    gql("query ($q: String, $s: ProductSortKeys, $r: Boolean) { products(first: 250, query: $q, sortKey: $s, reverse: $r) { nodes { handle } } }", {
      q: query,
      s: sortKey,
      r: reverse,
    }),
  );
  return data.products.nodes.map((n: { handle: string }) => n.handle);
}

const records = fixtureCatalogue().products;
const byId = [...records].sort((a, b) => a.id - b.id);
/** The oracle: the fixture's products that pass `keep`, in id order. */
const where = (keep: (p: (typeof records)[number]) => boolean): string[] => byId.filter(keep).map((p) => p.handle);
const time = (iso: string): number => Date.parse(iso);

describe("date filters", () => {
  it("updated_at with a quoted timestamp: >= and <= include the instant, > and < leave it out", async () => {
    const at = "2024-09-17T10:00:00Z"; // dried-apricots' updatedAt
    expect(await handles(`updated_at:>='${at}'`)).toEqual(where((p) => time(p.updatedAt) >= time(at)));
    expect(await handles(`updated_at:>='${at}'`)).toContain("dried-apricots");
    expect(await handles(`updated_at:>'${at}'`)).toEqual(where((p) => time(p.updatedAt) > time(at)));
    expect(await handles(`updated_at:>'${at}'`)).not.toContain("dried-apricots");
    expect(await handles(`updated_at:<'${at}'`)).toEqual(where((p) => time(p.updatedAt) < time(at)));
    expect(await handles(`updated_at:<='${at}'`)).toEqual(where((p) => time(p.updatedAt) <= time(at)));
  });

  it("created_at with a date: a day starts at midnight UTC, a month names all its days", async () => {
    expect(await handles("created_at:<2024-02-01")).toEqual(["wildflower-honey", "strawberry-jam", "apricot-preserves"]);
    expect(await handles("created_at:>=2024-09-01")).toEqual(["cafe-blend-coffee"]);
    expect(await handles("created_at:2024-05")).toEqual(["smoked-salmon", "albacore-tuna"]);
  });

  it("windows [a, b) over updated_at split the catalogue exactly, whatever the boundaries", async () => {
    const boundaries = ["2000-01-01T00:00:00Z", "2024-04-10T10:00:00Z", "2024-07-01T10:00:00Z", "2024-09-29T10:00:00Z", "2030-01-01T00:00:00Z"];
    const seen: string[] = [];
    for (let i = 0; i + 1 < boundaries.length; i += 1) {
      const [from, to] = [boundaries[i]!, boundaries[i + 1]!];
      const window = await handles(`updated_at:>='${from}' AND updated_at:<'${to}'`, "UPDATED_AT");
      const expected = [...records]
        .filter((p) => time(p.updatedAt) >= time(from) && time(p.updatedAt) < time(to))
        .sort((a, b) => time(a.updatedAt) - time(b.updatedAt) || a.id - b.id)
        .map((p) => p.handle);
      expect(window, `${from} .. ${to}`).toEqual(expected);
      seen.push(...window);
    }
    expect(seen).toEqual(await handles("", "UPDATED_AT"));
  });

  it("windows over created_at too", async () => {
    const early = await handles("created_at:<'2024-05-01T10:00:00Z'", "CREATED_AT");
    const late = await handles("created_at:>='2024-05-01T10:00:00Z'", "CREATED_AT");
    expect(late[0]).toBe("smoked-salmon");
    expect([...early, ...late]).toEqual(await handles("", "CREATED_AT"));
  });
});

describe("value and price filters", () => {
  it("variants.price with ranges matches a product when any variant's price does", async () => {
    expect(await handles("variants.price:>=30")).toEqual(["smoked-salmon", "lavender-honey-gift-set"]);
    expect(await handles("variants.price:<8")).toEqual(["dried-apricots"]);
    // wildflower-honey has a 22.00 jar as well as a 12.50 one.
    expect(await handles("variants.price:22")).toEqual(["wildflower-honey"]);
    expect(await handles("variants.price:>=24")).toEqual(where((p) => p.variants.some((v) => Number(v.price.amount) >= 24)));
  });

  it("vendor and product_type with quoted values, tag, title, available_for_sale", async () => {
    expect(await handles("vendor:'Coastal Catch Co.'")).toEqual(["smoked-salmon", "albacore-tuna"]);
    expect(await handles('vendor:"Blue Heron Apiary" AND product_type:Honey')).toEqual(["wildflower-honey", "orange-blossom-honey", "raw-honeycomb"]);
    expect(await handles("vendor:'Kona Ridge'")).toEqual([]);
    expect(await handles("tag:honey")).toEqual(where((p) => p.tags.includes("honey")));
    expect(await handles("title:almonds")).toEqual(["honey-roasted-almonds"]);
    const available = await handles("available_for_sale:true");
    const unavailable = await handles("available_for_sale:false");
    expect(available).toEqual(where((p) => p.variants.some((v) => v.availableForSale)));
    expect([...available, ...unavailable].sort()).toEqual(records.map((p) => p.handle).sort());
  });

  it("combines with AND, OR, NOT, - and parentheses", async () => {
    expect(await handles("tag:honey -tag:gift")).toEqual(where((p) => p.tags.includes("honey") && !p.tags.includes("gift")));
    expect(await handles("tag:honey AND NOT tag:gift")).toEqual(await handles("tag:honey -tag:gift"));
    expect(await handles("(tag:jam OR tag:seafood) AND variants.price:<15")).toEqual(["strawberry-jam", "apricot-preserves"]);
    expect(await handles("vendor:'Coastal Catch Co.' OR created_at:<2023-07-01")).toEqual(["strawberry-jam", "smoked-salmon", "albacore-tuna"]);
  });
});

describe("updatedAt", () => {
  it("is bumped by a change, and equal timestamps sort by id in both directions", async () => {
    const own = await startFixtureEmulator();
    try {
      const now = "2026-01-02T03:04:05Z";
      await own.applyChange({ kind: "product", handle: "albacore-tuna", set: { title: "Albacore Tuna Loins" } }, { now });
      await own.applyChange({ kind: "product", handle: "strawberry-jam", set: { price: "10.49" } }, { now });
      const query = "query ($r: Boolean) { products(first: 10, query: \"updated_at:>='2026-01-01T00:00:00Z'\", sortKey: UPDATED_AT, reverse: $r) { nodes { handle updatedAt createdAt } } }";
      const ownGql = graphqlClient(own);
      const forward = (await dataOf(ownGql(query, { r: false }))).products.nodes;
      const ids = new Map(records.map((p) => [p.handle, p.id]));
      const tieOrder = ["albacore-tuna", "strawberry-jam"].sort((a, b) => ids.get(a)! - ids.get(b)!);
      expect(forward.map((n: { handle: string }) => n.handle)).toEqual(tieOrder);
      expect(forward.map((n: { updatedAt: string }) => Date.parse(n.updatedAt))).toEqual([Date.parse(now), Date.parse(now)]);
      const backward = (await dataOf(ownGql(query, { r: true }))).products.nodes;
      expect(backward.map((n: { handle: string }) => n.handle)).toEqual([...tieOrder].reverse());
      // createdAt stays as it was.
      const tuna = forward.find((n: { handle: string }) => n.handle === "albacore-tuna");
      expect(tuna.createdAt).toBe(records.find((p) => p.handle === "albacore-tuna")!.createdAt);
    } finally {
      await own.close();
    }
  });
});
