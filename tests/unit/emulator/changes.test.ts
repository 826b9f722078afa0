// Catalogue changes (scripts/emulator/catalogue-changes.ts) as pure functions: each kind of edit, the date it
// leaves, that the old catalogue is never touched, that the result stays a catalogue the loader would accept, and
// that bad input is refused whole. Also the webhook bodies and topics built from a change, and the CLI's arguments.
import { describe, expect, it } from "vitest";
import { applyCatalogueChange, shopifyNow } from "../../../scripts/emulator/catalogue-changes.ts";
import { CatalogueChangeError, parseChange, type CatalogueChange } from "../../../scripts/emulator/catalogue-change-input.ts";
import { loadCatalogue } from "../../../scripts/emulator/catalogue/index.ts";
import { validateCatalogue } from "../../../scripts/emulator/catalogue/validate.ts";
import type { Catalogue } from "../../../scripts/emulator/catalogue/types.ts";
import { parseChangeArgs } from "../../../scripts/emulator/change.ts";
import { CatalogueStore } from "../../../scripts/emulator/store.ts";
import { webhookPayload, webhookTopic } from "../../../scripts/emulator/webhooks.ts";
import { fixtureCatalogue } from "./fixture.ts";

const NOW = "2026-10-01T12:00:00Z";

/** Freezes every object of the catalogue, so that any write to it throws (modules run in strict mode). */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

function frozenFixture(): { catalogue: Catalogue; before: string } {
  const catalogue = fixtureCatalogue();
  const before = JSON.stringify(catalogue);
  return { catalogue: deepFreeze(catalogue), before };
}

