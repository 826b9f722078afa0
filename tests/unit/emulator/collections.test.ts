// collection(), collections() and collection.products with sort keys, filters and filter counts.
import { describe, expect, it } from "vitest";
import { dataOf, pictureUrl } from "./helpers.ts";
import { emulator, gql } from "./fixture-server.ts";

const COLLECTION = `query Collection($handle: String!, $filters: [ProductFilter!], $sortKey: ProductCollectionSortKeys, $reverse: Boolean, $first: Int, $after: String) {
  collection(handle: $handle) {
    products(first: $first, after: $after, filters: $filters, sortKey: $sortKey, reverse: $reverse) {
      nodes { handle }
      pageInfo { hasNextPage endCursor }
      filters { id label type values { id label count input } }
    }
  }
}`;

type FilterValue = { id: string; label: string; count: number; input: string };
type Filter = { id: string; label: string; type: string; values: FilterValue[] };
type CollectionProducts = { nodes: { handle: string }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null }; filters: Filter[] };

async function products(handle: string, variables: Record<string, unknown> = {}): Promise<CollectionProducts> {
  const data = await dataOf(gql(COLLECTION, { handle, first: 50, ...variables }));
  return data.collection.products;
}

async function handles(handle: string, variables: Record<string, unknown> = {}): Promise<string[]> {
  return (await products(handle, variables)).nodes.map((n) => n.handle);
}

function group(filters: Filter[], id: string): Filter {
  const found = filters.find((f) => f.id === id);
  if (!found) throw new Error(`no filter ${id} in ${filters.map((f) => f.id).join(", ")}`);
  return found;
}

describe("collection", () => {
  it("serves a collection's fields", async () => {
    const data = await dataOf(
      gql(`{ collection(handle: "honey") { id handle title description descriptionHtml updatedAt seo { title description }
        image { url altText width height } } }`),
    );
    expect(data.collection).toEqual({
      id: "gid://shopify/Collection/202",
      handle: "honey",
      title: "Honey",
      description: "All about honey.",
      descriptionHtml: "<p>All about <em>honey</em>.</p>",
      updatedAt: "2024-10-01T00:00:00Z",
      seo: { title: "Honey", description: "All about honey." },
      image: { url: expect.stringMatching(pictureUrl(emulator.url, "collection-honey")), altText: "Honey", width: 1200, height: 400 },
    });
    const byId = await dataOf(gql('{ collection(id: "gid://shopify/Collection/205") { handle } collectionByHandle(handle: "nope") { id } }'));
    expect(byId).toEqual({ collection: { handle: "from-the-sea" }, collectionByHandle: null });
  });

  it("lists collections with a total count", async () => {
    const data = await dataOf(gql("{ collections(first: 3, sortKey: TITLE) { nodes { handle } totalCount pageInfo { hasNextPage } } }"));
    expect(data.collections).toEqual({
      nodes: [{ handle: "dried-fruits-and-vegetables" }, { handle: "from-the-sea" }, { handle: "gift-sets-and-bundles" }],
      totalCount: "7",
      pageInfo: { hasNextPage: true },
    });
  });

  it("keeps the editor's order for COLLECTION_DEFAULT and MANUAL", async () => {
    const expected = ["raw-honeycomb", "wildflower-honey", "orange-blossom-honey", "lavender-honey-gift-set"];
    expect(await handles("honey")).toEqual(expected);
    expect(await handles("honey", { sortKey: "MANUAL" })).toEqual(expected);
    expect(await handles("honey", { sortKey: "COLLECTION_DEFAULT", reverse: true })).toEqual([...expected].reverse());
  });

  it("sorts by the other keys", async () => {
    expect(await handles("honey", { sortKey: "PRICE" })).toEqual(["wildflower-honey", "orange-blossom-honey", "raw-honeycomb", "lavender-honey-gift-set"]);
    expect(await handles("honey", { sortKey: "BEST_SELLING" })).toEqual(["wildflower-honey", "orange-blossom-honey", "lavender-honey-gift-set", "raw-honeycomb"]);
    expect(await handles("honey", { sortKey: "TITLE", reverse: true })).toEqual(["wildflower-honey", "raw-honeycomb", "orange-blossom-honey", "lavender-honey-gift-set"]);
    expect(await handles("honey", { sortKey: "CREATED" })).toEqual(["wildflower-honey", "orange-blossom-honey", "raw-honeycomb", "lavender-honey-gift-set"]);
    expect(await handles("honey", { sortKey: "ID", reverse: true })).toEqual(["lavender-honey-gift-set", "raw-honeycomb", "orange-blossom-honey", "wildflower-honey"]);
  });

  it("includes every product in all-products and pages through it", async () => {
    const first = await products("all-products", { first: 5, sortKey: "BEST_SELLING" });
    expect(first.nodes).toHaveLength(5);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const rest = await products("all-products", { first: 50, sortKey: "BEST_SELLING", after: first.pageInfo.endCursor });
    expect(rest.nodes).toHaveLength(7);
    expect(rest.pageInfo.hasNextPage).toBe(false);
  });

  it("answers an empty collection with no products and no filters", async () => {
    const empty = await products("hidden-gems");
    expect(empty.nodes).toEqual([]);
    expect(empty.filters).toEqual([]);
  });
});

