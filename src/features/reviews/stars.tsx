// Five stars filled to a rating, read out as 'Rated 4.5 out of 5', and the summary by the product title
// (components/StarRating.astro) kept in step with the reviews block.
import { reviewSummaryText } from "../../lib/reviews/stats.ts";
import { fiveStars } from "./star-glyph.ts";

export function Stars({ rating }: { rating: number }) {
  const fill = Math.max(0, Math.min(5, rating));
  return (
    <span className="stars-line">
      <span className="stars" style={{ ["--fill" as string]: `${(fill / 5) * 100}%` }} aria-hidden="true" dangerouslySetInnerHTML={fiveStars} />
      <span className="visually-hidden">Rated {fill.toFixed(1)} out of 5</span>
    </span>
  );
}

/** Updates the stars and count beside the product title, which the build wrote with its own numbers. */
export function showSummary(average: number, count: number): void {
  const summary = document.querySelector<HTMLElement>("[data-review-summary]");
  if (!summary) return;
  const fill = Math.max(0, Math.min(5, average));
  summary.querySelector<HTMLElement>(".stars")?.style.setProperty("--fill", `${(fill / 5) * 100}%`);
  const rated = summary.querySelector("[data-rated]");
  if (rated) rated.textContent = `Rated ${fill.toFixed(1)} out of 5.`;
  const text = summary.querySelector("[data-count]");
  if (text) text.textContent = reviewSummaryText(count);
}
