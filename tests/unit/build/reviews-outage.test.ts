// A rebuild while the review service is down, end to end: the real emulator, the real review service with the demo
// reviews, the rebuilder's core with its real build step. The first build reads the reviews; then the review
// service stops and an editor's change asks for a second build. Every product page of the second build must be the
// first build's, byte for byte (the reviews, the rating stars, the AggregateRating of its JSON-LD), and the
// rebuilder's status must call the build degraded and say why.
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningEmulator } from "../../../scripts/emulator/server.ts";
import { siteBuilder } from "../../../src/services/rebuilder/builder.ts";
import { createRebuilder } from "../../../src/services/rebuilder/rebuilder.ts";
import { Releases } from "../../../src/services/rebuilder/releases.ts";
import type { RunningReviewService } from "../../../src/services/reviews/server.ts";
import { startDemoStore } from "../../support/demo-store.ts";

/** The bulk read's token, which the build sends as the rebuilder passes it on. */
const readToken = "reviews-outage-read-token";
let emulator: RunningEmulator;
let reviews: RunningReviewService | undefined;
let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "reviews-outage-"));
  ({ emulator, reviews } = await startDemoStore(work, readToken));
});
afterAll(async () => {
  await reviews?.close();
  await emulator?.close();
  await rm(work, { recursive: true, force: true });
});

async function productPages(dir: string): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  for (const handle of await readdir(join(dir, "products"))) {
    pages.set(handle, await readFile(join(dir, "products", handle, "index.html"), "utf8"));
  }
  return pages;
}

describe("a rebuild while the review service is down", { timeout: 600_000 }, () => {
  it("keeps every product page's reviews and AggregateRating, and the status says degraded and why", async () => {
    const releases = new Releases(join(work, "site"));
    await releases.open();
    const builder = siteBuilder({
      ...process.env,
      PUBLIC_SHOPIFY_STORE_DOMAIN: emulator.url,
      PUBLIC_SHOPIFY_STOREFRONT_TOKEN: emulator.token,
      PUBLIC_REVIEWS_URL: reviews!.url,
      REVIEWS_READ_TOKEN: readToken,
      REVIEWS_SNAPSHOT_DIR: join(work, "snapshots"),
    });
    const rebuilder = createRebuilder({ releases, builder, settleMs: 0, retry: { attempts: 0 } });
    try {
      rebuilder.trigger({ source: "admin", receivedAt: new Date().toISOString(), reason: "first build" });
      await rebuilder.idle();
      const first = await rebuilder.status();
      expect(first.builds[0], first.builds[0]?.logTail.join("\n")).toMatchObject({ outcome: "published", degraded: [] });
      const before = await productPages(releases.liveLink);
      const rated = [...before.values()].filter((html) => html.includes('"aggregateRating"'));
      // The demo reviews rate many products: the comparison below is about pages that have something to lose.
      expect(rated.length).toBeGreaterThan(before.size / 4);

      await reviews!.close();
      reviews = undefined;
      const product = emulator.store.products[0]!.record;
      // A change only the product's own page shows (a title would show on other products' cards too).
      await emulator.applyChange({ kind: "product", handle: product.handle, set: { descriptionMarkdown: "This year's harvest came early and sweet." } });
      rebuilder.trigger({ source: "webhook", topic: "products/update", receivedAt: new Date().toISOString(), webhookId: "during-outage" });
      await rebuilder.idle();
      const second = await rebuilder.status();
      const build = second.builds[0]!;
      expect(build, build.logTail.join("\n")).toMatchObject({ outcome: "published", trigger: { webhookIds: ["during-outage"] } });
      expect(second.live!.id).toBe(build.id);
      expect(build.degraded).toHaveLength(1);
      expect(build.degraded[0]).toMatch(/^the review service did not answer \(.+\); product pages show the reviews read at \d{4}-\d\d-\d\dT/);
      expect(second.live!.degraded).toEqual(build.degraded);

      const after = await productPages(releases.liveLink);
      expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
      // The edited product's page changed (the change was published) ...
      expect(after.get(product.handle)).toMatch(/This year(&#39;|&#x27;|’|')s harvest came early and sweet\./);
      // ... and every other page is the first build's byte for byte, its reviews and rating included.
      for (const [handle, html] of before) {
        if (handle === product.handle) continue;
        expect(after.get(handle), handle).toBe(html);
      }
      const edited = after.get(product.handle)!;
      const ratingOf = (html: string) => /"aggregateRating":\{[^}]*\}/.exec(html)?.[0] ?? null;
      expect(ratingOf(edited)).toBe(ratingOf(before.get(product.handle)!));
    } finally {
      await rebuilder.close();
      await releases.close();
    }
  });
});
