// The fault proxy itself: each kind of fault does what it says, so the tests built on it prove what they claim.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startEmulator, type RunningEmulator } from "../../../scripts/emulator/server.ts";
import { operationOf, parseFault, startFaultProxy, type FaultProxy } from "../../support/fault-proxy.ts";

let emulator: RunningEmulator;
let proxy: FaultProxy;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  proxy = await startFaultProxy({ target: emulator.url, port: 0 });
});
afterAll(async () => {
  await proxy.close();
  await emulator.close();
});
beforeEach(() => proxy.setFaults([]));

const products = "query GetProducts($after: String) { products(first: 5, after: $after) { pageInfo { hasNextPage endCursor } nodes { handle } } }";
const post = (origin: string, query: string, variables: Record<string, unknown> = {}, signal?: AbortSignal) =>
  fetch(`${origin}/api/2026-04/graphql.json`, {
    method: "POST",
    headers: { "content-type": "application/json", "X-Shopify-Storefront-Access-Token": "emulator-public-token" },
    body: JSON.stringify({ query, variables }),
    ...(signal ? { signal } : {}),
  });

describe("the fault proxy", () => {
  it("passes requests through unchanged when no fault matches", async () => {
    const direct = await (await post(emulator.url, products)).json();
    const proxied = await (await post(proxy.url, products)).json();
    expect(proxied).toEqual(direct);
    expect(proxy.requests).toEqual([{ operation: "GetProducts", fault: null }]);
    expect((await fetch(`${proxy.url}/health`)).status).toBe(200);
  });

  it("stalls: the client's own time limit is what ends the request", async () => {
    proxy.setFaults([{ kind: "stall" }]);
    await expect(post(proxy.url, products, {}, AbortSignal.timeout(300))).rejects.toThrow(/aborted|timeout/i);
  });

  it("answers a status with Retry-After", async () => {
    proxy.setFaults([{ kind: "status", status: 429, retryAfter: 7 }]);
    const res = await post(proxy.url, products);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("7");
  });

  it("drops the connection halfway through the body", async () => {
    proxy.setFaults([{ kind: "drop-mid-body" }]);
    const res = await post(proxy.url, products);
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow();
  });

  it("cuts a JSON body short while the status says 200", async () => {
    proxy.setFaults([{ kind: "truncate-json" }]);
    const res = await post(proxy.url, products);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text.length).toBeGreaterThan(10);
    expect(() => JSON.parse(text)).toThrow();
  });

  it("answers a GraphQL error with a code", async () => {
    proxy.setFaults([{ kind: "graphql-error", message: "Throttled", code: "THROTTLED" }]);
    expect(await (await post(proxy.url, products)).json()).toEqual({ errors: [{ message: "Throttled", extensions: { code: "THROTTLED" } }] });
  });

  it("sends paging round in a circle", async () => {
    proxy.setFaults([{ kind: "cursor-cycle", operation: "GetProducts" }]);
    const sent: (string | null)[] = [null];
    for (let i = 0; i < 3; i++) {
      const body = (await (await post(proxy.url, products, { after: sent.at(-1) })).json()) as {
        data: { products: { pageInfo: { hasNextPage: boolean; endCursor: string } } };
      };
      expect(body.data.products.pageInfo.hasNextPage).toBe(true);
      sent.push(body.data.products.pageInfo.endCursor);
    }
    // The third answer hands back the first page's cursor: a cycle that is not an immediate repeat.
    expect(sent).toEqual([null, "cycle:1", "cycle:2", "cycle:1"]);
  });

  it("shrinks and empties lists", async () => {
    proxy.setFaults([{ kind: "shrink", keep: 2 }]);
    const shrunk = (await (await post(proxy.url, products)).json()) as { data: { products: { nodes: unknown[]; pageInfo: { hasNextPage: boolean } } } };
    expect(shrunk.data.products.nodes).toHaveLength(2);
    expect(shrunk.data.products.pageInfo.hasNextPage).toBe(false);
    proxy.setFaults([{ kind: "empty" }]);
    const empty = (await (await post(proxy.url, products)).json()) as { data: { products: { nodes: unknown[] } } };
    expect(empty.data.products.nodes).toEqual([]);
  });

  it("counts `after` and `times` per fault, and matches the operation", async () => {
    proxy.setFaults([{ kind: "status", status: 503, operation: "GetProducts", after: 1, times: 1 }]);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await post(proxy.url, products)).status);
    expect(statuses).toEqual([200, 503, 200]);
    expect((await post(proxy.url, "query GetShop { shop { name } }")).status).toBe(200);
    expect(proxy.countOf("GetProducts")).toBe(3);
    expect(proxy.requests.map((r) => r.fault)).toEqual([null, "status", null, null]);
  });
});

describe("operation names and fault specs", () => {
  it("come from operationName, else the query text", () => {
    expect(operationOf(JSON.stringify({ operationName: "A", query: "query B { x }" }))).toBe("A");
    expect(operationOf(JSON.stringify({ query: "query GetFarmers($t: String!) { x }" }))).toBe("GetFarmers");
    expect(operationOf(JSON.stringify({ query: "{ shop { name } }" }))).toBe("anonymous");
    expect(operationOf("not json")).toBeNull();
  });
  it("parse from the command line", () => {
    expect(parseFault("stall:GetProducts")).toEqual({ kind: "stall", operation: "GetProducts" });
    expect(parseFault("status=429")).toEqual({ kind: "status", status: 429 });
    expect(parseFault("shrink=5:GetProducts")).toEqual({ kind: "shrink", keep: 5, operation: "GetProducts" });
    expect(() => parseFault("explode")).toThrow(/unknown fault/);
  });
});
