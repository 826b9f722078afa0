// The rebuilder end to end in-process: the Hono app (app.request, no port) in front of the core, with a fake build
// step that writes small sites into real temporary folders, fails, or waits until the test lets it finish.
import { existsSync } from "node:fs";
import { readFile, readdir, readlink } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRebuilderApp, type RebuilderAppOptions } from "../../../src/services/rebuilder/app.ts";
import { commandDeployer } from "../../../src/services/rebuilder/deploy.ts";
import { internalRebuildRequest } from "../../../src/services/rebuilder/notify.ts";
import { RetryableBuildError, type Builder } from "../../../src/services/rebuilder/build-contract.ts";
import { createRebuilder, type RebuilderOptions, type RebuilderStatus } from "../../../src/services/rebuilder/rebuilder.ts";
import { Releases } from "../../../src/services/rebuilder/releases.ts";
import { sign } from "../../../src/services/rebuilder/signature.ts";
import {
  adminToken,
  bearer,
  fakeBuilder,
  gate,
  hashTree,
  internalSecret,
  previousSecret,
  signedWebhook,
  tempDir,
  webhookSecret,
  writeSite,
  type FakeBuilderControl,
} from "./support.ts";

let root: ReturnType<typeof tempDir>;
let releases: Releases;
let fake: FakeBuilderControl;
let service: ReturnType<typeof setup>;

beforeEach(async () => {
  root = tempDir("rebuilder-service-");
  releases = new Releases(join(root.dir, "site"));
  await releases.open();
  fake = fakeBuilder({ products: 20 });
  service = setup();
});
afterEach(async () => {
  await Promise.all(made.splice(0).map((rebuilder) => rebuilder.close()));
  await releases.close();
  root.remove();
});

/** Every rebuilder a test made, closed after it (a failed test included). */
const made: { close: () => Promise<void> }[] = [];

function setup(core: Partial<RebuilderOptions> = {}, http: Partial<RebuilderAppOptions> = {}) {
  const rebuilder = createRebuilder({ releases, builder: fake.builder, keep: 3, settleMs: 0, ...core });
  made.push(rebuilder);
  const app = createRebuilderApp({
    rebuilder,
    webhookSecrets: [webhookSecret, previousSecret],
    internalSecrets: [internalSecret],
    adminToken,
    ...http,
  });
  return { rebuilder, app, send: (request: Request) => app.fetch(request) };
}

const status = async (): Promise<RebuilderStatus> => (await (await service.app.request("/status", { headers: bearer() })).json()) as RebuilderStatus;
const liveHome = () => readFile(join(releases.liveLink, "index.html"), "utf8");

/** Publishes one good build through a webhook and returns its id. */
async function publishOne(site = fake.next.site): Promise<string> {
  fake.next = { site };
  expect((await service.send(signedWebhook())).status).toBe(200);
  await service.rebuilder.idle();
  const id = await releases.liveId();
  expect(id).toBe(fake.jobs.at(-1)!.id);
  return id!;
}

