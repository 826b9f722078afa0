// Deliveries on the open internet: Shopify signs a webhook's body only, so whoever captured one can send it again
// with fresh headers. Replays, other shops, stale deliveries and a slow disk, against the rebuilder in-process
// (service-harness.ts) and its delivery ledger.
import { describe, expect, it } from "vitest";
import { DeliveryLedger, deliveryKeys, shopifyRetryWindowMs } from "../../../src/services/rebuilder/deliveries.ts";
import type { DeliveryJournal } from "../../../src/services/rebuilder/delivery-journal.ts";
import { shopDomain, signedWebhook } from "./support.ts";
import { fake, service, useService } from "./service-harness.ts";

const captured = { id: 1001, handle: "wildflower-honey", title: "Wildflower honey", updated_at: "2026-11-25T10:00:00Z" };

describe("replayed deliveries", () => {
  it("builds once for 1,000 replays of a captured webhook, each with a fresh webhook id, event id and time", { timeout: 120_000 }, async () => {
    const answers: unknown[] = [];
    for (let i = 0; i < 1_000; i++) {
      const response = await service.send(signedWebhook({ id: `replay-${i}`, eventId: `event-${i}`, payload: captured }));
      expect(response.status).toBe(200);
      answers.push(await response.json());
      // Spread over time, not one burst the queue would merge anyway: each replay comes after the last build ended.
      await service.rebuilder.idle();
      expect(fake.jobs.length).toBeLessThanOrEqual(1);
    }
    expect(fake.jobs).toHaveLength(1);
    expect(fake.jobs[0]!.batch.count).toBe(1);
    expect(answers[0]).toEqual({ accepted: true });
    expect(answers.slice(1).every((answer) => JSON.stringify(answer) === JSON.stringify({ accepted: false, duplicate: true }))).toBe(true);
  });

  it("takes a repeated event id (another subscription, another body) as a repeat", async () => {
    await service.send(signedWebhook({ id: "first", eventId: "event-1" }));
    const again = await service.send(signedWebhook({ id: "second", eventId: "event-1" }));
    expect(await again.json()).toEqual({ accepted: false, duplicate: true });
    await service.rebuilder.idle();
    expect(fake.jobs).toHaveLength(1);
  });

  it("takes the same body under another topic as a change of its own", async () => {
    await service.send(signedWebhook({ topic: "products/update", payload: captured }));
    expect(await (await service.send(signedWebhook({ topic: "products/create", payload: captured }))).json()).toEqual({ accepted: true });
  });

  it("refuses a delivery triggered longer ago than Shopify's retry window, and one from the future", async () => {
    const old = new Date(Date.now() - shopifyRetryWindowMs - 60_000);
    const stale = await service.send(signedWebhook({ triggeredAt: old }));
    expect(stale.status).toBe(400);
    expect(((await stale.json()) as { error: string }).error).toMatch(/retry window/);
    const ahead = await service.send(signedWebhook({ triggeredAt: new Date(Date.now() + 60 * 60_000) }));
    expect(ahead.status).toBe(400);
    // The last of Shopify's tries, just inside the window, is taken.
    expect((await service.send(signedWebhook({ triggeredAt: new Date(Date.now() - shopifyRetryWindowMs + 60_000) }))).status).toBe(200);
    await service.rebuilder.idle();
    expect(fake.jobs).toHaveLength(1);
  });

  it("refuses a signed delivery that names another shop, or none (403)", async () => {
    for (const shop of ["another-shop.myshopify.com", ""]) {
      const response = await service.send(signedWebhook({ shop }));
      expect(response.status).toBe(403);
    }
    // The same shop in capitals is the same shop.
    expect((await service.send(signedWebhook({ shop: shopDomain.toUpperCase() }))).status).toBe(200);
    await service.rebuilder.idle();
    expect(fake.jobs).toHaveLength(1);
  });
});

describe("the acknowledgement and a slow disk", () => {
  it("answers within Shopify's 5 seconds when the journal write never ends, and still knows the delivery", async () => {
    const hanging: DeliveryJournal = {
      load: async () => [],
      append: () => new Promise<void>(() => {}),
      compact: async () => {},
    };
    const slow = useService({}, { journal: hanging, ackWaitMs: 200 });
    const started = performance.now();
    const response = await slow.send(signedWebhook({ id: "on-a-slow-disk", payload: captured }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ accepted: true });
    expect(performance.now() - started).toBeLessThan(5_000);
    // Taken into memory: its build runs, and a replay is still a repeat.
    expect(await (await slow.send(signedWebhook({ id: "replayed", payload: captured }))).json()).toEqual({ accepted: false, duplicate: true });
    await slow.rebuilder.idle();
    expect(fake.jobs).toHaveLength(1);
  });

  it("waits for a journal that answers in time, so the line is on disk before the answer", async () => {
    const lines: string[][] = [];
    const quick: DeliveryJournal = { load: async () => [], append: async (entry) => void lines.push([...entry.keys]), compact: async () => {} };
    const withJournal = useService({}, { journal: quick });
    await withJournal.send(signedWebhook({ id: "journaled", eventId: "event-j" }));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toEqual(expect.arrayContaining(["id:journaled", "event:event-j"]));
  });
});

describe("DeliveryLedger", () => {
  const keys = (i: number) => deliveryKeys({ webhookId: `id-${i}`, eventId: `event-${i}`, topic: "products/update", body: new TextEncoder().encode(`{"n":${i}}`) });

  it("holds at most its capacity, however many deliveries come", { timeout: 60_000 }, () => {
    const ledger = new DeliveryLedger({ capacity: 3_000 });
    let taken = 0;
    for (let i = 0; i < 20_000; i++) if (ledger.firstSighting(keys(i), 1_000_000 + i)) taken++;
    expect(taken).toBe(20_000);
    expect(ledger.size).toBeLessThanOrEqual(3_000);
    // The newest are still known.
    expect(ledger.firstSighting(keys(19_999), 1_020_000)).toBe(false);
  });

  it("forgets a delivery once Shopify's retry window has passed, and a repeat does not keep it", () => {
    const ledger = new DeliveryLedger({ windowMs: 1_000 });
    expect(ledger.firstSighting(keys(1), 0)).toBe(true);
    expect(ledger.firstSighting(keys(1), 900)).toBe(false);
    expect(ledger.firstSighting(keys(2), 1_500)).toBe(true);
    expect(ledger.size).toBe(3);
    expect(ledger.firstSighting(keys(1), 1_001)).toBe(true);
  });
});
