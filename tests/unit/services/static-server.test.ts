import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeReserved, serveStatic, type StaticServer } from "../../../src/services/shared/static-server.ts";
import { headersFile } from "../../../src/lib/cdn-rules.ts";
import { redirectRules } from "../../../src/lib/redirects.ts";

describe("the static server of npm start and the tests", () => {
  let dir: string;
  let root: StaticServer;
  let preview: StaticServer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "site-"));
    mkdirSync(join(dir, "farm", "Cacao & Clay"), { recursive: true });
    writeFileSync(join(dir, "index.html"), "home");
    writeFileSync(join(dir, "404.html"), "not found page");
    writeFileSync(join(dir, "farm", "Cacao & Clay", "index.html"), "cacao farm");
    mkdirSync(join(dir, "_astro"), { recursive: true });
    mkdirSync(join(dir, "about"), { recursive: true });
    writeFileSync(join(dir, "about", "index.html"), `<!doctype html><p>${"We grow honey and figs. ".repeat(200)}</p>`);
    writeFileSync(join(dir, "_astro", "app.Ab12.js"), `console.log(${JSON.stringify("x".repeat(4000))});`);
    writeFileSync(join(dir, "_headers"), headersFile({ base: "/", preview: false }));
    writeFileSync(join(dir, "_redirects"), redirectRules("/").map((r) => `${r.from} ${r.to} ${r.status}`).join("\n"));
    root = await serveStatic({ dir, port: 0 });
    preview = await serveStatic({ dir, port: 0, base: "/preview/x/" });
  });
  afterAll(async () => {
    await root.close();
    await preview.close();
  });

  it("serves a folder's index.html, also for names with reserved characters", async () => {
    const response = await fetch(`${root.url}farm/Cacao%20%26%20Clay`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("cacao farm");
  });
  it("answers an unknown path with 404.html and status 404", async () => {
    const response = await fetch(`${root.url}no/such/page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("not found page");
  });
  it("serves only under the base path", async () => {
    expect(await (await fetch(`${preview.url}farm/Cacao%20%26%20Clay`)).text()).toBe("cacao farm");
    expect(preview.url).toMatch(/\/preview\/x\/$/);
    const outside = await fetch(preview.url.replace("/preview/x/", "/farm/Cacao%20%26%20Clay"));
    expect(outside.status).toBe(404);
  });
  it("answers as the CDN: the _headers rules, a year of caching for hashed assets, revalidation for pages", async () => {
    const page = await fetch(`${root.url}about`);
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    expect(page.headers.get("strict-transport-security")).toContain("max-age=");
    expect(page.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(page.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    const asset = await fetch(`${root.url}_astro/app.Ab12.js`);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("compresses with Brotli or gzip as the browser accepts, and answers a conditional request with 304", async () => {
    const raw = await fetch(`${root.url}about`, { headers: { "Accept-Encoding": "identity" } });
    const size = (await raw.arrayBuffer()).byteLength;
    // fetch decodes for us; read the encoding and the bytes on the wire with node:http.
    const { request } = await import("node:http");
    const wire = (encoding: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; encoding: string | undefined; bytes: number; etag: string | undefined }>((resolve, reject) => {
        request(`${root.url}about`, { headers: { "Accept-Encoding": encoding, ...headers } }, (res) => {
          let bytes = 0;
          res.on("data", (chunk: Buffer) => (bytes += chunk.length));
          res.on("end", () => resolve({ status: res.statusCode!, encoding: res.headers["content-encoding"], bytes, etag: res.headers.etag }));
        }).on("error", reject).end();
      });
    const br = await wire("br, gzip");
    expect(br.encoding).toBe("br");
    expect(br.bytes).toBeLessThan(size / 5);
    const gzip = await wire("gzip");
    expect(gzip.encoding).toBe("gzip");
    expect(gzip.bytes).toBeLessThan(size / 5);
    const again = await wire("br", { "If-None-Match": br.etag! });
    expect(again.status).toBe(304);
    expect(again.bytes).toBe(0);
  });

  it("answers the _redirects rules with real 301s, the splat and the query kept", async () => {
    const response = await fetch(`${root.url}product/raw-honey?variant=7`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/products/raw-honey?variant=7");
    const returns = await fetch(`${root.url}returns`, { redirect: "manual" });
    expect(returns.headers.get("location")).toBe("/refund-policy");
  });

  it("keeps encoded slashes encoded", () => {
    expect(decodeReserved("/farm/A%20%26%20B%2Fc")).toBe("/farm/A%20&%20B%2Fc");
  });
});