describe("POST /webhooks", () => {
  it("answers 200 before the build finishes, then publishes the build", async () => {
    const release = gate();
    fake.next = { site: { products: 20 }, wait: release.promise };
    const response = await service.send(signedWebhook({ topic: "products/update", id: "wh-1" }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ accepted: true });
    await new Promise((resolve) => setTimeout(resolve, 0)); // the build starts on the next turn
    const during = await status();
    expect(during.running?.trigger).toMatchObject({ sources: ["webhook"], topics: ["products/update"], webhookIds: ["wh-1"] });
    expect(during.live).toBeNull();
    release.open();
    await service.rebuilder.idle();
    const after = await status();
    expect(after.running).toBeNull();
    expect(after.live).toEqual({ id: fake.jobs[0]!.id, pages: { products: 20, collections: 2, farms: 2, posts: 0 } });
    expect(after.builds[0]).toMatchObject({ id: fake.jobs[0]!.id, outcome: "published", reasons: [], trigger: { webhookIds: ["wh-1"] } });
    expect(after.builds[0]!.durationMs).toEqual(expect.any(Number));
    expect(after.builds[0]!.logTail).toContain(`building ${fake.jobs[0]!.id}`);
    expect(await liveHome()).toContain(`${fake.jobs[0]!.id} home`);
  });

  it.each([
    ["no signature", (r: Request) => r.headers.delete("x-shopify-hmac-sha256")],
    ["a signature made with another secret", (r: Request) => r.headers.set("x-shopify-hmac-sha256", sign("{}", "wrong-secret"))],
    ["a signature that is not base64", (r: Request) => r.headers.set("x-shopify-hmac-sha256", "!!not base64!!")],
  ])("refuses a webhook with %s (401) and builds nothing", async (_name, spoil) => {
    const request = signedWebhook();
    spoil(request);
    const response = await service.send(request);
    expect(response.status).toBe(401);
    await service.rebuilder.idle();
    expect(fake.jobs).toHaveLength(0);
  });

  it("refuses a body changed after signing (401)", async () => {
    const body = JSON.stringify({ id: 1, title: "Honey" });
    const response = await service.app.request("/webhooks", {
      method: "POST",
      headers: { "X-Shopify-Hmac-Sha256": sign(body, webhookSecret), "X-Shopify-Topic": "products/update", "X-Shopify-Webhook-Id": "x" },
      body: body.replace("Honey", "Money"),
    });
    expect(response.status).toBe(401);
    await service.rebuilder.idle();
    expect(fake.jobs).toHaveLength(0);
  });

  it("accepts a webhook signed with the previous secret during a rotation", async () => {
    expect((await service.send(signedWebhook({ secret: previousSecret }))).status).toBe(200);
    await service.rebuilder.idle();
    expect(fake.jobs).toHaveLength(1);
  });

  it("refuses an oversized body (413), whether it declares its length or streams without one", async () => {
    const small = setup({}, { maxBodyBytes: 1000 });
    const big = JSON.stringify({ title: "x".repeat(2000) });
    const declared = await small.app.request("/webhooks", {
      method: "POST",
      headers: { "Content-Length": String(big.length), "X-Shopify-Hmac-Sha256": sign(big, webhookSecret), "X-Shopify-Topic": "products/update", "X-Shopify-Webhook-Id": "big-1" },
      body: big,
    });
    expect(declared.status).toBe(413);
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(512).fill(0x20));
      },
    });
    const streamed = await small.app.fetch(
      new Request("http://rebuilder.test/webhooks", {
        method: "POST",
        headers: { "X-Shopify-Hmac-Sha256": sign(big, webhookSecret), "X-Shopify-Topic": "products/update", "X-Shopify-Webhook-Id": "big-2" },
        body: endless,
        duplex: "half",
      } as RequestInit),
    );
    expect(streamed.status).toBe(413);
    // It stopped reading soon after the cap instead of reading the endless body.
    expect(pulled).toBeLessThan(10);
    await small.rebuilder.idle();
    expect(fake.jobs).toHaveLength(0);
  });

  it.each([
    ["a body that is not JSON", { body: "id=1&title=honey" }],
    ["a JSON array", { body: "[1,2]" }],
    ["a body that is not UTF-8", { body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]) }],
    ["no topic", { topic: null }],
    ["no webhook id", { id: null }],
    ["a webhook id with spaces", { id: "a b" }],
  ])("refuses a signed webhook with %s (400) and builds nothing", async (_name, spoil: { body?: string | Uint8Array<ArrayBuffer>; topic?: string | null; id?: string | null }) => {
    const body = spoil.body ?? JSON.stringify({ id: 1 });
    const headers: Record<string, string> = { "X-Shopify-Hmac-Sha256": sign(body, webhookSecret) };
    if (spoil.topic !== null) headers["X-Shopify-Topic"] = spoil.topic ?? "products/update";
    if (spoil.id !== null) headers["X-Shopify-Webhook-Id"] = spoil.id ?? "id-1";
    const response = await service.app.request("/webhooks", { method: "POST", headers, body });
    expect(response.status).toBe(400);
    await service.rebuilder.idle();
    expect(fake.jobs).toHaveLength(0);
  });

  it.each([
    ["a topic the site does not use", "orders/create"],
    ["a topic in other case", "Products/Update"],
  ])("acknowledges a signed webhook with %s (200, not accepted) so that Shopify does not retry it, and builds nothing", async (_name, topic) => {
    const response = await service.send(signedWebhook({ topic }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ accepted: false, reason: expect.stringContaining(JSON.stringify(topic)) });
    await service.rebuilder.idle();
    expect(fake.jobs).toHaveLength(0);
    // Unsigned, the same request is still refused.
    expect((await service.send(signedWebhook({ topic, secret: "wrong-secret" }))).status).toBe(401);
  });

  it("accepts every topic of products, collections, metaobjects and articles", async () => {
    for (const resource of ["products", "collections", "metaobjects", "articles"]) {
      for (const action of ["create", "update", "delete"]) {
        expect((await service.send(signedWebhook({ topic: `${resource}/${action}` }))).status).toBe(200);
      }
    }
    await service.rebuilder.idle();
    const topics = fake.jobs.flatMap((job) => job.triggers.map((t) => t.topic));
    expect(new Set(topics).size).toBe(12);
  });

  it("ignores the same webhook id delivered twice, during and after its build", async () => {
    const release = gate();
    fake.next = { site: { products: 20 }, wait: release.promise };
    expect(await (await service.send(signedWebhook({ id: "same" }))).json()).toEqual({ accepted: true });
    const again = await service.send(signedWebhook({ id: "same" }));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ accepted: false, duplicate: true });
    release.open();
    await service.rebuilder.idle();
    expect((await service.send(signedWebhook({ id: "same" }))).status).toBe(200);
    await service.rebuilder.idle();
    expect(fake.jobs).toHaveLength(1);
    expect((await status()).pending).toBeNull();
  });

  it("turns a burst of 50 webhooks into at most 2 builds that together saw all 50", async () => {
    const release = gate();
    fake.next = { site: { products: 20 }, wait: release.promise };
    const ids = Array.from({ length: 50 }, (_, i) => `burst-${i}`);
    const answers = await Promise.all(ids.map((id) => service.send(signedWebhook({ id }))));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    release.open();
    await service.rebuilder.idle();
    expect(fake.jobs.length).toBeGreaterThanOrEqual(1);
    expect(fake.jobs.length).toBeLessThanOrEqual(2);
    expect(fake.jobs.flatMap((job) => job.triggers.map((t) => t.webhookId)).sort()).toEqual([...ids].sort());
  });

  it("a burst while a build runs leads to exactly one more build after it", async () => {
    const release = gate();
    fake.next = { site: { products: 20 }, wait: release.promise };
    await service.send(signedWebhook({ id: "first" }));
    // The build begins once the rebuilder has looked up the live build it may start from.
    await vi.waitFor(() => expect(fake.jobs).toHaveLength(1));
    for (let i = 0; i < 50; i++) await service.send(signedWebhook({ id: `later-${i}` }));
    const waiting = await status();
    expect(waiting.running?.trigger.webhookIds).toEqual(["first"]);
    expect(waiting.pending?.webhooks).toBe(50);
    release.open();
    await service.rebuilder.idle();
    expect(fake.jobs).toHaveLength(2);
    expect(fake.jobs[1]!.triggers).toHaveLength(50);
  });
});

