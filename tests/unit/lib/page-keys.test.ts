import { describe, expect, it } from "vitest";
import { buildSettingsDigest, digest, pageCacheKey } from "../../../src/lib/page-keys.ts";

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
