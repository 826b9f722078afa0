// Reading a list past the paging cap in update-time windows (collections: `updated_at` is the one time
// `collections(query:)` filters by), against a fake store with Shopify's rules: a query pages in update order (ties
// in an order of the store's own), cursors point after an item's place, `updated_at:>='…'` narrows a query, and a
// request that would page past the cap is an error. Between any two requests the store may edit an item (its
// update time becomes the store's clock, later than any before), delete one or create one. Judged by what a whole
// read means: every item that existed throughout the read is read, once, none that never existed, and an item
// edited during the read is read as it was at its last edit the read saw, or later.
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { byUpdateTime, readInTimeWindows } from "../../../src/lib/storefront/creation-windows.ts";
import type { Page } from "../../../src/lib/storefront/paging.ts";
import { expectReadDuringChanges } from "../../support/read-oracle.ts";

beforeEach(() => void vi.spyOn(console, "log").mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

type Item = { id: string; updatedAt: string; version: number };
const stamp = (second: number) => new Date(Date.UTC(2026, 0, 1) + second * 1000).toISOString().replace(".000Z", "Z");

function fakeStore(initial: number[], cap: number, between: (store: FakeStore) => void) {
  const store = {
    items: initial.map((second, i): Item & { tie: number } => ({ id: `gid://shopify/Collection/${i + 1}`, updatedAt: stamp(second), version: 0, tie: (i * 7919) % 1000 })),
    nextId: initial.length + 1,
    clock: 100,
    everExisted: new Set<string>(),
    fetchPage: async (query: string | null, after: string | null, first: number): Promise<Page<Item>> => {
      between(store);
      for (const item of store.items) store.everExisted.add(item.id);
      const since = query === null ? null : /^updated_at:>='([^']+)'$/.exec(query)?.[1];
      if (since === undefined) throw new Error(`the fake store does not understand the query ${query}`);
      const key = (item: Item & { tie: number }) => `${item.updatedAt}|${String(item.tie).padStart(8, "0")}|${item.id.padStart(40, "0")}`;
      const list = store.items.filter((item) => since === null || item.updatedAt >= since).sort((a, b) => (key(a) < key(b) ? -1 : 1));
      const start = after === null ? 0 : list.findIndex((item) => key(item) > after);
      const from = start === -1 ? list.length : start;
      if (from + first > cap) throw new Error(`Pagination past ${cap} items is not supported; narrow the query with a filter`);
      const nodes = list.slice(from, from + first);
      return {
        nodes: nodes.map(({ id, updatedAt, version }) => ({ id, updatedAt, version })),
        pageInfo: { hasNextPage: from + first < list.length, endCursor: nodes.length > 0 ? key(nodes.at(-1)!) : after },
      };
    },
  };
  return store;
}
type FakeStore = ReturnType<typeof fakeStore>;

describe("reading a list past the paging cap in update-time windows", { timeout: 120_000 }, () => {
  it("while items are edited, created and deleted during the read: everything that stayed is read, once, edited", async () => {
    const cap = 20;
    const pageSize = 5;
    let editedRuns = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 60 }), { minLength: 30, maxLength: 120 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 60 }),
        async (initial, moves) => {
          const perSecond = new Map<number, number>();
          for (const second of initial) perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
          fc.pre([...perSecond.values()].every((n) => n <= cap - pageSize - 3));
          let step = 0;
          const deleted = new Set<string>();
          const lastEdit = new Map<string, number>();
          const store = fakeStore(initial, cap, (s) => {
            const move = moves[step++ % moves.length]!;
            s.clock++;
            if (move % 4 === 0 && s.items.length > 0) {
              const [gone] = s.items.splice(move % s.items.length, 1);
              deleted.add(gone!.id);
            } else if (move % 4 === 1) {
              s.items.push({ id: `gid://shopify/Collection/${s.nextId++}`, updatedAt: stamp(s.clock), version: 0, tie: move % 1000 });
            } else if (move % 4 === 2 && s.items.length > 0) {
              const edited = s.items[move % s.items.length]!;
              edited.updatedAt = stamp(s.clock);
              edited.version++;
              lastEdit.set(edited.id, edited.version);
            }
          });
          const initialIds = store.items.map((item) => item.id);
          const read = await readInTimeWindows("collections", byUpdateTime, store.fetchPage, { cap, pageSize });
          expectReadDuringChanges(read, { initialIds, deleted, everExisted: store.everExisted });
          // An edit moves the item to the end of the list, which the read always reaches: every item still in the
          // store is read as it is now, its newest version kept over the one read before the edit.
          for (const item of read) {
            const current = store.items.find((other) => other.id === item.id);
            if (current) expect(item.version, item.id).toBe(current.version);
          }
          if (lastEdit.size > 0) editedRuns++;
        },
      ),
      { numRuns: 150 },
    );
    expect(editedRuns).toBeGreaterThan(50);
  });
});
