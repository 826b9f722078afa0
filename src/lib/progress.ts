// Progress lines for the build's long steps (issue 23): reading 100,000 products into the catalogue snapshot or
// rendering a shard takes minutes, and an operator watching the log must see the step move. Pure text and a
// counter that prints on a steady pace; no timers, so it never keeps a process alive, and no import of the site's
// Vite-only modules, so the tools and the build may both use it.
//
//   products: 12,500 of 100,000 (12.5%), 833/s, 1 min 45 s left     (total known)
//   products: 12,500 read, 833/s                                     (total unknown)
//   products: 100,000 in 2 min 3 s, 813/s                           (the final line)
//
// A rate or a time left is printed only when it can be worked out (something done, some time passed, something
// left), so a line never says NaN, Infinity or a negative time. The percentage is cut, not rounded, so it shows
// 100% only when everything is done.

const wholeNumber = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const percentage = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });
// Below 10 items a second, two significant digits say more than "0/s" or "3/s" would.
const slowRate = new Intl.NumberFormat("en-US", { maximumSignificantDigits: 2 });

export type ProgressState = {
  /** What is counted, as the line starts: "products", "pages of shard 2/4". */
  what: string;
  done: number;
  /** How many there are in all; undefined when not known yet. */
  total?: number | undefined;
  elapsedMs: number;
};

/** A duration as an operator reads it: "45 s", "3 min 5 s", "1 h 2 min" (whole seconds, "under 1 s" below). */
export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (!(seconds >= 1)) return "under 1 s";
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) {
    const minutes = Math.floor(seconds / 60);
    const rest = seconds % 60;
    return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
  }
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${wholeNumber.format(hours)} h` : `${wholeNumber.format(hours)} h ${rest} min`;
}

const isCount = (n: number) => Number.isFinite(n) && n >= 0;

function checkCounts(what: string, done: number, total: number | undefined): void {
  if (!isCount(done)) throw new RangeError(`progress of ${what}: ${done} items done is not a count`);
  if (total !== undefined && !isCount(total)) throw new RangeError(`progress of ${what}: the total ${total} is not a count`);
}

/** Items a second, or undefined when nothing was done yet or no time passed (no rate to speak of). */
function ratePerSecond(done: number, elapsedMs: number): number | undefined {
  if (!(done > 0 && elapsedMs > 0 && Number.isFinite(done) && Number.isFinite(elapsedMs))) return undefined;
  return (done * 1000) / elapsedMs;
}

const formatRate = (rate: number) => `${rate < 10 ? slowRate.format(rate) : wholeNumber.format(rate)}/s`;

/** One line of progress: how far, how fast and, with a known total, how long still. */
export function progressLine({ what, done, total, elapsedMs }: ProgressState): string {
  checkCounts(what, done, total);
  const rate = ratePerSecond(done, elapsedMs);
  const parts: string[] = [];
  if (total === undefined) {
    parts.push(`${what}: ${wholeNumber.format(done)} read`);
  } else {
    // done * 1000 first: (done / total) * 1000 gives 1000.999… for 100,100 of 100,000.
    const percent = total > 0 ? Math.floor((done * 1000) / total) / 10 : 100;
    parts.push(`${what}: ${wholeNumber.format(done)} of ${wholeNumber.format(total)} (${percentage.format(percent)}%)`);
  }
  if (rate !== undefined) parts.push(formatRate(rate));
  if (rate !== undefined && total !== undefined && done < total) {
    // Rounded up to the second, so it never says "under 1 s left" while something is still left.
    const leftMs = Math.ceil((total - done) / rate) * 1000;
    parts.push(`${formatDuration(leftMs)} left`);
  }
  return parts.join(", ");
}

/** The last line of a step: how many in how long, and how fast. Names the total only when it fell short of it. */
export function finalLine({ what, done, total, elapsedMs }: ProgressState): string {
  checkCounts(what, done, total);
  const count = total !== undefined && done !== total ? `${wholeNumber.format(done)} of ${wholeNumber.format(total)}` : wholeNumber.format(done);
  const rate = ratePerSecond(done, elapsedMs);
  return `${what}: ${count} in ${formatDuration(elapsedMs)}${rate === undefined ? "" : `, ${formatRate(rate)}`}`;
}

export type ProgressOptions = {
  what: string;
  total?: number | undefined;
  /** The pace: at most one line per this many milliseconds while work goes on. */
  everyMs?: number;
  print?: (line: string) => void;
  now?: () => number;
};

export type Progress = {
  /** Counts n more items done, and prints a line when the last one is at least everyMs old. */
  add(n?: number): void;
  /** Prints the final line (once). */
  done(): void;
  /** Adds n to the total: for a step whose work is found as it goes (a build's routes list their pages one by one). */
  grow(n: number): void;
};

/**
 * A counter for a long step. The pace is checked on each add, against the clock, instead of by a timer: a step
 * that stalls prints nothing new (its last line stays the last word), and nothing is left running when it ends.
 */
export function createProgress({ what, total, everyMs = 10_000, print = console.log, now = Date.now }: ProgressOptions): Progress {
  checkCounts(what, 0, total);
  if (!(Number.isFinite(everyMs) && everyMs > 0)) throw new RangeError(`progress of ${what}: everyMs ${everyMs} must be above 0`);
  const startedAt = now();
  let lastPrintAt = startedAt;
  let done = 0;
  let finished = false;
  let known = total;
  return {
    add(n = 1) {
      if (!isCount(n)) throw new RangeError(`progress of ${what}: cannot add ${n} (a count of items done is expected)`);
      done += n;
      if (finished) return;
      const at = now();
      // From the moment of printing, not from the planned tick: after a stall there is one line, not a burst.
      if (at - lastPrintAt >= everyMs) {
        lastPrintAt = at;
        print(progressLine({ what, done, total: known, elapsedMs: at - startedAt }));
      }
    },
    done() {
      if (finished) return;
      finished = true;
      print(finalLine({ what, done, total: known, elapsedMs: now() - startedAt }));
    },
    grow(n) {
      if (!isCount(n)) throw new RangeError(`progress of ${what}: cannot grow the total by ${n}`);
      known = (known ?? 0) + n;
    },
  };
}
