// A per-client limit on review submissions: at most `max` in any `windowMs` (a sliding log, small because the
// limit is small). Clients not seen for a window are forgotten, so memory stays bounded by recent clients.

export type RateLimit = { max: number; windowMs: number };

export function rateLimiter(limit: RateLimit, now: () => number = Date.now) {
  const seen = new Map<string, number[]>();
  let lastSweep = now();
  return {
    take(client: string): { ok: true } | { ok: false; retryAfterMs: number } {
      const time = now();
      if (time - lastSweep > limit.windowMs) {
        for (const [key, times] of seen) if (times.at(-1)! <= time - limit.windowMs) seen.delete(key);
        lastSweep = time;
      }
      const recent = (seen.get(client) ?? []).filter((t) => t > time - limit.windowMs);
      if (recent.length >= limit.max) {
        seen.set(client, recent);
        return { ok: false, retryAfterMs: Math.max(1, recent[0]! + limit.windowMs - time) };
      }
      recent.push(time);
      seen.set(client, recent);
      return { ok: true };
    },
  };
}
