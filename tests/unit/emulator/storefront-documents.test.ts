// Documents written the way public storefront templates write them (a product page with variant-existence
// encoding, a cart driven through its whole life, header and footer menus, policies, a page, the sitemap), run
// against the emulator on its generated catalogue. Each must validate and come back without errors, with data
// wherever a Shopify store would answer with data: that is what lets such a storefront run on the emulator whole.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeEncodedVariant } from "@shopify/hydrogen-react";
import { startEmulator, type RunningEmulator } from "../../../scripts/emulator/server.ts";
import { dataOf, graphqlClient } from "./helpers.ts";

let emulator: RunningEmulator;
let gql: ReturnType<typeof graphqlClient>;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  gql = graphqlClient(emulator);
});
afterAll(() => emulator.close());

const VARIANT = `#graphql
  fragment StoreVariant on ProductVariant {
    id title sku availableForSale requiresShipping
    price { amount currencyCode }
    compareAtPrice { amount currencyCode }
    unitPrice { amount currencyCode }
    image { id url(transform: { maxWidth: 800, preferredContentType: WEBP }) altText width height }
    selectedOptions { name value }
    product { title handle }
  }`;

const PRODUCT_PAGE = `#graphql
  query StoreProduct($handle: String!, $selectedOptions: [SelectedOptionInput!]!) {
    product(handle: $handle) {
      id title vendor handle descriptionHtml description
      encodedVariantExistence
      encodedVariantAvailability
      options {
        name
        optionValues { name firstSelectableVariant { ...StoreVariant } swatch { color } }
      }
      selectedOrFirstAvailableVariant(selectedOptions: $selectedOptions, ignoreUnknownOptions: true, caseInsensitiveMatch: true) { ...StoreVariant }
      adjacentVariants(selectedOptions: $selectedOptions) { ...StoreVariant }
      seo { title description }
    }
  }
  ${VARIANT}`;

const CART = `#graphql
  fragment StoreCart on Cart {
    id checkoutUrl totalQuantity note updatedAt
    buyerIdentity { countryCode email phone customer { id } }
    appliedGiftCards { id }
    attributes { key value }
    discountCodes { code applicable }
    cost { subtotalAmount { amount currencyCode } totalAmount { amount currencyCode } totalTaxAmount { amount } totalDutyAmount { amount } }
    lines(first: 100) {
      nodes {
        id quantity
        attributes { key value }
        cost { totalAmount { amount currencyCode } amountPerQuantity { amount } compareAtAmountPerQuantity { amount } }
        merchandise { ... on ProductVariant { ...StoreVariant } }
      }
    }
  }
  ${VARIANT}`;
const CART_RESULT = `cart { ...StoreCart } userErrors { code field message } warnings { code message target }`;

const MENU_ITEM = `id resourceId tags title type url`;
const LAYOUT = `#graphql
  query StoreLayout($headerMenu: String!, $footerMenu: String!) {
    shop { id name description primaryDomain { url } brand { logo { image { url } } } }
    header: menu(handle: $headerMenu) { id items { ${MENU_ITEM} items { ${MENU_ITEM} } } }
    footer: menu(handle: $footerMenu) { id items { ${MENU_ITEM} items { ${MENU_ITEM} } } }
    localization { country { isoCode currency { isoCode } } language { isoCode } }
  }`;

const POLICY = `body handle id title url`;
const POLICIES = `#graphql
  query StorePolicies {
    shop {
      privacyPolicy { ${POLICY} }
      shippingPolicy { ${POLICY} }
      termsOfService { ${POLICY} }
      refundPolicy { ${POLICY} }
      subscriptionPolicy { id }
    }
  }`;

const PAGE = `#graphql
  query StorePage($handle: String!) { page(handle: $handle) { id handle title body bodySummary seo { title description } } }`;

const SITEMAP_INDEX = `#graphql
  query StoreSitemapIndex {
    products: sitemap(type: PRODUCT) { pagesCount { count } }
    collections: sitemap(type: COLLECTION) { pagesCount { count } }
    articles: sitemap(type: ARTICLE) { pagesCount { count } }
    pages: sitemap(type: PAGE) { pagesCount { count } }
    blogs: sitemap(type: BLOG) { pagesCount { count } }
    metaobjects: sitemap(type: METAOBJECT) { pagesCount { count } }
  }`;
const SITEMAP_PAGE = `#graphql
  query StoreSitemap($page: Int!, $type: SitemapType!) {
    sitemap(type: $type) {
      resources(page: $page) {
        items { handle updatedAt ... on SitemapResource { title image { filepath alt } } }
        hasNextPage
      }
    }
  }`;

/** Paths of null values in `value`, minus those a Shopify store also leaves null for this shop. */
function nullsIn(value: unknown, allowed: readonly RegExp[], path = ""): string[] {
  if (value === null) return allowed.some((re) => re.test(path)) ? [] : [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => nullsIn(v, allowed, `${path}[${i}]`));
  if (typeof value === "object") return Object.entries(value as object).flatMap(([k, v]) => nullsIn(v, allowed, path ? `${path}.${k}` : k));
  return [];
}

