// Webhook deliveries that fail: a change made through the admin API stands whatever the receiver does (answers an
// error, is down, never answers), the failure is reported within the time limit, and half a webhook configuration
// stops the emulator from starting. Receivers run in the test on port 0.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_TOKEN, ARTICLE, PRODUCT, SECRET, post, receiver } from "./admin-helpers.ts";
import { dataOf, graphqlClient, startFixtureEmulator } from "./helpers.ts";

describe("webhook delivery failures", () => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  async function emulatorSendingTo(url: string, timeoutMs = 2_000) {
    const emulator = await startFixtureEmulator({ adminToken: ADMIN_TOKEN, webhookUrl: url, webhookSecret: SECRET, webhookTimeoutMs: timeoutMs });
    closers.push(() => emulator.close());
    return emulator;
  }

  const quiet = { log: console.warn };
  beforeAll(() => {
    console.warn = () => {};
  });
  afterAll(() => {
    console.warn = quiet.log;
  });

  it("a receiver answering 500 does not undo or fail the change", async () => {
    const hook = await receiver(() => 500);
    closers.push(hook.close);
    const emulator = await emulatorSendingTo(hook.url);
    const response = await post(emulator, { kind: "product", handle: "strawberry-jam", set: { title: "Jam, Still Changed" } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ topic: "products/update", webhook: { delivered: false, status: 500, error: expect.stringMatching(/500/) } });
    expect((await dataOf(graphqlClient(emulator)(PRODUCT, { handle: "strawberry-jam" }))).product.title).toBe("Jam, Still Changed");
    expect(hook.received).toHaveLength(1);
  });

  it("a receiver that is down, or never answers, is reported within the time limit", async () => {
    const down = await receiver();
    const downUrl = down.url;
    await down.close();
    const emulator = await emulatorSendingTo(downUrl);
    const outcome = await emulator.applyChange({ kind: "farm", handle: "sunny-slope-farm", set: { bio: "Changed anyway." } });
    expect(outcome.webhook).toMatchObject({ delivered: false, status: null });
    expect(outcome.webhook!.error).toBeTruthy();

    const silent = await receiver(() => null);
    closers.push(silent.close);
    const slow = await emulatorSendingTo(silent.url, 200);
    const started = performance.now();
    const late = await slow.applyChange({ kind: "article", handle: "jam-making-at-home", set: { title: "Jam, Later" } });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(late.webhook).toMatchObject({ delivered: false, error: "no answer within 200 ms" });
    expect((await dataOf(graphqlClient(slow)(ARTICLE, { id: "gid://shopify/Article/503" }))).article.title).toBe("Jam, Later");
  });

  it("refuses to start with half a webhook configuration", async () => {
    await expect(startFixtureEmulator({ webhookUrl: "http://127.0.0.1:9/webhooks", webhookSecret: "" })).rejects.toThrow(/both a URL and a secret/);
    await expect(startFixtureEmulator({ webhookUrl: "ftp://example.com/x", webhookSecret: SECRET })).rejects.toThrow(/not http/);
  });
});
