// Reading a list longer than the Storefront API lets one query page through. Since API 2025-07 a query that pages
// past its 25,000th item is answered with an error, and Shopify's advice is to narrow the query with a filter. The
// build reads such lists in windows of creation time: in creation order, and when the next page would pass the cap,
// it starts a new query at the creation time of the last item read (`created_at:>='…'`, inclusive), leaving out the
// items of that very second it already has. A creation time never changes, so an item edited during the read stays
// in its place; one deleted is simply not read; one created during the read is newer than everything and comes last.
// The windows are found while reading, so a catalogue of any size costs the same requests as one list would.
import type { Page } from "./paging.ts";

/** How far one query may page: the Storefront API refuses to page past this many items. */
export const storefrontPagingCap = 25_000;

/**
 * The cap this build assumes: STOREFRONT_PAGING_CAP when set (tests lower it, with the emulator's EMULATOR_PAGING_CAP,
 * to read a catalogue past it without generating 25,000 products), else the API's. A value that is not a whole
 * number of at least 1 stops the build with a sentence naming the setting.
 */
export function pagingCapOf(env: NodeJS.ProcessEnv = typeof process === "undefined" ? {} : process.env): number {
  const raw = env.STOREFRONT_PAGING_CAP?.trim();
  if (!raw) return storefrontPagingCap;
  const cap = Number(raw);
  if (!Number.isInteger(cap) || cap < 1) throw new Error(`STOREFRONT_PAGING_CAP must be a whole number of at least 1, not '${raw}'`);
  return cap;
}

export type Created = { id: string; createdAt: string };

export type CreationWindowOptions = {
  /** The items one query may page through (default: pagingCapOf(), the Storefront API's cap unless lowered). */
  cap?: number;
  /** Items a page asks for (default 250, the API's maximum). */
  pageSize?: number;
  /** Requests in all, past which the read is broken rather than long (default 4,000: a million items at 250). */
  maxRequests?: number;
};

/** The filter of a window that starts at `since` (inclusive), in the Storefront API's search syntax. */
export function createdSince(since: string): string {
  return `created_at:>='${since}'`;
}

/**
 * Every item of a list, each once, read in creation-time windows. `fetchPage(query, after, first)` must answer the
 * list filtered by `query` (null: the whole list), sorted by creation time (sortKey CREATED_AT), from `after`.
 */
export async function readInCreationWindows<T extends Created>(
  what: string,
  fetchPage: (query: string | null, after: string | null, first: number) => Promise<Page<T>>,
  options: CreationWindowOptions = {},
): Promise<T[]> {
  const cap = options.cap ?? pagingCapOf();
  const pageSize = Math.min(options.pageSize ?? 250, cap);
  const maxRequests = options.maxRequests ?? 4_000;
  const items: T[] = [];
  const seen = new Set<string>();
  let since: string | null = null;
  let requests = 0;
  let windows = 0;
  for (;;) {
    windows++;
    const query = since === null ? null : createdSince(since);
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
        // Read before (a window's first second again, or a store repeating pages, which the cursor check below
        // names): kept once, and not taken for the order of this page.
        if (seen.has(item.id)) continue;
        if (last !== null && item.createdAt < last) {
          throw new Error(`reading ${what}: the Storefront API did not answer in creation order (${item.createdAt} after ${last})`);
        }
        last = item.createdAt;
        seen.add(item.id);
        items.push(item);
      }
      if (!page.pageInfo.hasNextPage) {
        console.log(
          `[storefront] read ${items.length} ${what} in ${requests} ${requests === 1 ? "request" : "requests"}` +
            (windows > 1 ? ` (${windows} creation-time windows)` : ""),
        );
        return items;
      }
      // The next page would pass the cap: a new window starts at the last creation time read.
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
      // A window that starts and ends in the same second cannot be narrowed by creation time.
      throw new Error(`reading ${what}: more than ${cap} items were created at ${since ?? last}; the Storefront API cannot page through them`);
    }
    since = last;
  }
}
