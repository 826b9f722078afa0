// The checks before publishing: not empty, not shrunk far below the live build (unless forced), every page the
// catalogue names present.
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { defaultShrinkLimit, judge, missingPages, refuseShrink, requiredFiles } from "../../../src/services/rebuilder/guards.ts";
import { tempDir, writeSite } from "./support.ts";

const counts = (products: number) => ({ products, collections: 3, farms: 4, posts: 5 });

describe("shrink guard", () => {
  it("uses the safe build's limit (half) by default", () => {
    expect(defaultShrinkLimit).toBe(0.5);
    expect(refuseShrink(counts(100), counts(50))).toBeNull();
    expect(refuseShrink(counts(100), counts(49))).toMatch(/49 product pages where the live build has 100.*force/);
  });

  it("takes a configured limit", () => {
    expect(refuseShrink(counts(100), counts(89), 0.1)).not.toBeNull();
    expect(refuseShrink(counts(100), counts(90), 0.1)).toBeNull();
    expect(refuseShrink(counts(100), counts(1), 1)).toBeNull();
  });

  it("has nothing to compare with before the first build", () => {
    expect(refuseShrink(null, counts(1))).toBeNull();
    expect(refuseShrink(counts(0), counts(1))).toBeNull();
  });
});

describe("judge", () => {
  it("refuses an empty catalogue and a build without a home page, forced or not", () => {
    expect(judge({ pages: counts(0), previous: null, missing: [], force: true }).refusals).toEqual([expect.stringMatching(/no product pages/)]);
    expect(judge({ pages: null, previous: counts(10), missing: [], force: true }).refusals).toEqual([expect.stringMatching(/no home page/)]);
  });

  it("lets force lift the shrink guard only, and says it did", () => {
    const shrunk = { pages: counts(10), previous: counts(100), missing: [] };
    expect(judge(shrunk).refusals).toHaveLength(1);
    expect(judge({ ...shrunk, force: true })).toEqual({ refusals: [], forced: true });
    const forcedButMissing = judge({ ...shrunk, force: true, missing: ["products/a/index.html"] });
    expect(forcedButMissing.refusals).toEqual([expect.stringMatching(/lacks 1 required page: products\/a\/index.html/)]);
  });

  it("passes a healthy build without marking it forced", () => {
    expect(judge({ pages: counts(100), previous: counts(100), missing: [], force: true })).toEqual({ refusals: [], forced: false });
  });

  it("names the first missing pages and how many there are", () => {
    const missing = Array.from({ length: 25 }, (_, i) => `products/p${i}/index.html`);
    const [refusal] = judge({ pages: counts(10), previous: null, missing }).refusals;
    expect(refusal).toMatch(/lacks 25 required pages: products\/p0\/index.html, .*products\/p9\/index.html, …$/);
    expect(refusal).not.toContain("p10/");
  });
});

describe("missingPages", () => {
  let dir: ReturnType<typeof tempDir>;
  beforeEach(() => (dir = tempDir("rebuilder-guards-")));
  afterEach(() => dir.remove());

  it("finds nothing missing when every named page was written", async () => {
    const names = await writeSite(dir.dir, { products: 5, collections: 2, farms: 3, pageSize: 100 });
    expect(requiredFiles(names)).toContain("farm/Farm & Field 0/index.html");
    expect(await missingPages(dir.dir, names)).toEqual([]);
  });

  it("lists the home page and each product, collection and farm page the build left out", async () => {
    const names = await writeSite(dir.dir, { products: 3, pageSize: 100 });
    const { rm } = await import("node:fs/promises");
    await rm(join(dir.dir, "index.html"));
    const expected = { ...names, products: [...names.products, "gone"], collections: [...names.collections, "also-gone"], farms: [...names.farms, "Lost Farm"] };
    expect(await missingPages(dir.dir, expected)).toEqual([
      "index.html",
      "products/gone/index.html",
      "collections/also-gone/index.html",
      "farm/Lost Farm/index.html",
    ]);
  });

  it("checks the farms by number when only the number of farmers is known", async () => {
    const names = await writeSite(dir.dir, { products: 1, farms: 3, pageSize: 100 });
    await mkdir(join(dir.dir, "farm", "Folder Without Page"), { recursive: true });
    const byCount = { products: names.products, collections: names.collections, farms: [] };
    expect(await missingPages(dir.dir, { ...byCount, farmCount: 3 })).toEqual([]);
    expect(await missingPages(dir.dir, { ...byCount, farmCount: 4 })).toEqual(["farm/ (3 farm pages where the store has 4 farmers)"]);
  });

  it("counts a folder without its index.html as missing", async () => {
    await mkdir(join(dir.dir, "products", "empty"), { recursive: true });
    await writeFile(join(dir.dir, "index.html"), "home");
    expect(await missingPages(dir.dir, { products: ["empty"], collections: [], farms: [] })).toEqual(["products/empty/index.html"]);
  });

  it("never looks outside the build for a name that is not a usable folder name", async () => {
    // A page that exists one level up must not satisfy "products/../index.html".
    await writeFile(join(dir.dir, "index.html"), "home");
    const missing = await missingPages(dir.dir, { products: [".."], collections: ["a/b"], farms: [""] });
    expect(missing).toHaveLength(3);
    expect(missing.every((entry) => entry.includes("not a usable page name"))).toBe(true);
  });
});