describe("failed and refused builds", () => {
  it("a failing build leaves the live site byte-for-byte untouched, and is reported", async () => {
    const good = await publishOne();
    const before = await hashTree(releases.liveLink);
    const linkBefore = await readlink(releases.liveLink);
    fake.next = { site: { products: 20, marker: "broken" }, fail: "astro build failed (exit code 1)" };
    await service.send(signedWebhook({ id: "breaks" }));
    await service.rebuilder.idle();
    expect(await readlink(releases.liveLink)).toBe(linkBefore);
    expect(await hashTree(releases.liveLink)).toEqual(before);
    expect(before.size).toBeGreaterThan(20);
    const report = await status();
    expect(report.live?.id).toBe(good);
    expect(report.builds[0]).toMatchObject({ outcome: "failed", reasons: ["astro build failed (exit code 1)"], trigger: { webhookIds: ["breaks"] } });
    expect(report.builds[0]!.logTail.at(-1)).toBe("error: astro build failed (exit code 1)");
    // The failed build's folder is gone; only the good one remains.
    expect(await readdir(releases.buildsDir)).toEqual([good]);
  });

  it("refuses a build that lacks a page the catalogue names", async () => {
    const good = await publishOne();
    const before = await hashTree(releases.liveLink);
    fake.next = { site: { products: 20 }, alsoExpected: { products: ["ghost-product"] } };
    await service.send(signedWebhook());
    await service.rebuilder.idle();
    const report = await status();
    expect(report.live?.id).toBe(good);
    expect(report.builds[0]).toMatchObject({ outcome: "refused", reasons: [expect.stringContaining("products/ghost-product/index.html")] });
    expect(await hashTree(releases.liveLink)).toEqual(before);
  });

  it("refuses an empty catalogue even when forced", async () => {
    await publishOne();
    fake.next = { site: { products: 0 } };
    const response = await service.app.request("/rebuild?force=1", { method: "POST", headers: bearer() });
    expect(response.status).toBe(202);
    await service.rebuilder.idle();
    expect((await status()).builds[0]).toMatchObject({ outcome: "refused", reasons: [expect.stringMatching(/no product pages/)] });
  });

  it("refuses a catalogue that shrank far below the live build, until an editor forces one build", async () => {
    const good = await publishOne({ products: 20 });
    fake.next = { site: { products: 5 } };
    await service.send(signedWebhook());
    await service.rebuilder.idle();
    let report = await status();
    expect(report.live?.id).toBe(good);
    expect(report.builds[0]).toMatchObject({ outcome: "refused", reasons: [expect.stringMatching(/5 product pages where the live build has 20/)] });

    expect((await service.app.request("/rebuild?force=1", { method: "POST" })).status).toBe(401);
    expect((await service.app.request("/rebuild?force=1", { method: "POST", headers: bearer("wrong") })).status).toBe(401);
    const forced = await service.app.request("/rebuild?force=1", { method: "POST", headers: bearer() });
    expect(forced.status).toBe(202);
    expect(await forced.json()).toEqual({ queued: true, force: true });
    await service.rebuilder.idle();
    report = await status();
    expect(report.live?.pages?.products).toBe(5);
    expect(report.builds[0]).toMatchObject({ outcome: "published", forced: true, trigger: { sources: ["admin"], force: true } });

    // Force was for that one build: the next shrink is refused again.
    fake.next = { site: { products: 1 } };
    await service.send(signedWebhook());
    await service.rebuilder.idle();
    expect((await status()).builds[0]).toMatchObject({ outcome: "refused" });
  });

  it("honours a configured shrink limit", async () => {
    await service.rebuilder.close();
    service = setup({ shrinkLimit: 0.1 });
    await publishOne({ products: 20 });
    fake.next = { site: { products: 17 } };
    await service.send(signedWebhook());
    await service.rebuilder.idle();
    expect((await status()).builds[0]!.outcome).toBe("refused");
  });

  it("stops a build that runs past its time limit; the live build stays", async () => {
    await service.rebuilder.close();
    const hanging: Builder = (job) =>
      new Promise((_resolve, reject) => job.signal.addEventListener("abort", () => reject(job.signal.reason as Error), { once: true }));
    service = setup({ builder: hanging, buildTimeoutMs: 20 });
    service.rebuilder.trigger({ source: "admin", receivedAt: new Date().toISOString() });
    await service.rebuilder.idle();
    expect((await status()).builds[0]).toMatchObject({ outcome: "failed", reasons: [expect.stringMatching(/longer than 20 ms/)] });
    expect(await releases.liveId()).toBeNull();
  });

  it("ends a build whose step ignores the signal at its time limit, and the queue moves on", async () => {
    await service.rebuilder.close();
    // Stuck in something that never looks at the signal (a read from a store that drips its answer).
    let calls = 0;
    const stuck: Builder = async (job) => {
      calls++;
      if (calls === 1) {
        fake.jobs.push(job);
        return new Promise(() => {});
      }
      return fake.builder(job);
    };
    service = setup({ builder: stuck, buildTimeoutMs: 20 });
    service.rebuilder.trigger({ source: "admin", receivedAt: new Date().toISOString() });
    await service.rebuilder.idle();
    expect((await status()).builds[0]).toMatchObject({ outcome: "failed", reasons: [expect.stringMatching(/longer than 20 ms/)] });
    expect(await releases.liveId()).toBeNull();
    expect(existsSync(fake.jobs[0]!.dir)).toBe(false);
    // The next webhook gets its build, and that build comes to an end. (Whether it is published depends on the
    // machine finishing it within the same 20 ms limit, so only the end is asserted.)
    await service.send(signedWebhook({ id: "after-the-stuck-one" }));
    await service.rebuilder.idle();
    expect(fake.jobs[1]!.triggers.map((t) => t.webhookId)).toEqual(["after-the-stuck-one"]);
    const next = (await status()).builds[0]!;
    expect(next).toMatchObject({ id: fake.jobs[1]!.id, trigger: { webhookIds: ["after-the-stuck-one"] } });
    expect(next.outcome).not.toBe("building");
    expect((await status()).running).toBeNull();
  });

  it("close() finishes even while a build step ignores the signal", async () => {
    await service.rebuilder.close();
    const started = gate();
    const deaf: Builder = () => {
      started.open();
      return new Promise(() => {});
    };
    service = setup({ builder: deaf });
    service.rebuilder.trigger({ source: "admin", receivedAt: new Date().toISOString() });
    await started.promise;
    await service.rebuilder.close();
    const report = await status();
    expect(report.running).toBeNull();
    expect(report.builds[0]).toMatchObject({ outcome: "failed", reasons: ["the rebuilder is stopping"] });
  });

  it("close() stops a running build without publishing it", async () => {
    await publishOne();
    const before = await hashTree(releases.liveLink);
    // Writes its pages, then runs until it is stopped (as the Astro child does until it is killed).
    const written = gate();
    const stoppable: Builder = async (job) => {
      fake.jobs.push(job);
      await writeSite(job.dir, { products: 20, marker: job.id });
      written.open();
      await new Promise<void>((_resolve, reject) => job.signal.addEventListener("abort", () => reject(job.signal.reason as Error), { once: true }));
    };
    await service.rebuilder.close();
    service = setup({ builder: stoppable });
    await service.send(signedWebhook());
    await written.promise;
    expect((await status()).running).not.toBeNull();
    await service.rebuilder.close();
    const report = await status();
    expect(report.running).toBeNull();
    expect(report.builds[0]).toMatchObject({ outcome: "failed", reasons: ["the rebuilder is stopping"] });
    expect(await hashTree(releases.liveLink)).toEqual(before);
    // Stopped for good: later webhooks queue nothing.
    await service.send(signedWebhook());
    await service.rebuilder.idle();
    expect(fake.jobs).toHaveLength(2);
    expect(existsSync(fake.jobs[1]!.dir)).toBe(false);
  });
});

