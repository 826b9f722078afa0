import { describe, expect, it } from "vitest";
import type { ProductCard, Variant } from "../../lib/types.ts";
import { featuredMediaIndex } from "./gallery.ts";
import { addButtonState, cartItemFor, initialVariant, quantityOptions, urlWithVariant } from "./purchase.ts";
import { similarProducts } from "./similar.ts";

const variant = (n: number, availableForSale = true): Variant => ({
  id: `gid://shopify/ProductVariant/${n}`,
  numericId: String(n),
  title: `Size ${n}`,
  availableForSale,
  price: { amount: 10 + n, currencyCode: "USD" },
  compareAtPrice: null,
  unitPrice: null,
  selectedOptions: [{ name: "Size", value: String(n) }],
});

const card = (n: number): ProductCard => ({
  id: `gid://shopify/Product/${n}`,
  numericId: String(n),
  handle: `p-${n}`,
  title: `Product ${n}`,
  vendor: "Farm",
  tags: [],
  availableForSale: true,
  image: null,
  price: { amount: n, currencyCode: "USD" },
  compareAtPrice: null,
  unitPrice: null,
  freeShipping: false,
});

describe("the purchase box", () => {
  it("offers quantities 1 to 12", () => {
    expect(quantityOptions).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
  it("selects the first variant, or the one a shared link names", () => {
    const variants = [variant(1), variant(2), variant(3)];
    expect(initialVariant(variants, null)?.numericId).toBe("1");
    expect(initialVariant(variants, "3")?.numericId).toBe("3");
    expect(initialVariant(variants, "99")?.numericId).toBe("1");
    expect(initialVariant([], null)).toBeNull();
  });
  it("reads 'Add to basket', 'Sold Out' or '✓ Added', disabled where SPEC.md says", () => {
    expect(addButtonState(variant(1), false)).toEqual({ label: "Add to basket", disabled: false });
    expect(addButtonState(variant(1, false), false)).toEqual({ label: "Sold Out", disabled: true });
    expect(addButtonState(variant(1), true)).toEqual({ label: "✓ Added", disabled: true });
    // With no variant chosen the button stays active so the shopper hears 'Please select an option.'
    expect(addButtonState(null, false)).toEqual({ label: "Add to basket", disabled: false });
  });
  it("turns the choice into a basket line", () => {
    const product = { id: "gid://shopify/Product/5", handle: "honey", title: "Honey", image: null, variants: [variant(2)] };
    expect(cartItemFor(product, variant(2), 3)).toEqual({
      id: "gid://shopify/ProductVariant/2", productId: "gid://shopify/Product/5", title: "Honey", price: 12,
      currency: "USD", image: null, quantity: 3, variantTitle: "Size 2", handle: "honey",
    });
  });
  it("writes the variant into the URL and keeps other parameters", () => {
    expect(urlWithVariant("https://shop.example/products/honey?utm=x#reviews", variant(7))).toBe("/products/honey?utm=x&variant=7#reviews");
  });
});

describe("the gallery's featured media", () => {
  const image = { kind: "image" as const, id: "i", image: { url: "u", altText: "", width: null, height: null } };
  const video = { kind: "video" as const, video: { id: "v", alt: "", sources: [], previewImage: null } };
  it("is the first image, else the first video, else none", () => {
    expect(featuredMediaIndex([video, image])).toBe(1);
    expect(featuredMediaIndex([video])).toBe(0);
    expect(featuredMediaIndex([])).toBeNull();
  });
});

describe("similar products", () => {
  it("are the store's recommendations, without the product itself", async () => {
    const result = await similarProducts(card(1).id, [card(1), card(2), card(3)], async () => [card(9)]);
    expect(result.map((c) => c.numericId)).toEqual(["2", "3"]);
  });
  it("fall back to the artisan-goods collection, 8 at most, when there are none", async () => {
    const fallback = Array.from({ length: 10 }, (_, i) => card(i + 1));
    const result = await similarProducts(card(4).id, [], async () => fallback);
    expect(result).toHaveLength(8);
    expect(result.map((c) => c.numericId)).not.toContain("4");
  });
  it("ask for the fallback only when needed", async () => {
    let asked = 0;
    await similarProducts(card(1).id, [card(2)], async () => (asked++, []));
    expect(asked).toBe(0);
  });
});
