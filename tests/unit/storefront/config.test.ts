import { describe, expect, it } from "vitest";
import { browserStorefrontSettings, builtStorefrontConfig, readStorefrontConfig } from "../../../src/lib/storefront/config.ts";

describe("readStorefrontConfig", () => {
  it("defaults to the local emulator", () => {
    expect(readStorefrontConfig({})).toEqual({
      origin: "http://127.0.0.1:8787",
      storeDomain: "127.0.0.1:8787",
      publicToken: "emulator-public-token",
      apiVersion: "2026-04",
    });
  });
  it("speaks https to a real store named by its domain", () => {
    const config = readStorefrontConfig({
      PUBLIC_SHOPIFY_STORE_DOMAIN: "farm-shop.myshopify.com",
      PUBLIC_SHOPIFY_STOREFRONT_TOKEN: "abc123",
      PUBLIC_SHOPIFY_API_VERSION: "2026-07",
    });
    expect(config).toEqual({
      origin: "https://farm-shop.myshopify.com",
      storeDomain: "farm-shop.myshopify.com",
      publicToken: "abc123",
      apiVersion: "2026-07",
    });
  });
  it("refuses plain http to anything but this machine", () => {
    expect(() => readStorefrontConfig({ PUBLIC_SHOPIFY_STORE_DOMAIN: "http://farm-shop.myshopify.com" })).toThrow(
      /must use https/,
    );
  });
  it("refuses a domain with a path and names the variable", () => {
    expect(() => readStorefrontConfig({ PUBLIC_SHOPIFY_STORE_DOMAIN: "farm-shop.myshopify.com/api" })).toThrow(
      /PUBLIC_SHOPIFY_STORE_DOMAIN .* bare domain/,
    );
  });
  it("refuses an API version that Shopify never released", () => {
    expect(() => readStorefrontConfig({ PUBLIC_SHOPIFY_API_VERSION: "2026-05" })).toThrow(/PUBLIC_SHOPIFY_API_VERSION/);
  });
});

describe("builtStorefrontConfig (the browser's reading: what the build checked and wrote into the page)", () => {
  // A build writes browserStorefrontSettings(its checked settings) into the page (astro.config.mjs; the search and
  // basket end-to-end tests reach the store through it). Outside a build (tests, plain Node) nothing was written:
  // the settings are read as the build reads them.
  // Settings a build accepts: the browser must reach the same store with the same token and version.
  const accepted = [
    {},
    { PUBLIC_SHOPIFY_STORE_DOMAIN: "my-shop.myshopify.com", PUBLIC_SHOPIFY_STOREFRONT_TOKEN: "abc123", PUBLIC_SHOPIFY_API_VERSION: "2026-01" },
    { PUBLIC_SHOPIFY_STORE_DOMAIN: "  https://harvest.example.com  ", PUBLIC_SHOPIFY_STOREFRONT_TOKEN: " t " },
    { PUBLIC_SHOPIFY_STORE_DOMAIN: "https://SHOP.example.com/", PUBLIC_SHOPIFY_API_VERSION: "unstable" },
    { PUBLIC_SHOPIFY_STORE_DOMAIN: "http://localhost:9087", PUBLIC_SHOPIFY_STOREFRONT_TOKEN: "" },
    { PUBLIC_SHOPIFY_STORE_DOMAIN: "shop.example.com:8443", STOREFRONT_TIMEOUT_MS: "5000" },
  ];
  it.each(accepted)("reads %o as the build's check does", (env) => {
    const { timeoutMs: _buildOnly, ...checked } = readStorefrontConfig(env);
    expect(builtStorefrontConfig(env)).toEqual(checked);
    expect(browserStorefrontSettings(readStorefrontConfig(env))).toEqual(checked);
  });
});
