// The rebuilder as `npm run rebuilder` runs it, over real HTTP on loopback (port 0), with a fake build step: the
// first build at start, a signed webhook, the live build served, the review service's call, the settings.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { defaultMaxBodyBytes } from "../../../src/services/rebuilder/app.ts";
import { webhookRequest, requestRebuild } from "../../../src/services/rebuilder/notify.ts";
import { LockedError } from "../../../src/services/rebuilder/releases.ts";
import {
  rebuilderOptionsFromEnv,
  startRebuilderService,
  RebuilderConfigError,
  type RunningRebuilder,
} from "../../../src/services/rebuilder/server.ts";
import { adminToken, bearer, fakeBuilder, internalSecret, shopDomain, tempDir, webhookSecret } from "./support.ts";

let root: ReturnType<typeof tempDir>;
let running: RunningRebuilder | undefined;
beforeEach(() => (root = tempDir("rebuilder-server-")));
afterEach(async () => {
  await running?.close();
  running = undefined;
  root.remove();
});

// Real sockets, servers started and stopped per test: quick when idle, slow on a loaded machine.
describe("startRebuilderService", { timeout: 60_000 }, () => {
  it("builds at start, takes a signed webhook over HTTP, serves the new live build and logs JSON events", async () => {
    const fake = fakeBuilder({ products: 8 });
    const events: Record<string, unknown>[] = [];
    running = await startRebuilderService({
      port: 0,
      servePort: 0,
      root: root.dir,
      webhookSecrets: [webhookSecret],
      internalSecrets: [internalSecret],
      adminToken,
      settleMs: 0,
      buildOnStart: true,
      buildEnv: {}, shopDomain,
      builder: fake.builder,
      log: (event, fields) => events.push({ event, ...fields }),
    });
    expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await running.rebuilder.idle();
    expect([...fake.jobs[0]!.batch.sources]).toEqual(["startup"]);
    const first = fake.jobs[0]!.id;
    expect(await (await fetch(running.servingUrl!)).text()).toContain(`${first} home`);

    const response = await fetch(webhookRequest(`${running.url}/webhooks`, { secret: webhookSecret, shopDomain, topic: "products/update", payload: { id: 1 }, webhookId: "over-http" }));
    expect(response.status).toBe(200);
    await response.text();
    await running.rebuilder.idle();
    const second = fake.jobs[1]!.id;
    expect(await (await fetch(`${running.servingUrl}products/product-1`)).text()).toContain(`${second} product-1`);

    const status = (await (await fetch(`${running.url}/status`, { headers: bearer() })).json()) as { live: { id: string }; builds: { trigger: { webhookIds: string[] } }[] };
    expect(status.live.id).toBe(second);
    expect(status.builds[0]!.trigger.webhookIds).toEqual(["over-http"]);
    expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(["build-started", "build-output", "build-published", "webhook-accepted"]));

    // The review service's call, through its helper.
    expect(await requestRebuild(running.url, { secret: internalSecret, reason: "review-published" })).toBe(true);
    expect(await requestRebuild(running.url, { secret: "not-the-secret", reason: "review-published" })).toBe(false);
    await running.rebuilder.idle();
    expect(fake.jobs).toHaveLength(3);
  });

  it("does not build at start when a build is already live, and requestRebuild says false when nobody answers", async () => {
    const fake = fakeBuilder({ products: 3 });
    const options = { port: 0, root: root.dir, webhookSecrets: [webhookSecret], settleMs: 0, buildOnStart: true, buildEnv: {}, shopDomain, builder: fake.builder, log: () => {} };
    running = await startRebuilderService(options);
    await running.rebuilder.idle();
    const url = running.url;
    await running.close();
    running = await startRebuilderService(options);
    await running.rebuilder.idle();
    expect(fake.jobs).toHaveLength(1);
    expect(running.servingUrl).toBeNull();
    expect(await requestRebuild(url, { secret: internalSecret, reason: "x", timeoutMs: 2_000 })).toBe(false);
  });

  it("answers 413 to an oversized body over a real socket and goes on serving", async () => {
    const fake = fakeBuilder({ products: 3 });
    running = await startRebuilderService({ port: 0, root: root.dir, webhookSecrets: [webhookSecret], settleMs: 0, buildOnStart: false, buildEnv: {}, shopDomain, builder: fake.builder, log: () => {} });
    const big = JSON.stringify({ title: "x".repeat(2 * 1024 * 1024) });
    const signed = webhookRequest(`${running.url}/webhooks`, { secret: webhookSecret, shopDomain, topic: "products/update", payload: JSON.parse(big) });
    const response = await fetch(signed);
    expect(response.status).toBe(413);
    await response.text();
    // A body sent in chunks without Content-Length is cut off at the cap too.
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 40; i++) controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
        controller.close();
      },
    });
    const streamed = await fetch(`${running.url}/webhooks`, {
      method: "POST",
      headers: { "X-Shopify-Hmac-Sha256": signed.headers.get("x-shopify-hmac-sha256")!, "X-Shopify-Topic": "products/update", "X-Shopify-Webhook-Id": "s" },
      body: chunks,
      duplex: "half",
    } as RequestInit).catch((error: unknown) => error);
    // The server may answer 413 or close the connection on the rest of the upload; either way nothing is built.
    if (streamed instanceof Response) {
      expect(streamed.status).toBe(413);
      await streamed.text();
    }
    expect(await (await fetch(`${running.url}/health`)).json()).toEqual({ ok: true });
    await running.rebuilder.idle();
    expect(fake.jobs).toHaveLength(0);
  });

  it("gives the deploy command only the allowed variables and the names REBUILDER_DEPLOY_ENV adds", async () => {
    const out = join(root.dir, "deploy-env.txt");
    const secrets = {
      JUDGEME_API_TOKEN: "judgeme-private-value",
      REBUILDER_WEBHOOK_SECRET: webhookSecret,
      REBUILDER_INTERNAL_SECRET: "internal-private-value",
      REBUILDER_ADMIN_TOKEN: "admin-private-value",
      UNLISTED_CLOUD_KEY: "unlisted-private-value",
    };
    // The service's whole environment, as `npm run rebuilder` reads it.
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PUBLIC_SHOPIFY_STORE_DOMAIN: "http://127.0.0.1:9",
      SITE_URL: "https://shop.example",
      UPLOAD_KEY: "listed-for-the-deploy",
      REBUILDER_DEPLOY_ENV: "UPLOAD_KEY,REBUILDER_ADMIN_TOKEN",
      REBUILDER_DEPLOY_COMMAND: `env > '${out}'`,
      REBUILDER_SETTLE_MS: "0",
      REBUILDER_ROOT: root.dir,
      ...secrets,
    };
    const fake = fakeBuilder({ products: 3 });
    running = await startRebuilderService({ ...rebuilderOptionsFromEnv(env), port: 0, buildOnStart: true, builder: fake.builder, log: () => {} });
    await running.rebuilder.idle();
    const seen = await readFile(out, "utf8");
    for (const value of Object.values(secrets)) expect(seen).not.toContain(value);
    expect(seen).toContain("UPLOAD_KEY=listed-for-the-deploy");
    expect(seen).toContain("PUBLIC_SHOPIFY_STORE_DOMAIN=http://127.0.0.1:9");
    expect(seen).toContain("SITE_URL=https://shop.example");
    expect(seen).toContain(`REBUILDER_LIVE_DIR=${join(root.dir, "builds", fake.jobs[0]!.id)}`);
  });

  it("refuses to share its root with another running rebuilder, and frees it on close", async () => {
    const options = { port: 0, root: root.dir, webhookSecrets: [webhookSecret], buildOnStart: false, buildEnv: {}, shopDomain, builder: fakeBuilder().builder, log: () => {} };
    running = await startRebuilderService(options);
    await expect(startRebuilderService(options)).rejects.toThrow(LockedError);
    await running.close();
    running = await startRebuilderService(options);
  });

  it("refuses to start without a webhook secret", async () => {
    await expect(
      startRebuilderService({ port: 0, root: root.dir, webhookSecrets: [], buildEnv: {}, shopDomain, builder: fakeBuilder().builder, log: () => {} }),
    ).rejects.toThrow(RebuilderConfigError);
  });
});

