// The state machine of a listing island (collection or search): the products shown, the filter groups, the
// cursor, and what is loading or failed. SPEC.md section 4: a change of the query (term, filters, sort) resets the
// list and the cursor; Load More appends and is ignored while loading or when there is no next page. A failed
// request leaves the products on screen and offers to try again.
import { useCallback, useEffect, useRef, useState } from "react";
import type { ListingPage } from "../../lib/storefront/browse.ts";
import { isAbortError, latestOnly } from "./timing.ts";

export type PageFetcher<Q> = (query: Q, after: string | null, signal: AbortSignal) => Promise<ListingPage | null>;

export type ListingStatus = "idle" | "replacing" | "appending";

export type Listing<Q> = {
  /** What the shopper chose last. */
  query: Q;
  /** The query `page` answers: differs from `query` while a change loads, or after it failed. */
  pageQuery: Q;
  page: ListingPage;
  /** What the listing says: a change made `whenSlow` shows as loading only after loadingShownAfterMs. */
  status: ListingStatus;
  /** A sentence for the shopper when the last request failed; the products shown stay. */
  error: string | null;
  change(query: Q, loadingOnlyIfSlow?: boolean): void;
  loadMore(): void;
  retry(): void;
};

/**
 * When a change says it is loading. At once (the default) where the listing on screen no longer matches the address
 * (the page opened or went back to other choices) or the shopper asked for more. Only if slow (`whenSlow`) where the
 * shopper changed a choice and its control shows it: the listing keeps its products as they are until the answer
 * replaces them, and says 'Loading products…' only if the answer takes longer than loadingShownAfterMs. A quick
 * answer then replaces the old products without a flash of the loading state (nor its announcement to screen
 * readers), and the page draws nothing while the request is on its way.
 */
export const whenSlow = true;
export const loadingShownAfterMs = 200;

export const emptyPage: ListingPage = { products: [], filters: [], hasNextPage: false, endCursor: null, totalCount: 0 };

const failureMessage = "We couldn't load the products. Check your connection and try again.";

/** Whether Load More may show: there is a next page of the listing on screen, and it is what the shopper chose. */
export function canLoadMore<Q>(listing: Listing<Q>): boolean {
  return listing.page.hasNextPage && listing.query === listing.pageQuery;
}

/**
 * `initialPage` is what the static HTML shows for `initialQuery`; null when there is nothing to show yet, in which
 * case the first page is fetched as the island starts. `goneMessage` is what the listing says when `fetchPage`
 * answers null (the island's own words: only a collection can be gone).
 */
export function useListing<Q>(
  initialQuery: Q,
  initialPage: ListingPage | null,
  fetchPage: PageFetcher<Q>,
  goneMessage = failureMessage,
): Listing<Q> {
  const [query, setQuery] = useState(initialQuery);
  const [pageQuery, setPageQuery] = useState(initialQuery);
  const [page, setPage] = useState<ListingPage>(initialPage ?? emptyPage);
  const [status, setStatus] = useState<ListingStatus>(initialPage ? "idle" : "replacing");
  const [error, setError] = useState<string | null>(null);
  const requests = useRef(latestOnly());
  // The latest values for callbacks that outlive a render.
  const latest = useRef({ query, pageQuery, page, fetchPage, goneMessage });
  latest.current = { query, pageQuery, page, fetchPage, goneMessage };
  // The request in flight, if any, whether or not the listing says so yet.
  const inFlight = useRef(false);
  const loadingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastFailed = useRef<(() => void) | null>(null);

  const run = useCallback((kind: "replacing" | "appending", target: Q, after: string | null, onlyIfSlow = false) => {
    const request = requests.current.start();
    inFlight.current = true;
    clearTimeout(loadingTimer.current);
    setError(null);
    if (onlyIfSlow) loadingTimer.current = setTimeout(() => request.isCurrent() && setStatus(kind), loadingShownAfterMs);
    else setStatus(kind);
    const settle = () => {
      clearTimeout(loadingTimer.current);
      inFlight.current = false;
      setStatus("idle");
    };
    latest.current.fetchPage(target, after, request.signal).then(
      (next) => {
        if (!request.isCurrent()) return;
        settle();
        if (!next) {
          // The store no longer has it (a collection deleted since the build); asking again may still help.
          lastFailed.current = () => run(kind, target, after);
          setError(latest.current.goneMessage);
          return;
        }
        lastFailed.current = null;
        if (kind === "replacing") setPageQuery(target);
        setPage((shown) => (kind === "appending" ? { ...next, products: appendNew(shown.products, next.products) } : next));
      },
      (reason: unknown) => {
        if (!request.isCurrent() || isAbortError(reason)) return;
        console.error("[listing]", reason);
        lastFailed.current = () => run(kind, target, after);
        settle();
        setError(failureMessage);
      },
    );
  }, []);

  const change = useCallback(
    (next: Q, loadingOnlyIfSlow = false) => {
      setQuery(next);
      run("replacing", next, null, loadingOnlyIfSlow);
    },
    [run],
  );

  const loadMore = useCallback(() => {
    const { page: shown, query: chosen, pageQuery: answered } = latest.current;
    // The cursor belongs to the page shown: after a change that failed, it would page another listing.
    if (inFlight.current || chosen !== answered || !shown.hasNextPage || !shown.endCursor) return;
    // The button answers its click at once.
    run("appending", answered, shown.endCursor);
  }, [run]);

  const retry = useCallback(() => lastFailed.current?.(), []);

  useEffect(() => {
    if (!initialPage) run("replacing", initialQuery, null);
    const pending = requests.current;
    const timer = loadingTimer;
    return () => {
      pending.cancel();
      clearTimeout(timer.current);
    };
    // The first page is fetched once, for the query the island started with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { query, pageQuery, page, status, error, change, loadMore, retry };
}

/** Cursor pages of a changing catalogue can overlap; a product already shown is not shown twice. */
function appendNew<T extends { id: string }>(shown: readonly T[], more: readonly T[]): T[] {
  const ids = new Set(shown.map((item) => item.id));
  return [...shown, ...more.filter((item) => !ids.has(item.id))];
}
