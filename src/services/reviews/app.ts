// The review service (SPEC.md section 7): one Hono app whose fetch handler runs under Node (server.ts) and as a
// cloud function. Routes:
//   GET  /reviews?product_id={numeric id}&limit=&after=  -> 200 {reviews: [{id, rating, title, body, reviewer: {name},
//        created_at}], next}: newest first, at most 100 a page; `next` is the cursor of the next page, or null
//   POST /reviews  {id, rating, title, body, name, email}  -> 201 {id, status}
//   GET  /reviews/all?after=&limit=  -> every published review, paged, for the build's bulk read (bearer token)
//   GET  /health
// Every input is checked here whatever the form did; nothing invalid is stored; no e-mail address ever leaves.
import { Hono, type Context } from "hono";
import { cors } from "hono/cors";
import { parseReviewSubmission } from "../../lib/reviews/validation.ts";
import { originAllowed } from "./origins.ts";
import type { RateLimit, RateLimiter } from "./rate-limit.ts";
import { cursor, parseQuery, productId, wholeNumber } from "./query.ts";
import { eventLog, jsonLogger } from "../shared/log.ts";
import { readCapped } from "../shared/read-capped.ts";
import type { ReviewStatus, ReviewStore } from "./store.ts";

export const maxBodyBytes = 16 * 1024;
/** The form's hidden field: people never see it, bots fill it in. */
export const honeypotField = "website";
/** A page of GET /reviews: the island reads a product's reviews in pages of this many at most. */
export const maxReviewsPage = 100;

/** How many requests a bucket lets through: each refills continuously over its window (rate-limit.ts). */
export type ReviewLimits = {
  /** Submissions per client (default 5 a minute). */
  client: RateLimit;
  /** Submissions per product, from everyone (default 30 an hour): a flood aimed at one product stops there. */
  product: RateLimit;
  /** Submissions to the whole service (default 600 an hour). */
  overall: RateLimit;
  /** Reads of GET /reviews per client (default 600 a minute). */
  reads: RateLimit;
};

export const defaultLimits: ReviewLimits = {
  client: { max: 5, windowMs: 60_000 },
  product: { max: 30, windowMs: 60 * 60_000 },
  overall: { max: 600, windowMs: 60 * 60_000 },
  reads: { max: 600, windowMs: 60_000 },
};

export type ReviewAppOptions = {
  store: ReviewStore;
  /** Origins allowed to call from a browser; entries may hold one '*' in the host (https://*.previews.example). */
  allowedOrigins: readonly string[];
  /** Publish at once (the local demo), or keep for an editor (`npm run reviews -- publish ID`). */
  autoPublish: boolean;
  /**
   * With auto-publish off: publish a reviewer's new review at once when an editor already published one of theirs
   * (same e-mail address) and the store confirmed the product.
   */
  publishApprovedReviewers?: boolean;
  /** Where the limits are kept (SqliteRateLimiter: shared by every process on one database). */
  limiter: RateLimiter;
  limits?: Partial<ReviewLimits>;
  /**
   * Whether a product exists: true, false, or undefined when the store cannot tell (no answer). A review of a
   * product that cannot be confirmed is kept pending for an editor, never published.
   */
  isKnownProduct?: (numericId: string) => Promise<boolean | undefined>;
  /** The client a request comes from (client-address.ts); undefined when it cannot be told. */
  clientOf: (c: Context) => string | undefined;
  /**
   * The bearer token of the build's bulk read (REVIEWS_READ_TOKEN). Without one, /reviews/all is open only when
   * `openBulkRead` says so (the local demo store); otherwise it answers 503.
   */
  readToken?: string;
  openBulkRead?: boolean;
  now?: () => Date;
  log?: (line: Record<string, unknown>) => void;
  /**
   * Hears of every review published on arrival (auto-publish), e.g. to ask the rebuilder for a build. Called after
   * the review is stored and never awaited: the 201 does not wait for it or depend on it.
   */
  onPublished?: (review: { id: string; productId: string }) => void;
};

/** Compares a given secret with the expected one in constant time (both hashed first, so lengths tell nothing). */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const digest = async (text: string) => new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}

