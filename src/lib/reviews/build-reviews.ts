// The build's bulk read of reviews: every published review from the service's paged endpoint (500 a request),
// grouped by product, so that each product page is written with its statistics and first page of reviews. A
// service that does not answer never fails the build, and never strips the reviews from the pages: the build uses
// the last good read (review-snapshot.ts) and reports itself degraded (lib/build-notes.ts); only when no read was
// ever kept are the pages written without reviews ('No reviews yet').
import { noteDegraded } from "../build-notes.ts";
import { forgetOnNewBuild } from "../build-state.ts";
import { loadReviewSnapshot, saveReviewSnapshot, snapshotFile } from "./review-snapshot.ts";
import type { Review } from "./stats.ts";
import { loadBuildSnapshot, snapshotOfBuild } from "../storefront/snapshot.ts";

export const reviewPageSize = 500;
const timeoutMs = 10_000;
const maxRequests = 1000;
/** The whole read; past it the build goes on without reviews rather than wait on a crawling service. */
const totalBudgetMs = 120_000;

export type BuildReviews = {
  byProduct: Map<string, Review[]>;
  requests: number;
  /** Whether the service answered the whole read. */
  available: boolean;
  /** Why it did not. */
  failure?: string;
  /** Where the reviews came from: this read, the last good read kept on disk, or nowhere. */
  source: "service" | "snapshot" | "none";
};

type Page = { reviews: (Review & { product_id: string })[]; next: string | null };

/**
 * The bulk read needs the service's read token: REVIEWS_READ_TOKEN of the build's environment (a secret, so never
 * PUBLIC_ and never in a page). Without one the request goes without, which a local demo service answers.
 */
function readToken(): string | undefined {
  return (typeof process === "undefined" ? undefined : process.env.REVIEWS_READ_TOKEN?.trim()) || undefined;
}

export async function readAllReviews(serviceUrl: string, fetchImpl: typeof fetch = fetch): Promise<BuildReviews> {
  const token = readToken();
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const byProduct = new Map<string, Review[]>();
  let after: string | null = null;
  let requests = 0;
  const deadline = Date.now() + totalBudgetMs;
  const seen = new Set<string>();
  try {
    do {
      if (Date.now() > deadline) throw new Error(`no complete answer within ${totalBudgetMs / 1000} s`);
      const url = `${serviceUrl}/reviews/all?limit=${reviewPageSize}${after ? `&after=${encodeURIComponent(after)}` : ""}`;
      const response = await fetchImpl(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
      requests++;
      if (!response.ok) throw new Error(`HTTP ${response.status} from ${url}`);
      const page = (await response.json()) as Page;
      for (const { product_id, ...review } of page.reviews) {
        // A page boundary that moved while reading may repeat a review; it counts once.
        if (seen.has(review.id)) continue;
        seen.add(review.id);
        const list = byProduct.get(product_id);
        if (list) list.push(review);
        else byProduct.set(product_id, [review]);
      }
      if (page.next !== null && page.next === after) throw new Error("the review service returned the same page twice");
      after = page.next;
      // Statistics from part of the reviews would be wrong without saying so: past the cap, none are used.
      if (after && requests >= maxRequests) throw new Error(`more than ${maxRequests * reviewPageSize} reviews (${maxRequests} pages)`);
    } while (after);
  } catch (error) {
    const failure = error instanceof Error ? error.message : String(error);
    console.warn(`[reviews] the review service at ${serviceUrl} did not answer (${failure})`);
    return { byProduct: new Map(), requests, available: false, failure, source: "none" };
  }
  // Newest first on every page, as GET /reviews answers.
  for (const list of byProduct.values()) list.sort((a, b) => b.created_at.localeCompare(a.created_at) || Number(b.id) - Number(a.id));
  console.log(`[reviews] read ${[...byProduct.values()].reduce((n, l) => n + l.length, 0)} reviews in ${requests} ${requests === 1 ? "request" : "requests"}`);
  return { byProduct, requests, available: true, source: "service" };
}

export type ReviewsForBuildOptions = {
  fetchImpl?: typeof fetch;
  /** The snapshot file (default: snapshotFile(serviceUrl)). */
  snapshot?: string;
  env?: NodeJS.ProcessEnv;
  now?: () => Date;
};

/**
 * The reviews a build writes into its pages: a whole read of the service, kept as the new snapshot; or, when the
 * service does not answer, the snapshot of the last whole read, noted as a degraded build; or none, noted too.
 */
export async function reviewsForBuild(serviceUrl: string, options: ReviewsForBuildOptions = {}): Promise<BuildReviews> {
  const file = options.snapshot ?? snapshotFile(serviceUrl, options.env);
  const readAt = (options.now ?? (() => new Date()))().toISOString();
  const read = await readAllReviews(serviceUrl, options.fetchImpl);
  if (read.available) {
    // Keeping the snapshot is for the next build; failing to keep it costs this one nothing.
    await saveReviewSnapshot(file, serviceUrl, { readAt, byProduct: read.byProduct }).catch((error: unknown) =>
      console.warn(`[reviews] could not keep the reviews for a later outage in ${file}: ${error instanceof Error ? error.message : error}`),
    );
    return read;
  }
  const reason = read.failure ?? "no answer";
  const kept = await loadReviewSnapshot(file, serviceUrl);
  if ("missing" in kept) {
    noteDegraded({ part: "reviews", reason, fallback: "none", snapshotMissing: kept.missing }, options.env);
    return read;
  }
  noteDegraded({ part: "reviews", reason, fallback: "snapshot", snapshotAt: kept.readAt }, options.env);
  return { byProduct: kept.byProduct, requests: read.requests, available: false, failure: reason, source: "snapshot" };
}

let memo: Promise<BuildReviews> | undefined;
forgetOnNewBuild(() => (memo = undefined));
/**
 * The reviews of this build, read once and shared by every product page; a build that renders from a catalogue
 * snapshot (CATALOGUE_SNAPSHOT) takes the reviews read with it, so all shards of a build show the same ones.
 */
export function getBuildReviews(serviceUrl: string): Promise<BuildReviews> {
  const file = snapshotOfBuild();
  memo ??= file ? reviewsOfSnapshot(file) : reviewsForBuild(serviceUrl);
  return memo;
}

async function reviewsOfSnapshot(file: string): Promise<BuildReviews> {
  const { summary, lists } = await loadBuildSnapshot(file);
  const { source, failure } = summary.header.reviews;
  return { byProduct: new Map(lists.reviews), requests: 0, available: source === "service", source, ...(failure ? { failure } : {}) };
}
