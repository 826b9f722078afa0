// A large shop's build in steps, end to end through `npm run build`'s own command line: one read of the emulator and
// the review service into a catalogue snapshot; the service then stops, and every later step renders from the
// snapshot alone. The merged site of 1 and of 3 shards, and `--shards 2` run locally, must equal an unsharded build
// of the same catalogue byte for byte; and the merge must refuse shards that do not make one site, publishing nothing.
import { spawn } from "node:child_process";
import { cp, mkdir, mkdtemp, readFile, readdir, rm, stat, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningEmulator } from "../../../scripts/emulator/server.ts";
import { shardOfPath } from "../../../src/lib/shards.ts";
import type { RunningReviewService } from "../../../src/services/reviews/server.ts";
import { startDemoStore, type DemoStore } from "../../support/demo-store.ts";

const buildScript = fileURLToPath(new URL("../../../scripts/build.ts", import.meta.url));
const readToken = "sharded-build-read-token";

let emulator: RunningEmulator;
let reviews: RunningReviewService | undefined;
let work: string;
let env: NodeJS.ProcessEnv;

type Run = { code: number | null; output: string };
function build(args: string[], outDir?: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [buildScript, ...args], {
      env: { ...env, ...(outDir ? { OUT_DIR: outDir } : {}) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, output }));
  });
}
async function succeed(args: string[], outDir?: string): Promise<string> {
  const run = await build(args, outDir);
  if (run.code !== 0) throw new Error(`npm run build -- ${args.join(" ")} failed:\n${run.output.slice(-3000)}`);
  return run.output;
}

async function filesOf(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files.set(relative(dir, join(entry.parentPath, entry.name)), await readFile(join(entry.parentPath, entry.name)));
  }
  return files;
}
/** The files that differ between two sites (missing on either side, or other bytes); empty when they are equal. */
async function differences(a: string, b: string): Promise<string[]> {
  const [left, right] = await Promise.all([filesOf(a), filesOf(b)]);
  const names = new Set([...left.keys(), ...right.keys()]);
  return [...names].filter((name) => !left.get(name)?.equals(right.get(name) ?? Buffer.alloc(0)) || !right.has(name)).sort();
}

const snapshot = () => join(work, "catalogue.jsonl");
const shardDir = (count: number, index: number) => join(work, `shards-of-${count}`, `shard-${index}`);

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "sharded-build-"));
  let store: DemoStore["store"];
  ({ emulator, reviews, store } = await startDemoStore(work, readToken));
  env = {
    ...process.env,
    ...store,
    PUBLIC_REVIEWS_URL: reviews.url,
    REVIEWS_READ_TOKEN: readToken,
    REVIEWS_SNAPSHOT_DIR: join(work, "review-snapshots"),
  };
}, 120_000);
afterAll(async () => {
  await reviews?.close();
  await emulator?.close();
  await rm(work, { recursive: true, force: true });
});

