// Dates as shoppers read them. Apart from format.ts, whose money and id helpers every page loads with the basket's
// state (the header's count): only the reviews block shows a date in the browser.

let longDates: Intl.DateTimeFormat | undefined;

/** A long date as shoppers read it, e.g. "March 4, 2026" (UTC, so a build prints the same date everywhere). */
export function longDate(date: string | Date): string {
  // One formatter for every date: toLocaleDateString makes a new one on each call (a quarter of a second a build).
  longDates ??= new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
  const when = new Date(date);
  // As toLocaleDateString says it; format() would throw, and one review's bad date must not take a page down.
  if (Number.isNaN(when.getTime())) return "Invalid Date";
  return longDates.format(when);
}
