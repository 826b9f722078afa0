// The default build step without Astro: the site's safe build moving a (fake) Astro output into the fresh build
// folder, the output captured for the log, incremental builds through the work folder and their tripwire. What a build is given and must hold
// (environment, catalogue names) is in build-inputs.test.ts.
import { existsSync } from "node:fs";
import { appendFile, mkdir, open, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { projectRoot } from "../../../src/services/shared/project.ts";
import { StorefrontError } from "../../../src/lib/storefront/client.ts";
import { siteBuilder, type AstroRunner } from "../../../src/services/rebuilder/builder.ts";
import { workFolderOf } from "../../../src/services/rebuilder/incremental.ts";
import { isRetryable, newBatch, RetryableBuildError, type BuildJob } from "../../../src/services/rebuilder/build-contract.ts";
import { newBuildId } from "../../../src/services/rebuilder/releases.ts";
import { hashTree, tempDir } from "./support.ts";

describe("siteBuilder", () => {
  let root: ReturnType<typeof tempDir>;
  beforeEach(() => (root = tempDir("rebuilder-builder-")));
  afterEach(() => root.remove());

  const job = (): BuildJob & { lines: string[] } => {
    const id = newBuildId();
    const lines: string[] = [];
    return { id, dir: join(root.dir, "builds", id), batch: newBatch(), force: false, signal: new AbortController().signal, live: null, log: (line) => lines.push(line), lines };
  };
  const names = { products: ["honey"], collections: ["pantry"], farms: ["Hilltop Farm"] };
  const stagingLeft = async () => (await readdir(join(projectRoot, ".cache")).catch(() => [])).filter((entry) => entry.startsWith(`build-${process.pid}-`));

  it("builds through the safe build into the job's fresh folder and reports the catalogue's names", async () => {
    const seen: NodeJS.ProcessEnv[] = [];
    const fakeAstro: AstroRunner = async (args, env, io) => {
      seen.push(env);
      expect(args).toEqual(["build"]);
      io.log("astro: 3 page(s) built");
      await mkdir(join(env.OUT_DIR!, "products", "honey"), { recursive: true });
      await writeFile(join(env.OUT_DIR!, "index.html"), "home");
      await writeFile(join(env.OUT_DIR!, "products", "honey", "index.html"), "honey");
    };
    let reads = 0;
    const signals: (AbortSignal | undefined)[] = [];
    const builder = siteBuilder(
      {
        PUBLIC_SHOPIFY_STORE_DOMAIN: "http://127.0.0.1:1",
        REBUILDER_ADMIN_TOKEN: "secret",
        REBUILDER_WEBHOOK_SECRET: "secret",
        JUDGEME_API_TOKEN: "judgeme-private",
        DEPLOY_KEY: "for-the-deploy-only",
      },
      {
        runAstro: fakeAstro,
        readNames: async (_env, signal) => {
          signals.push(signal);
          return reads++ === 0 ? { ...names, products: [...names.products, "gone"] } : names;
        },
      },
    );
    const task = job();
    const report = await builder(task);
    // Both reads were given the build's signal, so a stopped build stops them.
    expect(signals).toEqual([task.signal, task.signal]);
    expect(report).toEqual({ expected: names, degraded: [] });
    expect(await readdir(task.dir)).toEqual(expect.arrayContaining(["index.html", "products"]));
    expect(task.lines[0]).toBe("astro: 3 page(s) built");
    expect(task.lines.at(-1)).toMatch(/names 1 products, 1 collections and 1 farms/);
    // Astro built in a staging folder inside the project (where it resolves its packages), not in the job's.
    expect(seen[0]!.OUT_DIR).not.toBe(task.dir);
    expect(seen[0]!.OUT_DIR!.startsWith(join(projectRoot, ".cache"))).toBe(true);
    expect(seen[0]!.REBUILDER_ADMIN_TOKEN).toBeUndefined();
    expect(seen[0]!.REBUILDER_WEBHOOK_SECRET).toBeUndefined();
    expect(seen[0]!.JUDGEME_API_TOKEN).toBeUndefined();
    expect(seen[0]!.DEPLOY_KEY).toBeUndefined();
    expect(seen[0]!.PUBLIC_SHOPIFY_STORE_DOMAIN).toBe("http://127.0.0.1:1");
    expect(await stagingLeft()).toEqual([]);
  });

  /** Pages (by path under the output folder) each build found in place when Astro began. */
  let seenAtStart: string[][] = [];
  /** What Astro does here: write some files, and its manifest of the keyed pages into its cache folder. */
  const astroWriting =
    (pages: Record<string, string>, keyed: string[], { fail, alsoWrite }: { fail?: string; alsoWrite?: (outDir: string) => Promise<void> } = {}): AstroRunner =>
    async (_args, env, io) => {
      const outDir = env.OUT_DIR!;
      seenAtStart.push((await readdir(outDir, { recursive: true }).catch(() => [])).filter((p) => p.endsWith(".html")).sort());
      for (const [page, body] of Object.entries(pages)) {
        await mkdir(join(outDir, page, ".."), { recursive: true });
        await writeFile(join(outDir, page), body);
      }
      await alsoWrite?.(outDir);
      if (fail) {
        io.log(fail);
        throw new Error("astro build failed (exit code 1)");
      }
      const paths = Object.fromEntries(keyed.map((page) => [`/${page}`, { cacheKey: "k", outputFile: page }]));
      await mkdir(env.ASTRO_CACHE_DIR!, { recursive: true });
      await writeFile(join(env.ASTRO_CACHE_DIR!, "incremental-build.json"), JSON.stringify({ version: 1, routes: { "src/pages/x.astro": { paths } } }));
    };
  const site = { "index.html": "home", "products/honey/index.html": "honey", "_astro/app.1a2b.js": "app" };
  const keyed = ["products/honey/index.html"];
  const liveOf = (build: { id: string; dir: string }) => ({ id: build.id, dir: build.dir });
  const fromWorkFolder = (task: { lines: string[] }) => /starting from the work folder/.test(task.lines.join("\n"));
  const cacheRootOf = () => join(root.dir, "astro-cache");
  afterEach(async () => rm(workFolderOf(cacheRootOf(), projectRoot), { recursive: true, force: true }));
  /** A builder keeping its state in the test's folder, Astro played by `astro.runner` (changeable), one build made. */
  const builtOnce = async () => {
    const cacheRoot = cacheRootOf();
    seenAtStart = [];
    const astro = { runner: astroWriting(site, keyed) };
    const builder = siteBuilder({}, { runAstro: (...args) => astro.runner(...args), readNames: async () => names, cacheDir: cacheRoot });
    const first = job();
    await builder(first);
    return { cacheRoot, astro, builder, first };
  };
  const inode = async (path: string) => (await stat(path)).ino;

  it("builds into the work folder, links unchanged files from the live build, copies changed ones, and drops deleted pages", async () => {
    const cacheRoot = cacheRootOf();
    seenAtStart = [];
    let runner: AstroRunner = astroWriting(
      { "index.html": "home", "products/honey/index.html": "honey", "products/jam/index.html": "jam", "products/gone/index.html": "gone" },
      ["products/honey/index.html", "products/jam/index.html", "products/gone/index.html"],
    );
    const builder = siteBuilder({}, { runAstro: (...args) => runner(...args), readNames: async () => names, cacheDir: cacheRoot });
    const first = job();
    await builder(first);
    const work = workFolderOf(cacheRoot, projectRoot);
    // Astro built into the work folder, which is not the release, and the release shares no file with it.
    expect(await readFile(join(work, "products/jam/index.html"), "utf8")).toBe("jam");
    expect(await inode(join(first.dir, "products/jam/index.html"))).not.toBe(await inode(join(work, "products/jam/index.html")));

    // The jam changed and "gone" was deleted: the build finds the pages in place, writes the jam afresh, and the
    // deleted page's file does not stay behind.
    runner = astroWriting({ "index.html": "home", "products/jam/index.html": "jam, new harvest" }, ["products/honey/index.html", "products/jam/index.html"]);
    const second = { ...job(), live: liveOf(first) };
    await builder(second);
    expect(seenAtStart[1]).toEqual(["products/gone/index.html", "products/honey/index.html", "products/jam/index.html"]);
    expect(fromWorkFolder(second)).toBe(true);
    expect(await readdir(join(second.dir, "products"))).toEqual(expect.arrayContaining(["honey", "jam"]));
    expect(existsSync(join(second.dir, "products/gone"))).toBe(false);
    expect(await readFile(join(second.dir, "products/jam/index.html"), "utf8")).toBe("jam, new harvest");
    expect(await readFile(join(first.dir, "products/jam/index.html"), "utf8")).toBe("jam");
    // The unchanged honey page is the live build's own file; the rewritten home page and jam are copies.
    expect(await inode(join(second.dir, "products/honey/index.html"))).toBe(await inode(join(first.dir, "products/honey/index.html")));
    expect(await inode(join(second.dir, "index.html"))).not.toBe(await inode(join(first.dir, "index.html")));
    expect(second.lines.join("\n")).toMatch(/release made from the work folder: 1 files linked from the live build \S+, 2 copied/);
  });

  it("keeps every release whole whatever writes into the work folder, in place or not", async () => {
    const { astro, builder, first, cacheRoot } = await builtOnce();
    const liveBefore = await hashTree(first.dir);
    // Astro's stand-in writes into every file of the work folder in place: through an open file, appended, and
    // truncated, as a worker or native code might. Nothing of it may reach the live build.
    astro.runner = astroWriting({}, keyed, {
      alsoWrite: async (outDir) => {
        const handle = await open(join(outDir, "products/honey/index.html"), "r+");
        await handle.write("HONEY", 0);
        await handle.close();
        await appendFile(join(outDir, "products/honey/index.html"), " and more");
        await writeFile(join(outDir, "index.html"), "home, rewritten");
        await writeFile(join(outDir, "_astro/app.1a2b.js"), "app");
      },
    });
    const second = { ...job(), live: liveOf(first) };
    await builder(second);
    expect(await hashTree(first.dir)).toEqual(liveBefore);
    expect(await readFile(join(second.dir, "products/honey/index.html"), "utf8")).toBe("HONEY and more");
    expect(await readFile(join(second.dir, "index.html"), "utf8")).toBe("home, rewritten");
    expect(existsSync(join(workFolderOf(cacheRoot, projectRoot), "products/honey/index.html"))).toBe(true);
  });

  it("does not publish a build during which the live build changed (the tripwire), and renders every page next", async () => {
    const { astro, builder, first } = await builtOnce();
    astro.runner = astroWriting(site, keyed, { alsoWrite: async () => writeFile(join(first.dir, "products/honey/index.html"), "changed behind our back") });
    const second = { ...job(), live: liveOf(first) };
    const error = await builder(second).catch((e: unknown) => e);
    expect(String(error)).toMatch(/file\(s\) of the live build \S+ changed while this build ran \(products\/honey\/index.html\)/);
    expect(isRetryable(error)).toBe(true);
    astro.runner = astroWriting(site, keyed);
    const third = { ...job(), live: liveOf(first) };
    await builder(third);
    expect(fromWorkFolder(third)).toBe(false);
    expect(third.lines.join("\n")).toMatch(/rendering every page: the last build into the work folder did not end well/);
    expect(seenAtStart.at(-1)).toEqual([]);
  });

  it("renders every page after a build that failed halfway, and starts from the work folder again after a good one", async () => {
    const { astro, builder, first } = await builtOnce();
    astro.runner = astroWriting({ ...site, "products/honey/index.html": "honey, half written" }, keyed, { fail: "Storefront operation GetProducts failed (HTTP 502): Bad Gateway" });
    const error = await builder({ ...job(), live: liveOf(first) }).catch((e: unknown) => e);
    expect(isRetryable(error)).toBe(true);
    astro.runner = astroWriting(site, keyed);
    const third = { ...job(), live: liveOf(first) };
    await builder(third);
    expect(fromWorkFolder(third)).toBe(false);
    expect(seenAtStart.at(-1)).toEqual([]);
    const fourth = { ...job(), live: liveOf(third) };
    await builder(fourth);
    expect(fromWorkFolder(fourth)).toBe(true);
  });

  it("does not start from a work folder built from other code or settings", async () => {
    const { cacheRoot, astro, first } = await builtOnce();
    const other = siteBuilder({ PUBLIC_REVIEWS_URL: "https://reviews.example/" }, { runAstro: astro.runner, readNames: async () => names, cacheDir: cacheRoot });
    const second = { ...job(), live: liveOf(first) };
    await other(second);
    expect(fromWorkFolder(second)).toBe(false);
    expect(second.lines.join("\n")).toMatch(/rendering every page: the code or settings changed/);
  });

  it("builds again, rendering every page, when the live build's scripts are not all in the new one", async () => {
    const { astro, builder, first } = await builtOnce();
    // The bundler named the script differently: the reused honey page would load a script that is not there.
    const { "_astro/app.1a2b.js": _old, ...renamed } = site;
    astro.runner = astroWriting({ ...renamed, "_astro/app.9f8e.js": "app" }, keyed);
    const second = { ...job(), live: liveOf(first) };
    const error = await builder(second).catch((e: unknown) => e);
    expect(String(error)).toMatch(/lacks 1 of the live build's scripts \(app\.1a2b\.js\)/);
    expect(isRetryable(error)).toBe(true);
    const third = { ...job(), live: liveOf(first) };
    await builder(third);
    expect(fromWorkFolder(third)).toBe(false);
  });

  it("reads the store's names again while Astro writes its pages, and counts the reused pages in one line", async () => {
    let reads = 0;
    const astro: AstroRunner = async (_args, env, io) => {
      expect(reads).toBe(1);
      io.log("12:00:01   ├─ /index.html (+3ms)");
      // Every getStaticPaths has run once Astro lists a page: the second read starts before the build ends.
      await vi.waitFor(() => expect(reads).toBe(2));
      io.log("12:00:01   ├─ /products/jam/index.html (cached)");
      io.log("12:00:01   ├─ /products/honey/index.html (cached)");
      await mkdir(join(env.OUT_DIR!, "products", "honey"), { recursive: true });
      await writeFile(join(env.OUT_DIR!, "index.html"), "home");
      await writeFile(join(env.OUT_DIR!, "products", "honey", "index.html"), "honey");
    };
    const task = job();
    await siteBuilder({}, { runAstro: astro, readNames: async () => (reads++, names) })(task);
    expect(reads).toBe(2);
    expect(task.lines.filter((line) => line.includes("(cached)"))).toEqual([]);
    expect(task.lines).toContain("12:00:01   ├─ /index.html (+3ms)");
    expect(task.lines).toContain("[rebuilder] 2 pages reused unchanged (their data and code are the last build's)");
  });

  it("leaves no folder behind when Astro fails", async () => {
    const failing: AstroRunner = async (_args, env) => {
      await mkdir(env.OUT_DIR!, { recursive: true });
      await writeFile(join(env.OUT_DIR!, "index.html"), "half");
      throw new Error("astro build failed (exit code 1)");
    };
    const task = job();
    await expect(siteBuilder({}, { runAstro: failing, readNames: async () => names })(task)).rejects.toThrow(/exit code 1/);
    expect(existsSync(task.dir)).toBe(false);
    expect(await stagingLeft()).toEqual([]);
  });

  it("fails when the store cannot be read, before building anything", async () => {
    let built = false;
    const task = job();
    const builder = siteBuilder({}, { runAstro: async () => void (built = true), readNames: async () => Promise.reject(new StorefrontError("RebuilderFarmerIds", "Unauthorized", 401)) });
    const error: unknown = await builder(task).catch((e: unknown) => e);
    expect(String(error)).toMatch(/401/);
    // A refused token is not fixed by waiting: no retry.
    expect(isRetryable(error)).toBe(false);
    expect(built).toBe(false);
  });

  it("marks a failure the store caused (no answer, 5xx) as worth retrying, in the reads and in Astro's build", async () => {
    const down = siteBuilder({}, { runAstro: async () => {}, readNames: async () => Promise.reject(new StorefrontError("RebuilderProductHandles", "Service Unavailable", 503)) });
    const fromReads: unknown = await down(job()).catch((e: unknown) => e);
    expect(fromReads).toBeInstanceOf(RetryableBuildError);
    expect(String(fromReads)).toMatch(/HTTP 503/);

    const astroMeetsOutage: AstroRunner = async (_args, _env, io) => {
      io.log("Storefront operation GetProducts failed (HTTP 502): Bad Gateway");
      throw new Error("astro build failed (exit code 1)");
    };
    const task = job();
    const fromAstro: unknown = await siteBuilder({}, { runAstro: astroMeetsOutage, readNames: async () => names })(task).catch((e: unknown) => e);
    expect(isRetryable(fromAstro)).toBe(true);
    expect(task.lines).toContain("Storefront operation GetProducts failed (HTTP 502): Bad Gateway");

    const astroBreaks: AstroRunner = async (_args, _env, io) => {
      io.log("TypeError: Cannot read properties of undefined");
      throw new Error("astro build failed (exit code 1)");
    };
    const broken: unknown = await siteBuilder({}, { runAstro: astroBreaks, readNames: async () => names })(job()).catch((e: unknown) => e);
    expect(isRetryable(broken)).toBe(false);
  });
});
