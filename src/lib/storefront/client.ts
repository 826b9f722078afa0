// The build's and the services' way to the Storefront API: Shopify's client library, with the transport and retry
// policy of request.ts. Every query of the build goes through storefrontRequest(), which bounds each attempt in time,
// retries what is worth retrying and otherwise throws a StorefrontError naming the operation. The browser does not
// load this module: its reads go through browser-client.ts, which sends the same request without the library.
import { createStorefrontApiClient, type StorefrontApiClient } from "@shopify/storefront-api-client";
import { storefrontConfig, type StorefrontConfig } from "./config.ts";
import {
  buildRequestPolicy,
  sendOperation,
  transport,
  type RequestOptions,
  type StorefrontOperations,
  type StorefrontSender,
} from "./request.ts";

export {
  browserRequestPolicy,
  buildRequestPolicy,
  isTransient,
  retryAfterMs,
  StorefrontError,
  type RequestPolicy,
} from "./request.ts";
export { storefrontConfig } from "./config.ts";

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

let sharedClient: StorefrontApiClient | undefined;
function client(): StorefrontApiClient {
  sharedClient ??= createClient(storefrontConfig());
  return sharedClient;
}

/** Shopify's client as a sender: its own generic typing of `variables` adds nothing to ours (per document). */
function asSender(api: StorefrontApiClient): StorefrontSender {
  return { request: (query, options) => (api.request as StorefrontSender["request"]).call(api, query, options) };
}

/**
 * Sends one operation, through the build's client unless `api` names another. `operation` is the operation name of
 * SPEC.md section 7 (it must match the document); data comes back typed from the official schema.
 */
export function storefrontRequest<Q extends string, TData = StorefrontOperations[Q]["return"]>(
  operation: string,
  query: Q,
  variables: StorefrontOperations[Q]["variables"] = {},
  options: RequestOptions & { api?: StorefrontApiClient } = {},
): Promise<TData> {
  return sendOperation<Q, TData>(asSender(options.api ?? client()), operation, query, variables, buildRequestPolicy, options);
}
