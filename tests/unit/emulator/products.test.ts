// products(), product(), nodes(), recommendations and the Product / ProductVariant fields.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningEmulator } from "../../../scripts/emulator/server.ts";
import { dataOf, graphqlClient, startFixtureEmulator } from "./helpers.ts";

let emulator: RunningEmulator;
let gql: ReturnType<typeof graphqlClient>;
beforeAll(async () => {
  emulator = await startFixtureEmulator();
  gql = graphqlClient(emulator);
});
afterAll(async () => {
  await emulator.close();
});

const PAGE = `query Page($first: Int, $last: Int, $after: String, $before: String, $sortKey: ProductSortKeys, $reverse: Boolean, $query: String) {
  products(first: $first, last: $last, after: $after, before: $before, sortKey: $sortKey, reverse: $reverse, query: $query) {
    edges { cursor node { handle } }
    nodes { handle }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;

type PageResult = {
  products: {
    edges: { cursor: string; node: { handle: string } }[];
    nodes: { handle: string }[];
    pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  };
};

async function page(variables: Record<string, unknown>): Promise<PageResult["products"]> {
  return (await dataOf<PageResult>(gql(PAGE, variables))).products;
}

async function handles(variables: Record<string, unknown>): Promise<string[]> {
  return (await page({ first: 250, ...variables })).nodes.map((n) => n.handle);
}

describe("products pagination", () => {
  it("walks forwards through all products with correct pageInfo", async () => {
    const all = await handles({});
    expect(all).toHaveLength(12);
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const p = await page({ first: 5, after });
      pages += 1;
      seen.push(...p.nodes.map((n) => n.handle));
      expect(p.edges.map((e) => e.node.handle)).toEqual(p.nodes.map((n) => n.handle));
      expect(p.pageInfo.startCursor).toBe(p.edges[0]?.cursor);
      expect(p.pageInfo.endCursor).toBe(p.edges.at(-1)?.cursor);
      expect(p.pageInfo.hasPreviousPage).toBe(after !== null);
      if (!p.pageInfo.hasNextPage) break;
      after = p.pageInfo.endCursor;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(all);
  });

  it("walks backwards with last/before", async () => {
    const all = await handles({ sortKey: "TITLE" });
    const last = await page({ last: 5, sortKey: "TITLE" });
    expect(last.nodes.map((n) => n.handle)).toEqual(all.slice(7));
    expect(last.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const before = await page({ last: 5, before: last.pageInfo.startCursor, sortKey: "TITLE" });
    expect(before.nodes.map((n) => n.handle)).toEqual(all.slice(2, 7));
    expect(before.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    const start = await page({ last: 5, before: before.pageInfo.startCursor, sortKey: "TITLE" });
    expect(start.nodes.map((n) => n.handle)).toEqual(all.slice(0, 2));
    expect(start.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
  });

  it("pages a reversed order", async () => {
    const reversed = await handles({ sortKey: "PRICE", reverse: true });
    expect(reversed).toEqual([...(await handles({ sortKey: "PRICE" }))].reverse());
    const first = await page({ first: 4, sortKey: "PRICE", reverse: true });
    const second = await page({ first: 4, after: first.pageInfo.endCursor, sortKey: "PRICE", reverse: true });
    expect([...first.nodes, ...second.nodes].map((n) => n.handle)).toEqual(reversed.slice(0, 8));
    const back = await page({ last: 2, before: second.pageInfo.startCursor, sortKey: "PRICE", reverse: true });
    expect(back.nodes.map((n) => n.handle)).toEqual(reversed.slice(2, 4));
  });

  it("keeps cursors valid on a filtered list of the same order", async () => {
    const filtered = await handles({ sortKey: "TITLE", query: "vendor:'Sunny Slope Farm'" });
    const first = await page({ first: 2, sortKey: "TITLE", query: "vendor:'Sunny Slope Farm'" });
    const next = await page({ first: 10, after: first.pageInfo.endCursor, sortKey: "TITLE", query: "vendor:'Sunny Slope Farm'" });
    expect(next.nodes.map((n) => n.handle)).toEqual(filtered.slice(2));
    expect(next.pageInfo.hasNextPage).toBe(false);
  });

  it("answers an empty page with null cursors", async () => {
    const p = await page({ first: 0 });
    expect(p.nodes).toEqual([]);
    expect(p.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false, startCursor: null, endCursor: null });
  });
});

describe("product sort keys", () => {
  it("sorts by each key, ties broken by id", async () => {
    expect(await handles({ sortKey: "ID" })).toEqual([
      "wildflower-honey", "orange-blossom-honey", "raw-honeycomb", "strawberry-jam", "apricot-preserves", "dried-apricots",
      "smoked-salmon", "albacore-tuna", "honey-roasted-almonds", "lavender-honey-gift-set", "apple-cider-vinegar", "cafe-blend-coffee",
    ]);
    expect((await handles({ sortKey: "TITLE" })).slice(0, 3)).toEqual(["albacore-tuna", "apple-cider-vinegar", "apricot-preserves"]);
    expect((await handles({ sortKey: "PRICE" })).slice(0, 3)).toEqual(["dried-apricots", "honey-roasted-almonds", "strawberry-jam"]);
    expect((await handles({ sortKey: "BEST_SELLING" })).slice(0, 3)).toEqual(["strawberry-jam", "honey-roasted-almonds", "wildflower-honey"]);
    expect((await handles({ sortKey: "BEST_SELLING", reverse: true }))[0]).toBe("raw-honeycomb");
    expect((await handles({ sortKey: "CREATED_AT" })).slice(0, 2)).toEqual(["strawberry-jam", "apricot-preserves"]);
    expect((await handles({ sortKey: "VENDOR" }))[0]).toBe("wildflower-honey");
    expect((await handles({ sortKey: "PRODUCT_TYPE" }))[0]).toBe("cafe-blend-coffee");
    const updated = await dataOf(gql("{ products(first: 250, sortKey: UPDATED_AT) { nodes { updatedAt } } }"));
    const stamps = updated.products.nodes.map((n: { updatedAt: string }) => Date.parse(n.updatedAt));
    expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
  });

  it("sorts by relevance when a query is given", async () => {
    const ranked = await handles({ sortKey: "RELEVANCE", query: "honey" });
    // Title matches first, then a type-and-tag match ("honeycomb" in the title is another word), then a
    // description-only match.
    expect(ranked.slice(4)).toEqual(["raw-honeycomb", "apple-cider-vinegar"]);
    expect(ranked[0]).toBe("wildflower-honey"); // title, type, tag and description all say honey
    expect(ranked.slice(0, 4).sort()).toEqual(["honey-roasted-almonds", "lavender-honey-gift-set", "orange-blossom-honey", "wildflower-honey"]);
  });
});

describe("products(query:)", () => {
  const cases: [string, string[]][] = [
    ["vendor:'Blue Heron Apiary'", ["wildflower-honey", "orange-blossom-honey", "raw-honeycomb", "lavender-honey-gift-set"]],
    ['vendor:"Coastal Catch Co." tag:freeshipping', ["albacore-tuna"]],
    ["product_type:Jams", ["strawberry-jam", "apricot-preserves"]],
    ["product_type:Jams,Seafood", ["strawberry-jam", "apricot-preserves", "smoked-salmon", "albacore-tuna"]],
    ["tag:honey -vendor:'Blue Heron Apiary'", []],
    ["honey NOT tag:honey", ["honey-roasted-almonds", "apple-cider-vinegar"]],
    ["title:honey*", ["wildflower-honey", "orange-blossom-honey", "raw-honeycomb", "honey-roasted-almonds", "lavender-honey-gift-set"]],
    ["hon*", ["wildflower-honey", "orange-blossom-honey", "raw-honeycomb", "honey-roasted-almonds", "lavender-honey-gift-set", "apple-cider-vinegar"]],
    ["created_at:>=2024-06-01", ["honey-roasted-almonds", "lavender-honey-gift-set", "apple-cider-vinegar", "cafe-blend-coffee"]],
    ["created_at:<2024", ["strawberry-jam", "apricot-preserves"]],
    ["variants.price:>30", ["smoked-salmon", "lavender-honey-gift-set"]],
    ["available_for_sale:false", ["raw-honeycomb"]],
    ["jam OR seafood", ["strawberry-jam", "apricot-preserves", "smoked-salmon", "albacore-tuna"]],
    ["cafe", ["cafe-blend-coffee"]],
    ["handle:smoked-salmon", ["smoked-salmon"]],
    ["id:>=111", ["apple-cider-vinegar", "cafe-blend-coffee"]],
  ];
  for (const [query, expected] of cases) {
    it(`finds ${query}`, async () => {
      expect(await handles({ query })).toEqual(expected);
    });
  }
});

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
      url: `${emulator.url}/media/images/product-wildflower-honey-1`,
      altText: "Wildflower Honey",
      width: 800,
      height: 600,
    });
    expect(p.images.nodes).toHaveLength(2);
    expect(p.small.url).toBe(`${emulator.url}/media/images/product-wildflower-honey-1?width=400`);
    expect(p.box.url).toBe(`${emulator.url}/media/images/product-wildflower-honey-1?width=267&format=jpg`);
    expect(p.retina.url).toBe(`${emulator.url}/media/images/product-wildflower-honey-1?width=600`);
    const crop = await dataOf(gql('{ product(handle: "wildflower-honey") { featuredImage { url(transform: { maxWidth: 100, maxHeight: 50, crop: CENTER }) } } }'));
    expect(crop.product.featuredImage.url).toBe(`${emulator.url}/media/images/product-wildflower-honey-1?width=100&height=50&crop=center`);
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
      previewImage: { url: `${emulator.url}/media/images/salmon-smokehouse-preview` },
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

describe("node and nodes", () => {
  it("resolves every supported kind of global id", async () => {
    const ids = [
      "gid://shopify/Product/101",
      "gid://shopify/ProductVariant/1002",
      "gid://shopify/Collection/202",
      "gid://shopify/Metaobject/301",
      "gid://shopify/Article/501",
      "gid://shopify/Blog/401",
      "gid://shopify/Product/424242",
      "gid://shopify/Page/1",
    ];
    const data = await dataOf(
      gql(
        `query($ids: [ID!]!) { nodes(ids: $ids) { __typename id
          ... on Product { handle } ... on ProductVariant { title } ... on Collection { handle }
          ... on Metaobject { handle type } ... on Article { handle } ... on Blog { handle } } }`,
        { ids },
      ),
    );
    expect(data.nodes).toEqual([
      { __typename: "Product", id: ids[0], handle: "wildflower-honey" },
      { __typename: "ProductVariant", id: ids[1], title: "16 oz" },
      { __typename: "Collection", id: ids[2], handle: "honey" },
      { __typename: "Metaobject", id: ids[3], handle: "sunny-slope-farm", type: "farmer" },
      { __typename: "Article", id: ids[4], handle: "spring-honey-harvest" },
      { __typename: "Blog", id: ids[5], handle: "blog" },
      null,
      null,
    ]);
  });

  it("resolves media ids from the catalogue", async () => {
    const media = await dataOf(gql('{ product(handle: "smoked-salmon") { media(first: 5) { nodes { id } } } }'));
    const ids = media.product.media.nodes.map((n: { id: string }) => n.id);
    const data = await dataOf(gql("query($id: ID!) { node(id: $id) { __typename id } }", { id: ids[2] }));
    expect(data.node).toEqual({ __typename: "Video", id: ids[2] });
  });
});

describe("productRecommendations", () => {
  it("recommends related products, best matches first, never the product itself", async () => {
    const data = await dataOf(gql('{ productRecommendations(productId: "gid://shopify/Product/101") { handle } }'));
    const recommended = data.productRecommendations.map((p: { handle: string }) => p.handle);
    expect(recommended).not.toContain("wildflower-honey");
    expect(recommended.length).toBeGreaterThan(0);
    expect(recommended.length).toBeLessThanOrEqual(10);
    // Same collection, type and farm beat a shared tag alone.
    expect(recommended.slice(0, 2)).toEqual(["orange-blossom-honey", "raw-honeycomb"]);
  });

  it("answers by handle, and null for an unknown product", async () => {
    const data = await dataOf(
      gql(`{ a: productRecommendations(productHandle: "cafe-blend-coffee") { handle }
        b: productRecommendations(productId: "gid://shopify/Product/999") { handle }
        c: productRecommendations(productId: "gid://shopify/Product/101", intent: COMPLEMENTARY) { handle } }`),
    );
    expect(data.a.map((p: { handle: string }) => p.handle)).not.toContain("cafe-blend-coffee");
    expect(data.b).toBeNull();
    expect(data.c).toEqual([]);
  });
});
