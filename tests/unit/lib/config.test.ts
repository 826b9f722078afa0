import { describe, expect, it } from "vitest";
import { ConfigError, promotionBanner, readShopConfig } from "../../../src/lib/config.ts";

describe("shop configuration", () => {
  it("has the defaults the README lists", () => {
    const config = readShopConfig({});
    expect(config.reviewsUrl).toBe("http://127.0.0.1:8788");
    expect(config.promotion).toEqual({ percent: 10, thresholdMinor: 5000, currencyCode: "USD", discountCode: "FARM10" });
    expect(config.storefront.origin).toBe("http://127.0.0.1:8787");
  });
  it("derives the header banner from the one promotion", () => {
    expect(promotionBanner(readShopConfig({}).promotion)).toBe("10% off all orders over $50");
    expect(promotionBanner({ percent: 15, thresholdMinor: 7550, currencyCode: "EUR" })).toBe("15% off all orders over €75.50");
  });
  it("sends no discount code when the variable is set but empty", () => {
    expect(readShopConfig({ PUBLIC_CHECKOUT_DISCOUNT_CODE: "" }).promotion.discountCode).toBeNull();
    expect(readShopConfig({ PUBLIC_CHECKOUT_DISCOUNT_CODE: " SPRING " }).promotion.discountCode).toBe("SPRING");
  });
  it("refuses a review service address that is not a URL, naming the variable", () => {
    expect(() => readShopConfig({ PUBLIC_REVIEWS_URL: "reviews" })).toThrow(ConfigError);
    expect(() => readShopConfig({ PUBLIC_REVIEWS_URL: "ftp://x" })).toThrow(/PUBLIC_REVIEWS_URL/);
    expect(readShopConfig({ PUBLIC_REVIEWS_URL: "https://reviews.example/" }).reviewsUrl).toBe("https://reviews.example");
  });
  it("refuses a request time limit that is not a whole number of milliseconds", () => {
    expect(() => readShopConfig({ STOREFRONT_TIMEOUT_MS: "soon" })).toThrow(/STOREFRONT_TIMEOUT_MS/);
    expect(readShopConfig({ STOREFRONT_TIMEOUT_MS: "500" }).storefront.timeoutMs).toBe(500);
  });
});
