// What the rebuilder holds while triggers pile up: a build running, 200,000 triggers arriving meanwhile (webhooks
// of many items, internal calls with many reasons), and a failed build's batch waiting for its retry. The entries
// held are counted (not the heap): they stay within the batch's limits, while the counts stay exact.
import { describe, expect, it } from "vitest";
import { batchLimits, type Trigger } from "../../../src/services/rebuilder/build-contract.ts";
import { RetryableBuildError } from "../../../src/services/rebuilder/build-contract.ts";
import { gate } from "./support.ts";
import { fake, service, status, useService } from "./service-harness.ts";

const bound = batchLimits.ids + batchLimits.topics + batchLimits.reasons + batchLimits.items + 4;

function trigger(i: number): Trigger {
  const receivedAt = new Date(Date.UTC(2026, 10, 25, 12) + i).toISOString();
  return i % 2 === 0
    ? {
        source: "webhook",
        topic: ["products/update", "products/create", "collections/update", "metaobjects/update"][i % 4]!,
        webhookId: `webhook-${i}`,
        receivedAt,
        item: { id: `gid://shopify/Product/${i}`, updatedAt: receivedAt, deleted: false },
      }
    : { source: "internal", reason: `review published for product ${i}`, webhookId: `call-${i}`, receivedAt };
}

describe("200,000 triggers during one build", () => {
  it("keep the waiting batch within its limits, and count every one", { timeout: 120_000 }, async () => {
    const release = gate();
    fake.next = { site: { products: 5 }, wait: release.promise };
    service.rebuilder.trigger({ source: "admin", reason: "first", receivedAt: new Date().toISOString() });
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (let i = 0; i < 200_000; i++) service.rebuilder.trigger(trigger(i));
    expect(service.rebuilder.held()).toBeLessThanOrEqual(bound);
    const pending = (await status()).pending!;
    expect(pending.webhooks).toBe(200_000);
    expect(pending.webhookIds).toHaveLength(batchLimits.ids);
    expect(pending.moreIds).toBe(200_000 - batchLimits.ids);
    expect(pending.perTopic).toEqual({ "products/update": 50_000, "collections/update": 50_000 });
    release.open();
    await service.rebuilder.idle();
    expect(fake.jobs).toHaveLength(2);
    expect(fake.jobs[1]!.batch.items.size).toBe(batchLimits.items);
    expect(fake.jobs[1]!.batch.moreItems).toBe(100_000 - batchLimits.items);
  });

  it("keep a batch waiting for a retry within the same limits", { timeout: 120_000 }, async () => {
    const release = gate();
    const failed = gate();
    let calls = 0;
    // Every build fails as if the store were down; the retry waits a minute, longer than the test.
    const svc = useService({
      builder: async () => {
        calls++;
        if (calls === 1) await release.promise;
        if (calls === 2) failed.open();
        throw new RetryableBuildError("the store did not answer");
      },
      retry: { attempts: 1, baseDelayMs: 60_000 },
    });
    svc.rebuilder.trigger({ source: "admin", reason: "first", receivedAt: new Date().toISOString() });
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (let i = 0; i < 200_000; i++) svc.rebuilder.trigger(trigger(i));
    release.open();
    // The first build fails and waits for its retry; the second (the 200,000) fails and joins it.
    await failed.promise;
    const bothFailed = async () => {
      const now = await status();
      return now.running === null && now.builds.length === 2 && now.builds.every((build) => build.outcome === "failed");
    };
    while (!(await bothFailed())) await new Promise((resolve) => setImmediate(resolve));
    expect(svc.rebuilder.held()).toBeLessThanOrEqual(bound);
    expect((await status()).retrying?.trigger.webhooks).toBe(200_000);
  });
});
