// The review service's limits as issue 22 found them wanting: a fixed window let one client through twice its limit
// across a minute's boundary, the cloud handler keyed its limit on an X-Forwarded-For entry any client writes, and
// limits lived in one process's memory. Over HTTP against the Node service and through the cloud handler.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createReviewsApp } from "../../../src/services/reviews/app.ts";
import { createCloudHandler } from "../../../src/services/reviews/cloud.ts";
import { clientAddress } from "../../../src/services/reviews/client-address.ts";
import { SqliteRateLimiter } from "../../../src/services/reviews/rate-limit.ts";
import { startReviewService, type RunningReviewService } from "../../../src/services/reviews/server.ts";
import { SqliteReviewStore } from "../../../src/services/reviews/sqlite-store.ts";

// Each accepted review waits for the disk (synchronous FULL): on a loaded machine 30 requests take seconds.
vi.setConfig({ testTimeout: 30_000 });

let dir: string;
const running: RunningReviewService[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "reviews-limits-"));
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((service) => service.close()));
  rmSync(dir, { recursive: true, force: true });
});

const review = (n: number, id = "1001") =>
  JSON.stringify({ id, rating: 5, title: `Jar ${n}`, body: "Thick, floral and not too sweet.", name: "Maya", email: "maya@example.com" });
