// The coalescer (one run, one waiting batch), the bounded memory of webhook ids, and the log helpers.
import { describe, expect, it } from "vitest";
import { createCoalescer } from "../../../src/services/rebuilder/coalescer.ts";
import { SeenIds } from "../../../src/services/rebuilder/dedupe.ts";
import { jsonLogger, lineSplitter, Tail } from "../../../src/services/shared/log.ts";
import { gate } from "./support.ts";

/** Lets pending timers (setTimeout 0) and promise callbacks run. */
const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("coalescer", () => {
  it("runs a burst during a run as exactly one more run, holding every item of the burst", async () => {
    const batches: number[][] = [];
    const release = gate();
    let concurrent = 0;
    let maxConcurrent = 0;
    const queue = createCoalescer<number>(async (batch) => {
      batches.push(batch);
      concurrent++;
      maxConcurrent = Math.max(maxConcurrent, concurrent);
      if (batches.length === 1) await release.promise;
      concurrent--;
    });
    queue.add(0);
    await turn();
    expect(batches).toEqual([[0]]);
    for (let i = 1; i <= 50; i++) queue.add(i);
    expect(queue.state()).toEqual({ running: [0], pending: Array.from({ length: 50 }, (_, i) => i + 1) });
    release.open();
    await queue.idle();
    expect(batches).toHaveLength(2);
    expect(batches[1]).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(maxConcurrent).toBe(1);
    expect(queue.state()).toEqual({ running: null, pending: null });
  });

  it("never starts a run inside add(): the caller answers first", async () => {
    let runs = 0;
    const queue = createCoalescer<string>(async () => {
      runs++;
    });
    queue.add("a");
    expect(runs).toBe(0);
    await queue.idle();
    expect(runs).toBe(1);
  });

  it("gathers what arrives within the settle time into the first run", async () => {
    const batches: string[][] = [];
    const queue = createCoalescer<string>(async (batch) => void batches.push(batch), { settleMs: 30 });
    queue.add("a");
    queue.add("b");
    await turn();
    queue.add("c");
    await queue.idle();
    expect(batches).toEqual([["a", "b", "c"]]);
  });

  it("goes on after a run that throws, and reports the error", async () => {
    const errors: unknown[] = [];
    const seen: string[][] = [];
    const first = gate();
    const queue = createCoalescer<string>(
      async (batch) => {
        seen.push(batch);
        if (batch[0] === "bad") {
          await first.promise;
          throw new Error("build broke");
        }
      },
      { onError: (error) => errors.push(error) },
    );
    queue.add("bad");
    await turn();
    queue.add("next");
    first.open();
    await queue.idle();
    expect(seen).toEqual([["bad"], ["next"]]);
    expect(errors).toHaveLength(1);
  });

  it("idle() resolves at once when nothing is queued", async () => {
    const queue = createCoalescer<string>(async () => {});
    await expect(queue.idle()).resolves.toBeUndefined();
  });
});

describe("SeenIds", () => {
  it("says true the first time an id is seen and false after", () => {
    const seen = new SeenIds(10);
    expect(seen.firstSighting("a")).toBe(true);
    expect(seen.firstSighting("a")).toBe(false);
    expect(seen.firstSighting("b")).toBe(true);
  });

  it("keeps at most `capacity` ids, forgetting the oldest first", () => {
    const seen = new SeenIds(3);
    for (const id of ["a", "b", "c", "d"]) seen.firstSighting(id);
    expect(seen.size).toBe(3);
    expect(seen.firstSighting("b")).toBe(false);
    expect(seen.firstSighting("d")).toBe(false);
    // "a" was the oldest and is forgotten.
    expect(seen.firstSighting("a")).toBe(true);
    for (let i = 0; i < 10_000; i++) seen.firstSighting(`id-${i}`);
    expect(seen.size).toBe(3);
  });

  it("refuses a capacity that is not a positive whole number", () => {
    expect(() => new SeenIds(0)).toThrow(RangeError);
    expect(() => new SeenIds(1.5)).toThrow(RangeError);
  });
});

describe("log helpers", () => {
  it("writes one JSON object per line with time, service and event", () => {
    const lines: string[] = [];
    const log = jsonLogger((line) => lines.push(line), () => new Date("2026-11-01T12:00:00Z"));
    log("build-failed", { build: "x", error: new Error("astro failed\nsecond line") });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain("\n");
    expect(JSON.parse(lines[0]!)).toEqual({ time: "2026-11-01T12:00:00.000Z", service: "rebuilder", event: "build-failed", build: "x", error: "astro failed\nsecond line" });
  });

  it("splits chunks into lines, even across a multi-byte character, and drops colour codes", () => {
    const lines: string[] = [];
    const split = lineSplitter((line) => lines.push(line));
    const text = Buffer.from("first\n\u001b[32mgreen\u001b[39m line\r\nFarm café\nlast");
    const cut = text.indexOf(Buffer.from("é")) + 1; // inside the two bytes of "é"
    split.write(text.subarray(0, cut));
    split.write(text.subarray(cut));
    split.flush();
    expect(lines).toEqual(["first", "green line", "Farm café", "last"]);
  });

  it("keeps only the last lines, each bounded", () => {
    const tail = new Tail(3, 10);
    for (let i = 0; i < 100; i++) tail.push(`line ${i}`);
    tail.push("y".repeat(50));
    expect(tail.lines()).toEqual(["line 98", "line 99", `${"y".repeat(10)}…`]);
  });
});
