// The review service (SPEC.md section 7): one Hono app whose fetch handler runs under Node (server.ts) and as a
// cloud function. Routes:
//   GET  /reviews?product_id={numeric id}  -> 200 {reviews: [{id, rating, title, body, reviewer: {name}, created_at}]}
//   POST /reviews  {id, rating, title, body, name, email}  -> 201 {id, status}
//   GET  /reviews/all?after=&limit=  -> every published review, paged, for the build's bulk read
//   GET  /health
// Every input is checked here whatever the form did; nothing invalid is stored; no e-mail address ever leaves.
import { Hono, type Context } from "hono";
import { cors } from "hono/cors";
import { parseReviewSubmission } from "../../lib/reviews/validation.ts";
import { originAllowed } from "./origins.ts";
import { rateLimiter, type RateLimit } from "./rate-limit.ts";
import { eventLog, jsonLogger } from "../shared/log.ts";
import { readCapped } from "../shared/read-capped.ts";
import type { ReviewStatus, ReviewStore } from "./store.ts";

export const maxBodyBytes = 16 * 1024;
/** The form's hidden field: people never see it, bots fill it in. */
export const honeypotField = "website";

export type ReviewAppOptions = {
  store: ReviewStore;
  /** Origins allowed to call from a browser; entries may hold one '*' in the host (https://*.previews.example). */
  allowedOrigins: readonly string[];
  /** Publish at once (local default), or keep for an editor (`npm run reviews -- publish ID`). */
  autoPublish: boolean;
  /** POSTs per client and window (default 5 a minute); reads get 120 times as many. */
  rateLimit?: RateLimit;
  /** Whether a product exists; undefined when the service cannot tell (the review is then accepted). */
  isKnownProduct?: (numericId: string) => Promise<boolean | undefined>;
  /** The client a request comes from, for the rate limit (the socket address under Node). */
  clientOf?: (c: Context) => string;
  now?: () => Date;
  log?: (line: Record<string, unknown>) => void;
  /**
   * Hears of every review published on arrival (auto-publish), e.g. to ask the rebuilder for a build. Called after
   * the review is stored and never awaited: the 201 does not wait for it or depend on it.
   */
  onPublished?: (review: { id: string; productId: string }) => void;
};

export function createReviewsApp(options: ReviewAppOptions): Hono {
  const app = new Hono();
  const now = options.now ?? (() => new Date());
  const log = options.log ?? eventLog(jsonLogger(undefined, undefined, "reviews"));
  const writes = options.rateLimit ?? { max: 5, windowMs: 60_000 };
  const limiter = rateLimiter(writes, () => now().getTime());
  const readLimiter = rateLimiter({ max: writes.max * 120, windowMs: writes.windowMs }, () => now().getTime());
  // Behind a proxy (a cloud function), the client is the address the nearest proxy appended: the last entry of
  // X-Forwarded-For. The first entry is whatever the client wrote, so it is never trusted.
  const clientOf = options.clientOf ?? ((c: Context) => c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim() || "unknown");
  const limited = (c: Context, retryAfterMs: number) => {
    c.header("Retry-After", String(Math.ceil(retryAfterMs / 1000)));
    return c.json({ error: "Too many requests from here; try again later." }, 429);
  };

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
    const allowed = readLimiter.take(clientOf(c));
    if (!allowed.ok) return limited(c, allowed.retryAfterMs);
    const productId = c.req.query("product_id") ?? "";
    if (!/^[1-9]\d{0,19}$/.test(productId)) {
      return c.json({ error: "product_id must be the numeric part of a product's global id", fields: { product_id: "invalid" } }, 400);
    }
    c.header("Cache-Control", "public, max-age=30");
    return c.json({ reviews: await options.store.list(productId) });
  });

  app.get("/reviews/all", async (c) => {
    const after = c.req.query("after") ?? null;
    if (after !== null && !/^\d{1,20}$/.test(after)) return c.json({ error: "after must be a cursor from a previous page" }, 400);
    const limit = Math.min(1000, Math.max(1, Number(c.req.query("limit") ?? 500) || 500));
    return c.json(await options.store.page(after, limit));
  });

  app.post("/reviews", async (c) => {
    const client = clientOf(c);
    const allowed = limiter.take(client);
    if (!allowed.ok) {
      log({ event: "rate-limited", client });
      return limited(c, allowed.retryAfterMs);
    }
    const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (type !== "application/json") return c.json({ error: "Send the review as application/json." }, 415);
    const declared = Number(c.req.header("content-length") ?? 0);
    if (declared > maxBodyBytes) return c.json({ error: `A review is at most ${maxBodyBytes} bytes.` }, 413);
    const bytes = await readCapped(c.req.raw, maxBodyBytes);
    if (bytes === null) return c.json({ error: `A review is at most ${maxBodyBytes} bytes.` }, 413);
    const raw = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
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
    if (options.isKnownProduct && (await options.isKnownProduct(parsed.value.id)) === false) {
      return c.json({ error: "Some fields are not valid.", fields: { id: "No product has this id." } }, 400);
    }
    const status: ReviewStatus = options.autoPublish ? "published" : "pending";
    const id = await options.store.add(parsed.value, status, now().toISOString());
    log({ event: "review-stored", id, product: parsed.value.id, status });
    if (status === "published" && options.onPublished) {
      try {
        options.onPublished({ id, productId: parsed.value.id });
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

