import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { createServer, request, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeReserved, isPictureType, serveStatic, type StaticServer } from "../../../src/services/shared/static-server.ts";
import { headersFile } from "../../../src/lib/cdn-rules.ts";
import { redirectRules } from "../../../src/lib/redirects.ts";

// The same answers whether the server lists its folder when it starts (npm start) or looks each file up when it is
// asked for (the rebuilder's servers of each build).
describe.each([
  ["listing its folder at the start", false],
  ["looking each file up on request", true],
])("the static server of npm start and the tests, %s", (_mode, lookUpOnRequest) => {
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
    mkdirSync(join(dir, ".git"), { recursive: true });
    writeFileSync(join(dir, ".git", "config"), "secret");
    writeFileSync(join(dir, ".env"), "TOKEN=secret");
    mkdirSync(join(dir, ".well-known"), { recursive: true });
    writeFileSync(join(dir, ".well-known", "security.txt"), "Contact: mailto:security@example.com");
    root = await serveStatic({ dir, port: 0, lookUpOnRequest });
    preview = await serveStatic({ dir, port: 0, base: "/preview/x/", lookUpOnRequest });
  });
  afterAll(async () => {
    await root.close();
    await preview.close();
  });

  /** A GET with the path sent exactly as written: fetch() would resolve `..` and drop `#…` before sending. */
  const rawGet = (server: StaticServer, path: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const { hostname, port, pathname } = new URL(server.url);
      request({ host: hostname, port, path: `${pathname}${path}` }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, body }));
      })
        .on("error", reject)
        .end();
    });

  it("serves no dotfile and nothing in a dot folder, however the path is written, but .well-known", async () => {
    const sneaky = [
      ".env", ".git/config", "%2Eenv", ".git%2Fconfig", ".git/", "about/../.env", "farm/%2E%2E/.env", "about/%2e%2e/%2eenv",
      ".well-known/../.env", ".well-known/%2e%2e/.git/config", "x.well-known/../.env", ".env#.well-known/", "%2eenv#%ff",
      "about/%2e%2e/%2eenv#%ff", ".env?.well-known/", "./.env", "about/./../.env",
    ];
    for (const path of sneaky) {
      const response = await rawGet(root, path);
      expect(response.status, path).toBe(404);
      expect(response.body, path).toBe("not found page");
    }
    expect((await rawGet(preview, ".well-known/../.env")).body).toBe("not found page");
    const known = await rawGet(root, ".well-known/security.txt");
    expect(known.status).toBe(200);
    expect(known.body).toContain("Contact:");
  });

  it("answers a path with an empty segment with 404, as the CDN's file listing would", async () => {
    for (const path of ["about//", "/about/", "farm//Cacao%20%26%20Clay/"]) expect((await rawGet(root, path)).status, path).toBe(404);
    expect((await rawGet(root, "about/")).status).toBe(200);
  });

  it(lookUpOnRequest ? "finds a file written after it started (it lists nothing)" : "knows the files of its start (it listed them)", async () => {
    mkdirSync(join(dir, "later"), { recursive: true });
    writeFileSync(join(dir, "later", "index.html"), "written later");
    const response = await fetch(`${root.url}later/`);
    expect(response.status).toBe(lookUpOnRequest ? 200 : 404);
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

describe("the static server's proxy rules (status 200 to another host), as the CDN answers them", () => {
  // A picture-like body: bytes that do not compress, over compression's threshold.
  const picture = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7919) % 251));
  const etag = '"pic-1"';
  /** What every proxied response carries, so that nothing from the picture host runs as a page of the site. */
  const sandbox = "default-src 'none'; sandbox";
  /** Files of the picture host that are no pictures: a script, an SVG, a page, and bytes without a type. */
  const notPictures: Record<string, { type?: string; body: string }> = {
    "/theme.js": { type: "application/javascript", body: "alert(document.cookie)" },
    "/icon.svg": { type: "image/svg+xml", body: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>' },
    "/page.html": { type: "text/html; charset=utf-8", body: "<script>alert(1)</script>" },
    "/untyped": { body: "<script>alert(1)</script>" },
  };
  /** Every request the upstream received, in order. */
  const received: { method: string; url: string; headers: IncomingHttpHeaders }[] = [];
  /** Every request the host that the upstream's redirects point to received: there should be none. */
  const redirectTargetReceived: string[] = [];
  let heldScriptClosed: Promise<void>;
  let markHeldScriptClosed: () => void;
  let redirectTarget: Server;
  /** Responses the upstream holds open (the slow and the silent pictures), ended when the tests are done. */
  const held = new Set<ServerResponse>();
  let slowClosed: Promise<void>;
  let markSlowClosed: () => void;
  let upstream: Server;
  let upstreamPort: number;
  let dir: string;
  let root: StaticServer;
  let preview: StaticServer;
  let impatient: StaticServer;

  const listen = async (server: Server) => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return (server.address() as AddressInfo).port;
  };
  /** One response as it is on the wire (fetch would decode it): status, headers, bytes. */
  const wire = (url: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      request(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on("error", reject)
        .end();
    });

  beforeAll(async () => {
    slowClosed = new Promise((resolve) => (markSlowClosed = resolve));
    heldScriptClosed = new Promise((resolve) => (markHeldScriptClosed = resolve));
    redirectTarget = createServer((req, res) => {
      redirectTargetReceived.push(req.url!);
      res.writeHead(200, { "Content-Type": "image/webp" }).end(picture);
    });
    const redirectTargetPort = await listen(redirectTarget);
    upstream = createServer((req, res) => {
      received.push({ method: req.method!, url: req.url!, headers: req.headers });
      const path = req.url!.split("?")[0]!;
      const notPicture = notPictures[path];
      if (notPicture) {
        res.writeHead(200, notPicture.type ? { "Content-Type": notPicture.type } : {});
        res.end(req.method === "HEAD" ? undefined : notPicture.body);
      } else if (path === "/s/files/a.webp") {
        const common = { ETag: etag, "Cache-Control": "public, max-age=31536000", Vary: "Accept", "Accept-Ranges": "bytes" };
        // A range applies only to the version If-Range names, when it names one.
        const ranged = req.headers["if-range"] === undefined || req.headers["if-range"] === etag;
        if (req.headers["if-none-match"] === etag) {
          res.writeHead(304, common).end();
        } else if (ranged && req.headers.range === "bytes=99999-") {
          res.writeHead(416, { ...common, "Content-Type": "text/html", "Content-Range": `bytes */${picture.length}` });
          res.end("<p>range not satisfiable</p>");
        } else if (ranged && req.headers.range === "bytes=0-9") {
          res.writeHead(206, { ...common, "Content-Type": "image/webp", "Content-Length": "10", "Content-Range": `bytes 0-9/${picture.length}` });
          res.end(picture.subarray(0, 10));
        } else {
          res.writeHead(200, {
            ...common,
            "Content-Type": "image/webp",
            "Content-Length": String(picture.length),
            "Last-Modified": "Tue, 01 Jul 2025 10:00:00 GMT",
            "Access-Control-Allow-Origin": "*",
            "Set-Cookie": "tracker=1",
            "X-Served-By": "picture-host",
          });
          res.end(req.method === "HEAD" ? undefined : picture);
        }
      } else if (path === "/a.jpg") {
        res.writeHead(200, { "Content-Type": "image/jpeg", "Content-Length": String(picture.length) }).end(picture);
      } else if (path === "/moved.webp" || path === "/moved-for-good.webp") {
        // A redirect to another host, which the proxy must not follow.
        const status = path === "/moved.webp" ? 302 : 308;
        res.writeHead(status, { Location: `http://127.0.0.1:${redirectTargetPort}/a.webp`, "Content-Type": "text/html" });
        res.end("<a>moved</a>");
      } else if (path === "/held.js") {
        // A script that starts coming and never ends: the proxy must stop reading it.
        held.add(res);
        res.on("close", () => markHeldScriptClosed());
        res.writeHead(200, { "Content-Type": "application/javascript" });
        res.write("alert(1);".repeat(1000));
      } else if (path === "/gzipped") {
        // An upstream that compresses although asked not to.
        const body = gzipSync("a text picture ".repeat(300));
        res.writeHead(200, { "Content-Type": "image/bmp", "Content-Encoding": "gzip", "Content-Length": String(body.length) }).end(body);
      } else if (path === "/slow.webp") {
        // Starts answering, then holds the rest back: the visitor leaves in between.
        held.add(res);
        res.on("close", () => markSlowClosed());
        res.writeHead(200, { "Content-Type": "image/webp" });
        res.write(picture.subarray(0, 1000));
      } else if (path === "/silent.webp") {
        held.add(res); // never starts answering
      } else {
        res.writeHead(404, { "Content-Type": "text/plain" }).end("no such picture");
      }
    });
    upstreamPort = await listen(upstream);
    // A port that was open and is closed now: nothing answers there.
    const gone = createServer();
    const gonePort = await listen(gone);
    await new Promise<void>((resolve) => gone.close(() => resolve()));

    dir = mkdtempSync(join(tmpdir(), "site-proxy-"));
    mkdirSync(join(dir, "about"), { recursive: true });
    writeFileSync(join(dir, "index.html"), "home");
    writeFileSync(join(dir, "404.html"), "not found page");
    writeFileSync(join(dir, "about", "index.html"), `<!doctype html><p>${"We grow honey and figs. ".repeat(200)}</p>`);
    writeFileSync(join(dir, "_headers"), headersFile({ base: "/", preview: false }));
    writeFileSync(
      join(dir, "_redirects"),
      [
        `/shop-images/cdn.shopify.com/* http://127.0.0.1:${upstreamPort}/:splat 200`,
        `/preview/x/shop-images/cdn.shopify.com/* http://127.0.0.1:${upstreamPort}/:splat 200`,
        `/gone-images/* http://127.0.0.1:${gonePort}/:splat 200`,
        "/returns /refund-policy 301",
      ].join("\n"),
    );
    root = await serveStatic({ dir, port: 0 });
    preview = await serveStatic({ dir, port: 0, base: "/preview/x/" });
    impatient = await serveStatic({ dir, port: 0, upstreamTimeout: 200 });
  });
  afterAll(async () => {
    await Promise.all([root.close(), preview.close(), impatient.close()]);
    for (const res of held) res.destroy();
    await Promise.all(
      [upstream, redirectTarget].map(
        (server) =>
          new Promise<void>((resolve) => {
            server.close(() => resolve());
            server.closeAllConnections();
          }),
      ),
    );
  });

  const picturePath = "shop-images/cdn.shopify.com/s/files/a.webp";

  it("answers with the upstream's status, body and picture headers, and nothing else of its", async () => {
    const response = await fetch(`${root.url}${picturePath}?v=1&width=720&name=a%26b`);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(picture)).toBe(true);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("content-length")).toBe(String(picture.length));
    expect(response.headers.get("etag")).toBe(etag);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000");
    expect(response.headers.get("vary")).toBe("Accept");
    expect(response.headers.get("last-modified")).toBe("Tue, 01 Jul 2025 10:00:00 GMT");
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(response.headers.get("x-served-by")).toBeNull();
    // The hosts apply _headers only to files they serve themselves; the proxy adds its own two.
    expect(response.headers.get("strict-transport-security")).toBeNull();
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toBe(sandbox);
    expect(received.at(-1)).toMatchObject({ method: "GET", url: "/s/files/a.webp?v=1&width=720&name=a%26b" });
  });

  it("passes pictures of any raster type, with nosniff and the sandbox policy", async () => {
    const response = await fetch(`${root.url}shop-images/cdn.shopify.com/a.jpg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toBe(sandbox);
    expect(Buffer.from(await response.arrayBuffer()).equals(picture)).toBe(true);
    // The media type in any letter case, its parameters aside; never SVG, nor several types, nor none.
    expect(isPictureType("Image/AVIF; q=1")).toBe(true);
    for (const type of [null, "", "image/svg+xml", "IMAGE/SVG+XML; charset=utf-8", "image/webp, text/html", "image/", "text/html", "video/mp4"]) {
      expect(isPictureType(type), String(type)).toBe(false);
    }
  });

  it("answers 502 for a script, an SVG, a page or an untyped file of the picture host, and sends none of it", async () => {
    for (const [path, { body }] of Object.entries(notPictures)) {
      const response = await wire(`${root.url}shop-images/cdn.shopify.com${path}`);
      expect(response.status, path).toBe(502);
      expect(response.headers["content-type"], path).toBe("text/plain; charset=utf-8");
      expect(response.headers["x-content-type-options"], path).toBe("nosniff");
      expect(response.headers["content-security-policy"], path).toBe(sandbox);
      expect(response.body.toString(), path).toBe("Bad gateway: the picture host answered with something other than a picture.");
      expect(response.body.toString(), path).not.toContain(body);
      const head = await fetch(`${root.url}shop-images/cdn.shopify.com${path}`, { method: "HEAD" });
      expect(head.status, path).toBe(502);
    }
  });

  it("stops reading a file that is no picture", async () => {
    const response = await wire(`${root.url}shop-images/cdn.shopify.com/held.js`);
    expect(response.status).toBe(502);
    expect(response.body.toString()).not.toContain("alert");
    await heldScriptClosed;
  });

  it("does not follow the upstream's redirects: a 502, and the place they lead to is never asked", async () => {
    for (const path of ["moved.webp", "moved-for-good.webp"]) {
      const response = await wire(`${root.url}shop-images/cdn.shopify.com/${path}`);
      expect(response.status, path).toBe(502);
      expect(response.headers.location, path).toBeUndefined();
      expect(response.headers["content-security-policy"], path).toBe(sandbox);
      expect(response.body.toString(), path).toBe("Bad gateway: the picture host answered with a redirect.");
    }
    expect(received.filter(({ url }) => url.startsWith("/moved")).length).toBe(2);
    expect(redirectTargetReceived).toEqual([]);
  });

  it("forwards Accept, the validators, Range and If-Range, but no cookie, and asks for the body uncompressed", async () => {
    const response = await fetch(`${root.url}${picturePath}?q=1`, {
      headers: { Accept: "image/avif,image/webp,*/*", Cookie: "session=secret", "If-Modified-Since": "Tue, 01 Jul 2025 10:00:00 GMT", "X-Other": "1" },
    });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    const sent = received.at(-1)!;
    expect(sent.url).toBe("/s/files/a.webp?q=1");
    expect(sent.headers.accept).toBe("image/avif,image/webp,*/*");
    expect(sent.headers["if-modified-since"]).toBe("Tue, 01 Jul 2025 10:00:00 GMT");
    expect(sent.headers["accept-encoding"]).toBe("identity");
    expect(sent.headers.cookie).toBeUndefined();
    expect(sent.headers["x-other"]).toBeUndefined();
    // The upstream's own Host, not the site's.
    expect(sent.headers.host).toBe(`127.0.0.1:${upstreamPort}`);
    const part = await fetch(`${root.url}${picturePath}`, { headers: { Range: "bytes=0-9", "If-Range": etag } });
    expect(part.status).toBe(206);
    expect(received.at(-1)!.headers).toMatchObject({ range: "bytes=0-9", "if-range": etag });
    expect(part.headers.get("content-range")).toBe(`bytes 0-9/${picture.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(picture.subarray(0, 10))).toBe(true);
    // A resumed download of a version the host no longer has gets the whole new picture, not a piece of it.
    const stale = await fetch(`${root.url}${picturePath}`, { headers: { Range: "bytes=0-9", "If-Range": '"pic-0"' } });
    expect(received.at(-1)!.headers["if-range"]).toBe('"pic-0"');
    expect(stale.status).toBe(200);
    expect(Buffer.from(await stale.arrayBuffer()).equals(picture)).toBe(true);
  });

  it("answers HEAD with the headers and no body", async () => {
    const response = await fetch(`${root.url}${picturePath}`, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBe(String(picture.length));
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("content-security-policy")).toBe(sandbox);
    expect((await response.arrayBuffer()).byteLength).toBe(0);
    expect(received.at(-1)!.method).toBe("HEAD");
  });

  it("passes a 304, a 404 and a 416 through with their headers but without the upstream's body", async () => {
    const notModified = await fetch(`${root.url}${picturePath}`, { headers: { "If-None-Match": etag } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("etag")).toBe(etag);
    expect(notModified.headers.get("cache-control")).toBe("public, max-age=31536000");
    expect(notModified.headers.get("content-security-policy")).toBe(sandbox);
    const missing = await wire(`${root.url}shop-images/cdn.shopify.com/s/files/none.webp`);
    expect(missing.status).toBe(404);
    expect(missing.body.length).toBe(0);
    expect(missing.headers["content-type"]).toBeUndefined();
    expect(missing.headers["x-content-type-options"]).toBe("nosniff");
    expect(missing.headers["content-security-policy"]).toBe(sandbox);
    const missingHead = await fetch(`${root.url}shop-images/cdn.shopify.com/s/files/none.webp`, { method: "HEAD" });
    expect(missingHead.status).toBe(404);
    const beyond = await wire(`${root.url}${picturePath}`, { Range: "bytes=99999-" });
    expect(beyond.status).toBe(416);
    expect(beyond.headers["content-range"]).toBe(`bytes */${picture.length}`);
    expect(beyond.headers["content-type"]).toBeUndefined();
    expect(beyond.body.length).toBe(0);
  });

  it("does not compress the picture again, and sends a body the upstream compressed anyway with a right length", async () => {
    const raw = await wire(`${root.url}${picturePath}`, { "Accept-Encoding": "br, gzip" });
    expect(raw.headers["content-encoding"]).toBeUndefined();
    expect(raw.body.equals(picture)).toBe(true);
    const decoded = await wire(`${root.url}shop-images/cdn.shopify.com/gzipped`, { "Accept-Encoding": "identity" });
    expect(decoded.status).toBe(200);
    expect(decoded.headers["content-encoding"]).toBeUndefined();
    expect(decoded.body.toString()).toBe("a text picture ".repeat(300));
    if (decoded.headers["content-length"] !== undefined) expect(Number(decoded.headers["content-length"])).toBe(decoded.body.length);
  });

  it("matches the proxy rules on the public path, base path included", async () => {
    const response = await fetch(`${preview.url}${picturePath}`);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(picture)).toBe(true);
  });

  it("answers other methods with 405, without asking the upstream", async () => {
    const before = received.length;
    const response = await fetch(`${root.url}${picturePath}`, { method: "POST", body: "x" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    expect(response.headers.get("content-security-policy")).toBe(sandbox);
    expect(received.length).toBe(before);
  });

  it("answers 502 when the upstream cannot be reached or does not start answering, and keeps serving", async () => {
    const gone = await fetch(`${root.url}gone-images/a.webp`);
    expect(gone.status).toBe(502);
    expect(await gone.text()).toBe("Bad gateway: the picture host did not answer.");
    const silent = await fetch(`${impatient.url}shop-images/cdn.shopify.com/silent.webp`);
    expect(silent.status).toBe(502);
    expect(await silent.text()).toBe("Bad gateway: the picture host did not answer.");
    expect((await fetch(`${root.url}${picturePath}`)).status).toBe(200);
    expect((await fetch(`${impatient.url}${picturePath}`)).status).toBe(200);
  });

  it("survives a visitor leaving mid-picture, and ends the upstream request too", async () => {
    await new Promise<void>((resolve, reject) => {
      const req = request(`${root.url}shop-images/cdn.shopify.com/slow.webp`, (res) => {
        res.once("data", () => {
          req.destroy();
          resolve();
        });
      });
      req.on("error", (error: NodeJS.ErrnoException) => (error.code === "ECONNRESET" ? undefined : reject(error)));
      req.end();
    });
    await slowClosed;
    expect((await fetch(`${root.url}${picturePath}`)).status).toBe(200);
  });

  it("still redirects with the other rules and serves files compressed", async () => {
    const redirect = await fetch(`${root.url}returns?x=1`, { redirect: "manual" });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get("location")).toBe("/refund-policy?x=1");
    const page = await wire(`${root.url}about`, { "Accept-Encoding": "br" });
    expect(page.status).toBe(200);
    expect(page.headers["content-encoding"]).toBe("br");
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
  });
});
