// Following a list's cursors to its end, for every bulk read of the Storefront API: the build's catalogue
// (catalogue.ts) and the rebuilder's check of which pages a build must hold. A module of its own, free of anything
// that needs Vite (catalogue.ts reaches lib/routes.ts, which reads import.meta.env), so plain Node services use it too.

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
export type CappedRead<T> = { items: T[]; complete: boolean; requests: number };

type ReadOptions = {
  /** Items the read may page through; the last page asks for no more than what is left below it. */
  cap: number;
  /** Items a page asks for. */
  pageSize: number;
  /** Requests past which the read is broken rather than long. */
  maxRequests: number;
};

/**
 * Follows cursors from the first page until the list ends or the next page would reach past `cap`. A store that
 * hands back a cursor it gave before (a cycle) or pages without end would loop forever and fill memory, so every
 * cursor is remembered and the number of requests is capped.
 */
async function followCursors<T>(
  what: string,
  fetchPage: (after: string | null, first: number) => Promise<Page<T>>,
  { cap, pageSize, maxRequests }: ReadOptions,
): Promise<CappedRead<T>> {
  const all: T[] = [];
  const seen = new Set<string>();
  let after: string | null = null;
  let read = 0;
  for (let requests = 1; ; requests++) {
    const page = await fetchPage(after, Math.min(pageSize, cap - read));
    read += page.nodes.length;
    all.push(...page.nodes);
    if (!page.pageInfo.hasNextPage) return { items: all, complete: true, requests };
    if (read >= cap) return { items: all, complete: false, requests };
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
 * way, or stops (readAllWithinCap).
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
 * Every item of a list the Storefront API offers no filter to split (metaobjects take a type and a sort, nothing
 * else). Past the paging cap such a list cannot be read whole, so the read stops with a sentence naming the list,
 * the cap and why, instead of paging into the store's refusal or building from part of the list.
 */
export async function readAllWithinCap<T>(
  what: string,
  fetchPage: (after: string | null, first: number) => Promise<Page<T>>,
  cap: number = pagingCapOf(),
  pageSize = 250,
): Promise<T[]> {
  const read = await readWithinCap(what, fetchPage, cap, pageSize);
  if (!read.complete) {
    throw new Error(
      `reading ${what}: the store holds more than ${cap.toLocaleString("en-US")} of them, and the Storefront API pages through ` +
        `the first ${cap.toLocaleString("en-US")} items of a list only; this list takes no filter that could split it, so the build ` +
        `stops rather than publish part of it`,
    );
  }
  return read.items;
}