describe("a sharded build", { timeout: 900_000 }, () => {
  it("merges 1 and 3 shards, and --shards 2, into the unsharded build of the same snapshot, which equals a build straight from the store, byte for byte", async () => {
    const requestsBefore = [...emulator.requestCounts.values()].reduce((a, b) => a + b, 0);
    expect(await succeed(["--read-snapshot", snapshot()])).toMatch(/Catalogue snapshot .*: \d+ products, .* reviews of [1-9]\d* products \(service\)/);
    const snapshotRequests = [...emulator.requestCounts.values()].reduce((a, b) => a + b, 0) - requestsBefore;
    expect(snapshotRequests).toBeGreaterThan(0);
    // Built locally while the service is still up: its own snapshot holds the same reviews.
    await succeed(["--shards", "2"], join(work, "local-2"));
    // And straight from the store, as a small shop builds: the snapshot must hold everything its pages show.
    await succeed([], join(work, "direct"));

    // Every later step renders from the snapshot: the review service is gone, and the store is not asked again.
    await reviews!.close();
    reviews = undefined;
    const afterSnapshot = [...emulator.requestCounts.values()].reduce((a, b) => a + b, 0);
    await succeed(["--snapshot", snapshot()], join(work, "whole"));
    for (const count of [1, 3]) {
      for (let index = 1; index <= count; index++) {
        await succeed(["--snapshot", snapshot(), "--shard", `${index}/${count}`, "--shard-out", shardDir(count, index)]);
      }
      const dirs = Array.from({ length: count }, (_, i) => shardDir(count, i + 1));
      expect(await succeed(["--merge", ...dirs], join(work, `merged-${count}`))).toMatch(/planned pages, each once and in its own shard/);
    }
    expect([...emulator.requestCounts.values()].reduce((a, b) => a + b, 0)).toBe(afterSnapshot);

    // The unsharded build shows the reviews the snapshot holds (the service was down when it ran).
    const whole = await filesOf(join(work, "whole"));
    const withRating = [...whole].filter(([name, bytes]) => name.startsWith("products/") && bytes.toString().includes('"AggregateRating"'));
    expect(withRating.length).toBeGreaterThan(0);
    expect(whole.has("sitemap-0.xml") && whole.has("_headers") && whole.has("rss.xml") && whole.has("farms.json")).toBe(true);

    expect(await differences(join(work, "direct"), join(work, "whole"))).toEqual([]);
    expect(await differences(join(work, "whole"), join(work, "merged-1"))).toEqual([]);
    expect(await differences(join(work, "whole"), join(work, "merged-3"))).toEqual([]);
    expect(await differences(join(work, "whole"), join(work, "local-2"))).toEqual([]);
    // Each of the 3 shards rendered a part of the product pages, not all of them.
    for (let index = 1; index <= 3; index++) {
      const products = (await readdir(join(shardDir(3, index), "products"))).length;
      expect(products).toBeGreaterThan(0);
      expect(products).toBeLessThan((await readdir(join(work, "whole", "products"))).length);
    }
  });

  /** A copy of shard `index` of 3 (hard links would let a change reach the original), changed by `change`. */
  async function alteredShard(index: number, name: string, change: (dir: string) => Promise<void>): Promise<string> {
    const dir = join(work, "altered", name);
    await cp(shardDir(3, index), dir, { recursive: true });
    await change(dir);
    return dir;
  }
  async function refused(dirs: string[], reason: RegExp, options: string[] = []): Promise<void> {
    const outDir = join(work, "refused-out");
    const run = await build(["--merge", ...dirs, ...options], outDir);
    expect(run.code, run.output).toBe(1);
    expect(run.output).toMatch(reason);
    await expect(stat(outDir)).rejects.toThrow(/ENOENT/);
  }

  it("refuses a missing shard, a shard given twice, and a shard of another snapshot", async () => {
    await refused([shardDir(3, 1), shardDir(3, 3)], /Refusing to merge: shard 2\/3 is missing/);
    await refused([shardDir(3, 1), shardDir(3, 2), shardDir(3, 2), shardDir(3, 3)], /shard 2\/3 was given twice/);
    // A second read of the same store is another snapshot (another read time): its shard does not go with the others.
    const second = join(work, "second.jsonl");
    await succeed(["--read-snapshot", second]);
    await succeed(["--snapshot", second, "--shard", "2/3", "--shard-out", join(work, "other-snapshot-2")]);
    await refused([shardDir(3, 1), join(work, "other-snapshot-2"), shardDir(3, 3)], /rendered from another catalogue snapshot/);
    await refused([shardDir(3, 1), join(work, "whole"), shardDir(3, 3)], /is not a shard folder/);
  });

  it("refuses a symbolic link, a damaged manifest, and a page list that names a page no shard wrote", async () => {
    const linked = await alteredShard(2, "linked", async (dir) => {
      await rm(join(dir, "about", "index.html"));
      await symlink(join(shardDir(3, 1), "about", "index.html"), join(dir, "about", "index.html"));
    });
    await refused([shardDir(3, 1), linked, shardDir(3, 3)], /about\/index.html is not a plain file \(a symbolic link\?\)/);
    const notJson = await alteredShard(1, "not-json", (dir) => writeFile(join(dir, "shard.json"), "{"));
    await refused([notJson, shardDir(3, 2), shardDir(3, 3)], /shard.json is not JSON: the shard folder is damaged/);
    const noPlan = await alteredShard(1, "no-plan", async (dir) => {
      const manifest = JSON.parse(await readFile(join(dir, "shard.json"), "utf8"));
      delete manifest.plan;
      await writeFile(join(dir, "shard.json"), JSON.stringify(manifest));
    });
    await refused([noPlan, shardDir(3, 2), shardDir(3, 3)], /shard.json is damaged: its page plan is not a list of routes/);
    const phantom = await alteredShard(3, "phantom", async (dir) => {
      const manifest = JSON.parse(await readFile(join(dir, "shard.json"), "utf8"));
      manifest.pages.push("products/not-in-the-catalogue/");
      await writeFile(join(dir, "shard.json"), JSON.stringify(manifest));
    });
    await refused([shardDir(3, 1), shardDir(3, 2), phantom], /lists the page products\/not-in-the-catalogue\/index.html in shard.json, but no shard wrote it/);
  });

  it("publishes copies: a shard folder changed after the merge leaves the published site as it was", async () => {
    const copies = await Promise.all([1, 2, 3].map((index) => alteredShard(index, `copy-${index}`, async () => {})));
    const outDir = join(work, "merged-from-copies");
    await succeed(["--merge", ...copies], outDir);
    const before = await readFile(join(outDir, "about", "index.html"), "utf8");
    await writeFile(join(copies[0]!, "about", "index.html"), "<p>changed after publishing</p>");
    expect(await readFile(join(outDir, "about", "index.html"), "utf8")).toBe(before);
  });

  it("with --link publishes the shard folders' own files (hard links, no second copy of the pages on disk)", async () => {
    const dirs = [1, 2, 3].map((index) => shardDir(3, index));
    const outDir = join(work, "merged-by-link");
    await succeed(["--merge", ...dirs, "--link"], outDir);
    expect(await differences(join(work, "whole"), outDir)).toEqual([]);
    const product = (await readdir(join(shardDir(3, 2), "products")))[0]!;
    const published = await stat(join(outDir, "products", product, "index.html"));
    const inShard = await stat(join(shardDir(3, 2), "products", product, "index.html"));
    expect(published.ino).toBe(inShard.ino);
  });

  it("with --move publishes the shard folders' own files and uses them up; a refused --move leaves every shard whole", async () => {
    const copies = await Promise.all([1, 2, 3].map((index) => alteredShard(index, `to-move-${index}`, async () => {})));
    const [product, withFolder] = await readdir(join(copies[1]!, "products"));
    const inShard = await stat(join(copies[1]!, "products", product!, "index.html"));
    // A page folder holding anything besides its page is not moved whole: its empty folder stays in the shard.
    await mkdir(join(copies[1]!, "products", withFolder!, "left-behind"));
    const before = await Promise.all(copies.map(filesOf));
    // Refused before anything is written (a shard missing): nothing is moved.
    await refused(copies.slice(0, 2), /shard 3\/3 is missing/, ["--move"]);
    expect(await Promise.all(copies.map(filesOf))).toEqual(before);
    // Refused after every file was moved (the site would replace one with three times as many products): all moved
    // back, and the site already there is left as it was.
    const bigger = join(work, "bigger-site");
    await cp(join(work, "whole"), bigger, { recursive: true });
    for (const handle of await readdir(join(bigger, "products"))) {
      for (const twin of ["twin", "triplet"]) await cp(join(bigger, "products", handle), join(bigger, "products", `${handle}-${twin}`), { recursive: true });
    }
    const biggerBefore = await filesOf(bigger);
    const shrunk = await build(["--merge", ...copies, "--move"], bigger);
    expect(shrunk.code, shrunk.output).toBe(1);
    expect(shrunk.output).toMatch(/Refusing to publish: the new build has \d+ product pages where the last good build had/);
    expect(shrunk.output).toMatch(/moved into the site were put back into the shards/);
    expect(await Promise.all(copies.map(filesOf))).toEqual(before);
    expect(await filesOf(bigger)).toEqual(biggerBefore);

    const outDir = join(work, "merged-by-move");
    await succeed(["--merge", ...copies, "--move"], outDir);
    expect(await differences(join(work, "whole"), outDir)).toEqual([]);
    expect((await stat(join(outDir, "products", product!, "index.html"))).ino).toBe(inShard.ino);
    await expect(stat(join(copies[1]!, "products", product!))).rejects.toThrow(/ENOENT/);
    await expect(stat(join(outDir, "products", withFolder!, "left-behind"))).rejects.toThrow(/ENOENT/);
    expect((await stat(join(copies[1]!, "products", withFolder!, "left-behind"))).isDirectory()).toBe(true);
  });

  it("refuses a page made twice, a planned page that is missing, and a shared file that differs", async () => {
    const whole = join(work, "whole");
    const products = await readdir(join(whole, "products"));
    const ofShard2 = products.find((handle) => shardOfPath(`/products/${handle}`, 3) === 2)!;
    const ofShard3 = products.find((handle) => shardOfPath(`/products/${handle}`, 3) === 3)!;
    const twice = await alteredShard(1, "twice", (dir) =>
      cp(join(whole, "products", ofShard2), join(dir, "products", ofShard2), { recursive: true }),
    );
    await refused([twice, shardDir(3, 2), shardDir(3, 3)], new RegExp(`products/${ofShard2}/index.html is in shard 1/3 but belongs to shard 2/3`));
    const lost = await alteredShard(3, "lost", (dir) => rm(join(dir, "products", ofShard3), { recursive: true }));
    await refused([shardDir(3, 1), shardDir(3, 2), lost], new RegExp(`1 planned page is missing: products/${ofShard3}/index.html \\(shard 3/3\\)`));
    const edited = await alteredShard(2, "edited", (dir) => writeFile(join(dir, "about", "index.html"), "<p>another about page</p>"));
    await refused([shardDir(3, 1), edited, shardDir(3, 3)], /about\/index.html differs between shard 1\/3 and shard 2\/3/);
  });
});
