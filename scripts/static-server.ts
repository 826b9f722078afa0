// Serves a built site the way a static host or CDN does: files by path, a folder's index.html, 404.html (with
// status 404) for anything else, and everything under the configured base path. sirv does the file serving
// (content types, ETags, HEAD, ranges); this module adds the base path and the not-found page.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { readFile } from "node:fs/promises";
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
  const files = sirv(options.dir, {
    dev: false,
    etag: true,
    extensions: ["html"],
    // Built assets carry a content hash in their names, so they can be cached for good.
    setHeaders: (res, pathname) => {
      if (pathname.startsWith("/_astro/")) res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    },
    onNoMatch: (_req, res) => void notFound(res),
  });

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = decodeReserved(req.url ?? "/");
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
    files(req, res);
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
