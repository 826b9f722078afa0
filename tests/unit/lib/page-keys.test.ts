import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { buildSettingsDigest, cacheKeyOf, digest, pageCacheKey } from "../../../src/lib/page-keys.ts";

describe("page cache keys", () => {
  it("give equal data equal keys, and any change to the data another key", () => {
    const product = { id: "gid://shopify/Product/1", title: "Honey", price: { amount: 12.5 }, tags: ["a"] };
    expect(pageCacheKey({ product })).toBe(pageCacheKey({ product: structuredClone(product) }));
    const changed = [
      { ...product, title: "Honey " },
      { ...product, price: { amount: 12.51 } },
      { ...product, tags: ["a", "b"] },
      { ...product, tags: [] },
    ];
    const keys = new Set([pageCacheKey({ product }), ...changed.map((p) => pageCacheKey({ product: p }))]);
    expect(keys.size).toBe(changed.length + 1);
    // Where a value sits matters, not just which values there are.
    expect(digest({ a: 1, b: 2 })).not.toBe(digest({ a: 2, b: 1 }));
    expect(digest([null])).not.toBe(digest([]));
  });

  it("change with every setting a page reads", () => {
    const base = { SITE_URL: "https://shop.example", BASE_PATH: "", PUBLIC_SHOPIFY_STORE_DOMAIN: "shop.myshopify.com", PUBLIC_SHOPIFY_STOREFRONT_TOKEN: "t" };
    const variants = [
      { ...base, SITE_URL: "https://other.example" },
      { ...base, BASE_PATH: "/preview/x/" },
      { ...base, SITE_PREVIEW: "1" },
      { ...base, PUBLIC_CHECKOUT_MODE: "cart" },
      { ...base, PUBLIC_CHECKOUT_DISCOUNT_CODE: "" },
      { ...base, PUBLIC_REVIEWS_URL: "https://reviews.example" },
      { ...base, PUBLIC_SHOPIFY_STORE_DOMAIN: "other.myshopify.com" },
    ];
    const digests = new Set([buildSettingsDigest(base), ...variants.map((env) => buildSettingsDigest(env))]);
    expect(digests.size).toBe(variants.length + 1);
    expect(buildSettingsDigest({ ...base })).toBe(buildSettingsDigest(base));
  });
});

describe("page cache keys over shared data", () => {
  it("are equal exactly when the props' JSON is: any change anywhere, and only a change, gives another key", () => {
    const props = fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 5 });
    fc.assert(
      fc.property(props, props, fc.boolean(), (a, other, same) => {
        // Half the time the same data in fresh objects, as another build's read of the catalogue makes them.
        const b = same ? structuredClone(a) : other;
        expect(pageCacheKey(a) === pageCacheKey(b)).toBe(JSON.stringify(a) === JSON.stringify(b));
      }),
      { numRuns: 3000 },
    );
  });

  it("change when a shared card or farm changes, moves, or is left out, on every page that shows it", () => {
    const farmer = { id: "gid://shopify/Metaobject/1", name: "Juniper Creek", story: "<p>Three generations of bees.</p>" };
    const cards = Array.from({ length: 12 }, (_, i) => ({ id: `gid://shopify/Product/${i}`, title: `Jar ${i}`, price: { amount: 5 + i } }));
    const page = (product: number, similar = cards.slice(1, 11), farm: object | null = farmer) => ({ product: cards[product], similar, farmer: farm, reviews: [] });
    const base = pageCacheKey(page(0));
    const variants = [
      page(0, [...cards.slice(1, 10), { ...cards[10]!, price: { amount: 99 } }]),
      page(0, [cards[2]!, cards[1]!, ...cards.slice(3, 11)]),
      page(0, cards.slice(1, 10)),
      page(0, cards.slice(1, 11), { ...farmer, story: "<p>Four generations of bees.</p>" }),
      page(0, cards.slice(1, 11), null),
      page(11),
      { ...page(0), reviews: [{ rating: 5, title: "Good" }] },
      // A prop written as the digest of another, or in the form the key gives it, is not that prop.
      { ...page(0), farmer: digest(farmer) },
      { ...page(0), farmer: { "#": digest(farmer) } },
    ];
    const keys = new Set([base, ...variants.map((props) => pageCacheKey(props))]);
    expect(keys.size).toBe(variants.length + 1);
    expect(pageCacheKey(page(0))).toBe(base);
  });

  it("digest a farm shown on many pages once per build, not once per page", () => {
    let storyReads = 0;
    const farmer = {
      id: "gid://shopify/Metaobject/7",
      get story() {
        storyReads += 1;
        return "<p>A long story of the farm.</p>".repeat(200);
      },
    };
    const cards = Array.from({ length: 10 }, (_, i) => ({ id: `gid://shopify/Product/${i}` }));
    const keys = Array.from({ length: 100 }, (_, i) => pageCacheKey({ product: { id: `gid://shopify/Product/${1000 + i}` }, similar: cards, farmer }));
    expect(new Set(keys).size).toBe(100);
    expect(storyReads).toBe(1);
  });
});

describe("the key a route gives a page", () => {
  it("is made in an incremental build only: any other build would not read it", () => {
    const props = { product: { id: "gid://shopify/Product/1" } };
    expect(cacheKeyOf(props, {})).toEqual({});
    expect(cacheKeyOf(props, { INCREMENTAL_BUILD: "1" })).toEqual({ cacheKey: pageCacheKey(props) });
  });
});
