// Reading a list that takes no filter (the farms: metaobjects of one type) past the paging cap, from both ends, against
// a fake store with Shopify's rules: a query sorts by id, either way (`reverse`), cursors point after an item in the
// order asked, a request that would page past the cap's position in that order is an error, and a new item gets a
// larger id than any before. Between any two requests the store may delete an item or create one. Judged by what a
// whole read means (tests/support/read-oracle.ts), and by what a list past twice the cap means: it cannot be read
// from both ends, and the read must stop rather than return part of it.
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readFromBothEnds, type Page } from "../../../src/lib/storefront/paging.ts";
import { expectReadDuringChanges } from "../../support/read-oracle.ts";

beforeEach(() => void vi.spyOn(console, "log").mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

type Item = { id: string };
const number = (item: Item) => Number(item.id.split("/").at(-1));

function fakeStore(size: number, cap: number, between: (store: FakeStore) => void = () => {}) {
  const store = {
    // Ids with gaps, as a real shop's are after deletions: 3, 6, 9, ...
    items: Array.from({ length: size }, (_, i): Item => ({ id: `gid://shopify/Metaobject/${3 * (i + 1)}` })),
    nextId: 3 * size + 1,
    requests: 0,
    everExisted: new Set<string>(),
    fetchPage: async (after: string | null, first: number, reverse: boolean): Promise<Page<Item>> => {
      store.requests++;
      between(store);
      for (const item of store.items) store.everExisted.add(item.id);
      const list = [...store.items].sort((a, b) => (reverse ? number(b) - number(a) : number(a) - number(b)));
      const begin = after === null ? 0 : list.findIndex((item) => (reverse ? number(item) < Number(after) : number(item) > Number(after)));
      const offset = begin === -1 ? list.length : begin;
      if (offset + first > cap) throw new Error(`Pagination past ${cap} items is not supported`);
      const nodes = list.slice(offset, offset + first);
      return { nodes, pageInfo: { hasNextPage: offset + first < list.length, endCursor: nodes.length > 0 ? String(number(nodes.at(-1)!)) : after } };
    },
  };
  return store;
}
type FakeStore = ReturnType<typeof fakeStore>;

/** The store's pages in id order whatever `reverse` asks: a store that ignores it. */
const ignoringReverse = (store: FakeStore) => (after: string | null, first: number) => store.fetchPage(after, first, false);

// The two reads must share an item to be known to meet: twice the cap less one is the most they cover.
const refusal = (cap: number) => new RegExp(`the store holds more than ${(2 * cap - 1).toLocaleString("en-US")} of them`);

describe("reading a list no filter can split, from both ends", () => {
  it("reads every item of a list shorter than twice the cap exactly once, in id order; from twice the cap on it stops", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 80 }), fc.integer({ min: 1, max: 12 }), async (cap, size, pageSize) => {
        const store = fakeStore(size, cap);
        const read = readFromBothEnds("farmers", store.fetchPage, cap, pageSize);
        if (size >= 2 * cap) {
          await expect(read).rejects.toThrow(refusal(cap));
          return;
        }
        const items = await read;
        expect(items.map((item) => item.id)).toEqual(store.items.map((item) => item.id));
      }),
      { numRuns: 400 },
    );
  });

  it("while items are created and deleted during the read: everything that stayed is read, once", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 5, max: 25 }),
        fc.integer({ min: 0, max: 40 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 1, max: 4 }),
        async (cap, size, moves, pageSize) => {
          let step = 0;
          const deleted = new Set<string>();
          // At most 4 creations in all. Each one adds an item the read from the end must reach, and each one made while
          // that read runs moves its place one further from the top: a list 9 short of twice the cap stays readable.
          let created = 0;
          const store = fakeStore(size, cap, (s) => {
            const move = moves[step++ % moves.length]!;
            if (move % 3 === 0 && s.items.length > 0) {
              const [gone] = s.items.splice(move % s.items.length, 1);
              deleted.add(gone!.id);
            } else if (move % 3 === 1 && created < 4) {
              created++;
              s.items.push({ id: `gid://shopify/Metaobject/${s.nextId++}` });
            }
          });
          fc.pre(size <= 2 * cap - 9);
          const initialIds = store.items.map((item) => item.id);
          // A read from the end whose first page holds one item the first read reached, with more to come, cannot show
          // the store sorted it in reverse: that read stops (the next build reads again) and is not judged here.
          let read: Awaited<ReturnType<typeof readFromBothEnds<Item>>>;
          try {
            read = await readFromBothEnds("farmers", store.fetchPage, cap, pageSize);
          } catch (error) {
            if (pageSize === 1 && /the first page held one item the first read had reached/.test(String(error))) return;
            throw error;
          }
          expectReadDuringChanges(read, { initialIds, deleted, everExisted: store.everExisted });
          // The list is in id order, as the store sorts it.
          expect(read.map(number)).toEqual([...read.map(number)].sort((a, b) => a - b));
        },
      ),
      // Found by a CI run: an item deleted at every request, so none past the first read is left when the read from
      // the end begins; the reads meet at once, and the first read is the whole list.
      { numRuns: 300, examples: [[15, 19, [1703789457], 3]] },
    );
  });

  it("asks for the second end only when the first read stops at the cap, and stops at the page where the reads meet", async () => {
    const within = fakeStore(10, 10);
    expect(await readFromBothEnds("farmers", within.fetchPage, 10, 4)).toHaveLength(10);
    // Pages of 4, 4 and 2: the last asks for no more than the cap leaves; the list ended there, so nothing from the end.
    expect(within.requests).toBe(3);

    const past = fakeStore(17, 10);
    expect(await readFromBothEnds("farmers", past.fetchPage, 10, 4)).toHaveLength(17);
    // 10 from the start in 3 pages; from the end 51, 48, 45, 42 then 39, 36, 33, 30: the second page reaches item 30,
    // the 10th, and the read stops there.
    expect(past.requests).toBe(3 + 2);
  });

  it("stops when the store answers the read from the end in the first order: it would seem to meet at once", async () => {
    await expect(readFromBothEnds("farmers", ignoringReverse(fakeStore(15, 10)), 10, 5)).rejects.toThrow(
      "reading farmers: read from its other end (reverse: true), the list did not descend by id",
    );
  });

  it("when every item past the first read is deleted before the read from the end, the first read is the whole list", async () => {
    let readFromEnd = false;
    const store = fakeStore(14, 10, (s) => {
      // The first request from the end finds items 33 to 42 (the 11th to 14th) gone.
      if (readFromEnd) s.items = s.items.filter((item) => number(item) <= 30);
    });
    const fetchPage = (after: string | null, first: number, reverse: boolean) => {
      readFromEnd = reverse;
      return store.fetchPage(after, first, reverse);
    };
    const read = await readFromBothEnds("farmers", fetchPage, 10, 4);
    expect(read.map(number)).toEqual([3, 6, 9, 12, 15, 18, 21, 24, 27, 30]);
  });

  it("stops when a store that ignores reverse answers one item a page: its order cannot be told", async () => {
    await expect(readFromBothEnds("farmers", ignoringReverse(fakeStore(12, 10)), 10, 1)).rejects.toThrow(
      "reading farmers: read from its other end (reverse: true), the first page held one item the first read had reached",
    );
  });

  it("stops when a store that ignores reverse answers a short page of one item with more to come", async () => {
    const ignores = ignoringReverse(fakeStore(15, 10));
    // Asked for 4 from the end, it answers the first item by id and says the list goes on.
    const shortAndIgnoresReverse = async (after: string | null, first: number, reverse: boolean) => {
      const page = await ignores(after, reverse ? 1 : first);
      return reverse ? { ...page, pageInfo: { ...page.pageInfo, hasNextPage: true } } : page;
    };
    await expect(readFromBothEnds("farmers", shortAndIgnoresReverse, 10, 4)).rejects.toThrow("the first page held one item the first read had reached");
  });

  it("stops with a sentence naming the list, the cap and the most both ends reach", async () => {
    const store = fakeStore(20, 10);
    await expect(readFromBothEnds(`farmers (metaobjects of type "farmer")`, store.fetchPage, 10, 5)).rejects.toThrow(
      `reading farmers (metaobjects of type "farmer"): the store holds more than 19 of them; the Storefront API pages through the first 10 items of a list only`,
    );
    // It never asked for a page past the cap, from either end: 2 pages each.
    expect(store.requests).toBe(4);
  });
});
