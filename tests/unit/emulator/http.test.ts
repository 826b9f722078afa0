// The HTTP surface of the Storefront endpoint: tokens, methods, versions, bodies, CORS.
import { request } from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningEmulator } from "../../../scripts/emulator/server.ts";
import { startFixtureEmulator } from "./helpers.ts";

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startFixtureEmulator();
});
afterAll(async () => {
  await emulator.close();
});

const QUERY = JSON.stringify({ query: "{ shop { name } }" });

describe("POST /api/{version}/graphql.json", () => {
  it("answers a query sent with the public token", async () => {
    const response = await fetch(emulator.graphqlUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": emulator.token },
      body: QUERY,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ data: { shop: { name: "Harvest & Hearth" } } });
  });

  it("refuses a request without a token with 401", async () => {
    const response = await fetch(emulator.graphqlUrl, { method: "POST", headers: { "Content-Type": "application/json" }, body: QUERY });
    expect(response.status).toBe(401);
    const body = await response.json();
    expect(typeof body.errors).toBe("string");
    expect(body.errors).toMatch(/access token/i);
  });

  it("refuses a wrong token with 401", async () => {
    const response = await fetch(emulator.graphqlUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": "not-the-token" },
      body: QUERY,
    });
    expect(response.status).toBe(401);
    expect((await response.json()).errors).toMatch(/invalid/i);
  });

  it("honours a configured token", async () => {
    const other = await startFixtureEmulator({ token: "custom-token" });
    try {
      const send = (token: string) =>
        fetch(other.graphqlUrl, { method: "POST", headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": token }, body: QUERY });
      expect((await send("emulator-public-token")).status).toBe(401);
      expect((await send("custom-token")).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it("answers 400 when the body is not JSON", async () => {
    const response = await fetch(emulator.graphqlUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": emulator.token },
      body: "{ shop { name } }",
    });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toMatch(/JSON/);
  });

  it("answers 400 when the JSON body is not an object", async () => {
    const response = await fetch(emulator.graphqlUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": emulator.token },
      body: JSON.stringify([{ query: "{ shop { name } }" }]),
    });
    expect(response.status).toBe(400);
  });

  it("accepts application/graphql bodies", async () => {
    const response = await fetch(emulator.graphqlUrl, {
      method: "POST",
      headers: { "Content-Type": "application/graphql", "X-Shopify-Storefront-Access-Token": emulator.token },
      body: "{ shop { name } }",
    });
    expect(await response.json()).toEqual({ data: { shop: { name: "Harvest & Hearth" } } });
  });

  it("refuses GET, saying POST is required", async () => {
    const response = await fetch(`${emulator.graphqlUrl}?query=${encodeURIComponent("{ shop { name } }")}`, {
      headers: { "X-Shopify-Storefront-Access-Token": emulator.token },
    });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toContain("POST");
    expect((await response.json()).errors).toMatch(/POST/);
  });

  it("answers 404 for a version name that is not one (retired versions fall forward: see api-versions.test.ts)", async () => {
    const response = await fetch(`${emulator.url}/api/2021-7/graphql.json`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": emulator.token },
      body: QUERY,
    });
    expect(response.status).toBe(404);
    expect((await response.json()).errors).toMatch(/'2021-7' is not a Storefront API version/);
  });

  it("answers CORS preflights and allows whatever headers are asked for", async () => {
    const response = await fetch(emulator.graphqlUrl, {
      method: "OPTIONS",
      headers: {
        Origin: "http://localhost:4321",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type,x-shopify-storefront-access-token,x-sdk-variant,x-sdk-version",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("http://localhost:4321");
    expect(response.headers.get("access-control-allow-methods")).toContain("POST");
    expect(response.headers.get("access-control-allow-headers")).toContain("x-sdk-variant");
  });

  it("sets CORS headers on answers too", async () => {
    const response = await fetch(emulator.graphqlUrl, {
      method: "POST",
      headers: { Origin: "http://localhost:4321", "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": emulator.token },
      body: QUERY,
    });
    expect(response.headers.get("access-control-allow-origin")).toBe("http://localhost:4321");
  });

  describe("compression, as Shopify compresses what browsers download", () => {
    const LONG_QUERY = JSON.stringify({ query: "{ products(first: 20) { nodes { title description handle } } }" });

    /** The raw answer (headers and bytes as sent, not decoded by a client) to a query sent with `headers`. */
    function rawAnswer(headers: Record<string, string>, body = LONG_QUERY) {
      return new Promise<{ headers: Record<string, string | string[] | undefined>; bytes: Buffer }>((resolve, reject) => {
        const sent = request(emulator.graphqlUrl, {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": emulator.token, ...headers },
        }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ headers: response.headers, bytes: Buffer.concat(chunks) }));
          response.on("error", reject);
        });
        sent.on("error", reject);
        sent.end(body);
      });
    }

    it("gzips a browser's answer (a request from a page, with Origin) when it accepts gzip, to the same JSON", async () => {
      const plain = await rawAnswer({});
      expect(plain.headers["content-encoding"]).toBeUndefined();
      const answer = JSON.parse(plain.bytes.toString("utf8"));
      expect(answer.data.products.nodes.length).toBeGreaterThan(5);

      const browser = await rawAnswer({ Origin: "http://localhost:4321", "Accept-Encoding": "gzip, deflate, br, zstd" });
      expect(browser.headers["content-encoding"]).toBe("gzip");
      expect(browser.headers.vary).toMatch(/Accept-Encoding/);
      expect(browser.bytes.length).toBeLessThan(plain.bytes.length / 2);
      expect(Number(browser.headers["content-length"])).toBe(browser.bytes.length);
      expect(JSON.parse(gunzipSync(browser.bytes).toString("utf8"))).toEqual(answer);
    });

    it("answers as it is without Origin (the build's reads), without gzip accepted, and when the answer is short", async () => {
      expect((await rawAnswer({ "Accept-Encoding": "gzip" })).headers["content-encoding"]).toBeUndefined();
      expect((await rawAnswer({ Origin: "http://localhost:4321" })).headers["content-encoding"]).toBeUndefined();
      const refused = await rawAnswer({ Origin: "http://localhost:4321", "Accept-Encoding": "br, gzip;q=0, *" });
      expect(refused.headers["content-encoding"]).toBeUndefined();
      expect(refused.headers.vary).toMatch(/Accept-Encoding/);
      expect((await rawAnswer({ Origin: "http://localhost:4321", "Accept-Encoding": "*" })).headers["content-encoding"]).toBe("gzip");
      const short = await rawAnswer({ Origin: "http://localhost:4321", "Accept-Encoding": "gzip" }, QUERY);
      expect(short.headers["content-encoding"]).toBeUndefined();
      expect(JSON.parse(short.bytes.toString("utf8"))).toEqual({ data: { shop: { name: "Harvest & Hearth" } } });
    });
  });
});

describe("other routes", () => {
  it("GET /health answers 200 JSON", async () => {
    const response = await fetch(`${emulator.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", products: 12 });
  });

  it("GET / lists the endpoints, the token and the counts", async () => {
    const response = await fetch(`${emulator.url}/`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain("/api/2026-04/graphql.json");
    expect(html).toContain("emulator-public-token");
    expect(html).toMatch(/Products<\/td><td>12/);
  });

  it("answers 404 for unknown paths", async () => {
    expect((await fetch(`${emulator.url}/nope`)).status).toBe(404);
  });
});