describe("retrying builds the store made fail", () => {
  /** A build step that fails as the store makes it fail for its first `failures` builds, then builds. */
  const flaky = (failures: number, error: () => Error = () => new RetryableBuildError("the store could not be read: HTTP 503")): Builder => {
    let calls = 0;
    return async (job) => {
      if (++calls <= failures) {
        fake.jobs.push(job);
        throw error();
      }
      return fake.builder(job);
    };
  };

  it("builds the same triggers again after a store failure, and publishes then", async () => {
    service = setup({ builder: flaky(1), retry: { attempts: 3, baseDelayMs: 0 } });
    await service.send(signedWebhook({ id: "during-an-outage" }));
    await service.rebuilder.idle();
    expect(fake.jobs).toHaveLength(2);
    const report = await status();
    expect(report.builds[1]).toMatchObject({ outcome: "failed", retry: { attempt: 1 }, reasons: [expect.stringMatching(/HTTP 503/)] });
    expect(report.builds[0]).toMatchObject({ outcome: "published", trigger: { webhookIds: ["during-an-outage"] } });
    expect(fake.jobs[1]!.triggers[0]).toMatchObject({ webhookId: "during-an-outage", retries: 1 });
    expect(report.live?.id).toBe(fake.jobs[1]!.id);
    expect(report.retrying).toBeNull();
  });

  it("tries a bounded number of times, then waits for the next change", async () => {
    service = setup({ builder: flaky(Number.POSITIVE_INFINITY), retry: { attempts: 2, baseDelayMs: 0 } });
    await service.send(signedWebhook());
    await service.rebuilder.idle();
    // The first build and two retries.
    expect(fake.jobs).toHaveLength(3);
    const report = await status();
    expect(report.builds.map((b) => b.outcome)).toEqual(["failed", "failed", "failed"]);
    expect(report.builds.map((b) => b.retry?.attempt ?? null)).toEqual([null, 2, 1]);
    expect(report.retrying).toBeNull();
  });

  it("waits longer before each retry", async () => {
    const scheduled: Record<string, unknown>[] = [];
    service = setup({
      builder: flaky(Number.POSITIVE_INFINITY),
      retry: { attempts: 2, baseDelayMs: 1 },
      now: () => new Date(Date.parse("2026-11-01T12:00:00Z")),
      log: (event, fields) => event === "build-retry-scheduled" && scheduled.push(fields!),
    });
    await service.send(signedWebhook());
    await service.rebuilder.idle();
    expect(scheduled.map((f) => [f.attempt, f.at])).toEqual([
      [1, "2026-11-01T12:00:00.001Z"],
      [2, "2026-11-01T12:00:00.002Z"],
    ]);
  });

  it.each([
    ["a failure that is not the store's (the build itself broke)", { fail: "astro build failed (exit code 1)" }],
    ["a build the shrink guard refused", { refuse: true }],
  ])("does not retry %s", async (_name, how: { fail?: string; refuse?: boolean }) => {
    service = setup({ retry: { attempts: 3, baseDelayMs: 0 } });
    await publishOne({ products: 20 });
    fake.next = how.refuse ? { site: { products: 2 } } : { site: { products: 20 }, fail: how.fail! };
    await service.send(signedWebhook());
    await service.rebuilder.idle();
    expect(fake.jobs).toHaveLength(2);
    expect((await status()).builds[0]).toMatchObject({ outcome: how.refuse ? "refused" : "failed", retry: null });
  });

  it("close() drops a retry that is waiting", async () => {
    const scheduled = gate();
    service = setup({
      builder: flaky(1),
      retry: { attempts: 3, baseDelayMs: 10 * 60_000 },
      log: (event) => event === "build-retry-scheduled" && scheduled.open(),
    });
    await service.send(signedWebhook());
    await scheduled.promise;
    expect((await status()).retrying).toMatchObject({ attempt: 1, trigger: { sources: ["webhook"] } });
    await service.rebuilder.close();
    expect((await status()).retrying).toBeNull();
    expect(fake.jobs).toHaveLength(1);
  });
});

