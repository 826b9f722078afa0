// The product fields storefront templates build their variant pickers and product pages from: the encoded variant
// existence and availability (checked with Shopify's own decoder), the selected variant and its neighbours, each
// option value's first selectable variant, unit prices from the sizes the catalogue states, shipping and SEO.
import { decodeEncodedVariant } from "@shopify/hydrogen-react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductRecord, VariantRecord } from "../../../scripts/emulator/catalogue/types.ts";
import { encodeOptionValueCombinations } from "../../../scripts/emulator/resolvers/variant-selection.ts";
import { startEmulator, type RunningEmulator } from "../../../scripts/emulator/server.ts";
import { fixtureCatalogue } from "./fixture.ts";
import { dataOf, graphqlClient, startFixtureEmulator } from "./helpers.ts";

const SIZES = ["12 oz", "2 lb", "5 lb"];
const GRINDS = ["Whole Bean", "Ground", "Espresso"];

function variant(id: number, size: string, grind: string, price: string, available: boolean): VariantRecord {
  return {
    id,
    title: `${size} / ${grind}`,
    sku: `ESTATE-${id}`,
    availableForSale: available,
    quantityAvailable: available ? 10 : 0,
    price: { amount: price, currencyCode: "USD" },
    compareAtPrice: null,
    selectedOptions: [
      { name: "Size", value: size },
      { name: "Grind", value: grind },
    ],
    image: null,
  };
}

const LONG_STORY = `${"Grown on volcanic slopes and dried on raised beds, then roasted in small batches the week it ships. ".repeat(5)}`;

function product(id: number, handle: string, title: string, options: ProductRecord["options"], variants: VariantRecord[]): ProductRecord {
  return {
    id,
    handle,
    title,
    vendor: "Sunny Slope Farm",
    productType: "Coffee",
    tags: ["coffee"],
    descriptionMarkdown: LONG_STORY,
    createdAt: "2024-09-01T10:00:00Z",
    updatedAt: "2024-09-02T10:00:00Z",
    publishedAt: "2024-09-01T10:00:00Z",
    sales: 10,
    options,
    variants,
    images: [],
    videos: [],
    collections: ["coffee-and-tea"],
  };
}

// Listed out of option order on purpose, with two combinations missing (2 lb Ground, 5 lb Espresso) and three sold out.
const ESTATE_VARIANTS = [
  variant(9001, "2 lb", "Whole Bean", "38.00", true),
  variant(9002, "12 oz", "Ground", "16.00", true),
  variant(9003, "12 oz", "Whole Bean", "16.00", false),
  variant(9004, "12 oz", "Espresso", "17.00", true),
  variant(9005, "2 lb", "Espresso", "40.00", false),
  variant(9006, "5 lb", "Whole Bean", "85.00", true),
  variant(9007, "5 lb", "Ground", "85.00", false),
];

const OIL_VARIANTS: VariantRecord[] = [
  { ...variant(9101, "500 ml", "-", "18.00", true), title: "500 ml", selectedOptions: [{ name: "Size", value: "500 ml" }] },
  { ...variant(9102, "1 L", "-", "30.00", true), title: "1 L", selectedOptions: [{ name: "Size", value: "1 L" }] },
];

let emulator: RunningEmulator;
let gql: ReturnType<typeof graphqlClient>;
beforeAll(async () => {
  const catalogue = fixtureCatalogue();
  catalogue.products.push(
    product(
      190,
      "estate-coffee",
      "Estate Coffee",
      [
        { name: "Size", values: SIZES },
        { name: "Grind", values: GRINDS },
      ],
      ESTATE_VARIANTS,
    ),
    product(191, "olive-oil", "Olive Oil", [{ name: "Size", values: ["500 ml", "1 L"] }], OIL_VARIANTS),
  );
  emulator = await startFixtureEmulator({ catalogue });
  gql = graphqlClient(emulator);
});
afterAll(async () => {
  await emulator.close();
});

const titles = (variants: { title: string }[]): string[] => variants.map((v) => v.title);