describe("collection filters", () => {
  it("offers Search & Discovery style filter groups", async () => {
    const { filters } = await products("all-products");
    expect(filters.map((f) => [f.id, f.label, f.type])).toEqual([
      ["filter.v.availability", "Availability", "LIST"],
      ["filter.v.price", "Price", "PRICE_RANGE"],
      ["filter.p.product_type", "Product type", "LIST"],
      ["filter.p.vendor", "Vendor", "LIST"],
      ["filter.p.tag", "Tags", "LIST"],
      ["filter.v.option.size", "Size", "LIST"],
      ["filter.v.option.title", "Title", "LIST"],
    ]);
    expect(group(filters, "filter.v.availability").values).toEqual([
      { id: "filter.v.availability.1", label: "In stock", count: 11, input: '{"available":true}' },
      { id: "filter.v.availability.0", label: "Out of stock", count: 3, input: '{"available":false}' },
    ]);
    expect(group(filters, "filter.v.price").values).toEqual([
      { id: "filter.v.price", label: "Price", count: 12, input: '{"price":{"min":0,"max":48}}' },
    ]);
    expect(group(filters, "filter.p.vendor").values).toEqual([
      { id: "filter.p.vendor.blue-heron-apiary", label: "Blue Heron Apiary", count: 4, input: '{"productVendor":"Blue Heron Apiary"}' },
      { id: "filter.p.vendor.coastal-catch-co", label: "Coastal Catch Co.", count: 2, input: '{"productVendor":"Coastal Catch Co."}' },
      { id: "filter.p.vendor.sunny-slope-farm", label: "Sunny Slope Farm", count: 6, input: '{"productVendor":"Sunny Slope Farm"}' },
    ]);
    // Option values in the order the products list them, not alphabetical.
    expect(group(filters, "filter.v.option.size").values.map((v) => v.label)).toEqual(["8 oz", "16 oz", "4 oz", "6 oz", "12 oz"]);
    expect(group(filters, "filter.v.option.size").values[0]).toEqual({
      id: "filter.v.option.size.8-oz",
      label: "8 oz",
      count: 4,
      input: '{"variantOption":{"name":"size","value":"8 oz"}}',
    });
  });

  it("filters by each kind of input", async () => {
    expect(await handles("all-products", { sortKey: "ID", filters: [{ available: false }] })).toEqual([
      "orange-blossom-honey", "raw-honeycomb", "dried-apricots",
    ]);
    expect(await handles("all-products", { sortKey: "ID", filters: [{ productType: "Seafood" }] })).toEqual(["smoked-salmon", "albacore-tuna"]);
    expect(await handles("all-products", { sortKey: "ID", filters: [{ productVendor: "Coastal Catch Co." }] })).toEqual(["smoked-salmon", "albacore-tuna"]);
    expect(await handles("all-products", { sortKey: "ID", filters: [{ tag: "freeshipping" }] })).toEqual([
      "wildflower-honey", "strawberry-jam", "albacore-tuna",
    ]);
    expect(await handles("all-products", { sortKey: "ID", filters: [{ variantOption: { name: "size", value: "16 oz" } }] })).toEqual([
      "wildflower-honey", "orange-blossom-honey",
    ]);
    // Price bounds are inclusive and apply to any variant.
    // (Dried apricots sort by their cheapest variant, $7, but match through the $12.50 one.)
    expect(await handles("all-products", { sortKey: "PRICE", filters: [{ price: { min: 12.5, max: 14 } }] })).toEqual([
      "dried-apricots", "wildflower-honey", "orange-blossom-honey", "apple-cider-vinegar",
    ]);
    expect(await handles("all-products", { sortKey: "PRICE", filters: [{ price: { min: 40 } }] })).toEqual(["lavender-honey-gift-set"]);
  });

  it("combines values of one group with OR and groups with AND", async () => {
    const or = await handles("all-products", { sortKey: "ID", filters: [{ productType: "Jams" }, { productType: "Coffee" }] });
    expect(or).toEqual(["strawberry-jam", "apricot-preserves", "cafe-blend-coffee"]);
    const and = await handles("all-products", { sortKey: "ID", filters: [{ productType: "Honey" }, { available: true }] });
    expect(and).toEqual(["wildflower-honey", "orange-blossom-honey"]);
  });

  it("applies variant filters to one and the same variant", async () => {
    // Orange blossom has an in-stock 8 oz and a sold-out 16 oz: "16 oz" and "in stock" together do not find it.
    const both = await handles("honey", { sortKey: "ID", filters: [{ variantOption: { name: "Size", value: "16 oz" } }, { available: true }] });
    expect(both).toEqual(["wildflower-honey"]);
  });

  it("round-trips every value's input and its count", async () => {
    for (const handle of ["all-products", "honey"]) {
      const { filters } = await products(handle);
      for (const filter of filters) {
        for (const value of filter.values) {
          const selected = await products(handle, { filters: [JSON.parse(value.input)] });
          if (filter.type === "LIST") expect(selected.nodes.length, `${handle} ${value.id}`).toBe(value.count);
          else expect(selected.nodes.length).toBe((await products(handle)).nodes.length);
        }
      }
    }
  });

  it("counts each value under the other groups' active filters", async () => {
    const { filters, nodes } = await products("all-products", { filters: [{ productVendor: "Blue Heron Apiary" }, { available: true }] });
    expect(nodes.map((n) => n.handle).sort()).toEqual(["lavender-honey-gift-set", "orange-blossom-honey", "wildflower-honey"]);
    // Vendor counts ignore the vendor filter itself but respect availability.
    expect(group(filters, "filter.p.vendor").values.map((v) => [v.label, v.count])).toEqual([
      ["Blue Heron Apiary", 3],
      ["Coastal Catch Co.", 2],
      ["Sunny Slope Farm", 6],
    ]);
    // Availability counts ignore availability but respect the vendor.
    expect(group(filters, "filter.v.availability").values.map((v) => [v.label, v.count])).toEqual([
      ["In stock", 3],
      ["Out of stock", 2],
    ]);
    // Other groups respect both.
    expect(group(filters, "filter.p.product_type").values.map((v) => [v.label, v.count])).toEqual([
      ["Coffee", 0], ["Dried Fruit", 0], ["Gift Set", 1], ["Honey", 2], ["Jams", 0], ["Oil & Vinegar", 0], ["Seafood", 0], ["Snacks", 0],
    ]);
    // Each selection's count is what choosing it adds to the other active filters.
    for (const value of group(filters, "filter.p.product_type").values) {
      const narrowed = await products("all-products", {
        filters: [{ productVendor: "Blue Heron Apiary" }, { available: true }, JSON.parse(value.input)],
      });
      expect(narrowed.nodes.length).toBe(value.count);
    }
  });

  it("refuses filter kinds it does not implement", async () => {
    const result = await gql(COLLECTION, {
      handle: "honey",
      first: 5,
      filters: [{ productMetafield: { namespace: "custom", key: "origin", value: "CA" } }],
    });
    expect(result.errors?.[0]?.message).toMatch(/ProductFilter.productMetafield is not implemented/);
  });
});
