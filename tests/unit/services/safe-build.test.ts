// The build only ever replaces a good site with a good site: a failed, empty or shrunken build leaves the last
// good one exactly as it was.
import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { countPages, refuseShrink, safeBuild } from "../../../src/services/shared/safe-build.ts";
import { projectRoot } from "../../../src/services/shared/project.ts";

let work: string;
beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), "safe-build-"));
});
afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

/** A stand-in for `astro build` that writes a home page and `products` product pages, or fails halfway. */
const fakeAstro = (products: number, fail = false) => async (_args: string[], env: NodeJS.ProcessEnv) => {
  const out = env.OUT_DIR!;
  await mkdir(out, { recursive: true });
  for (let i = 0; i < products; i++) await mkdir(join(out, "products", `p${i}`), { recursive: true });
  if (fail) throw new Error("astro build failed (exit code 1)");
  await writeFile(join(out, "index.html"), `<h1>${products} products</h1>`);
};

describe("safeBuild", () => {
  it("puts a successful build in place and counts its pages", async () => {
    const outDir = join(work, "site");
    const result = await safeBuild({ OUT_DIR: outDir }, [], fakeAstro(3));
    expect(result.pages.products).toBe(3);
    expect(await readFile(join(outDir, "index.html"), "utf8")).toBe("<h1>3 products</h1>");
  });

  it("leaves the previous site untouched when the build fails partway", async () => {
    const outDir = join(work, "site");
    await safeBuild({ OUT_DIR: outDir }, [], fakeAstro(4));
    await expect(safeBuild({ OUT_DIR: outDir }, [], fakeAstro(9, true))).rejects.toThrow(/exit code 1/);
    expect(await readFile(join(outDir, "index.html"), "utf8")).toBe("<h1>4 products</h1>");
    expect((await readdir(join(outDir, "products"))).length).toBe(4);
    // Nothing half-built is left beside it either.
    expect((await readdir(work)).sort()).toEqual(["site"]);
  });

  it("refuses a catalogue that shrank far below the last good build, unless told it is meant", async () => {
    const outDir = join(work, "site");
    await safeBuild({ OUT_DIR: outDir }, [], fakeAstro(93));
    await expect(safeBuild({ OUT_DIR: outDir }, [], fakeAstro(5))).rejects.toThrow(/5 product pages where the last good build had 93/);
    expect((await countPages(outDir))!.products).toBe(93);
    await safeBuild({ OUT_DIR: outDir, ALLOW_CATALOGUE_SHRINK: "1" }, [], fakeAstro(5));
    expect((await countPages(outDir))!.products).toBe(5);
  });

  it("refuses an OUT_DIR that would hold the project itself", async () => {
    await expect(safeBuild({ OUT_DIR: projectRoot }, [], fakeAstro(1))).rejects.toThrow(/would hold the project/);
    await expect(safeBuild({ OUT_DIR: join(projectRoot, "..") }, [], fakeAstro(1))).rejects.toThrow(/would hold the project/);
  });
});

describe("refuseShrink", () => {
  const pages = (products: number) => ({ products, collections: 13, farms: 15, posts: 34 });
  it("allows growth, small shrinks and first builds", () => {
    expect(refuseShrink(null, pages(5))).toBeNull();
    expect(refuseShrink(pages(93), pages(120))).toBeNull();
    expect(refuseShrink(pages(93), pages(47))).toBeNull();
  });
  it("refuses losing more than half", () => {
    expect(refuseShrink(pages(93), pages(46))).toMatch(/46 product pages/);
  });
});
