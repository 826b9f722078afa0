// A read started before the island asks for it: by the page's head before the island loaded (lib/inline-scripts.ts
// searchHeadStart), or by the island itself while it still waits to ask (the search box before its debounce ends,
// leaveHeadStart). Either leaves `window.storefrontHeadStart` with the operation, its variables as JSON and the
// pending data. The island's next read of that operation takes it here, once, and only when it would send exactly
// the same variables; otherwise the island sends its own request.
// - The head's data resolves to the answer's data or to null for any failure (no answer, an HTTP error, GraphQL
//   errors, its time limit) and never rejects: a failed head start only means the island asks by itself.
// - A read the island left ahead is its own read, sent early with its retries: it is taken as it ends, failure
//   included. It is for the read about to be made, so one left longer than aheadLifetimeMs ago is stale (the shopper
//   cleared the box, or typed back the term shown) and is dropped; one dropped or replaced is aborted.

/** What the inline script leaves for the island; `leftAt` and `abort` mark a read the island left ahead. */
export type HeadStart = { operation: string; variables: string; data: Promise<unknown>; leftAt?: number; abort?: AbortController };

/** How long a read the island left ahead may wait to be taken, in ms (the search takes it 150 ms after). */
export const aheadLifetimeMs = 1000;

declare global {
  interface Window {
    storefrontHeadStart?: HeadStart | undefined;
  }
}

/** Sends a read for the island's next read of `operation` to take, replacing (and aborting) one left before. */
export function leaveHeadStart(operation: string, variables: unknown, send: (signal: AbortSignal) => Promise<unknown>): void {
  window.storefrontHeadStart?.abort?.abort();
  const abort = new AbortController();
  const data = send(abort.signal);
  // A read that is never taken may fail unseen.
  data.catch(() => {});
  window.storefrontHeadStart = { operation, variables: JSON.stringify(variables), data, leftAt: Date.now(), abort };
}

/**
 * The data of the head start for `operation` if its variables are exactly `variables` (and, left by the island, it
 * is fresh), else null. The first read of the operation uses it up whether or not it matches: a later read (another
 * term, the next page) is never answered by an earlier request.
 */
export async function takeHeadStart(operation: string, variables: unknown): Promise<unknown> {
  const started = typeof window === "undefined" ? undefined : window.storefrontHeadStart;
  if (started?.operation !== operation) return null;
  window.storefrontHeadStart = undefined;
  if (started.variables !== JSON.stringify(variables) || Date.now() - (started.leftAt ?? Infinity) > aheadLifetimeMs) {
    started.abort?.abort();
    return null;
  }
  return started.abort ? started.data : Promise.resolve(started.data).catch(() => null);
}
