// The webhooks a Shopify store sends when an editor changes its catalogue, played by the emulator after a change
// (catalogue-changes.ts): the topic, a body shaped like Shopify's for it, and the headers Shopify signs and sends,
// so the rebuilder (src/services/rebuilder) can be driven end to end without a real store.
//
// Bodies follow Shopify's webhook payloads (the REST resource's JSON) as far as the catalogue has the data; what
// the emulator cannot know (images' CDN URLs, media references of a metaobject, an article's created_at, staff
// and app ids) is left out rather than made up. Deletions carry what Shopify's deletion webhooks carry: the id
// alone for products and articles; id, type and handle for metaobjects.
import { randomUUID } from "node:crypto";
import { sign } from "../../src/services/rebuilder/signature.ts";
import type { AppliedChange } from "./catalogue-changes.ts";
import type { ArticleRecord, FarmRecord, ProductRecord } from "./catalogue/types.ts";
import { gid } from "./ids.ts";
import { FARMER_TYPE, richTextJson } from "./resolvers/metaobjects.ts";
import { markdownToHtml } from "./text.ts";

/** Each delivery gives up after this long unless told otherwise. */
export const DEFAULT_WEBHOOK_TIMEOUT_MS = 5_000;

export type WebhookTarget = {
  url: string;
  secret: string;
  /** X-Shopify-Shop-Domain: the shop the rebuilder must recognise as its store. */
  shopDomain: string;
  /** Sent as X-Shopify-API-Version: the version the payload is shaped after. */
  apiVersion: string;
  timeoutMs: number;
};

export type WebhookMessage = { topic: string; webhookId: string; payload: unknown };

/** How a delivery went. `delivered` means the receiver answered 2xx. */
export type WebhookDelivery = { url: string; delivered: boolean; status: number | null; error: string | null; durationMs: number };

/** The topic Shopify sends for a change: products/…, metaobjects/… (farms), articles/…. */
export function webhookTopic(applied: Pick<AppliedChange, "kind" | "action">): string {
  const resource = applied.kind === "product" ? "products" : applied.kind === "farm" ? "metaobjects" : "articles";
  return `${resource}/${applied.action}`;
}

/** The body Shopify would send for a change. */
export function webhookPayload(applied: AppliedChange): Record<string, unknown> {
  switch (applied.kind) {
    case "product":
      return applied.action === "delete" ? { id: applied.record.id } : productPayload(applied.record);
    case "farm":
      return applied.action === "delete"
        ? { id: gid("Metaobject", applied.record.id), type: FARMER_TYPE, handle: applied.record.handle }
        : farmPayload(applied.record);
    case "article":
      return applied.action === "delete" ? { id: applied.record.id } : articlePayload(applied.record, applied.blogId, applied.updatedAt);
  }
}

function productPayload(p: ProductRecord): Record<string, unknown> {
  return {
    id: p.id,
    admin_graphql_api_id: gid("Product", p.id),
    title: p.title,
    body_html: markdownToHtml(p.descriptionMarkdown),
    vendor: p.vendor,
    product_type: p.productType,
    handle: p.handle,
    created_at: p.createdAt,
    updated_at: p.updatedAt,
    published_at: p.publishedAt,
    template_suffix: null,
    published_scope: "global",
    status: "active",
    // Shopify's REST resources write tags as one comma-separated string.
    tags: p.tags.join(", "),
    variants: p.variants.map((v, i) => ({
      id: v.id,
      admin_graphql_api_id: gid("ProductVariant", v.id),
      product_id: p.id,
      title: v.title,
      price: v.price.amount,
      compare_at_price: v.compareAtPrice?.amount ?? null,
      sku: v.sku,
      position: i + 1,
      inventory_quantity: v.quantityAvailable,
      option1: v.selectedOptions[0]?.value ?? null,
      option2: v.selectedOptions[1]?.value ?? null,
      option3: v.selectedOptions[2]?.value ?? null,
      updated_at: p.updatedAt,
    })),
    options: p.options.map((o, i) => ({ product_id: p.id, name: o.name, position: i + 1, values: o.values })),
  };
}

function farmPayload(f: FarmRecord): Record<string, unknown> {
  // Field keys and value encodings as the Storefront API serves them (resolvers/metaobjects.ts); fields without a
  // value are left out there too.
  const fields: Record<string, string> = { name: f.name, location: f.location, bio: f.bio };
  if (f.story.length > 0) fields.story = richTextJson(f.story);
  if (f.facebookUrl) fields.facebook_url = f.facebookUrl;
  if (f.instagramUrl) fields.instagram_url = f.instagramUrl;
  if (f.youtubeUrl) fields.youtube_url = f.youtubeUrl;
  fields.ccof = String(f.ccof);
  fields.usda_organic = String(f.usdaOrganic);
  return {
    id: gid("Metaobject", f.id),
    type: FARMER_TYPE,
    handle: f.handle,
    display_name: f.name,
    updated_at: f.updatedAt,
    capabilities: { publishable: { status: "active" } },
    fields,
  };
}

function articlePayload(a: ArticleRecord, blogId: number, updatedAt: string): Record<string, unknown> {
  return {
    id: a.id,
    // The same global id the emulator's Storefront API gives the article, so a receiver can match the two.
    admin_graphql_api_id: gid("Article", a.id),
    blog_id: blogId,
    title: a.title,
    handle: a.handle,
    author: a.author,
    body_html: markdownToHtml(a.contentMarkdown),
    summary_html: a.excerpt ? markdownToHtml(a.excerpt) : null,
    tags: a.tags.join(", "),
    published_at: a.publishedAt,
    updated_at: updatedAt,
    template_suffix: null,
    user_id: null,
  };
}

/**
 * POSTs one webhook as Shopify does: the JSON body, its base64 HMAC-SHA256 under the secret (computed over the
 * exact bytes sent), and Shopify's headers. Never throws: a receiver that is down, slow past the time limit or
 * answering an error gives `delivered: false` with the reason, so a change never fails because of its webhook.
 */
export async function deliverWebhook(target: WebhookTarget, message: WebhookMessage, now: () => Date = () => new Date()): Promise<WebhookDelivery> {
  const body = Buffer.from(JSON.stringify(message.payload), "utf8");
  const started = performance.now();
  const done = (status: number | null, error: string | null): WebhookDelivery => ({
    url: target.url,
    delivered: error === null,
    status,
    error,
    durationMs: Math.round(performance.now() - started),
  });
  try {
    const response = await fetch(target.url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-Shopify-Topic": message.topic,
        "X-Shopify-Hmac-Sha256": sign(body, target.secret),
        "X-Shopify-Shop-Domain": target.shopDomain,
        "X-Shopify-API-Version": target.apiVersion,
        "X-Shopify-Webhook-Id": message.webhookId,
        "X-Shopify-Event-Id": randomUUID(),
        "X-Shopify-Triggered-At": now().toISOString(),
      },
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(target.timeoutMs),
    });
    await response.body?.cancel().catch(() => {});
    return response.ok ? done(response.status, null) : done(response.status, `the receiver answered HTTP ${response.status}`);
  } catch (error) {
    const reason = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")
      ? `no answer within ${target.timeoutMs} ms`
      : errorText(error);
    return done(null, reason);
  }
}

function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // fetch reports "fetch failed" and keeps the useful part (ECONNREFUSED, ...) in its cause.
  const cause = (error as Error & { cause?: unknown }).cause;
  return cause instanceof Error ? `${error.message}: ${cause.message}` : error.message;
}
