// The network edge under a misbehaving store: a server on loopback that stalls, drops the connection halfway,
// sends a cut-off JSON body or asks to come back later. Each answer is scripted per request.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createClient, retryAfterMs, storefrontRequest, StorefrontError } from "../../../src/lib/storefront/client.ts";
import { readStorefrontConfig } from "../../../src/lib/storefront/config.ts";
import { readAll } from "../../../src/lib/storefront/catalogue.ts";

type Answer = (req: IncomingMessage, res: ServerResponse) => void;
const good: Answer = (_req, res) => {
  res.writeHead(200, { "content-type": "application/json" });
  res.end(JSON.stringify({ data: { shop: { name: "Harvest & Hearth" } } }));
};
const stall: Answer = () => {};
const dropMidBody: Answer = (_req, res) => {
  res.writeHead(200, { "content-type": "application/json", "content-length": "200" });
  res.write('{"data":{"shop":{"na');
  setTimeout(() => res.socket?.destroy(), 20);
};
const truncated: Answer = (_req, res) => {
  res.writeHead(200, { "content-type": "application/json" });
  res.end('{"data":{"shop":{"na');
};
const busy = (retryAfter?: string): Answer => (_req, res) => {
  res.writeHead(429, { "content-type": "application/json", ...(retryAfter ? { "retry-after": retryAfter } : {}) });
  res.end('{"errors":[{"message":"Throttled"}]}');
};

let server: Server;
let script: Answer[] = [];
let times: number[] = [];
let origin = "";

beforeAll(async () => {
  server = createServer((req, res) => {
    times.push(Date.now());
    req.resume();
    (script.shift() ?? good)(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  script = [];
  times = [];
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

const query = "query GetShop { shop { name } }";
const api = (timeoutMs = 300) => createClient({ ...readStorefrontConfig({ PUBLIC_SHOPIFY_STORE_DOMAIN: origin }), timeoutMs });
const send = (timeoutMs?: number, attempts = 3) =>
  storefrontRequest("GetShop", query, {}, { api: api(timeoutMs), retry: { attempts, baseDelayMs: 5 } });

describe("a request the shopper abandons", () => {
  it("ends with an AbortError at once and is never retried", async () => {
    script = [stall, stall, stall];
    const controller = new AbortController();
    const request = storefrontRequest("GetShop", query, {}, { api: api(5_000), retry: { attempts: 3, baseDelayMs: 5 }, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const started = Date.now();
    await expect(request).rejects.toMatchObject({ name: "AbortError" });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(times).toHaveLength(1);
  });

  it("that was abandoned before it was sent sends nothing", async () => {
    const request = storefrontRequest("GetShop", query, {}, { api: api(), signal: AbortSignal.abort() });
    await expect(request).rejects.toMatchObject({ name: "AbortError" });
    expect(times).toHaveLength(0);
  });
});

describe("a store that misbehaves", () => {
  it("that stops answering is given up on after the time limit, retried, and then named in the error", async () => {
    script = [stall, stall, stall];
    const started = Date.now();
    const failure = send(200);
    await expect(failure).rejects.toBeInstanceOf(StorefrontError);
    await expect(failure).rejects.toThrow(/GetShop failed: no complete answer within 0.2 s/);
    expect(times).toHaveLength(3);
    // Three attempts of 0.2 s and short pauses: nowhere near Node's own 300 s.
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("that stalls once is retried and the build goes on", async () => {
    script = [stall];
    await expect(send(200)).resolves.toEqual({ shop: { name: "Harvest & Hearth" } });
    expect(times).toHaveLength(2);
  });

  it("that drops the connection halfway through the body is retried", async () => {
    script = [dropMidBody];
    await expect(send()).resolves.toEqual({ shop: { name: "Harvest & Hearth" } });
    expect(times).toHaveLength(2);
  });

  it("that sends a cut-off JSON body with status 200 is retried, not taken as final", async () => {
    script = [truncated, truncated];
    await expect(send()).resolves.toEqual({ shop: { name: "Harvest & Hearth" } });
    expect(times).toHaveLength(3);
  });

  it("that keeps cutting the body short fails clearly", async () => {
    script = [truncated, truncated, truncated];
    await expect(send()).rejects.toThrow(/GetShop failed: the answer was cut short/);
  });

  it("that asks to come back later (429 Retry-After) is waited for", async () => {
    script = [busy("1")];
    await expect(send()).resolves.toEqual({ shop: { name: "Harvest & Hearth" } });
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(950);
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/GetShop: HTTP 429.*retrying in 1\.0 s \(attempt 2 of 3\)/));
  });

  it("cannot park a build for longer than the cap", async () => {
    script = [busy("3600")];
    const started = Date.now();
    const result = storefrontRequest("GetShop", query, {}, { api: api(), retry: { attempts: 2, baseDelayMs: 5, maxRetryAfterMs: 100 } });
    await expect(result).resolves.toBeTruthy();
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe("Retry-After", () => {
  it("reads seconds and HTTP dates", () => {
    expect(retryAfterMs("2")).toBe(2000);
    expect(retryAfterMs("Wed, 21 Oct 2015 07:28:05 GMT", Date.parse("Wed, 21 Oct 2015 07:28:00 GMT"))).toBe(5000);
    expect(retryAfterMs("soon")).toBeNull();
    expect(retryAfterMs(null)).toBeNull();
  });
});

describe("paging", () => {
  const page = (n: number, next: string | null) => ({ nodes: [n], pageInfo: { hasNextPage: next !== null, endCursor: next } });
  beforeEach(() => vi.spyOn(console, "log").mockImplementation(() => {}));

  it("follows cursors to the end", async () => {
    const pages: Record<string, ReturnType<typeof page>> = { start: page(1, "a"), a: page(2, "b"), b: page(3, null) };
    await expect(readAll("things", async (after) => pages[after ?? "start"]!)).resolves.toEqual([1, 2, 3]);
  });

  it("stops at a cursor it has seen before, however far back (a cycle), instead of looping forever", async () => {
    const pages: Record<string, ReturnType<typeof page>> = { start: page(1, "a"), a: page(2, "b"), b: page(3, "a") };
    const fetchPage = vi.fn(async (after: string | null) => pages[after ?? "start"]!);
    await expect(readAll("products", fetchPage)).rejects.toThrow(/reading products: .*paging cycle.*after 3 requests/);
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  it("stops after the page cap when cursors never end", async () => {
    let n = 0;
    const fetchPage = vi.fn(async () => page(n, `c${++n}`));
    await expect(readAll("products", fetchPage, 10)).rejects.toThrow(/still more pages after 10 requests/);
    expect(fetchPage).toHaveBeenCalledTimes(10);
  });

  it("refuses a page that says there is more but gives no cursor", async () => {
    await expect(readAll("products", async () => page(1, ""))).rejects.toThrow(/gave no cursor/);
  });
});
