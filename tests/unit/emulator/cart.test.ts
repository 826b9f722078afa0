// The Cart API of the emulator, as a headless storefront drives it: create, add, update, remove, discount codes,
// note, buyer country, read back, and the hosted page its checkoutUrl opens. Amounts are checked against the
// fixture's prices by hand.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningEmulator } from "../../../scripts/emulator/server.ts";
import { CartStore } from "../../../scripts/emulator/carts.ts";
import { CART_LIFETIME_MS, type StoredCart } from "../../../scripts/emulator/cart-model.ts";
import { defaultDiscount } from "../../../scripts/emulator/cart-page.ts";
import { CatalogueStore } from "../../../scripts/emulator/store.ts";
import { fixtureCatalogue } from "./fixture.ts";
import { dataOf, graphqlClient, startFixtureEmulator } from "./helpers.ts";

let emulator: RunningEmulator;
let gql: ReturnType<typeof graphqlClient>;
beforeAll(async () => {
  emulator = await startFixtureEmulator();
  gql = graphqlClient(emulator);
});
afterAll(() => emulator.close());

const CART_FIELDS = `
  id checkoutUrl totalQuantity note createdAt updatedAt
  buyerIdentity { countryCode email }
  discountCodes { code applicable }
  discountAllocations { discountedAmount { amount currencyCode } ... on CartCodeDiscountAllocation { code } }
  cost { subtotalAmount { amount currencyCode } totalAmount { amount } checkoutChargeAmount { amount } totalTaxAmount { amount } }
  attributes { key value }
  lines(first: 10) {
    pageInfo { hasNextPage }
    nodes { id quantity attributes { key value }
      cost { amountPerQuantity { amount } compareAtAmountPerQuantity { amount } subtotalAmount { amount } totalAmount { amount } }
      merchandise { ... on ProductVariant { id title product { handle title } } } }
  }`;
const PAYLOAD = `cart { ${CART_FIELDS} } userErrors { code field message } warnings { code message target }`;

const CREATE = `mutation Create($input: CartInput) { cartCreate(input: $input) { ${PAYLOAD} } }`;
const ADD = `mutation Add($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { ${PAYLOAD} } }`;
const UPDATE = `mutation Update($cartId: ID!, $lines: [CartLineUpdateInput!]!) { cartLinesUpdate(cartId: $cartId, lines: $lines) { ${PAYLOAD} } }`;
const REMOVE = `mutation Remove($cartId: ID!, $lineIds: [ID!]!) { cartLinesRemove(cartId: $cartId, lineIds: $lineIds) { ${PAYLOAD} } }`;
const CODES = `mutation Codes($cartId: ID!, $codes: [String!]!) { cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $codes) { ${PAYLOAD} } }`;
const NOTE = `mutation Note($cartId: ID!, $note: String!) { cartNoteUpdate(cartId: $cartId, note: $note) { ${PAYLOAD} } }`;
const BUYER = `mutation Buyer($cartId: ID!, $buyer: CartBuyerIdentityInput!) { cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyer) { ${PAYLOAD} } }`;
const READ = `query Read($id: ID!) { cart(id: $id) { ${CART_FIELDS} } }`;

type Payload = {
  cart: any;
  userErrors: { code: string; field: string[]; message: string }[];
  warnings: { code: string; message: string; target: string }[];
};

async function variantId(handle: string, title: string): Promise<string> {
  const data = await dataOf<{ product: { variants: { nodes: { id: string; title: string }[] } } }>(
    gql(`query V($handle: String!) { product(handle: $handle) { variants(first: 10) { nodes { id title } } } }`, { handle }),
  );
  const variant = data.product.variants.nodes.find((v) => v.title === title);
  if (!variant) throw new Error(`no variant ${title} of ${handle}`);
  return variant.id;
}

async function mutate(document: string, variables: Record<string, unknown>): Promise<Payload> {
  const data = await dataOf<Record<string, Payload>>(gql(document, variables));
  return Object.values(data)[0]!;
}

