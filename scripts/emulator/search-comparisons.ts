// Comparisons of numbers, dates and booleans in search filters, for `variants.price:>10`, `created_at:>=2024-01-01`,
// `id:<100`, `available_for_sale:true`.
import type { Comparator } from "./search-query.ts";

export function compareNumber(actual: number, comparator: Comparator, text: string): boolean {
  const expected = Number(text);
  if (text.trim() === "" || !Number.isFinite(expected)) return false;
  switch (comparator) {
    case ":":
      return actual === expected;
    case ">":
      return actual > expected;
    case ">=":
      return actual >= expected;
    case "<":
      return actual < expected;
    case "<=":
      return actual <= expected;
  }
}

/**
 * The half-open time span a date value names: "2024" is the whole year, "2024-03" a month, "2024-03-05" a day, a
 * full timestamp one millisecond, "now" the current instant. Null when the value is not a date.
 */
export function dateSpan(text: string, now: Date = new Date()): { start: number; end: number } | null {
  const value = text.trim();
  if (value.toLowerCase() === "now") return { start: now.getTime(), end: now.getTime() + 1 };
  let match = /^(\d{4})$/.exec(value);
  if (match) return { start: Date.UTC(+match[1]!, 0, 1), end: Date.UTC(+match[1]! + 1, 0, 1) };
  match = /^(\d{4})-(\d{2})$/.exec(value);
  if (match) return { start: Date.UTC(+match[1]!, +match[2]! - 1, 1), end: Date.UTC(+match[1]!, +match[2]!, 1) };
  match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match) {
    const start = Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!);
    return { start, end: start + 86_400_000 };
  }
  const instant = Date.parse(value);
  return Number.isNaN(instant) ? null : { start: instant, end: instant + 1 };
}

export function compareDate(actualIso: string, comparator: Comparator, text: string, now?: Date): boolean {
  const actual = Date.parse(actualIso);
  const span = dateSpan(text, now);
  if (!span || Number.isNaN(actual)) return false;
  switch (comparator) {
    case ":":
      return actual >= span.start && actual < span.end;
    case ">":
      return actual >= span.end;
    case ">=":
      return actual >= span.start;
    case "<":
      return actual < span.start;
    case "<=":
      return actual < span.end;
  }
}

export function parseBooleanValue(text: string): boolean | null {
  const value = text.trim().toLowerCase();
  if (value === "true" || value === "1") return true;
  if (value === "false" || value === "0") return false;
  return null;
}
