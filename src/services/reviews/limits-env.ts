// The review service's limits from the environment, for the Node service and the cloud function alike.
import type { ReviewLimits } from "./app.ts";
import type { RateLimit } from "./rate-limit.ts";

type Env = Record<string, string | undefined>;

/** A limit of `max` requests per `windowMs` from a whole-number variable, or left out (the default applies). */
function limitFromEnv(env: Env, key: string, windowMs: number): RateLimit | undefined {
  const raw = env[key]?.trim();
  if (!raw) return undefined;
  if (!/^\d{1,7}$/.test(raw) || Number(raw) < 1) throw new Error(`${key}=${JSON.stringify(raw)} is not a whole number of requests from 1 up`);
  return { max: Number(raw), windowMs };
}

/** REVIEWS_RATE_LIMIT (per client a minute), REVIEWS_PRODUCT_RATE_LIMIT and REVIEWS_TOTAL_RATE_LIMIT (an hour), REVIEWS_READ_RATE_LIMIT (reads per client a minute). */
export function limitsFromEnv(env: Env): Partial<ReviewLimits> {
  const limits: Partial<ReviewLimits> = {};
  const set = (name: keyof ReviewLimits, limit: RateLimit | undefined) => {
    if (limit) limits[name] = limit;
  };
  set("client", limitFromEnv(env, "REVIEWS_RATE_LIMIT", 60_000));
  set("product", limitFromEnv(env, "REVIEWS_PRODUCT_RATE_LIMIT", 60 * 60_000));
  set("overall", limitFromEnv(env, "REVIEWS_TOTAL_RATE_LIMIT", 60 * 60_000));
  set("reads", limitFromEnv(env, "REVIEWS_READ_RATE_LIMIT", 60_000));
  return limits;
}
