// Following a list's cursors to its end, for every bulk read of the Storefront API: the build's catalogue
// (catalogue.ts) and the rebuilder's check of which pages a build must hold. A module of its own, free of anything
// that needs Vite (catalogue.ts reaches lib/routes.ts, which reads import.meta.env), so plain Node services use it too.

export type Page<T> = { pageInfo: { hasNextPage: boolean; endCursor?: string | null }; nodes: T[] };

/** More pages than any real shop has (100,000 items at 250 a page): past this, paging is broken, not long. */
export const maxPages = 400;

/**
 * Follows cursors until the last page, and says in the build log how many requests the list took. A store that
 * hands back a cursor it gave before (a cycle) or pages without end would loop forever and fill memory, so every
 * cursor is remembered and the number of pages is capped.
 */
export async function readAll<T>(
  what: string,
  fetchPage: (after: string | null) => Promise<Page<T>>,
  limit: number = maxPages,
): Promise<T[]> {
  const all: T[] = [];
  const seen = new Set<string>();
  let after: string | null = null;
  for (let requests = 1; ; requests++) {
    const page = await fetchPage(after);
    all.push(...page.nodes);
    if (!page.pageInfo.hasNextPage) {
      console.log(`[storefront] read ${all.length} ${what} in ${requests} ${requests === 1 ? "request" : "requests"}`);
      return all;
    }
    const next = page.pageInfo.endCursor;
    if (!next) throw new Error(`reading ${what}: the Storefront API reported another page but gave no cursor`);
    if (seen.has(next) || next === after) {
      throw new Error(`reading ${what}: the Storefront API returned a cursor it had already given (a paging cycle); stopped after ${requests} requests`);
    }
    if (requests >= limit) {
      throw new Error(`reading ${what}: still more pages after ${limit} requests (${all.length} items); refusing to page on`);
    }
    seen.add(next);
    after = next;
  }
}

