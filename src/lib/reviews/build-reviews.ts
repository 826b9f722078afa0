// The build's bulk read of reviews: every published review from the service's paged endpoint (500 a request),
// grouped by product, so that each product page is written with its statistics and first page of reviews. A
// service that does not answer costs the pages their reviews ('No reviews yet'), never the build.
import type { Review } from "./stats.ts";

export const reviewPageSize = 500;
const timeoutMs = 10_000;
const maxRequests = 1000;
/** The whole read; past it the build goes on without reviews rather than wait on a crawling service. */
const totalBudgetMs = 120_000;

export type BuildReviews = { byProduct: Map<string, Review[]>; requests: number; available: boolean };

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
    console.warn(`[reviews] the review service at ${serviceUrl} did not answer (${error instanceof Error ? error.message : error}); product pages are built without reviews`);
    return { byProduct: new Map(), requests, available: false };
  }
  // Newest first on every page, as GET /reviews answers.
  for (const list of byProduct.values()) list.sort((a, b) => b.created_at.localeCompare(a.created_at) || Number(b.id) - Number(a.id));
  console.log(`[reviews] read ${[...byProduct.values()].reduce((n, l) => n + l.length, 0)} reviews in ${requests} ${requests === 1 ? "request" : "requests"}`);
  return { byProduct, requests, available: true };
}

let memo: Promise<BuildReviews> | undefined;
/** The reviews of this build, read once and shared by every product page. */
export function getBuildReviews(serviceUrl: string): Promise<BuildReviews> {
  memo ??= readAllReviews(serviceUrl);
  return memo;
}
