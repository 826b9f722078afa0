// The rebuilder's Node entries as an operator starts them: the service alone (src/services/rebuilder/server.ts),
// which needs a named store, and `npm run rebuilder` (scripts/rebuilder.ts), which starts the emulator when none is.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startEmulator } from "../../../scripts/emulator/server.ts";
import { emulatorUnlessNamed } from "../../../scripts/stack.ts";
import { adminToken, bearer, tempDir, webhookSecret } from "./support.ts";

let root: ReturnType<typeof tempDir>;
beforeEach(() => (root = tempDir("rebuilder-server-")));
afterEach(() => root.remove());

// Real sockets, servers started and stopped per test: quick when idle, slow on a loaded machine.

describe("the store the builds read", () => {
  const example = Object.fromEntries(
    readFileSync(fileURLToPath(new URL("../../../.env.example", import.meta.url)), "utf8")
      .split("\n")
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  );

  it("starts the emulator for a .env copied from .env.example, as npm run build does, and for no store at all", async () => {
    expect(example.PUBLIC_SHOPIFY_STORE_DOMAIN).toBeUndefined();
    for (const env of [{ ...example }, {}] as NodeJS.ProcessEnv[]) {
      const asked: number[] = [];
      const emulator = await emulatorUnlessNamed(env, async ({ port }) => {
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
    for (const domain of ["http://127.0.0.1:8822", "my-shop.myshopify.com", "http://127.0.0.1:8787", "http://127.0.0.1:8931"]) {
      const env: NodeJS.ProcessEnv = { PUBLIC_SHOPIFY_STORE_DOMAIN: domain, EMULATOR_PORT: "8931" };
      const emulator = await emulatorUnlessNamed(env, async () => {
        throw new Error("no emulator should start");
      });
      expect(emulator).toBeUndefined();
      expect(env.PUBLIC_SHOPIFY_STORE_DOMAIN).toBe(domain);
    }
  });
});

describe("npm run rebuilder (the Node entry, outside Vite)", () => {
  it("reads an emulator already running at the named address, on EMULATOR_PORT too, instead of refusing to start", { timeout: 60_000 }, async () => {
    const running = await startEmulator({ port: 0 });
    const port = new URL(running.url).port;
    const entry = fileURLToPath(new URL("../../../scripts/rebuilder.ts", import.meta.url));
    const child = spawn(process.execPath, [entry], {
      env: {
        PATH: process.env.PATH,
        REBUILDER_ROOT: root.dir,
        REBUILDER_PORT: "0",
        REBUILDER_BUILD_ON_START: "0",
        REBUILDER_WEBHOOK_SECRET: webhookSecret,
        EMULATOR_PORT: port,
        PUBLIC_SHOPIFY_STORE_DOMAIN: running.url,
        PUBLIC_SHOPIFY_STOREFRONT_TOKEN: running.token,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    try {
      const first = await new Promise<{ event: string; store?: string; error?: string }>((resolve, reject) => {
        createInterface({ input: child.stdout }).on("line", (line) => {
          const parsed = JSON.parse(line) as { event: string };
          if (parsed.event === "started" || parsed.event === "start-failed") resolve(parsed);
        });
        void exited.then((code) => reject(new Error(`the rebuilder exited (${code}) before saying whether it started`)));
      });
      expect(first.error).toBeUndefined();
      expect(first).toMatchObject({ event: "started", store: running.url });
    } finally {
      child.kill("SIGTERM");
      await exited;
      await running.close();
    }
  });

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
