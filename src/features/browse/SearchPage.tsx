// The search page's island (SPEC.md sections 2, 4 and 9): an input debounced 400 ms that keeps q in the URL (by
// replacing the history entry, not one entry per keystroke), filters without the Price group, the sorts Relevance
// and Price, '{n} results for "{term}"', the grid and Load More, 24 a page. Filter and sort choices add history
// entries, as on collections. An answer that arrives after a newer search began is dropped (useListing).
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { withErrorBoundary } from "../../components/react/ErrorBoundary.tsx";
import { searchAskedAheadMs, searchDebounceMs } from "../../lib/shop-rules.ts";
import { searchAhead, searchProducts } from "../../lib/storefront/product-search.ts";
import type { Filter, FilterValue } from "../../lib/types.ts";
import {
  changedControl,
  chooseFilter,
  historyWriter,
  searchSorts,
  visibleGroups,
  type ListingState,
  type SortOption,
} from "./listing-state.ts";
import { ListingView } from "./ListingView.tsx";
import { SearchForm } from "./SearchForm.tsx";
import {
  cleanTerm,
  defaultSearchState,
  queryFromUrl,
  resultCountText,
  sameQuery,
  searchPageUrl,
  searchRequest,
  termFrom,
  type SearchQuery,
  type SearchSort,
} from "./search-query.ts";
import { debounce } from "./timing.ts";
import { canLoadMore, emptyPage, useListing, whenSlow } from "./useListing.ts";

function fetchSearchPage(query: SearchQuery, after: string | null, signal: AbortSignal) {
  if (!query.term) return Promise.resolve(emptyPage);
  return searchProducts(query.term, { ...searchRequest(query, after), signal });
}

function SearchPage() {
  const listing = useListing<SearchQuery>({ term: "", state: defaultSearchState }, emptyPage, fetchSearchPage);
  const { query, page, change } = listing;
  const [text, setText] = useState("");
  const writeUrl = useMemo(() => historyWriter(), []);
  // Read when the debounce fires, not when the key was pressed: a sort chosen meanwhile stays chosen.
  const latest = useRef({ query, page, pageQuery: listing.pageQuery });
  latest.current = { query, page, pageQuery: listing.pageQuery };

  // The search a typed text makes, or null where it would not change the term shown.
  const typedQuery = useCallback((raw: string): SearchQuery | null => {
    const term = cleanTerm(raw);
    const current = latest.current.query;
    // A new term finds other products, whose filter values differ: its filters start empty; the sort stays.
    return term === current.term ? null : { term, state: { sort: current.state.sort, filters: [] } };
  }, []);

  const commitTerm = useMemo(
    () =>
      debounce((raw: string) => {
        const next = typedQuery(raw);
        if (!next) return;
        // Asked first: the request is on its way while the address is written.
        change(next, whenSlow);
        writeUrl(searchPageUrl(next, location), "replace");
      }, searchDebounceMs),
    [change, writeUrl, typedQuery],
  );
  // The store is asked searchAskedAheadMs before the debounce ends, and the search takes that answer if the term
  // and the sort are still the same (searchAhead): the results show at the debounce's end instead of a request later.
  const askAhead = useMemo(
    () =>
      debounce((raw: string) => {
        const next = typedQuery(raw);
        if (next?.term) searchAhead(next.term, searchRequest(next, null));
      }, searchDebounceMs - searchAskedAheadMs),
    [typedQuery],
  );

  // Whether the shopper has typed since React took the page over: on a busy phone a letter can come before the
  // effect below has opened the address's term, and the box must not then be put back to that term.
  const typedYet = useRef(false);

  // Opened as /search?q=honey (a link, a reload), and every back and forward since.
  useEffect(() => {
    const fromUrl = (): SearchQuery => {
      const params = new URLSearchParams(location.search);
      const term = termFrom(params);
      // Filter values of the listing on screen are known with their inputs, if it is the same term's.
      const { page: shown, pageQuery } = latest.current;
      return queryFromUrl(params, pageQuery.term === term && term && shown.filters.length ? shown.filters : null);
    };
    const open = (initial: boolean) => {
      commitTerm.cancel();
      askAhead.cancel();
      const next = fromUrl();
      setText(next.term);
      // A history step that leaves term and choices as they are (a #fragment) keeps the results shown.
      if (initial ? next.term !== "" : !sameQuery(next, latest.current.query)) change(next);
    };
    // What was typed is newer than the address, and its own search follows once the debounce ends.
    if (!typedYet.current) open(true);
    const onPopState = () => open(false);
    addEventListener("popstate", onPopState);
    return () => {
      removeEventListener("popstate", onPopState);
      commitTerm.cancel();
      askAhead.cancel();
    };
  }, [change, commitTerm, askAhead]);

  const apply = useCallback(
    (state: ListingState<SearchSort>) => {
      const { query: current } = latest.current;
      const next = { term: current.term, state };
      change(next, whenSlow);
      writeUrl(searchPageUrl(next, location), "push", changedControl(current.state, state));
    },
    [change, writeUrl],
  );

  const { state } = query;
  // Count, grid and empty state speak of the results on screen, whose term may lag behind the input.
  const term = listing.pageQuery.term;
  const total = page.totalCount ?? page.products.length;
  const countText = resultCountText(term, total);

  return (
    <ListingView
      eagerFirstRow
      // Before any results, the toolbar comes with them, or with 'Loading products…' when they are slow.
      toolbar={Boolean(term) || listing.status === "replacing"}
      groups={visibleGroups(page.filters, { hidePrice: true })}
      active={state.filters}
      onChoose={(group: Filter, value: FilterValue | null) => apply({ ...state, filters: chooseFilter(state.filters, group, value) })}
      onClearAll={() => apply({ ...state, filters: [] })}
      sorts={searchSorts}
      sort={state.sort}
      onSort={(sort: SortOption) => apply({ ...state, sort: sort as SearchSort })}
      countText={countText}
      products={term ? page.products : emptyPage.products}
      status={listing.status}
      error={listing.error}
      onRetry={listing.retry}
      hasNextPage={Boolean(term) && canLoadMore(listing)}
      onLoadMore={listing.loadMore}
      empty={
        <p className="search-empty">
          {term ? "No products found. Try a different search term." : "Search for farms, products, and more."}
        </p>
      }
    >
      <SearchForm
        text={text}
        onType={(value) => {
          typedYet.current = true;
          setText(value);
          commitTerm(value);
          askAhead(value);
        }}
        // What Enter searches is shown at once; the ahead still waiting then finds that term shown and asks nothing.
        onSubmit={() => commitTerm.flush()}
      />
    </ListingView>
  );
}

export default withErrorBoundary(SearchPage, "search");
