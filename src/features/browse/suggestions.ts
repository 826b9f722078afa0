// The header type-ahead's pure parts: which farms match what the shopper typed, and the flat list of choices the
// arrow keys move through. Tested in browse.test.ts.
import type { ProductCard } from "../../lib/types.ts";
import { href, productPath } from "../../lib/routes.ts";

export type FarmSuggestion = { name: string; location: string; url: string };

/** Case, accents and spacing do not matter: "cafe" finds "Café Alto", "  HONEY " finds "Hilltop Honey". */
export function foldForMatch(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

/**
 * Farms whose name (or, after those, location) contains every word typed, names that start with the text first.
 * At most `limit`.
 */
export function matchFarms(farms: readonly FarmSuggestion[], typed: string, limit: number): FarmSuggestion[] {
  const words = foldForMatch(typed).split(" ").filter(Boolean);
  if (words.length === 0) return [];
  const whole = words.join(" ");
  const scored: { farm: FarmSuggestion; rank: number; index: number }[] = [];
  farms.forEach((farm, index) => {
    const name = foldForMatch(farm.name);
    const place = foldForMatch(farm.location);
    if (words.every((word) => name.includes(word))) {
      scored.push({ farm, rank: name.startsWith(whole) ? 0 : 1, index });
    } else if (words.every((word) => name.includes(word) || place.includes(word))) {
      scored.push({ farm, rank: 2, index });
    }
  });
  return scored
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, limit)
    .map((entry) => entry.farm);
}

export type Choice =
  | { kind: "product"; id: string; url: string; product: ProductCard }
  | { kind: "farm"; id: string; url: string; farm: FarmSuggestion }
  | { kind: "search"; id: string; url: string; term: string };

/** The URL of the search page for a term. */
export function searchUrl(term: string): string {
  return `${href("/search")}?${new URLSearchParams({ q: term.trim() })}`;
}

/** Products, then farms, then 'Search for "…"': the order the list shows and the arrow keys follow. */
export function choicesFor(term: string, products: readonly ProductCard[], farms: readonly FarmSuggestion[]): Choice[] {
  const trimmed = term.trim();
  if (!trimmed) return [];
  return [
    ...products.map((product, i): Choice => ({ kind: "product", id: `ta-product-${i}`, url: href(productPath(product.handle)), product })),
    ...farms.map((farm, i): Choice => ({ kind: "farm", id: `ta-farm-${i}`, url: farm.url, farm })),
    { kind: "search", id: "ta-search", url: searchUrl(trimmed), term: trimmed },
  ];
}

/** The next active choice for an arrow key: wraps around; from none, Down goes to the first and Up to the last. */
export function moveActive(current: number, count: number, key: "ArrowDown" | "ArrowUp"): number {
  if (count === 0) return -1;
  if (key === "ArrowDown") return current < 0 || current >= count - 1 ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}

/** The type-ahead's status row while the suggestions for what is typed have not arrived. */
export const loadingSuggestions = "Loading suggestions…";

/**
 * The type-ahead's status row, on screen and read politely to screen readers: 'Loading suggestions…' from the
 * keystroke until the answer for what is typed now has arrived (the list shown meanwhile is an older term's), then
 * how many suggestions it holds (products and farms; 'Search for' is always there and is not counted); nothing while
 * the box is empty.
 */
export function suggestionStatus(
  found: { term: string; products: readonly unknown[]; farms: readonly unknown[] },
  typed: string,
  loading: boolean,
): string {
  const term = typed.trim();
  if (!term) return "";
  if (loading || found.term !== term) return loadingSuggestions;
  const count = found.products.length + found.farms.length;
  if (count === 0) return "No suggestions";
  return count === 1 ? "1 suggestion" : `${count} suggestions`;
}
