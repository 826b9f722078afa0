// Edits to a catalogue, as a store editor makes them in Shopify's admin: a product's text, prices, stock and
// collections, a farm's profile (a metaobject of type "farmer"), an article; or deleting one of them. Pure: the
// catalogue given is never modified; the answer is a new catalogue that shares every record the change did not
// touch. A change is checked whole before anything is built, so a bad one throws a CatalogueChangeError and leaves
// nothing half done. The server (server.ts) swaps the new catalogue in and sends the matching webhook (webhooks.ts).
// What a change is and how it is read from JSON are in catalogue-change-input.ts.
import { ALL_PRODUCTS, isIsoDateTime } from "./catalogue/conventions.ts";
import type { ArticleRecord, Catalogue, FarmRecord, ProductRecord, VariantRecord } from "./catalogue/types.ts";
import {
  ARTICLE_FIELDS,
  CatalogueChangeError,
  FARM_FIELDS,
  PRODUCT_FIELDS,
  VARIANT_FIELDS,
  bool,
  checkKnownFields,
  describe,
  httpsUrlOrNull,
  invalid,
  money,
  parseChange,
  text,
  textList,
  type CatalogueChange,
} from "./catalogue-change-input.ts";

/** What a change did, with what the webhook for it needs. */
export type AppliedChange =
  | { kind: "product"; action: "update" | "delete"; handle: string; updatedAt: string; record: ProductRecord }
  | { kind: "farm"; action: "update" | "delete"; handle: string; updatedAt: string; record: FarmRecord }
  | { kind: "article"; action: "update" | "delete"; handle: string; updatedAt: string; record: ArticleRecord; blogId: number };

export type ChangeResult = { catalogue: Catalogue; applied: AppliedChange };

/** Shopify's DateTime: seconds, no milliseconds. */
export function shopifyNow(date: Date = new Date()): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

// ---------------------------------------------------------------------------------------------------------------
// Applying

/**
 * The catalogue after `change`, dated `now` (an ISO 8601 date-time; default the current second). Throws
 * CatalogueChangeError, naming the problem, for an unknown handle or variant, an unknown field or a value of the
 * wrong type; `catalogue` is never modified.
 */
export function applyCatalogueChange(catalogue: Catalogue, change: CatalogueChange, now: string = shopifyNow()): ChangeResult {
  if (!isIsoDateTime(now)) invalid(`now must be an ISO 8601 date-time, not ${describe(now)}`);
  const checked = parseChange(change);
  switch (checked.kind) {
    case "product":
      return changeProduct(catalogue, checked, now);
    case "farm":
      return changeFarm(catalogue, checked, now);
    case "article":
      return changeArticle(catalogue, checked, now);
  }
}

function variantNumber(value: number | string): number {
  if (typeof value === "number" && Number.isSafeInteger(value) && value > 0) return value;
  const match = typeof value === "string" ? /^(?:gid:\/\/shopify\/ProductVariant\/)?(\d{1,15})$/.exec(value) : null;
  if (!match) return invalid(`variant must be a variant id (a number or gid://shopify/ProductVariant/N), not ${describe(value)}`);
  return Number(match[1]);
}

