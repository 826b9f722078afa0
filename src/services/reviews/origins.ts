// Which browser origins may call the review service (CORS). Pure; tested in tests/unit/reviews.

/**
 * True when `origin` is one of `allowed`. An entry may hold one '*' standing for one or more DNS labels of the
 * host ("https://*.previews.example" allows "https://my-branch.previews.example", not "https://previews.example"
 * nor "https://evil.example/?.previews.example"); scheme and port must match exactly.
 */
export function originAllowed(origin: string | undefined, allowed: readonly string[]): boolean {
  if (!origin) return false;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  // An Origin header is scheme://host[:port] and nothing more.
  if (parsed.origin !== origin) return false;
  return allowed.some((entry) => {
    if (!entry.includes("*")) return entry.replace(/\/+$/, "") === origin;
    const match = /^(https?):\/\/\*\.([a-z0-9.-]+)(:\d+)?$/i.exec(entry.trim());
    if (!match) return false;
    const [, scheme, suffix, port = ""] = match;
    if (`${parsed.protocol}` !== `${scheme!.toLowerCase()}:` || (parsed.port ? `:${parsed.port}` : "") !== port) return false;
    const host = parsed.hostname.toLowerCase();
    const tail = `.${suffix!.toLowerCase()}`;
    return host.endsWith(tail) && /^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(host.slice(0, -tail.length));
  });
}
