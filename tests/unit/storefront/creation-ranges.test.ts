// Reading a list past the paging cap whose items do not show their creation time (articles), against a fake store
// with Shopify's rules: a query pages in id order, cursors point after an item, `created_at:>='…'` and
// `created_at:<'…'` narrow a query, and a request that would page past the cap is an error. The creation times are
// the store's secret: the items carry only an id and a publication time that has nothing to do with them. Between
// any two requests the store may delete an item or create one. Judged by what a whole read means: every item that
// existed throughout the read is read, none twice, none that never existed; a read that cannot be made whole fails.
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { creationRangeQuery, halveCreationRange, readInCreationRanges } from "../../../src/lib/storefront/creation-ranges.ts";
import type { Page } from "../../../src/lib/storefront/paging.ts";
import { expectReadDuringChanges } from "../../support/read-oracle.ts";

beforeEach(() => void vi.spyOn(console, "log").mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

type Shown = { id: string; publishedAt: string };
type Stored = Shown & { created: number };

const start = Date.UTC(2024, 0, 1);
const iso = (time: number) => new Date(time).toISOString().replace(".000Z", "Z");

function fakeStore(initial: { second: number; published: number }[], cap: number, between: (store: FakeStore) => void = () => {}) {
  const store = {
    items: initial.map((item, i): Stored => ({ id: `gid://shopify/Article/${i + 1}`, created: start + item.second * 1000, publishedAt: iso(start + item.published * 1000) })),
    nextId: initial.length + 1,
    requests: 0,
    everExisted: new Set<string>(),
    fetchPage: async (query: string | null, after: string | null, first: number): Promise<Page<Shown>> => {
      store.requests++;
      between(store);
      for (const item of store.items) store.everExisted.add(item.id);
      const from = /created_at:>='([^']+)'/.exec(query ?? "")?.[1];
      const to = /created_at:<'([^']+)'/.exec(query ?? "")?.[1];
      const number = (item: Stored) => Number(item.id.split("/").at(-1));
      const list = store.items
        .filter((item) => (from === undefined || item.created >= Date.parse(from)) && (to === undefined || item.created < Date.parse(to)))
        .sort((a, b) => number(a) - number(b));
      const begin = after === null ? 0 : list.findIndex((item) => number(item) > Number(after));
      const offset = begin === -1 ? list.length : begin;
      if (offset + first > cap) throw new Error(`Pagination past ${cap} items is not supported; narrow the query with a filter`);
      const nodes = list.slice(offset, offset + first);
      return {
        nodes: nodes.map(({ id, publishedAt }) => ({ id, publishedAt })),
        pageInfo: { hasNextPage: offset + first < list.length, endCursor: nodes.length > 0 ? String(number(nodes.at(-1)!)) : after },
      };
    },
  };
  return store;
}
type FakeStore = ReturnType<typeof fakeStore>;

/** Lists past a cap of 20, creation times spread over up to two years, many sharing a second. */
const lists = (seconds: number, maxLength: number) =>
  fc.array(
    fc.record({
      second: fc.oneof(fc.integer({ min: 0, max: seconds }), fc.integer({ min: 0, max: 5 })),
      published: fc.integer({ min: 0, max: 60_000_000 }),
    }),
    { minLength: 25, maxLength },
  );

