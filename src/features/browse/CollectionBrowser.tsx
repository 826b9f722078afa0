// The collection page's island (SPEC.md sections 2 and 4): filters, sort, count, grid and Load More, 12 a page.
// Astro renders it at build time with the collection's first page (BEST_SELLING, no filter), which is what a
// visitor without JavaScript and a search engine see; hydrated, it reads filters and sort from the URL and keeps
// them there, one history entry per choice, so back, forward, reload and a shared link all show the same listing.
import { useCallback, useEffect, useMemo, useRef } from "react";
import { withErrorBoundary } from "../../components/react/ErrorBoundary.tsx";
import { collectionPageSize } from "../../lib/shop-rules.ts";
import type { ListingPage } from "../../lib/storefront/browse.ts";
import type { Filter, FilterValue } from "../../lib/types.ts";
import {
  changedControl,
  chooseFilter,
  filterInputs,
  historyWriter,
  listingUrl,
  readListingState,
  sameListingState,
  visibleGroups,
  writeListingState,
  type ListingState,
  type SortOption,
} from "./listing-state.ts";
import { collectionSorts, countFromFilters } from "./collection-listing.ts";
import { ListingView } from "./ListingView.tsx";
import { canLoadMore, useListing, whenSlow } from "./useListing.ts";

type CollectionSort = (typeof collectionSorts)[number];
type Props = { handle: string; firstPage: ListingPage };

const defaultState: ListingState<CollectionSort> = { sort: collectionSorts[0], filters: [] };
/** What the listing says when the store no longer has the collection (deleted since the build). */
const goneMessage = "This collection is no longer available.";

function CollectionBrowser({ handle, firstPage }: Props) {
  const fetchPage = useCallback(
    // The first page is in the static HTML, so the Storefront client is fetched only when the shopper first asks
    // for another listing: a page that is only looked at never downloads it.
    (state: ListingState<CollectionSort>, after: string | null, signal: AbortSignal) =>
      import("../../lib/storefront/browse.ts").then(({ fetchCollectionPage }) =>
        fetchCollectionPage(handle, {
          filters: filterInputs(state.filters),
          sortKey: state.sort.sortKey,
          reverse: state.sort.reverse,
          first: collectionPageSize,
          after,
          signal,
        }),
      ),
    [handle],
  );
  const listing = useListing(defaultState, firstPage, fetchPage, goneMessage);
  const { query: state, page, change } = listing;
  const writeUrl = useMemo(() => historyWriter(), []);
  const chosen = useRef(state);
  chosen.current = state;

  // The URL the page was opened with (a shared link, a reload), and every back and forward since. A history step
  // that leaves the choices as they are (a #fragment) keeps the listing, Load More pages included.
  useEffect(() => {
    const fromUrl = () => readListingState(new URLSearchParams(location.search), collectionSorts, firstPage.filters);
    const initial = fromUrl();
    if (!sameListingState(initial, defaultState)) change(initial);
    const onPopState = () => {
      const next = fromUrl();
      if (!sameListingState(next, chosen.current)) change(next);
    };
    addEventListener("popstate", onPopState);
    return () => removeEventListener("popstate", onPopState);
  }, [change, firstPage.filters]);

  const apply = (next: ListingState<CollectionSort>) => {
    if (sameListingState(next, state)) return;
    const url = listingUrl(writeListingState(new URLSearchParams(location.search), next, defaultState.sort), location);
    // Asked first: the request is on its way while the address is written.
    change(next, whenSlow);
    writeUrl(url, "push", changedControl(state, next));
  };

  // The count speaks of the products on screen: after a change that failed, those of the previous choice.
  const total = countFromFilters(page.filters, listing.pageQuery.filters);
  const countText =
    total !== null
      ? `${total} ${total === 1 ? "product" : "products"}`
      : `${page.products.length}${page.hasNextPage ? "+" : ""} products`;

  return (
    <ListingView
      groups={visibleGroups(page.filters)}
      active={state.filters}
      onChoose={(group: Filter, value: FilterValue | null) => apply({ ...state, filters: chooseFilter(state.filters, group, value) })}
      onClearAll={() => apply({ ...state, filters: [] })}
      sorts={collectionSorts}
      sort={state.sort}
      onSort={(sort: SortOption) => apply({ ...state, sort: sort as CollectionSort })}
      countText={countText}
      products={page.products}
      status={listing.status}
      error={listing.error}
      onRetry={listing.retry}
      hasNextPage={canLoadMore(listing)}
      onLoadMore={listing.loadMore}
      empty={<p>No products match these filters.</p>}
    />
  );
}

export default withErrorBoundary(CollectionBrowser, "product list");
