// Which shard renders which page (src/lib/shards.ts): every page exactly one shard, the same answer every time and in
// every process, spread evenly enough that N shards each take about 1/N of the pages.
import { appendFileSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { keepShard, parseShard, shardOfPath } from "../../../src/lib/shards.ts";

const paths = Array.from({ length: 5000 }, (_, i) => `/products/product-${i}-${(i * 7919) % 1000}`);

describe("parseShard", () => {
  it("reads I/N and nothing else", () => {
    expect(parseShard(undefined)).toBeNull();
    expect(parseShard(" ")).toBeNull();
    expect(parseShard("2/4")).toEqual({ index: 2, count: 4 });
    expect(parseShard("1/1")).toEqual({ index: 1, count: 1 });
    for (const bad of ["0/4", "5/4", "2/0", "1/65", "2", "a/b", "2/4/1", "-1/4", "1.5/4"]) {
      expect(() => parseShard(bad), bad).toThrow(/I\/N/);
    }
  });
});

describe("shardOfPath", () => {
  it("puts every page in exactly one of the N shards, the same one on every call", () => {
    for (const count of [1, 2, 3, 4, 8, 64]) {
      for (const path of paths.slice(0, 500)) {
        const shard = shardOfPath(path, count);
        expect(Number.isInteger(shard) && shard >= 1 && shard <= count).toBe(true);
        expect(shardOfPath(path, count)).toBe(shard);
      }
    }
  });

  it("gives each of 8 shards between 10% and 15% of 5,000 product pages", () => {
    const sizes = new Array(8).fill(0);
    for (const path of paths) sizes[shardOfPath(path, 8) - 1]++;
    for (const size of sizes) {
      expect(size / paths.length).toBeGreaterThan(0.1);
      expect(size / paths.length).toBeLessThan(0.15);
    }
  });

  it("tells apart paths that differ in one letter or only in non-ASCII letters", () => {
    const spread = new Set(["/farm/Café Alto", "/farm/Cafe Alto", "/farm/Cafè Alto", "/farm/Café Altos"].map((p) => shardOfPath(p, 64)));
    expect(spread.size).toBeGreaterThan(1);
  });
});

describe("keepShard", () => {
  it("keeps everything unsharded, and the shards' parts are disjoint and together whole", () => {
    expect(keepShard("products", paths, (p) => p, "page", {})).toEqual(paths);
    const parts = [1, 2, 3].map((index) => keepShard("products", paths, (p) => p, "page", { BUILD_SHARD: `${index}/3` }));
    expect(parts.flat().sort()).toEqual([...paths].sort());
    expect(new Set(parts.flat()).size).toBe(paths.length);
    for (const part of parts) expect(part.length).toBeGreaterThan(0);
  });

  it("records every path of the route in the plan, whichever shard it renders", async () => {
    const dir = await mkdtemp(join(tmpdir(), "shard-plan-"));
    try {
      const file = join(dir, "plan.jsonl");
      appendFileSync(file, "");
      keepShard("farms", ["/farm/A", "/farm/B", "/farm/C"], (p) => p, "page", { BUILD_SHARD: "2/2", SHARD_PLAN_FILE: file });
      expect(JSON.parse((await readFile(file, "utf8")).trim())).toEqual({ route: "farms", kind: "page", paths: ["/farm/A", "/farm/B", "/farm/C"] });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
