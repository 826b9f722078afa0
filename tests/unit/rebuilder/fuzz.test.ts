// 10,000 random and mutated requests (fast-check) against the app's fetch handler in-process: valid signed
// webhooks, the same with a byte of the body or the signature changed, a wrong or missing secret, odd base64, and
// pure noise, on every route. The service never fails (no 5xx, no throw), and nothing reaches the build queue
// without a valid signature (checked by an oracle that recomputes the HMAC on its own) or the admin token.
import fc from "fast-check";
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createRebuilderApp, webhookTopics } from "../../../src/services/rebuilder/app.ts";
import type { Trigger } from "../../../src/services/rebuilder/build-contract.ts";
import { RollbackError, type Rebuilder, type RebuilderStatus } from "../../../src/services/rebuilder/rebuilder.ts";
import { adminToken, internalSecret, previousSecret, shopDomain, webhookSecret } from "./support.ts";

const accepted = [webhookSecret, previousSecret];
const encoder = new TextEncoder();

/** The oracle: is `header` exactly the base64 HMAC-SHA256 of `body` under one of `secrets`? */
const signedBy = (body: Uint8Array, header: string | undefined, secrets: readonly string[]) =>
  header !== undefined && secrets.some((secret) => createHmac("sha256", secret).update(body).digest("base64") === header);

type Mutation =
  | { kind: "none" }
  | { kind: "flip-body"; at: number; bit: number }
  | { kind: "flip-signature-byte"; at: number; bit: number }
  | { kind: "change-signature-char"; at: number; char: string }
  | { kind: "drop-signature" }
  | { kind: "truncate-body"; keep: number }
  | { kind: "append-body"; extra: Uint8Array }
  | { kind: "random-signature"; value: string }
  | { kind: "random-digest"; bytes: Uint8Array }
  | { kind: "hex-signature" }
  | { kind: "padded-signature"; pad: string };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ kind: "none" } as const) },
  fc.record({ kind: fc.constant("flip-body" as const), at: fc.nat(), bit: fc.integer({ min: 0, max: 7 }) }),
  fc.record({ kind: fc.constant("flip-signature-byte" as const), at: fc.integer({ min: 0, max: 31 }), bit: fc.integer({ min: 0, max: 7 }) }),
  fc.record({ kind: fc.constant("change-signature-char" as const), at: fc.integer({ min: 0, max: 43 }), char: fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=-_ ") }),
  fc.constant({ kind: "drop-signature" } as const),
  fc.record({ kind: fc.constant("truncate-body" as const), keep: fc.nat() }),
  fc.record({ kind: fc.constant("append-body" as const), extra: fc.uint8Array({ minLength: 1, maxLength: 8 }) }),
  fc.record({ kind: fc.constant("random-signature" as const), value: fc.string({ maxLength: 60 }) }),
  fc.record({ kind: fc.constant("random-digest" as const), bytes: fc.uint8Array({ minLength: 32, maxLength: 32 }) }),
  fc.constant({ kind: "hex-signature" } as const),
  fc.record({ kind: fc.constant("padded-signature" as const), pad: fc.constantFrom(" ", "\t", "==", "A") }),
);

const body: fc.Arbitrary<Uint8Array> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ id: fc.integer(), handle: fc.string(), title: fc.string() }).map((o) => encoder.encode(JSON.stringify(o))) },
  fc.json().map((text) => encoder.encode(text)),
  fc.string({ unit: "binary", maxLength: 200 }).map((text) => encoder.encode(text)),
  fc.uint8Array({ maxLength: 300 }),
);

const route = fc.constantFrom("/webhooks", "/webhooks", "/webhooks", "/internal/rebuild", "/rebuild", "/rebuild?force=1", "/rollback", "/status", "/health", "/nope");

