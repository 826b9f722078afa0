// The rebuilder's warm path around the warm builder (incremental.ts continueWarm), with Astro and the warm builder
// played by functions that write into the work folder: the release made from links prepared while the build ran,
// what the live build keeps, and what happens when the warm builder cannot build (the same build made by Astro, a
// store outage tried again later, a half-written work folder rebuilt whole).
import { existsSync } from "node:fs";
import { mkdir, readFile, rm, stat, symlink, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { projectRoot } from "../../../src/services/shared/project.ts";
import { incrementalBuilds, workFolderOf, type WarmContinuation } from "../../../src/services/rebuilder/incremental.ts";
import { StorefrontError } from "../../../src/lib/storefront/client.ts";
import { newBuildId } from "../../../src/services/rebuilder/releases.ts";
import { WarmBuildError, warmBuilds } from "../../../src/services/rebuilder/warm-client.ts";
import { hashTree, tempDir } from "./support.ts";

const site: Record<string, string> = {
  "index.html": "home",
  "products/honey/index.html": "honey",
  "products/jam/index.html": "jam",
  "_astro/app.1a2b.js": "app",
};
const keyed = ["products/honey/index.html", "products/jam/index.html"];

/** Astro's build: every file of `pages`, and its manifest of the keyed pages. */
async function astroWrites(env: Record<string, string>, pages: Record<string, string>): Promise<void> {
  for (const [page, body] of Object.entries(pages)) {
    await mkdir(join(env.OUT_DIR!, page, ".."), { recursive: true });
    await writeFile(join(env.OUT_DIR!, page), body);
  }
  const paths = Object.fromEntries(keyed.filter((page) => page in pages).map((page) => [`/${page}`, { cacheKey: "k", outputFile: page }]));
  await mkdir(env.ASTRO_CACHE_DIR!, { recursive: true });
  await writeFile(join(env.ASTRO_CACHE_DIR!, "incremental-build.json"), JSON.stringify({ version: 1, routes: { "src/pages/x.astro": { paths } } }));
}

describe("the rebuilder's warm path", () => {
  let root: ReturnType<typeof tempDir>;
  let builds: ReturnType<typeof incrementalBuilds>;
  const cacheRoot = () => join(root.dir, "astro-cache");
  beforeEach(() => {
    root = tempDir("rebuilder-warm-");
    builds = incrementalBuilds(cacheRoot(), projectRoot);
  });
  afterEach(async () => {
    await rm(workFolderOf(cacheRoot(), projectRoot), { recursive: true, force: true });
    root.remove();
  });

  const job = (live: { id: string; dir: string } | null) => {
    const id = newBuildId();
    const lines: string[] = [];
    return { id, dir: join(root.dir, "builds", id), live, signal: new AbortController().signal, log: (line: string) => lines.push(line), lines };
  };
  /** A first build by Astro, live; then the warm builder's turn. */
  const firstBuild = async () => {
    const first = job(null);
    await builds.build(first, {}, (env) => astroWrites(env, site));
    return { id: first.id, dir: first.dir };
  };
  const warmWriting = (write: (outDir: string) => Promise<void>): WarmContinuation & { runs: number } => {
    const warm = {
      runs: 0,
      canContinue: () => true,
      run: async (env: Record<string, string>) => {
        warm.runs++;
        await write(env.OUT_DIR!);
      },
    };
    return warm;
  };

  it("makes the release from the live one's links, the changed page copied and the page gone removed", async () => {
    const live = await firstBuild();
    const liveBefore = await hashTree(live.dir);
    const second = job(live);
    const warm = warmWriting(async (outDir) => {
      await writeFile(join(outDir, "products/honey/index.html"), "honey, new harvest");
      await unlink(join(outDir, "products/jam/index.html"));
    });
    let astroRan = false;
    await builds.build(second, {}, async () => void (astroRan = true), warm);
    expect(warm.runs).toBe(1);
    expect(astroRan).toBe(false);
    expect(second.lines.join("\n")).toMatch(/continuing in the warm builder/);
    expect(await readFile(join(second.dir, "products/honey/index.html"), "utf8")).toBe("honey, new harvest");
    expect(existsSync(join(second.dir, "products/jam"))).toBe(false);
    // Unchanged files are the live build's own (links), the changed one a file of its own.
    expect((await stat(join(second.dir, "index.html"))).ino).toBe((await stat(join(live.dir, "index.html"))).ino);
    expect((await stat(join(second.dir, "products/honey/index.html"))).ino).not.toBe((await stat(join(live.dir, "products/honey/index.html"))).ino);
    expect(await hashTree(live.dir)).toEqual(liveBefore);
  });

  it("makes the release when a page's path turns from a folder into a file, and back", async () => {
    const live = await firstBuild();
    const second = job(live);
    await builds.build(second, {}, async () => {}, warmWriting(async (outDir) => {
      await rm(join(outDir, "products/jam"), { recursive: true });
      await writeFile(join(outDir, "products/jam"), "jam as a file");
    }));
    expect(await readFile(join(second.dir, "products/jam"), "utf8")).toBe("jam as a file");
    const third = job({ id: second.id, dir: second.dir });
    await builds.build(third, {}, async () => {}, warmWriting(async (outDir) => {
      await rm(join(outDir, "products/jam"));
      await mkdir(join(outDir, "products/jam"));
      await writeFile(join(outDir, "products/jam/index.html"), "jam again");
    }));
    expect(await readFile(join(third.dir, "products/jam/index.html"), "utf8")).toBe("jam again");
  });

  it("publishes no symbolic link the work folder holds, to a file or a folder, nor keeps the live file it replaced", async () => {
    const secret = join(root.dir, "outside.txt");
    await writeFile(secret, "a file of the machine, not of the site");
    const live = await firstBuild();
    const second = job(live);
    await builds.build(second, {}, async () => {}, warmWriting(async (outDir) => {
      await unlink(join(outDir, "products/honey/index.html"));
      await symlink(secret, join(outDir, "products/honey/index.html"));
      await symlink(secret, join(outDir, "leak.txt"));
      await symlink(root.dir, join(outDir, "machine"));
    }));
    for (const path of ["products/honey/index.html", "leak.txt", "machine"]) expect(existsSync(join(second.dir, path)), path).toBe(false);
    expect(await readFile(join(second.dir, "products/jam/index.html"), "utf8")).toBe("jam");
  });

  it("removes a symbolic link at a page's path before Astro builds, so the page is not written through it", async () => {
    const secret = join(root.dir, "outside.txt");
    await writeFile(secret, "a file of the machine, not of the site");
    const live = await firstBuild();
    const work = workFolderOf(cacheRoot(), projectRoot);
    await unlink(join(work, "products/honey/index.html"));
    await symlink(secret, join(work, "products/honey/index.html"));
    const second = job(live);
    await builds.build(second, {}, (env) => astroWrites(env, { ...site, "products/honey/index.html": "honey, rendered again" }));
    expect(await readFile(secret, "utf8")).toBe("a file of the machine, not of the site");
    expect(await readFile(join(second.dir, "products/honey/index.html"), "utf8")).toBe("honey, rendered again");
  });

  it("builds with Astro in the same build when the warm builder cannot build, the work folder untouched", async () => {
    const live = await firstBuild();
    const second = job(live);
    const warm: WarmContinuation = {
      canContinue: () => true,
      run: async () => {
        throw new WarmBuildError("the warm builder that made the last build is no longer running", false);
      },
    };
    await builds.build(second, {}, (env) => astroWrites(env, { ...site, "products/honey/index.html": "honey, by Astro" }), warm);
    expect(second.lines.join("\n")).toMatch(/building with Astro instead/);
    expect(second.lines.join("\n")).toMatch(/starting from the work folder/);
    expect(await readFile(join(second.dir, "products/honey/index.html"), "utf8")).toBe("honey, by Astro");
  });

  it("throws the store's outage as it is, and keeps the work folder for the next build", async () => {
    const live = await firstBuild();
    const outage = new StorefrontError("GetProductsById", "fetch failed");
    const warm: WarmContinuation = {
      canContinue: () => true,
      run: async () => {
        throw new WarmBuildError(outage.message, false, { cause: outage });
      },
    };
    const second = job(live);
    await expect(builds.build(second, {}, async () => {}, warm)).rejects.toBe(outage);
    expect(existsSync(second.dir)).toBe(false);
    // The next build starts from the work folder as the last good build left it, not from nothing.
    const third = job(live);
    await builds.build(third, {}, (env) => astroWrites(env, site));
    expect(third.lines.join("\n")).toMatch(/starting from the work folder: 2 pages/);
  });

  it("renders every page in the next build after a warm build that failed half way", async () => {
    const live = await firstBuild();
    const warm = warmWriting(async (outDir) => {
      await writeFile(join(outDir, "products/honey/index.html"), "honey, half writ");
      throw new WarmBuildError("render failed", true);
    });
    const second = job(live);
    await expect(builds.build(second, {}, async () => {}, warm)).rejects.toThrow(/render failed/);
    const third = job(live);
    await builds.build(third, {}, (env) => astroWrites(env, site));
    expect(third.lines.join("\n")).toMatch(/rendering every page: the last build into the work folder did not end well/);
    expect(await readFile(join(third.dir, "products/honey/index.html"), "utf8")).toBe("honey");
  });
});

describe("the warm builder's client", () => {
  const io = () => ({ signal: new AbortController().signal, log: () => {} });
  it("starts no build once closed, and never continues a builder that has not built", async () => {
    const client = warmBuilds();
    await expect(client.build({}, io(), { warm: true, items: null })).rejects.toMatchObject({ name: "WarmBuildError", touched: false });
    expect(client.canContinue({})).toBe(false);
    await client.close();
    await expect(client.build({}, io(), { warm: false, items: null })).rejects.toThrow(/stopping/);
  });
});
