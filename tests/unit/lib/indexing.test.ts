import { describe, expect, it } from "vitest";
import { canonicalUrl, isIndexable, isPreviewBuild, robotsTxt } from "../../../src/lib/indexing.ts";

describe("the sitemap's pages", () => {
  it("are the shop's own pages", () => {
    for (const path of ["/", "/products/wild-honey", "/collections/honey", "/farm/Cacao%20%26%20Clay", "/blog", "/blog/spring", "/about", "/our-farms"]) {
      expect(isIndexable(path, "/"), path).toBe(true);
    }
  });
  it("leave out the shopper's own pages, redirect pages and the 404 page", () => {
    for (const path of ["/cart", "/cart/", "/search", "/404", "/returns", "/product/wild-honey", "/category/honey"]) {
      expect(isIndexable(path, "/"), path).toBe(false);
    }
  });
  it("follow the base path", () => {
    expect(isIndexable("/preview/x/products/wild-honey", "/preview/x/")).toBe(true);
    expect(isIndexable("/preview/x/cart", "/preview/x/")).toBe(false);
    expect(isIndexable("/products/wild-honey", "/preview/x/")).toBe(false);
  });
});

describe("robots.txt", () => {
  it("keeps crawlers off the basket and search, and names the sitemap index in full", () => {
    expect(robotsTxt("https://shop.example/", "/preview/x/")).toBe(
      "User-agent: *\nDisallow: /preview/x/cart\nDisallow: /preview/x/search\n\nSitemap: https://shop.example/preview/x/sitemap-index.xml\n",
    );
  });
});

describe("branch previews", () => {
  it("are marked by SITE_PREVIEW and turn every crawler away", () => {
    expect(isPreviewBuild({ SITE_PREVIEW: "1" })).toBe(true);
    expect(isPreviewBuild({})).toBe(false);
    expect(robotsTxt("https://shop.example", "/preview/x/", true)).toBe("User-agent: *\nDisallow: /\n");
  });
});

describe("sitemap URLs", () => {
  it("take the canonical form: no trailing slash but on the home page", () => {
    expect(canonicalUrl("https://shop.example/blog/spring/", "/")).toBe("https://shop.example/blog/spring");
    expect(canonicalUrl("https://shop.example/", "/")).toBe("https://shop.example/");
    expect(canonicalUrl("https://shop.example/preview/x/", "/preview/x/")).toBe("https://shop.example/preview/x/");
  });
});
