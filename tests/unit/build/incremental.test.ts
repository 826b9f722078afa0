// Incremental builds give the same site as full builds. The rebuilder's build step (siteBuilder) builds a first
// time; then the emulator's catalogue changes the way editors change it (a product's text, a price, a collection's
// membership, a product deleted, a farm's story, an article's title); the next build starts from the work folder
// the first one left (src/services/rebuilder/incremental.ts), and its release must hold the same files as a full
// build of the changed catalogue, byte for byte, while rendering only a fraction, and without changing a byte of
// the live build.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createHash } from "node:crypto";
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmulator, type RunningEmulator } from "../../../scripts/emulator/server.ts";
import { projectRoot } from "../../../src/services/shared/project.ts";
import { siteBuilder } from "../../../src/services/rebuilder/builder.ts";
import { newBuildId } from "../../../src/services/rebuilder/releases.ts";
import { addTrigger, newBatch, type TriggerBatch } from "../../../src/services/rebuilder/build-contract.ts";
import { webhookItem } from "../../../src/services/rebuilder/freshness.ts";
import { workFolderOf } from "../../../src/services/rebuilder/incremental.ts";

type BuildRun = { code: number | null; output: string };

/** Environment both kinds of build share: the emulator's store, and no review service (every page says so alike). */
const storeEnv = () => ({
  PUBLIC_SHOPIFY_STORE_DOMAIN: emulator.url,
  PUBLIC_SHOPIFY_STOREFRONT_TOKEN: emulator.token,
  PUBLIC_REVIEWS_URL: "http://127.0.0.1:9",
});

/** A plain full build, as `npm run build` makes it. */
function fullBuild(outDir: string): Promise<BuildRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["scripts/build.ts"], {
      cwd: projectRoot,
      env: { ...process.env, ...storeEnv(), INCREMENTAL_BUILD: "", ASTRO_CACHE_DIR: "", OUT_DIR: outDir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), 240_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** Pages a build took unchanged from the live build instead of rendering them, as its log counts them. */
const reused = (run: BuildRun) => Number(/(\d+) pages reused unchanged/.exec(run.output)?.[1] ?? 0);

async function files(dir: string): Promise<Map<string, Buffer>> {
  const found = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    found.set(relative(dir, path), await readFile(path));
  }
  return found;
}

const digests = async (dir: string) =>
  new Map([...(await files(dir))].map(([path, body]) => [path, createHash("sha256").update(body).digest("hex")]));

let emulator: RunningEmulator;
let work: string;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  work = await mkdtemp(join(tmpdir(), "incremental-"));
});
afterAll(async () => {
  await emulator?.close();
  await rm(work, { recursive: true, force: true });
  await rm(workFolderOf(join(work, "astro-cache"), projectRoot), { recursive: true, force: true });
});

