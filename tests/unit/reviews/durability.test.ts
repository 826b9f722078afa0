// What a 201 promises: the review is committed before the answer is sent. A review whose commit waits on a lock is
// not acknowledged until it is committed, and one whose commit fails is never acknowledged. (The SIGKILL crash test
// of `npm run bench:reviews` proves that a process crash loses nothing acknowledged; it cannot tell synchronous FULL
// from OFF, since the page cache outlives a killed process. FULL is checked here on the store's own connection.)
import { mkdtempSync, rmSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createReviewsApp } from "../../../src/services/reviews/app.ts";
import { SqliteRateLimiter } from "../../../src/services/reviews/rate-limit.ts";
import { SqliteReviewStore } from "../../../src/services/reviews/sqlite-store.ts";

let dir: string;
let database: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "reviews-durable-"));
  database = join(dir, "reviews.sqlite");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const body = JSON.stringify({ id: "1001", rating: 5, title: "Kept", body: "Committed before the answer.", name: "Ann", email: "ann@example.com" });
const committedRows = () => {
  const reader = new DatabaseSync(database);
  try {
    return (reader.prepare("SELECT COUNT(*) AS n FROM reviews").get() as { n: number }).n;
  } finally {
    reader.close();
  }
};

function service(busyTimeoutMs: number) {
  const store = new SqliteReviewStore(database, { busyTimeoutMs });
  const app = createReviewsApp({ store, allowedOrigins: [], autoPublish: true, log: () => {}, clientOf: () => "one", limiter: new SqliteRateLimiter(":memory:") });
  const send = () => Promise.resolve(app.request("/reviews", { method: "POST", headers: { "Content-Type": "application/json" }, body }));
  return { store, send };
}

describe("a 201 and the commit", () => {
  it("writes with synchronous FULL on the store's own connection", () => {
    const store = new SqliteReviewStore(database);
    expect(store.synchronousMode()).toBe(2);
    store.close();
  });

  it("answers 201 only once the review is committed, visible to another connection", async () => {
    const { store, send } = service(5_000);
    const response = await send();
    expect(response.status).toBe(201);
    expect(committedRows()).toBe(1);
    store.close();
  });

  it("sends no answer while the store's commit is held, and 201 once it resolves", async () => {
    const store = new SqliteReviewStore(database);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let commits = 0;
    const held = Object.assign(Object.create(store) as SqliteReviewStore, {
      add: async (...args: Parameters<SqliteReviewStore["add"]>) => {
        await gate;
        commits++;
        return store.add(...args);
      },
    });
    const app = createReviewsApp({ store: held, allowedOrigins: [], autoPublish: true, log: () => {}, clientOf: () => "one", limiter: new SqliteRateLimiter(":memory:") });
    let answered = false;
    const response = Promise.resolve(app.request("/reviews", { method: "POST", headers: { "Content-Type": "application/json" }, body })).then((r) => {
      answered = true;
      return r;
    });
    // Every other step (limits, parsing, validation) runs; then the request waits on the commit alone.
    for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(false);
    expect(committedRows()).toBe(0);
    release();
    expect((await response).status).toBe(201);
    expect(commits).toBe(1);
    expect(committedRows()).toBe(1);
    store.close();
  });

  it("never answers 201 when the commit fails (the database stays locked past the wait): 500, nothing stored", async () => {
    const { store, send } = service(200);
    const holder = new DatabaseSync(database);
    holder.exec("BEGIN IMMEDIATE");
    try {
      const response = await send();
      expect(response.status).toBe(500);
      expect(((await response.json()) as { error: string }).error).toContain("nothing was stored");
    } finally {
      holder.exec("ROLLBACK");
      holder.close();
    }
    expect(committedRows()).toBe(0);
    store.close();
  });
});
