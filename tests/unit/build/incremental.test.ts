// Incremental builds give the same site as full builds. A first build fills Astro's incremental cache; then the
// emulator's catalogue changes the way editors change it (a product's text, a price, a collection's membership, a
// product deleted, a farm's story, an article's title); an incremental build and a full build of the changed
// catalogue must then hold the same files, byte for byte, while the incremental one rendered only a fraction.
import { spawn } from "node:child_process";
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmulator, type RunningEmulator } from "../../../scripts/emulator/server.ts";
import { projectRoot } from "../../../scripts/stack.ts";

type BuildRun = { code: number | null; output: string };

function build(env: Record<string, string>): Promise<BuildRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["scripts/build.ts"], {
      cwd: projectRoot,
      env: {
        ...process.env,
        PUBLIC_SHOPIFY_STORE_DOMAIN: emulator.url,
        PUBLIC_SHOPIFY_STOREFRONT_TOKEN: emulator.token,
        // No review service: every page says so the same way in both builds.
        PUBLIC_REVIEWS_URL: "http://127.0.0.1:9",
        INCREMENTAL_BUILD: "",
        ASTRO_CACHE_DIR: "",
        ...env,
      },
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

/** How many pages a build copied from the incremental cache instead of rendering them. */
const restored = (run: BuildRun) => (run.output.match(/\(restored\)/g) ?? []).length;

async function files(dir: string): Promise<Map<string, Buffer>> {
  const found = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    found.set(relative(dir, path), await readFile(path));
  }
  return found;
}

let emulator: RunningEmulator;
let work: string;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  work = await mkdtemp(join(tmpdir(), "incremental-"));
});
afterAll(async () => {
  await emulator?.close();
  await rm(work, { recursive: true, force: true });
});

describe("an incremental build after editors' changes", { timeout: 600_000 }, () => {
  it("writes exactly the files a full build writes, rendering only what changed", async () => {
    const cache = join(work, "astro-cache");
    const incremental = { INCREMENTAL_BUILD: "1", ASTRO_CACHE_DIR: cache };
    const first = await build({ ...incremental, OUT_DIR: join(work, "first") });
    expect(first.code, first.output.slice(-2000)).toBe(0);

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

    const second = await build({ ...incremental, OUT_DIR: join(work, "incremental") });
    expect(second.code, second.output.slice(-2000)).toBe(0);
    const full = await build({ OUT_DIR: join(work, "full") });
    expect(full.code, full.output.slice(-2000)).toBe(0);

    const [incrementalFiles, fullFiles] = await Promise.all([files(join(work, "incremental")), files(join(work, "full"))]);
    expect([...incrementalFiles.keys()].sort()).toEqual([...fullFiles.keys()].sort());
    const different = [...fullFiles].filter(([path, body]) => !incrementalFiles.get(path)!.equals(body)).map(([path]) => path);
    expect(different).toEqual([]);

    // The changes are in the site...
    const page = (path: string) => fullFiles.get(path)?.toString("utf8") ?? "";
    expect(page(`products/${retitled.handle}/index.html`)).toContain(`${retitled.title} (new harvest)`);
    expect(page(`products/${repriced.handle}/index.html`)).toContain("$99.95");
    expect(fullFiles.has(`products/${deleted.handle}/index.html`)).toBe(false);
    expect(page(`blog/${article.handle}/index.html`)).toContain(`${article.title}: revisited`);
    // ...while pages that show none of it were copied from the cache, not rendered again.
    expect(restored(second)).toBeGreaterThan(0);

    // With nothing changed since, every page with a cache key is copied: the keys are stable from build to build.
    const again = await build({ ...incremental, OUT_DIR: join(work, "again") });
    expect(again.code, again.output.slice(-2000)).toBe(0);
    const keyedPages = [...fullFiles.keys()].filter((path) => /^(products|collections|farm|blog)\/.+/.test(path) && path !== "blog/index.html");
    expect(restored(again)).toBe(keyedPages.length);
  });
});