describe("a storefront template's documents, run against the emulator", () => {
  it("product page: variant existence encoding, the selected variant and its neighbours", async () => {
    const { products } = await dataOf<{ products: { nodes: { handle: string; options: { name: string; values: string[] }[] }[] } }>(
      gql(`{ products(first: 250) { nodes { handle options { name values } } } }`),
    );
    const product = products.nodes.find((p) => p.options.length === 1 && p.options[0]!.values.length >= 2)!;
    const option = product.options[0]!;
    const { product: page } = await dataOf<{ product: any }>(
      gql(PRODUCT_PAGE, { handle: product.handle, selectedOptions: [{ name: option.name, value: option.values[1] }] }),
    );
    expect(nullsIn(page, [/compareAtPrice$/, /unitPrice$/, /\.image$/, /swatch$/, /firstSelectableVariant$/])).toEqual([]);
    // The encoding says which option combinations exist: every one of this product's values, and no other.
    const existing = decodeEncodedVariant(page.encodedVariantExistence);
    expect(existing).toHaveLength(option.values.length);
    expect(page.selectedOrFirstAvailableVariant.selectedOptions).toEqual([{ name: option.name, value: option.values[1] }]);
    expect(page.options[0].optionValues.map((v: { name: string }) => v.name)).toEqual(option.values);
    expect(page.seo.title).toBeTruthy();
    expect(page.selectedOrFirstAvailableVariant.requiresShipping).toBe(true);
  });

  it("cart: create, add, update, remove and read back, as a cart route does", async () => {
    const { products } = await dataOf<{ products: { nodes: { variants: { nodes: { id: string; availableForSale: boolean }[] } }[] } }>(
      gql(`{ products(first: 20) { nodes { variants(first: 5) { nodes { id availableForSale } } } } }`),
    );
    const [a, b] = products.nodes.flatMap((p) => p.variants.nodes.filter((v) => v.availableForSale)).map((v) => v.id);
    const created = await dataOf<{ cartCreate: any }>(
      gql(`mutation StoreCartCreate($input: CartInput!) { cartCreate(input: $input) { ${CART_RESULT} } } ${CART}`, {
        input: { lines: [{ merchandiseId: a, quantity: 1 }], buyerIdentity: { countryCode: "US" } },
      }),
    );
    expect(created.cartCreate.userErrors).toEqual([]);
    const cartId = created.cartCreate.cart.id;
    const added = await dataOf<{ cartLinesAdd: any }>(
      gql(`mutation StoreCartAdd($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { ${CART_RESULT} } } ${CART}`, {
        cartId,
        lines: [{ merchandiseId: b, quantity: 2 }],
      }),
    );
    const lineB = added.cartLinesAdd.cart.lines.nodes.find((l: any) => l.merchandise.id === b);
    const updated = await dataOf<{ cartLinesUpdate: any }>(
      gql(`mutation StoreCartUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!) { cartLinesUpdate(cartId: $cartId, lines: $lines) { ${CART_RESULT} } } ${CART}`, {
        cartId,
        lines: [{ id: lineB.id, quantity: 3 }],
      }),
    );
    expect(updated.cartLinesUpdate.cart.totalQuantity).toBe(4);
    const lineA = updated.cartLinesUpdate.cart.lines.nodes.find((l: any) => l.merchandise.id === a);
    const removed = await dataOf<{ cartLinesRemove: any }>(
      gql(`mutation StoreCartRemove($cartId: ID!, $lineIds: [ID!]!) { cartLinesRemove(cartId: $cartId, lineIds: $lineIds) { ${CART_RESULT} } } ${CART}`, {
        cartId,
        lineIds: [lineA.id],
      }),
    );
    expect(removed.cartLinesRemove.userErrors).toEqual([]);
    const { cart } = await dataOf<{ cart: any }>(gql(`query StoreCartRead($cartId: ID!) { cart(id: $cartId) { ...StoreCart } } ${CART}`, { cartId }));
    expect(cart.totalQuantity).toBe(3);
    expect(cart.lines.nodes.map((l: any) => l.merchandise.id)).toEqual([b]);
    expect(
      nullsIn(cart, [/^note$/, /buyerIdentity\.(email|phone|customer)$/, /totalTaxAmount$/, /totalDutyAmount$/, /compareAtAmountPerQuantity$/, /compareAtPrice$/, /unitPrice$/, /\.image$/]),
    ).toEqual([]);
  });

  it("layout: the shop, its header and footer menus and its one market", async () => {
    const data = await dataOf<any>(gql(LAYOUT, { headerMenu: "main-menu", footerMenu: "footer" }));
    expect(nullsIn(data, [/shop\.description$/, /brand\.logo$/, /resourceId$/])).toEqual([]);
    expect(data.header.items.length).toBeGreaterThan(0);
    expect(data.footer.items.length).toBeGreaterThan(0);
    expect(data.localization.country.isoCode).toBe("US");
  });

  it("policies and a page: the shop's own texts", async () => {
    const { shop } = await dataOf<any>(gql(POLICIES));
    for (const name of ["privacyPolicy", "shippingPolicy", "termsOfService", "refundPolicy"]) {
      expect(shop[name], name).toMatchObject({ title: expect.any(String), body: expect.stringMatching(/<p>/), url: expect.stringMatching(/^http/) });
    }
    const { page } = await dataOf<any>(gql(PAGE, { handle: "about" }));
    expect(nullsIn(page, [])).toEqual([]);
    expect(page.body).toMatch(/<p>/);
  });

  it("sitemap: an index of every resource type, and its pages to the end", async () => {
    const index = await dataOf<Record<string, { pagesCount: { count: number } }>>(gql(SITEMAP_INDEX));
    for (const [type, entry] of Object.entries(index)) expect(entry.pagesCount.count, type).toBeGreaterThanOrEqual(1);
    const pages = index.products!.pagesCount.count;
    let handles = 0;
    for (let page = 1; page <= pages; page += 1) {
      const { sitemap } = await dataOf<any>(gql(SITEMAP_PAGE, { page, type: "PRODUCT" }));
      handles += sitemap.resources.items.length;
      expect(sitemap.resources.hasNextPage).toBe(page < pages);
      expect(nullsIn(sitemap.resources.items, [/\.image$/, /\.alt$/])).toEqual([]);
    }
    expect(handles).toBe(emulator.store.products.length);
  });
});
