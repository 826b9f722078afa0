// The rebuilder's HTTP face, a Hono app (the same fetch handler runs under Node in server.ts and in tests
// in-process). Routes:
//   POST /webhooks            Shopify webhooks (products, collections, metaobjects, articles; create/update/delete),
//                             signed with X-Shopify-Hmac-Sha256 -> 200 at once; the build runs in the background.
//                             A signed webhook of another topic gets 200 {accepted: false, reason} and builds nothing;
//                             one from another shop (X-Shopify-Shop-Domain), one triggered longer ago than Shopify's
//                             retry window (X-Shopify-Triggered-At) is refused; a repeat (by webhook id, event id or
//                             its topic and body, deliveries.ts) gets 200 {accepted: false, duplicate: true}
//   POST /internal/rebuild    another service of ours (the review service) asks for a build; signed the same way
//                             with the internal secret in X-Rebuilder-Hmac-Sha256
//   POST /rebuild[?force=1]   an editor asks for a build (force: past the shrink guard, for that build only)
//   POST /rollback            an editor points live back at the previous good build
//   GET  /status              the live build, the running and waiting ones, the last builds
//   GET  /health
// The last three and /rebuild need `Authorization: Bearer <REBUILDER_ADMIN_TOKEN>`. Nothing unsigned, wrongly
// signed, oversized or malformed ever reaches the build queue.
import { Hono, type Context } from "hono";
import { readCapped } from "../shared/read-capped.ts";
import { SeenIds } from "./dedupe.ts";
import { DeliveryLedger, deliveryKeys, triggeredAtProblem } from "./deliveries.ts";
import type { DeliveryJournal } from "./delivery-journal.ts";
import { webhookItem } from "./freshness.ts";
import { silentLogger, type Logger } from "../shared/log.ts";
import type { Trigger } from "./build-contract.ts";
import { RollbackError, type Rebuilder } from "./rebuilder.ts";
import { bearerToken, decodeSignature, sameToken, verifySignature } from "./signature.ts";

/** The webhook topics that change what the site shows. */
export const webhookTopics: ReadonlySet<string> = new Set(
  ["products", "collections", "metaobjects", "articles"].flatMap((resource) =>
    ["create", "update", "delete"].map((action) => `${resource}/${action}`),
  ),
);

/** Shopify's payloads are well under this; anything larger is refused as it streams in. */
export const defaultMaxBodyBytes = 1024 * 1024;
/** An internal call older (or further in the future) than this is refused: a recorded call cannot be replayed later. */
export const internalMaxAgeMs = 5 * 60_000;
export const shopifySignatureHeader = "X-Shopify-Hmac-Sha256";
export const internalSignatureHeader = "X-Rebuilder-Hmac-Sha256";

export type RebuilderAppOptions = {
  rebuilder: Pick<Rebuilder, "trigger" | "status" | "rollback">;
  /** Shopify app secrets: the current one, and during a rotation the one being retired. */
  webhookSecrets: readonly string[];
  /** Secrets of the internal call (POST /internal/rebuild); none turns it off. */
  internalSecrets?: readonly string[];
  /** The editors' token; unset turns the admin endpoints off (503). */
  adminToken?: string | undefined;
  maxBodyBytes?: number;
  /**
   * The shop whose webhooks are taken, as X-Shopify-Shop-Domain names it (my-shop.myshopify.com; for the emulator
   * its host and port): a delivery signed with the secret but naming another shop is refused.
   */
  shopDomain: string;
  /** Internal call ids remembered, to ignore repeated calls (default 10,000). */
  seenIds?: number;
  /** The webhook deliveries taken (default: an empty ledger over Shopify's retry window). */
  deliveries?: DeliveryLedger;
  /** Where taken deliveries are written, to be known again after a restart (server.ts: <root>/deliveries.jsonl). */
  journal?: DeliveryJournal;
  /** How long a webhook's answer waits for its journal line before answering anyway (default 1,000 ms). */
  ackWaitMs?: number;
  now?: () => Date;
  log?: Logger;
};

/** An id as Shopify writes one (a UUID), or our internal callers: printable ASCII, bounded. */
const requestId = /^[\x21-\x7e]{1,200}$/;

