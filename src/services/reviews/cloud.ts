// The review service as a cloud function: a fetch handler (Request -> Response) for runtimes that take one and give
// Node's `node:sqlite` and a persistent disk (the limits are kept in SQLite at REVIEWS_LIMITS_DB or REVIEWS_DB). The
// same app as under Node; storage is Judge.me when JUDGEME_API_TOKEN and JUDGEME_SHOP_DOMAIN are set, else SQLite at
// REVIEWS_DB.
//
// The client's address for the limits comes from the platform, never from X-Forwarded-For, which any client writes:
// REVIEWS_CLIENT_IP_HEADER names the header the platform's edge sets on every request, replacing whatever the client
// sent (e.g. cf-connecting-ip on Cloudflare), or the caller passes `clientAddress` (e.g. Deno's info.remoteAddr).
// Without either the handler refuses to start: a limit keyed on a header the client writes is no limit.
import { createReviewsApp } from "./app.ts";
import { JudgeMeReviewStore } from "./judgeme-store.ts";
import { cannotTell, storefrontProductCheck } from "./product-check.ts";
import { limitsFromEnv } from "./limits-env.ts";
import type { ReviewStore } from "./store.ts";

type Env = Record<string, string | undefined>;
export type CloudPlatform = {
  /** The client's address as the platform saw it; undefined when it cannot be told. */
  clientAddress?: (request: Request) => string | undefined;
};

export async function createCloudHandler(env: Env, platform: CloudPlatform = {}): Promise<(request: Request) => Promise<Response>> {
  const header = env.REVIEWS_CLIENT_IP_HEADER?.trim().toLowerCase();
  const fromPlatform = platform.clientAddress;
  if (!header && !fromPlatform) {
    throw new Error(
      "The review service cannot tell its clients apart: set REVIEWS_CLIENT_IP_HEADER to the header your platform sets to the client's address (not X-Forwarded-For), or pass clientAddress",
    );
  }
  if (header === "x-forwarded-for") throw new Error("REVIEWS_CLIENT_IP_HEADER must not be X-Forwarded-For: clients write it themselves");
  const { SqliteRateLimiter } = await import("./rate-limit.ts");
  let store: ReviewStore;
  if (env.JUDGEME_API_TOKEN && env.JUDGEME_SHOP_DOMAIN) {
    store = new JudgeMeReviewStore({ apiToken: env.JUDGEME_API_TOKEN, shopDomain: env.JUDGEME_SHOP_DOMAIN });
  } else {
    const { SqliteReviewStore } = await import("./sqlite-store.ts");
    store = new SqliteReviewStore(env.REVIEWS_DB ?? "/tmp/reviews.sqlite");
  }
  const readToken = env.REVIEWS_READ_TOKEN?.trim();
  const app = createReviewsApp({
    store,
    allowedOrigins: (env.REVIEWS_ALLOWED_ORIGINS ?? "").split(",").map((origin) => origin.trim()).filter(Boolean),
    // A function serves a real shop: reviews wait for an editor unless the operator says otherwise by name.
    autoPublish: env.REVIEWS_AUTO_PUBLISH === "1",
    publishApprovedReviewers: env.REVIEWS_PUBLISH_APPROVED_REVIEWERS === "1",
    limiter: new SqliteRateLimiter(env.REVIEWS_LIMITS_DB ?? env.REVIEWS_DB ?? "/tmp/reviews.sqlite"),
    limits: limitsFromEnv(env),
    isKnownProduct: storefrontProductCheck(env) ?? cannotTell,
    clientOf: (c) => (header ? c.req.header(header)?.trim() || undefined : fromPlatform!(c.req.raw)),
    ...(readToken ? { readToken } : {}),
  });
  return async (request) => app.fetch(request);
}

let handler: Promise<(request: Request) => Promise<Response>> | undefined;

/** The default export most function runtimes call: `{ fetch(request) }`, configured by REVIEWS_CLIENT_IP_HEADER. */
export default {
  async fetch(request: Request): Promise<Response> {
    handler ??= createCloudHandler(typeof process === "undefined" ? {} : process.env);
    return (await handler)(request);
  },
};
