// What a collection and a search page share: the filter sidebar (a 'Filters' button and a native dialog under
// 992 px), the result count, the sort select, the grid of product cards, Load More, and the message with 'Try
// again' when a request failed. The islands own the state; this only draws it.
import { useEffect, useRef, useState, type ReactNode } from "react";
import { ProductCard } from "../../components/react/ProductCard.tsx";
import type { Filter, FilterValue, ProductCard as ProductCardData } from "../../lib/types.ts";
import { FilterPanel } from "./FilterPanel.tsx";
import type { ActiveFilter, SortOption } from "./listing-state.ts";
import type { ListingStatus } from "./useListing.ts";
import "./listing.css";

/** Cards in the grid's first row on a phone (two columns): the listing's largest paint. */
const firstRowCards = 2;

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
  /** False hides count, sort and filters (a search page before any term). */
  toolbar?: boolean;
  /**
   * Where the grid is the first screen's largest paint (search), its first row of pictures is fetched at once and
   * first; elsewhere (a collection under its banner) they stay lazy and leave the bandwidth to what is above.
   */
  eagerFirstRow?: boolean;
};

export function ListingView(props: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Controls stay disabled until React has taken over, so a click on the static page is never silently lost.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const { active, status, products, toolbar = true } = props;
  const groups = toolbar ? props.groups : [];
  const busy = status !== "idle";
  const closePanel = () => dialog.current?.close();

  return (
    <div className={groups.length > 0 ? "listing" : "listing listing-without-filters"}>
      {groups.length > 0 && (
        <aside className="listing-sidebar" aria-label="Filters">
          <h2 className="listing-sidebar-title">Filters</h2>
          <FilterPanel groups={groups} active={active} onChoose={props.onChoose} onClearAll={props.onClearAll} idPrefix="sidebar" disabled={!hydrated} />
        </aside>
      )}
      <div className="listing-main">
        {props.children}
        {toolbar && (
        <div className="listing-toolbar">
          <p className="listing-count" role="status">
            {status === "replacing" ? "Loading products…" : props.countText}
          </p>
          {groups.length > 0 && (
            <button
              type="button"
              className="listing-filters-button"
              aria-haspopup="dialog"
              disabled={!hydrated}
              onClick={() => dialog.current?.showModal()}
            >
              Filters{active.length > 0 ? ` (${active.length})` : ""}
            </button>
          )}
          <label className="listing-sort">
            <span>Sort by</span>
            <select
              value={props.sort.param}
              disabled={!hydrated}
              onChange={(event) => {
                const next = props.sorts.find((option) => option.param === event.currentTarget.value);
                if (next) props.onSort(next);
              }}
            >
              {props.sorts.map((option) => (
                <option key={option.param} value={option.param}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        </div>
        )}
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
          <div className="listing-grid" aria-busy={status === "replacing"} data-replacing={status === "replacing" || undefined}>
            {/* The first row is the largest thing on a phone's first screen: its pictures are fetched at once, first. */}
            {products.map((product, index) => (
              <ProductCard key={product.id} product={product} showVendor priority={Boolean(props.eagerFirstRow) && index < firstRowCards} />
            ))}
          </div>
        )}
        {props.hasNextPage && (
          <div className="listing-more">
            <button
              type="button"
              className="button secondary"
              disabled={!hydrated}
              aria-disabled={busy}
              onClick={() => !busy && props.onLoadMore()}
            >
              {status === "appending" ? "Loading…" : "Load More"}
            </button>
          </div>
        )}
      </div>
      {groups.length > 0 && (
        <dialog
          ref={dialog}
          className="listing-panel"
          aria-label="Filters"
          // A click on the backdrop lands on the dialog itself, outside its panel.
          onClick={(event) => event.target === event.currentTarget && closePanel()}
        >
          <div className="listing-panel-body">
            <div className="listing-panel-head">
              <h2>Filters</h2>
              <button type="button" className="icon-button" aria-label="Close filters" onClick={closePanel}>
                ×
              </button>
            </div>
            <FilterPanel groups={groups} active={active} onChoose={props.onChoose} onClearAll={props.onClearAll} idPrefix="panel" />
            <button type="button" className="button listing-panel-done" onClick={closePanel}>
              Show results
            </button>
          </div>
        </dialog>
      )}
    </div>
  );
}
