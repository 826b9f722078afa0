// node() and nodes(): every supported kind of global id, media ids included, and null for an unknown one.
import { describe, expect, it } from "vitest";
import { dataOf } from "./helpers.ts";
import { gql } from "./fixture-server.ts";

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
