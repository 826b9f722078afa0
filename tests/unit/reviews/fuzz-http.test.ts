// A seed-fixed slice of the HTTP fuzz (tests/support/review-fuzz.ts) in every test run: the real service over
// sockets with the emulator as its store. `node tests/support/review-fuzz.ts --runs 3000` runs the full fuzz.
import { describe, expect, it } from "vitest";
import { fuzzReviewService } from "../../support/review-fuzz.ts";

describe("the review service under a fuzz of hostile HTTP requests", () => {
  it("answers no 5xx, stores nothing that breaks SPEC.md section 5 or names an unknown product, and stores what it acknowledged", async () => {
    const report = await fuzzReviewService({ runs: 200, seed: 22 });
    expect(report.serverErrors).toEqual([]);
    expect(report.unexpectedStatuses).toEqual([]);
    expect(report.brokenRules).toEqual([]);
    expect(report.unknownProducts).toEqual([]);
    expect(report.notAsAcknowledged).toEqual([]);
    // The requests reach every kind of answer, so the checks above are about something.
    expect(report.requests).toBeGreaterThanOrEqual(190);
    expect(report.stored).toBeGreaterThan(20);
    for (const status of [201, 400, 413, 415]) expect(report.statuses[status] ?? 0).toBeGreaterThan(5);
  }, 120_000);
});
