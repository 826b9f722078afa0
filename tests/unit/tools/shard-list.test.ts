// The large shop workflow's shard setting (scripts/large-shop/shard-list.ts): a whole number from 1 to 64, and the
// shards 1..N the matrix runs. Expected values are written out from that rule, not computed by the module.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseShardCount, ShardCountError, shardNumbers } from "../../../scripts/large-shop/shard-list.ts";
import { projectRoot } from "../../../src/services/shared/project.ts";

describe("the shard count", () => {
  it("takes a whole number from 1 to 64, as the setting writes it", () => {
    expect(parseShardCount("1")).toBe(1);
    expect(parseShardCount("4")).toBe(4);
    expect(parseShardCount("64")).toBe(64);
    expect(parseShardCount(" 8\n")).toBe(8);
    expect(parseShardCount("08")).toBe(8);
  });

  it("refuses anything else with a sentence naming what it was given", () => {
    for (const setting of ["0", "65", "100", "-1", "2.5", "4.0", "1e1", "0x10", "four", "", " ", "4 shards", "Infinity", "NaN"]) {
      expect(() => parseShardCount(setting), JSON.stringify(setting)).toThrow(ShardCountError);
      expect(() => parseShardCount(setting)).toThrow(`the shard count "${setting}" is not a whole number from 1 to 64`);
    }
  });
});

describe("the shard list", () => {
  it("numbers the shards from 1, as --shard I/N names them", () => {
    expect(shardNumbers(1)).toEqual([1]);
    expect(shardNumbers(4)).toEqual([1, 2, 3, 4]);
    const all = shardNumbers(64);
    expect(all).toHaveLength(64);
    expect(all[0]).toBe(1);
    expect(all[63]).toBe(64);
    expect(new Set(all).size).toBe(64);
  });
});

describe("node scripts/large-shop/shard-list.ts", { timeout: 60_000 }, () => {
  const tool = join(projectRoot, "scripts/large-shop/shard-list.ts");

  it("prints the lines the workflow appends to its outputs", () => {
    expect(execFileSync(process.execPath, [tool, "3"], { encoding: "utf8" })).toBe("count=3\nshards=[1,2,3]\n");
  });

  it("exits 1 with the sentence and what to change, printing nothing on stdout", () => {
    let failure: { status: number; stdout: string; stderr: string } | undefined;
    try {
      execFileSync(process.execPath, [tool, "99"], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    } catch (error) {
      failure = error as typeof failure;
    }
    expect(failure?.status).toBe(1);
    expect(failure?.stdout).toBe("");
    expect(failure?.stderr).toContain('the shard count "99" is not a whole number from 1 to 64');
    expect(failure?.stderr).toContain("BUILD_SHARDS");
  });
});
