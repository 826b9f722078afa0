// The review service asks the store whether a product exists before it keeps a review of it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmulator } from "../../../scripts/emulator/server.ts";
import { storefrontProductCheck } from "../../../src/services/reviews/server.ts";

let emulator: Awaited<ReturnType<typeof startEmulator>>;
beforeAll(async () => {
  emulator = await startEmulator({ host: "127.0.0.1", port: 0 });
});
afterAll(() => emulator.close());

describe("the product check against the store", () => {
  it("knows the store's products and refuses ids it does not have", async () => {
    const check = storefrontProductCheck({ PUBLIC_SHOPIFY_STORE_DOMAIN: emulator.url, PUBLIC_SHOPIFY_STOREFRONT_TOKEN: "emulator-public-token" })!;
    expect(await check("7000000001")).toBe(true);
    expect(await check("123")).toBe(false);
  });

  it("takes the store's 'Invalid global id' for an id it cannot hold as 'no such product', not as 'cannot tell'", async () => {
    const check = storefrontProductCheck({ PUBLIC_SHOPIFY_STORE_DOMAIN: emulator.url, PUBLIC_SHOPIFY_STOREFRONT_TOKEN: "emulator-public-token" })!;
    // Inside Shopify's 64-bit range, past what the emulator holds (2^53 + 1).
    expect(await check("9007199254740993")).toBe(false);
  });

  it("cannot tell when the store does not answer, so the review is not lost", async () => {
    const check = storefrontProductCheck({ PUBLIC_SHOPIFY_STORE_DOMAIN: "http://127.0.0.1:9", PUBLIC_SHOPIFY_STOREFRONT_TOKEN: "x" })!;
    expect(await check("7000000001")).toBeUndefined();
  });
});
