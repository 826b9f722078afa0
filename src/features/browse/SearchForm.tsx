// The search page's own input. It only reports what is typed and when the shopper submits; the page decides when
// that becomes a search (after the debounce, or at once on submit).
import { maxTermLength } from "./search-query.ts";

type Props = {
  text: string;
  onType: (text: string) => void;
  onSubmit: () => void;
};

export function SearchForm({ text, onType, onSubmit }: Props) {
  return (
    <form
      className="search-form"
      role="search"
      action=""
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label className="visually-hidden" htmlFor="search-input">
        Search products
      </label>
      <input
        id="search-input"
        className="search-input"
        type="search"
        name="q"
        value={text}
        maxLength={maxTermLength}
        placeholder="Search for honey, coffee, a farm…"
        autoComplete="off"
        onChange={(event) => onType(event.currentTarget.value)}
      />
      <button type="submit" className="button">
        Search
      </button>
    </form>
  );
}
