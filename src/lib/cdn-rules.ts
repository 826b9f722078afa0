// The files a CDN reads beside the site, in the format Netlify and Cloudflare Pages share: `_headers` (response
// headers by path) and `_redirects` (301s by path, and proxy rules: status 200 to an absolute URL, answered with
// that URL's response under the site's own address). The build writes them (integrations/headers.ts and
// integrations/redirects.ts); the local static server (src/services/shared/static-server.ts) reads and applies the same files,
// so that `npm start` answers as the CDN does. Pure; tested in tests/unit/lib/cdn-rules.test.ts.

export type HeaderRule = { pattern: string; headers: [string, string][] };
export type RedirectRule = { from: string; to: string; status: number };

/** Security headers for every response; what the site needs from the browser, and nothing more. */
export const securityHeaders: [string, string][] = [
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Strict-Transport-Security", "max-age=63072000; includeSubDomains"],
];

/** Hashed build assets never change under the same name: a year, immutable. */
export const immutableCache = "public, max-age=31536000, immutable";
/** Pages change with every build: always revalidated (cheap with ETags). */
export const pageCache = "public, max-age=0, must-revalidate";

type CspDirectiveName =
  | "default-src" | "img-src" | "media-src" | "connect-src" | "font-src" | "manifest-src" | "object-src" | "base-uri"
  | "form-action" | "frame-ancestors";

/** Where the site's pages may load from and talk to: the store (its API and media), Shopify's CDN, the reviews. */
export type CspSources = { storeOrigin: string; reviewsOrigin: string };

/**
 * The Content-Security-Policy directives other than script-src and style-src (which Astro's security.csp writes,
 * with the hashes of every script and style a page has), as a list. `frame-ancestors` only works as a header, so
 * the header alone carries it (`forHeader`).
 */
