// Token buckets kept in SQLite, so that a restart forgets nothing and several processes on one database share one
// limit. A bucket holds at most `max` tokens and refills at `max` per `windowMs`, continuously: unlike a fixed
// window, no client gets twice its limit across a window's boundary. One request may take from several buckets
// (its client, its product, the whole service) in one transaction: all of them, or none when any is empty.
import { DatabaseSync, type StatementSync } from "node:sqlite";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";

export type RateLimit = { max: number; windowMs: number };
export type Take = { ok: true } | { ok: false; retryAfterMs: number; key: string };

/** What the review app needs: take one token from each named bucket, or none. */
export interface RateLimiter {
  take(buckets: readonly { key: string; limit: RateLimit }[]): Take;
}

/** Buckets untouched for this long are full again whatever their limit (the longest window is an hour). */
const forgetAfterMs = 24 * 60 * 60_000;

export class SqliteRateLimiter implements RateLimiter {
  readonly #db: DatabaseSync;
  readonly #now: () => number;
  readonly #read: StatementSync;
  readonly #write: StatementSync;
  readonly #sweep: StatementSync;
  #lastSweep = 0;

  constructor(path: string, now: () => number = Date.now) {
    if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
    this.#db = new DatabaseSync(path);
    // A limit's state is worth less than a review: NORMAL keeps it consistent after a crash, without a sync per request.
    this.#db.exec(`PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000;
      CREATE TABLE IF NOT EXISTS rate_buckets (key TEXT PRIMARY KEY, tokens REAL NOT NULL, updated_ms INTEGER NOT NULL) WITHOUT ROWID;`);
    this.#now = now;
    this.#read = this.#db.prepare("SELECT tokens, updated_ms FROM rate_buckets WHERE key = ?");
    this.#write = this.#db.prepare(
      "INSERT INTO rate_buckets (key, tokens, updated_ms) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET tokens = excluded.tokens, updated_ms = excluded.updated_ms",
    );
    this.#sweep = this.#db.prepare("DELETE FROM rate_buckets WHERE updated_ms < ?");
  }

  take(buckets: readonly { key: string; limit: RateLimit }[]): Take {
    const time = this.#now();
    // IMMEDIATE: two processes cannot both read a bucket's last token and both take it.
    this.#db.exec("BEGIN IMMEDIATE");
    try {
      if (time - this.#lastSweep > 60_000) {
        this.#sweep.run(time - forgetAfterMs);
        this.#lastSweep = time;
      }
      const levels = buckets.map(({ key, limit }) => {
        const row = this.#read.get(key) as { tokens: number; updated_ms: number } | undefined;
        const rate = limit.max / limit.windowMs;
        const tokens = row ? Math.min(limit.max, row.tokens + Math.max(0, time - row.updated_ms) * rate) : limit.max;
        return { key, tokens, rate };
      });
      const empty = levels.filter((level) => level.tokens < 1);
      if (empty.length > 0) {
        this.#db.exec("ROLLBACK");
        // The longest wait of the empty buckets: a retry before then would be refused again.
        const worst = empty.reduce((a, b) => ((1 - a.tokens) / a.rate >= (1 - b.tokens) / b.rate ? a : b));
        return { ok: false, key: worst.key, retryAfterMs: Math.max(1, Math.ceil((1 - worst.tokens) / worst.rate)) };
      }
      for (const level of levels) this.#write.run(level.key, level.tokens - 1, time);
      this.#db.exec("COMMIT");
      return { ok: true };
    } catch (error) {
      if (this.#db.isTransaction) this.#db.exec("ROLLBACK");
      throw error;
    }
  }

  close(): void {
    if (this.#db.isOpen) this.#db.close();
  }
}
