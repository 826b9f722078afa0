// The rebuilder end to end in-process (service-harness.ts): webhooks, their signatures, duplicates and bursts.
import { describe, expect, it, vi } from "vitest";
import { sign } from "../../../src/services/rebuilder/signature.ts";
import { gate, previousSecret, shopDomain, signedWebhook, webhookSecret } from "./support.ts";
import { fake, liveHome, service, setup, status } from "./service-harness.ts";

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
    expect(after.live).toEqual({ id: fake.jobs[0]!.id, degraded: [], pages: { products: 20, collections: 2, farms: 2, posts: 0 } });
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
    ["no X-Shopify-Triggered-At", { triggeredAt: null }],
    ["an X-Shopify-Triggered-At that is not a date", { triggeredAt: "yesterday" }],
  ])("refuses a signed webhook with %s (400) and builds nothing", async (_name, spoil: { body?: string | Uint8Array<ArrayBuffer>; topic?: string | null; id?: string | null; triggeredAt?: string | null }) => {
    const body = spoil.body ?? JSON.stringify({ id: 1 });
    const headers: Record<string, string> = { "X-Shopify-Hmac-Sha256": sign(body, webhookSecret), "X-Shopify-Shop-Domain": shopDomain };
    if (spoil.triggeredAt !== null) headers["X-Shopify-Triggered-At"] = spoil.triggeredAt ?? new Date().toISOString();
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
    const topics = fake.jobs.flatMap((job) => [...job.batch.perTopic.keys()]);
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
    expect(fake.jobs.reduce((sum, job) => sum + job.batch.webhooks, 0)).toBe(50);
    expect(fake.jobs[0]!.batch.ids.every((id) => ids.includes(id))).toBe(true);
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
    expect(fake.jobs[1]!.batch.count).toBe(50);
  });
});
