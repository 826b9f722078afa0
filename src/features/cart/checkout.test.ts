import { describe, expect, it } from "vitest";
import { readPromotion } from "../../lib/config.ts";
import { checkoutUrl, promotionStatus, variantNumericId } from "./checkout.ts";
import { line } from "./test-lines.ts";

describe("checkout", () => {
  it("builds the hosted cart URL from numeric variant ids and quantities", () => {
    expect(checkoutUrl("http://127.0.0.1:8787", [line(11, 2), line(12)])).toBe("http://127.0.0.1:8787/cart/11:2,12:1");
  });
  it("adds the discount code when one is configured", () => {
    expect(checkoutUrl("https://shop.example/", [line(11)], "FARM 10")).toBe("https://shop.example/cart/11:1?discount=FARM%2010");
  });
  it("has no URL for an empty basket", () => {
    expect(checkoutUrl("https://shop.example", [])).toBeNull();
  });
  it("takes the text after the last slash of a variant id", () => {
    expect(variantNumericId("gid://shopify/ProductVariant/4000000001")).toBe("4000000001");
    expect(() => variantNumericId("oops")).toThrow();
  });
  it("leaves out a line whose id is not a global id instead of throwing", () => {
    expect(checkoutUrl("https://shop.example", [{ ...line(11), id: "oops" }, line(12)])).toBe("https://shop.example/cart/12:1");
    expect(checkoutUrl("https://shop.example", [{ ...line(11), id: "oops" }])).toBeNull();
  });
  it("tells how far the basket is from the $50 promotion, or the saving, in cents", () => {
    const promotion = readPromotion({});
    expect(promotionStatus(4250, promotion)).toEqual({ applies: false, remainingMinor: 750 });
    expect(promotionStatus(4999, promotion)).toEqual({ applies: false, remainingMinor: 1 });
    expect(promotionStatus(5000, promotion)).toEqual({ applies: true, savingMinor: 500 });
    expect(promotionStatus(6490, promotion)).toEqual({ applies: true, savingMinor: 649 });
  });
});