const request = fc.record({
  route,
  method: fc.constantFrom("POST", "POST", "POST", "GET", "PUT"),
  body,
  secret: fc.constantFrom(webhookSecret, previousSecret, internalSecret, "wrong-secret", "shpss_" + "x".repeat(32)),
  topic: fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...webhookTopics) }, fc.string({ maxLength: 30 }), fc.constant(undefined)),
  webhookId: fc.oneof({ weight: 5, arbitrary: fc.uuid() }, fc.string({ maxLength: 40 }), fc.constant(undefined)),
  mutation,
  // Mostly the configured shop and a delivery triggered just now; sometimes another shop, none, or a stale one.
  shop: fc.oneof({ weight: 5, arbitrary: fc.constant(shopDomain) }, fc.constant("another-shop.myshopify.com"), fc.constant(undefined)),
  triggeredAgoMs: fc.oneof({ weight: 5, arbitrary: fc.integer({ min: 0, max: 60_000 }) }, fc.constant(5 * 3_600_000), fc.constant(undefined)),
  internalBody: fc.boolean(),
  authorization: fc.oneof(fc.constant(undefined), fc.constant(`Bearer ${adminToken}`), fc.string({ maxLength: 40 }).map((t) => `Bearer ${t}`), fc.string({ maxLength: 40 })),
});

type Generated = ReturnType<typeof request.generate>["value"];

/** Builds the request and says what the oracle expects of it. */
function materialise(input: Generated): { request: Request; body: Uint8Array; signature: string | undefined; headers: Record<string, string> } {
  let bytes = input.body;
  if (input.route === "/internal/rebuild" && input.internalBody) {
    bytes = encoder.encode(JSON.stringify({ id: input.webhookId ?? "x", reason: "review-published", sentAt: new Date().toISOString() }));
  }
  let signature: string | undefined = createHmac("sha256", input.secret).update(bytes).digest("base64");
  const m = input.mutation;
  switch (m.kind) {
    case "none":
      break;
    case "flip-body":
      if (bytes.length > 0) {
        bytes = Uint8Array.from(bytes);
        bytes[m.at % bytes.length] = bytes[m.at % bytes.length]! ^ (1 << m.bit);
      } else bytes = Uint8Array.of(1 << m.bit);
      break;
    case "flip-signature-byte": {
      const raw = Buffer.from(signature, "base64");
      raw[m.at] = raw[m.at]! ^ (1 << m.bit);
      signature = raw.toString("base64");
      break;
    }
    case "change-signature-char":
      signature = signature.slice(0, m.at) + m.char + signature.slice(m.at + 1);
      break;
    case "drop-signature":
      signature = undefined;
      break;
    case "truncate-body":
      bytes = bytes.subarray(0, bytes.length === 0 ? 0 : m.keep % bytes.length);
      break;
    case "append-body":
      bytes = Uint8Array.from([...bytes, ...m.extra]);
      break;
    case "random-signature":
      signature = m.value;
      break;
    case "random-digest":
      signature = Buffer.from(m.bytes).toString("base64");
      break;
    case "hex-signature":
      signature = Buffer.from(signature, "base64").toString("hex");
      break;
    case "padded-signature":
      signature = signature + m.pad;
      break;
  }
  const headers: Record<string, string> = {};
  const set = (name: string, value: string | undefined) => {
    // Only what can travel in an HTTP header at all (the Headers API refuses the rest, as would the wire).
    if (value !== undefined && /^[\t\x20-\x7e]*$/.test(value)) headers[name] = value;
  };
  const signatureHeader = input.route === "/internal/rebuild" ? "X-Rebuilder-Hmac-Sha256" : "X-Shopify-Hmac-Sha256";
  set(signatureHeader, signature);
  set("X-Shopify-Topic", input.topic);
  set("X-Shopify-Webhook-Id", input.webhookId);
  set("X-Shopify-Shop-Domain", input.shop);
  set("X-Shopify-Triggered-At", input.triggeredAgoMs === undefined ? undefined : new Date(Date.now() - input.triggeredAgoMs).toISOString());
  set("Authorization", input.authorization);
  const withBody = input.method !== "GET";
  const request = new Request(`http://rebuilder.test${input.route}`, { method: input.method, headers, ...(withBody ? { body: new Uint8Array(bytes) } : {}) });
  // Header values are trimmed by the Headers API; the oracle judges what the app receives.
  return { request, body: withBody ? bytes : new Uint8Array(0), signature: request.headers.get(signatureHeader) ?? undefined, headers };
}

