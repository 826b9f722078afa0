// The review service in-process (app.request, no port): validation, limits, abuse guards, CORS, moderation and
// storage against a real SQLite file.
import { mkdtempSync, rmSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createReviewsApp, maxBodyBytes, type ReviewAppOptions } from "../../../src/services/reviews/app.ts";
import { schemaVersion, SqliteReviewStore } from "../../../src/services/reviews/sqlite-store.ts";
import { originAllowed } from "../../../src/services/reviews/origins.ts";
import { SqliteRateLimiter } from "../../../src/services/reviews/rate-limit.ts";
import { reviewMessages } from "../../../src/lib/reviews/validation.ts";

let dir: string;
let store: SqliteReviewStore;
let clock: number;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "reviews-"));
  store = new SqliteReviewStore(join(dir, "reviews.sqlite"));
  clock = Date.parse("2026-11-01T12:00:00Z");
});
afterEach(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

const site = "http://localhost:4321";
function app(options: Partial<ReviewAppOptions> = {}) {
  return createReviewsApp({
    store,
    allowedOrigins: [site, "https://*.previews.example"],
    autoPublish: true,
    now: () => new Date(clock),
    log: () => {},
    limiter: new SqliteRateLimiter(":memory:", () => clock),
    openBulkRead: true,
    clientOf: (c) => c.req.header("x-test-client") ?? "one",
    ...options,
  });
}

const valid = { id: "1001", rating: 5, title: "Lovely honey", body: "Thick, floral and not too sweet.", name: "Maya R.", email: "maya@example.com" };

function post(service: ReturnType<typeof app>, body: unknown, headers: Record<string, string> = {}) {
  return service.request("/reviews", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}
const list = async (service: ReturnType<typeof app>, productId = "1001") =>
  ((await (await service.request(`/reviews?product_id=${productId}`)).json()) as { reviews: Record<string, unknown>[] }).reviews;

describe("posting a review", () => {
  it("stores a valid review (201) and serves it newest first, without the e-mail address", async () => {
    const service = app();
    const first = await post(service, valid);
    expect(first.status).toBe(201);
    clock += 60_000;
    expect((await post(service, { ...valid, title: "Second jar", rating: 4 })).status).toBe(201);
    const reviews = await list(service);
    expect(reviews.map((r) => r.title)).toEqual(["Second jar", "Lovely honey"]);
    expect(reviews[1]).toEqual({
      id: expect.any(String), rating: 5, title: "Lovely honey", body: "Thick, floral and not too sweet.",
      reviewer: { name: "Maya R." }, created_at: "2026-11-01T12:00:00.000Z",
    });
    expect(JSON.stringify(reviews)).not.toContain("maya@example.com");
    expect(await list(service, "1002")).toEqual([]);
  });

  it.each([
    ["rating missing", { rating: undefined }, "rating", reviewMessages.ratingRequired],
    ["rating 0", { rating: 0 }, "rating", reviewMessages.ratingRequired],
    ["rating 6", { rating: 6 }, "rating", reviewMessages.ratingRange],
    ["rating 4.5", { rating: 4.5 }, "rating", reviewMessages.ratingRange],
    ["rating as text", { rating: "5" }, "rating", reviewMessages.ratingRange],
    ["title blank", { title: "   " }, "title", reviewMessages.titleRequired],
    ["title too long", { title: "t".repeat(151) }, "title", reviewMessages.titleLong],
    ["body of 9 characters", { body: "Too short" }, "body", reviewMessages.bodyShort],
    ["body too long", { body: "b".repeat(5001) }, "body", reviewMessages.bodyLong],
    ["name missing", { name: "" }, "name", reviewMessages.nameRequired],
    ["name too long", { name: "n".repeat(101) }, "name", reviewMessages.nameLong],
    ["e-mail missing", { email: "" }, "email", reviewMessages.emailRequired],
    ["e-mail without @", { email: "maya.example.com" }, "email", reviewMessages.emailInvalid],
    ["e-mail without a top-level domain", { email: "maya@example" }, "email", reviewMessages.emailInvalid],
    ["e-mail with a space", { email: "maya r@example.com" }, "email", reviewMessages.emailInvalid],
    ["e-mail over 254 characters", { email: `${"a".repeat(60)}@${"d".repeat(190)}.com` }, "email", reviewMessages.emailInvalid],
    ["e-mail local part over 64", { email: `${"a".repeat(65)}@example.com` }, "email", reviewMessages.emailInvalid],
    ["a name with terminal escapes", { name: "\u001b]0;x\u0007 Bob" }, "name", reviewMessages.invisible],
    ["a title with a bidi override", { title: "Great \u202egnp.exe" }, "title", reviewMessages.invisible],
    ["a body with a NUL", { body: "Lovely honey\u0000, really." }, "body", reviewMessages.invisible],
    ["an e-mail with a control character", { email: "ma\u001bya@example.com" }, "email", reviewMessages.emailInvalid],
    ["product id not numeric", { id: "gid://shopify/Product/1" }, "id", reviewMessages.id],
    ["product id missing", { id: undefined }, "id", reviewMessages.id],
  ])("refuses %s with 400 naming the field, and stores nothing", async (_label, change, field, message) => {
    const response = await post(app(), { ...valid, ...change });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fields: Record<string, string> };
    expect(body.fields).toEqual({ [field]: message });
    expect(await store.count()).toBe(0);
  });

  it("accepts the limits themselves: 10-character body, 150-character title, 64/254-character e-mail", async () => {
    // Domain labels are at most 63 characters each.
    const email = `${"a".repeat(64)}@${"d".repeat(63)}.${"e".repeat(63)}.${"f".repeat(57)}.com`;
    expect(email.length).toBe(254);
    const response = await post(app(), { ...valid, body: "Ten chars!", title: "t".repeat(150), email });
    expect(response.status).toBe(201);
  });

  it("keeps line breaks in the review's text, and accepts internationalised addresses", async () => {
    const service = app();
    expect((await post(service, { ...valid, body: "First line.\nSecond line,\twith a tab." })).status).toBe(201);
    expect((await post(service, { ...valid, email: "anna@пример.рф" })).status).toBe(201);
    expect((await post(service, { ...valid, email: "anna@xn--e1afmkfd.xn--p1ai" })).status).toBe(201);
  });

  it("names every bad field at once", async () => {
    const response = await post(app(), {});
    expect(Object.keys(((await response.json()) as { fields: object }).fields).sort()).toEqual(["body", "email", "id", "name", "rating", "title"]);
  });

  it("ignores unknown fields and trims what it stores", async () => {
    const service = app();
    expect((await post(service, { ...valid, title: "  Spaced  ", admin: true, status: "hidden", created_at: "1999" })).status).toBe(201);
    const [review] = await list(service);
    expect(review).toMatchObject({ title: "Spaced", created_at: "2026-11-01T12:00:00.000Z" });
  });

  it("answers 413 to a body over 16 kB, declared or not, and 415 to anything but JSON", async () => {
    const service = app();
    const big = JSON.stringify({ ...valid, body: "x".repeat(maxBodyBytes) });
    expect((await post(service, big)).status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const undeclared = await service.request("/reviews", {
      method: "POST", headers: { "Content-Type": "application/json" }, body: stream, duplex: "half",
    } as RequestInit);
    expect(undeclared.status).toBe(413);
    expect((await post(service, "{not json")).status).toBe(415);
    expect((await post(service, JSON.stringify(valid), { "Content-Type": "text/plain" })).status).toBe(415);
    expect(await store.count()).toBe(0);
  });

  it("keeps script and SQL payloads verbatim, as text", async () => {
    const service = app();
    const hostile = {
      ...valid,
      title: "'); DROP TABLE reviews; --",
      body: '<script>alert("x")</script><img src=x onerror=alert(1)>',
      name: "Robert'); DELETE FROM reviews WHERE ('1'='1",
    };
    expect((await post(service, hostile)).status).toBe(201);
    const [review] = await list(service);
    expect(review).toMatchObject({ title: hostile.title, body: hostile.body, reviewer: { name: hostile.name } });
    expect(await store.count()).toBe(1);
  });

  it("pretends to accept what fills the honeypot, and stores nothing", async () => {
    const response = await post(app(), { ...valid, website: "http://spam.example" });
    expect(response.status).toBe(201);
    expect(await store.count()).toBe(0);
  });

  it("limits each client to 5 submissions a minute (429 with Retry-After), others unaffected", async () => {
    const service = app();
    for (let i = 0; i < 5; i++) expect((await post(service, valid)).status).toBe(201);
    const limited = await post(service, valid);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await post(service, valid, { "x-test-client": "two" })).status).toBe(201);
    clock += 61_000;
    expect((await post(service, valid)).status).toBe(201);
    expect(await store.count()).toBe(7);
  });

  it("refuses a product the catalogue does not know, when it can tell", async () => {
    const service = app({ isKnownProduct: async (id) => (id === "1001" ? true : id === "999" ? false : undefined) });
    expect((await post(service, valid)).status).toBe(201);
    expect((await post(service, { ...valid, id: "999" })).status).toBe(400);
    expect((await post(service, { ...valid, id: "555" })).status).toBe(201);
  });
});

