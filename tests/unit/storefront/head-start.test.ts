// The island's side of the search page's head start: the answer is taken only by the first read of its operation,
// only for exactly the variables it was sent with, and only once. The island leaves its own reads ahead the same way
// (the search box before its debounce ends).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { aheadLifetimeMs, leaveHeadStart, takeHeadStart, type HeadStart } from "../../../src/lib/storefront/head-start.ts";

const variables = { query: "honey", productFilters: [], sortKey: "RELEVANCE", reverse: false, first: 24, after: null };
const data = { search: { totalCount: 15 } };
const page: { storefrontHeadStart?: HeadStart | undefined } = {};
const start = (sent: unknown = variables, pending: Promise<unknown> = Promise.resolve(data)) => {
  page.storefrontHeadStart = { operation: "SearchProducts", variables: JSON.stringify(sent), data: pending };
};

beforeEach(() => vi.stubGlobal("window", page));
afterEach(() => {
  vi.unstubAllGlobals();
  page.storefrontHeadStart = undefined;
});

describe("taking the head start", () => {
  it("gives its data to the first read with the same variables, and to no later read", async () => {
    start();
    await expect(takeHeadStart("SearchProducts", { ...variables })).resolves.toEqual(data);
    await expect(takeHeadStart("SearchProducts", { ...variables })).resolves.toBeNull();
  });

  it("gives nothing for other variables, and is used up by that read all the same", async () => {
    start();
    await expect(takeHeadStart("SearchProducts", { ...variables, sortKey: "PRICE" })).resolves.toBeNull();
    await expect(takeHeadStart("SearchProducts", variables)).resolves.toBeNull();
  });

  it("compares the variables as sent, key order included", async () => {
    start({ productFilters: [], query: "honey", sortKey: "RELEVANCE", reverse: false, first: 24, after: null });
    await expect(takeHeadStart("SearchProducts", variables)).resolves.toBeNull();
  });

  it("is left for its own operation when another one reads first", async () => {
    start();
    await expect(takeHeadStart("PredictiveSearch", variables)).resolves.toBeNull();
    await expect(takeHeadStart("SearchProducts", variables)).resolves.toEqual(data);
  });

  it("turns a failed head start into null, so the island asks by itself", async () => {
    start(variables, Promise.resolve(null));
    await expect(takeHeadStart("SearchProducts", variables)).resolves.toBeNull();
    start(variables, Promise.reject(new Error("not the inline script's promise")));
    await expect(takeHeadStart("SearchProducts", variables)).resolves.toBeNull();
  });

  it("gives nothing where there is no head start, or no window (the build)", async () => {
    await expect(takeHeadStart("SearchProducts", variables)).resolves.toBeNull();
    vi.unstubAllGlobals();
    await expect(takeHeadStart("SearchProducts", variables)).resolves.toBeNull();
  });
});

describe("a read the island leaves ahead", () => {
  const sent = (answer: Promise<unknown>) => {
    const signals: AbortSignal[] = [];
    return { signals, send: (signal: AbortSignal) => (signals.push(signal), answer) };
  };
  afterEach(() => vi.useRealTimers());

  it("is taken by its operation's next read with the same variables, once", async () => {
    leaveHeadStart("SearchProducts", { ...variables }, sent(Promise.resolve(data)).send);
    await expect(takeHeadStart("SearchProducts", variables)).resolves.toEqual(data);
    await expect(takeHeadStart("SearchProducts", variables)).resolves.toBeNull();
  });

  it("replaces and aborts the one left before: the term typed on is the one answered", async () => {
    const hon = sent(Promise.resolve({ search: { totalCount: 40 } }));
    leaveHeadStart("SearchProducts", { ...variables, query: "hon" }, hon.send);
    leaveHeadStart("SearchProducts", variables, sent(Promise.resolve(data)).send);
    expect(hon.signals[0]!.aborted).toBe(true);
    await expect(takeHeadStart("SearchProducts", variables)).resolves.toEqual(data);
  });

  it("is dropped and aborted by a read of other variables (a sort chosen meanwhile)", async () => {
    const ahead = sent(Promise.resolve(data));
    leaveHeadStart("SearchProducts", variables, ahead.send);
    await expect(takeHeadStart("SearchProducts", { ...variables, sortKey: "PRICE" })).resolves.toBeNull();
    expect(ahead.signals[0]!.aborted).toBe(true);
    await expect(takeHeadStart("SearchProducts", variables)).resolves.toBeNull();
  });

  it("is the read itself: its failure is the read's failure, not a second request", async () => {
    const failure = new Error("Storefront operation SearchProducts failed (HTTP 503)");
    leaveHeadStart("SearchProducts", variables, sent(Promise.reject(failure)).send);
    await expect(takeHeadStart("SearchProducts", variables)).rejects.toBe(failure);
  });

  it("is stale once it has waited longer than the search it was sent for: dropped, and aborted", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const ahead = sent(Promise.resolve(data));
    leaveHeadStart("SearchProducts", variables, ahead.send);
    vi.setSystemTime(Date.now() + aheadLifetimeMs);
    leaveHeadStart("SearchProducts", variables, sent(Promise.resolve(data)).send);
    vi.setSystemTime(Date.now() + aheadLifetimeMs);
    await expect(takeHeadStart("SearchProducts", variables)).resolves.toEqual(data);
    leaveHeadStart("SearchProducts", variables, ahead.send);
    vi.setSystemTime(Date.now() + aheadLifetimeMs + 1);
    await expect(takeHeadStart("SearchProducts", variables)).resolves.toBeNull();
    expect(ahead.signals[1]!.aborted).toBe(true);
  });
});