describe("POST /rollback", () => {
  it("points live back at the previous good build at once (admin only)", async () => {
    const first = await publishOne();
    const second = await publishOne();
    expect(await liveHome()).toContain(`${second} home`);
    expect((await service.app.request("/rollback", { method: "POST" })).status).toBe(401);
    expect(await releases.liveId()).toBe(second);
    const response = await service.app.request("/rollback", { method: "POST", headers: bearer() });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ live: first, replaced: second });
    expect(await liveHome()).toContain(`${first} home`);
    const report = await status();
    expect(report.live?.id).toBe(first);
    expect(report.lastRollback).toMatchObject({ from: second, to: first });
    // Nothing older to go back to.
    expect((await service.app.request("/rollback", { method: "POST", headers: bearer() })).status).toBe(409);
    expect(await releases.liveId()).toBe(first);
  });

  it("never rolls back to a build an editor rolled back from", async () => {
    const a = await publishOne();
    const b = await publishOne();
    const bad = await publishOne();
    expect(await (await service.app.request("/rollback", { method: "POST", headers: bearer() })).json()).toEqual({ live: b, replaced: bad });
    const d = await publishOne();
    expect((await status()).good).toEqual([a, b, d]);
    expect(await (await service.app.request("/rollback", { method: "POST", headers: bearer() })).json()).toEqual({ live: b, replaced: d });
  });

  it("keeps only the newest builds, and never the live one or its predecessor", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push(await publishOne());
    expect((await readdir(releases.buildsDir)).sort()).toEqual(ids.slice(3).sort());
    expect((await status()).good).toEqual(ids.slice(3));
  });
});

