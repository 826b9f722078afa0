// The merge's refusals that need no build (scripts/build/merge.ts refuseManifests): shards that were not made to go
// together by their count, commit, settings or plan. The ones over real shard folders are in sharded-build.test.ts.
import { describe, expect, it } from "vitest";
import { pageFile, refuseManifests } from "../../../scripts/build/merge.ts";
import type { ShardManifest } from "../../../scripts/build/shard-manifest.ts";

function manifest(index: number, count: number, change: Partial<ShardManifest> = {}): ShardManifest {
  return {
    format: "farm-storefront-shard",
    version: 1,
    shard: { index, count },
    commit: "abc123",
    settings: { PUBLIC_SHOPIFY_STORE_DOMAIN: "farm.myshopify.com", SITE_URL: "https://farm.example" },
    snapshot: { sha256: "f".repeat(64), store: "farm.myshopify.com", apiVersion: "2026-04", readAt: "2026-11-25T10:00:00.000Z", products: 3 },
    plan: [{ route: "products", kind: "page", paths: ["/products/a", "/products/b", "/products/c"] }],
    pages: [],
    ...change,
  };
}
const dirs = ["shard-1", "shard-2", "shard-3"];

describe("refuseManifests", () => {
  it("accepts every shard of one build, in any order", () => {
    expect(refuseManifests(dirs, [manifest(2, 3), manifest(3, 3), manifest(1, 3)])).toBeNull();
    expect(refuseManifests(["only"], [manifest(1, 1)])).toBeNull();
  });

  it("names what differs: shard count, commit, settings, plan", () => {
    expect(refuseManifests(dirs, [manifest(1, 3), manifest(2, 4), manifest(3, 3)])).toMatch(/shard-2 \(shard 2\/4\) is one of 4 shards, but shard-1 is one of 3/);
    expect(refuseManifests(dirs, [manifest(1, 3), manifest(2, 3, { commit: "def456" }), manifest(3, 3)])).toMatch(/built from commit def456, shard-1 from abc123/);
    const otherSite = manifest(3, 3, { settings: { PUBLIC_SHOPIFY_STORE_DOMAIN: "farm.myshopify.com", SITE_URL: "https://preview.example", BASE_PATH: "/x/" } });
    expect(refuseManifests(dirs, [manifest(1, 3), manifest(2, 3), otherSite])).toMatch(/other settings than shard-1: BASE_PATH, SITE_URL/);
    const otherPlan = manifest(2, 3, { plan: [{ route: "products", kind: "page", paths: ["/products/a", "/products/b"] }] });
    expect(refuseManifests(dirs, [manifest(1, 3), otherPlan, manifest(3, 3)])).toMatch(/planned other pages than shard-1/);
  });

  it("names a shard given twice and the ones missing", () => {
    expect(refuseManifests(dirs, [manifest(1, 3), manifest(1, 3), manifest(3, 3)])).toMatch(/shard 1\/3 was given twice: shard-1 and shard-2/);
    expect(refuseManifests(["a"], [manifest(2, 4)])).toMatch(/shards 1\/4, 3\/4, 4\/4 are missing/);
    expect(refuseManifests([], [])).toMatch(/no shard folders/);
  });
});

describe("pageFile", () => {
  it("is the folder's index.html for a page and the file itself for an endpoint", () => {
    expect(pageFile("/products/wild-honey", "page")).toBe("products/wild-honey/index.html");
    expect(pageFile("/farm/Farm No.5", "page")).toBe("farm/Farm No.5/index.html");
    expect(pageFile("/blog/posts/2.json", "file")).toBe("blog/posts/2.json");
  });
});
