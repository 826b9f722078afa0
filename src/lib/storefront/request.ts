// One Storefront API operation, as the build and the browser both send it: each attempt bounded in time from request
// to last byte, what is worth retrying retried with backoff, anything else a StorefrontError naming the operation.
// It knows no client library: whoever calls it names the sender (the build's is Shopify's client, client.ts; the
// browser's is a plain POST, browser-client.ts), so the browser never downloads what only the build needs.
import type { StorefrontMutations, StorefrontQueries } from "@shopify/storefront-api-client";
import type { StorefrontConfig } from "./config.ts";
import { eitherSignal } from "../signals.ts";

export class StorefrontError extends Error {
  override name = "StorefrontError";
  readonly operation: string;
  readonly status: number | undefined;
  readonly graphQLErrors: unknown[];
  constructor(operation: string, message: string, status?: number, graphQLErrors: unknown[] = []) {
    super(`Storefront operation ${operation} failed${status ? ` (HTTP ${status})` : ""}: ${message}`);
    this.operation = operation;
    this.status = status;
    this.graphQLErrors = graphQLErrors;
  }
}

/**
 * How hard one operation tries. A build can afford to wait for a slow store; a shopper pressing Checkout cannot,
 * so the browser's live reads use `browserRequestPolicy` and give up within seconds.
 */
export type RequestPolicy = {
  attempts: number;
  baseDelayMs: number;
  /** One attempt, from sending the request to the last byte of the answer. */
  timeoutMs: number;
  /** A Retry-After longer than this is cut to it, so a store cannot park a build for an hour. */
  maxRetryAfterMs: number;
};

export const buildRequestPolicy: RequestPolicy = { attempts: 4, baseDelayMs: 300, timeoutMs: 20_000, maxRetryAfterMs: 30_000 };
export const browserRequestPolicy: RequestPolicy = { attempts: 2, baseDelayMs: 300, timeoutMs: 4_000, maxRetryAfterMs: 1_000 };

/** What went wrong with one attempt, in the shape Shopify's client reports it (the browser's sender uses it too). */
export type ResponseErrors = {
  networkStatusCode?: number;
  message?: string;
  graphQLErrors?: { message?: string; extensions?: { code?: string } }[];
  response?: Response;
};

/** One attempt's outcome: the data, or what went wrong. */
export type SenderAnswer = { data?: unknown; errors?: ResponseErrors | undefined };

/** Whatever sends one GraphQL document and reports the outcome without throwing (Shopify's client is one). */
export type StorefrontSender = {
  request(query: string, options: { variables: unknown; signal?: AbortSignal }): Promise<SenderAnswer>;
};

/** Thrown by the transport for a failure that time may fix: no answer, a dropped connection, a cut-off body. */
class TransportError extends Error {
  override name = "TransportError";
}

/** One answer read to its last byte: the response (status, headers), its text and, for JSON, the parsed value. */
export type WholeAnswer = { response: Response; body: string; json?: unknown };

/**
 * One request whose answer is read whole inside the time limit, so a stalled connection or a body that stops
 * halfway becomes an error here (which a sender reports without a status, and which is therefore retried) instead
 * of a hang or a "200 with bad JSON" that looks permanent. A JSON answer is parsed once, here.
 */
export async function fetchWhole(url: string, init: RequestInit | undefined, timeoutMs: number): Promise<WholeAnswer> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = init?.signal ? eitherSignal(init.signal, timeout) : timeout;
  let response: Response;
  let body: string;
  try {
    response = await fetch(url, { ...init, signal });
    body = await response.text();
  } catch (error) {
    // The caller gave up (a newer search replaced this one): pass its reason on, never retry it.
    if (init?.signal?.aborted) throw init.signal.reason;
    if (timeout.aborted) throw new TransportError(`no complete answer within ${timeoutMs / 1000} s`);
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : "";
    throw new TransportError(`${error instanceof Error ? error.message : String(error)}${cause}`);
  }
  if (!response.ok || !(response.headers.get("content-type") ?? "").includes("json")) return { response, body };
  try {
    return { response, body, json: JSON.parse(body) };
  } catch {
    throw new TransportError(`the answer was cut short (${body.length} bytes that are not complete JSON)`);
  }
}

