import { describe, expect, it } from "vitest";
import { redirectRules, redirectTarget } from "../../../src/lib/redirects.ts";
import { joinBase } from "../../../src/lib/routes.ts";

describe("joinBase", () => {
  it("keeps paths at the root without a base", () => {
    expect(joinBase("/", "/our-farms")).toBe("/our-farms");
    expect(joinBase("/", "/")).toBe("/");
  });
  it("puts every path under a preview base", () => {
    expect(joinBase("/preview/x/", "/our-farms")).toBe("/preview/x/our-farms");
    expect(joinBase("/preview/x/", "/")).toBe("/preview/x/");
    expect(joinBase("/preview/x/", "cart")).toBe("/preview/x/cart");
  });
});

describe("redirect rules", () => {
  it("writes the three redirects of SPEC.md in _redirects syntax", () => {
    expect(redirectRules("/")).toEqual([
      { from: "/product/*", to: "/products/:splat", status: 301 },
      { from: "/category/*", to: "/collections/:splat", status: 301 },
      { from: "/returns", to: "/refund-policy", status: 301 },
    ]);
  });
  it("keeps rules under the base", () => {
    expect(redirectRules("/preview/x/").map((r) => `${r.from} ${r.to}`)).toEqual([
      "/preview/x/product/* /preview/x/products/:splat",
      "/preview/x/category/* /preview/x/collections/:splat",
      "/preview/x/returns /preview/x/refund-policy",
    ]);
  });
});

describe("redirectTarget (the 404 page)", () => {
  it("sends a farm link written with the raw name to the farm's page, and an unknown farm home", () => {
    expect(redirectTarget("/", "/farm/Hearthstone%20%2F%20Herb%20Farm")).toBe("/farm/Hearthstone%20-%20Herb%20Farm");
    // What a static host that decodes %2F asks for.
    expect(redirectTarget("/", "/farm/Hearthstone / Herb Farm")).toBe("/farm/Hearthstone%20-%20Herb%20Farm");
    expect(redirectTarget("/preview/x/", "/preview/x/farm/Why%3F%20Not")).toBe("/preview/x/farm/Why-%20Not");
    // Already a slug, yet no page: home, never a loop.
    expect(redirectTarget("/", "/farm/No%20Such%20Farm")).toBe("/");
    expect(redirectTarget("/", "/farm/%E0%A4%A")).toBe("/");
  });
  it("maps legacy forms to their current page", () => {
    expect(redirectTarget("/", "/product/wild-honey")).toBe("/products/wild-honey");
    expect(redirectTarget("/", "/category/honey/")).toBe("/collections/honey");
    expect(redirectTarget("/", "/returns/")).toBe("/refund-policy");
  });
  it("sends anything else home", () => {
    expect(redirectTarget("/", "/no/such/page")).toBe("/");
    expect(redirectTarget("/", "/product/")).toBe("/");
    expect(redirectTarget("/", "/product/a/b")).toBe("/");
  });
  it("stays under the base", () => {
    expect(redirectTarget("/preview/x/", "/preview/x/product/wild-honey")).toBe("/preview/x/products/wild-honey");
    expect(redirectTarget("/preview/x/", "/preview/x/whatever")).toBe("/preview/x/");
    expect(redirectTarget("/preview/x/", "/elsewhere")).toBe("/preview/x/");
  });
});

describe("canonicalPath", () => {
  it("drops the trailing slash that directory-style builds add, but keeps the home page's", async () => {
    const { canonicalPath } = await import("../../../src/lib/routes.ts");
    expect(canonicalPath("/products/wild-honey/")).toBe("/products/wild-honey");
    expect(canonicalPath("/preview/x/", "/preview/x/")).toBe("/preview/x/");
    expect(canonicalPath("/preview/x/about/", "/preview/x/")).toBe("/preview/x/about");
    expect(canonicalPath("/")).toBe("/");
  });
});
