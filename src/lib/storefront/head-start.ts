// A read started before the island asks for it: by the page's head before the island loaded (lib/inline-scripts.ts
// searchHeadStart), or by the island itself while it still waits to ask (the search box before its debounce ends,
// leaveHeadStart). Either leaves `window.storefrontHeadStart` with the operation, its variables as JSON and the
// pending data, which resolves to the answer's data or to null for any failure (no answer, an HTTP error, GraphQL
// errors, its time limit) and never rejects. The island's next read of that operation takes it here, once, and only
// when it would send exactly the same variables; otherwise, or when the head start failed, the island sends its own
// request.

/** What the inline script leaves for the island. */
export type HeadStart = { operation: string; variables: string; data: Promise<unknown> };

declare global {
  interface Window {
    storefrontHeadStart?: HeadStart | undefined;
  }
}

/** Leaves a read already sent for the island's next read of `operation` to take (replacing one left before). */
export function leaveHeadStart(operation: string, variables: unknown, data: Promise<unknown>): void {
  window.storefrontHeadStart = { operation, variables: JSON.stringify(variables), data: data.catch(() => null) };
}

/**
 * The data of the head start for `operation` if its variables are exactly `variables`, else null. The first read of
 * the operation uses it up whether or not it matches: a later read (another term, the next page) is never answered
 * by the page's first request.
 */
export async function takeHeadStart(operation: string, variables: unknown): Promise<unknown> {
  const started = typeof window === "undefined" ? undefined : window.storefrontHeadStart;
  if (started?.operation !== operation) return null;
  window.storefrontHeadStart = undefined;
  if (started.variables !== JSON.stringify(variables)) return null;
  return Promise.resolve(started.data).catch(() => null);
}
