// One product: its scalar fields, prices and description, variants (and picking one by selected options), images,
// media and collections, and finding it by id or handle.
import { describe, expect, it } from "vitest";
import { dataOf, pictureUrl } from "./helpers.ts";
import { emulator, gql } from "./fixture-server.ts";

describe("product fields", () => {
  it("serves a product's scalar fields, prices and description", async () => {
    const data = await dataOf(
      gql(`{ product(handle: "wildflower-honey") {
        id handle title vendor productType tags availableForSale createdAt publishedAt onlineStoreUrl trackingParameters totalInventory
        description short: description(truncateAt: 20) descriptionHtml
        seo { title description }
        priceRange { minVariantPrice { amount currencyCode } maxVariantPrice { amount currencyCode } }
        compareAtPriceRange { minVariantPrice { amount } maxVariantPrice { amount } }
        options { id name optionValues { id name firstSelectableVariant { title } } }
      } }`),
    );
    const p = data.product;
    expect(p).toMatchObject({
      id: "gid://shopify/Product/101",
      handle: "wildflower-honey",
      vendor: "Blue Heron Apiary",
      productType: "Honey",
      tags: ["honey", "freeshipping"],
      availableForSale: true,
      createdAt: "2024-01-10T10:00:00Z",
      onlineStoreUrl: null,
      trackingParameters: null,
      totalInventory: 50,
      description: "Raw wildflower honey from spring meadows. Unfiltered.",
      descriptionHtml: "<p>Raw <strong>wildflower</strong> honey from spring meadows.</p>\n<p>Unfiltered.</p>",
      seo: { title: "Wildflower Honey", description: "Raw wildflower honey from spring meadows. Unfiltered." },
      priceRange: { minVariantPrice: { amount: "12.5", currencyCode: "USD" }, maxVariantPrice: { amount: "22.0", currencyCode: "USD" } },
      compareAtPriceRange: { minVariantPrice: { amount: "0.0" }, maxVariantPrice: { amount: "25.0" } },
    });
    expect(p.short.length).toBeLessThanOrEqual(20);
    expect(p.short).toMatch(/…$/);
    expect(p.options).toEqual([
      {
        id: expect.stringMatching(/^gid:\/\/shopify\/ProductOption\/\d+$/),
        name: "Size",
        optionValues: [
          { id: expect.stringMatching(/^gid:\/\/shopify\/ProductOptionValue\/\d+$/), name: "8 oz", firstSelectableVariant: { title: "8 oz" } },
          { id: expect.stringMatching(/^gid:\/\/shopify\/ProductOptionValue\/\d+$/), name: "16 oz", firstSelectableVariant: { title: "16 oz" } },
        ],
      },
    ]);
  });

  it("serves variants", async () => {
    const data = await dataOf(
      gql(`{ product(handle: "orange-blossom-honey") { variants(first: 20) { nodes {
        id title sku availableForSale quantityAvailable currentlyNotInStock
        price { amount currencyCode } compareAtPrice { amount } selectedOptions { name value } image { url } product { handle }
      } } } }`),
    );
    expect(data.product.variants.nodes).toEqual([
      {
        id: "gid://shopify/ProductVariant/1003", title: "8 oz", sku: "ORANGE-BLOSSOM-HONEY-1", availableForSale: true, quantityAvailable: 25,
        currentlyNotInStock: false, price: { amount: "13.0", currencyCode: "USD" }, compareAtPrice: null,
        selectedOptions: [{ name: "Size", value: "8 oz" }], image: null, product: { handle: "orange-blossom-honey" },
      },
      {
        id: "gid://shopify/ProductVariant/1004", title: "16 oz", sku: "ORANGE-BLOSSOM-HONEY-2", availableForSale: false, quantityAvailable: 0,
        currentlyNotInStock: false, price: { amount: "24.0", currencyCode: "USD" }, compareAtPrice: null,
        selectedOptions: [{ name: "Size", value: "16 oz" }], image: null, product: { handle: "orange-blossom-honey" },
      },
    ]);
  });

  it("picks variants by selected options", async () => {
    const data = await dataOf(
      gql(`{ product(handle: "orange-blossom-honey") {
        exact: variantBySelectedOptions(selectedOptions: [{ name: "Size", value: "16 oz" }]) { title }
        none: variantBySelectedOptions(selectedOptions: [{ name: "Size", value: "2 lb" }]) { title }
        caseless: variantBySelectedOptions(selectedOptions: [{ name: "size", value: "16 OZ" }], caseInsensitiveMatch: true) { title }
        chosen: selectedOrFirstAvailableVariant(selectedOptions: [{ name: "Size", value: "16 oz" }]) { title }
        fallback: selectedOrFirstAvailableVariant { title availableForSale }
      } }`),
    );
    expect(data.product).toEqual({
      exact: { title: "16 oz" },
      none: null,
      caseless: { title: "16 oz" },
      chosen: { title: "16 oz" },
      fallback: { title: "8 oz", availableForSale: true },
    });
  });

  it("serves images with transform URLs on this server", async () => {
    const data = await dataOf(
      gql(`{ product(handle: "wildflower-honey") {
        featuredImage { id url altText width height }
        images(first: 10) { nodes { url } }
        small: featuredImage { url(transform: { maxWidth: 400 }) }
        box: featuredImage { url(transform: { maxWidth: 400, maxHeight: 200, preferredContentType: JPG }) }
        retina: featuredImage { url(transform: { maxWidth: 300, scale: 2 }) }
      } }`),
    );
    const p = data.product;
    expect(p.featuredImage).toEqual({
      id: expect.stringMatching(/^gid:\/\/shopify\/ImageSource\/\d+$/),
      url: expect.stringMatching(pictureUrl(emulator.url, "product-wildflower-honey-1")),
      altText: "Wildflower Honey",
      width: 800,
      height: 600,
    });
    expect(p.images.nodes).toHaveLength(2);
    expect(p.small.url).toMatch(pictureUrl(emulator.url, "product-wildflower-honey-1", "width=400"));
    expect(p.box.url).toMatch(pictureUrl(emulator.url, "product-wildflower-honey-1", "width=267&format=jpg"));
    expect(p.retina.url).toMatch(pictureUrl(emulator.url, "product-wildflower-honey-1", "width=600"));
    const crop = await dataOf(gql('{ product(handle: "wildflower-honey") { featuredImage { url(transform: { maxWidth: 100, maxHeight: 50, crop: CENTER }) } } }'));
    expect(crop.product.featuredImage.url).toMatch(pictureUrl(emulator.url, "product-wildflower-honey-1", "width=100&height=50&crop=center"));
  });

  it("serves media as MediaImage and Video", async () => {
    const data = await dataOf(
      gql(`{ product(handle: "smoked-salmon") { media(first: 20) { nodes {
        __typename id alt mediaContentType
        previewImage { url }
        ... on MediaImage { image { url width } }
        ... on Video { sources { url mimeType format width height } }
      } } } }`),
    );
    const nodes = data.product.media.nodes;
    expect(nodes.map((n: { __typename: string }) => n.__typename)).toEqual(["MediaImage", "MediaImage", "Video"]);
    expect(nodes[0]).toMatchObject({ mediaContentType: "IMAGE", id: expect.stringMatching(/MediaImage\/\d+$/), image: { width: 800 } });
    expect(nodes[2]).toMatchObject({
      id: expect.stringMatching(/Video\/\d+$/),
      mediaContentType: "VIDEO",
      alt: "Inside the smokehouse",
      previewImage: { url: expect.stringMatching(pictureUrl(emulator.url, "salmon-smokehouse-preview")) },
    });
    // The fixture has no clip files on disk, so no sources are listed rather than invented ones.
    expect(nodes[2].sources).toEqual([]);
  });

  it("lists the collections of a product", async () => {
    const data = await dataOf(gql('{ product(handle: "lavender-honey-gift-set") { collections(first: 10) { nodes { handle } } } }'));
    expect(data.product.collections.nodes.map((c: { handle: string }) => c.handle)).toEqual(["all-products", "honey", "gift-sets-and-bundles"]);
  });

  it("finds products by id, by handle and by the deprecated productByHandle", async () => {
    const data = await dataOf(
      gql(`{ a: product(id: "gid://shopify/Product/104") { title } b: product(handle: "strawberry-jam") { id }
        c: productByHandle(handle: "strawberry-jam") { id } d: product(handle: "no-such-thing") { id }
        e: product(id: "gid://shopify/Collection/202") { id } }`),
    );
    expect(data).toEqual({
      a: { title: "Strawberry Jam" },
      b: { id: "gid://shopify/Product/104" },
      c: { id: "gid://shopify/Product/104" },
      d: null,
      e: null,
    });
  });
});
