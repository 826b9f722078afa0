// Reviews kept by Judge.me instead of SQLite: with JUDGEME_API_TOKEN and JUDGEME_SHOP_DOMAIN set (SPEC.md section 7's
// review-service configuration), the review service answers the same routes from Judge.me's REST API
// (https://judge.me/api/v1). The private token stays on the server: it is sent to Judge.me only, never logged and
// never part of an answer. Moderation happens in Judge.me's own admin.
import type { Review } from "../../lib/reviews/stats.ts";
import type { ReviewSubmission } from "../../lib/reviews/validation.ts";
import { reviewRatingMax, reviewRatingMin } from "../../lib/shop-rules.ts";
import type { ModerationEntry, ProductReviewPage, ReviewPage, ReviewStatus, ReviewStore } from "./store.ts";

export type JudgeMeConfig = { apiToken: string; shopDomain: string; baseUrl?: string; fetch?: typeof fetch; timeoutMs?: number };

type JudgeMeReview = {
  id: number;
  title: string | null;
  body: string | null;
  rating: number;
  product_external_id: number | string | null;
  reviewer: { name: string | null } | null;
  hidden: boolean;
  published?: boolean;
  created_at: string;
};

const perPage = 100;
const maxPages = 500;
/** Lookups and lists kept in memory: bounded, and short-lived, so a flood of made-up ids costs neither memory nor quota. */
const cacheSize = 5_000;
const listTtlMs = 60_000;
const lookupTtlMs = 10 * 60_000;

/** A Map that forgets its oldest entry past `size` and any entry older than its time to live. */
class ExpiringCache<V> {
  readonly #entries = new Map<string, { value: V; expires: number }>();
  readonly size: number;
  constructor(size: number) {
    this.size = size;
  }
  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }
  set(key: string, value: V, ttlMs: number): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, expires: Date.now() + ttlMs });
    if (this.#entries.size > this.size) this.#entries.delete(this.#entries.keys().next().value!);
  }
  delete(key: string): void {
    this.#entries.delete(key);
  }
}

export class JudgeMeReviewStore implements ReviewStore {
  readonly #config: { apiToken: string; shopDomain: string; baseUrl: string; timeoutMs: number; fetch: typeof fetch };
  /** Shopify product id → Judge.me's own product id. */
  readonly #productIds = new ExpiringCache<Promise<number | null>>(cacheSize);
  /** A product's reviews, for a minute: a busy product page asks Judge.me once a minute, not once a visit. */
  readonly #lists = new ExpiringCache<Promise<Review[]>>(cacheSize);

