// Serves a built site the way the CDN does: files by path, a folder's index.html, 404.html (with status 404) for
// anything else, everything under the configured base path, and the build's `_redirects` (real 301s, and proxy
// rules: status 200 to an absolute URL, such as product pictures from Shopify's CDN under the shop's own host) and
// `_headers` (security and caching headers), both read with src/lib/cdn-rules.ts. Responses are compressed
// (Brotli or gzip, by Accept-Encoding) as a CDN compresses them, so what Lighthouse measures locally is what a
// shopper gets. sirv does the file serving (content types, ETags and 304s, HEAD, ranges); `compression` the
// encoding. A proxy rule's response is fetched from its host and streamed through, neither compressed again
// (pictures already are) nor given the `_headers` rules (the hosts apply those only to files they serve). Only
// pictures: the rule makes the host's files the site's own, so its scripts, SVGs or pages would run in the site's
// origin (and anyone could relay the host's files through the site); anything else, a redirect included, is a 502.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { readFile } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { constants as zlib } from "node:zlib";
import compression from "compression";
import {
  headersFor,
  pageCache,
  parseHeaders,
  parseRedirects,
  proxyFor,
  redirectFor,
  type HeaderRule,
  type RedirectRule,
} from "../../lib/cdn-rules.ts";
import type { AddressInfo } from "node:net";
import { join, posix } from "node:path";
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

/**
 * Whether a request names a path no file is served from, whichever way the server finds its files: a dotfile or
 * anything in a dot folder (`.git/config`, `%2Eenv`, `.well-known/../.env`), which sirv's listing leaves out but its
 * look-up on request would find, or a path with an empty segment (`/about//`), which the listing never matches and
 * the look-up would. The path is read as sirv reads it (`@polka/url`: up to `#`, then up to `?`; decoded when it can
 * be) and resolved as sirv resolves it (`..` and `.` applied), then judged by sirv's own rule for its listing, so
 * both modes answer alike: its expression also leaves out a name with `+.` or `|.` in it, and keeps anything under a
 * `.well-known` folder.
 */
export function refusedPath(url: string): boolean {
  let path = url;
  const hash = path.indexOf("#", 1);
  if (hash !== -1) path = path.slice(0, hash);
  const query = path.indexOf("?", 1);
  if (query !== -1) path = path.slice(0, query);
  if (path.includes("%")) {
    try {
      path = decodeURI(path);
    } catch {
      // left as it is, as sirv leaves it
    }
  }
  if (path.includes("//")) return true;
  const name = posix.normalize(`/${path}`).slice(1);
  return !/\.well-known[\\+/]/.test(name) && /(^\.|[\\+|/+]\.)/.test(name);
}

/**
 * What a proxied request takes to the upstream: what a picture's answer depends on, never cookies or the Host.
 * If-Range goes with Range, so a resumed download of a picture changed since gets the whole new one, not a splice.
 */
const forwardedRequestHeaders = ["accept", "if-none-match", "if-modified-since", "range", "if-range"] as const;
/** What comes back from the upstream: the body's description, its caching and validators, ranges and CORS. */
const copiedResponseHeaders = [
  "content-type",
  "content-length",
  "cache-control",
  "etag",
  "last-modified",
  "vary",
  "content-range",
  "accept-ranges",
  "access-control-allow-origin",
] as const;
/** The default for how long the upstream may take to start answering before the visitor gets a 502. */
const upstreamTimeoutDefault = 15_000;
/**
 * On every proxied response: should a file still be taken for something other than a picture (a mislabelled one,
 * or opened directly), the browser neither guesses its type nor lets it run script or load anything.
 */
const proxiedResponseHeaders = {
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; sandbox",
} as const;

/**
 * Whether a Content-Type is a picture the browser only ever draws: `image/*` but SVG (a document that can run
 * script when opened directly), judged on the media type in any letter case, parameters dropped. A missing or
 * malformed type, or several joined, is not.
 */
