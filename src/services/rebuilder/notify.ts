// Signed calls to the rebuilder, for the services and tools that send them: the review service asking for a
// build when a review is published, and anything that plays Shopify locally (the emulator, tests, a shell).
import { randomUUID } from "node:crypto";
import { internalSignatureHeader, shopifySignatureHeader } from "./app.ts";
import { sign } from "./signature.ts";

/** The request Shopify would send for `topic` from the shop `shopDomain`, signed with `secret`. */
export function webhookRequest(
  url: string,
  options: { secret: string; topic: string; payload: unknown; shopDomain: string; webhookId?: string; eventId?: string; triggeredAt?: Date },
): Request {
  const body = JSON.stringify(options.payload);
  return new Request(url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      [shopifySignatureHeader]: sign(body, options.secret),
      "X-Shopify-Topic": options.topic,
      "X-Shopify-Webhook-Id": options.webhookId ?? randomUUID(),
      "X-Shopify-Event-Id": options.eventId ?? randomUUID(),
      "X-Shopify-Triggered-At": (options.triggeredAt ?? new Date()).toISOString(),
      "X-Shopify-Shop-Domain": options.shopDomain,
    },
    body,
  });
}

/** POST /internal/rebuild, signed with the internal secret; `reason` says why (it shows in the status). */
export function internalRebuildRequest(url: string, options: { secret: string; reason: string; id?: string; now?: Date }): Request {
  const body = JSON.stringify({ id: options.id ?? randomUUID(), reason: options.reason, sentAt: (options.now ?? new Date()).toISOString() });
  return new Request(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", [internalSignatureHeader]: sign(body, options.secret) },
    body,
  });
}

/**
 * Asks the rebuilder at `baseUrl` for a build. Never throws: the caller (a review that was just stored) must not
 * fail because the rebuilder is down; it gets false and logs it. Gives up after `timeoutMs`.
 */
export async function requestRebuild(baseUrl: string, options: { secret: string; reason: string; timeoutMs?: number }): Promise<boolean> {
  try {
    const request = internalRebuildRequest(new URL("/internal/rebuild", baseUrl).href, options);
    const response = await fetch(request, { signal: AbortSignal.timeout(options.timeoutMs ?? 3_000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}