describe("cartCreate and cart(id:)", () => {
  it("creates a cart with lines, prices them from the catalogue and reads it back by id", async () => {
    const honey8 = await variantId("wildflower-honey", "8 oz");
    const honey16 = await variantId("wildflower-honey", "16 oz");
    const created = await mutate(CREATE, {
      input: { lines: [{ merchandiseId: honey8, quantity: 2 }, { merchandiseId: honey16 }], note: "Leave at the door", buyerIdentity: { countryCode: "US" } },
    });
    expect(created.userErrors).toEqual([]);
    const cart = created.cart;
    expect(cart.id).toMatch(/^gid:\/\/shopify\/Cart\/c1-[0-9a-f]+\?key=[0-9a-f]+$/);
    expect(cart.totalQuantity).toBe(3);
    expect(cart.note).toBe("Leave at the door");
    expect(cart.buyerIdentity).toEqual({ countryCode: "US", email: null });
    // 2 x 12.50 + 1 x 22.00 (quantity defaults to 1)
    expect(cart.cost.subtotalAmount).toEqual({ amount: "47.0", currencyCode: "USD" });
    expect(cart.cost.totalAmount.amount).toBe("47.0");
    expect(cart.cost.totalTaxAmount).toBeNull();
    const [first, second] = cart.lines.nodes;
    expect(first).toMatchObject({ quantity: 2, merchandise: { id: honey8, title: "8 oz", product: { handle: "wildflower-honey" } } });
    expect(first.cost).toEqual({ amountPerQuantity: { amount: "12.5" }, compareAtAmountPerQuantity: null, subtotalAmount: { amount: "25.0" }, totalAmount: { amount: "25.0" } });
    expect(second.cost.compareAtAmountPerQuantity).toEqual({ amount: "25.0" });
    expect(first.id).not.toBe(second.id);

    const read = await dataOf<{ cart: any }>(gql(READ, { id: cart.id }));
    expect(read.cart).toEqual(cart);
  });

  it("answers null for a cart that does not exist or whose key is wrong", async () => {
    const { cart } = await mutate(CREATE, { input: {} });
    expect(cart.totalQuantity).toBe(0);
    expect(cart.cost.subtotalAmount.amount).toBe("0.0");
    const wrongKey = cart.id.replace(/key=.*/, "key=0000");
    expect(await dataOf(gql(READ, { id: wrongKey }))).toEqual({ cart: null });
    expect(await dataOf(gql(READ, { id: "gid://shopify/Cart/c1-nothing?key=abc" }))).toEqual({ cart: null });
  });

  it("refuses an unknown variant or a quantity of 0 with user errors, and makes no cart", async () => {
    const jam = await variantId("strawberry-jam", "8 oz");
    const result = await mutate(CREATE, {
      input: { lines: [{ merchandiseId: jam, quantity: 1 }, { merchandiseId: "gid://shopify/ProductVariant/999999" }, { merchandiseId: jam, quantity: 0 }] },
    });
    expect(result.cart).toBeNull();
    expect(result.userErrors).toEqual([
      { code: "INVALID", field: ["input", "lines", "1", "merchandiseId"], message: "The merchandise with id gid://shopify/ProductVariant/999999 does not exist." },
      { code: "INVALID", field: ["input", "lines", "2", "quantity"], message: "The quantity must be at least 1." },
    ]);
  });

  it("lowers a quantity above the stock to the stock, and leaves out what is sold out, with warnings", async () => {
    const salmon = await variantId("smoked-salmon", "Default Title");
    const soldOut = await variantId("raw-honeycomb", "Default Title");
    const result = await mutate(CREATE, { input: { lines: [{ merchandiseId: salmon, quantity: 40 }, { merchandiseId: soldOut, quantity: 1 }] } });
    expect(result.userErrors).toEqual([]);
    expect(result.cart.lines.nodes).toHaveLength(1);
    const line = result.cart.lines.nodes[0];
    expect(line.quantity).toBe(25); // the fixture's stock
    expect(result.warnings).toEqual([
      { code: "MERCHANDISE_NOT_ENOUGH_STOCK", message: "Only 25 of Smoked Salmon are in stock: the quantity was lowered to 25.", target: line.id },
      { code: "MERCHANDISE_OUT_OF_STOCK", message: "Raw Honeycomb is out of stock and was not added to the cart.", target: soldOut },
    ]);
  });
});