export function createReviewsApp(options: ReviewAppOptions): Hono {
  const app = new Hono();
  const now = options.now ?? (() => new Date());
  const log = options.log ?? eventLog(jsonLogger(undefined, undefined, "reviews"));
  const limits = { ...defaultLimits, ...options.limits };
  const limited = (c: Context, retryAfterMs: number, what: string) => {
    c.header("Retry-After", String(Math.ceil(retryAfterMs / 1000)));
    return c.json({ error: `Too many ${what}; try again in ${Math.ceil(retryAfterMs / 1000)} s.` }, 429);
  };
  const unknownClient = (c: Context) =>
    c.json({ error: "The address this request comes from cannot be told (it did not come through the proxies this service trusts)." }, 400);

  // Browsers may call from the shop's own origins only; a preview's origin is one of them when configured.
  const crossOrigin = cors({
    origin: (origin) => (originAllowed(origin, options.allowedOrigins) ? origin : null),
    allowMethods: ["GET", "POST"],
    allowHeaders: ["Content-Type"],
    maxAge: 600,
  });
  // "/reviews/*" matches "/reviews" itself too.
  app.use("/reviews/*", crossOrigin);

  app.get("/health", (c) => c.json({ ok: true }));

  app.get("/reviews", async (c) => {
    const client = options.clientOf(c);
    if (client === undefined) return unknownClient(c);
    const allowed = options.limiter.take([{ key: `read:${client}`, limit: limits.reads }]);
    if (!allowed.ok) return limited(c, allowed.retryAfterMs, "requests from here");
    const query = parseQuery(c.req.url, {
      product_id: { parse: productId, rule: "the numeric part of a product's global id", required: true },
      limit: { parse: wholeNumber(1, maxReviewsPage), rule: `a whole number from 1 to ${maxReviewsPage}` },
      after: { parse: cursor, rule: "the `next` cursor of a previous page" },
    });
    if (!query.ok) return c.json({ error: query.error }, 400);
    const { product_id, limit, after } = query.value;
    c.header("Cache-Control", "public, max-age=30");
    return c.json(await options.store.list(product_id!, { after: after ?? null, limit: limit ?? maxReviewsPage }));
  });

  app.get("/reviews/all", async (c) => {
    if (options.readToken) {
      const given = /^Bearer +(\S+) *$/i.exec(c.req.header("authorization") ?? "")?.[1];
      if (!given || !(await sameSecret(given, options.readToken))) {
        log({ event: "bulk-read-refused" });
        c.header("WWW-Authenticate", 'Bearer realm="reviews"');
        return c.json({ error: "The bulk read needs the service's read token (Authorization: Bearer ...)." }, 401);
      }
    } else if (!options.openBulkRead) {
      return c.json({ error: "The bulk read is off: no REVIEWS_READ_TOKEN is configured." }, 503);
    }
    const query = parseQuery(c.req.url, {
      after: { parse: cursor, rule: "the `next` cursor of a previous page" },
      limit: { parse: wholeNumber(1, 1000), rule: "a whole number from 1 to 1000" },
    });
    if (!query.ok) return c.json({ error: query.error }, 400);
    return c.json(await options.store.page(query.value.after ?? null, query.value.limit ?? 500));
  });

  app.post("/reviews", async (c) => {
    const client = options.clientOf(c);
    if (client === undefined) return unknownClient(c);
    const allowed = options.limiter.take([{ key: `client:${client}`, limit: limits.client }]);
    if (!allowed.ok) {
      log({ event: "rate-limited", client, bucket: "client" });
      return limited(c, allowed.retryAfterMs, "reviews from here");
    }
    const query = parseQuery(c.req.url, {});
    if (!query.ok) return c.json({ error: "A review is sent in the body; this route takes no query parameters." }, 400);
    const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (type !== "application/json") return c.json({ error: "Send the review as application/json." }, 415);
    const declared = Number(c.req.header("content-length") ?? 0);
    if (declared > maxBodyBytes) return c.json({ error: `A review is at most ${maxBodyBytes} bytes.` }, 413);
    const bytes = await readCapped(c.req.raw, maxBodyBytes);
    if (bytes === null) return c.json({ error: `A review is at most ${maxBodyBytes} bytes.` }, 413);
    let raw: string;
    try {
      // Bytes that are not UTF-8 would be kept as U+FFFD: not what was sent, so refused.
      raw = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      return c.json({ error: "The body is not valid UTF-8." }, 400);
    }
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return c.json({ error: "The body is not valid JSON." }, 415);
    }
    const honeypot = body && typeof body === "object" ? (body as Record<string, unknown>)[honeypotField] : undefined;
    if (typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot !== undefined && honeypot !== null) {
      // Looks like success to the bot; nothing is stored.
      log({ event: "honeypot", client });
      return c.json({ id: "0", status: "pending" }, 201);
    }
    const parsed = parseReviewSubmission(body);
    if (!parsed.ok) return c.json({ error: "Some fields are not valid.", fields: parsed.errors }, 400);
    const review = parsed.value;
    const shared = options.limiter.take([
      { key: `product:${review.id}`, limit: limits.product },
      { key: "overall", limit: limits.overall },
    ]);
    if (!shared.ok) {
      log({ event: "rate-limited", client, bucket: shared.key });
      return limited(c, shared.retryAfterMs, shared.key === "overall" ? "reviews at the moment" : "reviews of this product at the moment");
    }
    const known = options.isKnownProduct ? await options.isKnownProduct(review.id) : true;
    if (known === false) return c.json({ error: "Some fields are not valid.", fields: { id: "No product has this id." } }, 400);
    const publish =
      known === true && (options.autoPublish || (options.publishApprovedReviewers === true && (await options.store.hasPublishedReviewBy(review.email))));
    const status: ReviewStatus = publish ? "published" : "pending";
    // Resolves once the review is committed: the 201 below is never sent for a review that is not stored.
    const id = await options.store.add(review, status, now().toISOString());
    log({ event: "review-stored", id, product: review.id, status, ...(known === undefined ? { reason: "the store could not confirm the product" } : {}) });
    if (status === "published" && options.onPublished) {
      try {
        options.onPublished({ id, productId: review.id });
      } catch (error) {
        log({ event: "on-published-failed", id, message: error instanceof Error ? error.message : String(error) });
      }
    }
    return c.json({ id, status }, 201);
  });

  app.notFound((c) => c.json({ error: "Not found" }, 404));
  app.onError((error, c) => {
    log({ event: "error", message: error instanceof Error ? error.message : String(error) });
    return c.json({ error: "The review service failed; nothing was stored." }, 500);
  });
  return app;
}

