// The review service's default storage: one SQLite file (node:sqlite, built into Node 24), journal WAL with
// synchronous FULL so that a review acknowledged with 201 survives a crash, prepared statements only, and the
// schema created and migrated on open (PRAGMA user_version counts the migrations applied).
import { DatabaseSync, type StatementSync } from "node:sqlite";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import type { Review } from "../../lib/reviews/stats.ts";
import type { ReviewSubmission } from "../../lib/reviews/validation.ts";
import type { ModerationEntry, ProductReviewPage, ReviewPage, ReviewStatus, ReviewStore } from "./store.ts";

/** Each entry moves the schema one version up; never edit one that has shipped, add the next. */
const migrations: string[] = [
  `CREATE TABLE reviews (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     product_id TEXT NOT NULL,
     rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
     title TEXT NOT NULL,
     body TEXT NOT NULL,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     created_at TEXT NOT NULL
   );
   CREATE INDEX reviews_by_product ON reviews (product_id, created_at DESC, id DESC);`,
  // Moderation: reviews can wait for an editor, or be hidden after publication.
  `ALTER TABLE reviews ADD COLUMN status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'pending', 'hidden'));`,
  // The rule "publish a reviewer's reviews once an editor approved one" looks reviewers up by address.
  `CREATE INDEX reviews_by_email ON reviews (lower(email), status);`,
];

export const schemaVersion = migrations.length;

type Row = { id: number; product_id: string; rating: number; title: string; body: string; name: string; email: string; created_at: string; status: ReviewStatus };

const toReview = (row: Row): Review => ({
  id: String(row.id),
  rating: row.rating,
  title: row.title,
  body: row.body,
  reviewer: { name: row.name },
  created_at: row.created_at,
});

export class SqliteReviewStore implements ReviewStore {
  readonly #db: DatabaseSync;
  readonly #statements: Record<"byProduct" | "insert" | "page" | "moderation" | "setStatus" | "count" | "productOf" | "publishedBy", StatementSync>;

