import { describe, expect, it } from "vitest";
import { mapProductCard, numericId } from "../../../src/lib/storefront/mappers.ts";
import { mapFarmer, mapProduct } from "../../../src/lib/storefront/detail-mappers.ts";
import type { FarmerFragment, ProductDetailFragment } from "../../../src/lib/storefront/generated/storefront.generated.d.ts";

const image = (name: string) => ({ url: `http://127.0.0.1:8787/media/images/${name}`, altText: null, width: 1200, height: 1200 });
const usd = (amount: string) => ({ amount, currencyCode: "USD" as const });
const perOunce = (amount: string) => ({ unitPrice: usd(amount), unitPriceMeasurement: { referenceUnit: "OZ" as const, referenceValue: 1 } });
// The 8 oz jar is the cheaper one ($12 against $20), though its ounce costs more ($1.50 against $1.25).
const eightOunces = { price: usd("12.0"), ...perOunce("1.5") };
const sixteenOunces = { price: usd("20.0"), ...perOunce("1.25") };

const product: ProductDetailFragment = {
  id: "gid://shopify/Product/7000000001",
  handle: "wildflower-honey",
  title: "Wildflower Honey",
  vendor: "Bee Happy Apiary",
  tags: ["freeshipping", "raw"],
  availableForSale: true,
  featuredImage: null,
  priceRange: { minVariantPrice: usd("12.0") },
  compareAtPriceRange: { minVariantPrice: usd("0.0") },
  unitPriceVariants: { nodes: [sixteenOunces, eightOunces] },
  description: "Raw honey.",
  descriptionHtml: "<p>Raw honey.</p>",
  productType: "Honey",
  updatedAt: "2026-01-01T00:00:00Z",
  options: [{ name: "Size", optionValues: [{ name: "8 oz" }, { name: "16 oz" }] }],
  images: { nodes: [image("a"), image("b")] },
  variants: {
    nodes: [
      { id: "gid://shopify/ProductVariant/4000000001", title: "8 oz", availableForSale: true, price: usd("12.0"),
        compareAtPrice: usd("15.0"), ...perOunce("1.5"), selectedOptions: [{ name: "Size", value: "8 oz" }] },
      { id: "gid://shopify/ProductVariant/4000000002", title: "16 oz", availableForSale: false, price: usd("20.0"),
        compareAtPrice: null, ...perOunce("1.25"), selectedOptions: [{ name: "Size", value: "16 oz" }] },
    ],
  },
  media: {
    nodes: [
      { __typename: "Video", id: "gid://shopify/Video/1", alt: "Bees at work",
        sources: [{ url: "http://x/v.webm", mimeType: "video/webm" }], previewImage: image("p") },
      { __typename: "MediaImage", id: "gid://shopify/MediaImage/1", alt: "Jar", image: image("a") },
      { __typename: "ExternalVideo" },
    ],
  },
};

describe("numericId", () => {
  it("is the text after the last slash", () => {
    expect(numericId("gid://shopify/ProductVariant/4000000001")).toBe("4000000001");
  });
  it("refuses what is not a global id", () => {
    expect(() => numericId("gid://shopify/Product/abc")).toThrow(/not a Shopify global id/);
  });
});

describe("mapProduct", () => {
  const mapped = mapProduct({ ...product, collections: { nodes: [{ handle: "honey" }] } });
  it("splits images and videos and keeps the media order", () => {
    expect(mapped.images.map((i) => i.url.split("/").pop())).toEqual(["a", "b"]);
    expect(mapped.videos).toHaveLength(1);
    expect(mapped.videos[0]!.sources[0]!.mimeType).toBe("video/webm");
    expect(mapped.media.map((m) => m.kind)).toEqual(["video", "image"]);
  });
  it("falls back to the first image when the store sets no featured image", () => {
    expect(mapped.image?.url).toMatch(/\/a$/);
    expect(mapped.image?.altText).toBe("Wildflower Honey");
  });
  it("maps prices to numbers and drops a compare-at price of 0", () => {
    expect(mapped.price).toEqual({ amount: 12, currencyCode: "USD" });
    expect(mapped.compareAtPrice).toBeNull();
    expect(mapped.variants[0]!.compareAtPrice).toEqual({ amount: 15, currencyCode: "USD" });
    expect(mapped.variants[1]!.compareAtPrice).toBeNull();
  });
  it("keeps variant ids with their numeric part and availability", () => {
    expect(mapped.variants.map((v) => [v.numericId, v.availableForSale])).toEqual([
      ["4000000001", true],
      ["4000000002", false],
    ]);
  });
  it("flags free shipping from the freeshipping tag", () => {
    expect(mapped.freeShipping).toBe(true);
    expect(mapProductCard({ ...product, tags: ["raw"] }).freeShipping).toBe(false);
  });
  it("lists options and collections", () => {
    expect(mapped.options).toEqual([{ name: "Size", values: ["8 oz", "16 oz"] }]);
    expect(mapped.collectionHandles).toEqual(["honey"]);
  });
});