function changeProduct(catalogue: Catalogue, change: Extract<CatalogueChange, { kind: "product" }>, now: string): ChangeResult {
  const position = catalogue.products.findIndex((p) => p.handle === change.handle);
  if (position === -1) throw new CatalogueChangeError("not-found", `No product has the handle "${change.handle}"`);
  const old = catalogue.products[position]!;

  if (change.delete) {
    // Shopify removes a deleted product from every collection; carts keep the line until checkout, when it is
    // no longer sold (cart-pricing.ts prices only variants still in the catalogue).
    const collections = catalogue.collections.map((c) =>
      c.productHandles.includes(old.handle) ? { ...c, productHandles: c.productHandles.filter((h) => h !== old.handle) } : c,
    );
    const products = catalogue.products.filter((_, i) => i !== position);
    return {
      catalogue: { ...catalogue, products, collections },
      applied: { kind: "product", action: "delete", handle: old.handle, updatedAt: now, record: old },
    };
  }

  const set = change.set as Record<string, unknown>;
  checkKnownFields("product", set, PRODUCT_FIELDS);
  if (Date.parse(now) < Date.parse(old.createdAt)) invalid(`now (${now}) is before the product's createdAt (${old.createdAt})`);
  const variantId = change.variant === undefined ? null : variantNumber(change.variant);
  if (variantId !== null) {
    if (!old.variants.some((v) => v.id === variantId)) {
      throw new CatalogueChangeError("not-found", `Product "${old.handle}" has no variant ${variantId} (its variants: ${old.variants.map((v) => v.id).join(", ")})`);
    }
    const productOnly = Object.keys(set).filter((k) => !(VARIANT_FIELDS as readonly string[]).includes(k));
    if (productOnly.length > 0) invalid(`With variant, only variant fields can be set (${VARIANT_FIELDS.join(", ")}), not ${productOnly.join(", ")}`);
  }

  const next: ProductRecord = { ...old, updatedAt: now };
  if ("title" in set) next.title = text("title", set.title);
  if ("descriptionMarkdown" in set) next.descriptionMarkdown = text("descriptionMarkdown", set.descriptionMarkdown);
  if ("tags" in set) next.tags = textList("tags", set.tags);
  if ("productType" in set) next.productType = text("productType", set.productType);
  // Shopify's vendor is free text: renaming a farm does not follow into its products, and a vendor naming no farm
  // is allowed (the site copes with that drift), so neither is checked against the farms here.
  if ("vendor" in set) next.vendor = text("vendor", set.vendor);

  let collections = catalogue.collections;
  if ("collections" in set) {
    const wanted = textList("collections", set.collections);
    const known = new Set(catalogue.collections.map((c) => c.handle));
    const seen = new Set<string>();
    for (const handle of wanted) {
      if (handle === ALL_PRODUCTS) invalid(`collections must not name "${ALL_PRODUCTS}": every product is in it already`);
      if (!known.has(handle)) throw new CatalogueChangeError("not-found", `No collection has the handle "${handle}"`);
      if (seen.has(handle)) invalid(`collections names "${handle}" twice`);
      seen.add(handle);
    }
    next.collections = wanted;
    collections = catalogue.collections.map((c) => {
      if (c.handle === ALL_PRODUCTS) return c;
      const listed = c.productHandles.includes(old.handle);
      if (!seen.has(c.handle)) return listed ? { ...c, productHandles: c.productHandles.filter((h) => h !== old.handle) } : c;
      if (listed) return c;
      // A collection whose list names all its members (the loaded catalogues' do) gets the newcomer at the end,
      // as a manual collection does in Shopify. A list that only pins a few (test fixtures) is left alone: the
      // store puts unlisted members after the pinned ones anyway.
      const complete = catalogue.products.every((p) => !p.collections.includes(c.handle) || c.productHandles.includes(p.handle));
      return complete ? { ...c, productHandles: [...c.productHandles, old.handle] } : c;
    });
    // Shopify may also touch the collections' own updated_at when their membership changes; the emulator leaves
    // collections' dates as they are rather than guess when it does.
  }

  const variantFields = VARIANT_FIELDS.filter((k) => k in set);
  if (variantFields.length > 0) {
    const price = "price" in set ? money("price", set.price) : undefined;
    const compareAt = "compareAtPrice" in set ? (set.compareAtPrice === null ? null : money("compareAtPrice", set.compareAtPrice)) : undefined;
    const quantity = "quantityAvailable" in set ? set.quantityAvailable : undefined;
    if (quantity !== undefined && !(Number.isSafeInteger(quantity) && (quantity as number) >= 0)) {
      invalid(`quantityAvailable must be a whole number, 0 or more, not ${describe(quantity)}`);
    }
    const available = "availableForSale" in set ? bool("availableForSale", set.availableForSale) : undefined;
    next.variants = old.variants.map((v): VariantRecord => {
      if (variantId !== null && v.id !== variantId) return v;
      const updated: VariantRecord = { ...v };
      if (price) updated.price = price;
      if (compareAt !== undefined) updated.compareAtPrice = compareAt;
      // The catalogue keeps availability and stock in agreement (a variant is for sale while it has stock), so
      // one follows the other: a quantity sets availability, and "not for sale" alone empties the stock.
      if (quantity !== undefined) updated.quantityAvailable = quantity as number;
      else if (available === false) updated.quantityAvailable = 0;
      else if (available === true && v.quantityAvailable === 0) {
        invalid(`Variant ${v.id} has no stock: give quantityAvailable to put it on sale`);
      }
      updated.availableForSale = updated.quantityAvailable > 0;
      if (available !== undefined && available !== updated.availableForSale) {
        invalid(`availableForSale ${available} disagrees with quantityAvailable ${updated.quantityAvailable}`);
      }
      return updated;
    });
  }

  const products = catalogue.products.map((p, i) => (i === position ? next : p));
  return {
    catalogue: { ...catalogue, products, collections },
    applied: { kind: "product", action: "update", handle: next.handle, updatedAt: now, record: next },
  };
}

