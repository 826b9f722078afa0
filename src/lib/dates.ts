/** A long date as shoppers read it, e.g. "March 4, 2026" (UTC, so a build prints the same date everywhere). */
export function longDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}
