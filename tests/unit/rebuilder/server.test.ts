// The rebuilder as `npm run rebuilder` runs it, over real HTTP on loopback (port 0), with a fake build step: the
// first build at start, a signed webhook, the live build served, the review service's call, the settings.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
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
import { storeForBuilds } from "../../../scripts/rebuilder.ts";
import { adminToken, bearer, fakeBuilder, internalSecret, tempDir, webhookSecret } from "./support.ts";

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
      buildEnv: {},
      builder: fake.builder,
      log: (event, fields) => events.push({ event, ...fields }),
    });
    expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await running.rebuilder.idle();
    expect(fake.jobs[0]!.triggers[0]!.source).toBe("startup");
    const first = fake.jobs[0]!.id;
    expect(await (await fetch(running.servingUrl!)).text()).toContain(`${first} home`);

    const response = await fetch(webhookRequest(`${running.url}/webhooks`, { secret: webhookSecret, topic: "products/update", payload: { id: 1 }, webhookId: "over-http" }));
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
    const options = { port: 0, root: root.dir, webhookSecrets: [webhookSecret], settleMs: 0, buildOnStart: true, buildEnv: {}, builder: fake.builder, log: () => {} };
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
    running = await startRebuilderService({ port: 0, root: root.dir, webhookSecrets: [webhookSecret], settleMs: 0, buildOnStart: false, buildEnv: {}, builder: fake.builder, log: () => {} });
    const big = JSON.stringify({ title: "x".repeat(2 * 1024 * 1024) });
    const signed = webhookRequest(`${running.url}/webhooks`, { secret: webhookSecret, topic: "products/update", payload: JSON.parse(big) });
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
    const options = { port: 0, root: root.dir, webhookSecrets: [webhookSecret], buildOnStart: false, buildEnv: {}, builder: fakeBuilder().builder, log: () => {} };
    running = await startRebuilderService(options);
    await expect(startRebuilderService(options)).rejects.toThrow(LockedError);
    await running.close();
    running = await startRebuilderService(options);
  });

  it("refuses to start without a webhook secret", async () => {
    await expect(
      startRebuilderService({ port: 0, root: root.dir, webhookSecrets: [], buildEnv: {}, builder: fakeBuilder().builder, log: () => {} }),
    ).rejects.toThrow(RebuilderConfigError);
  });
});

describe("the store the builds read", () => {
  const example = Object.fromEntries(
    readFileSync(fileURLToPath(new URL("../../../.env.example", import.meta.url)), "utf8")
      .split("\n")
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  );

  it("starts the emulator for a .env copied from .env.example, as npm run build does, and for no store at all", async () => {
    expect(example.PUBLIC_SHOPIFY_STORE_DOMAIN).toBe("http://127.0.0.1:8787");
    for (const env of [{ ...example }, {}] as NodeJS.ProcessEnv[]) {
      const asked: number[] = [];
      const emulator = await storeForBuilds(env, async ({ port }) => {
        asked.push(port);
        return { url: `http://127.0.0.1:${port}` };
      });
      expect(emulator).toBeDefined();
      expect(asked).toEqual([8787]);
      expect(env.PUBLIC_SHOPIFY_STORE_DOMAIN).toBe("http://127.0.0.1:8787");
      expect(env.PUBLIC_SHOPIFY_STOREFRONT_TOKEN).toBe("emulator-public-token");
    }
  });

  it("uses any other store as named", async () => {
    for (const domain of ["http://127.0.0.1:8822", "my-shop.myshopify.com"]) {
      const env: NodeJS.ProcessEnv = { PUBLIC_SHOPIFY_STORE_DOMAIN: domain };
      const emulator = await storeForBuilds(env, async () => {
        throw new Error("no emulator should start");
      });
      expect(emulator).toBeUndefined();
      expect(env.PUBLIC_SHOPIFY_STORE_DOMAIN).toBe(domain);
    }
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

describe("npm run rebuilder (the Node entry, outside Vite)", () => {
  it("as a production service, refuses to start without a named store instead of building demo data", { timeout: 60_000 }, async () => {
    const entry = fileURLToPath(new URL("../../../src/services/rebuilder/server.ts", import.meta.url));
    const child = spawn(process.execPath, [entry], {
      env: { PATH: process.env.PATH, REBUILDER_ROOT: root.dir, REBUILDER_PORT: "0", REBUILDER_WEBHOOK_SECRET: webhookSecret },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).toBe(1);
    const failed = stdout.split("\n").filter(Boolean).map((line) => JSON.parse(line) as { event: string; error?: string });
    expect(failed.find((line) => line.event === "start-failed")?.error).toMatch(/no store is named: set PUBLIC_SHOPIFY_STORE_DOMAIN/);
    expect(failed.some((line) => line.event === "started")).toBe(false);
  });

  // A child Node process that loads the service: allow for a loaded machine.
  it("starts under plain Node, writes only JSON lines on stdout, answers, and stops on SIGTERM", { timeout: 60_000 }, async () => {
    const entry = fileURLToPath(new URL("../../../src/services/rebuilder/server.ts", import.meta.url));
    const child = spawn(process.execPath, [entry], {
      env: {
        PATH: process.env.PATH,
        REBUILDER_ROOT: root.dir,
        REBUILDER_PORT: "0",
        REBUILDER_BUILD_ON_START: "0",
        REBUILDER_WEBHOOK_SECRET: webhookSecret,
        REBUILDER_ADMIN_TOKEN: adminToken,
        // A store is named, so no emulator is started; nothing is built in this test.
        PUBLIC_SHOPIFY_STORE_DOMAIN: "http://127.0.0.1:9",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    const lines: string[] = [];
    const started = await new Promise<{ url: string }>((resolve, reject) => {
      createInterface({ input: child.stdout }).on("line", (line) => {
        lines.push(line);
        const parsed = JSON.parse(line) as { event: string; url: string };
        if (parsed.event === "started") resolve(parsed);
      });
      void exited.then((code) => reject(new Error(`the rebuilder exited (${code}) before starting: ${stderr}`)));
    });
    try {
      expect(started.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(await (await fetch(`${started.url}/health`)).json()).toEqual({ ok: true });
      expect((await fetch(`${started.url}/status`)).status).toBe(401);
      const status = (await (await fetch(`${started.url}/status`, { headers: bearer() })).json()) as { live: unknown };
      expect(status.live).toBeNull();
    } finally {
      child.kill("SIGTERM");
    }
    expect(await exited).toBe(0);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    expect(lines.map((line) => (JSON.parse(line) as { event: string }).event)).toEqual(expect.arrayContaining(["started", "stopping"]));
    expect(stderr).toBe("");
  });
});
