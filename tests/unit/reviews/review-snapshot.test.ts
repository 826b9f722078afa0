// An outage of the review service during a build: the build writes the reviews of the last whole read, kept on
// disk by the build that made it, and says it is degraded and why; with no read ever kept, the pages go without
// reviews and the build says that instead. A snapshot that is damaged, of another service or of another version is
// never used, so a page never shows statistics nobody read.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { describeNote, readBuildNotes } from "../../../src/lib/build-notes.ts";
import { reviewsForBuild } from "../../../src/lib/reviews/build-reviews.ts";
import { snapshotFile } from "../../../src/lib/reviews/review-snapshot.ts";

const service = "http://reviews.test";
let dir: string;
let env: NodeJS.ProcessEnv;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "review-snapshot-"));
  env = { REVIEWS_SNAPSHOT_DIR: join(dir, "snapshots"), BUILD_NOTES_FILE: join(dir, "notes.jsonl") };
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "log").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

const review = (id: number, product: string, rating: number) => ({
  id: String(id), rating, title: `Title ${id}`, body: "Lovely and fresh.", reviewer: { name: "Ana" },
  created_at: `2026-03-${String(id).padStart(2, "0")}T10:00:00Z`, product_id: product,
});
const answering = (reviews: ReturnType<typeof review>[]) =>
  (async () => new Response(JSON.stringify({ reviews, next: null }), { headers: { "content-type": "application/json" } })) as unknown as typeof fetch;
const down = (async () => {
  throw new TypeError("fetch failed");
}) as unknown as typeof fetch;
const at = (iso: string) => () => new Date(iso);

describe("the reviews a build writes when the review service does not answer", () => {
  it("are the last whole read's, and the build notes that it used them and why", async () => {
    const first = await reviewsForBuild(service, { env, fetchImpl: answering([review(1, "7", 5), review(2, "7", 3), review(3, "8", 4)]), now: at("2026-03-10T08:00:00Z") });
    expect(first.source).toBe("service");
    expect(readBuildNotes(env.BUILD_NOTES_FILE!)).toEqual([]);

    const during = await reviewsForBuild(service, { env, fetchImpl: down, now: at("2026-03-11T08:00:00Z") });
    expect(during.source).toBe("snapshot");
    expect(during.byProduct.get("7")!.map((r) => [r.id, r.rating])).toEqual([["2", 3], ["1", 5]]);
    expect(during.byProduct.get("8")!.map((r) => r.title)).toEqual(["Title 3"]);
    expect(readBuildNotes(env.BUILD_NOTES_FILE!)).toEqual([
      { part: "reviews", reason: "fetch failed", fallback: "snapshot", snapshotAt: "2026-03-10T08:00:00.000Z" },
    ]);
  });

  it("are the newest whole read's: each good read replaces the snapshot, a failed one leaves it", async () => {
    await reviewsForBuild(service, { env, fetchImpl: answering([review(1, "7", 5)]) });
    await reviewsForBuild(service, { env, fetchImpl: answering([review(1, "7", 5), review(4, "7", 1)]), now: at("2026-03-12T00:00:00Z") });
    await reviewsForBuild(service, { env, fetchImpl: down });
    const during = await reviewsForBuild(service, { env, fetchImpl: down });
    expect(during.byProduct.get("7")!.map((r) => r.id)).toEqual(["4", "1"]);
  });

  it("are none when no read was ever kept, and the build says that the pages lack reviews", async () => {
    const during = await reviewsForBuild(service, { env, fetchImpl: down });
    expect(during.source).toBe("none");
    expect(during.byProduct.size).toBe(0);
    const [note] = readBuildNotes(env.BUILD_NOTES_FILE!);
    expect(note).toEqual({ part: "reviews", reason: "fetch failed", fallback: "none", snapshotMissing: "no snapshot has been kept yet" });
    expect(describeNote(note!)).toBe(
      "the review service did not answer (fetch failed) and no snapshot has been kept yet; product pages were written without reviews",
    );
  });

  it("never come from another service's snapshot, a damaged file or another version", async () => {
    await reviewsForBuild("http://other-reviews.test", { env, fetchImpl: answering([review(1, "7", 5)]) });
    const file = snapshotFile(service, env);
    expect(file).not.toBe(snapshotFile("http://other-reviews.test", env));
    // Another service's snapshot copied to this service's name, a cut-off file, a malformed review, a future version.
    const other = readFileSync(snapshotFile("http://other-reviews.test", env), "utf8");
    const good = JSON.parse(other) as { serviceUrl: string; version: number; reviews: Record<string, unknown[]> };
    const damaged = [
      other,
      other.slice(0, other.length / 2),
      JSON.stringify({ ...good, serviceUrl: service, reviews: { "7": [{ id: 1, rating: "five" }] } }),
      JSON.stringify({ ...good, serviceUrl: service, version: 2 }),
    ];
    for (const body of damaged) {
      writeFileSync(file, body);
      const during = await reviewsForBuild(service, { env, fetchImpl: down });
      expect(during.source).toBe("none");
      expect(during.byProduct.size).toBe(0);
    }
    expect(readBuildNotes(env.BUILD_NOTES_FILE!).map((n) => n.fallback)).toEqual(["none", "none", "none", "none"]);
  });

  it("a snapshot that cannot be written costs the build nothing", async () => {
    writeFileSync(join(dir, "snapshots"), "a file where the folder should be");
    const read = await reviewsForBuild(service, { env, fetchImpl: answering([review(1, "7", 5)]) });
    expect(read.source).toBe("service");
    expect(read.byProduct.get("7")).toHaveLength(1);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("could not keep the reviews"));
  });
});

describe("the build's notes", () => {
  it("are none without a file, and a line that is not a note is skipped", () => {
    expect(readBuildNotes(join(dir, "absent.jsonl"))).toEqual([]);
    const file = join(dir, "notes.jsonl");
    const note = { part: "reviews", reason: "HTTP 503", fallback: "snapshot", snapshotAt: "2026-03-10T08:00:00.000Z" };
    writeFileSync(file, `{"part":"reviews","reas\n${JSON.stringify({ part: "prices", reason: "x", fallback: "none" })}\n${JSON.stringify(note)}\n\n`);
    expect(readBuildNotes(file)).toEqual([note]);
  });
});
