// The header's search box: suggestions while the shopper types (products from predictiveSearch, farms from the
// build's farms.json), following the ARIA combobox pattern. Down and Up move through the choices, Enter opens the
// chosen one or the search page for what was typed, Escape closes. Loaded by src/scripts/header.ts only when the
// shopper opens it, so pages without React get none until then.
import { useEffect, useMemo, useRef, useState } from "react";
import { createRoot } from "react-dom/client";
import { formatMoney } from "../../lib/format.ts";
import { href } from "../../lib/routes.ts";
import { fetchSuggestions } from "../../lib/storefront/browse.ts";
import type { ProductCard } from "../../lib/types.ts";
import { ResponsiveImage } from "../../components/react/ResponsiveImage.tsx";
import { choicesFor, matchFarms, moveActive, searchUrl, type Choice, type FarmSuggestion } from "./suggestions.ts";
import { debounce, isAbortError, latestOnly } from "./timing.ts";
import "./typeahead.css";

const suggestionDelayMs = 150;
const productLimit = 6;
const farmLimit = 3;

const farmsTimeoutMs = 4_000;
let farmsRequest: Promise<FarmSuggestion[]> | null = null;
/**
 * The farms list, read once per page. A failure or a slow answer leaves farms out of these suggestions only: the
 * next keystroke asks again.
 */
function loadFarms(): Promise<FarmSuggestion[]> {
  farmsRequest ??= fetch(href("/farms.json"), { signal: AbortSignal.timeout(farmsTimeoutMs) })
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json() as Promise<FarmSuggestion[]>;
    })
    .then((farms) => (Array.isArray(farms) ? farms : []))
    .catch((error: unknown) => {
      console.error("[search] farms list unavailable", error);
      farmsRequest = null;
      return [];
    });
  return farmsRequest;
}

type Found = { term: string; products: ProductCard[]; farms: FarmSuggestion[] };

function TypeAhead({ onClose }: { onClose: () => void }) {
  const [text, setText] = useState("");
  const [found, setFound] = useState<Found>({ term: "", products: [], farms: [] });
  const [active, setActive] = useState(-1);
  const [loading, setLoading] = useState(false);
  const requests = useRef(latestOnly());
  const input = useRef<HTMLInputElement>(null);

  const suggest = useMemo(
    () =>
      debounce(async (term: string) => {
        const request = requests.current.start();
        if (!term) {
          setFound({ term: "", products: [], farms: [] });
          setLoading(false);
          return;
        }
        setLoading(true);
        // Products and farms arrive on their own: a slow farms list never holds back the products.
        const products = fetchSuggestions(term, productLimit, request.signal).then(
          (result) => result.products,
          (error: unknown) => {
            if (!isAbortError(error)) console.error("[search] suggestions failed", error);
            return [] as ProductCard[];
          },
        );
        const farms = loadFarms().then((all) => matchFarms(all, term, farmLimit));
        void farms.then((matched) => {
          if (!request.isCurrent()) return;
          setFound((shown) => (shown.term === term ? { ...shown, farms: matched } : shown));
        });
        const found = await products;
        if (!request.isCurrent()) return;
        setFound({ term, products: found, farms: await Promise.race([farms, Promise.resolve<FarmSuggestion[]>([])]) });
        setActive(-1);
        setLoading(false);
      }, suggestionDelayMs),
    [],
  );
  useEffect(() => {
    input.current?.focus();
    const pending = requests.current;
    return () => {
      suggest.cancel();
      pending.cancel();
    };
  }, [suggest]);

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
      <p className="visually-hidden" role="status">
        {loading ? "" : found.term && term ? `${found.products.length} products and ${found.farms.length} farms found` : ""}
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

function ChoiceContent({ choice }: { choice: Choice }) {
  if (choice.kind === "product") {
    const { product } = choice;
    return (
      <>
        <span className="typeahead-thumb" aria-hidden="true">
          {product.image && <ResponsiveImage image={product.image} width={96} sizes="48px" />}
        </span>
        <span className="typeahead-text">
          <span className="typeahead-title">{product.title}</span>
          <span className="typeahead-meta">{formatMoney(product.price.amount, product.price.currencyCode)}</span>
        </span>
      </>
    );
  }
  if (choice.kind === "farm") {
    return (
      <span className="typeahead-text">
        <span className="typeahead-title">{choice.farm.name}</span>
        <span className="typeahead-meta">Farm{choice.farm.location ? ` · ${choice.farm.location}` : ""}</span>
      </span>
    );
  }
  return <span className="typeahead-title">Search for “{choice.term}”</span>;
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
