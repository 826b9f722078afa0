// The header's search box: suggestions while the shopper types (products from predictiveSearch, farms from the
// build's farms.json), following the ARIA combobox pattern. Down and Up move through the choices, Enter opens the
// chosen one or the search page for what was typed, Escape closes. Loaded by features/header/header.browser.ts only when the
// shopper opens it, so pages without React get none until then.
import { useEffect, useRef, useState } from "react";
import { createRoot } from "react-dom/client";
import { href } from "../../lib/routes.ts";
import { choicesFor, moveActive, searchUrl, suggestionStatus, type Choice } from "./suggestions.ts";
import { ChoiceContent } from "./TypeAheadChoice.tsx";
import { useSuggestions } from "./useSuggestions.ts";
import "./typeahead.css";

function TypeAhead({ onClose }: { onClose: () => void }) {
  const [text, setText] = useState("");
  const [active, setActive] = useState(-1);
  // A new answer is a new list under the arrow keys: no choice is active in it yet.
  const { found, loading, suggest } = useSuggestions(() => setActive(-1));
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const term = text.trim();
  // Choices are those of the last answer, but 'Search for' always follows what is typed now.
  const choices: Choice[] = term ? choicesFor(term, found.term ? found.products : [], found.term ? found.farms : []) : [];
  const open = choices.length > 0;
  const activeChoice = active >= 0 ? choices[active] : undefined;

  // The active choice stays in sight when the arrow keys move past the edge of a short screen.
  const activeId = activeChoice?.id;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
  }, [activeId]);

  const go = (url: string) => {
    onClose();
    location.assign(url);
  };

  return (
    <form
      className="typeahead-form"
      role="search"
      action={href("/search")}
      onSubmit={(event) => {
        event.preventDefault();
        if (activeChoice) go(activeChoice.url);
        else if (term) go(searchUrl(term));
      }}
    >
      <div className="typeahead-bar">
        <label className="visually-hidden" htmlFor="typeahead-input">
          Search the shop
        </label>
        <input
          ref={input}
          id="typeahead-input"
          className="typeahead-input"
          type="text"
          name="q"
          role="combobox"
          aria-expanded={open}
          aria-controls="typeahead-list"
          aria-autocomplete="list"
          aria-activedescendant={activeChoice?.id}
          autoComplete="off"
          placeholder="Search products and farms"
          maxLength={200}
          value={text}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setText(value);
            setActive(-1);
            suggest(value.trim());
          }}
          onKeyDown={(event) => {
            if (event.key === "ArrowDown" || event.key === "ArrowUp") {
              event.preventDefault();
              setActive((current) => moveActive(current, choices.length, event.key as "ArrowDown" | "ArrowUp"));
            }
          }}
        />
        <button type="button" className="typeahead-close" aria-label="Close search" onClick={onClose}>
          ×
        </button>
      </div>
      {/* Always in place, so that its text coming and going never moves the list under the pointer. */}
      <p className="typeahead-status" role="status">
        {suggestionStatus(found, term, loading)}
      </p>
      <ul id="typeahead-list" className="typeahead-list" role="listbox" aria-label="Suggestions" hidden={!open}>
        {choices.map((choice, index) => (
          <li
            key={choice.id}
            id={choice.id}
            role="option"
            aria-selected={index === active}
            className={`typeahead-option typeahead-${choice.kind}`}
            onMouseEnter={() => setActive(index)}
            // mousedown would move focus out of the input first; the click alone is enough.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(choice.url)}
          >
            <ChoiceContent choice={choice} />
          </li>
        ))}
      </ul>
    </form>
  );
}

let opened: { dialog: HTMLDialogElement; show: () => void } | null = null;

/** Opens the search box (creating it the first time); the browser returns focus to the opener when it closes. */
export function openTypeahead(): void {
  if (!opened) {
    const dialog = document.createElement("dialog");
    dialog.className = "typeahead";
    dialog.setAttribute("aria-label", "Search");
    document.body.append(dialog);
    const root = createRoot(dialog);
    const close = () => dialog.close();
    // Each opening starts empty: the component is dropped on close and a fresh one rendered on the next opening.
    dialog.addEventListener("close", () => root.render(null));
    // A click on the backdrop lands on the dialog itself, outside the form.
    dialog.addEventListener("click", (event) => event.target === dialog && close());
    opened = { dialog, show: () => root.render(<TypeAhead onClose={close} />) };
  }
  if (opened.dialog.open) return;
  opened.show();
  opened.dialog.showModal();
}