describe("admin endpoints", () => {
  it("need the admin token; without one configured they are off", async () => {
    expect((await service.app.request("/status")).status).toBe(401);
    expect((await service.app.request("/status", { headers: { Authorization: `Basic ${adminToken}` } })).status).toBe(401);
    expect((await service.app.request("/status", { headers: bearer() })).status).toBe(200);
    const off = setup({}, { adminToken: undefined });
    for (const [method, path] of [["GET", "/status"], ["POST", "/rebuild"], ["POST", "/rollback"]] as const) {
      expect((await off.app.request(path, { method, headers: bearer() })).status).toBe(503);
    }
    await off.rebuilder.idle();
    expect(fake.jobs).toHaveLength(0);
  });

  it("/health answers without a token; unknown paths are 404", async () => {
    expect(await (await service.app.request("/health")).json()).toEqual({ ok: true });
    expect((await service.app.request("/webhooks")).status).toBe(404);
    expect((await service.app.request("/nope", { method: "POST" })).status).toBe(404);
  });
});

describe("POST /internal/rebuild", () => {
  const url = "http://rebuilder.test/internal/rebuild";

  it("builds when the review service asks with a signed call", async () => {
    const response = await service.send(internalRebuildRequest(url, { secret: internalSecret, reason: "review-published", id: "review-17" }));
    expect(response.status).toBe(200);
    await service.rebuilder.idle();
    expect(fake.jobs).toHaveLength(1);
    expect((await status()).builds[0]!.trigger).toMatchObject({ sources: ["internal"], reasons: ["review-published"], webhookIds: ["review-17"] });
  });

  it("refuses a call signed with the webhook secret, a stale call, a replayed call and a malformed one", async () => {
    expect((await service.send(internalRebuildRequest(url, { secret: webhookSecret, reason: "x" }))).status).toBe(401);
    const stale = internalRebuildRequest(url, { secret: internalSecret, reason: "x", now: new Date(Date.now() - 10 * 60_000) });
    expect((await service.send(stale)).status).toBe(401);
    expect((await service.send(internalRebuildRequest(url, { secret: internalSecret, reason: "x", id: "once" }))).status).toBe(200);
    const replay = await service.send(internalRebuildRequest(url, { secret: internalSecret, reason: "x", id: "once" }));
    expect(await replay.json()).toEqual({ accepted: false, duplicate: true });
    const body = JSON.stringify({ id: "no-reason", sentAt: new Date().toISOString() });
    const malformed = await service.app.request("/internal/rebuild", { method: "POST", headers: { "X-Rebuilder-Hmac-Sha256": sign(body, internalSecret) }, body });
    expect(malformed.status).toBe(400);
    await service.rebuilder.idle();
    expect(fake.jobs).toHaveLength(1);
  });

  it("is off when no internal secret is set", async () => {
    const off = setup({}, { internalSecrets: [] });
    expect((await off.send(internalRebuildRequest(url, { secret: internalSecret, reason: "x" }))).status).toBe(401);
  });
});

