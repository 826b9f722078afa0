// What the review service needs from its storage. SQLite (sqlite-store.ts) by default; the Judge.me adapter serves
// the same routes from a Judge.me shop instead.
import type { Review } from "../../lib/reviews/stats.ts";
import type { ReviewSubmission } from "../../lib/reviews/validation.ts";

export type ReviewStatus = "published" | "pending" | "hidden";

/** A page of every published review, for the build's bulk read: in id order, `next` is the cursor of the next page. */
export type ReviewPage = { reviews: (Review & { product_id: string })[]; next: string | null };

/** What an editor sees when moderating: everything, e-mail included (never served over HTTP). */
export type ModerationEntry = Review & { product_id: string; email: string; status: ReviewStatus };

/** A page of a product's published reviews, newest first; `next` is the cursor of the page after, or null. */
export type ProductReviewPage = { reviews: Review[]; next: string | null };

export interface ReviewStore {
  /** The published reviews of a product, newest first, `limit` at a time after the review `after` names. */
  list(productId: string, page: { after: string | null; limit: number }): Promise<ProductReviewPage>;
  /** Stores a valid submission; resolves once it is durable, with its id. */
  add(review: ReviewSubmission, status: ReviewStatus, createdAt: string): Promise<string>;
  page(after: string | null, limit: number): Promise<ReviewPage>;
  moderation(status: ReviewStatus | null, limit: number): Promise<ModerationEntry[]>;
  setStatus(id: string, status: ReviewStatus): Promise<boolean>;
  count(): Promise<number>;
  /** Whether an editor published a review by this e-mail address (it is still published). */
  hasPublishedReviewBy(email: string): Promise<boolean>;
}
