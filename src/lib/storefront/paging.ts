// Following a list's cursors to its end, for every bulk read of the Storefront API: the build's catalogue
// (catalogue.ts) and the rebuilder's check of which pages a build must hold. A module of its own, free of anything
// that needs Vite (catalogue.ts reaches lib/routes.ts, which reads import.meta.env), so plain Node services use it too.

import { gidNumber } from "./list-order.ts";

export type Page<T> = { pageInfo: { hasNextPage: boolean; endCursor?: string | null }; nodes: T[] };

/** More pages than any real shop has (100,000 items at 250 a page): past this, paging is broken, not long. */
export const maxPages = 400;

/** How far one query may page: since API 2025-07 the Storefront API refuses to page past this many items of a list. */
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

/** What a read that may stop at the paging cap found: the items, and whether the list ended within the cap. */
export type CappedRead<T> = {
  items: T[];
  complete: boolean;
  requests: number;
  /** The store said the list ended (no next page), rather than `until` or the cap stopping the read. */
  ended: boolean;
};

type ReadOptions<T> = {
  /** Items the read may page through; the last page asks for no more than what is left below it. */
  cap: number;
  /** Items a page asks for. */
  pageSize: number;
  /** Requests past which the read is broken rather than long. */
  maxRequests: number;
  /** Ends the read after a page for which this holds, as if the list had ended there (complete). */
  until?: (nodes: readonly T[]) => boolean;
};

/**
 * Follows cursors from the first page until the list ends or the next page would reach past `cap`. A store that
 * hands back a cursor it gave before (a cycle) or pages without end would loop forever and fill memory, so every
 * cursor is remembered and the number of requests is capped.
 */
async function followCursors<T>(
  what: string,
  fetchPage: (after: string | null, first: number) => Promise<Page<T>>,
  { cap, pageSize, maxRequests, until }: ReadOptions<T>,
): Promise<CappedRead<T>> {
  const all: T[] = [];
  const seen = new Set<string>();
  let after: string | null = null;
  let read = 0;
  for (let requests = 1; ; requests++) {
    const page = await fetchPage(after, Math.min(pageSize, cap - read));
    read += page.nodes.length;
    all.push(...page.nodes);
    const ended = !page.pageInfo.hasNextPage;
    if (ended || until?.(page.nodes)) return { items: all, complete: true, requests, ended };
    if (read >= cap) return { items: all, complete: false, requests, ended };
    const next = page.pageInfo.endCursor;
    if (!next) throw new Error(`reading ${what}: the Storefront API reported another page but gave no cursor`);
    if (seen.has(next) || next === after) {
      throw new Error(`reading ${what}: the Storefront API returned a cursor it had already given (a paging cycle); stopped after ${requests} requests`);
    }
    if (requests >= maxRequests) {
      throw new Error(`reading ${what}: still more pages after ${maxRequests} requests (${all.length} items); refusing to page on`);
    }
    seen.add(next);
    after = next;
  }
}

const requestsText = (requests: number) => `${requests} ${requests === 1 ? "request" : "requests"}`;

/**
 * Follows cursors until the last page, and says in the build log how many requests the list took. For a list that
 * cannot pass the paging cap in any real shop (or a service that reads below it); the build's long lists use
 * readWithinCap or creation-windows.ts.
 */
export async function readAll<T>(
  what: string,
  fetchPage: (after: string | null) => Promise<Page<T>>,
  limit: number = maxPages,
): Promise<T[]> {
  const read = await followCursors(what, (after) => fetchPage(after), { cap: Number.POSITIVE_INFINITY, pageSize: 250, maxRequests: limit });
  console.log(`[storefront] read ${read.items.length} ${what} in ${requestsText(read.requests)}`);
  return read.items;
}

/**
 * The list's first `cap` items at most, never asking the store for one past them (`fetchPage(after, first)` must ask
 * for `first` items). `complete` is false when the list goes on past the cap: the caller narrows the rest some other
 * way, or stops (readFromBothEnds).
 */
