// What a collection and a search page share: the filter sidebar (a 'Filters' button and a native dialog under
// 992 px), the result count, the sort select, the grid of product cards, Load More, and the message with 'Try
// again' when a request failed. The islands own the state; this only draws it.
import { useRef, type ReactNode } from "react";
import { useEarlyActions } from "../../components/react/ErrorBoundary.tsx";
import { ProductCard } from "../../components/react/ProductCard.tsx";
import type { Filter, FilterValue, ProductCard as ProductCardData } from "../../lib/types.ts";
import { FilterPanel } from "./FilterPanel.tsx";
import { FiltersDialog } from "./FiltersDialog.tsx";
import { useFirstScreenFirst } from "./first-screen.ts";
import { cardSizes, firstRowCards } from "./listing-grid.ts";
import type { ActiveFilter, SortOption } from "./listing-state.ts";
import { ListingToolbar } from "./ListingToolbar.tsx";
import type { ListingStatus } from "./useListing.ts";
import "./listing.css";

/** The filters panel, which the toolbar's button opens natively (commandfor), before and without React. */
const filtersDialogId = "listing-filters";

type Props = {
  groups: readonly Filter[];
  active: readonly ActiveFilter[];
  onChoose: (group: Filter, value: FilterValue | null) => void;
  onClearAll: () => void;
  sorts: readonly SortOption[];
  sort: SortOption;
  onSort: (sort: SortOption) => void;
  /** The sentence above the grid ('24 products', '3 results for "honey"'); null shows none. */
  countText: string | null;
  products: readonly ProductCardData[];
  status: ListingStatus;
  error: string | null;
  onRetry: () => void;
  hasNextPage: boolean;
  onLoadMore: () => void;
  /** Shown instead of the grid when there are no products and nothing is loading. */
  empty: ReactNode;
  /** Above the toolbar (the search input). */
  children?: ReactNode;
  /** False hides count, sort and filters (a search page before any term); the count's empty status line stays. */
  toolbar?: boolean;
  /**
   * Where the grid is the first screen's largest paint (search), its first row of pictures is fetched at once and
   * first; elsewhere (a collection under its banner) they stay lazy and leave the bandwidth to what is above.
   */
  eagerFirstRow?: boolean;
};

export function ListingView(props: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const root = useRef<HTMLDivElement>(null);
  // The controls work from the first paint: a filter, a sort or Load More chosen before React took over is
  // replayed now (the island's own effects, such as reading the URL, have run before the first replayed action).
  useEarlyActions(root);
  const { active, status, products, toolbar = true } = props;
  // A new listing's first screen of cards comes with its count, the rest right after (first-screen.ts). Kept here,
  // where it outlives the grid: a first search after the empty page is a new listing too.
  const drawn = useFirstScreenFirst(products);
  const groups = toolbar ? props.groups : [];
  const busy = status !== "idle";
  const closePanel = () => dialog.current?.close();

  return (
    <div ref={root} className={groups.length > 0 ? "listing" : "listing listing-without-filters"}>
      {groups.length > 0 && (
        <aside className="listing-sidebar" aria-label="Filters">
          <h2 className="listing-sidebar-title">Filters</h2>
          <FilterPanel groups={groups} active={active} onChoose={props.onChoose} onClearAll={props.onClearAll} idPrefix="sidebar" />
        </aside>
      )}
      <div className="listing-main">
        {props.children}
        {/* Drawn even while hidden (a search page before any term), so that its status line is in the page when
            the first results fill it: a live region inserted already filled is not read out. */}
        <ListingToolbar
          hidden={!toolbar}
          countText={props.countText}
          replacing={status === "replacing"}
          activeFilters={groups.length > 0 ? active.length : null}
          filtersDialogId={filtersDialogId}
          sorts={props.sorts}
          sort={props.sort}
          onSort={props.onSort}
        />
        {props.error && (
          <div className="listing-error" role="alert">
            <p>{props.error}</p>
            <button type="button" className="button" onClick={props.onRetry}>
              Try again
            </button>
          </div>
        )}
        {/* The cards' titles are h3: this keeps the outline whole where the sidebar (and its h2) is hidden. */}
        <h2 className="visually-hidden">Products</h2>
        {products.length === 0 && !busy && !props.error ? (
          <div className="listing-empty">{props.empty}</div>
        ) : (
          <div className="listing-grid" aria-busy={status === "replacing"}>
            {/* The first row is the largest thing on a phone's first screen: its pictures are fetched at once, first. */}
            {drawn.map((product, index) => (
              <ProductCard key={product.id} product={product} showVendor sizes={cardSizes} priority={Boolean(props.eagerFirstRow) && index < firstRowCards} />
            ))}
          </div>
        )}
        {props.hasNextPage && (
          <div className="listing-more">
            <button
              type="button"
              className="button secondary"
              aria-disabled={busy}
              onClick={() => !busy && props.onLoadMore()}
            >
              {status === "appending" ? "Loading…" : "Load More"}
            </button>
          </div>
        )}
      </div>
      {groups.length > 0 && (
        <FiltersDialog ref={dialog} id={filtersDialogId} groups={groups} active={active} onChoose={props.onChoose} onClearAll={props.onClearAll} onClose={closePanel} />
      )}
    </div>
  );
}