describe("an incremental build after editors' changes", { timeout: 600_000 }, () => {
  it("writes exactly the files a full build writes, rendering only what changed and leaving the live build as it was", async () => {
    const builds = join(work, "builds");
    const cacheRoot = join(work, "astro-cache");
    const builder = siteBuilder({ ...process.env, ...storeEnv() }, { cacheDir: cacheRoot });
    const build = async (live: string | null): Promise<BuildRun & { id: string; dir: string }> => {
      const id = newBuildId();
      const dir = join(builds, id);
      const lines: string[] = [];
      const job = { id, dir, batch: newBatch(), force: false, signal: new AbortController().signal, log: (line: string) => lines.push(line) };
      try {
        await builder({ ...job, live: live ? { id: live, dir: join(builds, live) } : null });
        return { id, dir, code: 0, output: lines.join("\n") };
      } catch (error) {
        return { id, dir, code: 1, output: `${lines.join("\n")}\n${String(error)}` };
      }
    };

    const first = await build(null);
    expect(first.code, first.output.slice(-2000)).toBe(0);
    const liveBefore = await digests(first.dir);
    const store = emulator.store;
    const products = store.products.map((p) => p.record);
    const [retitled, repriced, moved, deleted] = [products[3]!, products[10]!, products[20]!, products[30]!];
    const farm = store.farms[2]!.record;
    const article = store.articles[1]!.record;
    const otherCollection = store.collections.map((c) => c.record.handle).find((h) => h !== "all-products" && !moved.collections.includes(h))!;
    await emulator.applyChange({ kind: "product", handle: retitled.handle, set: { title: `${retitled.title} (new harvest)` } });
    await emulator.applyChange({ kind: "product", handle: repriced.handle, set: { price: "99.95" } });
    await emulator.applyChange({ kind: "product", handle: moved.handle, set: { collections: [otherCollection] } });
    await emulator.applyChange({ kind: "product", handle: deleted.handle, delete: true });
    await emulator.applyChange({ kind: "farm", handle: farm.handle, set: { story: ["We replanted the whole orchard this spring, row by row."] } });
    await emulator.applyChange({ kind: "article", handle: article.handle, set: { title: `${article.title}: revisited` } });

    const second = await build(first.id);
    expect(second.code, second.output.slice(-2000)).toBe(0);
    expect(second.output).toMatch(/starting from the work folder: [1-9]\d* pages of the last build in place/);
    expect(second.output).toMatch(/release made from the work folder: [1-9]\d* files linked from the live build/);
    const full = await fullBuild(join(work, "full"));
    expect(full.code, full.output.slice(-2000)).toBe(0);

    const [incrementalFiles, fullFiles] = await Promise.all([files(second.dir), files(join(work, "full"))]);
    expect([...incrementalFiles.keys()].sort()).toEqual([...fullFiles.keys()].sort());
    const different = [...fullFiles].filter(([path, body]) => !incrementalFiles.get(path)!.equals(body)).map(([path]) => path);
    expect(different).toEqual([]);

    // The changes are in the site...
    const page = (path: string) => fullFiles.get(path)?.toString("utf8") ?? "";
    expect(page(`products/${retitled.handle}/index.html`)).toContain(`${retitled.title} (new harvest)`);
    expect(page(`products/${repriced.handle}/index.html`)).toContain("$99.95");
    expect(fullFiles.has(`products/${deleted.handle}/index.html`)).toBe(false);
    expect(page(`blog/${article.handle}/index.html`)).toContain(`${article.title}: revisited`);
    // ...while pages that show none of it were taken from the live build, not rendered again...
    expect(reused(second)).toBeGreaterThan(0);
    // ...and the live build still holds every byte it held (it shares no file with the work folder).
    expect(await digests(first.dir)).toEqual(liveBefore);

    // With nothing changed since, every page with a cache key is reused: the keys are stable from build to build.
    const again = await build(second.id);
    expect(again.code, again.output.slice(-2000)).toBe(0);
    const keyedPages = [...fullFiles.keys()].filter((path) => /^(products|collections|farm|blog)\/.+/.test(path) && path !== "blog/index.html");
    expect(reused(again)).toBe(keyedPages.length);
    expect((await files(again.dir)).size).toBe(fullFiles.size);
    // Astro's copies of its pages are not kept; the state is the work folder's manifest, its record, and a snapshot
    // per release.
    expect(existsSync(join(cacheRoot, "work", "dist"))).toBe(false);
    expect((await readdir(cacheRoot)).sort()).toEqual(["releases", "work", "work.json"]);
    expect((await readdir(join(cacheRoot, "releases"))).sort()).toEqual([first, second, again].map(({ id }) => `${id}.json`).sort());
  });

  it("in the warm builder, reading only what the webhooks named, writes exactly the files a full build writes", async () => {
    const builds = join(work, "warm-builds");
    const cacheRoot = join(work, "warm-cache");
    const builder = siteBuilder({ ...process.env, ...storeEnv() }, { cacheDir: cacheRoot, warm: true });
    const build = async (live: string | null, batch: TriggerBatch = newBatch()): Promise<BuildRun & { id: string; dir: string }> => {
      const id = newBuildId();
      const dir = join(builds, id);
      const lines: string[] = [];
      const job = { id, dir, batch, force: false, signal: new AbortController().signal, log: (line: string) => lines.push(line) };
      try {
        await builder({ ...job, live: live ? { id: live, dir: join(builds, live) } : null });
        return { id, dir, code: 0, output: lines.join("\n") };
      } catch (error) {
        return { id, dir, code: 1, output: `${lines.join("\n")}\n${String(error)}` };
      }
    };
    try {
      const first = await build(null);
      expect(first.code, first.output.slice(-2000)).toBe(0);
      const liveBefore = await digests(first.dir);

      // Editors' changes, each announced as Shopify announces it: a webhook naming the item.
      const store = emulator.store;
      const products = store.products.filter((p) => !p.record.handle.includes("deleted"));
      const [retitled, repriced, moved, deleted] = [products[5]!, products[12]!, products[22]!, products[33]!];
      const farm = store.farms[4]!;
      const article = store.articles[2]!;
      const otherCollection = store.collections.map((c) => c.record.handle).find((h) => h !== "all-products" && !moved.record.collections.includes(h))!;
      const batch = newBatch();
      const announce = async (change: Parameters<typeof emulator.applyChange>[0], body: (updatedAt: string) => Record<string, unknown>) => {
        const outcome = await emulator.applyChange(change);
        const item = webhookItem(outcome.topic, body(outcome.updatedAt));
        expect(item, outcome.topic).not.toBeNull();
        addTrigger(batch, { source: "webhook", topic: outcome.topic, webhookId: outcome.webhookId, item: item!, receivedAt: new Date().toISOString() });
      };
      const productBody = (entry: typeof retitled) => (updatedAt: string) => ({ admin_graphql_api_id: entry.gid, updated_at: updatedAt });
      await announce({ kind: "product", handle: retitled.record.handle, set: { title: `${retitled.record.title} (warm harvest)` } }, productBody(retitled));
      await announce({ kind: "product", handle: repriced.record.handle, set: { price: "88.85" } }, productBody(repriced));
      await announce({ kind: "product", handle: moved.record.handle, set: { collections: [otherCollection] } }, productBody(moved));
      await announce({ kind: "product", handle: deleted.record.handle, delete: true }, () => ({ id: deleted.record.id }));
      await announce({ kind: "farm", handle: farm.record.handle, set: { story: ["The bees wintered well; the first comb is already capped."] } }, (updatedAt) => ({ id: farm.gid, updated_at: updatedAt }));
      await announce({ kind: "article", handle: article.record.handle, set: { title: `${article.record.title}: a second look` } }, () => ({ id: article.record.id }));

      const second = await build(first.id, batch);
      expect(second.code, second.output.slice(-3000)).toBe(0);
      expect(second.output).toMatch(/continuing in the warm builder/);
      expect(second.output).toMatch(/reading the catalogue as changes to the last read \(6 item\(s\)/);
      const full = await fullBuild(join(work, "warm-full"));
      expect(full.code, full.output.slice(-2000)).toBe(0);
      const [warmFiles, fullFiles] = await Promise.all([files(second.dir), files(join(work, "warm-full"))]);
      expect([...warmFiles.keys()].sort()).toEqual([...fullFiles.keys()].sort());
      expect([...fullFiles].filter(([path, body]) => !warmFiles.get(path)!.equals(body)).map(([path]) => path)).toEqual([]);
      const page = (path: string) => fullFiles.get(path)?.toString("utf8") ?? "";
      expect(page(`products/${retitled.record.handle}/index.html`)).toContain(`${retitled.record.title} (warm harvest)`);
      expect(fullFiles.has(`products/${deleted.record.handle}/index.html`)).toBe(false);
      expect(reused(second)).toBeGreaterThan(0);
      expect(await digests(first.dir)).toEqual(liveBefore);

      // A build no webhook names the changes of reads the catalogue whole, still warm; nothing changed, so every
      // keyed page is found in place.
      const again = await build(second.id);
      expect(again.code, again.output.slice(-2000)).toBe(0);
      expect(again.output).toMatch(/continuing in the warm builder/);
      expect(again.output).toMatch(/reading the catalogue whole/);
      const keyedPages = [...fullFiles.keys()].filter((path) => /^(products|collections|farm|blog)\/.+/.test(path) && path !== "blog/index.html");
      expect(reused(again)).toBe(keyedPages.length);
      const againFiles = await files(again.dir);
      expect([...fullFiles].filter(([path, body]) => !againFiles.get(path)?.equals(body)).map(([path]) => path)).toEqual([]);
    } finally {
      await builder.close?.();
      await rm(workFolderOf(cacheRoot, projectRoot), { recursive: true, force: true });
    }
  });

  it("in the warm builder, reads the catalogue whole when the last whole read is older than the setting", async () => {
    const builds = join(work, "stale-builds");
    const cacheRoot = join(work, "stale-cache");
    const builder = siteBuilder({ ...process.env, ...storeEnv() }, { cacheDir: cacheRoot, warm: true, wholeReadEveryMs: 0 });
    const run = async (live: string | null, batch: TriggerBatch) => {
      const id = newBuildId();
      const lines: string[] = [];
      await builder({ id, dir: join(builds, id), batch, force: false, signal: new AbortController().signal, log: (line: string) => lines.push(line), live: live ? { id: live, dir: join(builds, live) } : null });
      return { id, output: lines.join("\n") };
    };
    try {
      const first = await run(null, newBatch());
      const entry = emulator.store.products[40]!;
      const outcome = await emulator.applyChange({ kind: "product", handle: entry.record.handle, set: { title: `${entry.record.title} (read whole)` } });
      const batch = newBatch();
      addTrigger(batch, { source: "webhook", topic: outcome.topic, webhookId: outcome.webhookId, item: webhookItem(outcome.topic, { admin_graphql_api_id: entry.gid, updated_at: outcome.updatedAt })!, receivedAt: new Date().toISOString() });
      const second = await run(first.id, batch);
      expect(second.output).toMatch(/continuing in the warm builder/);
      // Named by its webhook, yet read whole: the last whole read is older than the (zero) setting allows.
      expect(second.output).toMatch(/reading the catalogue whole/);
      expect(await readFile(join(builds, second.id, "products", entry.record.handle, "index.html"), "utf8")).toContain("(read whole)");
    } finally {
      await builder.close?.();
      await rm(workFolderOf(cacheRoot, projectRoot), { recursive: true, force: true });
    }
  });
});
