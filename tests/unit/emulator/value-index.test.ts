// products(query:) by whole values (vendor, product type, tag, handle) answers from an index instead of testing every
// product; the answers must be what Shopify's search syntax gives, whatever the spelling, nesting or sort order. The
// oracle is written here from the documented syntax: a value matches case- and accent-insensitively and whole,
// `product_type` takes a comma-separated list, `tag` matches any tag, `*` at the end matches a prefix, AND binds
// before OR, NOT negates.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateCatalogue } from "../../../scripts/emulator/catalogue/generator.ts";
import type { ProductRecord } from "../../../scripts/emulator/catalogue/types.ts";
import { parseSearchQuery } from "../../../scripts/emulator/search-query.ts";
import { startEmulator, type RunningEmulator } from "../../../scripts/emulator/server.ts";
import { CatalogueStore } from "../../../scripts/emulator/store.ts";
import { candidatesOf } from "../../../scripts/emulator/value-index.ts";
import { dataOf, graphqlClient } from "./helpers.ts";
import { booleanQueries, holds, written, type BooleanQuery } from "./boolean-query.ts";

const catalogue = generateCatalogue(400);
const records = catalogue.products;
let emulator: RunningEmulator;
let gql: ReturnType<typeof graphqlClient>;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, catalogue, pagingCap: 25_000 });
  gql = graphqlClient(emulator);
});
afterAll(async () => {
  await emulator.close();
});

async function handles(query: string, sortKey: string): Promise<string[]> {
  const data = await dataOf(
    gql("query ($q: String, $s: ProductSortKeys) { products(first: 250, query: $q, sortKey: $s) { nodes { handle } } }", { q: query, s: sortKey }),
  );
  return data.products.nodes.map((n: { handle: string }) => n.handle);
}

// The oracle's own reading of a value: accents and case do not count, nor spaces around it.
const plain = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();
type Term = { field: "vendor" | "product_type" | "tag" | "handle"; value: string; prefix: boolean };
type Query = BooleanQuery<Term>;

function valueMatches(actual: string, term: Term, wanted = term.value): boolean {
  return term.prefix ? plain(actual).startsWith(plain(wanted)) : plain(actual) === plain(wanted);
}
function termMatches(product: ProductRecord, term: Term): boolean {
  if (term.field === "vendor") return valueMatches(product.vendor, term);
  if (term.field === "handle") return valueMatches(product.handle, term);
  if (term.field === "tag") return product.tags.some((tag) => valueMatches(tag, term));
  return term.value.split(",").some((type) => valueMatches(product.productType, term, type));
}
const matches = (product: ProductRecord, query: Query) => holds(query, (term) => termMatches(product, term));
// A prefix is written bare (`tag:sma*`); a whole value in double quotes, as it may hold spaces or an apostrophe.
const writeTerm = (term: Term) => (term.prefix ? `${term.field}:${term.value}*` : `${term.field}:"${term.value}"`);

// Values the catalogue holds, spelled as a shopper or a build might: another case, an accent, spaces around.
const respell = (value: string) =>
  fc.constantFrom(value, value.toUpperCase(), value.toLowerCase(), ` ${value} `, value.replace(/e/, "é"), value.replace(/a/, "á"));
const vendors = [...new Set(records.map((p) => p.vendor))];
const types = [...new Set(records.map((p) => p.productType))];
const tags = [...new Set(records.flatMap((p) => p.tags))];
const handlesOf = records.map((p) => p.handle);
const term: fc.Arbitrary<Term> = fc
  .oneof(
    fc.constantFrom(...vendors).chain((v) => respell(v).map((value) => ({ field: "vendor" as const, value }))),
    fc.constantFrom(...tags).chain((v) => respell(v).map((value) => ({ field: "tag" as const, value }))),
    fc.constantFrom(...handlesOf).map((value) => ({ field: "handle" as const, value })),
    fc.array(fc.constantFrom(...types), { minLength: 1, maxLength: 3 }).map((list) => ({ field: "product_type" as const, value: list.join(",") })),
    fc.constantFrom("nobody's farm", "unheard-of").map((value) => ({ field: "vendor" as const, value })),
  )
  .chain((t): fc.Arbitrary<Term> => (t.field === "product_type" ? fc.constant({ ...t, prefix: false }) : fc.boolean().map((cut) => ({ ...t, prefix: cut }))))
  .map((t): Term => (t.prefix ? { ...t, value: t.value.trim().split(/[^\p{L}\p{N}]/u)[0]!.slice(0, 3) || "a" } : t));
const query = booleanQueries(term);

describe("products(query:) by whole values", () => {
  it("answers what the search syntax gives, in id and in best-selling order", async () => {
    const byId = [...records].sort((a, b) => a.id - b.id);
    const bySales = [...records].sort((a, b) => b.sales - a.sales || a.id - b.id);
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        const text = written(q, writeTerm);
        expect(await handles(text, "ID")).toEqual(byId.filter((p) => matches(p, q)).map((p) => p.handle).slice(0, 250));
        expect(await handles(text, "BEST_SELLING")).toEqual(bySales.filter((p) => matches(p, q)).map((p) => p.handle).slice(0, 250));
      }),
      { numRuns: 150 },
    );
  });

  it("tests only the products holding a value the query requires", () => {
    const store = new CatalogueStore(catalogue);
    const index = store.valueIndex();
    const vendor = vendors[0]!;
    const held = records.filter((p) => plain(p.vendor) === plain(vendor)).length;
    expect(candidatesOf(parseSearchQuery(`vendor:'${vendor.toUpperCase()}'`), index)).toHaveLength(held);
    expect(candidatesOf(parseSearchQuery(`vendor:'${vendor}' AND created_at:>'2020-01-01'`), index)).toHaveLength(held);
    expect(candidatesOf(parseSearchQuery(`vendor:'${vendors[0]}' OR vendor:'${vendors[1]}'`), index)!.length).toBeLessThan(records.length);
    // Nothing every match must hold: every product is tested.
    for (const open of [`vendor:${vendor.slice(0, 3)}*`, `NOT vendor:'${vendor}'`, "honey", `vendor:'${vendor}' OR honey`, "created_at:>'2020-01-01'"]) {
      expect(candidatesOf(parseSearchQuery(open), index)).toBeNull();
    }
  });
});
