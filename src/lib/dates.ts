/** A long date as shoppers read it, e.g. "March 4, 2026" (UTC, so a build prints the same date everywhere). */
export function longDate(date: string | Date): string {
  return new Date(date).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}