function changeFarm(catalogue: Catalogue, change: Extract<CatalogueChange, { kind: "farm" }>, now: string): ChangeResult {
  const position = catalogue.farms.findIndex((f) => f.handle === change.handle);
  if (position === -1) throw new CatalogueChangeError("not-found", `No farm has the handle "${change.handle}"`);
  const old = catalogue.farms[position]!;

  if (change.delete) {
    // As in Shopify, products keep their vendor text; they simply no longer name an existing farm.
    return {
      catalogue: { ...catalogue, farms: catalogue.farms.filter((_, i) => i !== position) },
      applied: { kind: "farm", action: "delete", handle: old.handle, updatedAt: now, record: old },
    };
  }

  const set = change.set as Record<string, unknown>;
  checkKnownFields("farm", set, FARM_FIELDS);
  const next: FarmRecord = { ...old, updatedAt: now };
  if ("name" in set) {
    next.name = text("name", set.name);
    if (catalogue.farms.some((f, i) => i !== position && f.name === next.name)) invalid(`Another farm is already named "${next.name}"`);
  }
  if ("location" in set) next.location = text("location", set.location);
  if ("bio" in set) next.bio = text("bio", set.bio);
  if ("story" in set) next.story = textList("story", set.story);
  if ("facebookUrl" in set) next.facebookUrl = httpsUrlOrNull("facebookUrl", set.facebookUrl);
  if ("instagramUrl" in set) next.instagramUrl = httpsUrlOrNull("instagramUrl", set.instagramUrl);
  if ("youtubeUrl" in set) next.youtubeUrl = httpsUrlOrNull("youtubeUrl", set.youtubeUrl);
  if ("ccof" in set) next.ccof = bool("ccof", set.ccof);
  if ("usdaOrganic" in set) next.usdaOrganic = bool("usdaOrganic", set.usdaOrganic);
  return {
    catalogue: { ...catalogue, farms: catalogue.farms.map((f, i) => (i === position ? next : f)) },
    applied: { kind: "farm", action: "update", handle: next.handle, updatedAt: now, record: next },
  };
}

function changeArticle(catalogue: Catalogue, change: Extract<CatalogueChange, { kind: "article" }>, now: string): ChangeResult {
  // Article handles are unique across blogs (the site's route is /blog/{handle}), so the handle alone finds it.
  const blogIndex = catalogue.blogs.findIndex((b) => b.articles.some((a) => a.handle === change.handle));
  if (blogIndex === -1) throw new CatalogueChangeError("not-found", `No article has the handle "${change.handle}"`);
  const blog = catalogue.blogs[blogIndex]!;
  const position = blog.articles.findIndex((a) => a.handle === change.handle);
  const old = blog.articles[position]!;
  const withArticles = (articles: ArticleRecord[]): Catalogue => ({
    ...catalogue,
    blogs: catalogue.blogs.map((b, i) => (i === blogIndex ? { ...b, articles } : b)),
  });

  if (change.delete) {
    return {
      catalogue: withArticles(blog.articles.filter((_, i) => i !== position)),
      applied: { kind: "article", action: "delete", handle: old.handle, updatedAt: now, record: old, blogId: blog.id },
    };
  }

  const set = change.set as Record<string, unknown>;
  checkKnownFields("article", set, ARTICLE_FIELDS);
  // The catalogue's articles carry no updatedAt (the Storefront API's Article has only publishedAt), so the
  // change's date shows only in the webhook's updated_at.
  const next: ArticleRecord = { ...old };
  if ("title" in set) next.title = text("title", set.title);
  if ("contentMarkdown" in set) next.contentMarkdown = text("contentMarkdown", set.contentMarkdown);
  if ("excerpt" in set) next.excerpt = text("excerpt", set.excerpt, { allowEmpty: true });
  if ("tags" in set) next.tags = textList("tags", set.tags);
  if ("author" in set) next.author = text("author", set.author);
  return {
    catalogue: withArticles(blog.articles.map((a, i) => (i === position ? next : a))),
    applied: { kind: "article", action: "update", handle: next.handle, updatedAt: now, record: next, blogId: blog.id },
  };
}
