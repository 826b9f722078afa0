// Review statistics and pages (SPEC.md sections 4, 5 and 9): the average rounded to 1 decimal, the count per star,
// 5 reviews a page. With no reviews: average 0, an empty distribution, 1 page. Pure; tested in tests/unit/reviews.
import { reviewRatingMax, reviewRatingMin, reviewsPerPage } from "../shop-rules.ts";

/** A review as the service answers it (SPEC.md section 7) and the pages show it. */
export type Review = {
  id: string;
  rating: number;
  title: string;
  body: string;
  reviewer: { name: string };
  created_at: string;
};

export { reviewsPerPage };

/** The star ratings from the highest down, the order the distribution lists them in. */
const starsHighToLow = Array.from({ length: reviewRatingMax - reviewRatingMin + 1 }, (_, i) => reviewRatingMax - i);

export type ReviewStats = {
  count: number;
  /** Rounded to 1 decimal; 0 without reviews. */
  average: number;
  /** Reviews per star, 5 down to 1; empty without reviews. */
  distribution: { stars: number; count: number }[];
  pages: number;
};

export function reviewStats(reviews: readonly Pick<Review, "rating">[]): ReviewStats {
  const count = reviews.length;
  if (count === 0) return { count: 0, average: 0, distribution: [], pages: 1 };
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  return {
    count,
    average: Math.round((sum / count) * 10) / 10,
    distribution: starsHighToLow.map((stars) => ({ stars, count: reviews.filter((r) => r.rating === stars).length })),
    pages: Math.max(1, Math.ceil(count / reviewsPerPage)),
  };
}

/** Page `page` (from 1) of the reviews; a page out of range is clamped, as SPEC.md ignores such requests. */
export function reviewPage<T>(reviews: readonly T[], page: number): { page: number; items: T[] } {
  const pages = Math.max(1, Math.ceil(reviews.length / reviewsPerPage));
  const current = Math.min(pages, Math.max(1, Math.trunc(page) || 1));
  return { page: current, items: reviews.slice((current - 1) * reviewsPerPage, current * reviewsPerPage) };
}

/** "Based on 1 review", "Based on 12 reviews". */
export function basedOn(count: number): string {
  return `Based on ${count} ${count === 1 ? "review" : "reviews"}`;
}

/** The count beside the product title: 'No reviews yet', '1 review', '12 reviews'. */
export function reviewSummaryText(count: number): string {
  return count === 0 ? "No reviews yet" : `${count} ${count === 1 ? "review" : "reviews"}`;
}