  constructor(config: JudgeMeConfig) {
    this.#config = {
      apiToken: config.apiToken,
      shopDomain: config.shopDomain,
      baseUrl: (config.baseUrl ?? "https://judge.me/api/v1").replace(/\/+$/, ""),
      // Well inside the browser's 10 s for a submission, so that a slow Judge.me never leaves a shopper told
      // "Something went wrong" about a review that was in fact stored.
      timeoutMs: config.timeoutMs ?? 4_000,
      fetch: config.fetch ?? globalThis.fetch,
    };
  }

  async #get<T>(path: string, params: Record<string, string | number>, missing?: T): Promise<T> {
    const query = new URLSearchParams({ ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])), shop_domain: this.#config.shopDomain, api_token: this.#config.apiToken });
    const response = await this.#config.fetch(`${this.#config.baseUrl}${path}?${query}`, { signal: AbortSignal.timeout(this.#config.timeoutMs) });
    if (response.status === 404 && missing !== undefined) return missing;
    // The URL holds the token: errors name the path only.
    if (!response.ok) throw new Error(`Judge.me answered ${response.status} to GET ${path}`);
    return (await response.json()) as T;
  }

  #productId(shopifyId: string): Promise<number | null> {
    let id = this.#productIds.get(shopifyId);
    if (!id) {
      // Judge.me answers 404 for a product it has no reviews of yet.
      id = this.#get<{ product?: { id: number } }>("/products/-1", { external_id: shopifyId }, {}).then(
        (data) => data.product?.id ?? null,
        (error: unknown) => {
          this.#productIds.delete(shopifyId);
          throw error;
        },
      );
      this.#productIds.set(shopifyId, id, lookupTtlMs);
    }
    return id;
  }

  /** A page of the product's reviews, cut from the list read (and kept a minute) whole. */
  async list(productId: string, page: { after: string | null; limit: number }): Promise<ProductReviewPage> {
    const all = await this.#all(productId);
    const start = page.after === null ? 0 : all.findIndex((review) => review.id === page.after) + 1;
    // A cursor of a review no longer listed: nothing follows it, as with the SQLite store.
    if (page.after !== null && start === 0) return { reviews: [], next: null };
    const reviews = all.slice(start, start + page.limit);
    return { reviews, next: start + page.limit < all.length ? reviews.at(-1)!.id : null };
  }

  #all(productId: string): Promise<Review[]> {
    let list = this.#lists.get(productId);
    if (!list) {
      list = this.#readList(productId);
      list.catch(() => this.#lists.delete(productId));
      this.#lists.set(productId, list, listTtlMs);
    }
    return list;
  }

  async #readList(productId: string): Promise<Review[]> {
    const internal = await this.#productId(productId);
    if (internal === null) return [];
    const reviews = new Map<string, Review>();
    for (let page = 1; page <= maxPages; page++) {
      const data = await this.#get<{ reviews: JudgeMeReview[] }>("/reviews", { product_id: internal, per_page: perPage, page });
      // Pages by number shift when a review arrives meanwhile: a review seen twice is kept once.
      for (const review of data.reviews.filter(shown)) reviews.set(String(review.id), toReview(review));
      if (data.reviews.length < perPage) break;
    }
    return [...reviews.values()].sort((a, b) => b.created_at.localeCompare(a.created_at));
  }

  async add(review: ReviewSubmission, _status: ReviewStatus, _createdAt: string): Promise<string> {
    // Judge.me decides publication by its own settings; the local auto-publish switch does not apply.
    const response = await this.#config.fetch(`${this.#config.baseUrl}/reviews`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        shop_domain: this.#config.shopDomain,
        api_token: this.#config.apiToken,
        platform: "shopify",
        id: Number(review.id),
        rating: review.rating,
        title: review.title,
        body: review.body,
        name: review.name,
        email: review.email,
      }),
      signal: AbortSignal.timeout(this.#config.timeoutMs),
    });
    if (!response.ok) throw new Error(`Judge.me answered ${response.status} to POST /reviews`);
    this.#lists.delete(review.id);
    const data = (await response.json().catch(() => ({}))) as { review?: { id?: number } };
    return String(data.review?.id ?? "0");
  }

  async page(after: string | null, limit: number): Promise<ReviewPage> {
    // Judge.me pages by number: the cursor is the next page's number.
    const page = Math.max(1, Number(after ?? 1) || 1);
    const size = Math.min(perPage, limit);
    const data = await this.#get<{ reviews: JudgeMeReview[] }>("/reviews", { per_page: size, page });
    if (data.reviews.length === size && page >= maxPages) {
      throw new Error(`Judge.me holds more than ${maxPages * size} reviews; the build will not count part of them`);
    }
    return {
      reviews: data.reviews
        .filter((review) => shown(review) && review.product_external_id !== null)
        .map((review) => ({ ...toReview(review), product_id: String(review.product_external_id) })),
      next: data.reviews.length === size ? String(page + 1) : null,
    };
  }

  async moderation(_status: ReviewStatus | null, _limit: number): Promise<ModerationEntry[]> {
    throw new Error("Reviews kept by Judge.me are moderated in Judge.me's admin.");
  }

  async setStatus(_id: string, _status: ReviewStatus): Promise<boolean> {
    throw new Error("Reviews kept by Judge.me are moderated in Judge.me's admin.");
  }

  async count(): Promise<number> {
    return 0;
  }

  /** Judge.me publishes by its own settings; the service's approved-reviewer rule does not apply. */
  async hasPublishedReviewBy(_email: string): Promise<boolean> {
    return false;
  }
}

const shown = (review: JudgeMeReview) => !review.hidden && review.published !== false;

function toReview(review: JudgeMeReview): Review {
  return {
    id: String(review.id),
    rating: Math.min(reviewRatingMax, Math.max(reviewRatingMin, Math.round(review.rating))),
    title: review.title ?? "",
    body: review.body ?? "",
    reviewer: { name: review.reviewer?.name ?? "Anonymous" },
    created_at: review.created_at,
  };
}