const postTo = (url: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${url}/reviews`, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body });
async function start(options: Parameters<typeof startReviewService>[0]) {
  const service = await startReviewService(options);
  running.push(service);
  return service;
}

describe("the limit per client", () => {
  it("lets no client through twice its limit across a minute's boundary", async () => {
    let clock = Date.parse("2026-11-01T12:00:00Z");
    const store = new SqliteReviewStore(join(dir, "r.sqlite"));
    const service = createReviewsApp({
      store, allowedOrigins: [], autoPublish: true, log: () => {}, clientOf: () => "one",
      now: () => new Date(clock), limiter: new SqliteRateLimiter(join(dir, "r.sqlite"), () => clock),
    });
    const send = () => service.request("/reviews", { method: "POST", headers: { "Content-Type": "application/json" }, body: review(0) });
    try {
      expect((await send()).status).toBe(201);
      clock += 59_000;
      const statuses: number[] = [];
      // 20 tries spread over the 1.9 s around the minute's end: a fixed window opened a second window of 5 here.
      for (let i = 0; i < 20; i++) {
        statuses.push((await send()).status);
        clock += 100;
      }
      expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(5);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
      expect(((await refused.json()) as { error: string }).error).toMatch(/try again in \d+ s/);
    } finally {
      store.close();
    }
  });

  it("ignores X-Forwarded-For unless the operator names proxies: rotating it does not escape the limit", async () => {
    const service = await start({ port: 0, database: join(dir, "r.sqlite"), quiet: true, autoPublish: true });
    const statuses = [];
    for (let i = 0; i < 30; i++) statuses.push((await postTo(service.url, review(i), { "X-Forwarded-For": `198.51.100.${i}` })).status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
  });

  it("behind one named proxy, keys on the address that proxy appended, not on what the client wrote before it", async () => {
    const service = await start({ port: 0, database: join(dir, "r.sqlite"), quiet: true, autoPublish: true, proxyHops: 1 });
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push((await postTo(service.url, review(i), { "X-Forwarded-For": `10.0.0.${i}, 203.0.113.7` })).status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    // Another client behind the same proxy has its own limit.
    expect((await postTo(service.url, review(99), { "X-Forwarded-For": "203.0.113.8" })).status).toBe(201);
    // A request that did not come through the proxy (no header) cannot be placed: refused, not counted as anyone.
    expect((await postTo(service.url, review(100))).status).toBe(400);
  });

  it("holds across a restart and across two processes on one database", async () => {
    const database = join(dir, "shared.sqlite");
    const first = await start({ port: 0, database, quiet: true, autoPublish: true });
    const second = await start({ port: 0, database, quiet: true, autoPublish: true });
    const statuses = [];
    for (let i = 0; i < 8; i++) statuses.push((await postTo(i % 2 ? second.url : first.url, review(i))).status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    await Promise.all(running.splice(0).map((service) => service.close()));
    const restarted = await start({ port: 0, database, quiet: true, autoPublish: true });
    expect((await postTo(restarted.url, review(9))).status).toBe(429);
  });
});

describe("the limits per product and overall", () => {
  it("stop a flood from many clients at one product, then at the whole service", async () => {
    let client = 0;
    const store = new SqliteReviewStore(join(dir, "r.sqlite"));
    const service = createReviewsApp({
      store, allowedOrigins: [], autoPublish: true, log: () => {}, clientOf: () => `client-${client++}`,
      limiter: new SqliteRateLimiter(join(dir, "r.sqlite")),
      limits: { product: { max: 3, windowMs: 3_600_000 }, overall: { max: 5, windowMs: 3_600_000 } },
    });
    const send = (id: string) => service.request("/reviews", { method: "POST", headers: { "Content-Type": "application/json" }, body: review(0, id) });
    try {
      const onOne = [];
      for (let i = 0; i < 4; i++) onOne.push((await send("1001")).status);
      expect(onOne).toEqual([201, 201, 201, 429]);
      expect([(await send("1002")).status, (await send("1003")).status, (await send("1004")).status]).toEqual([201, 201, 429]);
      expect(await store.count()).toBe(5);
    } finally {
      store.close();
    }
  });
});

describe("the cloud handler", () => {
  it("refuses to start without the platform's client address", async () => {
    await expect(createCloudHandler({ REVIEWS_DB: join(dir, "c.sqlite") })).rejects.toThrow(/REVIEWS_CLIENT_IP_HEADER/);
    await expect(createCloudHandler({ REVIEWS_DB: join(dir, "c.sqlite"), REVIEWS_CLIENT_IP_HEADER: "X-Forwarded-For" })).rejects.toThrow(/clients write it/);
  });

  it("keys the limit on the platform's header: 30 POSTs with rotating X-Forwarded-For get 5 through", async () => {
    // A store that cannot answer (port 9 refuses), so that an emulator left running on its default port by
    // `npm start` does not refuse the made-up product before the limit is reached.
    const handle = await createCloudHandler({ REVIEWS_DB: join(dir, "c.sqlite"), REVIEWS_CLIENT_IP_HEADER: "cf-connecting-ip", PUBLIC_SHOPIFY_STORE_DOMAIN: "http://127.0.0.1:9" });
    const statuses = [];
    for (let i = 0; i < 30; i++) {
      const request = new Request("https://fn.example/reviews", {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": "203.0.113.9", "X-Forwarded-For": `198.51.100.${i}` },
        body: review(i),
      });
      statuses.push((await handle(request)).status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    const bare = await handle(new Request("https://fn.example/reviews", { method: "POST", headers: { "Content-Type": "application/json" }, body: review(1) }));
    expect(bare.status).toBe(400);
  });
});

describe("clientAddress", () => {
  it("reads the socket without proxies, and the entry the outermost trusted proxy appended with them", () => {
    expect(clientAddress("192.0.2.1", "198.51.100.1", 0)).toBe("192.0.2.1");
    expect(clientAddress("10.0.0.2", "spoofed, 198.51.100.1", 1)).toBe("198.51.100.1");
    expect(clientAddress("10.0.0.2", "spoofed, 198.51.100.1, 10.0.0.9", 2)).toBe("198.51.100.1");
    expect(clientAddress("10.0.0.2", "198.51.100.1", 2)).toBeUndefined();
    expect(clientAddress("10.0.0.2", undefined, 1)).toBeUndefined();
    expect(clientAddress(undefined, undefined, 0)).toBeUndefined();
  });
});
