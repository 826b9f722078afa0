// The rebuilder end to end in-process (service-harness.ts): failed, refused, stuck and retried builds.
import { existsSync } from "node:fs";
import { readdir, readlink } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { RetryableBuildError, type Builder } from "../../../src/services/rebuilder/build-contract.ts";
import { bearer, gate, hashTree, signedWebhook, writeSite } from "./support.ts";
import { fake, publishOne, releases, service, status, useService } from "./service-harness.ts";

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
    useService({ shrinkLimit: 0.1 });
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
    useService({ builder: hanging, buildTimeoutMs: 20 });
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
    useService({ builder: stuck, buildTimeoutMs: 20 });
    service.rebuilder.trigger({ source: "admin", receivedAt: new Date().toISOString() });
    await service.rebuilder.idle();
    expect((await status()).builds[0]).toMatchObject({ outcome: "failed", reasons: [expect.stringMatching(/longer than 20 ms/)] });
    expect(await releases.liveId()).toBeNull();
    expect(existsSync(fake.jobs[0]!.dir)).toBe(false);
    // The next webhook gets its build, and that build comes to an end. (Whether it is published depends on the
    // machine finishing it within the same 20 ms limit, so only the end is asserted.)
    await service.send(signedWebhook({ id: "after-the-stuck-one" }));
    await service.rebuilder.idle();
    expect(fake.jobs[1]!.batch.ids).toEqual(["after-the-stuck-one"]);
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
    useService({ builder: deaf });
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
    useService({ builder: stoppable });
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
    useService({ builder: flaky(1), retry: { attempts: 3, baseDelayMs: 0 } });
    await service.send(signedWebhook({ id: "during-an-outage" }));
    await service.rebuilder.idle();
    expect(fake.jobs).toHaveLength(2);
    const report = await status();
    expect(report.builds[1]).toMatchObject({ outcome: "failed", retry: { attempt: 1 }, reasons: [expect.stringMatching(/HTTP 503/)] });
    expect(report.builds[0]).toMatchObject({ outcome: "published", trigger: { webhookIds: ["during-an-outage"] } });
    expect(fake.jobs[1]!.batch).toMatchObject({ ids: ["during-an-outage"], retries: 1 });
    expect(report.live?.id).toBe(fake.jobs[1]!.id);
    expect(report.retrying).toBeNull();
  });

  it("tries a bounded number of times, then waits for the next change", async () => {
    useService({ builder: flaky(Number.POSITIVE_INFINITY), retry: { attempts: 2, baseDelayMs: 0 } });
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
    useService({
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
    useService({ retry: { attempts: 3, baseDelayMs: 0 } });
    await publishOne({ products: 20 });
    fake.next = how.refuse ? { site: { products: 2 } } : { site: { products: 20 }, fail: how.fail! };
    await service.send(signedWebhook());
    await service.rebuilder.idle();
    expect(fake.jobs).toHaveLength(2);
    expect((await status()).builds[0]).toMatchObject({ outcome: how.refuse ? "refused" : "failed", retry: null });
  });

  it("close() drops a retry that is waiting", async () => {
    const scheduled = gate();
    useService({
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
