// The review service as a cloud function: a fetch handler (Request -> Response) for runtimes that take one
// (Netlify and Vercel functions, Cloudflare Workers, Deno Deploy, Bun). The same app as under Node; storage is
// Judge.me when JUDGEME_API_TOKEN and JUDGEME_SHOP_DOMAIN are set, else SQLite at REVIEWS_DB, which needs a
// runtime with a persistent disk. The client for the rate limit is the last X-Forwarded-For hop, which these
// platforms' front proxies append.
import { createReviewsApp } from "./app.ts";
import { JudgeMeReviewStore } from "./judgeme-store.ts";
import type { ReviewStore } from "./store.ts";

type Env = Record<string, string | undefined>;

export async function createCloudHandler(env: Env): Promise<(request: Request) => Promise<Response>> {
  let store: ReviewStore;
  if (env.JUDGEME_API_TOKEN && env.JUDGEME_SHOP_DOMAIN) {
    store = new JudgeMeReviewStore({ apiToken: env.JUDGEME_API_TOKEN, shopDomain: env.JUDGEME_SHOP_DOMAIN });
  } else {
    const { SqliteReviewStore } = await import("./sqlite-store.ts");
    store = new SqliteReviewStore(env.REVIEWS_DB ?? "/tmp/reviews.sqlite");
  }
  const app = createReviewsApp({
    store,
    allowedOrigins: (env.REVIEWS_ALLOWED_ORIGINS ?? "").split(",").map((origin) => origin.trim()).filter(Boolean),
    autoPublish: env.REVIEWS_AUTO_PUBLISH !== "0",
    ...(Number(env.REVIEWS_RATE_LIMIT) > 0 ? { rateLimit: { max: Number(env.REVIEWS_RATE_LIMIT), windowMs: 60_000 } } : {}),
  });
  return async (request) => app.fetch(request);
}

let handler: Promise<(request: Request) => Promise<Response>> | undefined;

/** The default export most function runtimes call: `{ fetch(request) }`. */
export default {
  async fetch(request: Request): Promise<Response> {
    handler ??= createCloudHandler(typeof process === "undefined" ? {} : process.env);
    return (await handler)(request);
  },
};
