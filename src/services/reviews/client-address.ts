// Who sent a request, for the rate limit. Anyone can write an X-Forwarded-For header, so it is read only as far as
// the operator vouches for it: with `trustedHops` proxies in front (REVIEWS_PROXY_HOPS), each appends the address it
// saw, so the client is the entry that many places from the end; entries before it are whatever the client wrote.
// With no proxy named, the header is ignored and the socket's address is the client.

/** The client's address, or undefined when it cannot be told (a request that did not pass every named proxy). */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | undefined, trustedHops: number): string | undefined {
  if (trustedHops <= 0) return socketAddress || undefined;
  const entries = (forwardedFor ?? "").split(",").map((entry) => entry.trim());
  // One proxy appends one entry: fewer entries than proxies means the request came round them.
  if (forwardedFor === undefined || entries.length < trustedHops) return undefined;
  return entries[entries.length - trustedHops] || undefined;
}

/** REVIEWS_PROXY_HOPS: a whole number of proxies from 0 to 10; REVIEWS_TRUST_PROXY=1, the older spelling, means 1. */
export function proxyHopsFromEnv(env: Record<string, string | undefined>): number {
  const raw = env.REVIEWS_PROXY_HOPS?.trim();
  if (raw) {
    if (!/^\d{1,2}$/.test(raw) || Number(raw) > 10) throw new Error(`REVIEWS_PROXY_HOPS=${JSON.stringify(raw)} is not a number of proxies from 0 to 10`);
    return Number(raw);
  }
  return env.REVIEWS_TRUST_PROXY === "1" ? 1 : 0;
}