describe("encodeOptionValueCombinations", () => {
  it("writes the example of the Storefront API reference", () => {
    const combinations = [[0, 0, 0], [0, 1, 0], [0, 1, 1], [1, 0, 0], [1, 0, 1], [1, 1, 1], [2, 0, 1], [2, 1, 0]];
    expect(encodeOptionValueCombinations(combinations)).toBe("v1_0:0:0,1:0-1,,1:0:0-1,1:1,,2:0:1,1:0,,");
  });

  it("writes gaps, runs and single options, and decodes back to the same set", () => {
    expect(encodeOptionValueCombinations([[0], [2], [3], [4], [6]])).toBe("v1_0 2-4 6");
    expect(encodeOptionValueCombinations([])).toBe("v1_");
    const combinations = [[3, 1], [0, 0], [0, 2], [1, 1], [0, 1]];
    const decoded = decodeEncodedVariant(encodeOptionValueCombinations(combinations));
    expect(decoded.map((c) => c.join())).toEqual(["0,0", "0,1", "0,2", "1,1", "3,1"]);
  });
});

describe("Product.encodedVariantExistence and encodedVariantAvailability", () => {
  it("say which combinations exist and which are for sale", async () => {
    const data = await dataOf(gql('{ product(handle: "estate-coffee") { encodedVariantExistence encodedVariantAvailability } }'));
    expect(data.product.encodedVariantExistence).toBe("v1_0:0-2,1:0 2,2:0-1,");
    expect(data.product.encodedVariantAvailability).toBe("v1_0:1-2,1:0,2:0,");
    const key = (v: VariantRecord) => [SIZES.indexOf(v.selectedOptions[0]!.value), GRINDS.indexOf(v.selectedOptions[1]!.value)].join();
    expect(decodeEncodedVariant(data.product.encodedVariantExistence).map((c) => c.join()).sort()).toEqual(ESTATE_VARIANTS.map(key).sort());
    expect(decodeEncodedVariant(data.product.encodedVariantAvailability).map((c) => c.join()).sort()).toEqual(
      ESTATE_VARIANTS.filter((v) => v.availableForSale).map(key).sort(),
    );
  });

  it("encode a single option, and nothing for a product with nothing for sale", async () => {
    const data = await dataOf(
      gql(`{ a: product(handle: "wildflower-honey") { encodedVariantExistence encodedVariantAvailability }
        b: product(handle: "raw-honeycomb") { encodedVariantExistence encodedVariantAvailability } }`),
    );
    expect(data.a).toEqual({ encodedVariantExistence: "v1_0-1", encodedVariantAvailability: "v1_0-1" });
    expect(data.b).toEqual({ encodedVariantExistence: "v1_0", encodedVariantAvailability: "v1_" });
    expect(decodeEncodedVariant(data.b.encodedVariantAvailability)).toEqual([]);
  });
});

describe("round trip through Shopify's decoder on the whole catalogue", () => {
  it("matches every product's variants, option by option", async () => {
    const full = await startEmulator({ port: 0 });
    try {
      const data = await dataOf(
        graphqlClient(full)(`{ products(first: 250) { nodes {
          handle encodedVariantExistence encodedVariantAvailability
          options { name optionValues { name } }
          variants(first: 250) { nodes { availableForSale selectedOptions { name value } } }
        } } }`),
      );
      const products = data.products.nodes as {
        handle: string;
        encodedVariantExistence: string;
        encodedVariantAvailability: string;
        options: { name: string; optionValues: { name: string }[] }[];
        variants: { nodes: { availableForSale: boolean; selectedOptions: { name: string; value: string }[] }[] };
      }[];
      expect(products.length).toBeGreaterThan(20);
      expect(products.some((p) => p.options.length > 1)).toBe(true);
      for (const p of products) {
        const positions = (v: (typeof p.variants.nodes)[number]): string =>
          p.options.map((o) => o.optionValues.findIndex((ov) => ov.name === v.selectedOptions.find((s) => s.name === o.name)?.value)).join();
        const decoded = (encoded: string) => decodeEncodedVariant(encoded).map((c) => c.join()).sort();
        expect(decoded(p.encodedVariantExistence), p.handle).toEqual(p.variants.nodes.map(positions).sort());
        expect(decoded(p.encodedVariantAvailability), p.handle).toEqual(p.variants.nodes.filter((v) => v.availableForSale).map(positions).sort());
      }
    } finally {
      await full.close();
    }
  });
});

