// GraphQL-level errors: what a real store refuses is refused here, and nothing unimplemented is made up.
import { describe, expect, it } from "vitest";
import { emulator, gql } from "./fixture-server.ts";

describe("GraphQL errors", () => {
  it("refuses first over 250", async () => {
    const result = await gql("{ products(first: 251) { nodes { id } } }");
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.message).toMatch(/first.*250/);
    expect(result.errors?.[0]?.path).toEqual(["products"]);
    expect(result.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("refuses last over 250 on nested connections too", async () => {
    const result = await gql('{ product(handle: "wildflower-honey") { variants(last: 300) { nodes { id } } } }');
    expect(result.errors?.[0]?.message).toMatch(/last.*250/);
    expect(result.errors?.[0]?.path).toEqual(["product", "variants"]);
  });

  it("requires first or last", async () => {
    const result = await gql("{ products(sortKey: TITLE) { nodes { id } } }");
    expect(result.errors?.[0]?.message).toBe("you must provide one of first or last");
  });

  it("names a field the emulator does not implement instead of inventing data", async () => {
    const result = await gql('{ product(handle: "wildflower-honey") { title sellingPlanGroups(first: 1) { nodes { name } } } }');
    expect(result.errors?.[0]?.message).toBe("Field 'Product.sellingPlanGroups' is not implemented by the storefront emulator");
    expect(result.errors?.[0]?.extensions?.code).toBe("NOT_IMPLEMENTED");
    expect(result.errors?.[0]?.path).toEqual(["product", "sellingPlanGroups"]);
  });

  it("names unimplemented root fields and mutations", async () => {
    const customer = await gql('{ customer(customerAccessToken: "t") { id } }');
    expect(customer.errors?.[0]?.message).toBe("Field 'QueryRoot.customer' is not implemented by the storefront emulator");
    const mutation = await gql('mutation { cartGiftCardCodesUpdate(cartId: "gid://shopify/Cart/1", giftCardCodes: []) { cart { id } } }');
    expect(mutation.errors?.[0]?.message).toBe("Field 'Mutation.cartGiftCardCodesUpdate' is not implemented by the storefront emulator");
  });

  it("rejects a query that does not match the official schema, without executing it", async () => {
    const result = await gql('{ product(handle: "wildflower-honey") { titel } }');
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.message).toMatch(/Cannot query field "titel" on type "Product"/);
  });

  it("rejects wrong argument types and syntax errors", async () => {
    expect((await gql('{ products(first: "ten") { nodes { id } } }')).errors?.[0]?.message).toMatch(/Int/);
    expect((await gql("{ products(first: 1) { nodes { id } ")).errors?.[0]?.message).toMatch(/Syntax Error/);
  });

  it("reports a missing query", async () => {
    const response = await fetch(emulator.graphqlUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": emulator.token },
      body: JSON.stringify({ variables: {} }),
    });
    expect((await response.json()).errors[0].message).toMatch(/No query/);
  });

  it("refuses cursors that are not its own, or from another order", async () => {
    const garbage = await gql('{ products(first: 2, after: "not-a-cursor") { nodes { id } } }');
    expect(garbage.errors?.[0]?.message).toMatch(/Invalid cursor/);
    const first = await gql("{ products(first: 2, sortKey: TITLE) { pageInfo { endCursor } } }");
    const cursor = first.data.products.pageInfo.endCursor;
    const mixed = await gql("query($c: String) { products(first: 2, sortKey: PRICE, after: $c) { nodes { id } } }", { c: cursor });
    expect(mixed.errors?.[0]?.message).toMatch(/does not belong/);
  });

  it("rejects malformed global ids and answers null for unknown ones", async () => {
    expect((await gql('{ product(id: "123") { id } }')).errors?.[0]?.message).toMatch(/Invalid global id/);
    expect((await gql('{ product(id: "gid://shopify/Product/999999") { id } }')).data).toEqual({ product: null });
  });

  it("supports introspection", async () => {
    const result = await gql('{ __type(name: "Product") { name } }');
    expect(result.data).toEqual({ __type: { name: "Product" } });
  });

  it("uses variables and operationName", async () => {
    const result = await gql(
      'query A { shop { name } } query B($h: String!) { product(handle: $h) { title } }',
      { h: "strawberry-jam" },
    );
    expect(result.errors?.[0]?.message).toMatch(/operation name/i);
    const response = await fetch(emulator.graphqlUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": emulator.token },
      body: JSON.stringify({
        query: "query A { shop { name } } query B($h: String!) { product(handle: $h) { title } }",
        operationName: "B",
        variables: { h: "strawberry-jam" },
      }),
    });
    expect(await response.json()).toEqual({ data: { product: { title: "Strawberry Jam" } } });
  });
});
