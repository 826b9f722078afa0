// The line above a listing's grid: the result count (or 'Loading products…' while a new choice loads), the
// 'Filters' button that opens the panel under 992 px, and the sort select.
import type { SortOption } from "./listing-state.ts";

type Props = {
  /** Before anything to count (a search page before any term): only the empty status line, out of sight (the
   *  'Filters' button is left out too, as activeFilters is null then). */
  hidden?: boolean;
  countText: string | null;
  /** A new choice's products are loading: the count speaks of them, not of the old ones. */
  replacing: boolean;
  /** How many filter values are chosen; the 'Filters' button is left out when null (no filter groups). */
  activeFilters: number | null;
  /** The panel the 'Filters' button opens by itself (command, commandfor), from the first paint. */
  filtersDialogId: string;
  sorts: readonly SortOption[];
  sort: SortOption;
  onSort: (sort: SortOption) => void;
};

export function ListingToolbar(props: Props) {
  const { activeFilters, hidden = false } = props;
  return (
    <div className={hidden ? "listing-toolbar visually-hidden" : "listing-toolbar"}>
      <p className="listing-count" role="status">
        {props.replacing ? "Loading products…" : props.countText}
      </p>
      {activeFilters !== null && (
        <button
          type="button"
          className="listing-filters-button"
          aria-haspopup="dialog"
          command="show-modal"
          commandfor={props.filtersDialogId}
        >
          Filters{activeFilters > 0 ? ` (${activeFilters})` : ""}
        </button>
      )}
      {!hidden && (
        <label className="listing-sort">
          <span>Sort by</span>
          <select
            value={props.sort.param}
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
      )}
    </div>
  );
}