describe("reading reviews", () => {
  it("answers 400 to a product id that is not numeric", async () => {
    for (const bad of ["", "abc", "gid%3A%2F%2Fshopify%2FProduct%2F1", "1;DROP"]) {
      expect((await app().request(`/reviews?product_id=${bad}`)).status).toBe(400);
    }
  });

  it("pages through every published review for the build, in a few requests", async () => {
    const service = app();
    for (let i = 0; i < 12; i++) await store.add({ ...valid, id: String(1000 + (i % 4)) }, "published", new Date(clock + i).toISOString());
    await store.add({ ...valid, id: "1000" }, "pending", new Date(clock).toISOString());
    const seen: string[] = [];
    let after: string | null = null;
    let requests = 0;
    do {
      const response = await service.request(`/reviews/all?limit=5${after ? `&after=${after}` : ""}`);
      const page = (await response.json()) as { reviews: { id: string; product_id: string; email?: string }[]; next: string | null };
      requests++;
      seen.push(...page.reviews.map((r) => r.id));
      expect(page.reviews.every((r) => r.email === undefined)).toBe(true);
      after = page.next;
    } while (after);
    expect(seen).toHaveLength(12);
    expect(new Set(seen).size).toBe(12);
    expect(requests).toBe(3);
  });
});

describe("moderation", () => {
  it("holds reviews for an editor when auto-publish is off; publish and hide change what readers see", async () => {
    const service = app({ autoPublish: false });
    const created = (await (await post(service, valid)).json()) as { id: string; status: string };
    expect(created.status).toBe("pending");
    expect(await list(service)).toEqual([]);
    const pending = await store.moderation("pending", 10);
    expect(pending.map((r) => [r.id, r.email])).toEqual([[created.id, "maya@example.com"]]);
    await store.setStatus(created.id, "published");
    expect(await list(service)).toHaveLength(1);
    await store.setStatus(created.id, "hidden");
    expect(await list(service)).toEqual([]);
    expect(await store.setStatus("424242", "published")).toBe(false);
  });
});

