// The network edge under a misbehaving store: a server on loopback that stalls, drops the connection halfway,
// sends a cut-off JSON body or asks to come back later. Each answer is scripted per request. The build's sender
// (Shopify's client) and the browser's (a plain POST) go through the same transport and retries, and must behave
// alike: every case runs against both.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createClient, retryAfterMs, storefrontRequest, StorefrontError } from "../../../src/lib/storefront/client.ts";
import { postingSender } from "../../../src/lib/storefront/browser-client.ts";
import { readStorefrontConfig } from "../../../src/lib/storefront/config.ts";
import { buildRequestPolicy, sendOperation, type RequestOptions } from "../../../src/lib/storefront/request.ts";
import { readAll } from "../../../src/lib/storefront/paging.ts";
import { busy, dropMidBody, shopData, stall, startScriptedStore, truncated, type ScriptedStore } from "../../support/scripted-store.ts";

let store: ScriptedStore;
beforeAll(async () => {
  store = await startScriptedStore();
});
afterAll(() => store.close());
beforeEach(() => {
  store.reset();
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

const query = "query GetShop { shop { name } }";
const config = (timeoutMs: number) => ({ ...readStorefrontConfig({ PUBLIC_SHOPIFY_STORE_DOMAIN: store.origin }), timeoutMs });
type Send = (timeoutMs: number, options: RequestOptions) => Promise<unknown>;
const senders: [string, Send][] = [
  ["the build's Shopify client", (timeoutMs, options) => storefrontRequest("GetShop", query, {}, { ...options, api: createClient(config(timeoutMs)) })],
  ["the browser's POST", (timeoutMs, options) => sendOperation(postingSender(config(timeoutMs), timeoutMs), "GetShop", query, {}, buildRequestPolicy, options)],
];

describe.each(senders)("%s", (_name, request) => {
  const times = () => store.received.map((r) => r.at);
  const send = (timeoutMs = 300, attempts = 3) => request(timeoutMs, { retry: { attempts, baseDelayMs: 5 } });

  describe("a request the shopper abandons", () => {
    it("ends with an AbortError at once and is never retried", async () => {
      store.script = [stall, stall, stall];
      const controller = new AbortController();
      const pending = request(5_000, { retry: { attempts: 3, baseDelayMs: 5 }, signal: controller.signal });
      pending.catch(() => {});
      // Abandoned once the store has the request (on a loaded machine, a fixed 50 ms could come before it arrives).
      await vi.waitFor(() => expect(store.received).toHaveLength(1), { timeout: 10_000 });
      const started = Date.now();
      controller.abort();
      await expect(pending).rejects.toMatchObject({ name: "AbortError" });
      // At once: not after the 5 s time limit of the request.
      expect(Date.now() - started).toBeLessThan(4_000);
      expect(store.received).toHaveLength(1);
    });

    it("that was abandoned before it was sent sends nothing", async () => {
      await expect(request(300, { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: "AbortError" });
      expect(store.received).toHaveLength(0);
    });
  });

  describe("a store that misbehaves", () => {
    it("that stops answering is given up on after the time limit, retried, and then named in the error", async () => {
      store.script = [stall, stall, stall];
      const started = Date.now();
      // A second per attempt: long enough for each attempt to reach the store on a loaded machine.
      const failure = send(1_000);
      await expect(failure).rejects.toBeInstanceOf(StorefrontError);
      await expect(failure).rejects.toThrow(/GetShop failed: no complete answer within 1 s/);
      expect(store.received).toHaveLength(3);
      // Three attempts of 1 s and short pauses: nowhere near Node's own 300 s.
      expect(Date.now() - started).toBeLessThan(30_000);
    }, 40_000);

    it("that stalls once is retried and the build goes on", async () => {
      store.script = [stall];
      await expect(send(200)).resolves.toEqual(shopData);
      expect(store.received).toHaveLength(2);
    });

    it("that drops the connection halfway through the body is retried", async () => {
      store.script = [dropMidBody];
      await expect(send()).resolves.toEqual(shopData);
      expect(store.received).toHaveLength(2);
    });

    it("that sends a cut-off JSON body with status 200 is retried, not taken as final", async () => {
      store.script = [truncated, truncated];
      await expect(send()).resolves.toEqual(shopData);
      expect(store.received).toHaveLength(3);
    });

    it("that keeps cutting the body short fails clearly", async () => {
      store.script = [truncated, truncated, truncated];
      await expect(send()).rejects.toThrow(/GetShop failed: the answer was cut short/);
    });

    it("that asks to come back later (429 Retry-After) is waited for", async () => {
      store.script = [busy("1")];
      await expect(send()).resolves.toEqual(shopData);
      expect(times()[1]! - times()[0]!).toBeGreaterThanOrEqual(950);
      expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/GetShop: HTTP 429.*retrying in 1\.0 s \(attempt 2 of 3\)/));
    });

    it("cannot park a build for longer than the cap", async () => {
      store.script = [busy("3600")];
      const started = Date.now();
      const result = request(300, { retry: { attempts: 2, baseDelayMs: 5, maxRetryAfterMs: 100 } });
      await expect(result).resolves.toBeTruthy();
      expect(Date.now() - started).toBeLessThan(2_000);
    });
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