describe("the rebuilder under 10,000 random and mutated requests", () => {
  // 10,000 requests take about a second here, and far longer on a loaded 2-core machine: the limit is generous.
  it("never fails and never queues a build without a valid signature or the admin token", { timeout: 60_000 }, async () => {
    const triggers: Trigger[] = [];
    const stub: Pick<Rebuilder, "trigger" | "status" | "rollback"> = {
      trigger: (trigger) => void triggers.push(trigger),
      status: async () =>
        ({ live: null, previous: null, good: [], running: null, pending: null, builds: [], lastRollback: null, retrying: null }) satisfies RebuilderStatus,
      rollback: async () => {
        throw new RollbackError("nothing has been published yet");
      },
    };
    const app = createRebuilderApp({
      rebuilder: stub,
      webhookSecrets: accepted,
      shopDomain,
      internalSecrets: [internalSecret],
      adminToken,
      maxBodyBytes: 256,
    });
    const counts = { accepted: 0, refused: 0, otherTopics: 0 };
    // What the rebuilder took: a webhook repeating one of these ids, or this topic and body, is a repeat.
    const takenIds = new Set<string>();
    const takenBodies = new Set<string>();
    const bodyKey = (topic: string | null | undefined, body: Uint8Array) => `${topic}\0${Buffer.from(body).toString("base64")}`;
    await fc.assert(
      fc.asyncProperty(request, async (input) => {
        const { request: req, body: sent, signature } = materialise(input);
        const before = triggers.length;
        const response = await app.fetch(req);
        await response.arrayBuffer();
        expect(response.status).toBeLessThan(500);
        expect([200, 202, 400, 401, 403, 404, 409, 413]).toContain(response.status);
        const queued = triggers.length - before;
        expect(queued).toBeLessThanOrEqual(1);
        if (queued === 1) {
          counts.accepted++;
          const trigger = triggers.at(-1)!;
          if (trigger.source === "webhook") {
            expect(input.route).toBe("/webhooks");
            expect(signedBy(sent, signature, accepted)).toBe(true);
            expect(webhookTopics.has(trigger.topic ?? "")).toBe(true);
            expect(req.headers.get("x-shopify-shop-domain")).toBe(shopDomain);
            expect(input.triggeredAgoMs).toBeLessThanOrEqual(60_000);
            expect(takenIds.has(trigger.webhookId!) || takenBodies.has(bodyKey(trigger.topic, sent))).toBe(false);
            takenIds.add(trigger.webhookId!);
            takenBodies.add(bodyKey(trigger.topic, sent));
          } else if (trigger.source === "internal") {
            expect(input.route).toBe("/internal/rebuild");
            expect(signedBy(sent, signature, [internalSecret])).toBe(true);
          } else {
            expect(input.route.startsWith("/rebuild")).toBe(true);
            expect(req.headers.get("authorization")).toBe(`Bearer ${adminToken}`);
          }
        } else {
          counts.refused++;
        }
        // No false refusals either: a well-formed webhook with a valid signature and a new id is taken.
        const wellFormed =
          input.route === "/webhooks" && input.method === "POST" && input.mutation.kind === "none" && accepted.includes(input.secret) &&
          sent.length <= 256 && webhookTopics.has(input.topic ?? "") && /^[\x21-\x7e]{1,200}$/.test(input.webhookId ?? "") && isJsonObject(sent) &&
          input.shop === shopDomain && input.triggeredAgoMs !== undefined && input.triggeredAgoMs <= 60_000;
        if (wellFormed && response.status === 200 && queued === 0) {
          // Only a repeat (an id or a topic and body already taken) may be answered 200 without a build.
          expect(takenIds.has(input.webhookId!) || takenBodies.has(bodyKey(input.topic, sent))).toBe(true);
        } else if (wellFormed) {
          expect(response.status).toBe(200);
        }
        // A webhook Shopify signed for a topic the site does not use is acknowledged (so it is not delivered again
        // and again) and builds nothing.
        const topicSent = req.headers.get("x-shopify-topic");
        if (input.route === "/webhooks" && input.method === "POST" && sent.length <= 256 && signedBy(sent, signature, accepted) && topicSent && !webhookTopics.has(topicSent)) {
          expect(response.status).toBe(200);
          expect(queued).toBe(0);
          counts.otherTopics++;
        }
      }),
      { numRuns: 10_000 },
    );
    // The generator reached both sides: some requests were taken, most refused.
    expect(counts.accepted).toBeGreaterThan(100);
    expect(counts.refused).toBeGreaterThan(5_000);
    expect(counts.otherTopics).toBeGreaterThan(0);
  });
});

function isJsonObject(bytes: Uint8Array): boolean {
  try {
    const value: unknown = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
    return typeof value === "object" && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}