describe("CORS", () => {
  it("allows the shop's origins and preview origins, and no other", async () => {
    const service = app();
    const preflight = (origin: string) =>
      service.request("/reviews", { method: "OPTIONS", headers: { Origin: origin, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type" } });
    expect((await preflight(site)).headers.get("Access-Control-Allow-Origin")).toBe(site);
    expect((await preflight("https://my-branch.previews.example")).headers.get("Access-Control-Allow-Origin")).toBe("https://my-branch.previews.example");
    expect((await preflight("https://evil.example")).headers.get("Access-Control-Allow-Origin")).toBeNull();
    const read = await service.request("/reviews?product_id=1", { headers: { Origin: "https://evil.example" } });
    expect(read.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });

  it("matches a wildcard entry on whole labels, scheme and port", () => {
    const allowed = ["https://*.previews.example", "http://localhost:4321"];
    expect(originAllowed("https://a.b.previews.example", allowed)).toBe(true);
    expect(originAllowed("https://previews.example", allowed)).toBe(false);
    expect(originAllowed("http://x.previews.example", allowed)).toBe(false);
    expect(originAllowed("https://x.previews.example:8443", allowed)).toBe(false);
    expect(originAllowed("https://evilpreviews.example", allowed)).toBe(false);
    expect(originAllowed("https://x.previews.example.evil.com", allowed)).toBe(false);
    expect(originAllowed("http://localhost:4321", allowed)).toBe(true);
    expect(originAllowed("http://localhost:4322", allowed)).toBe(false);
    expect(originAllowed("null", allowed)).toBe(false);
    expect(originAllowed(undefined, allowed)).toBe(false);
  });
});

describe("the database", () => {
  it("is WAL with synchronous FULL, and migrates a database of an earlier schema keeping its reviews", () => {
    const path = join(dir, "old.sqlite");
    const old = new DatabaseSync(path);
    // Schema version 1: before moderation existed.
    old.exec(`CREATE TABLE reviews (id INTEGER PRIMARY KEY AUTOINCREMENT, product_id TEXT NOT NULL, rating INTEGER NOT NULL,
      title TEXT NOT NULL, body TEXT NOT NULL, name TEXT NOT NULL, email TEXT NOT NULL, created_at TEXT NOT NULL);
      INSERT INTO reviews (product_id, rating, title, body, name, email, created_at)
        VALUES ('7', 4, 'Old one', 'Written before moderation.', 'Ann', 'ann@example.com', '2025-01-01T00:00:00Z');
      PRAGMA user_version = 1;`);
    old.close();
    const migrated = new SqliteReviewStore(path);
    return migrated.list("7", { after: null, limit: 10 }).then(({ reviews }) => {
      expect(reviews.map((r) => r.title)).toEqual(["Old one"]);
      migrated.close();
      const check = new DatabaseSync(path);
      expect((check.prepare("PRAGMA user_version").get() as { user_version: number }).user_version).toBe(schemaVersion);
      expect((check.prepare("PRAGMA journal_mode").get() as { journal_mode: string }).journal_mode).toBe("wal");
      check.close();
    });
  });

  it("refuses a database written by a newer service instead of damaging it", () => {
    const path = join(dir, "new.sqlite");
    const newer = new DatabaseSync(path);
    newer.exec(`PRAGMA user_version = ${schemaVersion + 5}`);
    newer.close();
    expect(() => new SqliteReviewStore(path)).toThrow(/newer than this service/);
  });
});
