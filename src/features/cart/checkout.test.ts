import { describe, expect, it, vi } from "vitest";
import { readCheckoutMode, readPromotion } from "../../lib/config.ts";
import { checkoutDestination, checkoutUrl, variantNumericId } from "./checkout.ts";
import { promotionStatus } from "./promotion.ts";
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


describe("checkout in cart mode (PUBLIC_CHECKOUT_MODE=cart)", () => {
  const origin = "https://shop.example";
  it("makes a cart of the basket's lines and the promotion's code, and goes to its checkoutUrl", async () => {
    const made: unknown[] = [];
    const url = await checkoutDestination("cart", origin, [line(11, 2), line(12)], "FARM10", async (input) => {
      made.push(input);
      return "https://shop.example/cart/c/c1-abc?key=k";
    });
    expect(url).toBe("https://shop.example/cart/c/c1-abc?key=k");
    expect(made).toEqual([
      {
        lines: [
          { merchandiseId: "gid://shopify/ProductVariant/11", quantity: 2 },
          { merchandiseId: "gid://shopify/ProductVariant/12", quantity: 1 },
        ],
        discountCodes: ["FARM10"],
      },
    ]);
  });
  it("falls back to the permalink when the cart cannot be made, so the basket is never stranded", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const url = await checkoutDestination("cart", origin, [line(11, 2)], null, async () => {
      throw new Error("HTTP 503");
    });
    expect(url).toBe("https://shop.example/cart/11:2");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("HTTP 503"));
    warn.mockRestore();
  });
  it("makes no cart for an empty basket, and none in permalink mode", async () => {
    const createCart = vi.fn(async () => "never");
    expect(await checkoutDestination("cart", origin, [], "FARM10", createCart)).toBeNull();
    expect(await checkoutDestination("permalink", origin, [line(11)], "FARM10", createCart)).toBe("https://shop.example/cart/11:1?discount=FARM10");
    expect(createCart).not.toHaveBeenCalled();
  });
  it("reads the mode from PUBLIC_CHECKOUT_MODE, permalink by default, and refuses anything else", () => {
    expect(readCheckoutMode({})).toBe("permalink");
    expect(readCheckoutMode({ PUBLIC_CHECKOUT_MODE: " cart " })).toBe("cart");
    expect(() => readCheckoutMode({ PUBLIC_CHECKOUT_MODE: "Cart API" })).toThrow(/PUBLIC_CHECKOUT_MODE "Cart API" is not a checkout mode/);
  });
});