describe("Product.selectedOrFirstAvailableVariant", () => {
  it("finds the selection, prefers one for sale when options are left open, and falls back to the first for sale", async () => {
    const data = await dataOf(
      gql(`{ product(handle: "estate-coffee") {
        none: selectedOrFirstAvailableVariant { title }
        exact: selectedOrFirstAvailableVariant(selectedOptions: [{ name: "Size", value: "12 oz" }, { name: "Grind", value: "Whole Bean" }]) { title availableForSale }
        partial: selectedOrFirstAvailableVariant(selectedOptions: [{ name: "Size", value: "12 oz" }]) { title }
        missing: selectedOrFirstAvailableVariant(selectedOptions: [{ name: "Size", value: "2 lb" }, { name: "Grind", value: "Ground" }]) { title }
        caseless: selectedOrFirstAvailableVariant(selectedOptions: [{ name: "size", value: "12 OZ" }, { name: "GRIND", value: "espresso" }], caseInsensitiveMatch: true) { title }
        caseSensitive: selectedOrFirstAvailableVariant(selectedOptions: [{ name: "Size", value: "5 LB" }]) { title }
        unknownIgnored: selectedOrFirstAvailableVariant(selectedOptions: [{ name: "Colour", value: "Red" }, { name: "Size", value: "5 lb" }]) { title }
        unknownKept: selectedOrFirstAvailableVariant(selectedOptions: [{ name: "Colour", value: "Red" }, { name: "Size", value: "5 lb" }], ignoreUnknownOptions: false) { title }
      } }`),
    );
    expect(data.product).toEqual({
      none: { title: "2 lb / Whole Bean" },
      exact: { title: "12 oz / Whole Bean", availableForSale: false },
      partial: { title: "12 oz / Ground" },
      missing: { title: "2 lb / Whole Bean" },
      caseless: { title: "12 oz / Espresso" },
      caseSensitive: { title: "2 lb / Whole Bean" },
      unknownIgnored: { title: "5 lb / Whole Bean" },
      unknownKept: { title: "2 lb / Whole Bean" },
    });
  });

  it("refuses more than 250 selected options", async () => {
    const selectedOptions = Array.from({ length: 251 }, (_, i) => ({ name: "Size", value: String(i) }));
    const result = await gql(
      "query($o: [SelectedOptionInput!]) { product(handle: \"estate-coffee\") { selectedOrFirstAvailableVariant(selectedOptions: $o) { id } } }",
      { o: selectedOptions },
    );
    expect(result.errors?.[0]?.message).toMatch(/250/);
  });
});

describe("Product.adjacentVariants", () => {
  it("lists the variants one option away from the selection, by id, without the selection itself", async () => {
    const data = await dataOf(
      gql(`{ product(handle: "estate-coffee") {
        selected: adjacentVariants(selectedOptions: [{ name: "Size", value: "12 oz" }, { name: "Grind", value: "Whole Bean" }]) { id title }
        none: adjacentVariants { title }
        missing: adjacentVariants(selectedOptions: [{ name: "Size", value: "2 lb" }, { name: "Grind", value: "Ground" }]) { title }
        partial: adjacentVariants(selectedOptions: [{ name: "Grind", value: "Espresso" }]) { title }
        unknownKept: adjacentVariants(selectedOptions: [{ name: "Colour", value: "Red" }], ignoreUnknownOptions: false) { title }
      } }`),
    );
    const p = data.product;
    expect(titles(p.selected)).toEqual(["2 lb / Whole Bean", "12 oz / Ground", "12 oz / Espresso", "5 lb / Whole Bean"]);
    expect(p.selected.map((v: { id: string }) => v.id)).toEqual([9001, 9002, 9004, 9006].map((n) => `gid://shopify/ProductVariant/${n}`));
    // No selection: the neighbours of the first variant for sale (2 lb / Whole Bean).
    expect(titles(p.none)).toEqual(["12 oz / Whole Bean", "2 lb / Espresso", "5 lb / Whole Bean"]);
    // A combination that does not exist still has neighbours.
    expect(titles(p.missing)).toEqual(["2 lb / Whole Bean", "12 oz / Ground", "2 lb / Espresso", "5 lb / Ground"]);
    // Only the grind chosen: the size is that of the variant the selection resolves to (12 oz / Espresso).
    expect(titles(p.partial)).toEqual(["12 oz / Ground", "12 oz / Whole Bean", "2 lb / Espresso"]);
    expect(p.unknownKept).toEqual([]);
  });

  it("is empty for a product with a single variant", async () => {
    const data = await dataOf(gql('{ product(handle: "smoked-salmon") { adjacentVariants { id } } }'));
    expect(data.product.adjacentVariants).toEqual([]);
  });
});

