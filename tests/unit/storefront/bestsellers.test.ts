// Every farm's bestsellers when the best-selling order is longer than the paging cap, against a fake store with
// Shopify's rules: the order pages only up to the cap (a page past it is an error), and `products(sortKey:
// BEST_SELLING, query: "vendor:…")` answers a vendor's products in that order, matching vendors without regard to
// case or accents (as the emulator does), so a filter may find a farm whose name differs from the one asked for by
// an accent. Judged by what the whole order says: a farm's bestsellers are its products (vendor folded to its name)
// in the store's sales order, the first five, worked out here from the fake store's known order.
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  farmsMoved,
  quoteSearchValue,
  readBestSellingOrder,
  vendorQuery,
  type FarmPageRequest,
  type Vendored,
} from "../../../src/lib/storefront/bestsellers.ts";
import type { Page } from "../../../src/lib/storefront/paging.ts";
import { farmNameKey } from "../../../src/lib/routes.ts";
import { productsByFarm } from "../../../src/features/farms/farm-products.ts";
import { evaluateQuery, parseSearchQuery, type FieldTerm } from "../../../scripts/emulator/search-query.ts";
import { valueEquals } from "../../../scripts/emulator/search-text.ts";

beforeEach(() => void vi.spyOn(console, "log").mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

const bestsellers = 5;

// Names a naive query would break on, and two that differ by an accent only (one filter finds both).
const farmNames = [
  "Blue Heron Apiary",
  `O'Brien's "Old" Mill`,
  "Back\\slash Acres",
  "AND OR NOT Farm",
  "Colon: Farm (East)",
  "Café Alto",
  "Cafe Alto",
  "vendor:'x' OR vendor:'y'",
  "Star* Ranch",
];

/** How a product may spell its farm's name: as written, in capitals, with extra spaces (all fold to the farm). */
const spelling = fc.constantFrom((name: string) => name, (name: string) => name.toUpperCase(), (name: string) => `  ${name.replace(/ /g, "  ")} `);

/** A store: products with vendors (some of no farm), its best-selling order, its paging cap. */
const stores = fc
  .record({
    products: fc.array(
      fc.record({ farm: fc.integer({ min: -1, max: farmNames.length - 1 }), spell: spelling }),
      { minLength: 20, maxLength: 150 },
    ),
    shuffle: fc.array(fc.nat(), { minLength: 150, maxLength: 150 }),
    cap: fc.integer({ min: 1, max: 40 }),
  })
  .map(({ products, shuffle, cap }) => {
    const catalogue: Vendored[] = products.map((p, i) => ({
      id: `gid://shopify/Product/${i + 1}`,
      vendor: p.farm < 0 ? "Nobody's Collective" : p.spell(farmNames[p.farm]!),
    }));
    const order = catalogue.map((p, i) => ({ id: p.id, key: shuffle[i]! * 1000 + i })).sort((a, b) => a.key - b.key).map((p) => p.id);
    return { catalogue, order, cap };
  });

function fakeStore(catalogue: Vendored[], order: string[], cap: number) {
  const byId = new Map(catalogue.map((p) => [p.id, p]));
  const requests = { order: 0, farms: 0 };
  const page = (list: Vendored[], after: string | null, first: number): Page<Vendored> => {
    const start = after === null ? 0 : Number(after);
    if (start + first > cap) throw new Error(`Pagination limit exceeded: item ${start + first} is past ${cap}`);
    const nodes = list.slice(start, start + first);
    return { nodes, pageInfo: { hasNextPage: start + first < list.length, endCursor: String(start + nodes.length) } };
  };
  const inOrder = order.map((id) => byId.get(id)!);
  return {
    requests,
    fetchOrderPage: async (after: string | null, first: number) => {
      requests.order++;
      return page(inOrder, after, first);
    },
    fetchFarmPages: async (batch: FarmPageRequest[]) => {
      requests.farms++;
      return batch.map(({ query, after, first }) => {
        const parsed = parseSearchQuery(query);
        const matches = (product: Vendored) =>
          evaluateQuery(parsed, {
            matchesText: () => false,
            matchesField: (term: FieldTerm) => term.field === "vendor" && term.comparator === ":" && valueEquals(product.vendor, term),
          });
        return page(inOrder.filter(matches), after, first);
      });
    },
  };
}

/** The build's read of the best-selling order from a fake store: whole within the cap, else its top and the farms' own answers. */
function readOrderFrom(store: ReturnType<typeof fakeStore>, catalogue: Vendored[], cap: number): Promise<string[]> {
  return readBestSellingOrder({
    fetchOrderPage: store.fetchOrderPage,
    loadCatalogue: async () => ({ products: catalogue, farmNames }),
    fetchFarmPages: store.fetchFarmPages,
    count: bestsellers,
    cap,
  });
}

/** The oracle: each farm's products in the store's whole best-selling order, the first five. */
function expectedBestsellers(catalogue: Vendored[], order: string[], names: readonly string[] = farmNames): Map<string, string[]> {
  const rank = new Map(order.map((id, i) => [id, i]));
  return new Map(
    names.map((name) => [
      name,
      catalogue
        .filter((p) => farmNameKey(p.vendor) === farmNameKey(name))
        .sort((a, b) => rank.get(a.id)! - rank.get(b.id)!)
        .slice(0, bestsellers)
        .map((p) => p.id),
    ]),
  );
}

/**
 * How deep a farm's vendor filter must be paged to reach its last bestseller: the filter (any of its products'
 * spellings, matched as the fake store matches) lists other farms' products too.
 */
function filterDepth(catalogue: Vendored[], order: string[], name: string): number {
  const byId = new Map(catalogue.map((p) => [p.id, p]));
  const own = (p: Vendored) => farmNameKey(p.vendor) === farmNameKey(name);
  const spellings = catalogue.filter(own).map((p) => p.vendor);
  const listed = order.map((id) => byId.get(id)!).filter((p) => spellings.some((v) => valueEquals(p.vendor, { value: v, prefix: false })));
  let seen = 0;
  const wanted = Math.min(bestsellers, spellings.length);
  for (let i = 0; i < listed.length; i++) if (own(listed[i]!) && ++seen === wanted) return i + 1;
  return 0;
}

// Many generated stores a run: seconds on a quiet machine, longer on a loaded one; the limit only catches a hang.
describe("farm bestsellers past the paging cap", { timeout: 120_000 }, () => {
  it("are exactly what the whole best-selling order gives, for every farm, without paging past the cap", async () => {
    const runs = { farmsAsked: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(stores, async ({ catalogue, order, cap }) => {
        const store = fakeStore(catalogue, order, cap);
        const outcome = await readOrderFrom(store, catalogue, cap).then(
          (read) => ({ read }),
          (error: Error) => ({ error }),
        );
        const expected = expectedBestsellers(catalogue, order);
        if ("error" in outcome) {
          // Only when some farm's own bestsellers lie past the cap of its vendor filter's list can the read not be whole.
          expect(outcome.error.message).toMatch(/lie past the first \d+ products its vendor filter finds/);
          expect(farmNames.some((name) => filterDepth(catalogue, order, name) > cap)).toBe(true);
          runs.refused++;
          return;
        }
        const listed = catalogue.map((p) => ({ ...p, createdAt: "2026-01-01T00:00:00Z" }));
        const byFarm = productsByFarm(farmNames, listed, outcome.read);
        for (const name of farmNames) expect(byFarm.get(name)!.bestsellers.map((p) => p.id), name).toEqual(expected.get(name));
        // A store within the cap is read as before: the whole order, no farm asked.
        if (catalogue.length <= cap) {
          expect(outcome.read).toEqual(order);
          expect(store.requests.farms).toBe(0);
        }
        if (store.requests.farms > 0) runs.farmsAsked++;
      }),
      { numRuns: 300 },
    );
    // The runs went past the cap and asked farms, mostly with success.
    expect(runs.farmsAsked).toBeGreaterThan(75);
    expect(runs.refused).toBeLessThan(runs.farmsAsked);
  });
});

/**
 * Editors' changes to a store: products edited, moved to a farm (maybe their own, spelled another way), deleted or
 * created (placed in the sales order), a farm renamed. Sales do not move: they come with no webhook.
 */
const changes = fc.record({
  /** Which kind of change a run makes besides the edits, so that each kind is often the only one. */
  kind: fc.constantFrom("edits only", "moves", "deletions", "creations", "a rename", "all"),
  /** Named by a webhook with their farm unchanged (a title, a price). */
  edited: fc.array(fc.nat(), { maxLength: 3 }),
  moved: fc.array(fc.record({ product: fc.nat(), farm: fc.integer({ min: -1, max: farmNames.length - 1 }), spell: spelling }), { maxLength: 4 }),
  deleted: fc.array(fc.nat(), { maxLength: 3 }),
  created: fc.array(fc.record({ farm: fc.integer({ min: -1, max: farmNames.length - 1 }), spell: spelling, place: fc.nat() }), { maxLength: 3 }),
  renamed: fc.option(fc.record({ farm: fc.nat({ max: farmNames.length - 1 }), to: fc.constantFrom("Nobody's Collective", "Brand New Acres") })),
});

type Changes = typeof changes extends fc.Arbitrary<infer T> ? T : never;

/** The store after the changes: its products, its whole sales order (the others keep their places), its farms, what webhooks name. */
function changedStore(catalogue: Vendored[], order: string[], changes: Changes) {
  const vendorOf = (farm: number, spell: (name: string) => string) => (farm < 0 ? "Nobody's Collective" : spell(farmNames[farm]!));
  const farmIndexOf = (vendor: string) => farmNames.findIndex((name) => farmNameKey(name) === farmNameKey(vendor));
  const { kind } = changes;
  const edit: Changes = {
    ...changes,
    // Outside "moves" and "all", a product named as moved stays on its farm, spelled another way.
    moved: kind === "moves" || kind === "all" ? changes.moved : changes.moved.map((m) => ({ ...m, farm: farmIndexOf(catalogue[m.product % catalogue.length]!.vendor) })),
    deleted: kind === "deletions" || kind === "all" ? changes.deleted : [],
    created: kind === "creations" || kind === "all" ? changes.created : [],
    renamed: kind === "a rename" || kind === "all" ? changes.renamed : null,
  };
  const deleted = new Set(edit.deleted.map((i) => catalogue[i % catalogue.length]!.id));
  const moved = new Map(edit.moved.map((m) => [catalogue[m.product % catalogue.length]!.id, vendorOf(m.farm, m.spell)]));
  const after: Vendored[] = catalogue.filter((p) => !deleted.has(p.id)).map((p) => ({ ...p, vendor: moved.get(p.id) ?? p.vendor }));
  let newOrder = order.filter((id) => !deleted.has(id));
  const created: string[] = [];
  edit.created.forEach((c, i) => {
    const product = { id: `gid://shopify/Product/${1000 + i}`, vendor: vendorOf(c.farm, c.spell) };
    after.push(product);
    created.push(product.id);
    const at = c.place % (newOrder.length + 1);
    newOrder = [...newOrder.slice(0, at), product.id, ...newOrder.slice(at)];
  });
  const names = [...farmNames];
  if (edit.renamed) names[edit.renamed.farm] = edit.renamed.to;
  const edited = edit.edited.map((i) => catalogue[i % catalogue.length]!.id);
  const changed = new Set([...edited, ...deleted, ...moved.keys(), ...created]);
  return { after, order: newOrder, names, changed };
}

describe("farm bestsellers after some products changed", { timeout: 120_000 }, () => {
  it("are the last order's when no product changed farm, came or went and no farm was renamed, whatever that order held", async () => {
    const runs = { kept: 0, readAgain: 0 };
    await fc.assert(
      fc.asyncProperty(stores, changes, async ({ catalogue, order, cap }, edit) => {
        const before = fakeStore(catalogue, order, cap);
        // The last order as the build read it.
        const last = await readOrderFrom(before, catalogue, cap).catch(() => null);
        fc.pre(last !== null); // a store whose bestsellers cannot be read at all (tested above)
        const now = changedStore(catalogue, order, edit);
        if (farmsMoved({ before: catalogue, after: now.after, changed: now.changed, farmNamesBefore: farmNames, farmNames: now.names })) {
          runs.readAgain++;
          return;
        }
        runs.kept++;
        const expected = expectedBestsellers(now.after, now.order, now.names);
        const listed = now.after.map((p) => ({ ...p, createdAt: "2026-01-01T00:00:00Z" }));
        const byFarm = productsByFarm(now.names, listed, last!);
        for (const name of now.names) expect(byFarm.get(name)!.bestsellers.map((p) => p.id), name).toEqual(expected.get(name));
      }),
      { numRuns: 300 },
    );
    expect(runs.kept).toBeGreaterThan(30);
    expect(runs.readAgain).toBeGreaterThan(30);
  });

  it("are read again when a product changed farm, came or went, or a farm was renamed; not after any other edit", () => {
    const products: Vendored[] = [
      { id: "gid://shopify/Product/1", vendor: "Blue Heron Apiary" },
      { id: "gid://shopify/Product/2", vendor: "Café Alto" },
    ];
    const change = (after: Vendored[], changed: string[], farmNamesNow: readonly string[] = farmNames) =>
      farmsMoved({ before: products, after, changed: new Set(changed), farmNamesBefore: farmNames, farmNames: farmNamesNow });
    const [honey, coffee] = products as [Vendored, Vendored];
    // Edits that keep every product on its farm: a title or price (the vendor as it was), another spelling of it.
    expect(change(products, [honey.id])).toBe(false);
    expect(change([{ ...honey, vendor: "  BLUE  HERON  APIARY " }, coffee], [honey.id])).toBe(false);
    expect(change(products, ["gid://shopify/Product/9"])).toBe(false); // named, never shown
    expect(change(products, [], [...farmNames].reverse())).toBe(false); // the same farms in another order
    // Moves.
    expect(change([{ ...honey, vendor: "Cafe Alto" }, coffee], [honey.id])).toBe(true);
    expect(change([coffee], [honey.id])).toBe(true); // deleted or hidden
    expect(change([...products, { id: "gid://shopify/Product/3", vendor: "Café Alto" }], ["gid://shopify/Product/3"])).toBe(true);
    expect(change(products, [], farmNames.map((name, i) => (i === 0 ? "Blue Heron Meadery" : name)))).toBe(true);
    expect(change(products, [], farmNames.slice(1))).toBe(true); // a farm removed
  });
});

describe("vendor filters", () => {
  it("stand for exactly the vendor named, whatever its characters", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), (vendor) => {
        // The emulator's parser implements Shopify's search syntax; the oracle is the vendor itself.
        expect(parseSearchQuery(`vendor:${quoteSearchValue(vendor)}`)).toEqual({
          type: "field",
          field: "vendor",
          comparator: ":",
          value: vendor,
          prefix: false,
        });
      }),
      { numRuns: 500 },
    );
    expect(quoteSearchValue(`O'Brien \\ "Old"`)).toBe(`'O\\'Brien \\\\ "Old"'`);
  });

  it("name every spelling of a farm, any of which may match", () => {
    const query = parseSearchQuery(vendorQuery(["Café Alto", "CAFÉ  ALTO", "x) OR (vendor:y"]));
    expect(query).toEqual({
      type: "or",
      children: ["Café Alto", "CAFÉ  ALTO", "x) OR (vendor:y"].map((value) => ({ type: "field", field: "vendor", comparator: ":", value, prefix: false })),
    });
    expect(() => vendorQuery([])).toThrow(/at least one vendor/);
  });
});