describe("rebuilderOptionsFromEnv", () => {
  it("has the documented defaults", () => {
    const options = rebuilderOptionsFromEnv({ REBUILDER_WEBHOOK_SECRET: "s" });
    expect(options).toMatchObject({
      port: 8789,
      host: "127.0.0.1",
      webhookSecrets: ["s"],
      internalSecrets: [],
      adminToken: undefined,
      keep: 5,
      shrinkLimit: 0.5,
      settleMs: 2000,
      maxBodyBytes: defaultMaxBodyBytes,
      servePort: undefined,
      base: "/",
      buildOnStart: true,
      retries: 3,
      retryDelayMs: 30_000,
      deployEnv: [],
      extraBuildEnv: [],
    });
    expect(options.root).toMatch(/\.data\/rebuilder$/);
  });

  it("reads every setting, and --serve over REBUILDER_SERVE_PORT", () => {
    const options = rebuilderOptionsFromEnv(
      {
        REBUILDER_PORT: "9000",
        REBUILDER_ROOT: "/srv/shop",
        REBUILDER_WEBHOOK_SECRET: "new",
        REBUILDER_WEBHOOK_SECRET_PREVIOUS: "old",
        REBUILDER_INTERNAL_SECRET: "internal",
        REBUILDER_ADMIN_TOKEN: "token",
        REBUILDER_KEEP: "2",
        REBUILDER_SHRINK_LIMIT: "0.2",
        REBUILDER_SETTLE_MS: "0",
        REBUILDER_DEPLOY_COMMAND: "rsync -a \"$REBUILDER_LIVE_DIR/\" host:/var/www/",
        REBUILDER_SERVE_PORT: "4400",
        REBUILDER_BUILD_ON_START: "0",
        REBUILDER_RETRIES: "1",
        REBUILDER_RETRY_DELAY_MS: "5000",
        REBUILDER_DEPLOY_ENV: "AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY",
        REBUILDER_BUILD_ENV: "SENTRY_DSN",
        BASE_PATH: "preview/x",
      },
      ["--serve", "4500"],
    );
    expect(options).toMatchObject({
      port: 9000,
      root: "/srv/shop",
      webhookSecrets: ["new", "old"],
      internalSecrets: ["internal"],
      adminToken: "token",
      keep: 2,
      shrinkLimit: 0.2,
      settleMs: 0,
      deployCommand: "rsync -a \"$REBUILDER_LIVE_DIR/\" host:/var/www/",
      servePort: 4500,
      base: "/preview/x/",
      buildOnStart: false,
      retries: 1,
      retryDelayMs: 5000,
      deployEnv: ["AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY"],
      extraBuildEnv: ["SENTRY_DSN"],
    });
  });

  it.each([
    ["REBUILDER_PORT", "eighty"],
    ["REBUILDER_KEEP", "0"],
    ["REBUILDER_SHRINK_LIMIT", "1.5"],
    ["REBUILDER_MAX_BODY_BYTES", "-1"],
    ["REBUILDER_SERVE_PORT", "70000"],
    ["REBUILDER_RETRIES", "-1"],
    ["REBUILDER_RETRY_DELAY_MS", "soon"],
  ])("stops with a sentence naming %s=%s", (key, value) => {
    expect(() => rebuilderOptionsFromEnv({ [key]: value })).toThrow(new RegExp(key));
  });
});
