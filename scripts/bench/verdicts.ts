// Each benchmark's judgement of its figures against issue 24's targets (and issue 15's before it): one line per
// target, "met" or not with the measured reason. A benchmark run alone prints them; under `npm run bench`
// (all.ts) they are also appended to the file BENCH_VERDICTS names, one JSON object a line, and all.ts prints them
// together at the end, so a whole run ends with every target, its figure and its verdict in one table.
import { appendFileSync, readFileSync } from "node:fs";

export type Verdict = {
  /** What is measured and the target, e.g. "build, 10,000 products: wall time ≤ 4× bare Astro". */
  target: string;
  /** The figure measured, e.g. "4.69×". */
  figure: string;
  met: boolean;
  /** Why it is not met, from what the benchmark measured (or where that is written). Unused when met. */
  reason?: string;
};

/**
 * The middle of `values`; with an even count, the higher of the two middle ones. Either way a figure one run
 * measured, never an average no run measured (two rounds at 3.5× and 4.4× read 4.4×, not a "met" 3.95×).
 */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("median of no values");
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}

/** Prints `verdict` and, under `npm run bench`, records it for the summary. */
export function recordVerdict(verdict: Verdict): void {
  console.log(`${verdict.target}: ${verdict.figure}, ${verdict.met ? "met" : `not met${verdict.reason ? ` (${verdict.reason})` : ""}`}`);
  const file = process.env.BENCH_VERDICTS;
  if (file) appendFileSync(file, `${JSON.stringify(verdict)}\n`);
}

/** The verdicts recorded in `file`, in the order they were recorded; none when the file is missing. */
export function readVerdicts(file: string): Verdict[] {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return [];
  }
  return text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Verdict);
}

/** The summary table of a whole run: every target, its figure and its verdict. */
export function verdictTable(verdicts: readonly Verdict[]): string {
  const cell = (text: string) => text.replaceAll("|", "\\|");
  const rows = verdicts.map((v) => `| ${cell(v.target)} | ${cell(v.figure)} | ${v.met ? "met" : `not met: ${cell(v.reason ?? "see the benchmark's output above")}`} |`);
  return ["| target | figure | verdict |", "|---|---|---|", ...rows].join("\n");
}
