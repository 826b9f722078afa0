// Batches and bounded concurrency for independent Storefront requests (src/lib/storefront/batching.ts).
import { describe, expect, it } from "vitest";
import { chunks, mapConcurrently } from "../../../src/lib/storefront/batching.ts";

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe("chunks", () => {
  it("cuts a list into runs of at most the size, in order", () => {
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunks([], 250)).toEqual([]);
    expect(() => chunks([1], 0)).toThrow(RangeError);
  });
});

describe("mapConcurrently", () => {
  it("keeps the order of the items and never runs more than the limit at once", async () => {
    let running = 0;
    let most = 0;
    const results = await mapConcurrently([5, 1, 4, 2, 3, 0, 6], 3, async (n, i) => {
      running++;
      most = Math.max(most, running);
      for (let t = 0; t < n; t++) await tick();
      running--;
      return `${i}:${n}`;
    });
    expect(results).toEqual(["0:5", "1:1", "2:4", "3:2", "4:3", "5:0", "6:6"]);
    expect(most).toBe(3);
  });

  it("rejects with the first failure and starts nothing after it", async () => {
    const started: number[] = [];
    const failure = mapConcurrently([0, 1, 2, 3, 4, 5], 2, async (n) => {
      started.push(n);
      await tick();
      if (n === 1) throw new Error("store said no");
      await tick();
      return n;
    });
    await expect(failure).rejects.toThrow("store said no");
    await tick();
    await tick();
    // Item 0 was under way when 1 failed; it finishes, and its worker takes nothing more.
    expect(started).toEqual([0, 1]);
  });

  it("does nothing for no items", async () => {
    expect(await mapConcurrently([], 4, async () => 1)).toEqual([]);
  });
});
