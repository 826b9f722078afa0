// The shop's search page asks search(query:) for what a shopper typed; the emulator answers free text from a word
// index (value-index.ts) instead of testing every product. The answers must be what the search syntax gives. The
// oracle is written here from it: a term matches a product when one of its searchable texts (title, vendor, product
// type, tags, the description as the shop shows it, variant titles) holds the term's words one after the other, each
// compared without case or accents and with a plural "s" dropped; `word*` makes the last word a prefix; AND binds
// before OR; NOT negates.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateCatalogue } from "../../../scripts/emulator/catalogue/generator.ts";
import { startEmulator, type RunningEmulator } from "../../../scripts/emulator/server.ts";
import { dataOf, graphqlClient } from "./helpers.ts";
import { booleanQueries, holds, written, type BooleanQuery } from "./boolean-query.ts";
import { parseSearchQuery } from "../../../scripts/emulator/search-query.ts";
import { CatalogueStore } from "../../../scripts/emulator/store.ts";
import { candidatesOf } from "../../../scripts/emulator/value-index.ts";

const catalogue = generateCatalogue(400);
let emulator: RunningEmulator;
let gql: ReturnType<typeof graphqlClient>;
/** Each product's searchable texts, as the oracle reads them: lists of its words. */
let texts: Map<string, string[][]>;

// The oracle's reading of text: accents and case do not count; words are runs of letters and digits; "honeys" is
// "honey" (a trailing s after more than three letters, not "ss").
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
const singular = (word: string) => (word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word);
const wordsOf = (text: string) => fold(text).split(/[^a-z0-9]+/).filter(Boolean);

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, catalogue, pagingCap: 25_000 });
  gql = graphqlClient(emulator);
  // The description as the shop shows it (its plain text), from the store itself.
  const data = await dataOf(gql("{ products(first: 250) { nodes { handle description } } }"));
  const more = await dataOf(gql("{ products(first: 250, reverse: true) { nodes { handle description } } }"));
  const descriptions = new Map<string, string>([...data.products.nodes, ...more.products.nodes].map((n: { handle: string; description: string }) => [n.handle, n.description]));
  texts = new Map(
    catalogue.products.map((p) => [
      p.handle,
      [p.title, p.vendor, p.productType, ...p.tags, descriptions.get(p.handle)!, ...p.variants.map((v) => v.title)].map((text) => wordsOf(text).map(singular)),
    ]),
  );
});
afterAll(async () => {
  await emulator.close();
});

// A prefix is one word (`hon*`): written bare, more words would be terms of their own.
type Term = { words: string[]; prefix: boolean };
type Query = BooleanQuery<Term>;

function termMatches(handle: string, term: Term): boolean {
  const wanted = term.words.map((word, i) => (term.prefix && i === term.words.length - 1 ? fold(word) : singular(fold(word))));
  return texts.get(handle)!.some((words) =>
    words.some((_, start) =>
      wanted.every((word, i) => {
        const actual = words[start + i];
        if (actual === undefined) return false;
        return term.prefix && i === wanted.length - 1 ? actual.startsWith(word) : actual === word;
      }),
    ),
  );
}
const matches = (handle: string, query: Query) => holds(query, (term) => termMatches(handle, term));
function writeTerm({ words, prefix }: Term): string {
  if (prefix) return `${words[0]}*`;
  return words.length > 1 ? `"${words.join(" ")}"` : words[0]!;
}

// Words the catalogue's titles, vendors, types and tags hold, spelled as a shopper might type them.
const known = [...new Set(catalogue.products.flatMap((p) => [p.title, p.vendor, p.productType, ...p.tags].flatMap(wordsOf)))].filter((w) => w.length > 1);
const titlePairs = catalogue.products.map((p) => wordsOf(p.title)).filter((w) => w.length >= 2).map((w) => w.slice(0, 2));
const respell = (word: string) => fc.constantFrom(word, word.toUpperCase(), `${word}s`, word.replace(/e/, "é"));
const term: fc.Arbitrary<Term> = fc
  .oneof(
    fc.constantFrom(...known).chain(respell).map((word) => ({ words: [word], prefix: false })),
    fc.constantFrom(...known).chain((word) => fc.integer({ min: 1, max: Math.max(1, word.length) }).map((n) => ({ words: [word.slice(0, n)], prefix: true }))),
    fc.constantFrom(...titlePairs).map((words) => ({ words, prefix: false })),
    fc.constantFrom("zzyzx", "quokka").map((word) => ({ words: [word], prefix: false })),
  );
const query = booleanQueries(term);

async function found(text: string): Promise<{ total: number; handles: string[] }> {
  const data = await dataOf(
    gql(
      "query ($q: String!) { search(query: $q, first: 250, types: [PRODUCT]) { totalCount nodes { ... on Product { handle } } } }",
      { q: text },
    ),
  );
  return { total: data.search.totalCount, handles: data.search.nodes.map((n: { handle: string }) => n.handle) };
}

// Only a hang fails it by time: under load 200 searches take longer than vitest's 5 s.
describe("search(query:) by free text", { timeout: 120_000 }, () => {
  it("finds exactly the products whose texts hold the words, whatever the spelling, prefix or nesting", async () => {
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        const expected = catalogue.products.map((p) => p.handle).filter((handle) => matches(handle, q));
        const answer = await found(written(q, writeTerm));
        expect(answer.total).toBe(expected.length);
        if (expected.length <= 250) expect([...answer.handles].sort()).toEqual([...expected].sort());
        else for (const handle of answer.handles) expect(expected).toContain(handle);
      }),
      { numRuns: 200 },
    );
  });

  it("tests only the products holding the words a query requires", () => {
    const store = new CatalogueStore(catalogue);
    const candidates = (text: string) => candidatesOf(parseSearchQuery(text), store.valueIndex(), () => store.wordIndex());
    const word = known.find((w) => w.length > 3)!;
    const holding = catalogue.products.filter((p) => matches(p.handle, { op: "term", term: { words: [word], prefix: false } })).length;
    expect(candidates(word)!.length).toBeGreaterThanOrEqual(holding);
    expect(candidates(word)!.length).toBeLessThan(catalogue.products.length);
    expect(candidates("zzyzx")).toEqual([]);
    // Nothing every match must hold: every product is tested.
    for (const open of ["NOT honey", "h*", "honey OR created_at:>'2020-01-01'"]) expect(candidates(open)).toBeNull();
  });
});