function refused(catalogue: Catalogue, change: unknown, code: "invalid" | "not-found", message: RegExp): void {
  let error: unknown;
  try {
    applyCatalogueChange(catalogue, change as CatalogueChange, NOW);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(CatalogueChangeError);
  expect((error as CatalogueChangeError).code).toBe(code);
  expect((error as Error).message).toMatch(message);
}

const product = (c: Catalogue, handle: string) => c.products.find((p) => p.handle === handle);

describe("product changes", () => {
  it("sets the text fields and moves updatedAt, leaving the old catalogue as it was", () => {
    const { catalogue, before } = frozenFixture();
    const { catalogue: next, applied } = applyCatalogueChange(
      catalogue,
      { kind: "product", handle: "wildflower-honey", set: { title: "Meadow Honey", descriptionMarkdown: "New *text*.", tags: ["honey", "new"] } },
      NOW,
    );
    expect(product(next, "wildflower-honey")).toMatchObject({ title: "Meadow Honey", descriptionMarkdown: "New *text*.", tags: ["honey", "new"], updatedAt: NOW });
    expect(applied).toMatchObject({ kind: "product", action: "update", handle: "wildflower-honey", updatedAt: NOW });
    expect(JSON.stringify(catalogue)).toBe(before);
    expect(product(catalogue, "wildflower-honey")!.title).toBe("Wildflower Honey");
    // Records the change did not touch are shared, not copied.
    expect(product(next, "strawberry-jam")).toBe(product(catalogue, "strawberry-jam"));
    expect(next.farms).toBe(catalogue.farms);
  });

  it("sets the price of every variant, or of one variant by id or gid", () => {
    const { catalogue } = frozenFixture();
    const all = applyCatalogueChange(catalogue, { kind: "product", handle: "wildflower-honey", set: { price: "14.00", compareAtPrice: null } }, NOW).catalogue;
    expect(product(all, "wildflower-honey")!.variants.map((v) => [v.price.amount, v.compareAtPrice])).toEqual([["14.00", null], ["14.00", null]]);

    const [first, second] = product(catalogue, "wildflower-honey")!.variants;
    const one = applyCatalogueChange(catalogue, { kind: "product", handle: "wildflower-honey", variant: second!.id, set: { price: 19.5, compareAtPrice: "21.00" } }, NOW).catalogue;
    const variants = product(one, "wildflower-honey")!.variants;
    expect(variants[0]).toBe(first); // untouched
    expect(variants[1]).toMatchObject({ price: { amount: "19.50", currencyCode: "USD" }, compareAtPrice: { amount: "21.00", currencyCode: "USD" } });
    expect(product(one, "wildflower-honey")!.updatedAt).toBe(NOW);

    const byGid = applyCatalogueChange(catalogue, { kind: "product", handle: "wildflower-honey", variant: `gid://shopify/ProductVariant/${first!.id}`, set: { price: "1.00" } }, NOW).catalogue;
    expect(product(byGid, "wildflower-honey")!.variants.map((v) => v.price.amount)).toEqual(["1.00", "22.00"]);
    // The store sees the new price range.
    expect(new CatalogueStore(byGid).productByHandle.get("wildflower-honey")!.minPrice).toBe(1);
  });

  it("keeps availability and stock in agreement", () => {
    const { catalogue } = frozenFixture();
    const [v1] = product(catalogue, "wildflower-honey")!.variants;
    const soldOut = applyCatalogueChange(catalogue, { kind: "product", handle: "wildflower-honey", variant: v1!.id, set: { availableForSale: false } }, NOW).catalogue;
    expect(product(soldOut, "wildflower-honey")!.variants[0]).toMatchObject({ availableForSale: false, quantityAvailable: 0 });
    const restocked = applyCatalogueChange(soldOut, { kind: "product", handle: "wildflower-honey", variant: v1!.id, set: { quantityAvailable: 7 } }, NOW).catalogue;
    expect(product(restocked, "wildflower-honey")!.variants[0]).toMatchObject({ availableForSale: true, quantityAvailable: 7 });
    refused(soldOut, { kind: "product", handle: "wildflower-honey", variant: v1!.id, set: { availableForSale: true } }, "invalid", /no stock/);
    refused(catalogue, { kind: "product", handle: "wildflower-honey", set: { availableForSale: true, quantityAvailable: 0 } }, "invalid", /disagrees/);
  });

  it("moves a product between collections in both directions of the membership", () => {
    const { catalogue } = frozenFixture();
    const { catalogue: next } = applyCatalogueChange(catalogue, { kind: "product", handle: "wildflower-honey", set: { collections: ["hidden-gems"] } }, NOW);
    expect(product(next, "wildflower-honey")!.collections).toEqual(["hidden-gems"]);
    // It was pinned in honey: the pin goes with it.
    expect(next.collections.find((c) => c.handle === "honey")!.productHandles).toEqual(["raw-honeycomb"]);
    const store = new CatalogueStore(next);
    const members = (handle: string) => Array.from(store.collectionByHandle.get(handle)!.members, (i) => store.products[i]!.record.handle);
    expect(members("honey")).not.toContain("wildflower-honey");
    expect(members("hidden-gems")).toEqual(["wildflower-honey"]);
    expect(members("all-products")).toContain("wildflower-honey");
  });

  it("keeps a complete catalogue valid: collection lists follow membership, deletions leave no trace", () => {
    const catalogue = deepFreeze(loadCatalogue());
    const target = catalogue.products[0]!;
    const moved = applyCatalogueChange(catalogue, { kind: "product", handle: target.handle, set: { collections: [...target.collections, "hidden-gems"] } }, NOW).catalogue;
    expect(() => validateCatalogue(moved)).not.toThrow();
    expect(moved.collections.find((c) => c.handle === "hidden-gems")!.productHandles.at(-1)).toBe(target.handle);

    const deleted = applyCatalogueChange(catalogue, { kind: "product", handle: target.handle, delete: true }, NOW).catalogue;
    expect(() => validateCatalogue(deleted)).not.toThrow();
    expect(deleted.products).toHaveLength(catalogue.products.length - 1);
    expect(deleted.collections.some((c) => c.productHandles.includes(target.handle))).toBe(false);

    const repriced = applyCatalogueChange(catalogue, { kind: "product", handle: target.handle, set: { price: "30.00", quantityAvailable: 0 } }, NOW).catalogue;
    expect(() => validateCatalogue(repriced)).not.toThrow();
  });

  it("deletes a product and says which record went", () => {
    const { catalogue, before } = frozenFixture();
    const { catalogue: next, applied } = applyCatalogueChange(catalogue, { kind: "product", handle: "raw-honeycomb", delete: true }, NOW);
    expect(product(next, "raw-honeycomb")).toBeUndefined();
    expect(next.collections.find((c) => c.handle === "honey")!.productHandles).toEqual(["wildflower-honey"]);
    expect(applied).toMatchObject({ kind: "product", action: "delete", handle: "raw-honeycomb" });
    expect(applied.record.id).toBe(103);
    expect(JSON.stringify(catalogue)).toBe(before);
  });

  it("refuses unknown handles, fields, variants and collections, and values of the wrong type", () => {
    const { catalogue, before } = frozenFixture();
    refused(catalogue, { kind: "product", handle: "no-such-thing", set: { title: "x" } }, "not-found", /No product has the handle "no-such-thing"/);
    refused(catalogue, { kind: "product", handle: "wildflower-honey", set: { colour: "red" } }, "invalid", /Unknown product field "colour"/);
    refused(catalogue, { kind: "product", handle: "wildflower-honey", set: { title: 42 } }, "invalid", /title must be a string/);
    refused(catalogue, { kind: "product", handle: "wildflower-honey", set: { title: "  " } }, "invalid", /title must not be empty/);
    refused(catalogue, { kind: "product", handle: "wildflower-honey", set: { tags: "honey" } }, "invalid", /tags must be an array/);
    refused(catalogue, { kind: "product", handle: "wildflower-honey", set: { price: "12.5" } }, "invalid", /price must be a decimal amount/);
    refused(catalogue, { kind: "product", handle: "wildflower-honey", set: { price: -1 } }, "invalid", /price must be a decimal amount/);
    refused(catalogue, { kind: "product", handle: "wildflower-honey", set: { price: 1.234 } }, "invalid", /price must be a decimal amount/);
    refused(catalogue, { kind: "product", handle: "wildflower-honey", set: { quantityAvailable: 1.5 } }, "invalid", /quantityAvailable/);
    refused(catalogue, { kind: "product", handle: "wildflower-honey", variant: 999, set: { price: "1.00" } }, "not-found", /no variant 999/);
    refused(catalogue, { kind: "product", handle: "wildflower-honey", variant: 1001, set: { title: "x" } }, "invalid", /only variant fields/);
    refused(catalogue, { kind: "product", handle: "wildflower-honey", set: { collections: ["nope"] } }, "not-found", /No collection has the handle "nope"/);
    refused(catalogue, { kind: "product", handle: "wildflower-honey", set: { collections: ["all-products"] } }, "invalid", /every product is in it/);
    refused(catalogue, { kind: "product", handle: "wildflower-honey", set: { collections: ["honey", "honey"] } }, "invalid", /twice/);
    refused(catalogue, { kind: "product", handle: "wildflower-honey" }, "invalid", /Nothing to change/);
    refused(catalogue, { kind: "product", handle: "wildflower-honey", set: { title: "x" }, delete: true }, "invalid", /not both/);
    refused(catalogue, { kind: "shop", handle: "x", set: { title: "x" } }, "invalid", /kind must be one of/);
    refused(catalogue, { kind: "product", handle: "wildflower-honey", set: { title: "x" }, extra: 1 }, "invalid", /Unknown change property "extra"/);
    refused(catalogue, { kind: "product", handle: "wildflower-honey", set: { title: "x" }, delete: "yes" }, "invalid", /delete must be true or false/);
    refused(catalogue, { kind: "farm", handle: "blue-heron-apiary", variant: 1, set: { bio: "x" } }, "invalid", /variant applies to product/);
    expect(() => applyCatalogueChange(catalogue, { kind: "product", handle: "wildflower-honey", set: { title: "x" } }, "yesterday")).toThrow(/now must be an ISO 8601/);
    expect(() => applyCatalogueChange(catalogue, { kind: "product", handle: "wildflower-honey", set: { title: "x" } }, "2020-01-01T00:00:00Z")).toThrow(/before the product's createdAt/);
    expect(JSON.stringify(catalogue)).toBe(before);
  });
});

describe("farm changes", () => {
  it("sets a farm's fields and moves its updatedAt", () => {
    const { catalogue, before } = frozenFixture();
    const { catalogue: next, applied } = applyCatalogueChange(
      catalogue,
      { kind: "farm", handle: "blue-heron-apiary", set: { bio: "Three hundred hives.", story: ["One.", "Two."], instagramUrl: "https://www.instagram.com/heron", ccof: true } },
      NOW,
    );
    expect(next.farms.find((f) => f.handle === "blue-heron-apiary")).toMatchObject({
      bio: "Three hundred hives.", story: ["One.", "Two."], instagramUrl: "https://www.instagram.com/heron", ccof: true, updatedAt: NOW,
    });
    expect(applied).toMatchObject({ kind: "farm", action: "update", updatedAt: NOW });
    expect(next.products).toBe(catalogue.products);
    expect(JSON.stringify(catalogue)).toBe(before);
  });

  it("renames a farm without touching its products' vendor, as Shopify does", () => {
    const { catalogue } = frozenFixture();
    const { catalogue: next } = applyCatalogueChange(catalogue, { kind: "farm", handle: "blue-heron-apiary", set: { name: "Heron Hives" } }, NOW);
    expect(next.farms.find((f) => f.handle === "blue-heron-apiary")!.name).toBe("Heron Hives");
    expect(product(next, "wildflower-honey")!.vendor).toBe("Blue Heron Apiary");
    refused(catalogue, { kind: "farm", handle: "blue-heron-apiary", set: { name: "Sunny Slope Farm" } }, "invalid", /already named/);
  });

  it("deletes a farm and refuses bad farm input", () => {
    const { catalogue } = frozenFixture();
    const { catalogue: next, applied } = applyCatalogueChange(catalogue, { kind: "farm", handle: "coastal-catch-co", delete: true }, NOW);
    expect(next.farms.map((f) => f.handle)).toEqual(["sunny-slope-farm", "blue-heron-apiary"]);
    expect(applied).toMatchObject({ kind: "farm", action: "delete", handle: "coastal-catch-co" });
    refused(catalogue, { kind: "farm", handle: "nowhere-farm", set: { bio: "x" } }, "not-found", /No farm has the handle/);
    refused(catalogue, { kind: "farm", handle: "blue-heron-apiary", set: { title: "x" } }, "invalid", /Unknown farm field "title"/);
    refused(catalogue, { kind: "farm", handle: "blue-heron-apiary", set: { facebookUrl: "http://insecure.example" } }, "invalid", /https URL or null/);
    refused(catalogue, { kind: "farm", handle: "blue-heron-apiary", set: { ccof: "yes" } }, "invalid", /ccof must be true or false/);
    refused(catalogue, { kind: "farm", handle: "blue-heron-apiary", set: { story: ["ok", ""] } }, "invalid", /story\[1\] must not be empty/);
  });
});

describe("article changes", () => {
  it("sets an article's title, content and tags, in whichever blog it is", () => {
    const { catalogue, before } = frozenFixture();
    const { catalogue: next, applied } = applyCatalogueChange(
      catalogue,
      { kind: "article", handle: "joining-the-network", set: { title: "Join Us", contentMarkdown: "New **body**.", tags: ["farms", "news"] } },
      NOW,
    );
    const blog = next.blogs.find((b) => b.handle === "for-farmers")!;
    expect(blog.articles[0]).toMatchObject({ title: "Join Us", contentMarkdown: "New **body**.", tags: ["farms", "news"] });
    expect(applied).toMatchObject({ kind: "article", action: "update", updatedAt: NOW, blogId: 402 });
    expect(next.blogs[0]).toBe(catalogue.blogs[0]);
    expect(JSON.stringify(catalogue)).toBe(before);
  });

  it("deletes an article and refuses bad article input", () => {
    const { catalogue } = frozenFixture();
    const { catalogue: next } = applyCatalogueChange(catalogue, { kind: "article", handle: "jam-making-at-home", delete: true }, NOW);
    expect(next.blogs[0]!.articles.map((a) => a.handle)).not.toContain("jam-making-at-home");
    expect(next.blogs[0]!.articles).toHaveLength(3);
    refused(catalogue, { kind: "article", handle: "no-article", delete: true }, "not-found", /No article has the handle/);
    refused(catalogue, { kind: "article", handle: "jam-making-at-home", set: { body: "x" } }, "invalid", /Unknown article field "body"/);
    refused(catalogue, { kind: "article", handle: "jam-making-at-home", set: { contentMarkdown: "" } }, "invalid", /must not be empty/);
  });
});

describe("parseChange and shopifyNow", () => {
  it("defaults the kind to product and refuses what is not an object", () => {
    expect(parseChange({ handle: "a", set: { title: "b" } })).toEqual({ kind: "product", handle: "a", set: { title: "b" } });
    expect(() => parseChange(null)).toThrow(CatalogueChangeError);
    expect(() => parseChange([1])).toThrow(/JSON object/);
    expect(() => parseChange({ kind: "product", handle: "a", set: [] })).toThrow(/set must be an object/);
  });

  it("writes dates as Shopify does, to the second", () => {
    expect(shopifyNow(new Date("2026-11-23T14:56:19.123Z"))).toBe("2026-11-23T14:56:19Z");
  });
});

describe("webhook topics and bodies", () => {
  const { catalogue } = frozenFixture();
  const apply = (change: CatalogueChange) => applyCatalogueChange(catalogue, change, NOW).applied;

  it("describes a product update as Shopify's products/update", () => {
    const applied = apply({ kind: "product", handle: "wildflower-honey", set: { title: "Meadow Honey", price: "14.00" } });
    expect(webhookTopic(applied)).toBe("products/update");
    const body = webhookPayload(applied);
    expect(body).toMatchObject({
      id: 101, admin_graphql_api_id: "gid://shopify/Product/101", handle: "wildflower-honey", title: "Meadow Honey",
      updated_at: NOW, vendor: "Blue Heron Apiary", tags: "honey, freeshipping", status: "active",
    });
    expect(body.body_html).toContain("<strong>wildflower</strong>");
    expect((body.variants as { price: string; product_id: number; position: number }[]).map((v) => [v.price, v.product_id, v.position])).toEqual([["14.00", 101, 1], ["14.00", 101, 2]]);
  });

  it("sends only the id for deleted products and articles, and id, type and handle for metaobjects", () => {
    const product = apply({ kind: "product", handle: "raw-honeycomb", delete: true });
    expect([webhookTopic(product), webhookPayload(product)]).toEqual(["products/delete", { id: 103 }]);
    const article = apply({ kind: "article", handle: "jam-making-at-home", delete: true });
    expect([webhookTopic(article), webhookPayload(article)]).toEqual(["articles/delete", { id: 503 }]);
    const farm = apply({ kind: "farm", handle: "coastal-catch-co", delete: true });
    expect([webhookTopic(farm), webhookPayload(farm)]).toEqual([
      "metaobjects/delete",
      { id: "gid://shopify/Metaobject/303", type: "farmer", handle: "coastal-catch-co" },
    ]);
  });

  it("describes farm and article updates as metaobjects/update and articles/update", () => {
    const farm = apply({ kind: "farm", handle: "sunny-slope-farm", set: { story: ["Only one paragraph now."] } });
    expect(webhookTopic(farm)).toBe("metaobjects/update");
    expect(webhookPayload(farm)).toMatchObject({
      id: "gid://shopify/Metaobject/301", type: "farmer", handle: "sunny-slope-farm", updated_at: NOW, display_name: "Sunny Slope Farm",
      fields: { name: "Sunny Slope Farm", ccof: "true", usda_organic: "false", facebook_url: "https://www.facebook.com/sunnyslopefarm" },
    });
    expect(JSON.parse((webhookPayload(farm).fields as { story: string }).story).children).toHaveLength(1);

    const article = apply({ kind: "article", handle: "spring-honey-harvest", set: { title: "Spring Harvest" } });
    expect(webhookTopic(article)).toBe("articles/update");
    expect(webhookPayload(article)).toMatchObject({ id: 501, blog_id: 401, handle: "spring-honey-harvest", title: "Spring Harvest", updated_at: NOW, tags: "honey, seasons" });
  });
});

describe("the change command line", () => {
  it("turns flags into the admin API's body, by kind", () => {
    expect(parseChangeArgs(["--handle", "wildflower-honey", "--title", "Meadow", "--price", "12.50", "--variant", "1001"], {})).toEqual({
      emulator: "http://127.0.0.1:8787",
      body: { kind: "product", handle: "wildflower-honey", set: { title: "Meadow", price: "12.50" }, variant: 1001 },
    });
    expect(parseChangeArgs(["--kind=farm", "--handle=blue-heron-apiary", "--title", "Heron", "--set", "ccof=true", "--set", "story=[\"One.\"]"], { EMULATOR_PORT: "9000" })).toEqual({
      emulator: "http://127.0.0.1:9000",
      body: { kind: "farm", handle: "blue-heron-apiary", set: { name: "Heron", ccof: true, story: ["One."] } },
    });
    expect(parseChangeArgs(["--handle", "x", "--delete", "--emulator", "http://10.0.0.2:8787"], {}).body).toEqual({ kind: "product", handle: "x", delete: true });
    expect(parseChangeArgs(["--handle", "x", "--compare-at-price", "none", "--collections", "honey, hidden-gems", "--quantity", "3"], {}).body.set).toEqual({
      compareAtPrice: null, collections: ["honey", "hidden-gems"], quantityAvailable: 3,
    });
    expect(() => parseChangeArgs(["--title", "x"], {})).toThrow(/--handle is required/);
    expect(() => parseChangeArgs(["--handle", "x", "--colour", "red"], {})).toThrow(/Unknown option --colour/);
    expect(() => parseChangeArgs(["--handle", "x", "--quantity", "-2"], {})).toThrow(/whole number/);
    expect(() => parseChangeArgs(["--handle", "x", "--kind", "shop"], {})).toThrow(/--kind must be/);
  });
});