describe("changing a cart", () => {
  it("adds to the same line for the same variant, updates, removes at quantity 0 and by id", async () => {
    const jam = await variantId("strawberry-jam", "8 oz");
    const vinegar = await variantId("apple-cider-vinegar", "Default Title");
    const { cart } = await mutate(CREATE, { input: { lines: [{ merchandiseId: jam, quantity: 1 }] } });
    const added = await mutate(ADD, { cartId: cart.id, lines: [{ merchandiseId: jam, quantity: 2 }, { merchandiseId: vinegar, quantity: 1 }] });
    expect(added.userErrors).toEqual([]);
    expect(added.cart.lines.nodes.map((l: any) => [l.merchandise.id, l.quantity])).toEqual([[jam, 3], [vinegar, 1]]);
    expect(added.cart.lines.nodes[0].id).toBe(cart.lines.nodes[0].id);
    expect(added.cart.cost.subtotalAmount.amount).toBe("43.97"); // 3 x 9.99 + 14.00

    const [jamLine, vinegarLine] = added.cart.lines.nodes;
    const updated = await mutate(UPDATE, { cartId: cart.id, lines: [{ id: jamLine.id, quantity: 0 }, { id: vinegarLine.id, quantity: 4 }] });
    expect(updated.cart.lines.nodes.map((l: any) => [l.merchandise.id, l.quantity])).toEqual([[vinegar, 4]]);
    expect(updated.cart.totalQuantity).toBe(4);
    expect(Date.parse(updated.cart.updatedAt)).toBeGreaterThanOrEqual(Date.parse(cart.updatedAt));

    const removed = await mutate(REMOVE, { cartId: cart.id, lineIds: [vinegarLine.id] });
    expect(removed.userErrors).toEqual([]);
    expect(removed.cart.lines.nodes).toEqual([]);
    expect(removed.cart.totalQuantity).toBe(0);
  });

  it("changes nothing when one line of a request is wrong", async () => {
    const jam = await variantId("strawberry-jam", "8 oz");
    const { cart } = await mutate(CREATE, { input: { lines: [{ merchandiseId: jam, quantity: 1 }] } });
    const line = cart.lines.nodes[0];
    const bad = await mutate(UPDATE, { cartId: cart.id, lines: [{ id: line.id, quantity: 5 }, { id: "gid://shopify/CartLine/nope", quantity: 1 }] });
    expect(bad.userErrors).toEqual([
      { code: "INVALID_MERCHANDISE_LINE", field: ["lines", "1", "id"], message: "The merchandise line with id gid://shopify/CartLine/nope does not exist in this cart." },
    ]);
    const negative = await mutate(UPDATE, { cartId: cart.id, lines: [{ id: line.id, quantity: -1 }] });
    expect(negative.userErrors[0]).toMatchObject({ code: "INVALID", field: ["lines", "0", "quantity"] });
    const removeUnknown = await mutate(REMOVE, { cartId: cart.id, lineIds: [line.id, "gid://shopify/CartLine/nope"] });
    expect(removeUnknown.userErrors[0]).toMatchObject({ code: "INVALID_MERCHANDISE_LINE", field: ["lineIds", "1"] });
    const addUnknown = await mutate(ADD, { cartId: cart.id, lines: [{ merchandiseId: jam }, { merchandiseId: "gid://shopify/Product/101" }] });
    expect(addUnknown.userErrors[0]).toMatchObject({ code: "INVALID", field: ["lines", "1", "merchandiseId"] });
    const read = await dataOf<{ cart: any }>(gql(READ, { id: cart.id }));
    expect(read.cart.lines.nodes.map((l: any) => l.quantity)).toEqual([1]);
  });

  it("caps an update above the stock, and answers a user error for a cart that does not exist", async () => {
    const tuna = await variantId("albacore-tuna", "6 oz");
    const { cart } = await mutate(CREATE, { input: { lines: [{ merchandiseId: tuna, quantity: 1 }] } });
    const line = cart.lines.nodes[0];
    const capped = await mutate(UPDATE, { cartId: cart.id, lines: [{ id: line.id, quantity: 1000 }] });
    expect(capped.cart.lines.nodes[0].quantity).toBe(25);
    expect(capped.warnings).toEqual([expect.objectContaining({ code: "MERCHANDISE_NOT_ENOUGH_STOCK", target: line.id })]);
    const missing = await mutate(ADD, { cartId: "gid://shopify/Cart/c1-gone?key=abc", lines: [{ merchandiseId: tuna }] });
    expect(missing).toEqual({ cart: null, userErrors: [{ code: "INVALID", field: ["cartId"], message: "The specified cart does not exist." }], warnings: [] });
  });

  it("applies FARM10 from $50, says why it does not apply below, and refuses an unknown code", async () => {
    const giftSet = await variantId("lavender-honey-gift-set", "Default Title"); // 48.00
    const almonds = await variantId("honey-roasted-almonds", "Default Title"); // 8.00
    const { cart } = await mutate(CREATE, { input: { lines: [{ merchandiseId: giftSet, quantity: 1 }], discountCodes: ["farm10"] } });
    expect(cart.discountCodes).toEqual([{ code: "farm10", applicable: false }]);
    expect(cart.cost.totalAmount.amount).toBe("48.0");

    const more = await mutate(ADD, { cartId: cart.id, lines: [{ merchandiseId: almonds, quantity: 1 }] });
    expect(more.cart.discountCodes).toEqual([{ code: "farm10", applicable: true }]);
    expect(more.cart.cost.subtotalAmount.amount).toBe("56.0");
    expect(more.cart.cost.totalAmount.amount).toBe("50.4"); // 56.00 - 5.60
    expect(more.cart.cost.checkoutChargeAmount.amount).toBe("50.4");
    expect(more.cart.discountAllocations).toEqual([{ code: "farm10", discountedAmount: { amount: "5.6", currencyCode: "USD" } }]);
    expect(more.warnings).toEqual([]);

    const unknown = await mutate(CODES, { cartId: cart.id, codes: ["SPRING", " "] });
    expect(unknown.cart.discountCodes).toEqual([{ code: "SPRING", applicable: false }]);
    expect(unknown.cart.cost.totalAmount.amount).toBe("56.0");
    expect(unknown.warnings).toEqual([expect.objectContaining({ code: "DISCOUNT_NOT_FOUND", target: cart.id })]);

    const cleared = await mutate(CODES, { cartId: cart.id, codes: [] });
    expect(cleared.cart.discountCodes).toEqual([]);
  });

  it("keeps a note (within a limit) and the buyer's country, and refuses what it does not keep", async () => {
    const { cart } = await mutate(CREATE, { input: {} });
    const noted = await mutate(NOTE, { cartId: cart.id, note: "A gift: no prices inside, please." });
    expect(noted.cart.note).toBe("A gift: no prices inside, please.");
    const tooLong = await mutate(NOTE, { cartId: cart.id, note: "x".repeat(5001) });
    expect(tooLong.userErrors).toEqual([{ code: "NOTE_TOO_LONG", field: ["note"], message: "The note must be at most 5000 characters long." }]);
    expect(tooLong.cart.note).toBe("A gift: no prices inside, please.");
    const country = await mutate(BUYER, { cartId: cart.id, buyer: { countryCode: "CA" } });
    expect(country.cart.buyerIdentity.countryCode).toBe("CA");
    const email = await gql(BUYER, { cartId: cart.id, buyer: { email: "a@example.com" } });
    expect(email.errors?.[0]?.message).toMatch(/buyerIdentity\.email.*country only/);
  });

  it("refuses more than 250 lines in one request, as the schema documents", async () => {
    const jam = await variantId("strawberry-jam", "8 oz");
    const result = await gql(CREATE, { input: { lines: Array.from({ length: 251 }, () => ({ merchandiseId: jam })) } });
    expect(result.errors?.[0]).toMatchObject({ message: "The 'lines' argument must not contain more than 250 values", extensions: { code: "BAD_USER_INPUT" } });
  });
});

