// The filters as a panel over the listing, under 992 px where the sidebar is hidden: a native modal dialog (focus
// kept inside, Escape closes) that the toolbar's 'Filters' button opens. Choices apply at once; 'Show results'
// only closes it.
import type { Ref } from "react";
import type { Filter, FilterValue } from "../../lib/types.ts";
import { FilterPanel } from "./FilterPanel.tsx";
import type { ActiveFilter } from "./listing-state.ts";

type Props = {
  ref: Ref<HTMLDialogElement>;
  id: string;
  groups: readonly Filter[];
  active: readonly ActiveFilter[];
  onChoose: (group: Filter, value: FilterValue | null) => void;
  onClearAll: () => void;
  onClose: () => void;
};

export function FiltersDialog({ ref, id, groups, active, onChoose, onClearAll, onClose }: Props) {
  // The buttons close the panel by themselves (command="close"), also before React took over.
  return (
    <dialog
      ref={ref}
      id={id}
      className="listing-panel"
      aria-label="Filters"
      // A click on the backdrop lands on the dialog itself, outside its panel.
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className="listing-panel-body">
        <div className="listing-panel-head">
          <h2>Filters</h2>
          <button type="button" className="icon-button" aria-label="Close filters" command="close" commandfor={id} onClick={onClose}>
            ×
          </button>
        </div>
        <FilterPanel groups={groups} active={active} onChoose={onChoose} onClearAll={onClearAll} idPrefix="panel" />
        <button type="button" className="button listing-panel-done" command="close" commandfor={id} onClick={onClose}>
          Show results
        </button>
      </div>
    </dialog>
  );
}
