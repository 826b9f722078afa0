// Reading a list past the Storefront API's paging cap when its items can be filtered by creation time but do not
// show it. Articles are such a list: `articles(query:)` documents `created_at`, but the Article object has no
// createdAt field, so the reader of creation-windows.ts (which starts each window at the last item's time) cannot
// be used. Instead the time axis is cut into ranges, [from, to) in whole seconds: a range whose items fit under the
// cap is read whole; one that does not is halved and each half read again. Every article has one creation time that
// never changes, so the ranges, which cover all time without overlap, hold every article exactly once: one created
// during the read falls in the last range, open to the future; one deleted is simply not read.
//
// A list within the cap costs what one plain read would (the first range is all time, unfiltered). Past the cap,
// each range that overflows costs the cap's worth of pages before it is halved, a price paid only by a store with
// more articles than the cap, and far less than a build that stops.
import { pagingCapOf, readWithinCap, type Page } from "./paging.ts";

/** A range of creation time in milliseconds, whole seconds: `from` inclusive, `to` exclusive; null is unbounded. */
export type CreationRange = { from: number | null; to: number | null };

const second = 1000;

/** A time as the search syntax takes it: ISO 8601 in UTC, to the second (Shopify keeps creation times to the second). */
function isoSecond(time: number): string {
  return new Date(time).toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** The `created_at` filter of a range, in the Storefront API's search syntax; null for all time. */
export function creationRangeQuery(range: CreationRange): string | null {
  const parts: string[] = [];
  if (range.from !== null) parts.push(`created_at:>='${isoSecond(range.from)}'`);
  if (range.to !== null) parts.push(`created_at:<'${isoSecond(range.to)}'`);
  return parts.length === 0 ? null : parts.join(" ");
}

/**
 * The two halves of a range that holds more items than the cap, cut at a whole second; null when it spans one
 * second or less and cannot be cut. An unbounded end is taken at `earliest` (below) or `latest` (above) only to
 * choose the cut: the halves stay unbounded there, so nothing outside those times is lost.
 */
export function halveCreationRange(range: CreationRange, earliest: number, latest: number): [CreationRange, CreationRange] | null {
  const low = range.from ?? Math.min(earliest, (range.to ?? latest) - 2 * second);
  const high = range.to ?? Math.max(latest, low + 2 * second);
  if (high - low < 2 * second) return null;
  const cut = low + Math.floor((high - low) / (2 * second)) * second;
  return [
    { from: range.from, to: cut },
    { from: cut, to: range.to },
  ];
}

export type CreationRangeOptions<T = never> = {
  /** The items one query may page through (default: pagingCapOf()). */
  cap?: number;
  /** Items a page asks for (default 250, the API's maximum). */
  pageSize?: number;
  /** Requests in all, past which the read is broken rather than long (default 4,000). */
  maxRequests?: number;
  /** The store's time now, in ms (default: this machine's clock): a range open to the future is cut below it. */
  clock?: () => number;
  /**
   * A time the store shows near an item's creation (articles: publishedAt), in ms, or null. Used only to choose
   * where to cut: the oldest such time seen stands for where the list begins, so the first cuts fall among the items
   * instead of halving the decades since 1970 one overflowing read at a time. A wrong hint costs requests, never
   * items: the ranges still cover all time.
   */
  hintTime?: (item: T) => number | null;
};

/** Where halving starts for the oldest range: no store holds anything older than the Unix epoch. */
const epoch = 0;

/**
 * Every item of a list, each once, read in creation-time ranges. `fetchPage(query, after, first)` must answer the
 * list narrowed by `query` (a `created_at` filter, or null for the whole list) in an order that does not change
 * while paging (articles: sortKey ID), from `after`. The order of the result is not the store's: sort it.
 */
export async function readInCreationRanges<T extends { id: string }>(
  what: string,
  fetchPage: (query: string | null, after: string | null, first: number) => Promise<Page<T>>,
  options: CreationRangeOptions<T> = {},
): Promise<T[]> {
  const cap = options.cap ?? pagingCapOf();
  const maxRequests = options.maxRequests ?? 4_000;
  const clock = options.clock ?? Date.now;
  const byId = new Map<string, T>();
  // Oldest range first: the halves of a range go back on the stack newer half first.
  const pending: CreationRange[] = [{ from: null, to: null }];
  let requests = 0;
  let ranges = 0;
  let earliestHint: number | null = null;
  while (pending.length > 0) {
    const range = pending.pop()!;
    const query = creationRangeQuery(range);
    ranges++;
    const read = await readWithinCap(
      query === null ? what : `${what} (${query})`,
      (after, first) => {
        if (requests >= maxRequests) {
          throw new Error(`reading ${what}: still more pages after ${requests} requests (${byId.size} items); refusing to page on`);
        }
        requests++;
        return fetchPage(query, after, first);
      },
      cap,
      options.pageSize,
    );
    if (read.complete) {
      for (const item of read.items) byId.set(item.id, item);
      continue;
    }
    // Part of a range is not kept: its halves read all of it again, as it is then.
    if (options.hintTime) {
      for (const item of read.items) {
        const time = options.hintTime(item);
        if (time !== null && Number.isFinite(time) && time >= epoch && (earliestHint === null || time < earliestHint)) earliestHint = time;
      }
    }
    // Asked at each cut, so a range open to the future follows the items created while the read goes on.
    const latest = Math.ceil(clock() / second) * second;
    // A range that ends before the hinted beginning and still overflows proves the hint wrong there: it is halved
    // from 1970 again, never walked down a second at a time.
    const hinted = earliestHint === null ? null : Math.floor(earliestHint / second) * second;
    const earliest = hinted !== null && hinted < (range.to ?? latest) - 2 * second ? hinted : epoch;
    const halves = halveCreationRange(range, earliest, latest);
    if (!halves) {
      throw new Error(
        `reading ${what}: more than ${cap} items were created within one second (${creationRangeQuery(range)}); the Storefront API cannot page through them`,
      );
    }
    pending.push(halves[1], halves[0]);
  }
  if (ranges > 1) console.log(`[storefront] read ${byId.size} ${what} in ${requests} requests (${ranges} creation-time ranges)`);
  return [...byId.values()];
}