describe("reading a list past the paging cap in creation-time ranges", { timeout: 120_000 }, () => {
  const cap = 20;
  const now = start + 70_000_000 * 1000;

  it("reads every item exactly once, without its creation time", async () => {
    await fc.assert(
      fc.asyncProperty(lists(60_000_000, 150), fc.integer({ min: 1, max: 20 }), fc.boolean(), async (initial, pageSize, hinted) => {
        const perSecond = new Map<number, number>();
        for (const item of initial) perSecond.set(item.second, (perSecond.get(item.second) ?? 0) + 1);
        fc.pre([...perSecond.values()].every((n) => n <= cap));
        const store = fakeStore(initial, cap);
        // The publication times here say nothing of creation: a hint that misleads may cost requests, never items.
        const hint = hinted ? { hintTime: (item: Shown) => Date.parse(item.publishedAt) } : {};
        const read = await readInCreationRanges("articles", store.fetchPage, { cap, pageSize, clock: () => now, maxRequests: 100_000, ...hint });
        expect(read.map((item) => item.id).sort()).toEqual(store.items.map((item) => item.id).sort());
        expect(read).toHaveLength(initial.length);
      }),
      { numRuns: 150 },
    );
  });

  it("while items are created and deleted during the read: everything that stayed is read, once", async () => {
    await fc.assert(
      fc.asyncProperty(lists(60_000_000, 120), fc.array(fc.nat(), { minLength: 1, maxLength: 60 }), async (initial, moves) => {
        const perSecond = new Map<number, number>();
        for (const item of initial) perSecond.set(item.second, (perSecond.get(item.second) ?? 0) + 1);
        fc.pre([...perSecond.values()].every((n) => n <= cap - 5));
        let step = 0;
        const deleted = new Set<string>();
        const store = fakeStore(initial, cap, (s) => {
          const move = moves[step++ % moves.length]!;
          if (move % 3 === 0 && s.items.length > 0) {
            const [gone] = s.items.splice(move % s.items.length, 1);
            deleted.add(gone!.id);
          } else if (move % 3 === 1) {
            // Created now (the read's clock and the store's may differ by a few seconds either way).
            s.items.push({ id: `gid://shopify/Article/${s.nextId++}`, created: now + ((move % 7) - 3) * 1000 + step * 1000, publishedAt: iso(now) });
          }
        });
        const initialIds = store.items.map((item) => item.id);
        // The store's clock moves a second a request; the reader asks it when it cuts a range.
        const read = await readInCreationRanges("articles", store.fetchPage, { cap, pageSize: 5, clock: () => now + step * 1000, maxRequests: 100_000 });
        expectReadDuringChanges(read, { initialIds, deleted, everExisted: store.everExisted });
      }),
      { numRuns: 150 },
    );
  });

  it("with publication times near creation, cuts among the items instead of halving the years since 1970", async () => {
    // 3,000 posts written over two years, each published within a day; a cap of 1,000, pages of 250.
    const posts = Array.from({ length: 3_000 }, (_, i) => {
      const second = Math.floor((i * 60_000_000) / 3_000);
      return { second, published: second + (i % 86_400) };
    });
    const plain = fakeStore(posts, 1_000);
    const hinted = fakeStore(posts, 1_000);
    const options = { cap: 1_000, pageSize: 250, clock: () => now };
    const withoutHint = await readInCreationRanges("articles", plain.fetchPage, options);
    const withHint = await readInCreationRanges("articles", hinted.fetchPage, { ...options, hintTime: (item: Shown) => Date.parse(item.publishedAt) });
    expect(withHint.map((item) => item.id).sort()).toEqual(withoutHint.map((item) => item.id).sort());
    expect(withHint).toHaveLength(3_000);
    // The whole list, then halves of the two years until each holds under 1,000: a handful of ranges. Without the
    // hint, every halving from 1970 on reads another 1,000 before it reaches them.
    expect(hinted.requests).toBeLessThan(plain.requests);
    expect(hinted.requests).toBeLessThanOrEqual(4 + 2 * 4 + 4 * 4 + 1);
  });

  it("fails and says why when more items than the cap were created within one second", async () => {
    const same = fakeStore(Array.from({ length: 25 }, () => ({ second: 7, published: 0 })), cap);
    await expect(readInCreationRanges("articles", same.fetchPage, { cap, pageSize: 5, clock: () => now })).rejects.toThrow(
      /more than 20 items were created within one second \(created_at:>='2024-01-01T00:00:07Z' created_at:<'2024-01-01T00:00:08Z'\)/,
    );
  });

  it("reads a list within the cap in one unfiltered range, one request a page, as a plain read would", async () => {
    const store = fakeStore(Array.from({ length: 12 }, (_, i) => ({ second: i, published: i })), 25_000);
    const queries: (string | null)[] = [];
    const read = await readInCreationRanges("articles", (query, after, first) => (queries.push(query), store.fetchPage(query, after, first)), { pageSize: 5 });
    expect(read).toHaveLength(12);
    expect(store.requests).toBe(3);
    expect(queries).toEqual([null, null, null]);
  });

  it("cuts ranges at whole seconds and keeps open ends open", () => {
    expect(creationRangeQuery({ from: null, to: null })).toBeNull();
    expect(creationRangeQuery({ from: start, to: start + 3000 })).toBe("created_at:>='2024-01-01T00:00:00Z' created_at:<'2024-01-01T00:00:03Z'");
    const [lower, upper] = halveCreationRange({ from: null, to: null }, 0, start)!;
    expect(lower.from).toBeNull();
    expect(upper.to).toBeNull();
    expect(lower.to).toBe(upper.from);
    expect(lower.to! % 1000).toBe(0);
    expect(halveCreationRange({ from: start, to: start + 1000 }, 0, now)).toBeNull();
    expect(halveCreationRange({ from: start, to: start + 2000 }, 0, now)).toEqual([
      { from: start, to: start + 1000 },
      { from: start + 1000, to: start + 2000 },
    ]);
  });
});
