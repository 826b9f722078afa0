// A webhook can come before the Storefront API shows its change. The build reads the webhooks' items back first
// and builds only from a store at least as new as they say (src/services/rebuilder/freshness.ts): the oracle here
// is the webhook's own updated_at, compared by hand, and a build step that records whether Astro ran at all.
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startEmulator, type RunningEmulator } from "../../../scripts/emulator/server.ts";
import { siteBuilder, type AstroRunner } from "../../../src/services/rebuilder/builder.ts";
import { batchOf, isRetryable, type BuildJob } from "../../../src/services/rebuilder/build-contract.ts";
import { staleness, storeReader, webhookItem, type Observed } from "../../../src/services/rebuilder/freshness.ts";
import { newBuildId } from "../../../src/services/rebuilder/releases.ts";
import { fake, service, status, useService } from "./service-harness.ts";
import { signedWebhook, tempDir } from "./support.ts";

const changedAt = "2026-11-25T10:00:05Z";
const product = { id: 1001, admin_graphql_api_id: "gid://shopify/Product/1001", handle: "wildflower-honey", updated_at: changedAt };

describe("webhookItem", () => {
  it("names the item and the time of its change, or what was deleted", () => {
    expect(webhookItem("products/update", product)).toEqual({ id: "gid://shopify/Product/1001", updatedAt: changedAt, deleted: false });
    expect(webhookItem("products/delete", { id: 1001 })).toEqual({ id: "gid://shopify/Product/1001", updatedAt: null, deleted: true });
    expect(webhookItem("metaobjects/update", { id: "gid://shopify/Metaobject/7", updated_at: changedAt })).toMatchObject({ id: "gid://shopify/Metaobject/7" });
    // Articles have no updatedAt to check in the Storefront API: named, never stale.
    expect(webhookItem("articles/update", { id: 504, updated_at: changedAt })).toEqual({ id: "gid://shopify/Article/504", updatedAt: null, deleted: false });
    expect(staleness(webhookItem("articles/update", { id: 504 })!, { updatedAt: null })).toBeNull();
    expect(webhookItem("products/update", { id: "not an id", updated_at: changedAt })).toBeNull();
  });
});

describe("a build after a webhook the store does not show yet", () => {
  let root: ReturnType<typeof tempDir>;
  beforeEach(() => (root = tempDir("rebuilder-fresh-")));
  afterEach(() => root.remove());

  /** A build step whose Astro writes a one-page site, and whose store shows `shown` read after read. */
  function builderSeeing(shown: (string | null)[]) {
    const astroRuns: number[] = [];
    let reads = 0;
    const runAstro: AstroRunner = async (_args, env) => {
      astroRuns.push(reads);
      await mkdir(env.OUT_DIR!, { recursive: true });
      await writeFile(join(env.OUT_DIR!, "index.html"), "home");
    };
    const read = async (ids: readonly string[]): Promise<Observed> => {
      const updatedAt = shown[Math.min(reads++, shown.length - 1)]!;
      return new Map(ids.map((id) => [id, { updatedAt }]));
    };
    const builder = siteBuilder(
      { PUBLIC_SHOPIFY_STORE_DOMAIN: "http://127.0.0.1:1" },
      {
        runAstro,
        readNames: async () => ({ products: [], collections: [], farms: [] }),
        freshness: { read, tries: 3, delayMs: 1, sleep: async () => {} },
      },
    );
    return { builder, astroRuns, reads: () => reads };
  }
  const job = (): BuildJob => {
    const id = newBuildId();
    const item = webhookItem("products/update", product)!;
    return {
      id,
      dir: join(root.dir, id),
      batch: batchOf([{ source: "webhook", topic: "products/update", webhookId: "w", receivedAt: changedAt, item }]),
      force: false,
      signal: new AbortController().signal,
      live: null,
      log: () => {},
    };
  };

  it("reads again until the store is as new as the webhook, and only then builds", async () => {
    const { builder, astroRuns, reads } = builderSeeing(["2026-11-25T09:00:00Z", "2026-11-25T10:00:04Z", changedAt]);
    await builder(job());
    expect(reads()).toBe(3);
    // Astro ran once, after the third read: never from the stale store.
    expect(astroRuns).toEqual([3]);
  });

  it("does not build from a store still stale after its tries, and fails in a way that is tried again later", async () => {
    const { builder, astroRuns } = builderSeeing(["2026-11-25T09:00:00Z"]);
    const failure = await builder(job()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toMatch(/older than their webhooks after 3 reads .*gid:\/\/shopify\/Product\/1001/);
    expect(isRetryable(failure)).toBe(true);
    expect(astroRuns).toEqual([]);
  });

  it("waits for a deleted item to be gone", async () => {
    const reads: number[] = [];
    const builder = siteBuilder(
      { PUBLIC_SHOPIFY_STORE_DOMAIN: "http://127.0.0.1:1" },
      {
        runAstro: async (_args, env) => {
          await mkdir(env.OUT_DIR!, { recursive: true });
          await writeFile(join(env.OUT_DIR!, "index.html"), "home");
        },
        readNames: async () => ({ products: [], collections: [], farms: [] }),
        freshness: {
          read: async (ids) => (reads.push(1), new Map(ids.map((id) => [id, reads.length < 2 ? { updatedAt: changedAt } : null]))),
          tries: 3,
          sleep: async () => {},
        },
      },
    );
    const deletion = webhookItem("products/delete", { id: 1001 })!;
    await builder({ ...job(), batch: batchOf([{ source: "webhook", topic: "products/delete", webhookId: "d", receivedAt: changedAt, item: deletion }]) });
    expect(reads).toHaveLength(2);
  });
});

describe("the rebuilder with a store that stays stale", () => {
  it("publishes nothing, says why in its status, and schedules a retry", async () => {
    const { StaleStoreError } = await import("../../../src/services/rebuilder/freshness.ts");
    useService({
      builder: async () => {
        throw new StaleStoreError("the store still shows 1 item(s) older than their webhooks after 4 reads (gid://shopify/Product/1001)");
      },
      retry: { attempts: 2, baseDelayMs: 60_000 },
    });
    expect((await service.send(signedWebhook({ payload: product }))).status).toBe(200);
    let report = await status();
    while (report.builds[0]?.outcome !== "failed") report = (await new Promise((resolve) => setImmediate(resolve)), await status());
    expect(report.live).toBeNull();
    expect(report.builds[0]!.reasons[0]).toMatch(/older than their webhooks/);
    expect(report.retrying).toMatchObject({ attempt: 1 });
    expect(fake.jobs).toHaveLength(0);
  });
});

describe("storeReader against the emulator", () => {
  let emulator: RunningEmulator;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0 });
  });
  afterAll(async () => emulator?.close());

  it("reads a product's updatedAt, which moves with a change, and nothing for one that is gone", async () => {
    const read = storeReader({ PUBLIC_SHOPIFY_STORE_DOMAIN: emulator.url, PUBLIC_SHOPIFY_STOREFRONT_TOKEN: emulator.token });
    const record = emulator.store.products[0]!.record;
    const id = `gid://shopify/Product/${record.id}`;
    const before = (await read([id])).get(id);
    expect(before?.updatedAt).toBe(record.updatedAt);
    const { updatedAt } = await emulator.applyChange({ kind: "product", handle: record.handle, set: { title: `${record.title} (new)` } }, { now: "2030-01-01T00:00:00Z" });
    expect((await read([id])).get(id)?.updatedAt).toBe(updatedAt);
    expect((await read(["gid://shopify/Product/999999999"])).get("gid://shopify/Product/999999999")).toBeNull();
  });
});