describe("deploy command", () => {
  // Which variables the command sees is checked through the service's own wiring (server.test.ts).
  it("runs after a publish with the live folder in REBUILDER_LIVE_DIR, and its outcome shows in the status", async () => {
    await service.rebuilder.close();
    const out = join(root.dir, "deployed.txt");
    const command = `printf '%s|%s' "$REBUILDER_LIVE_DIR" "$REBUILDER_BUILD_ID" > '${out}'; echo deployed`;
    service = setup({ deploy: commandDeployer(command, { env: process.env, timeoutMs: 30_000 }) });
    const id = await publishOne();
    expect(await readFile(out, "utf8")).toBe(`${releases.dirOf(id)}|${id}`);
    expect((await status()).builds[0]!.deploy).toMatchObject({ ok: true, exitCode: 0, logTail: ["deployed"] });
  });

  it("reports a failed deploy; the local swap stands", async () => {
    await service.rebuilder.close();
    service = setup({ deploy: commandDeployer("echo 'upload refused' >&2; exit 3", { env: process.env, timeoutMs: 30_000 }) });
    const id = await publishOne();
    const build = (await status()).builds[0]!;
    expect(build.outcome).toBe("published");
    expect(build.deploy).toMatchObject({ ok: false, exitCode: 3, logTail: ["upload refused"], error: expect.stringMatching(/exit code 3/) });
    expect(await releases.liveId()).toBe(id);
  });
});
