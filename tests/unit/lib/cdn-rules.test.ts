import { describe, expect, it } from "vitest";
import {
  cspDirectives,
  cspHeader,
  headersFile,
  headersFor,
  immutableCache,
  isProxyRule,
  parseHeaders,
  parseRedirects,
  proxyFor,
  redirectFor,
} from "../../../src/lib/cdn-rules.ts";

describe("the _headers file", () => {
  it("puts the security headers on every path and a year of caching on hashed assets, under the base", () => {
    const rules = parseHeaders(headersFile({ base: "/preview/x/", preview: true }));
    const page = headersFor("/preview/x/products/raw-honey", rules);
    expect(page.get("X-Content-Type-Options")).toBe("nosniff");
    expect(page.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(page.get("Permissions-Policy")).toContain("camera=()");
    expect(page.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
    expect(page.get("Strict-Transport-Security")).toMatch(/^max-age=\d+/);
    expect(page.get("X-Robots-Tag")).toBe("noindex");
    expect(page.has("Cache-Control")).toBe(false);
    expect(headersFor("/preview/x/_astro/client.Ab1.js", rules).get("Cache-Control")).toBe(immutableCache);
    expect(headersFor("/_astro/client.Ab1.js", rules).size).toBe(0);
  });

  it("marks only a preview noindex", () => {
    const rules = parseHeaders(headersFile({ base: "/", preview: false }));
    expect(headersFor("/about", rules).has("X-Robots-Tag")).toBe(false);
  });

  it("reads comments, blank lines and values holding colons", () => {
    const rules = parseHeaders("# comment\n/a/*\n  Link: <https://x.example/a>; rel=preload\n\n/b\n  X-One: 1\n");
    expect(headersFor("/a/deep/page", rules).get("Link")).toBe("<https://x.example/a>; rel=preload");
    expect(headersFor("/b", rules).get("X-One")).toBe("1");
    expect(headersFor("/b/c", rules).size).toBe(0);
  });
});

describe("the Content-Security-Policy", () => {
  const sources = { storeOrigin: "https://farm-shop.myshopify.com", reviewsOrigin: "https://reviews.example" };
  it("allows exactly the store, Shopify's CDN and the review service, and nothing framed, embedded or rebased", () => {
    const header = cspHeader(sources);
    expect(header).toContain("connect-src 'self' https://farm-shop.myshopify.com https://reviews.example");
    expect(header).toContain("img-src 'self' data: https://farm-shop.myshopify.com https://cdn.shopify.com");
    expect(header).toContain("media-src 'self' https://farm-shop.myshopify.com https://cdn.shopify.com");
    for (const rule of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'", "default-src 'self'"]) {
      expect(header).toContain(rule);
    }
    expect(header).not.toMatch(/\*|https:\s|http:\s/);
  });
  it("leaves frame-ancestors out of the <meta> policy, where browsers ignore it", () => {
    expect(cspDirectives(sources).join(";")).not.toContain("frame-ancestors");
  });
  it("is in _headers for every path when sources are given", () => {
    const rules = parseHeaders(headersFile({ base: "/", preview: false, csp: sources }));
    expect(headersFor("/products/x", rules).get("Content-Security-Policy")).toBe(cspHeader(sources));
  });
});

describe("the _redirects file", () => {
  const rules = parseRedirects("/product/* /products/:splat 301\n/returns /refund-policy 301\n# old\n/shop/:name /collections/all 302\n");
  it("sends a path to its target, filling the splat", () => {
    expect(redirectFor("/product/raw-honey", rules)).toEqual({ location: "/products/raw-honey", status: 301 });
    expect(redirectFor("/returns", rules)).toEqual({ location: "/refund-policy", status: 301 });
    expect(redirectFor("/shop/anything", rules)).toEqual({ location: "/collections/all", status: 302 });
  });
  it("leaves other paths alone, and treats dots and brackets in a pattern as text", () => {
    expect(redirectFor("/products/raw-honey", rules)).toBeNull();
    expect(redirectFor("/returnsX", rules)).toBeNull();
    expect(redirectFor("/shop/a/b", rules)).toBeNull();
    expect(redirectFor("/aXb", parseRedirects("/a.b /c 301"))).toBeNull();
  });
});

describe("proxy rules in the _redirects file", () => {
  const rules = parseRedirects(
    [
      "/shop-images/cdn.shopify.com/* https://cdn.shopify.com/:splat 200",
      "/preview/x/shop-images/cdn.shopify.com/* https://cdn.shopify.com/:splat 200",
      "/feed https://feeds.example/shop.xml?format=rss 200",
      "/old-images/* https://cdn.shopify.com/:splat 301",
      "/app/* /index.html 200",
      "/app/* /apps 302",
      "/product/* /products/:splat 301",
    ].join("\n"),
  );
  it("tells a proxy rule (200 to an absolute http or https URL) from a redirect and from a same-site rewrite", () => {
    expect(rules.map(isProxyRule)).toEqual([true, true, true, false, false, false, false]);
    expect(isProxyRule({ from: "/a", to: "http://example.com/a", status: 200 })).toBe(true);
    expect(isProxyRule({ from: "/a", to: "ftp://example.com/a", status: 200 })).toBe(false);
    expect(isProxyRule({ from: "/a", to: "mailto:shop@example.com", status: 200 })).toBe(false);
  });
  it("gives the upstream URL with the splat filled in and the query string kept as sent", () => {
    expect(proxyFor("/shop-images/cdn.shopify.com/s/files/a.jpg?v=1&width=720", rules)).toBe(
      "https://cdn.shopify.com/s/files/a.jpg?v=1&width=720",
    );
    expect(proxyFor("/shop-images/cdn.shopify.com/s/files/a%20b.jpg?name=a%26b", rules)).toBe(
      "https://cdn.shopify.com/s/files/a%20b.jpg?name=a%26b",
    );
    expect(proxyFor("/shop-images/cdn.shopify.com/s/files/a.jpg", rules)).toBe("https://cdn.shopify.com/s/files/a.jpg");
    expect(proxyFor("/preview/x/shop-images/cdn.shopify.com/a.jpg", rules)).toBe("https://cdn.shopify.com/a.jpg");
    expect(proxyFor("/feed?page=2", rules)).toBe("https://feeds.example/shop.xml?format=rss&page=2");
  });
  it("is no redirect, and a redirect is no proxy", () => {
    expect(redirectFor("/shop-images/cdn.shopify.com/s/files/a.jpg", rules)).toBeNull();
    expect(proxyFor("/old-images/a.jpg", rules)).toBeNull();
    expect(redirectFor("/old-images/a.jpg", rules)).toEqual({ location: "https://cdn.shopify.com/a.jpg", status: 301 });
    expect(proxyFor("/product/raw-honey", rules)).toBeNull();
    expect(proxyFor("/products/raw-honey", rules)).toBeNull();
  });
  it("skips a same-site 200 rewrite: never a 200 with a Location, the next rule applies", () => {
    expect(redirectFor("/app/cart", rules)).toEqual({ location: "/apps", status: 302 });
    expect(proxyFor("/app/cart", rules)).toBeNull();
    expect(redirectFor("/app/cart", parseRedirects("/app/* /index.html 200"))).toBeNull();
  });
  it("puts the splat in literally, \"$'\", \"$`\" and \"$&\" included", () => {
    expect(proxyFor("/shop-images/cdn.shopify.com/a$'b.jpg", rules)).toBe("https://cdn.shopify.com/a$'b.jpg");
    expect(proxyFor("/shop-images/cdn.shopify.com/a$`b$&c.jpg?v=1", rules)).toBe("https://cdn.shopify.com/a$`b$&c.jpg?v=1");
    expect(redirectFor("/old-images/a$'b.jpg", rules)).toEqual({ location: "https://cdn.shopify.com/a$'b.jpg", status: 301 });
    expect(redirectFor("/product/a$`b$&c", rules)).toEqual({ location: "/products/a$`b$&c", status: 301 });
  });
  it("lets the first matching rule win, whichever kind it is", () => {
    const proxyFirst = parseRedirects("/img/* https://cdn.example/:splat 200\n/img/* /pictures/:splat 301");
    expect(proxyFor("/img/a.jpg", proxyFirst)).toBe("https://cdn.example/a.jpg");
    expect(redirectFor("/img/a.jpg", proxyFirst)).toBeNull();
    const redirectFirst = parseRedirects("/img/* /pictures/:splat 301\n/img/* https://cdn.example/:splat 200");
    expect(proxyFor("/img/a.jpg", redirectFirst)).toBeNull();
    expect(redirectFor("/img/a.jpg", redirectFirst)).toEqual({ location: "/pictures/a.jpg", status: 301 });
  });
});
