// The one network edge to the Storefront API. Every query of the site goes through storefrontRequest(), which
// bounds each attempt in time, retries what is worth retrying and otherwise throws a StorefrontError naming the
// operation.
import {
  createStorefrontApiClient,
  type StorefrontApiClient,
  type StorefrontMutations,
  type StorefrontQueries,
} from "@shopify/storefront-api-client";
import { readStorefrontConfig, type StorefrontConfig } from "./config.ts";
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

let sharedClient: { config: StorefrontConfig; client: StorefrontApiClient } | undefined;

function environment(): Record<string, string | boolean | undefined> {
  // Vite replaces import.meta.env in the site; plain Node scripts fall back to process.env.
  const viteEnv = (import.meta as { env?: Record<string, string | boolean | undefined> }).env;
  if (viteEnv && "PUBLIC_SHOPIFY_STORE_DOMAIN" in viteEnv) {
    return typeof process === "undefined" ? viteEnv : { ...viteEnv, STOREFRONT_TIMEOUT_MS: process.env.STOREFRONT_TIMEOUT_MS };
  }
  return typeof process === "undefined" ? (viteEnv ?? {}) : { ...viteEnv, ...process.env };
}

/** Thrown by the transport for a failure that time may fix: no answer, a dropped connection, a cut-off body. */
class TransportError extends Error {
  override name = "TransportError";
}

/**
 * The fetch the Shopify client calls. It reads the whole answer inside the time limit, so a stalled connection or
 * a body that stops halfway becomes an error here (which the client reports without a status, and which we
 * therefore retry) instead of a hang or a "200 with bad JSON" that looks permanent.
 */
function transport(config: StorefrontConfig, timeoutMs: number) {
  const httpsPrefix = `https://${config.storeDomain}`;
  return async (url: string, init?: RequestInit): Promise<Response> => {
    // The client always speaks https; the emulator on loopback speaks plain http, so point the URL there.
    const target = url.startsWith(httpsPrefix) ? config.origin + url.slice(httpsPrefix.length) : url;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? eitherSignal(init.signal, timeout) : timeout;
    let response: Response;
    let body: string;
    try {
      response = await fetch(target, { ...init, signal });
      body = await response.text();
    } catch (error) {
      // The caller gave up (a newer search replaced this one): pass its reason on, never retry it.
      if (init?.signal?.aborted) throw init.signal.reason;
      if (timeout.aborted) throw new TransportError(`no complete answer within ${timeoutMs / 1000} s`);
      const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : "";
      throw new TransportError(`${error instanceof Error ? error.message : String(error)}${cause}`);
    }
    if (response.ok && (response.headers.get("content-type") ?? "").includes("json")) {
      try {
        JSON.parse(body);
      } catch {
        throw new TransportError(`the answer was cut short (${body.length} bytes that are not complete JSON)`);
      }
    }
    const nullBody = response.status === 204 || response.status === 304;
    return new Response(nullBody ? null : body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}

/** A client whose every attempt ends within `timeoutMs` (the build's: STOREFRONT_TIMEOUT_MS, else 20 s). */
export function createClient(
  config: StorefrontConfig,
  timeoutMs: number = config.timeoutMs ?? buildRequestPolicy.timeoutMs,
): StorefrontApiClient {
  return createStorefrontApiClient({
    storeDomain: config.storeDomain,
    apiVersion: config.apiVersion,
    publicAccessToken: config.publicToken,
    customFetchApi: transport(config, timeoutMs),
  });
}

function client(): { config: StorefrontConfig; client: StorefrontApiClient } {
  if (!sharedClient) {
    const config = readStorefrontConfig(environment());
    sharedClient = { config, client: createClient(config) };
  }
  return sharedClient;
}

let sharedBrowserClient: StorefrontApiClient | undefined;
/**
 * The client for reads a shopper waits on (the basket's live check, filters, search): the browser's short time
 * limit whatever STOREFRONT_TIMEOUT_MS says, because that setting is for builds.
 */
export function browserClient(): StorefrontApiClient {
  sharedBrowserClient ??= createClient(client().config, browserRequestPolicy.timeoutMs);
  return sharedBrowserClient;
}

export function storefrontConfig(): StorefrontConfig {
  return client().config;
}

type ResponseErrors = {
  networkStatusCode?: number;
  message?: string;
  graphQLErrors?: { message?: string; extensions?: { code?: string } }[];
  response?: Response;
};

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

/**
 * Sends one operation. `operation` is the operation name of SPEC.md section 7 (it must match the document).
 * Data comes back typed from the official schema: the generated StorefrontQueries declarations map each
 * document (its exact text) to its result and variables types.
 */
/** Every document of the site, queries and mutations, typed by `npm run codegen`. */
type StorefrontOperations = StorefrontQueries & StorefrontMutations;

export async function storefrontRequest<Q extends string, TData = StorefrontOperations[Q]["return"]>(
  operation: string,
  query: Q,
  variables: StorefrontOperations[Q]["variables"] = {},
  options: { retry?: Partial<RequestPolicy>; api?: StorefrontApiClient; signal?: AbortSignal | undefined } = {},
): Promise<TData> {
  const { signal } = options;
  const policy = { ...buildRequestPolicy, ...options.retry };
  const api = options.api ?? client().client;
  for (let attempt = 1; ; attempt++) {
    let response: Awaited<ReturnType<StorefrontApiClient["request"]>>;
    try {
      // The typing of `variables` is ours (per document, above); the client's generic re-derivation adds nothing.
      const request = api.request as (
        query: string,
        options: { variables: unknown; signal?: AbortSignal },
      ) => ReturnType<typeof api.request>;
      response = await request.call(api, query, signal ? { variables, signal } : { variables });
    } catch (error) {
      response = { errors: { message: error instanceof Error ? error.message : String(error) } };
    }
    // An abandoned request ends here, as an AbortError the caller recognises, whatever the client made of it.
    signal?.throwIfAborted();
    const errors = response.errors as ResponseErrors | undefined;
    if (!errors) return response.data as TData;
    const messages = errors.graphQLErrors?.map((e) => e.message).filter(Boolean).join("; ");
    // The Shopify client prefixes its own name ("GraphQL Client: ..."); the operation name says more.
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
