// Reading a list longer than the Storefront API lets one query page through. Since API 2025-07 a query that pages
// past its 25,000th item is answered with an error, and Shopify's advice is to narrow the query with a filter. The
// build reads such lists in windows of time: sorted by a time the list can also be filtered by, and when the next
// page would pass the cap, it starts a new query at the time of the last item read (`created_at:>='…'`, inclusive),
// leaving out the items of that very second it already has. The windows are found while reading, so a list of any
// size costs the same requests as one query would.
//
// Products are read by creation time: it never changes, so an item edited during the read stays in its place; one
// deleted is simply not read; one created during the read is newer than everything and comes last. Collections offer
// no creation time, only `updated_at` (filter and sort key): an item edited during the read gets a time later than
// any read so far, so it moves ahead of the cursor, never behind it, and is read (again) later; the newest version
// read is kept.
import { pagingCapOf, type Page } from "./paging.ts";

export { pagingCapOf, storefrontPagingCap } from "./paging.ts";

export type Created = { id: string; createdAt: string };

export type CreationWindowOptions = {
  /** The items one query may page through (default: pagingCapOf(), the Storefront API's cap unless lowered). */
  cap?: number;
  /** Items a page asks for (default 250, the API's maximum). */
  pageSize?: number;
  /** Requests in all, past which the read is broken rather than long (default 4,000: a million items at 250). */
  maxRequests?: number;
};

/** A time a list can be both sorted and filtered by, and where an item holds it. */
export type TimeOrder<T> = {
  /** The search field (`created_at`, `updated_at`) a window's filter names. */
  field: string;
  /** The item's time, as the API writes it (ISO 8601, UTC). */
  timeOf: (item: T) => string;
  /** The time in messages: "creation" order and windows, items "created" at a second. */
  noun: string;
  verb: string;
};

export const byCreationTime: TimeOrder<Created> = { field: "created_at", timeOf: (item) => item.createdAt, noun: "creation", verb: "created" };

export const byUpdateTime: TimeOrder<{ id: string; updatedAt: string }> = {
  field: "updated_at",
  timeOf: (item) => item.updatedAt,
  noun: "update",
  verb: "updated",
};

/** The filter of a window that starts at `since` (inclusive), in the Storefront API's search syntax. */
export function timeSince(field: string, since: string): string {
  return `${field}:>='${since}'`;
}

export function createdSince(since: string): string {
  return timeSince("created_at", since);
}

/**
 * Every item of a list, each once, read in creation-time windows. `fetchPage(query, after, first)` must answer the
 * list filtered by `query` (null: the whole list), sorted by creation time (sortKey CREATED_AT), from `after`.
 */
export function readInCreationWindows<T extends Created>(
  what: string,
  fetchPage: (query: string | null, after: string | null, first: number) => Promise<Page<T>>,
  options: CreationWindowOptions = {},
): Promise<T[]> {
  return readInTimeWindows(what, byCreationTime, fetchPage, options);
}

/**
 * Every item of a list, each once, read in windows of the time `order` names. `fetchPage(query, after, first)` must
 * answer the list filtered by `query` (null: the whole list), sorted by that time (ascending), from `after`. An item
 * read twice (a window's first second again; an item updated during the read) is kept once, in its newest version.
 */
export async function readInTimeWindows<T extends { id: string }>(
  what: string,
  order: TimeOrder<T>,
  fetchPage: (query: string | null, after: string | null, first: number) => Promise<Page<T>>,
  options: CreationWindowOptions = {},
): Promise<T[]> {
  const cap = options.cap ?? pagingCapOf();
  const pageSize = Math.min(options.pageSize ?? 250, cap);
  const maxRequests = options.maxRequests ?? 4_000;
  const items: T[] = [];
  const indexOf = new Map<string, number>();
  let since: string | null = null;
  let requests = 0;
  let windows = 0;
  for (;;) {
    windows++;
    const query = since === null ? null : timeSince(order.field, since);
    const cursors = new Set<string>();
    let after: string | null = null;
    let read = 0;
    let last: string | null = null;
    for (;;) {
      if (requests >= maxRequests) {
        throw new Error(`reading ${what}: still more pages after ${requests} requests (${items.length} items); refusing to page on`);
      }
      const page = await fetchPage(query, after, pageSize);
      requests++;
      for (const item of page.nodes) {
        read++;
        const time = order.timeOf(item);
        // Read before (a window's first second again, an item updated since, or a store repeating pages, which the
        // cursor check below names): kept once, in its newest version, and not taken for the order of this page.
        const earlier = indexOf.get(item.id);
        if (earlier !== undefined) {
          if (time > order.timeOf(items[earlier]!)) items[earlier] = item;
          continue;
        }
        if (last !== null && time < last) {
          throw new Error(`reading ${what}: the Storefront API did not answer in ${order.noun} order (${time} after ${last})`);
        }
        last = time;
        indexOf.set(item.id, items.length);
        items.push(item);
      }
      if (!page.pageInfo.hasNextPage) {
        console.log(
          `[storefront] read ${items.length} ${what} in ${requests} ${requests === 1 ? "request" : "requests"}` +
            (windows > 1 ? ` (${windows} ${order.noun}-time windows)` : ""),
        );
        return items;
      }
      // The next page would pass the cap: a new window starts at the last time read.
      if (read + pageSize > cap) break;
      const next = page.pageInfo.endCursor;
      if (!next) throw new Error(`reading ${what}: the Storefront API reported another page but gave no cursor`);
      if (cursors.has(next) || next === after) {
        throw new Error(`reading ${what}: the Storefront API returned a cursor it had already given (a paging cycle); stopped after ${requests} requests`);
      }
      cursors.add(next);
      after = next;
    }
    if (last === null || last === since) {
      // A window that starts and ends in the same second cannot be narrowed by time.
      throw new Error(`reading ${what}: more than ${cap} items were ${order.verb} at ${since ?? last}; the Storefront API cannot page through them`);
    }
    since = last;
  }
}
