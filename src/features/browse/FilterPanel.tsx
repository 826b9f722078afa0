// The filter groups of a listing (SPEC.md section 2): radio inputs, one value per group, the count beside each
// value; choosing the checked value again clears it, as does the group's Clear button; Clear all clears every group.
// Rendered twice by ListingFilters: as the sidebar (992 px and wider) and inside the mobile panel, each with its own
// input names so that the two sets of radios never form one group.
import { useState } from "react";
import type { Filter, FilterValue } from "../../lib/types.ts";
import type { ActiveFilter } from "./listing-state.ts";

type Props = {
  groups: readonly Filter[];
  active: readonly ActiveFilter[];
  onChoose: (group: Filter, value: FilterValue | null) => void;
  onClearAll: () => void;
  /** Distinguishes the sidebar's inputs from the panel's. */
  idPrefix: string;
};

/** A group longer than this shows its first values and a 'Show all' button, so one long group never buries the rest. */
export const valuesShownFolded = 8;

export function FilterPanel({ groups, active, onChoose, onClearAll, idPrefix }: Props) {
  const [unfolded, setUnfolded] = useState<ReadonlySet<string>>(new Set());
  if (groups.length === 0) return <p className="filters-none">No filters for these products.</p>;
  return (
    <fieldset className="filter-groups">
      {active.length > 0 && (
        <button type="button" className="filters-clear-all" onClick={onClearAll}>
          Clear all filters
        </button>
      )}
      {groups.map((group) => {
        const chosen = active.find((filter) => filter.groupId === group.id)?.label ?? null;
        const name = `${idPrefix}-${group.id}`;
        const foldable = group.values.length > valuesShownFolded;
        const open = !foldable || unfolded.has(group.id);
        // Folded, a group still shows its chosen value.
        const shown = open
          ? group.values
          : group.values.filter((value, i) => i < valuesShownFolded || value.label === chosen);
        const listId = `${name}-values`;
        return (
          <fieldset className="filter-group" key={group.id}>
            <legend>{group.label}</legend>
            <ul id={listId}>
              {shown.map((value) => {
                const checked = value.label === chosen;
                return (
                  <li key={value.id}>
                    <label className={value.count === 0 && !checked ? "filter-value is-empty" : "filter-value"}>
                      <input
                        type="radio"
                        name={name}
                        value={value.label}
                        checked={checked}
                        disabled={value.count === 0 && !checked}
                        onChange={() => onChoose(group, value)}
                        // A radio cannot be unchecked by a click; SPEC.md wants unchecking to clear the group.
                        onClick={() => checked && onChoose(group, null)}
                      />
                      <span className="filter-label">{value.label}</span>
                      <span className="filter-count">
                        ({value.count}
                        <span className="visually-hidden"> {value.count === 1 ? "product" : "products"}</span>)
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
            {foldable && (
              <button
                type="button"
                className="filter-more"
                aria-expanded={open}
                aria-controls={listId}
                onClick={() =>
                  setUnfolded((current) => {
                    const next = new Set(current);
                    if (open) next.delete(group.id);
                    else next.add(group.id);
                    return next;
                  })
                }
              >
                {open ? "Show fewer" : `Show all ${group.values.length}`}
                <span className="visually-hidden"> {group.label} values</span>
              </button>
            )}
            {chosen !== null && (
              <button type="button" className="filter-clear" onClick={() => onChoose(group, null)}>
                Clear<span className="visually-hidden"> {group.label}</span>
              </button>
            )}
          </fieldset>
        );
      })}
    </fieldset>
  );
}