export async function readWithinCap<T>(
  what: string,
  fetchPage: (after: string | null, first: number) => Promise<Page<T>>,
  cap: number = pagingCapOf(),
  pageSize = 250,
): Promise<CappedRead<T>> {
  const read = await followCursors(what, fetchPage, { cap, pageSize: Math.min(pageSize, cap), maxRequests: maxPages });
  console.log(
    read.complete
      ? `[storefront] read ${read.items.length} ${what} in ${requestsText(read.requests)}`
      : `[storefront] read the first ${read.items.length} ${what} (the paging cap) in ${requestsText(read.requests)}`,
  );
  return read;
}

/**
 * Every item of a list the Storefront API offers no filter to split but sorts by id either way (metaobjects take a
 * type and a sort, nothing else): the first `cap` items by id, then, when the list goes on, the list read from its
 * other end (`reverse`) down to the first item the first read reached. The two reads meet only if they share an item,
 * so a list of up to twice the cap less one is read whole, each item once. Shopify gives a new item a larger id than
 * every existing one, so an item created during the read is met by the second read, which starts at the newest (and
 * each one created while it reads moves its place one further from the top, nearer the cap). Where the reads cannot
 * meet, the read stops with a sentence naming the list and the cap, instead of paging into the store's refusal or
 * building from part of the list.
 */
export async function readFromBothEnds<T extends { id: string }>(
  what: string,
  fetchPage: (after: string | null, first: number, reverse: boolean) => Promise<Page<T>>,
  cap: number = pagingCapOf(),
  pageSize = 250,
): Promise<T[]> {
  const options = { cap, pageSize: Math.min(pageSize, cap), maxRequests: maxPages };
  const forward = await followCursors(what, (after, first) => fetchPage(after, first, false), options);
  if (forward.complete) {
    console.log(`[storefront] read ${forward.items.length} ${what} in ${requestsText(forward.requests)}`);
    return forward.items;
  }
  let lastForward = 0n;
  for (const item of forward.items) {
    const id = gidNumber(item.id);
    if (id > lastForward) lastForward = id;
  }
  const reachesForward = (item: T) => gidNumber(item.id) <= lastForward;
  const backward = await followCursors(what, (after, first) => fetchPage(after, first, true), { ...options, until: (nodes) => nodes.some(reachesForward) });
  // Read from the end, the list descends by id. A store that answered in the first order again would seem to meet the
  // first read at once, with the rest of the list unread, so the order is checked. The reads may truly meet at once:
  // when every item past the first read was deleted in between, the newest item is one the first read reached, and
  // then the first read is the whole list. That is told apart from a store that ignores `reverse` only by a page that
  // shows its order: two items or more, or a list the store said ends after its one item (one item, in either order).
  const ids = backward.items.map((item) => gidNumber(item.id));
  if (!ids.every((id, i) => i === 0 || id < ids[i - 1]!)) {
    throw new Error(
      `reading ${what}: read from its other end (reverse: true), the list did not descend by id; ` +
        `the build stops rather than publish part of it`,
    );
  }
  const metAtOnce = ids.length > 0 && ids[0]! <= lastForward;
  if (metAtOnce && ids.length < 2 && !backward.ended) {
    throw new Error(
      `reading ${what}: read from its other end (reverse: true), the first page held one item the first read had ` +
        `reached, which does not show whether the store sorted it in reverse; the build stops rather than publish part of it`,
    );
  }
  const met = ids.some((id) => id <= lastForward);
  if (!backward.complete) {
    const most = (2 * cap - 1).toLocaleString("en-US");
    throw new Error(
      `reading ${what}: the store holds more than ${most} of them; the Storefront API pages through the first ` +
        `${cap.toLocaleString("en-US")} items of a list only, and this list takes no filter that could split it, so it can ` +
        `be read from both ends (by id, and by id reversed) and no further: the build stops rather than publish part of it`,
    );
  }
  const requests = requestsText(forward.requests + backward.requests);
  // Read to its end without meeting the first read: the list shrank below the cap meanwhile, and this read is whole.
  if (!met) {
    console.log(`[storefront] read ${backward.items.length} ${what} in ${requests} (from the last)`);
    return backward.items.reverse();
  }
  const newer = backward.items.filter((_, i) => ids[i]! > lastForward).reverse();
  console.log(`[storefront] read ${forward.items.length + newer.length} ${what} in ${requests} (from both ends, past the paging cap)`);
  return [...forward.items, ...newer];
}
