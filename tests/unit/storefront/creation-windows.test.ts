// Reading a list past the Storefront API's paging cap, against a fake store with Shopify's rules: a query pages in
// creation order (ties in an order of the store's own, not by id), cursors point after an item (so a deletion does not
// shift them), `created_at:>='…'` narrows a query, and a request that would page past the cap is an error. Between
// any two requests the store may delete a product or create one. Judged by what a whole read means, not by the
// reader: every product that existed throughout the read is read, none twice, none that never existed; and a read
// that cannot be made whole fails loudly instead of returning part of the list.
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readInCreationWindows, type Created } from "../../../src/lib/storefront/creation-windows.ts";
import type { Page } from "../../../src/lib/storefront/paging.ts";
import { expectReadDuringChanges } from "../../support/read-oracle.ts";

beforeEach(() => void vi.spyOn(console, "log").mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

type Item = Created & { tie: number };
const stamp = (second: number) => new Date(Date.UTC(2026, 0, 1) + second * 1000).toISOString().replace(".000Z", "Z");

/** A store that answers as the Storefront API does, with `cap` as its paging cap; `between` runs before each answer. */
function fakeStore(initial: { second: number; tie: number }[], cap: number, between: (store: FakeStore) => void = () => {}) {
  const store = {
    items: initial.map((item, i): Item => ({ id: `gid://shopify/Product/${i + 1}`, createdAt: stamp(item.second), tie: item.tie })),
    nextId: initial.length + 1,
    requests: 0,
    everExisted: new Set<string>(),
    fetchPage: async (query: string | null, after: string | null, first: number): Promise<Page<Created>> => {
      store.requests++;
      between(store);
      for (const item of store.items) store.everExisted.add(item.id);
      const since = query === null ? null : /^created_at:>='([^']+)'$/.exec(query)?.[1];
      if (since === undefined) throw new Error(`the fake store does not understand the query ${query}`);
      const key = (item: Item) => `${item.createdAt}|${String(item.tie).padStart(8, "0")}|${item.id.padStart(40, "0")}`;
      const list = store.items.filter((item) => since === null || item.createdAt >= since).sort((a, b) => (key(a) < key(b) ? -1 : 1));
      const start = after === null ? 0 : list.findIndex((item) => key(item) > after);
      const from = start === -1 ? list.length : start;
      if (from + first > cap) throw new Error(`Pagination past ${cap} items is not supported; narrow the query with a filter`);
      const nodes = list.slice(from, from + first);
      return {
        nodes: nodes.map(({ id, createdAt }) => ({ id, createdAt })),
        pageInfo: { hasNextPage: from + first < list.length, endCursor: nodes.length > 0 ? key(nodes.at(-1)!) : after },
      };
    },
  };
  return store;
}
type FakeStore = ReturnType<typeof fakeStore>;

/** Catalogues large enough to need several windows (a cap of 20 in these tests), with many products sharing a second. */
const catalogue = (maxSecond: number, maxLength: number) =>
  fc.array(fc.record({ second: fc.integer({ min: 0, max: maxSecond }), tie: fc.integer({ min: 0, max: 1_000_000 }) }), { minLength: 30, maxLength });

describe("reading a list past the paging cap in creation-time windows", { timeout: 120_000 }, () => {
  it("reads every product exactly once, however many windows it takes", async () => {
    const cap = 20;
    const pageSize = 5;
    await fc.assert(
      fc.asyncProperty(catalogue(60, 150), async (initial) => {
        // Progress is possible while no second holds more than a window's worth of products beyond one page.
        const perSecond = new Map<number, number>();
        for (const item of initial) perSecond.set(item.second, (perSecond.get(item.second) ?? 0) + 1);
        fc.pre([...perSecond.values()].every((n) => n <= cap - pageSize));
        const store = fakeStore(initial, cap);
        const read = await readInCreationWindows("products", store.fetchPage, { cap, pageSize });
        expect(read.map((item) => item.id).sort()).toEqual(store.items.map((item) => item.id).sort());
        expect(read).toHaveLength(initial.length);
        // About one request per page: windows cost no more than the boundary pages they re-read.
        expect(store.requests).toBeLessThanOrEqual(Math.ceil(initial.length / pageSize) * 2 + 1);
      }),
      { numRuns: 150 },
    );
  });

  it("while products are created and deleted during the read: everything that stayed is read, once", async () => {
    const cap = 20;
    const pageSize = 5;
    await fc.assert(
      fc.asyncProperty(catalogue(40, 120), fc.array(fc.nat(), { minLength: 1, maxLength: 60 }), async (initial, moves) => {
        const perSecond = new Map<number, number>();
        for (const item of initial) perSecond.set(item.second, (perSecond.get(item.second) ?? 0) + 1);
        fc.pre([...perSecond.values()].every((n) => n <= cap - pageSize - 3));
        let step = 0;
        const deleted = new Set<string>();
        const store = fakeStore(initial, cap, (s) => {
          const move = moves[step++ % moves.length]!;
          if (move % 3 === 0 && s.items.length > 0) {
            const [gone] = s.items.splice(move % s.items.length, 1);
            deleted.add(gone!.id);
          } else if (move % 3 === 1) {
            s.items.push({ id: `gid://shopify/Product/${s.nextId++}`, createdAt: stamp(41 + step), tie: move });
          }
        });
        const initialIds = store.items.map((item) => item.id);
        const read = await readInCreationWindows("products", store.fetchPage, { cap, pageSize });
        expectReadDuringChanges(read, { initialIds, deleted, everExisted: store.everExisted });
      }),
      { numRuns: 150 },
    );
  });

  it("never returns part of a list: a read it cannot finish fails and says why", async () => {
    const cap = 20;
    const pageSize = 5;
    await fc.assert(
      fc.asyncProperty(catalogue(3, 120), async (initial) => {
        const store = fakeStore(initial, cap);
        const outcome = await readInCreationWindows("products", store.fetchPage, { cap, pageSize }).then(
          (read) => ({ read }),
          (error: Error) => ({ error }),
        );
        if ("read" in outcome) expect(outcome.read.map((item) => item.id).sort()).toEqual(store.items.map((item) => item.id).sort());
        else expect(outcome.error.message).toMatch(/items were created at \S+; the Storefront API cannot page through them/);
      }),
      { numRuns: 150 },
    );
    // 25 products of one second, a cap of 20: no filter by creation time can split them.
    const same = fakeStore(Array.from({ length: 25 }, (_, tie) => ({ second: 7, tie })), cap);
    await expect(readInCreationWindows("products", same.fetchPage, { cap, pageSize })).rejects.toThrow(
      `more than ${cap} items were created at ${stamp(7)}`,
    );
  });

  it("reads a small list in one window with one request a page, as a plain read would", async () => {
    const store = fakeStore(Array.from({ length: 12 }, (_, i) => ({ second: i, tie: 0 })), 25_000);
    const read = await readInCreationWindows("products", store.fetchPage, { pageSize: 5 });
    expect(read).toHaveLength(12);
    expect(store.requests).toBe(3);
  });
});