  /** `busyTimeoutMs`: how long a write waits for another connection's lock before it fails (default 5 s). */
  constructor(path: string, options: { busyTimeoutMs?: number } = {}) {
    if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
    this.#db = new DatabaseSync(path);
    const busyTimeoutMs = Math.max(0, Math.trunc(options.busyTimeoutMs ?? 5000));
    this.#db.exec(`PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = ${busyTimeoutMs};`);
    this.#migrate();
    this.#statements = {
      // Keyset paging: the page after review `after` starts below its (created_at, id); 0 means the first page.
      byProduct: this.#db.prepare(
        `SELECT * FROM reviews WHERE product_id = ? AND status = 'published'
           AND (? = 0 OR (created_at, id) < (SELECT created_at, id FROM reviews WHERE id = ?))
         ORDER BY created_at DESC, id DESC LIMIT ?`,
      ),
      publishedBy: this.#db.prepare("SELECT 1 FROM reviews WHERE lower(email) = lower(?) AND status = 'published' LIMIT 1"),
      insert: this.#db.prepare(
        "INSERT INTO reviews (product_id, rating, title, body, name, email, created_at, status) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      ),
      page: this.#db.prepare(
        "SELECT * FROM reviews WHERE status = 'published' AND id > ? ORDER BY id LIMIT ?",
      ),
      moderation: this.#db.prepare("SELECT * FROM reviews WHERE (? = '' OR status = ?) ORDER BY id DESC LIMIT ?"),
      setStatus: this.#db.prepare("UPDATE reviews SET status = ? WHERE id = ?"),
      count: this.#db.prepare("SELECT COUNT(*) AS n FROM reviews"),
      productOf: this.#db.prepare("SELECT product_id FROM reviews WHERE id = ?"),
    };
  }

  #migrate(): void {
    const current = (this.#db.prepare("PRAGMA user_version").get() as { user_version: number }).user_version;
    if (current > migrations.length) {
      throw new Error(`the review database is at schema version ${current}, newer than this service (${migrations.length})`);
    }
    for (let version = current; version < migrations.length; version++) {
      this.#db.exec("BEGIN IMMEDIATE");
      try {
        this.#db.exec(migrations[version]!);
        this.#db.exec(`PRAGMA user_version = ${version + 1}`);
        this.#db.exec("COMMIT");
      } catch (error) {
        this.#db.exec("ROLLBACK");
        throw error;
      }
    }
  }

  async list(productId: string, page: { after: string | null; limit: number }): Promise<ProductReviewPage> {
    const after = Number(page.after ?? 0) || 0;
    const rows = this.#statements.byProduct.all(productId, after, after, page.limit + 1) as Row[];
    const items = rows.slice(0, page.limit);
    return { reviews: items.map(toReview), next: rows.length > page.limit ? String(items.at(-1)!.id) : null };
  }

  async hasPublishedReviewBy(email: string): Promise<boolean> {
    return this.#statements.publishedBy.get(email) !== undefined;
  }

  /** The connection's durability setting (PRAGMA synchronous: 2 is FULL), which only this connection can read. */
  synchronousMode(): number {
    return (this.#db.prepare("PRAGMA synchronous").get() as { synchronous: number }).synchronous;
  }

  async add(review: ReviewSubmission, status: ReviewStatus, createdAt: string): Promise<string> {
    const result = this.#statements.insert.run(review.id, review.rating, review.title, review.body, review.name, review.email, createdAt, status);
    return String(result.lastInsertRowid);
  }

  async page(after: string | null, limit: number): Promise<ReviewPage> {
    const rows = this.#statements.page.all(Number(after ?? 0) || 0, limit + 1) as Row[];
    const items = rows.slice(0, limit);
    return {
      reviews: items.map((row) => ({ ...toReview(row), product_id: row.product_id })),
      next: rows.length > limit ? String(items.at(-1)!.id) : null,
    };
  }

  async moderation(status: ReviewStatus | null, limit: number): Promise<ModerationEntry[]> {
    return (this.#statements.moderation.all(status ?? "", status ?? "", limit) as Row[]).map((row) => ({
      ...toReview(row),
      product_id: row.product_id,
      email: row.email,
      status: row.status,
    }));
  }

  async setStatus(id: string, status: ReviewStatus): Promise<boolean> {
    return Number(this.#statements.setStatus.run(status, Number(id)).changes) > 0;
  }

  /** The product a review is about, or null when no review has this id (the moderation CLI names it to the rebuilder). */
  async productOf(id: string): Promise<string | null> {
    const row = this.#statements.productOf.get(Number(id)) as { product_id: string } | undefined;
    return row?.product_id ?? null;
  }

  async count(): Promise<number> {
    return (this.#statements.count.get() as { n: number }).n;
  }

  /**
   * Stores many reviews in one transaction: all of them, or (if anything fails) none (the seed). With `onlyIfEmpty`,
   * nothing is stored when the database already holds a review, checked inside the same transaction, so two
   * services starting on one empty database seed it once; answers whether the reviews were stored.
   */
  async addMany(reviews: readonly { review: ReviewSubmission; status: ReviewStatus; createdAt: string }[], onlyIfEmpty = false): Promise<boolean> {
    this.#db.exec("BEGIN IMMEDIATE");
    try {
      if (onlyIfEmpty && (this.#statements.count.get() as { n: number }).n > 0) {
        this.#db.exec("ROLLBACK");
        return false;
      }
      for (const { review, status, createdAt } of reviews) {
        this.#statements.insert.run(review.id, review.rating, review.title, review.body, review.name, review.email, createdAt, status);
      }
      this.#db.exec("COMMIT");
      return true;
    } catch (error) {
      this.#db.exec("ROLLBACK");
      throw error;
    }
  }

  /** Closes the database; closing it again does nothing. */
  close(): void {
    if (this.#db.isOpen) this.#db.close();
  }
}
