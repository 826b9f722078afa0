// The progress lines of the build's long steps, judged as an operator reads them (issue 23): every expected line
// below is written out by hand from the rules (en-US thousands separators, "45 s" / "3 min 5 s" / "1 h 2 min",
// a rate and a time left only when they can be known), never produced by the module itself.
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createProgress, formatDuration, progressLine } from "../../../src/lib/progress.ts";

/** A clock the test moves by hand. */
function manualClock(startAt = 1_700_000_000_000) {
  let at = startAt;
  return { now: () => at, advance: (ms: number) => void (at += ms) };
}

function recorder() {
  const lines: string[] = [];
  return { lines, print: (line: string) => void lines.push(line) };
}

describe("a progress line", () => {
  it("says how far, how fast and how long still, with a known total", () => {
    // 12,500 in 15 s: 833.3 a second; the 87,500 left take 105 s.
    expect(progressLine({ what: "products", done: 12_500, total: 100_000, elapsedMs: 15_000 })).toBe(
      "products: 12,500 of 100,000 (12.5%), 833/s, 1 min 45 s left",
    );
    // 100,000 of 4,000,000 in 100 s: 1,000 a second, 3,900 s (1 h 5 min) left.
    expect(progressLine({ what: "products", done: 100_000, total: 4_000_000, elapsedMs: 100_000 })).toBe(
      "products: 100,000 of 4,000,000 (2.5%), 1,000/s, 1 h 5 min left",
    );
  });

  it("says how many were read and how fast when the total is not known", () => {
    expect(progressLine({ what: "products", done: 12_500, elapsedMs: 15_000 })).toBe("products: 12,500 read, 833/s");
    expect(progressLine({ what: "products", done: 1_234_567, elapsedMs: 1_000_000 })).toBe("products: 1,234,567 read, 1,235/s");
  });

  it("names no rate and no time left before anything is done or before any time passed", () => {
    expect(progressLine({ what: "products", done: 0, total: 100_000, elapsedMs: 30_000 })).toBe("products: 0 of 100,000 (0%)");
    expect(progressLine({ what: "products", done: 0, elapsedMs: 30_000 })).toBe("products: 0 read");
    expect(progressLine({ what: "pages", done: 5, total: 100, elapsedMs: 0 })).toBe("pages: 5 of 100 (5%)");
    expect(progressLine({ what: "pages", done: 5, elapsedMs: 0 })).toBe("pages: 5 read");
  });

  it("names no time left once everything is done, and shows 100% only then", () => {
    expect(progressLine({ what: "pages", done: 100, total: 100, elapsedMs: 10_000 })).toBe("pages: 100 of 100 (100%), 10/s");
    expect(progressLine({ what: "pages", done: 99_999, total: 100_000, elapsedMs: 99_999 })).toBe(
      "pages: 99,999 of 100,000 (99.9%), 1,000/s, 1 s left",
    );
    // More than announced (products created during the read): the truth, and still no time left.
    expect(progressLine({ what: "products", done: 100_100, total: 100_000, elapsedMs: 100_100 })).toBe(
      "products: 100,100 of 100,000 (100.1%), 1,000/s",
    );
    expect(progressLine({ what: "farms", done: 0, total: 0, elapsedMs: 0 })).toBe("farms: 0 of 0 (100%)");
  });

  it("gives slow rates two significant digits instead of 0/s", () => {
    expect(progressLine({ what: "shards", done: 1, total: 8, elapsedMs: 400_000 })).toBe(
      "shards: 1 of 8 (12.5%), 0.0025/s, 46 min 40 s left",
    );
    expect(progressLine({ what: "pages", done: 25, elapsedMs: 10_000 })).toBe("pages: 25 read, 2.5/s");
  });

  it("never says NaN, Infinity or a negative number, whatever the counts and the time", () => {
    const anyCount = fc.oneof(fc.constantFrom(0, 1, 25_000, 25_001), fc.integer({ min: 0, max: 10_000_000_000 }));
    const anyElapsed = fc.oneof(fc.constantFrom(0, 1, -5), fc.integer({ min: -1_000, max: 100_000_000_000 }));
    fc.assert(
      fc.property(anyCount, fc.option(anyCount, { nil: undefined }), anyElapsed, (done, total, elapsedMs) => {
        const line = progressLine({ what: "products", done, total, elapsedMs });
        expect(line).not.toMatch(/NaN|Infinity|undefined|-/);
        // The rules, as the operator expects them: a rate exactly when something was done in some time,
        // a time left exactly when there is also a known remainder.
        const rateKnown = done > 0 && elapsedMs > 0;
        expect(line.includes("/s"), line).toBe(rateKnown);
        expect(line.endsWith(" left"), line).toBe(rateKnown && total !== undefined && done < total);
        expect(line.startsWith(`products: ${done.toLocaleString("en-US")} `), line).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });

  it("refuses counts that are not counts, with a sentence", () => {
    expect(() => progressLine({ what: "products", done: Number.NaN, elapsedMs: 1 })).toThrow("progress of products: NaN items done is not a count");
    expect(() => progressLine({ what: "products", done: 1, total: -1, elapsedMs: 1 })).toThrow("the total -1 is not a count");
  });
});

describe("durations", () => {
  it("read as seconds, minutes and seconds, or hours and minutes", () => {
    expect(formatDuration(45_000)).toBe("45 s");
    expect(formatDuration(185_000)).toBe("3 min 5 s");
    expect(formatDuration(180_000)).toBe("3 min");
    expect(formatDuration(3_720_000)).toBe("1 h 2 min");
    expect(formatDuration(3_600_000)).toBe("1 h");
    expect(formatDuration(59_600)).toBe("1 min");
    expect(formatDuration(30 * 3_600_000 + 59 * 60_000 + 40_000)).toBe("31 h");
    expect(formatDuration(1_000 * 3_600_000)).toBe("1,000 h");
    expect(formatDuration(400)).toBe("under 1 s");
    expect(formatDuration(0)).toBe("under 1 s");
  });
});

describe("a step's progress", () => {
  afterEach(() => vi.useRealTimers());

  it("prints nothing before the pace allows, then one line per interval however often it is told", () => {
    const clock = manualClock();
    const out = recorder();
    const progress = createProgress({ what: "products", total: 100_000, everyMs: 10_000, ...out, now: clock.now });
    // One product a millisecond: 35,000 calls of add over 35 s.
    for (let i = 0; i < 35_000; i++) {
      clock.advance(1);
      progress.add();
      if (i === 9_998) expect(out.lines).toEqual([]);
    }
    expect(out.lines).toEqual([
      "products: 10,000 of 100,000 (10%), 1,000/s, 1 min 30 s left",
      "products: 20,000 of 100,000 (20%), 1,000/s, 1 min 20 s left",
      "products: 30,000 of 100,000 (30%), 1,000/s, 1 min 10 s left",
    ]);
  });

  it("takes a total found as it goes: the lines count against what is known so far", () => {
    const clock = manualClock();
    const out = recorder();
    const progress = createProgress({ what: "pages", total: 0, everyMs: 1_000, ...out, now: clock.now });
    progress.grow(1_000);
    clock.advance(1_000);
    progress.add(500);
    progress.grow(1_000);
    clock.advance(1_000);
    progress.add(500);
    progress.done();
    expect(out.lines).toEqual(["pages: 500 of 1,000 (50%), 500/s, 1 s left", "pages: 1,000 of 2,000 (50%), 500/s, 2 s left", "pages: 1,000 of 2,000 in 2 s, 500/s"]);
    expect(() => progress.grow(-1)).toThrow(/cannot grow the total by -1/);
  });

  it("keeps its pace after a stall: one line when work resumes, not one for each interval missed", () => {
    const clock = manualClock();
    const out = recorder();
    const progress = createProgress({ what: "products", everyMs: 10_000, ...out, now: clock.now });
    progress.add(500);
    clock.advance(60_000);
    progress.add(500);
    progress.add(500);
    clock.advance(9_999);
    progress.add(500);
    expect(out.lines).toEqual(["products: 1,000 read, 17/s"]);
    clock.advance(1);
    progress.add(1_000);
    expect(out.lines).toEqual(["products: 1,000 read, 17/s", "products: 3,000 read, 43/s"]);
  });

  it("ends with how many in how long, once", () => {
    const clock = manualClock();
    const out = recorder();
    const progress = createProgress({ what: "products", total: 100_000, everyMs: 60_000, ...out, now: clock.now });
    for (let i = 0; i < 100; i++) {
      clock.advance(1_230);
      progress.add(1_000);
    }
    progress.done();
    progress.done();
    expect(out.lines).toEqual([
      "products: 49,000 of 100,000 (49%), 813/s, 1 min 3 s left",
      "products: 98,000 of 100,000 (98%), 813/s, 3 s left",
      "products: 100,000 in 2 min 3 s, 813/s",
    ]);
  });

  it("says so in its last line when it ended short of its total, or without any time passing", () => {
    const clock = manualClock();
    const out = recorder();
    const short = createProgress({ what: "pages", total: 10, ...out, now: clock.now });
    short.add(4);
    clock.advance(2_000);
    short.done();
    const instant = createProgress({ what: "farms", ...out, now: clock.now });
    instant.add(12);
    instant.done();
    const empty = createProgress({ what: "articles", ...out, now: clock.now });
    empty.done();
    expect(out.lines).toEqual(["pages: 4 of 10 in 2 s, 2/s", "farms: 12 in under 1 s", "articles: 0 in under 1 s"]);
  });

  it("prints nothing more once done, while still counting what it is told", () => {
    const clock = manualClock();
    const out = recorder();
    const progress = createProgress({ what: "pages", everyMs: 1_000, ...out, now: clock.now });
    progress.add(10);
    progress.done();
    clock.advance(5_000);
    progress.add(10);
    expect(out.lines).toEqual(["pages: 10 in under 1 s"]);
  });

  it("leaves no timer running and prints to the console unless told otherwise", () => {
    vi.useFakeTimers();
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      const progress = createProgress({ what: "products", total: 3, everyMs: 1_000 });
      progress.add();
      expect(vi.getTimerCount()).toBe(0);
      vi.advanceTimersByTime(1_000);
      progress.add(2);
      progress.done();
      expect(vi.getTimerCount()).toBe(0);
      expect(log.mock.calls).toEqual([["products: 3 of 3 (100%), 3/s"], ["products: 3 in 1 s, 3/s"]]);
    } finally {
      log.mockRestore();
    }
  });

  it("refuses a count, a total or a pace that cannot be, with a sentence", () => {
    const progress = createProgress({ what: "products", print: () => {} });
    expect(() => progress.add(-1)).toThrow("progress of products: cannot add -1");
    expect(() => progress.add(Number.POSITIVE_INFINITY)).toThrow("cannot add Infinity");
    expect(() => createProgress({ what: "products", total: Number.NaN })).toThrow("the total NaN is not a count");
    expect(() => createProgress({ what: "products", everyMs: 0 })).toThrow("everyMs 0 must be above 0");
  });
});