export function createRebuilderApp(options: RebuilderAppOptions): Hono {
  const app = new Hono();
  const log = options.log ?? silentLogger;
  const now = options.now ?? (() => new Date());
  const maxBodyBytes = options.maxBodyBytes ?? defaultMaxBodyBytes;
  const seen = new SeenIds(options.seenIds ?? 10_000);
  const deliveries = options.deliveries ?? new DeliveryLedger();
  const internalSecrets = options.internalSecrets ?? [];
  const shopDomain = options.shopDomain.trim().toLowerCase();
  const ackWaitMs = options.ackWaitMs ?? 1_000;
  let journalLines = 0;

  /**
   * Writes a taken delivery to the journal, waiting at most ackWaitMs: past that the answer goes out and the line
   * is written when the disk allows (the delivery is in the ledger in memory already, and its build queued). Only a
   * crash before the line reaches the disk forgets it, and then a repeat would cost one more build, nothing else.
   */
  const journal = async (keys: readonly string[], at: number): Promise<void> => {
    if (!options.journal) return;
    const written = options.journal.append({ keys, at }).then(
      () => {
        // Grown past what the ledger holds: rewritten with only what is still remembered.
        if (++journalLines > deliveries.capacity) {
          journalLines = 0;
          void options.journal?.compact(deliveries.entries(now().getTime())).catch((error: unknown) => log("journal-failed", { error }));
        }
      },
      (error: unknown) => log("journal-failed", { error }),
    );
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, ackWaitMs)));
    await Promise.race([written, late.then(() => log("journal-slow", { waitedMs: ackWaitMs }))]);
    clearTimeout(timer);
  };

  const refuse = (c: Context, status: 400 | 401 | 403 | 413, error: string, where: string) => {
    log("request-refused", { path: where, status, error });
    return c.json({ error }, status);
  };

  /** The raw body, or a refusal: past the cap it stops reading and answers 413, whatever Content-Length claimed. */
  const rawBody = async (c: Context, where: string, signatureHeader: string): Promise<Uint8Array | Response> => {
    const tooLarge = () => refuse(c, 413, `The body is larger than ${maxBodyBytes} bytes.`, where);
    if (Number(c.req.header("content-length")) > maxBodyBytes) return tooLarge();
    // A request without anything that could be a signature is refused before its body is read at all.
    if (!decodeSignature(c.req.header(signatureHeader))) {
      return refuse(c, 401, `The ${signatureHeader} signature is missing or is not a base64 SHA-256 digest.`, where);
    }
    const body = await readCapped(c.req.raw, maxBodyBytes);
    return body ?? tooLarge();
  };

  const admin = (c: Context): Response | null => {
    if (!options.adminToken) return c.json({ error: "Admin endpoints are off: set REBUILDER_ADMIN_TOKEN." }, 503);
    if (!sameToken(bearerToken(c.req.header("authorization")), options.adminToken)) {
      log("request-refused", { path: c.req.path, status: 401, error: "admin token missing or wrong" });
      c.header("WWW-Authenticate", 'Bearer realm="rebuilder"');
      return c.json({ error: "Send the admin token as Authorization: Bearer <token>." }, 401);
    }
    return null;
  };

  app.get("/health", (c) => c.json({ ok: true }));

  app.post("/webhooks", async (c) => {
    const where = "/webhooks";
    const body = await rawBody(c, where, shopifySignatureHeader);
    if (body instanceof Response) return body;
    // The signature first: who cannot sign learns nothing about which topics or bodies would be accepted.
    if (!verifySignature(body, c.req.header(shopifySignatureHeader), options.webhookSecrets)) {
      return refuse(c, 401, "The X-Shopify-Hmac-Sha256 signature is missing or does not match the body.", where);
    }
    const topic = c.req.header("x-shopify-topic");
    if (!topic) return refuse(c, 400, "X-Shopify-Topic is missing.", where);
    if (!webhookTopics.has(topic)) {
      // Shopify signed it, so it is a subscription of this app that the site does not use (orders/create, say).
      // Any answer but 2xx makes Shopify deliver it again and again and finally delete the subscription, while
      // the failures are reported against this endpoint; so it is acknowledged and ignored.
      const reason = `the topic ${JSON.stringify(topic.slice(0, 100))} does not change the site`;
      log("webhook-ignored", { topic: topic.slice(0, 100), reason });
      return c.json({ accepted: false, reason });
    }
    const webhookId = c.req.header("x-shopify-webhook-id");
    if (!webhookId || !requestId.test(webhookId)) return refuse(c, 400, "X-Shopify-Webhook-Id is missing or malformed.", where);
    const shop = c.req.header("x-shopify-shop-domain")?.trim().toLowerCase();
    if (shop !== shopDomain) {
      return refuse(c, 403, "X-Shopify-Shop-Domain does not name the store this rebuilder builds.", where);
    }
    const eventId = c.req.header("x-shopify-event-id") ?? null;
    if (eventId !== null && !requestId.test(eventId)) return refuse(c, 400, "X-Shopify-Event-Id is malformed.", where);
    const at = now().getTime();
    const tooOld = triggeredAtProblem(c.req.header("x-shopify-triggered-at"), at, deliveries.windowMs);
    if (tooOld) return refuse(c, 400, tooOld, where);
    const payload = jsonObject(body);
    if (!payload) return refuse(c, 400, "The body is not a JSON object.", where);
    const keys = deliveryKeys({ webhookId, eventId, topic, body });
    if (!deliveries.firstSighting(keys, at)) {
      log("webhook-duplicate", { topic, webhookId });
      return c.json({ accepted: false, duplicate: true });
    }
    const item = webhookItem(topic, payload);
    const trigger: Trigger = { source: "webhook", topic, webhookId, receivedAt: now().toISOString(), ...(item ? { item } : {}) };
    options.rebuilder.trigger(trigger);
    log("webhook-accepted", { topic, webhookId, eventId });
    await journal(keys, at);
    return c.json({ accepted: true });
  });

  app.post("/internal/rebuild", async (c) => {
    const where = "/internal/rebuild";
    const body = await rawBody(c, where, internalSignatureHeader);
    if (body instanceof Response) return body;
    if (!verifySignature(body, c.req.header(internalSignatureHeader), internalSecrets)) {
      return refuse(c, 401, `The ${internalSignatureHeader} signature is missing or does not match the body.`, where);
    }
    const call = jsonObject(body);
    const id = call?.id;
    const reason = call?.reason;
    const sentAt = typeof call?.sentAt === "string" ? Date.parse(call.sentAt) : Number.NaN;
    if (typeof id !== "string" || !requestId.test(id) || typeof reason !== "string" || reason.length === 0 || reason.length > 200 || Number.isNaN(sentAt)) {
      return refuse(c, 400, "The body must be {id, reason, sentAt} (strings; sentAt an ISO date).", where);
    }
    if (Math.abs(now().getTime() - sentAt) > internalMaxAgeMs) {
      return refuse(c, 401, "The call is too old (or dated in the future); sign a fresh one.", where);
    }
    if (!seen.firstSighting(`internal:${id}`)) return c.json({ accepted: false, duplicate: true });
    options.rebuilder.trigger({ source: "internal", reason, webhookId: id, receivedAt: now().toISOString() });
    log("internal-rebuild-accepted", { id, reason });
    return c.json({ accepted: true });
  });

  app.post("/rebuild", (c) => {
    const denied = admin(c);
    if (denied) return denied;
    const force = c.req.query("force") === "1";
    options.rebuilder.trigger({ source: "admin", reason: force ? "forced by an editor" : "asked by an editor", force, receivedAt: now().toISOString() });
    log("rebuild-requested", { force });
    return c.json({ queued: true, force }, 202);
  });

  app.post("/rollback", async (c) => {
    const denied = admin(c);
    if (denied) return denied;
    try {
      const { from, to } = await options.rebuilder.rollback();
      return c.json({ live: to, replaced: from });
    } catch (error) {
      if (error instanceof RollbackError) return c.json({ error: `Nothing to roll back to: ${error.message}.` }, 409);
      throw error;
    }
  });

  app.get("/status", async (c) => {
    const denied = admin(c);
    if (denied) return denied;
    c.header("Cache-Control", "no-store");
    return c.json(await options.rebuilder.status());
  });

  app.notFound((c) => c.json({ error: "Not found" }, 404));
  app.onError((error, c) => {
    log("error", { path: c.req.path, error });
    return c.json({ error: "The rebuilder failed to handle this request; nothing was queued." }, 500);
  });
  return app;
}

/** The body as a JSON object, or null (not UTF-8, not JSON, or JSON that is not an object). */
function jsonObject(bytes: Uint8Array): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
