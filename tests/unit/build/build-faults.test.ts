// The real build (`node scripts/build.ts`) against a store that misbehaves: the emulator behind the
// fault-injecting proxy, or serving its hostile catalogue. Each case is one whole build into a temporary OUT_DIR
// outside the project (which is itself one of the promises under test). The cases share one OUT_DIR in order:
// a good build first, then faults that must leave it exactly as it was.
import { spawn } from "node:child_process";
import { mkdtemp, readFile, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmulator, type RunningEmulator } from "../../../scripts/emulator/server.ts";
import { projectRoot } from "../../../src/services/shared/project.ts";
import { startFaultProxy, type FaultProxy } from "../../support/fault-proxy.ts";

type BuildRun = { code: number | null; output: string; seconds: number };

/** Runs `npm run build` as a developer would, with the store and OUT_DIR given; never longer than `limitMs`. */
function build(env: Record<string, string>, limitMs = 120_000): Promise<BuildRun> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["scripts/build.ts"], {
      cwd: projectRoot,
      // The client's own time limit per answer (20 s): a 1 s limit made every case fail on a loaded machine, where a
      // healthy answer can take longer; only the stalling store's case shortens it.
      env: { ...process.env, PUBLIC_SHOPIFY_STOREFRONT_TOKEN: "emulator-public-token", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), limitMs);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output, seconds: (Date.now() - started) / 1000 });
    });
  });
}

let emulator: RunningEmulator;
let proxy: FaultProxy;
let work: string;
let outDir: string;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  proxy = await startFaultProxy({ target: emulator.url, port: 0 });
  work = await mkdtemp(join(tmpdir(), "build-faults-"));
  outDir = join(work, "site");
});
afterAll(async () => {
  await proxy?.close();
  await emulator?.close();
  await rm(work, { recursive: true, force: true });
});

const viaProxy = () => ({ PUBLIC_SHOPIFY_STORE_DOMAIN: proxy.url, OUT_DIR: outDir });
const homePage = () => readFile(join(outDir, "index.html"), "utf8");

describe("npm run build against a misbehaving store", { timeout: 180_000 }, () => {
  let goodHome = "";

  it("uses a store named at a local address as named, retries a cut-off body and a dropped connection, and builds outside the project", async () => {
    proxy.setFaults([
      { operation: "GetProducts", kind: "truncate-json", times: 1 },
      { operation: "GetFarmers", kind: "drop-mid-body", times: 1 },
      { operation: "GetCollections", kind: "status", status: 429, retryAfter: 1, times: 1 },
    ]);
    const run = await build(viaProxy());
    expect(run.output).toContain("Built ");
    expect(run.code).toBe(0);
    // Every request went through the proxy: no emulator of its own was started in its place.
    expect(proxy.countOf("GetProducts")).toBe(2);
    expect(run.output).toMatch(/GetProducts: .*cut short.*retrying/);
    expect(run.output).toMatch(/GetCollections: HTTP 429.*retrying in 1\.0 s/);
    expect((await readdir(join(outDir, "products"))).length).toBe(emulator.store.products.length);
    goodHome = await homePage();
  });

  it("fails a render-time failure loudly and leaves the previous site exactly as it was", async () => {
    proxy.setFaults([{ operation: "GetProductRecommendations", kind: "status", status: 500 }]);
    const before = await stat(join(outDir, "index.html"));
    const run = await build(viaProxy());
    expect(run.code).not.toBe(0);
    expect(run.output).toMatch(/GetProductRecommendations failed \(HTTP 500\)/);
    expect(run.output).toContain("the previous site, if any, is untouched");
    expect(await homePage()).toBe(goodHome);
    expect((await stat(join(outDir, "index.html"))).mtimeMs).toBe(before.mtimeMs);
    expect((await readdir(work)).sort()).toEqual(["site"]);
  });

  it("gives up on a store that stops answering within bounded time, saying so as it goes", async () => {
    proxy.setFaults([{ operation: "GetProducts", kind: "stall" }]);
    const run = await build({ ...viaProxy(), STOREFRONT_TIMEOUT_MS: "1000" });
    expect(run.code).not.toBe(0);
    expect(run.output).toMatch(/GetProducts: no complete answer within 1 s; retrying/);
    expect(run.output).toMatch(/Storefront operation GetProducts failed: no complete answer within 1 s/);
    // Four attempts of 1 s and the pauses between: far from Node's 300 s per attempt.
    expect(run.seconds).toBeLessThan(60);
    expect(await homePage()).toBe(goodHome);
  });

  it("stops a paging cycle instead of looping until memory runs out", async () => {
    proxy.setFaults([{ operation: "GetProducts", kind: "cursor-cycle" }]);
    const run = await build(viaProxy());
    expect(run.code).not.toBe(0);
    expect(run.output).toMatch(/reading products: .*paging cycle/);
    expect(proxy.countOf("GetProducts")).toBeLessThan(10);
    expect(await homePage()).toBe(goodHome);
  });

  it("refuses a shop without farms or without collections", async () => {
    proxy.setFaults([{ operation: "GetFarmers", kind: "empty" }]);
    const noFarms = await build(viaProxy());
    expect(noFarms.code).not.toBe(0);
    expect(noFarms.output).toMatch(/no metaobjects of type "farmer"/);
    proxy.setFaults([{ operation: "GetCollections", kind: "empty" }]);
    const noCollections = await build(viaProxy());
    expect(noCollections.code).not.toBe(0);
    expect(noCollections.output).toMatch(/no collections/);
    expect(await homePage()).toBe(goodHome);
  });

  it("refuses a catalogue that shrank from the last good build, and publishes it when told to", async () => {
    proxy.setFaults([{ operation: "GetProducts", kind: "shrink", keep: 5 }]);
    const refused = await build(viaProxy());
    expect(refused.code).not.toBe(0);
    expect(refused.output).toMatch(/5 product pages where the last good build had \d+/);
    expect(await homePage()).toBe(goodHome);
    const allowed = await build({ ...viaProxy(), ALLOW_CATALOGUE_SHRINK: "1" });
    expect(allowed.code).toBe(0);
    expect((await readdir(join(outDir, "products"))).length).toBe(5);
  });
});

describe("OUT_DIR", () => {
  it("refuses a folder that would hold the project, with a sentence", async () => {
    const run = await build({ PUBLIC_SHOPIFY_STORE_DOMAIN: emulator.url, OUT_DIR: join(projectRoot, "..") });
    expect(run.code).not.toBe(0);
    expect(run.output).toMatch(/OUT_DIR .* would hold the project itself/);
  });
});