describe("mapFarmer", () => {
  const field = (key: string, value: string | null, extra: Partial<FarmerFragment["fields"][number]> = {}) => ({
    key, type: "single_line_text_field", value, reference: null, references: null, ...extra,
  });
  const farmer: FarmerFragment = {
    id: "gid://shopify/Metaobject/1",
    handle: "bee-happy",
    updatedAt: "2026-01-01T00:00:00Z",
    fields: [
      field("name", "Bee Happy Apiary"),
      field("location", "Ojai, California"),
      field("bio", "Bees and sage."),
      field("story", '{"type":"root","children":[]}', { type: "rich_text_field" }),
      field("instagram_url", "https://www.instagram.com/beehappy"),
      field("ccof", "true", { type: "boolean" }),
      field("usda_organic", "false", { type: "boolean" }),
      field("profile_picture", "gid://shopify/MediaImage/9", {
        type: "file_reference",
        reference: { __typename: "MediaImage", id: "gid://shopify/MediaImage/9", alt: "Portrait", image: image("face"),
          presentation: { asJson: { focalPoint: { x: 0.3, y: 0.2 } } } },
      }),
      field("gallery_images", "[]", {
        type: "list.file_reference",
        references: { nodes: [{ __typename: "MediaImage", id: "m1", alt: "Hives", image: image("g1"), presentation: null }] },
      }),
      field("highlight_video", "gid://shopify/Video/2", {
        type: "file_reference",
        reference: { __typename: "Video", id: "gid://shopify/Video/2", alt: "Hive tour",
          sources: [{ url: "http://x/h.mp4", mimeType: "video/mp4" }], previewImage: null },
      }),
      field("founded", "1998", { type: "number_integer" }),
    ],
  };
  const mapped = mapFarmer(farmer);
  it("reads the key/value fields", () => {
    expect(mapped).toMatchObject({ name: "Bee Happy Apiary", location: "Ojai, California", bio: "Bees and sage." });
    expect(mapped.facebookUrl).toBeNull();
    expect(mapped.instagramUrl).toBe("https://www.instagram.com/beehappy");
  });
  it("turns the certification strings into booleans", () => {
    expect(mapped.ccof).toBe(true);
    expect(mapped.usdaOrganic).toBe(false);
  });
  it("keeps the profile picture with its focal point, the gallery and the video", () => {
    expect(mapped.profilePicture?.focalPoint).toEqual({ x: 0.3, y: 0.2 });
    expect(mapped.galleryImages.map((i) => i.altText)).toEqual(["Hives"]);
    expect(mapped.highlightVideo?.sources[0]?.mimeType).toBe("video/mp4");
  });
  it("passes other fields through", () => {
    expect(mapped.otherFields).toEqual({ founded: { value: "1998", type: "number_integer" } });
  });
});

describe("unit prices", () => {
  const mapped = mapProduct(product);
  const ounce = (price: string) => ({ visible: `${price} / oz`, spoken: `${price} per ounce` });

  it("gives each variant its own unit price", () => {
    expect(mapped.variants.map((v) => v.unitPrice)).toEqual([ounce("$1.50"), ounce("$1.25")]);
  });

  it("gives the card the unit price of its cheapest variant, the one whose price it shows", () => {
    expect(mapProductCard(product).unitPrice).toEqual(ounce("$1.50"));
    expect(mapped.unitPrice).toEqual(ounce("$1.50"));
    // Equal prices: the first variant listed.
    const twins = { nodes: [{ ...eightOunces, ...perOunce("2.0") }, eightOunces] };
    expect(mapProductCard({ ...product, unitPriceVariants: twins }).unitPrice).toEqual(ounce("$2.00"));
  });

  it("gives none where the cheapest variant states no size, though a dearer one does", () => {
    const unsized = { price: usd("9.0"), unitPrice: null, unitPriceMeasurement: null };
    expect(mapProductCard({ ...product, unitPriceVariants: { nodes: [eightOunces, unsized] } }).unitPrice).toBeNull();
    expect(mapProductCard({ ...product, unitPriceVariants: { nodes: [] } }).unitPrice).toBeNull();
  });

  it("gives none for a half-stated measure, a unit the API cannot name or a reference quantity under 1", () => {
    const variantWith = (extra: object) => ({ ...product.variants.nodes[0]!, ...extra });
    const cases = [
      { unitPrice: usd("1.5"), unitPriceMeasurement: null },
      { unitPrice: null, unitPriceMeasurement: { referenceUnit: "OZ" as const, referenceValue: 1 } },
      { unitPrice: usd("1.5"), unitPriceMeasurement: { referenceUnit: "UNKNOWN" as const, referenceValue: 1 } },
      { unitPrice: usd("1.5"), unitPriceMeasurement: { referenceUnit: null, referenceValue: 1 } },
      { unitPrice: usd("1.5"), unitPriceMeasurement: { referenceUnit: "G" as const, referenceValue: 0 } },
    ];
    for (const extra of cases) {
      expect(mapProduct({ ...product, variants: { nodes: [variantWith(extra)] } }).variants[0]!.unitPrice).toBeNull();
    }
  });

  it("writes a reference quantity other than 1, with the unit in the plural for the screen reader", () => {
    const perHundredGrams = { unitPrice: usd("12.0"), unitPriceMeasurement: { referenceUnit: "G" as const, referenceValue: 100 } };
    const variant = { ...product.variants.nodes[0]!, ...perHundredGrams };
    expect(mapProduct({ ...product, variants: { nodes: [variant] } }).variants[0]!.unitPrice).toEqual({
      visible: "$12.00 / 100 g",
      spoken: "$12.00 per 100 grams",
    });
  });
});
