// Webhook signatures (base64 HMAC-SHA256 of the raw body), rotation, the admin token and the secrets' settings.
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { bearerToken, decodeSignature, sameToken, secretsFromEnv, sign, verifySignature } from "../../../src/services/rebuilder/signature.ts";

const secret = "shpss_0123456789abcdef";
const body = Buffer.from(JSON.stringify({ id: 632910392, title: "Wildflower Honey", handle: "wildflower-honey" }));
const good = sign(body, secret);

describe("verifySignature", () => {
  it("accepts the signature Shopify computes (base64 HMAC-SHA256 of the raw body with the app secret)", () => {
    // Computed independently of sign(), as Shopify documents it.
    const shopify = createHmac("sha256", secret).update(body).digest("base64");
    expect(shopify).toBe(good);
    expect(verifySignature(body, shopify, [secret])).toBe(true);
  });

  it("refuses a signature made with another secret", () => {
    expect(verifySignature(body, sign(body, "shpss_someone_else"), [secret])).toBe(false);
  });

  it("refuses a signature with any one byte flipped", () => {
    const raw = Buffer.from(good, "base64");
    for (let i = 0; i < raw.length; i++) {
      const flipped = Buffer.from(raw);
      flipped[i] = flipped[i]! ^ 0x01;
      expect(verifySignature(body, flipped.toString("base64"), [secret]), `byte ${i}`).toBe(false);
    }
  });

  it("refuses a body changed after signing, by one byte or by one appended character", () => {
    const changed = Buffer.from(body);
    changed[10] = changed[10]! ^ 0x20;
    expect(verifySignature(changed, good, [secret])).toBe(false);
    expect(verifySignature(Buffer.concat([body, Buffer.from(" ")]), good, [secret])).toBe(false);
    expect(verifySignature(body.subarray(0, body.length - 1), good, [secret])).toBe(false);
  });

  it("refuses a missing or empty header", () => {
    expect(verifySignature(body, undefined, [secret])).toBe(false);
    expect(verifySignature(body, null, [secret])).toBe(false);
    expect(verifySignature(body, "", [secret])).toBe(false);
  });

  it.each([
    ["not base64 at all", "not a signature"],
    ["hex instead of base64", createHmac("sha256", secret).update(body).digest("hex")],
    ["base64url alphabet", good.replace(/\+/g, "-").replace(/\//g, "_")],
    ["without its padding", good.replace(/=$/, "")],
    ["with spaces around", ` ${good} `],
    ["with a line break inside", `${good.slice(0, 20)}\n${good.slice(20)}`],
    ["cut short", good.slice(0, 40)],
    ["too long", `${good.slice(0, -1)}AAAA=`],
    ["the digest of another hash (SHA-1)", createHmac("sha1", secret).update(body).digest("base64")],
  ])("refuses bad base64: %s", (_name, header) => {
    expect(verifySignature(body, header, [secret])).toBe(false);
  });

  it("refuses a non-canonical spelling of the right digest (unused low bits of the last character set)", () => {
    // 32 bytes take 43 characters and a half: the last character carries 2 unused bits that decoders ignore.
    const last = good.at(-2)!;
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    const sibling = alphabet[alphabet.indexOf(last) ^ 1]!;
    const variant = `${good.slice(0, -2)}${sibling}=`;
    expect(Buffer.from(variant, "base64").equals(Buffer.from(good, "base64"))).toBe(true);
    expect(decodeSignature(variant)).toBeNull();
    expect(verifySignature(body, variant, [secret])).toBe(false);
  });

  it("accepts either secret during a rotation, and neither once both are gone", () => {
    const next = "shpss_next_secret";
    const secrets = [next, secret];
    expect(verifySignature(body, sign(body, next), secrets)).toBe(true);
    expect(verifySignature(body, sign(body, secret), secrets)).toBe(true);
    expect(verifySignature(body, sign(body, "shpss_retired_long_ago"), secrets)).toBe(false);
    // After the rotation the old secret no longer works.
    expect(verifySignature(body, sign(body, secret), [next])).toBe(false);
  });

  it("accepts nothing when no secret is configured, and ignores empty secrets", () => {
    expect(verifySignature(body, good, [])).toBe(false);
    expect(verifySignature(body, sign(body, ""), [""])).toBe(false);
  });

  it("signs the exact bytes: the same JSON with other spacing is another body", () => {
    const respaced = Buffer.from(JSON.stringify(JSON.parse(body.toString()), null, 1));
    expect(verifySignature(respaced, good, [secret])).toBe(false);
  });
});

describe("admin token", () => {
  it("compares tokens exactly, whatever their length", () => {
    expect(sameToken("s3cret-token", "s3cret-token")).toBe(true);
    expect(sameToken("s3cret-tokeN", "s3cret-token")).toBe(false);
    expect(sameToken("s3cret-token-and-more", "s3cret-token")).toBe(false);
    expect(sameToken("", "s3cret-token")).toBe(false);
    expect(sameToken(undefined, "s3cret-token")).toBe(false);
    // An unset token never matches, not even an empty one.
    expect(sameToken("", "")).toBe(false);
  });

  it("reads a Bearer token and nothing else", () => {
    expect(bearerToken("Bearer abc.def")).toBe("abc.def");
    expect(bearerToken("bearer abc")).toBe("abc");
    expect(bearerToken("Basic YWRtaW46YWRtaW4=")).toBeNull();
    expect(bearerToken("Bearer")).toBeNull();
    expect(bearerToken("Bearer a b")).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});

describe("secretsFromEnv", () => {
  it("reads the list, the current and the previous secret, without blanks or repeats", () => {
    expect(secretsFromEnv({ REBUILDER_WEBHOOK_SECRET: "new", REBUILDER_WEBHOOK_SECRET_PREVIOUS: "old" }, "REBUILDER_WEBHOOK_SECRET")).toEqual(["new", "old"]);
    expect(secretsFromEnv({ REBUILDER_WEBHOOK_SECRETS: " a, ,b ", REBUILDER_WEBHOOK_SECRET: "a" }, "REBUILDER_WEBHOOK_SECRET")).toEqual(["a", "b"]);
    expect(secretsFromEnv({}, "REBUILDER_WEBHOOK_SECRET")).toEqual([]);
  });
});