describe("ProductOption.optionValues", () => {
  it("gives each value the variant with the lowest other option values, whatever the catalogue order", async () => {
    const data = await dataOf(
      gql('{ product(handle: "estate-coffee") { options { name optionValues { name swatch { color } firstSelectableVariant { title } } } } }'),
    );
    const firstOf = (option: number) =>
      Object.fromEntries(data.product.options[option].optionValues.map((v: any) => [v.name, v.firstSelectableVariant.title]));
    expect(firstOf(0)).toEqual({ "12 oz": "12 oz / Whole Bean", "2 lb": "2 lb / Whole Bean", "5 lb": "5 lb / Whole Bean" });
    expect(firstOf(1)).toEqual({ "Whole Bean": "12 oz / Whole Bean", Ground: "12 oz / Ground", Espresso: "12 oz / Espresso" });
    expect(data.product.options[0].optionValues.every((v: any) => v.swatch === null)).toBe(true);
  });
});

describe("ProductVariant.unitPrice, unitPriceMeasurement and requiresShipping", () => {
  const UNIT = `unitPrice { amount currencyCode }
    unitPriceMeasurement { measuredType quantityUnit quantityValue referenceUnit referenceValue } requiresShipping`;

  it("prices weights per ounce and volumes per 100 ml, from the size in the option", async () => {
    const data = await dataOf(
      gql(`{ a: node(id: "gid://shopify/ProductVariant/9002") { ... on ProductVariant { ${UNIT} } }
        b: node(id: "gid://shopify/ProductVariant/9001") { ... on ProductVariant { ${UNIT} } }
        c: node(id: "gid://shopify/ProductVariant/9102") { ... on ProductVariant { ${UNIT} } } }`),
    );
    expect(data.a).toEqual({
      unitPrice: { amount: "1.33", currencyCode: "USD" },
      unitPriceMeasurement: { measuredType: "WEIGHT", quantityUnit: "OZ", quantityValue: 12, referenceUnit: "OZ", referenceValue: 1 },
      requiresShipping: true,
    });
    // $38 for 2 lb = 32 oz.
    expect(data.b.unitPrice.amount).toBe("1.19");
    expect(data.b.unitPriceMeasurement).toMatchObject({ quantityUnit: "LB", quantityValue: 2, referenceUnit: "OZ" });
    // $30 for 1 L.
    expect(data.c).toMatchObject({
      unitPrice: { amount: "3.0" },
      unitPriceMeasurement: { measuredType: "VOLUME", quantityUnit: "L", quantityValue: 1, referenceUnit: "ML", referenceValue: 100 },
    });
  });

  it("answers null where the catalogue states no size, as Shopify does when none is set", async () => {
    const data = await dataOf(gql(`{ product(handle: "apricot-preserves") { variants(first: 5) { nodes { ${UNIT} } } } }`));
    expect(data.product.variants.nodes).toEqual([{ unitPrice: null, unitPriceMeasurement: null, requiresShipping: true }]);
  });
});

describe("SEO", () => {
  it("fills the listing from the title and the description, cut to 320 characters", async () => {
    const data = await dataOf(gql('{ product(handle: "estate-coffee") { description seo { title description } } }'));
    expect(data.product.seo.title).toBe("Estate Coffee");
    expect(data.product.description.length).toBeGreaterThan(320);
    expect(data.product.seo.description.length).toBeLessThanOrEqual(320);
    expect(data.product.seo.description).toMatch(/…$/);
    expect(data.product.description.startsWith(data.product.seo.description.slice(0, -1))).toBe(true);
  });
});
