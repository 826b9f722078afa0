// A per-client limit on requests: at most `max` in each window of `windowMs` (a fixed window per client: O(1) per
// request, whatever the limit). Clients whose window has ended are forgotten, so memory stays bounded by the
// clients of the current window.

export type RateLimit = { max: number; windowMs: number };

export function rateLimiter(limit: RateLimit, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = now();
  return {
    take(client: string): { ok: true } | { ok: false; retryAfterMs: number } {
      const time = now();
      if (time - lastSweep > limit.windowMs) {
        for (const [key, window] of windows) if (window.start + limit.windowMs <= time) windows.delete(key);
        lastSweep = time;
      }
      let window = windows.get(client);
      if (!window || window.start + limit.windowMs <= time) {
        window = { start: time, count: 0 };
        windows.set(client, window);
      }
      if (window.count >= limit.max) return { ok: false, retryAfterMs: Math.max(1, window.start + limit.windowMs - time) };
      window.count += 1;
      return { ok: true };
    },
  };
}
