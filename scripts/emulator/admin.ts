// Changing the served catalogue while the emulator runs, as an editor would in Shopify's admin, for tests and
// benchmarks of incremental builds: POST /admin/changes (and RunningEmulator.applyChange in-process) applies a
// change (catalogue-changes.ts), swaps the new catalogue in and sends the matching signed webhook (webhooks.ts).
//
// The route exists only when an admin token is configured, and answers 404 otherwise, as if it were absent: the
// emulator may listen on a LAN address, and without a token nobody can change what it serves. Its answers carry no
// CORS headers, so a web page cannot call it from a browser even with the token.
import type { IncomingMessage, ServerResponse } from "node:http";
import { randomUUID } from "node:crypto";
import { bearerToken, sameToken } from "../../src/services/rebuilder/signature.ts";
import { applyCatalogueChange, shopifyNow } from "./catalogue-changes.ts";
import { CatalogueChangeError, parseChange, type CatalogueChange, type ChangeKind } from "./catalogue-change-input.ts";
import { isIsoDateTime } from "./catalogue/conventions.ts";
import { BodyTooLargeError, readBody } from "./http.ts";
import { CatalogueStore } from "./store.ts";
import { deliverWebhook, webhookPayload, webhookTopic, type WebhookDelivery, type WebhookTarget } from "./webhooks.ts";

export const ADMIN_CHANGES_PATH = "/admin/changes";
/** A change is a few fields; anything larger is not one. */
const MAX_CHANGE_BYTES = 256 * 1024;

/** What a change did: the webhook it stands for (sent or not) and the new date of the record. */
export type ChangeOutcome = {
  kind: ChangeKind;
  action: "update" | "delete";
  handle: string;
  topic: string;
  webhookId: string;
  updatedAt: string;
  /** null when no webhook receiver is configured. */
  webhook: WebhookDelivery | null;
};

export type ApplyChange = (change: CatalogueChange, options?: { now?: string }) => Promise<ChangeOutcome>;

/**
 * The function that applies changes to the served catalogue. `current` gives the store requests are served from;
 * `replace` swaps in the one built from the changed catalogue (and whatever depends on it, such as caches). The
 * change is checked, applied and swapped in synchronously, so two changes never interleave and no request sees
 * half of one; only the webhook is awaited. Webhooks of quick successive changes may arrive out of order, as
 * Shopify's may.
 */
export function changeApplier(options: {
  current: () => CatalogueStore;
  replace: (store: CatalogueStore) => void;
  webhook: WebhookTarget | null;
  log?: (message: string) => void;
}): ApplyChange {
  const log = options.log ?? ((message: string) => console.warn(message));
  return async (change, { now = shopifyNow() } = {}) => {
    const { catalogue, applied } = applyCatalogueChange(options.current().catalogue, change, now);
    options.replace(new CatalogueStore(catalogue, options.current()));
    const topic = webhookTopic(applied);
    const webhookId = randomUUID();
    let webhook: WebhookDelivery | null = null;
    if (options.webhook) {
      // Sent after the swap: a receiver that reads the store back as soon as it is told sees the change.
      webhook = await deliverWebhook(options.webhook, { topic, webhookId, payload: webhookPayload(applied) });
      if (!webhook.delivered) log(`[emulator] webhook ${topic} (${webhookId}) to ${webhook.url} was not delivered: ${webhook.error}`);
    }
    return { kind: applied.kind, action: applied.action, handle: applied.handle, topic, webhookId, updatedAt: applied.updatedAt, webhook };
  };
}

function answer(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  const body = Buffer.from(JSON.stringify(value), "utf8");
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Content-Length": body.length, "Cache-Control": "no-store", ...headers });
  res.end(body);
}

/** Whether a path is the admin API's (the server then routes it here, whatever the method). */
export function isAdminPath(path: string): boolean {
  return path === "/admin" || path.startsWith("/admin/");
}

/**
 * Serves the admin API: POST /admin/changes with a JSON body {kind, handle, set?, delete?, variant?, now?} and
 * `Authorization: Bearer <token>`. 200 {kind, action, handle, topic, webhookId, updatedAt, webhook}; 400 for a
 * malformed or invalid change, 404 for a handle that names nothing, 401 without the right token; 404 for everything
 * when no token is configured.
 */
export async function handleAdmin(req: IncomingMessage, res: ServerResponse, path: string, token: string | null, apply: ApplyChange): Promise<void> {
  if (token === null || path !== ADMIN_CHANGES_PATH) {
    answer(res, 404, { errors: `Not Found: ${path}` });
    return;
  }
  // The token before anything else, so that without it nothing about the API (methods, body rules) shows.
  if (!sameToken(bearerToken(req.headers.authorization), token)) {
    answer(res, 401, { errors: "Send the emulator's admin token as Authorization: Bearer <token>." }, { "WWW-Authenticate": 'Bearer realm="storefront-emulator"' });
    return;
  }
  if (req.method !== "POST") {
    answer(res, 405, { errors: "Method not allowed" }, { Allow: "POST" });
    return;
  }
  let input: unknown;
  try {
    input = JSON.parse((await readBody(req, MAX_CHANGE_BYTES)).toString("utf8"));
  } catch (error) {
    if (error instanceof BodyTooLargeError) answer(res, 413, { errors: `A change must be under ${MAX_CHANGE_BYTES} bytes.` });
    else answer(res, 400, { errors: "The body is not JSON." });
    return;
  }
  try {
    let now: string | undefined;
    if (input && typeof input === "object" && !Array.isArray(input) && "now" in input) {
      const { now: given, ...rest } = input as Record<string, unknown>;
      if (!isIsoDateTime(given)) throw new CatalogueChangeError("invalid", `now must be an ISO 8601 date-time, not ${JSON.stringify(given)}`);
      now = given;
      input = rest;
    }
    const outcome = await apply(parseChange(input), now === undefined ? {} : { now });
    answer(res, 200, outcome);
  } catch (error) {
    if (!(error instanceof CatalogueChangeError)) throw error;
    answer(res, error.code === "not-found" ? 404 : 400, { errors: error.message });
  }
}
