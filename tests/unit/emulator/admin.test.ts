// Changing a running emulator's catalogue: POST /admin/changes (absent without a token, refused without the right
// one), what GraphQL serves after a change (no stale cached answer), carts across a change, and the signed webhook
// each change sends, checked with the rebuilder's own verification and app. Receivers run in the test on port 0.
// Failed webhook deliveries are in admin-webhook-failures.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRebuilderApp } from "../../../src/services/rebuilder/app.ts";
import type { Trigger } from "../../../src/services/rebuilder/build-contract.ts";
import { RollbackError, type Rebuilder } from "../../../src/services/rebuilder/rebuilder.ts";
import { verifySignature } from "../../../src/services/rebuilder/signature.ts";
import { CatalogueChangeError } from "../../../scripts/emulator/catalogue-change-input.ts";
import type { RunningEmulator } from "../../../scripts/emulator/server.ts";
import { ADMIN_TOKEN, ARTICLE, CART, CART_CREATE, COLLECTION, FARM, PRODUCT, PRODUCTS, SEARCH, SECRET, post, receiver } from "./admin-helpers.ts";
import { dataOf, graphqlClient, startFixtureEmulator } from "./helpers.ts";

describe("the admin API when no token is configured", () => {
  let emulator: RunningEmulator;
  beforeAll(async () => {
    emulator = await startFixtureEmulator({ adminToken: "" });
  });
  afterAll(() => emulator.close());

  it("is absent: the same 404 as any unknown path, whatever is sent", async () => {
    const unknown = await fetch(`${emulator.url}/no-such-page`);
    expect(unknown.status).toBe(404);
    for (const response of [
      await post(emulator, { kind: "product", handle: "wildflower-honey", set: { title: "Hacked" } }),
      await post(emulator, {}, {}),
      await post(emulator, null, {}, "GET"),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ errors: "Not Found: /admin/changes" });
    }
    const data = await dataOf(graphqlClient(emulator)(PRODUCT, { handle: "wildflower-honey" }));
    expect(data.product.title).toBe("Wildflower Honey");
  });

  it("still lets in-process callers change the catalogue", async () => {
    const outcome = await emulator.applyChange({ kind: "product", handle: "strawberry-jam", set: { title: "Strawberry Preserve" } }, { now: "2026-01-02T03:04:05Z" });
    expect(outcome).toMatchObject({ topic: "products/update", updatedAt: "2026-01-02T03:04:05Z", webhook: null });
    const data = await dataOf(graphqlClient(emulator)(PRODUCT, { handle: "strawberry-jam" }));
    expect(data.product).toMatchObject({ title: "Strawberry Preserve", updatedAt: "2026-01-02T03:04:05Z" });
  });
});

