// Which webhook deliveries were already taken, so that none builds twice. Shopify signs a webhook's body only: its
// headers (the webhook id among them) can be changed by whoever captured a delivery, and a captured body re-sent
// with a fresh X-Shopify-Webhook-Id must not queue another build. So a delivery is known by three keys, any one of
// which marks it as seen: its webhook id, its event id, and a digest of its topic and body. Each is remembered for
// Shopify's retry window (8 tries over 4 hours), the longest a genuine repeat can come later; the ledger holds at
// most `capacity` keys, the oldest forgotten first.
import { createHash } from "node:crypto";

/** Shopify tries a delivery 8 times over 4 hours; a genuine repeat never comes later than this. */
export const shopifyRetryWindowMs = 4 * 60 * 60_000;

/** What identifies a delivery. */
export type DeliveryIdentity = { webhookId: string; eventId: string | null; topic: string; body: Uint8Array };

/** The keys a delivery is remembered by: any one already seen makes it a repeat. */
export function deliveryKeys(delivery: DeliveryIdentity): string[] {
  const digest = createHash("sha256").update(delivery.topic).update("\0").update(delivery.body).digest("base64url");
  return [`id:${delivery.webhookId}`, ...(delivery.eventId ? [`event:${delivery.eventId}`] : []), `body:${digest}`];
}

export type LedgerEntry = { keys: readonly string[]; at: number };

export class DeliveryLedger {
  readonly windowMs: number;
  readonly capacity: number;
  // key -> when first seen (ms). A Map iterates in insertion order, which is time order: the first entry is the
  // oldest, so expiry and the capacity both drop from the front.
  readonly #seen = new Map<string, number>();

  constructor(options: { windowMs?: number; capacity?: number } = {}) {
    this.windowMs = options.windowMs ?? shopifyRetryWindowMs;
    this.capacity = options.capacity ?? 30_000;
    if (!Number.isInteger(this.capacity) || this.capacity < 1) throw new RangeError(`capacity must be a positive integer, not ${this.capacity}`);
  }

  /**
   * True the first time a delivery with none of these keys is offered at `now` (its keys are then remembered);
   * false when any of them is still remembered. A repeat does not extend how long a key is kept.
   */
  firstSighting(keys: readonly string[], now: number): boolean {
    this.#expire(now);
    if (keys.some((key) => this.#seen.has(key))) return false;
    this.remember({ keys, at: now });
    return true;
  }

  /** Takes keys in (a journal read back at start), keeping the capacity. */
  remember(entry: LedgerEntry): void {
    for (const key of entry.keys) {
      if (this.#seen.has(key)) continue;
      this.#seen.set(key, entry.at);
    }
    while (this.#seen.size > this.capacity) this.#seen.delete(this.#seen.keys().next().value as string);
  }

  /** Every key still remembered, grouped by the time it was seen (for a journal's compaction). */
  entries(now: number): LedgerEntry[] {
    this.#expire(now);
    const byTime = new Map<number, string[]>();
    for (const [key, at] of this.#seen) {
      const keys = byTime.get(at) ?? [];
      keys.push(key);
      byTime.set(at, keys);
    }
    return [...byTime].map(([at, keys]) => ({ at, keys }));
  }

  get size(): number {
    return this.#seen.size;
  }

  #expire(now: number): void {
    for (const [key, at] of this.#seen) {
      if (now - at <= this.windowMs) break;
      this.#seen.delete(key);
    }
  }
}

/**
 * Why a delivery's X-Shopify-Triggered-At (when Shopify's event happened; the same on every retry) rules it out,
 * or null when it is acceptable: it must be a date, no older than the retry window, and not in the future beyond
 * a few minutes of clock difference. A header can be changed by whoever replays a body, so this stops only a replay
 * sent as it was captured; the body's digest stops the rest.
 */
export function triggeredAtProblem(header: string | undefined, now: number, windowMs = shopifyRetryWindowMs): string | null {
  if (!header) return "X-Shopify-Triggered-At is missing.";
  const at = Date.parse(header);
  if (Number.isNaN(at)) return "X-Shopify-Triggered-At is not a date.";
  if (now - at > windowMs) return "The delivery is older than Shopify's retry window (X-Shopify-Triggered-At); it is not taken.";
  if (at - now > clockSkewMs) return "X-Shopify-Triggered-At is in the future.";
  return null;
}

/** How far the sender's clock may be ahead of ours. */
export const clockSkewMs = 5 * 60_000;
