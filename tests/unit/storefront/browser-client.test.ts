// The browser's Storefront request (browser-client.ts) is a plain POST instead of Shopify's client library. What
// the store receives, and what each kind of answer becomes, must be what the library gives the build: the library
// is the reference here, the same store answers both, and every difference is a failure.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createClient, storefrontRequest } from "../../../src/lib/storefront/client.ts";
import { postingSender } from "../../../src/lib/storefront/browser-client.ts";
import { readStorefrontConfig } from "../../../src/lib/storefront/config.ts";
import { buildRequestPolicy, sendOperation, StorefrontError } from "../../../src/lib/storefront/request.ts";
import { answer, type Answer, startScriptedStore, type ScriptedStore } from "../../support/scripted-store.ts";

let store: ScriptedStore;
beforeAll(async () => {
  store = await startScriptedStore();
});
afterAll(() => store.close());
beforeEach(() => {
  store.reset();
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

const query = "query GetProduct($handle: String!) { product(handle: $handle) { title } }";
const variables = { handle: "raw-wildflower-honey" };
const config = () => ({
  ...readStorefrontConfig({ PUBLIC_SHOPIFY_STORE_DOMAIN: store.origin, PUBLIC_SHOPIFY_STOREFRONT_TOKEN: "public-token-1", PUBLIC_SHOPIFY_API_VERSION: "2026-04" }),
  timeoutMs: 1_000,
});
const retry = { attempts: 3, baseDelayMs: 5, maxRetryAfterMs: 20 };
const viaLibrary = () => storefrontRequest("GetProduct", query, variables, { api: createClient(config()), retry });
const viaPost = () => sendOperation(postingSender(config(), 1_000), "GetProduct", query, variables, buildRequestPolicy, { retry });

/** How a request ended and what the store saw of it: what the two senders must agree on. */
async function outcome(send: () => Promise<unknown>, script: Answer[]) {
  store.reset();
  store.script = [...script];
  const ended = await send().then(
    (data) => ({ data }),
    (error: unknown) =>
      error instanceof StorefrontError
        ? {
            // The words are each sender's own, unless the store gave them (GraphQL errors, an HTTP status text).
            error: error.graphQLErrors.length > 0 ? error.message : error.message.startsWith("Storefront operation GetProduct failed"),
            status: error.status,
            graphQLErrors: error.graphQLErrors,
          }
        : { unexpected: String(error) },
  );
  return { ...ended, requests: store.received.length };
}

describe("the browser's Storefront request", () => {
  it("sends what Shopify's client sends: a POST to the API version's endpoint with the public token and the document", async () => {
    await viaLibrary();
    await viaPost();
    const [library, post] = store.received;
    expect(post).toBeDefined();
    expect(post!.method).toBe("POST");
    expect(post!.path).toBe("/api/2026-04/graphql.json");
    expect(post!.path).toBe(library!.path);
    for (const header of ["content-type", "accept", "x-shopify-storefront-access-token"]) {
      expect(post!.headers[header], header).toBe(library!.headers[header]);
    }
    expect(post!.headers["x-shopify-storefront-access-token"]).toBe("public-token-1");
    expect(JSON.parse(post!.body)).toEqual(JSON.parse(library!.body));
    expect(JSON.parse(post!.body)).toEqual({ query, variables });
  });

  const json = (body: unknown) => JSON.stringify(body);
  const cases: [string, Answer[]][] = [
    ["data", [answer(200, "application/json", json({ data: { product: { title: "Honey" } } }))]],
    ["data for a product the store does not have", [answer(200, "application/json", json({ data: { product: null } }))]],
    ["a GraphQL error, which no retry fixes", [answer(200, "application/json", json({ errors: [{ message: "Field 'x' doesn't exist" }] }))]],
    [
      "data with GraphQL errors beside it",
      [answer(200, "application/json", json({ data: { product: null }, errors: [{ message: "Access denied", extensions: { code: "ACCESS_DENIED" } }] }))],
    ],
    [
      "THROTTLED, then data",
      [
        answer(200, "application/json", json({ errors: [{ message: "Throttled", extensions: { code: "THROTTLED" } }] })),
        answer(200, "application/json", json({ data: { product: { title: "Honey" } } })),
      ],
    ],
    ["THROTTLED every time", Array.from({ length: 3 }, () => answer(200, "application/json", json({ errors: [{ message: "Throttled", extensions: { code: "THROTTLED" } }] })))],
    ["neither data nor errors", [answer(200, "application/json", json({}))]],
    ["data: null", [answer(200, "application/json", json({ data: null }))]],
    ["an HTML page with status 200 (a proxy's sign-in page)", [answer(200, "text/html", "<!doctype html><p>Sign in</p>")]],
    ["a 500, then data", [answer(500, "text/plain", "oops"), answer(200, "application/json", json({ data: { product: { title: "Honey" } } }))]],
    ["a 503 every time", Array.from({ length: 3 }, () => answer(503, "application/json", json({ errors: [{ message: "Unavailable" }] })))],
    ["a 401 for a wrong token", [answer(401, "application/json", json({ errors: "[API] Invalid API key or access token" }))]],
    ["a 404 for an API version the store does not serve", [answer(404, "text/html", "Not Found")]],
  ];

  it.each(cases)("ends as Shopify's client ends for %s, after as many requests", async (_name, script) => {
    const library = await outcome(viaLibrary, script);
    const post = await outcome(viaPost, script);
    expect(library).not.toHaveProperty("unexpected");
    expect(post).toEqual(library);
  });
});