export function isPictureType(contentType: string | null): boolean {
  const essence = contentType?.split(";")[0]!.trim().toLowerCase() ?? "";
  return /^image\/[a-z0-9][\w!#$&^.+-]*$/.test(essence) && !essence.includes("svg");
}

/**
 * Answers a request matched by a proxy rule with the upstream's response, as the CDN does, if that is a picture
 * (`isPictureType`) or an answer without a body (304, 404 …). Never throws: an upstream that fails, redirects or
 * sends anything else gives a 502, a visitor who leaves ends the upstream request.
 */
async function proxy(req: IncomingMessage, res: ServerResponse, upstream: string, timeout: number): Promise<void> {
  const fail = (status: number, message: string, extra: Record<string, string> = {}) => {
    if (res.headersSent || res.destroyed) return;
    res.writeHead(status, { ...proxiedResponseHeaders, ...extra, "Content-Type": "text/plain; charset=utf-8" }).end(message);
  };
  if (req.method !== "GET" && req.method !== "HEAD") {
    fail(405, "Method not allowed", { Allow: "GET, HEAD" });
    return;
  }
  // fetch would decompress a gzip or Brotli body while the upstream's Content-Length still counted the compressed
  // bytes: ask for the body as stored (pictures gain nothing from compression anyway).
  const headers = new Headers({ "Accept-Encoding": "identity" });
  for (const name of forwardedRequestHeaders) {
    const value = req.headers[name];
    if (typeof value === "string") headers.set(name, value);
  }
  // The timeout bounds only the wait for the upstream's answer to start: a large picture may take longer to stream.
  // A visitor who leaves aborts the upstream request too, so nothing is fetched for nobody.
  const upstreamRequest = new AbortController();
  const deadline = AbortSignal.timeout(timeout);
  const onDeadline = () => upstreamRequest.abort(deadline.reason);
  deadline.addEventListener("abort", onDeadline, { once: true });
  res.once("close", () => {
    if (!res.writableFinished) upstreamRequest.abort();
  });
  let response: Response;
  try {
    // Redirects are not followed: the rule vouches for its host's files only, and a redirect could lead anywhere
    // (copying the Location back would instead send the browser to the other host, the connection the rule saves).
    response = await fetch(upstream, { method: req.method, headers, signal: upstreamRequest.signal, redirect: "manual" });
  } catch {
    fail(502, "Bad gateway: the picture host did not answer.");
    return;
  } finally {
    deadline.removeEventListener("abort", onDeadline);
  }
  const { status } = response;
  const success = status >= 200 && status < 300;
  // Whatever is not passed on is not read either: the upstream's body is cancelled.
  const discard = () => response.body?.cancel().catch(() => {});
  if (status >= 300 && status < 400 && status !== 304) {
    await discard();
    fail(502, "Bad gateway: the picture host answered with a redirect.");
    return;
  }
  if (success && !isPictureType(response.headers.get("content-type"))) {
    await discard();
    fail(502, "Bad gateway: the picture host answered with something other than a picture.");
    return;
  }
  const answer: Record<string, string> = {};
  for (const name of copiedResponseHeaders) {
    const value = response.headers.get(name);
    if (value !== null) answer[name] = value;
  }
  // An upstream that compresses although asked not to: fetch has decoded the body, so the length it gave is wrong;
  // send the decoded body without one (chunked).
  const encoding = response.headers.get("content-encoding");
  if (encoding && encoding !== "identity") delete answer["content-length"];
  // Any other answer (304, 404, 416, 5xx …) keeps its status and headers but not its body, which could be anything
  // (an error page in HTML, say); so neither its type nor its length, which the browser would wait for.
  if (!success) {
    delete answer["content-type"];
    delete answer["content-length"];
  }
  if (res.destroyed) {
    await discard();
    return;
  }
  res.writeHead(status, { ...answer, ...proxiedResponseHeaders });
  if (req.method === "HEAD" || !success || !response.body) {
    await discard();
    res.end();
    return;
  }
  // A visitor leaving mid-stream, or the upstream failing mid-stream, rejects the pipeline; either way both ends are
  // closed by it and there is no one left to answer.
  await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), res).catch(() => {});
}

export async function serveStatic(options: {
  dir: string;
  port: number;
  host?: string;
  base?: string;
  /** How long a proxy rule's upstream may take to start answering (ms) before the visitor gets a 502. */
  upstreamTimeout?: number;
  /**
   * Look each file up when it is asked for, instead of listing the whole folder when the server starts. The listing
   * is synchronous: half a second at 10,000 products, in which the process answers nothing else. The rebuilder starts
   * a server for each build it publishes, in the process that takes the webhooks and serves the live site
   * (rebuilder/live-server.ts), so it looks up; `npm start` lists once. A build's files never change once it is
   * served, so both answer alike.
   */
  lookUpOnRequest?: boolean;
}): Promise<StaticServer> {
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
    // sirv's "dev" mode is its look-up on request. It sends the stat's size, type, Last-Modified and ETag as its
    // listing does; the Cache-Control it adds is replaced by applyHeaders', which every answer sets first.
    dev: options.lookUpOnRequest === true,
    etag: true,
    extensions: ["html"],
    onNoMatch: (_req, res) => void notFound(res),
  });
  // Brotli at a middle quality: most of its gain at a fraction of the time, as CDNs compress on the fly.
  const compress = compression({ brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }, threshold: 1024 });

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    // Proxy rules match the path as the visitor sent it, and the upstream gets it (and the query) unchanged:
    // decoding "%26" in a query, say, would split one value in two.
    const upstream = proxyFor(req.url ?? "/", redirectRules);
    if (upstream) {
      // proxy() handles its own failures; this is the last guard, so nothing unforeseen can take the server down.
      proxy(req, res, upstream, options.upstreamTimeout ?? upstreamTimeoutDefault).catch(() => res.destroy());
      return;
    }
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
    if (refusedPath(req.url)) {
      void notFound(res);
      return;
    }
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
