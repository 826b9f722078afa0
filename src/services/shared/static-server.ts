// Serves a built site the way the CDN does: files by path, a folder's index.html, 404.html (with status 404) for
// anything else, everything under the configured base path, and the build's `_redirects` (real 301s) and
// `_headers` (security and caching headers), both read with src/lib/cdn-rules.ts. Responses are compressed
// (Brotli or gzip, by Accept-Encoding) as a CDN compresses them, so what Lighthouse measures locally is what a
// shopper gets. sirv does the file serving (content types, ETags and 304s, HEAD, ranges); `compression` the
// encoding.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { readFile } from "node:fs/promises";
import { constants as zlib } from "node:zlib";
import compression from "compression";
import { headersFor, pageCache, parseHeaders, parseRedirects, redirectFor, type HeaderRule, type RedirectRule } from "../../lib/cdn-rules.ts";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import sirv from "sirv";

/**
 * sirv decodes paths with decodeURI, which leaves reserved characters such as "&" encoded, so a farm page named
 * "Cacao & Clay" (linked as /farm/Cacao%20%26%20Clay) would not be found. Decode those here, as CDNs do; an
 * encoded "/", "?" or "#" stays encoded because decoding it would change the path's meaning.
 */
export function decodeReserved(url: string): string {
  return url.replace(/%(2[46BC]|3[ABD]|40)/gi, (escape) => decodeURIComponent(escape));
}

export type StaticServer = { url: string; close: () => Promise<void> };

export async function serveStatic(options: { dir: string; port: number; host?: string; base?: string }): Promise<StaticServer> {
  const host = options.host ?? "127.0.0.1";
  const base = options.base && options.base !== "/" ? `/${options.base.replace(/^\/+|\/+$/g, "")}/` : "/";
  const notFound = async (res: ServerResponse) => {
    const page = await readFile(join(options.dir, "404.html")).catch(() => null);
    res.writeHead(404, { "Content-Type": page ? "text/html; charset=utf-8" : "text/plain; charset=utf-8" });
    res.end(page ?? "Not found");
  };
  const rulesFile = async (name: string) => readFile(join(options.dir, name), "utf8").catch(() => "");
  const headerRules: HeaderRule[] = parseHeaders(await rulesFile("_headers"));
  const redirectRules: RedirectRule[] = parseRedirects(await rulesFile("_redirects"));
  /** The `_headers` rules for a request path (as the visitor asked for it, base included). */
  const applyHeaders = (res: ServerResponse, publicPath: string) => {
    for (const [name, value] of headersFor(publicPath, headerRules)) res.setHeader(name, value);
    // Pages: revalidated on every request unless a rule says otherwise, as the hosts do by default.
    if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", pageCache);
  };
  const files = sirv(options.dir, {
    dev: false,
    etag: true,
    extensions: ["html"],
    onNoMatch: (_req, res) => void notFound(res),
  });
  // Brotli at a middle quality: most of its gain at a fraction of the time, as CDNs compress on the fly.
  const compress = compression({ brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }, threshold: 1024 });

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = decodeReserved(req.url ?? "/");
    const publicPath = url.split("?")[0]!;
    const redirect = redirectFor(publicPath, redirectRules);
    if (redirect) {
      const query = url.includes("?") ? url.slice(url.indexOf("?")) : "";
      res.writeHead(redirect.status, { Location: redirect.location + query }).end();
      return;
    }
    applyHeaders(res, publicPath);
    if (base !== "/") {
      if (url === base.slice(0, -1)) {
        res.writeHead(301, { Location: base }).end();
        return;
      }
      if (!url.startsWith(base)) {
        void notFound(res);
        return;
      }
    }
    req.url = base === "/" ? url : url.slice(base.length - 1);
    compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => files(req, res));
  };

  const server = createServer(handle);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}${base}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