/**
 * The fetch Shopify's client calls (the build's sender, client.ts): fetchWhole, its answer handed on as a
 * Response. Shopify's client always speaks https; the emulator on loopback speaks plain http, so the URL is
 * pointed there.
 */
export function transport(config: StorefrontConfig, timeoutMs: number) {
  const httpsPrefix = `https://${config.storeDomain}`;
  return async (url: string, init?: RequestInit): Promise<Response> => {
    const target = url.startsWith(httpsPrefix) ? config.origin + url.slice(httpsPrefix.length) : url;
    const { response, body } = await fetchWhole(target, init, timeoutMs);
    const nullBody = response.status === 204 || response.status === 304;
    return new Response(nullBody ? null : body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}

/** Network failures, timeouts, cut-off answers, 5xx, 429 and Shopify's THROTTLED pass with time; nothing else will. */
export function isTransient(errors: ResponseErrors): boolean {
  const status = errors.networkStatusCode;
  if (status === undefined && !errors.graphQLErrors?.length) return true;
  if (status !== undefined && (status >= 500 || status === 429)) return true;
  return errors.graphQLErrors?.some((e) => e.extensions?.code === "THROTTLED") ?? false;
}

/** Retry-After in milliseconds (seconds or an HTTP date), or null when absent or unreadable. */
export function retryAfterMs(header: string | null | undefined, now: number = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every document of the site, queries and mutations, typed by `npm run codegen`. */
export type StorefrontOperations = StorefrontQueries & StorefrontMutations;

export type RequestOptions = { retry?: Partial<RequestPolicy>; signal?: AbortSignal | undefined };

/**
 * Sends one operation through `api`. `operation` is the operation name of SPEC.md section 7 (it must match the
 * document). Data comes back typed from the official schema: the generated StorefrontQueries declarations map each
 * document (its exact text) to its result and variables types.
 */
export async function sendOperation<Q extends string, TData = StorefrontOperations[Q]["return"]>(
  api: StorefrontSender,
  operation: string,
  query: Q,
  variables: StorefrontOperations[Q]["variables"],
  // The caller's own policy (the build's or the browser's), so that a page's script carries only its own.
  base: RequestPolicy,
  options: RequestOptions = {},
): Promise<TData> {
  const { signal } = options;
  const policy = { ...base, ...options.retry };
  for (let attempt = 1; ; attempt++) {
    let response: SenderAnswer;
    try {
      response = await api.request(query, signal ? { variables, signal } : { variables });
    } catch (error) {
      response = { errors: { message: error instanceof Error ? error.message : String(error) } };
    }
    // An abandoned request ends here, as an AbortError the caller recognises, whatever the sender made of it.
    signal?.throwIfAborted();
    const errors = response.errors;
    if (!errors) return response.data as TData;
    const messages = errors.graphQLErrors?.map((e) => e.message).filter(Boolean).join("; ");
    // Shopify's client prefixes its own name ("GraphQL Client: ..."); the operation name says more.
    const reason = (messages || errors.message || "unknown error").replace(/^(GraphQL Client|StorefrontApiClient): /, "");
    if (attempt < policy.attempts && isTransient(errors)) {
      const backoff = policy.baseDelayMs * 2 ** (attempt - 1);
      const asked = retryAfterMs(errors.response?.headers.get("Retry-After"));
      const delay = asked === null ? backoff : Math.min(Math.max(asked, backoff), policy.maxRetryAfterMs);
      // A build that waits on a slow store says so, instead of sitting silent.
      console.warn(
        `[storefront] ${operation}: ${errors.networkStatusCode ? `HTTP ${errors.networkStatusCode}, ` : ""}${reason}; ` +
          `retrying in ${(delay / 1000).toFixed(1)} s (attempt ${attempt + 1} of ${policy.attempts})`,
      );
      await sleep(delay);
      signal?.throwIfAborted();
      continue;
    }
    throw new StorefrontError(operation, reason, errors.networkStatusCode, errors.graphQLErrors ?? []);
  }
}