describe("the admin API with a token", () => {
  let emulator: RunningEmulator;
  let gql: ReturnType<typeof graphqlClient>;
  let hook: Awaited<ReturnType<typeof receiver>>;
  const triggers: Trigger[] = [];
  beforeAll(async () => {
    // The receiver hands each request to the rebuilder's own app, so "delivered" means the rebuilder accepted it.
    const stub: Pick<Rebuilder, "trigger" | "status" | "rollback"> = {
      trigger: (trigger) => void triggers.push(trigger),
      status: async () => {
        throw new Error("not used");
      },
      rollback: async () => {
        throw new RollbackError("not used");
      },
    };
    const rebuilder = createRebuilderApp({ rebuilder: stub, webhookSecrets: [SECRET], shopDomain: "harvest-and-hearth.myshopify.com" });
    hook = await receiver(async ({ headers, body }) => {
      const forwarded = new Headers();
      for (const [name, value] of Object.entries(headers)) if (typeof value === "string") forwarded.set(name, value);
      const response = await rebuilder.fetch(new Request("http://rebuilder.test/webhooks", { method: "POST", headers: forwarded, body: new Uint8Array(body) }));
      return response.status;
    });
    emulator = await startFixtureEmulator({ adminToken: ADMIN_TOKEN, webhookUrl: hook.url, webhookSecret: SECRET, shopDomain: "harvest-and-hearth.myshopify.com" });
    gql = graphqlClient(emulator);
  });
  afterAll(async () => {
    await emulator.close();
    await hook.close();
  });

  it("refuses requests without the token or with a wrong one, and changes nothing", async () => {
    const change = { kind: "product", handle: "wildflower-honey", set: { title: "Hacked" } };
    for (const headers of [{}, { Authorization: "Bearer wrong-token" }, { Authorization: `Basic ${ADMIN_TOKEN}` }, { Authorization: `Bearer ${ADMIN_TOKEN}x` }]) {
      const response = await post(emulator, change, headers);
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(response.headers.get("access-control-allow-origin")).toBeNull();
    }
    expect((await dataOf(gql(PRODUCT, { handle: "wildflower-honey" }))).product.title).toBe("Wildflower Honey");
    expect(hook.received).toHaveLength(0);
  });

  it("does not invite browsers: no CORS on the preflight or the answers", async () => {
    const preflight = await fetch(`${emulator.url}/admin/changes`, {
      method: "OPTIONS",
      headers: { Origin: "http://evil.example", "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "authorization" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    expect(preflight.headers.get("access-control-allow-headers")).toBeNull();
  });

  it("answers bad requests with the reason and changes nothing", async () => {
    const cases: [unknown, number, RegExp][] = [
      ["{not json", 400, /not JSON/],
      [{ kind: "product", handle: "no-such-product", set: { title: "x" } }, 404, /No product has the handle "no-such-product"/],
      [{ kind: "product", handle: "wildflower-honey", set: { colour: "red" } }, 400, /Unknown product field "colour"/],
      [{ kind: "product", handle: "wildflower-honey", set: { price: "cheap" } }, 400, /price must be a decimal amount/],
      [{ kind: "product", handle: "wildflower-honey", set: { title: "x" }, now: "soon" }, 400, /now must be an ISO 8601/],
      [[1, 2], 400, /JSON object/],
    ];
    for (const [body, status, message] of cases) {
      const response = await post(emulator, body);
      expect(response.status).toBe(status);
      expect(((await response.json()) as { errors: string }).errors).toMatch(message);
    }
    expect((await post(emulator, null, { Authorization: `Bearer ${ADMIN_TOKEN}` }, "GET")).status).toBe(405);
    expect((await dataOf(gql(PRODUCT, { handle: "wildflower-honey" }))).product.title).toBe("Wildflower Honey");
    expect(hook.received).toHaveLength(0);
    await expect(emulator.applyChange({ kind: "farm", handle: "nowhere", delete: true })).rejects.toBeInstanceOf(CatalogueChangeError);
  });

  it("changes a product's title: GraphQL, the UPDATED_AT order and search show it at once, and the webhook is signed", async () => {
    // Warm the resolver cache with the answers the change must invalidate.
    expect((await dataOf(gql(SEARCH, { q: "zephyr" }))).search.totalCount).toBe(0);
    const before = (await dataOf(gql(PRODUCTS))).products.nodes[0].handle;
    expect(before).not.toBe("orange-blossom-honey");

    const response = await post(emulator, { kind: "product", handle: "orange-blossom-honey", set: { title: "Zephyr Blossom Honey" }, now: "2026-11-01T08:00:00Z" });
    expect(response.status).toBe(200);
    const outcome = (await response.json()) as { topic: string; webhookId: string; updatedAt: string; webhook: { delivered: boolean; status: number } };
    expect(outcome).toMatchObject({ topic: "products/update", updatedAt: "2026-11-01T08:00:00Z", webhook: { delivered: true, status: 200 } });
    expect(outcome.webhookId).toMatch(/^[0-9a-f-]{36}$/);

    expect((await dataOf(gql(PRODUCT, { handle: "orange-blossom-honey" }))).product).toMatchObject({ title: "Zephyr Blossom Honey", updatedAt: "2026-11-01T08:00:00Z" });
    expect((await dataOf(gql(PRODUCTS))).products.nodes[0]).toEqual({ handle: "orange-blossom-honey", updatedAt: "2026-11-01T08:00:00Z" });
    expect((await dataOf(gql(SEARCH, { q: "zephyr" }))).search.nodes.map((n: { handle: string }) => n.handle)).toEqual(["orange-blossom-honey"]);
    expect(emulator.store.productByHandle.get("orange-blossom-honey")!.record.title).toBe("Zephyr Blossom Honey");

    const last = hook.received.at(-1)!;
    expect(verifySignature(new Uint8Array(last.body), last.headers["x-shopify-hmac-sha256"] as string, [SECRET])).toBe(true);
    expect(verifySignature(new Uint8Array(last.body), last.headers["x-shopify-hmac-sha256"] as string, ["another-secret"])).toBe(false);
    expect(last.headers).toMatchObject({
      "x-shopify-topic": "products/update",
      "x-shopify-webhook-id": outcome.webhookId,
      "x-shopify-shop-domain": "harvest-and-hearth.myshopify.com",
      "x-shopify-api-version": "2026-04",
      "content-type": "application/json",
    });
    expect(Number.isNaN(Date.parse(last.headers["x-shopify-triggered-at"] as string))).toBe(false);
    expect(JSON.parse(last.body.toString("utf8"))).toMatchObject({
      id: 102, admin_graphql_api_id: "gid://shopify/Product/102", handle: "orange-blossom-honey", title: "Zephyr Blossom Honey", updated_at: "2026-11-01T08:00:00Z",
    });
    expect(triggers.at(-1)).toMatchObject({ source: "webhook", topic: "products/update", webhookId: outcome.webhookId });
  });

  it("changes a price, and carts made before the change keep working at the new price", async () => {
    const product = (await dataOf(gql(PRODUCT, { handle: "albacore-tuna" }))).product;
    const [small, large] = product.variants.nodes as { id: string }[];
    const created = (await dataOf(gql(CART_CREATE, { lines: [{ merchandiseId: small!.id, quantity: 2 }, { merchandiseId: large!.id, quantity: 1 }] }))).cartCreate;
    expect(created.userErrors).toEqual([]);
    expect((await dataOf(gql(CART, { id: created.cart.id }))).cart.cost.subtotalAmount.amount).toBe("57.0");

    const outcome = await emulator.applyChange({ kind: "product", handle: "albacore-tuna", variant: small!.id, set: { price: "16.50" } });
    expect(outcome.webhook).toMatchObject({ delivered: true });
    expect((await dataOf(gql(PRODUCT, { handle: "albacore-tuna" }))).product.priceRange).toEqual({
      minVariantPrice: { amount: "16.5" }, maxVariantPrice: { amount: "27.0" },
    });
    const cart = (await dataOf(gql(CART, { id: created.cart.id }))).cart;
    expect(cart.totalQuantity).toBe(3);
    expect(cart.cost.subtotalAmount.amount).toBe("60.0");
    // A cart still takes changes after the swap.
    const added = await dataOf(gql(`mutation A($id: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $id, lines: $lines) { cart { totalQuantity } userErrors { message } } }`,
      { id: created.cart.id, lines: [{ merchandiseId: large!.id, quantity: 1 }] }));
    expect(added.cartLinesAdd).toEqual({ cart: { totalQuantity: 4 }, userErrors: [] });
  });

  it("moves a product between collections", async () => {
    const members = async (handle: string) => (await dataOf(gql(COLLECTION, { handle }))).collection.products.nodes.map((n: { handle: string }) => n.handle);
    expect(await members("hidden-gems")).toEqual([]);
    expect(await members("honey")).toContain("wildflower-honey");
    await emulator.applyChange({ kind: "product", handle: "wildflower-honey", set: { collections: ["honey", "hidden-gems"] } });
    expect(await members("hidden-gems")).toEqual(["wildflower-honey"]);
    await emulator.applyChange({ kind: "product", handle: "wildflower-honey", set: { collections: ["hidden-gems"] } });
    expect(await members("honey")).not.toContain("wildflower-honey");
    expect((await dataOf(gql(PRODUCT, { handle: "wildflower-honey" }))).product.collections.nodes.map((n: { handle: string }) => n.handle).sort()).toEqual(["all-products", "hidden-gems"]);
  });

  it("deletes a product: gone from product, products, its collections and search; carts holding it still answer", async () => {
    const variant = (await dataOf(gql(PRODUCT, { handle: "raw-honeycomb" }))).product.variants.nodes[0].id;
    const keep = (await dataOf(gql(PRODUCT, { handle: "smoked-salmon" }))).product.variants.nodes[0].id;
    expect((await dataOf(gql(SEARCH, { q: "honeycomb" }))).search.totalCount).toBe(1);
    const created = (await dataOf(gql(CART_CREATE, { lines: [{ merchandiseId: keep, quantity: 1 }] }))).cartCreate;
    expect(created.userErrors).toEqual([]);

    const response = await post(emulator, { kind: "product", handle: "raw-honeycomb", delete: true });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ topic: "products/delete", webhook: { delivered: true } });

    expect((await dataOf(gql(PRODUCT, { handle: "raw-honeycomb" }))).product).toBeNull();
    expect((await dataOf(gql(PRODUCTS))).products.nodes.map((n: { handle: string }) => n.handle)).not.toContain("raw-honeycomb");
    for (const handle of ["honey", "all-products"]) {
      expect((await dataOf(gql(COLLECTION, { handle }))).collection.products.nodes.map((n: { handle: string }) => n.handle)).not.toContain("raw-honeycomb");
    }
    expect((await dataOf(gql(SEARCH, { q: "honeycomb" }))).search.totalCount).toBe(0);
    const last = hook.received.at(-1)!;
    expect(JSON.parse(last.body.toString("utf8"))).toEqual({ id: 103 });
    expect(verifySignature(new Uint8Array(last.body), last.headers["x-shopify-hmac-sha256"] as string, [SECRET])).toBe(true);

    // The deleted variant can no longer be added; the other cart is untouched.
    const refused = await dataOf(gql(`mutation A($id: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $id, lines: $lines) { userErrors { code } } }`,
      { id: created.cart.id, lines: [{ merchandiseId: variant, quantity: 1 }] }));
    expect(refused.cartLinesAdd.userErrors.length).toBeGreaterThan(0);
    expect((await dataOf(gql(CART, { id: created.cart.id }))).cart.totalQuantity).toBe(1);
  });

  it("changes a farm: the metaobject's fields and updatedAt, sent as metaobjects/update", async () => {
    const outcome = await emulator.applyChange(
      { kind: "farm", handle: "blue-heron-apiary", set: { bio: "Three hundred hives along the river.", story: ["A new story."] } },
      { now: "2026-11-02T09:30:00Z" },
    );
    expect(outcome).toMatchObject({ topic: "metaobjects/update", updatedAt: "2026-11-02T09:30:00Z", webhook: { delivered: true } });
    const farm = (await dataOf(gql(FARM, { handle: "blue-heron-apiary" }))).metaobject;
    expect(farm.updatedAt).toBe("2026-11-02T09:30:00Z");
    expect(farm.bio.value).toBe("Three hundred hives along the river.");
    expect(JSON.parse(farm.story.value).children[0].children[0].value).toBe("A new story.");
    const last = hook.received.at(-1)!;
    expect(last.headers["x-shopify-topic"]).toBe("metaobjects/update");
    expect(JSON.parse(last.body.toString("utf8"))).toMatchObject({ id: "gid://shopify/Metaobject/302", type: "farmer", handle: "blue-heron-apiary", updated_at: "2026-11-02T09:30:00Z" });
  });

  it("changes an article, sent as articles/update", async () => {
    const outcome = await emulator.applyChange({ kind: "article", handle: "a-day-on-the-boat", set: { title: "A Night on the Boat", contentMarkdown: "Out past the *reef*." } });
    expect(outcome).toMatchObject({ topic: "articles/update", webhook: { delivered: true } });
    expect((await dataOf(gql(ARTICLE, { id: "gid://shopify/Article/504" }))).article).toMatchObject({ title: "A Night on the Boat", content: "Out past the reef." });
    expect(JSON.parse(hook.received.at(-1)!.body.toString("utf8"))).toMatchObject({ id: 504, blog_id: 401, title: "A Night on the Boat", updated_at: outcome.updatedAt });
  });

  it("gives every webhook its own id and names the configured shop, all answered 200 by the rebuilder", () => {
    const ids = hook.received.map((r) => r.headers["x-shopify-webhook-id"]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(hook.received.every((r) => r.answer === 200)).toBe(true);
    expect(hook.received.every((r) => r.headers["x-shopify-shop-domain"] === "harvest-and-hearth.myshopify.com")).toBe(true);
    // A body the rebuilder already took (two quick changes the body does not show, such as a product's collections)
    // is answered as a repeat: one build per distinct topic and body.
    const distinct = new Set(hook.received.map((r) => `${r.headers["x-shopify-topic"]}\0${r.body.toString("utf8")}`));
    expect(triggers).toHaveLength(distinct.size);
  });
});
