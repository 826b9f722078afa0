// The browser's calls to the review service (SPEC.md section 7): the reviews of a product, and a submission. The
// one place the site talks to the service from the browser.
import { eitherSignal } from "../signals.ts";
import type { Review } from "./stats.ts";
import type { ReviewSubmission } from "./validation.ts";

const timeoutMs = 6_000;
/** The service answers at most 100 reviews a request; the block reads a product's pages up to this many. */
const pageSize = 100;
const maxPages = 20;
/** Longer than the service's own limit on its storage (Judge.me: 4 s), so a slow but successful submit is not reported as failed. */
const submitTimeoutMs = 10_000;

/**
 * The published reviews of a product, newest first; null when the service could not be read (logged, SPEC.md
 * section 8). `fresh` skips the browser's cache (the service lets it keep an answer 30 s): after a submission.
 */
export async function fetchReviews(
  serviceUrl: string,
  productNumericId: string,
  options: { signal?: AbortSignal; fresh?: boolean } = {},
): Promise<Review[] | null> {
  const { signal, fresh = false } = options;
  if (!/^[1-9]\d*$/.test(productNumericId)) {
    console.error(`[reviews] not a numeric product id: ${JSON.stringify(productNumericId)}`);
    return [];
  }
  try {
    const timeout = AbortSignal.timeout(timeoutMs);
    const reviews: Review[] = [];
    let after: string | null = null;
    // The statistics are of every review, so every page is read (up to maxPages: past it, the first 2,000 count).
    for (let page = 0; page < maxPages; page++) {
      const cursor: string = after ? `&after=${encodeURIComponent(after)}` : "";
      const response = await fetch(`${serviceUrl}/reviews?product_id=${productNumericId}&limit=${pageSize}${cursor}`, {
        signal: signal ? eitherSignal(signal, timeout) : timeout,
        cache: fresh ? "no-cache" : "default",
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body = (await response.json()) as { reviews?: unknown; next?: unknown };
      if (Array.isArray(body.reviews)) reviews.push(...body.reviews.filter(isReview));
      after = typeof body.next === "string" && body.next !== after ? body.next : null;
      if (!after) break;
    }
    return reviews;
  } catch (error) {
    if (signal?.aborted) return null;
    console.error("[reviews] could not load reviews:", error);
    return null;
  }
}

function isReview(value: unknown): value is Review {
  const review = value as Review;
  return (
    typeof review === "object" && review !== null && typeof review.id === "string" && Number.isInteger(review.rating) &&
    typeof review.title === "string" && typeof review.body === "string" && typeof review.reviewer?.name === "string" &&
    typeof review.created_at === "string"
  );
}

/** Sends a review; resolves when the service stored it (201), throws otherwise. */
export async function submitReview(serviceUrl: string, review: ReviewSubmission & { website?: string }): Promise<void> {
  const response = await fetch(`${serviceUrl}/reviews`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(review),
    signal: AbortSignal.timeout(submitTimeoutMs),
  });
  if (response.status !== 201) throw new Error(`the review service answered ${response.status}`);
}
