// What a restart keeps: the webhook deliveries taken (deliveries.jsonl), so that a repeat is still known, and the
// knowledge that some were answered but perhaps never built (the build queue lives in memory), which one build at
// start catches up on. The service over real HTTP on loopback, a fake build step.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { webhookRequest } from "../../../src/services/rebuilder/notify.ts";
import { shopDomainFromEnv, startRebuilderService, type RunningRebuilder } from "../../../src/services/rebuilder/server.ts";
import { fakeBuilder, shopDomain, tempDir, webhookSecret } from "./support.ts";

let root: ReturnType<typeof tempDir>;
let running: RunningRebuilder | undefined;
beforeEach(() => (root = tempDir("rebuilder-restart-")));
afterEach(async () => {
  await running?.close();
  running = undefined;
  root.remove();
});

/** The service over `fake`; once `stalled` is set, a build starts and never ends (nor writes anything). */
const start = (fake: ReturnType<typeof fakeBuilder>, stalled = { now: false }) =>
  startRebuilderService({
    port: 0,
    root: root.dir,
    webhookSecrets: [webhookSecret],
    shopDomain,
    settleMs: 0,
    buildOnStart: true,
    buildEnv: {},
    builder: (job) => (stalled.now ? new Promise<never>(() => {}) : fake.builder(job)),
    log: () => {},
  });
const captured = { id: 1001, handle: "wildflower-honey", updated_at: "2026-11-25T10:00:00Z" };
const deliver = (url: string, id: string) => fetch(webhookRequest(`${url}/webhooks`, { secret: webhookSecret, shopDomain, topic: "products/update", payload: captured, webhookId: id }));

describe("a restart", { timeout: 60_000 }, () => {
  it("still knows a delivery taken before it, and builds once at start for webhooks answered but not built", async () => {
    const fake = fakeBuilder({ products: 4 });
    const stalled = { now: false };
    running = await start(fake, stalled);
    await running.rebuilder.idle();
    expect(fake.jobs).toHaveLength(1); // nothing was live: the first build
    // A webhook is answered, and the service stops while its build is still running (it never ends).
    stalled.now = true;
    expect(await (await deliver(running.url, "before-the-stop")).json()).toEqual({ accepted: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await running.close();

    const after = fakeBuilder({ products: 4 });
    running = await start(after);
    await running.rebuilder.idle();
    // One build at start catches up on the answered webhook...
    expect(after.jobs).toHaveLength(1);
    expect(after.jobs[0]!.batch.reasons).toEqual(["webhooks taken before the restart"]);
    // ...and a replay of it, with a fresh id, is still a repeat.
    expect(await (await deliver(running.url, "replayed-after-the-restart")).json()).toEqual({ accepted: false, duplicate: true });

    // Restarted again with nothing taken since the last good build began: nothing to catch up on.
    await running.close();
    const third = fakeBuilder({ products: 4 });
    running = await start(third);
    await running.rebuilder.idle();
    expect(third.jobs).toHaveLength(0);
  });
});

describe("shopDomainFromEnv", () => {
  it("is the host (and port) of the store the builds read, unless REBUILDER_SHOP_DOMAIN names it", () => {
    expect(shopDomainFromEnv({ PUBLIC_SHOPIFY_STORE_DOMAIN: "My-Shop.myshopify.com" })).toBe("my-shop.myshopify.com");
    expect(shopDomainFromEnv({ PUBLIC_SHOPIFY_STORE_DOMAIN: "https://my-shop.myshopify.com/" })).toBe("my-shop.myshopify.com");
    expect(shopDomainFromEnv({ PUBLIC_SHOPIFY_STORE_DOMAIN: "http://127.0.0.1:8790" })).toBe("127.0.0.1:8790");
    expect(shopDomainFromEnv({ PUBLIC_SHOPIFY_STORE_DOMAIN: "shop.example", REBUILDER_SHOP_DOMAIN: "my-shop.myshopify.com" })).toBe("my-shop.myshopify.com");
    expect(shopDomainFromEnv({})).toBeNull();
  });
});
