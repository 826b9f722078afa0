// The browser's way to the Storefront API: the reads a shopper waits on (the basket's live check, filters, search,
// the type-ahead) and the checkout's cart. A request to the Storefront API is one POST of a GraphQL document with
// the public token in a header, so the browser sends that itself instead of downloading Shopify's client library
// (3.8 kB gzip, most of it streaming and multipart answers the shop never asks for); the build keeps the library
// (client.ts). Time limit, retries and errors are request.ts's, shared with the build.
import { builtStorefrontConfig, type StorefrontConfig } from "./config.ts";
import {
  browserRequestPolicy,
  fetchWhole,
  sendOperation,
  type RequestOptions,
  type ResponseErrors,
  type SenderAnswer,
  type StorefrontOperations,
  type StorefrontSender,
} from "./request.ts";

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Where the browser POSTs its documents (the search page's head start too, features/browse/search-head-start.ts). */
export const graphqlEndpoint = (config: StorefrontConfig) => `${config.origin}/api/${config.apiVersion}/graphql.json`;

/**
 * A sender that POSTs each document to the store's GraphQL endpoint, and reports the outcome as Shopify's client
 * does (request.ts reads it the same way whichever sent it): no answer, an HTTP error status, an answer that is not
 * JSON, or GraphQL errors are `errors`; otherwise the data.
 */
export function postingSender(config: StorefrontConfig, timeoutMs: number): StorefrontSender {
  const endpoint = graphqlEndpoint(config);
  const headers = {
    "Content-Type": "application/json",
    Accept: "application/json",
    "X-Shopify-Storefront-Access-Token": config.publicToken,
  };
  return {
    async request(query, { variables, signal }): Promise<SenderAnswer> {
      let answer: Awaited<ReturnType<typeof fetchWhole>>;
      try {
        answer = await fetchWhole(endpoint, { method: "POST", headers, body: JSON.stringify({ query, variables }), ...(signal ? { signal } : {}) }, timeoutMs);
      } catch (error) {
        return { errors: { message: errorText(error) } };
      }
      const { response } = answer;
      const failed = (message: string, more: Partial<ResponseErrors> = {}): SenderAnswer => ({
        errors: { networkStatusCode: response.status, message, response, ...more },
      });
      if (!response.ok) return failed(response.statusText || `HTTP ${response.status}`);
      const type = response.headers.get("content-type") ?? "";
      if (!type.includes("application/json")) return failed(`the store answered ${type || "with no content type"} instead of JSON`);
      // fetchWhole parsed the JSON (an answer that is not is a cut-short one, reported above as no answer).
      const { data, errors } = (answer.json ?? {}) as { data?: unknown; errors?: ResponseErrors["graphQLErrors"] };
      if (errors?.length) return failed("the store answered with GraphQL errors", { graphQLErrors: errors });
      if (data === null || typeof data !== "object") return failed("the store answered with neither data nor errors");
      return { data };
    },
  };
}

let sharedSender: StorefrontSender | undefined;
/**
 * The sender for reads a shopper waits on: the browser's short time limit whatever STOREFRONT_TIMEOUT_MS says,
 * because that setting is for builds.
 */
export function browserClient(): StorefrontSender {
  sharedSender ??= postingSender(builtStorefrontConfig(), browserRequestPolicy.timeoutMs);
  return sharedSender;
}

/** One operation from the browser, with the browser's policy (4 s an attempt, one retry) unless `options` say more. */
export function browserRequest<Q extends string, TData = StorefrontOperations[Q]["return"]>(
  operation: string,
  query: Q,
  variables: StorefrontOperations[Q]["variables"],
  options: RequestOptions = {},
): Promise<TData> {
  return sendOperation<Q, TData>(browserClient(), operation, query, variables, browserRequestPolicy, options);
}
