// Request authentication for the rebuilder: Shopify's webhook signature (X-Shopify-Hmac-Sha256, the base64
// HMAC-SHA256 of the raw body under the app's secret), the same scheme for the review service's internal call,
// and the editors' bearer token. Every comparison of secret material takes the same time whatever the input.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/** A SHA-256 digest is 32 bytes: 43 base64 characters and one "=". */
const digestBytes = 32;
const base64Digest = /^[A-Za-z0-9+/]{43}=$/;

/** The signature a sender attaches: base64 HMAC-SHA256 of exactly these bytes. */
export function sign(body: Uint8Array | string, secret: string): string {
  return createHmac("sha256", secret).update(body).digest("base64");
}

/**
 * The 32 bytes a signature header carries, or null when it is not one canonical base64 SHA-256 digest. Node's
 * base64 decoder skips characters it does not know and ignores the unused low bits of the last character, so
 * several strings decode to the same bytes; re-encoding and comparing leaves only the one form a sender writes.
 */
export function decodeSignature(header: string | null | undefined): Buffer | null {
  if (typeof header !== "string" || !base64Digest.test(header)) return null;
  const bytes = Buffer.from(header, "base64");
  if (bytes.length !== digestBytes || bytes.toString("base64") !== header) return null;
  return bytes;
}

/**
 * True when `header` is the signature of `body` under one of `secrets`. Several secrets are accepted during a
 * rotation (the new one and the one being retired). Each candidate is compared with timingSafeEqual on two
 * 32-byte buffers, and the loop never stops early, so the time taken says nothing about how close a forgery was
 * or which secret matched.
 */
export function verifySignature(body: Uint8Array, header: string | null | undefined, secrets: readonly string[]): boolean {
  const given = decodeSignature(header);
  if (!given) return false;
  let matched = false;
  for (const secret of secrets) {
    if (secret === "") continue;
    const expected = createHmac("sha256", secret).update(body).digest();
    if (timingSafeEqual(expected, given)) matched = true;
  }
  return matched;
}

/**
 * Whether a presented token equals the configured one, in constant time. Anything a header may hold can be passed
 * (a repeated header is an array, a missing one undefined); only a string can match. Both are hashed first:
 * timingSafeEqual needs equal lengths, and comparing lengths directly would tell an attacker how long the token is.
 */
export function sameToken(given: unknown, expected: string): boolean {
  if (typeof given !== "string" || expected === "") return false;
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | null | undefined): string | null {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? "");
  return match ? match[1]! : null;
}

/**
 * The secrets a variable family names, current first: `{PREFIX}S` (comma-separated, for a rotation), `{PREFIX}`
 * and `{PREFIX}_PREVIOUS`. Blank entries are dropped and duplicates kept once.
 */
export function secretsFromEnv(env: NodeJS.ProcessEnv, prefix: string): string[] {
  const listed = (env[`${prefix}S`] ?? "").split(",");
  const all = [...listed, env[prefix] ?? "", env[`${prefix}_PREVIOUS`] ?? ""].map((secret) => secret.trim()).filter(Boolean);
  return [...new Set(all)];
}
