// Small HTTP helpers on top of node:http: CORS, responses, request bodies.
import type { IncomingMessage, ServerResponse } from "node:http";
import { gzipSync } from "node:zlib";

/**
 * Open CORS: the emulator is a local stand-in for a public API that browsers call from the site's origin. The
 * requested headers are allowed whatever they are, since Shopify's clients add their own (X-SDK-Variant, ...).
 */
export function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  const requested = req.headers["access-control-request-headers"];
  return {
    "Access-Control-Allow-Origin": origin ?? "*",
    "Access-Control-Allow-Methods": "GET, HEAD, POST, OPTIONS",
    "Access-Control-Allow-Headers":
      typeof requested === "string" && requested.trim() !== ""
        ? requested
        : "Content-Type, Accept, X-Shopify-Storefront-Access-Token, X-SDK-Variant, X-SDK-Version, X-SDK-Variant-Source, Shopify-Storefront-Buyer-IP, Range",
    "Access-Control-Expose-Headers": "Content-Length, Content-Range, Accept-Ranges",
    "Access-Control-Max-Age": "86400",
    Vary: "Origin, Access-Control-Request-Headers",
  };
}

export function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: string | Buffer,
  headers: Record<string, string | number> = {},
): void {
  const payload = typeof body === "string" ? Buffer.from(body, "utf8") : body;
  res.writeHead(status, { ...corsHeaders(req), "Content-Length": payload.length, ...headers });
  res.end(req.method === "HEAD" ? undefined : payload);
}

/** Answers at least this long are worth compressing (as the shop's static server judges). */
const compressFrom = 1024;

/** Whether the request accepts gzip: named without q=0, or not named and `*` accepted (RFC 9110, 12.5.3). */
function acceptsGzip(req: IncomingMessage): boolean {
  const weights = new Map<string, boolean>();
  for (const entry of String(req.headers["accept-encoding"] ?? "").toLowerCase().split(",")) {
    const [coding, ...params] = entry.split(";").map((part) => part.trim());
    if (coding) weights.set(coding, !params.some((param) => /^q=0(\.0*)?$/.test(param)));
  }
  return weights.get("gzip") ?? weights.get("*") ?? false;
}

/**
 * Shopify sends its answers compressed. The emulator compresses those a browser asks for from a page (a
 * cross-origin request, which carries Origin): a page measured here then downloads what a shopper's browser would
 * (a search answer of 24 cards is about 18 kB of JSON, 3 kB in gzip). The build's bulk reads, which carry no Origin,
 * are answered as they are: on one machine compressing gigabytes of JSON would only take the emulator's one thread,
 * which is what bounds the catalogue snapshot's read (docs/PERFORMANCE.md).
 */
export function sendJson(req: IncomingMessage, res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(value);
  const typed = { "Content-Type": "application/json; charset=utf-8", ...headers };
  if (req.headers.origin === undefined || Buffer.byteLength(text) < compressFrom) {
    send(req, res, status, text, typed);
    return;
  }
  const varied = { ...typed, Vary: [corsHeaders(req).Vary, headers.Vary, "Accept-Encoding"].filter(Boolean).join(", ") };
  if (acceptsGzip(req)) send(req, res, status, gzipSync(text), { ...varied, "Content-Encoding": "gzip" });
  else send(req, res, status, text, varied);
}

export function sendHtml(req: IncomingMessage, res: ServerResponse, status: number, html: string): void {
  send(req, res, status, html, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
}

export class BodyTooLargeError extends Error {}

/** The whole request body, refusing more than `limit` bytes. */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new BodyTooLargeError(`Request body larger than ${limit} bytes`));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

/** The origin the client used to reach this server, for absolute URLs in responses. */
export function requestOrigin(req: IncomingMessage, fallback: string): string {
  const host = req.headers.host;
  return host && /^[A-Za-z0-9.\-:[\]]+$/.test(host) ? `http://${host}` : fallback;
}
