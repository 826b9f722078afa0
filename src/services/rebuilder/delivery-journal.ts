// The deliveries taken, on disk: one JSON line per delivery (its keys and when it came) appended to
// <root>/deliveries.jsonl, read back at start so that a repeat or a replay is still known after a restart, and
// rewritten with only the entries still inside the retry window whenever it has grown past what the ledger holds.
// Writes go one after the other, never interleaved. The webhook's answer waits for its line only a bounded time
// (app.ts): a slow or full disk delays no acknowledgement past Shopify's 5 seconds.
import { appendFile, mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import type { LedgerEntry } from "./deliveries.ts";

export type DeliveryJournal = {
  /** The entries on disk no older than `windowMs` at `now`, oldest first; none when there is no journal yet. */
  load: (now: number, windowMs: number) => Promise<LedgerEntry[]>;
  /** Adds one delivery's line; resolves once it is written. */
  append: (entry: LedgerEntry) => Promise<void>;
  /** Replaces the journal by these entries (written beside it, then renamed over it). */
  compact: (entries: readonly LedgerEntry[]) => Promise<void>;
};

function parseLine(line: string): LedgerEntry | null {
  try {
    const value = JSON.parse(line) as { at?: unknown; keys?: unknown };
    if (typeof value.at !== "number" || !Array.isArray(value.keys) || !value.keys.every((key) => typeof key === "string")) return null;
    return { at: value.at, keys: value.keys as string[] };
  } catch {
    return null; // a line cut short by a crash: skipped
  }
}

export function fileJournal(file: string): DeliveryJournal {
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => {});
    return next;
  };
  const line = (entry: LedgerEntry) => `${JSON.stringify({ at: entry.at, keys: entry.keys })}\n`;
  return {
    load: (now, windowMs) =>
      serial(async () => {
        let text: string;
        try {
          text = await readFile(file, "utf8");
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
          throw error;
        }
        return text
          .split("\n")
          .map(parseLine)
          .filter((entry): entry is LedgerEntry => entry !== null && now - entry.at <= windowMs);
      }),
    append: (entry) =>
      serial(async () => {
        await mkdir(dirname(file), { recursive: true });
        await appendFile(file, line(entry));
      }),
    compact: (entries) =>
      serial(async () => {
        const temp = `${file}.${process.pid}.tmp`;
        await writeFile(temp, entries.map(line).join(""));
        await rename(temp, file);
      }),
  };
}
