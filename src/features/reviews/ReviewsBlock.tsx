// The product page's reviews block (SPEC.md sections 2, 4, 5 and 8): 'Customer Reviews', the average with stars,
// 'Based on N reviews', the distribution 5 down to 1, the reviews 5 a page with Previous / Next and 'Page X of Y',
// and 'Write a review', which opens the form in a native modal dialog. Astro renders it at build time with the
// reviews the build read; it hydrates when it comes into view and then shows the service's live list. 'Write a
// review' opens the dialog by itself (commandfor), so it works from the first paint; what is typed into the form
// before React took over is handed to it then (useEarlyActions).
import { useCallback, useEffect, useRef, useState } from "react";
import { useEarlyActions, withErrorBoundary } from "../../components/react/ErrorBoundary.tsx";
import { longDate } from "../../lib/dates.ts";
import { fetchReviews } from "../../lib/reviews/client.ts";
import { basedOn, reviewPage, reviewStats, type Review, type ReviewStats } from "../../lib/reviews/stats.ts";
import { ReviewForm } from "./ReviewForm.tsx";
import { showSummary, Stars } from "./stars.tsx";
import "./reviews.css";

type Props = {
  productId: string;
  productTitle: string;
  serviceUrl: string;
  /** What the build read: the first page of reviews (newest first) and the statistics of them all. */
  firstPage: Review[];
  buildStats: ReviewStats;
};

function ReviewsBlock({ productId, productTitle, serviceUrl, firstPage, buildStats }: Props) {
  // Every review from the service once it answered; until then (or if it does not), the build's first page.
  const [live, setLive] = useState<Review[] | null>(null);
  const [page, setPage] = useState(1);
  const [thanks, setThanks] = useState(false);
  // A fresh form for each review: the one just sent is not shown again.
  const [formKey, setFormKey] = useState(0);
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // Only the latest read may set the list: the first read, if slow, must not undo the one after a submission.
  const latestRead = useRef(0);
  const refresh = useCallback(
    async (options: { signal?: AbortSignal; fresh?: boolean } = {}) => {
      const read = ++latestRead.current;
      const reviews = await fetchReviews(serviceUrl, productId, options);
      // A failed read (logged by fetchReviews) keeps what is shown: the build's reviews, or an empty list.
      if (reviews && read === latestRead.current) setLive(reviews);
    },
    [productId, serviceUrl],
  );

  useEffect(() => {
    const controller = new AbortController();
    void refresh({ signal: controller.signal });
    return () => controller.abort();
  }, [refresh]);
  useEarlyActions(heading);
  // One reviews block a page: its dialog's id, which 'Write a review' names (commandfor).
  const dialogId = "review-dialog";

  const reviews = live ?? firstPage;
  // Statistics are recalculated whenever the reviews change; the stars by the title follow them.
  const stats: ReviewStats = live ? reviewStats(live) : { ...buildStats, pages: 1 };
  useEffect(() => {
    if (live) showSummary(stats.average, stats.count);
  }, [live, stats.average, stats.count]);

  const { page: current, items } = reviewPage(reviews, page);
  const go = (next: number) => {
    if (next < 1 || next > stats.pages) return;
    setPage(next);
    // The pressed button may become disabled (the last page): focus moves to the top of the list it changed.
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: "start" });
  };

  return (
    <section className="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title" ref={heading} tabIndex={-1}>Customer Reviews</h2>
      <div className="reviews-summary">
        <div className="reviews-average">
          <p className="reviews-score">{stats.average.toFixed(1)}</p>
          <Stars rating={stats.average} />
          <p className="reviews-based">{basedOn(stats.count)}</p>
        </div>
        <ul className="reviews-distribution" aria-label="Ratings by stars">
          {stats.distribution.map(({ stars, count }) => (
            <li key={stars}>
              <span className="reviews-distribution-label">{stars} {stars === 1 ? "star" : "stars"}</span>
              <span className="reviews-bar" aria-hidden="true">
                <span style={{ width: `${stats.count ? (count / stats.count) * 100 : 0}%` }} />
              </span>
              <span className="reviews-distribution-count">{count}</span>
            </li>
          ))}
        </ul>
        <button type="button" className="button" command="show-modal" commandfor={dialogId}>
          Write a review
        </button>
      </div>
      {thanks && (
        <div className="reviews-thanks" role="status">
          <p className="reviews-thanks-title">Thank You!</p>
          <p>Your review has been submitted successfully.</p>
        </div>
      )}
      {reviews.length === 0 ? (
        <p className="reviews-none">No reviews yet. Be the first to review {productTitle}.</p>
      ) : (
        <ol className="reviews-list">
          {items.map((review) => (
            <li key={review.id} className="review">
              <Stars rating={review.rating} />
              <h3 className="review-title">{review.title}</h3>
              <p className="review-body">{review.body}</p>
              <p className="review-meta">
                {review.reviewer.name} · <time dateTime={review.created_at}>{longDate(review.created_at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
      {stats.pages > 1 && (
        <nav className="reviews-pages" aria-label="Review pages">
          <button type="button" className="button secondary" disabled={current === 1} onClick={() => go(current - 1)}>
            Previous
          </button>
          <span aria-live="polite">Page {current} of {stats.pages}</span>
          <button type="button" className="button secondary" disabled={current === stats.pages} onClick={() => go(current + 1)}>
            Next
          </button>
        </nav>
      )}
      <dialog
        ref={dialog}
        id={dialogId}
        className="review-dialog"
        aria-labelledby="review-dialog-title"
        // A click on the backdrop lands on the dialog itself, outside its content.
        onClick={(event) => event.target === event.currentTarget && dialog.current?.close()}
      >
        <div className="review-dialog-body">
          <div className="review-dialog-head">
            <h2 id="review-dialog-title">Write a review</h2>
            <button type="button" className="review-dialog-close" aria-label="Close" command="close" commandfor={dialogId}>
              ×
            </button>
          </div>
          <ReviewForm
            key={formKey}
            productId={productId}
            productTitle={productTitle}
            serviceUrl={serviceUrl}
            onSubmitted={() => {
              dialog.current?.close();
              setFormKey((key) => key + 1);
              setThanks(true);
              setPage(1);
              // The answer the browser kept from before the submission would not have the new review.
              void refresh({ fresh: true });
            }}
          />
        </div>
      </dialog>
    </section>
  );
}

export default withErrorBoundary(ReviewsBlock, "reviews");
