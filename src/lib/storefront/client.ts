// The one network edge to the Storefront API. Every query of the site goes through storefrontRequest(), which
// retries what is worth retrying and otherwise throws a StorefrontError naming the operation.
import {
  createStorefrontApiClient,
  type StorefrontApiClient,
  type StorefrontQueries,
} from "@shopify/storefront-api-client";
import { readStorefrontConfig, type StorefrontConfig } from "./config.ts";

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

export type RetryPolicy = { attempts: number; baseDelayMs: number };
const defaultRetry: RetryPolicy = { attempts: 4, baseDelayMs: 300 };

let sharedClient: { config: StorefrontConfig; client: StorefrontApiClient } | undefined;

function environment(): Record<string, string | boolean | undefined> {
  // Vite replaces import.meta.env in the site; plain Node scripts fall back to process.env.
  const viteEnv = (import.meta as { env?: Record<string, string | boolean | undefined> }).env;
  if (viteEnv && "PUBLIC_SHOPIFY_STORE_DOMAIN" in viteEnv) return viteEnv;
  return typeof process === "undefined" ? (viteEnv ?? {}) : { ...viteEnv, ...process.env };
}

export function createClient(config: StorefrontConfig): StorefrontApiClient {
  const httpsPrefix = `https://${config.storeDomain}`;
  return createStorefrontApiClient({
    storeDomain: config.storeDomain,
    apiVersion: config.apiVersion,
    publicAccessToken: config.publicToken,
    // The client always speaks https; the emulator on loopback speaks plain http, so point the URL there.
    customFetchApi: (url, init) =>
      fetch(url.startsWith(httpsPrefix) ? config.origin + url.slice(httpsPrefix.length) : url, init),
  });
}

function client(): { config: StorefrontConfig; client: StorefrontApiClient } {
  if (!sharedClient) {
    const config = readStorefrontConfig(environment());
    sharedClient = { config, client: createClient(config) };
  }
  return sharedClient;
}

export function storefrontConfig(): StorefrontConfig {
  return client().config;
}

type ResponseErrors = {
  networkStatusCode?: number;
  message?: string;
  graphQLErrors?: { message?: string; extensions?: { code?: string } }[];
};

/** Network failures, 5xx, 429 and Shopify's THROTTLED error pass with time; anything else will not. */
export function isTransient(errors: ResponseErrors): boolean {
  const status = errors.networkStatusCode;
  if (status === undefined && !errors.graphQLErrors?.length) return true;
  if (status !== undefined && (status >= 500 || status === 429)) return true;
  return errors.graphQLErrors?.some((e) => e.extensions?.code === "THROTTLED") ?? false;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends one operation. `operation` is the operation name of SPEC.md section 7 (it must match the document).
 * Data comes back typed from the official schema: the generated StorefrontQueries declarations map each
 * document (its exact text) to its result and variables types.
 */
export async function storefrontRequest<Q extends string, TData = StorefrontQueries[Q]["return"]>(
  operation: string,
  query: Q,
  variables: StorefrontQueries[Q]["variables"] = {},
  options: { retry?: RetryPolicy; api?: StorefrontApiClient } = {},
): Promise<TData> {
  const retry = options.retry ?? defaultRetry;
  const api = options.api ?? client().client;
  for (let attempt = 1; ; attempt++) {
    let response: Awaited<ReturnType<StorefrontApiClient["request"]>>;
    try {
      // The typing of `variables` is ours (per document, above); the client's generic re-derivation adds nothing.
      const request = api.request as (query: string, options: { variables: unknown }) => ReturnType<typeof api.request>;
      response = await request.call(api, query, { variables });
    } catch (error) {
      response = { errors: { message: error instanceof Error ? error.message : String(error) } };
    }
    const errors = response.errors as ResponseErrors | undefined;
    if (!errors) return response.data as TData;
    if (attempt < retry.attempts && isTransient(errors)) {
      await sleep(retry.baseDelayMs * 2 ** (attempt - 1));
      continue;
    }
    const messages = errors.graphQLErrors?.map((e) => e.message).filter(Boolean).join("; ");
    throw new StorefrontError(
      operation,
      messages || errors.message || "unknown error",
      errors.networkStatusCode,
      errors.graphQLErrors ?? [],
    );
  }
}