export function cspDirectives(sources: CspSources, { forHeader = false } = {}): `${CspDirectiveName} ${string}`[] {
  const media = [...new Set([sources.storeOrigin, "https://cdn.shopify.com"])].join(" ");
  const directives: `${CspDirectiveName} ${string}`[] = [
    "default-src 'self'",
    `img-src 'self' data: ${media}`,
    `media-src 'self' ${media}`,
    `connect-src 'self' ${[...new Set([sources.storeOrigin, sources.reviewsOrigin])].join(" ")}`,
    "font-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
  if (forHeader) directives.push("frame-ancestors 'none'");
  return directives;
}

/**
 * The header's whole policy. Its script-src and style-src admit inline code, because every page also carries
 * Astro's policy in a <meta> element, which admits only the hashed scripts and styles of that page: a browser
 * enforces both, so only what both allow runs.
 */
export function cspHeader(sources: CspSources): string {
  return [
    ...cspDirectives(sources, { forHeader: true }),
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
  ].join("; ");
}

/**
 * The `_headers` file for a build under `base`. Cache-Control is set for `_astro/` only: hosts combine the headers
 * of every rule that matches, so a site-wide Cache-Control would be joined to the immutable one. Pages get the
 * hosts' default (revalidate on every request), which the local server applies too. A branch preview is marked
 * noindex in a header as well as in its pages.
 */
export function headersFile(options: { base: string; preview: boolean; csp?: CspSources }): string {
  const base = options.base.endsWith("/") ? options.base : `${options.base}/`;
  const site: [string, string][] = [
    ...(options.csp ? ([["Content-Security-Policy", cspHeader(options.csp)]] as [string, string][]) : []),
    ...securityHeaders,
    ...(options.preview ? ([["X-Robots-Tag", "noindex"]] as [string, string][]) : []),
  ];
  const block = (pattern: string, headers: [string, string][]) =>
    `${pattern}\n${headers.map(([name, value]) => `  ${name}: ${value}`).join("\n")}`;
  return `${[block(`${base}*`, site), block(`${base}_astro/*`, [["Cache-Control", immutableCache]])].join("\n\n")}\n`;
}

/** Reads a `_headers` file: a path pattern at the start of a line, then indented `Name: value` lines. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(":");
    const rule = rules.at(-1);
    if (!rule || colon === -1) continue;
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

const compiled = new Map<string, RegExp>();

/**
 * A path pattern as the hosts read it: `*` matches anything (the splat), `:name` one path segment. Compiled once
 * per pattern: the local server matches every request against every rule.
 */
function patternToRegExp(pattern: string): RegExp {
  const known = compiled.get(pattern);
  if (known) return known;
  const source = pattern
    .split(/(\*|:[A-Za-z_]\w*)/)
    .map((part) => (part === "*" ? "(?<splat>.*)" : part.startsWith(":") ? "[^/]+" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  const regExp = new RegExp(`^${source}$`);
  compiled.set(pattern, regExp);
  return regExp;
}

/** The headers for a path: every matching rule's, a later rule's value replacing an earlier one of the same name. */
export function headersFor(path: string, rules: readonly HeaderRule[]): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of rules) {
    if (!patternToRegExp(rule.pattern).test(path)) continue;
    for (const [name, value] of rule.headers) headers.set(name, value);
  }
  return headers;
}

/** Reads a `_redirects` file: `from to [status]` per line. */
export function parseRedirects(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (!from || !to || from.startsWith("#")) continue;
    rules.push({ from, to, status: Number(status) || 301 });
  }
  return rules;
}

/**
 * A proxy rule: status 200 to an absolute http(s) URL. The CDN answers with that URL's response under the site's own
 * address (the address bar keeps the site's path), so the browser needs no connection to the other host.
 */
export function isProxyRule(rule: RedirectRule): boolean {
  if (rule.status !== 200) return false;
  try {
    const { protocol } = new URL(rule.to);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}

/**
 * The first rule that applies to a path, with its splat. A 200 rule to a path on the same site (a rewrite, such as a
 * single-page app's `/* /index.html 200`) is skipped: the project writes none, and answering it as a redirect would
 * send a 200 with a Location header, which no browser follows.
 */
function firstRule(path: string, rules: readonly RedirectRule[]): { rule: RedirectRule; splat: string } | null {
  for (const rule of rules) {
    if (rule.status === 200 && !isProxyRule(rule)) continue;
    const match = patternToRegExp(rule.from).exec(path);
    if (match) return { rule, splat: match.groups?.splat ?? "" };
  }
  return null;
}

/**
 * A rule's target with `:splat` replaced by the splat as it is: a function, because a replacement string would read
 * `$'`, `` $` `` or `$&` in the visitor's path as patterns (`/a$'b.jpg` would go upstream as `/ab.jpg`).
 */
function fillSplat(target: string, splat: string): string {
  return target.replace(":splat", () => splat);
}

/**
 * Where the first matching rule sends a path (`:splat` filled from `*`), or null. Null also when that rule is a proxy
 * rule (see `proxyFor`): the first match wins, as on the hosts, whichever kind it is.
 */
export function redirectFor(path: string, rules: readonly RedirectRule[]): { location: string; status: number } | null {
  const found = firstRule(path, rules);
  if (!found || isProxyRule(found.rule)) return null;
  return { location: fillSplat(found.rule.to, found.splat), status: found.rule.status };
}

/**
 * The upstream URL for a request (`path`, optionally `?query`) when the first matching rule is a proxy rule, or null:
 * the splat filled in and the request's query string appended (joined with "&" should the target carry a query of
 * its own), both as the visitor sent them, since re-encoding could change what the upstream serves.
 */
export function proxyFor(url: string, rules: readonly RedirectRule[]): string | null {
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? "" : url.slice(queryAt + 1);
  const found = firstRule(path, rules);
  if (!found || !isProxyRule(found.rule)) return null;
  const target = fillSplat(found.rule.to, found.splat);
  if (!query) return target;
  return `${target}${target.includes("?") ? "&" : "?"}${query}`;
}
