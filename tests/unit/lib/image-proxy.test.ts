import { describe, expect, it } from "vitest";
import { ConfigError } from "../../../src/lib/storefront/config.ts";
import { imageProxyRule, onSiteHost } from "../../../src/lib/image-proxy.ts";
import { readImageRoute } from "../../../src/lib/config.ts";
import { parseRedirects, proxyFor } from "../../../src/lib/cdn-rules.ts";

const store = "https://farm-shop.myshopify.com";

describe("pictures from the shop's own host (IMAGE_PROXY_PATH)", () => {
  it("is off unless the path is set", () => {
    expect(readImageRoute({}, "/", store)).toBeNull();
    expect(readImageRoute({ IMAGE_PROXY_PATH: "  " }, "/", store)).toBeNull();
  });

  it("serves Shopify's CDN, or a local store's own host, at the path below the base path", () => {
    expect(readImageRoute({ IMAGE_PROXY_PATH: "/shop-images/" }, "/", store)).toEqual(["https://cdn.shopify.com/", "/shop-images/"]);
    // The emulator (plain http) serves its pictures itself.
    expect(readImageRoute({ IMAGE_PROXY_PATH: "pictures" }, "/preview/my-branch/", "http://127.0.0.1:8787")).toEqual([
      "http://127.0.0.1:8787/",
      "/preview/my-branch/pictures/",
    ]);
  });

  it("refuses a path that could leave the site or is not a plain path, naming the variable", () => {
    for (const bad of ["../x", "/a/../b/", "https://evil.example/", "/a b/", "/a?b/", "/a/./b", "/a//b/"]) {
      expect(() => readImageRoute({ IMAGE_PROXY_PATH: bad }, "/", store), bad).toThrow(ConfigError);
      expect(() => readImageRoute({ IMAGE_PROXY_PATH: bad }, "/", store), bad).toThrow(/IMAGE_PROXY_PATH/);
    }
  });

  it("writes a picture's URL under the site's address, query and all, and leaves other hosts alone", () => {
    const route = readImageRoute({ IMAGE_PROXY_PATH: "/shop-images/" }, "/", store)!;
    expect(onSiteHost("https://cdn.shopify.com/s/files/1/0001/files/honey.jpg?v=17&width=720", route)).toBe(
      "/shop-images/s/files/1/0001/files/honey.jpg?v=17&width=720",
    );
    // A host that only starts like the served one, and other hosts.
    expect(onSiteHost("https://cdn.shopify.com.evil.example/a.jpg", route)).toBe("https://cdn.shopify.com.evil.example/a.jpg");
    expect(onSiteHost(`${store}/cdn/shop/files/jam.png?width=240`, route)).toBe(`${store}/cdn/shop/files/jam.png?width=240`);
    expect(onSiteHost("https://images.example/a.jpg?width=240", route)).toBe("https://images.example/a.jpg?width=240");
  });

  it("gives the CDN a proxy rule for the host, which the rules' reader reads back as a proxy rewrite to the same URL", () => {
    const rule = imageProxyRule(readImageRoute({ IMAGE_PROXY_PATH: "/shop-images/" }, "/", store)!);
    expect(rule).toEqual({ from: "/shop-images/*", to: "https://cdn.shopify.com/:splat", status: 200 });
    const rules = parseRedirects(`${rule.from} ${rule.to} ${rule.status}\n`);
    expect(rules).toEqual([rule]);
    expect(proxyFor("/shop-images/s/files/a.jpg?v=1&width=720", rules)).toBe("https://cdn.shopify.com/s/files/a.jpg?v=1&width=720");
  });
});