describe("the hosted page of a cart's checkoutUrl", () => {
  it("shows the cart's lines, the discount and the total; a wrong key is a 404", async () => {
    const giftSet = await variantId("lavender-honey-gift-set", "Default Title");
    const jam = await variantId("strawberry-jam", "8 oz");
    const { cart } = await mutate(CREATE, { input: { lines: [{ merchandiseId: giftSet, quantity: 1 }, { merchandiseId: jam, quantity: 1 }], discountCodes: ["FARM10"] } });
    expect(cart.checkoutUrl.startsWith(emulator.url)).toBe(true);
    const page = await fetch(cart.checkoutUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Lavender Honey Gift Set");
    expect(html).toContain("Strawberry Jam");
    expect(html).toMatch(/id="subtotal">.*\$57\.99/s);
    expect(html).toMatch(/id="discount">.*−\$5\.80/s);
    expect(html).toMatch(/id="total".*\$52\.19/s);
    const wrong = await fetch(cart.checkoutUrl.replace(/key=.*/, "key=ffff"));
    expect(wrong.status).toBe(404);
    expect(await wrong.text()).toContain("This cart does not exist or has expired.");
  });
});

describe("CartStore", () => {
  const store = new CatalogueStore(fixtureCatalogue());
  const jamId = () => `gid://shopify/ProductVariant/${store.productByHandle.get("strawberry-jam")!.record.variants[0]!.id}`;

  it("forgets a cart 10 days after its last change", () => {
    let now = Date.parse("2026-11-01T00:00:00Z");
    const carts = new CartStore(store, defaultDiscount("FARM10"), { now: () => now });
    const { cart } = carts.create({ lines: [{ merchandiseId: jamId() }] });
    const id = `gid://shopify/Cart/${cart!.token}?key=${cart!.key}`;
    now += CART_LIFETIME_MS - 1000;
    expect(carts.linesAdd(id, [{ merchandiseId: jamId() }]).userErrors).toEqual([]); // a change renews it
    now += CART_LIFETIME_MS - 1000;
    expect(carts.byId(id)?.lines[0]?.quantity).toBe(2);
    now += 2000;
    expect(carts.byId(id)).toBeNull();
  });

  it("holds at most its capacity, dropping the least recently changed cart", () => {
    const carts = new CartStore(store, defaultDiscount("FARM10"), { capacity: 3 });
    const made: StoredCart[] = [];
    for (let i = 0; i < 4; i += 1) made.push(carts.create({}).cart!);
    expect(carts.size).toBe(3);
    expect(carts.get(made[0]!.token, made[0]!.key)).toBeNull();
    expect(carts.get(made[3]!.token, made[3]!.key)).not.toBeNull();
  });
});

describe("what the Cart API keeps is bounded", () => {
  it("refuses over-long attributes and codes, and a cart past its size limit, changing nothing", async () => {
    const jam = await variantId("strawberry-jam", "8 oz");
    const { cart } = await mutate(CREATE, { input: { lines: [{ merchandiseId: jam }], attributes: [{ key: "gift", value: "yes" }] } });
    expect(cart.attributes).toEqual([{ key: "gift", value: "yes" }]);
    const long = await mutate(CREATE, { input: { attributes: [{ key: "k", value: "v".repeat(1001) }] } });
    expect(long).toMatchObject({ cart: null, userErrors: [{ code: "INVALID", field: ["input", "attributes", "0"] }] });
    const many = await mutate(ADD, { cartId: cart.id, lines: [{ merchandiseId: jam, attributes: Array.from({ length: 51 }, (_, i) => ({ key: `k${i}`, value: "v" })) }] });
    expect(many.userErrors[0]).toMatchObject({ code: "INVALID", field: ["lines", "0", "attributes"] });
    const code = await mutate(CODES, { cartId: cart.id, codes: ["x".repeat(256)] });
    expect(code.userErrors[0]).toMatchObject({ code: "INVALID", field: ["discountCodes", "0"] });
    // 200 lines of distinct attributes, each near the value limit: far past the 128 kB one cart may take.
    const bulky = Array.from({ length: 200 }, (_, i) => ({ merchandiseId: jam, attributes: [{ key: `line${i}`, value: "v".repeat(900) }] }));
    const huge = await mutate(ADD, { cartId: cart.id, lines: bulky });
    expect(huge.userErrors).toEqual([expect.objectContaining({ code: "CART_TOO_LARGE" })]);
    const read = await dataOf<{ cart: any }>(gql(READ, { id: cart.id }));
    expect(read.cart.lines.nodes).toHaveLength(1);
  });

  it("answers a badly encoded permalink with a 400 page, not a server error", async () => {
    const response = await fetch(`${emulator.url}/cart/%E0%A4%A`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("The cart link is not correctly encoded.");
  });
});
