// A read the page's head started before its island loaded (lib/inline-scripts.ts searchHeadStart): the inline
// script leaves `window.storefrontHeadStart` with the operation, its variables as JSON and the pending data, which
// resolves to the answer's data or to null for any failure (no answer, an HTTP error, GraphQL errors, its time
// limit) and never rejects. The island's first read of that operation takes it here, once, and only when it would
// send exactly the same variables; otherwise, or when the head start failed, the island sends its own request.

/** What the inline script leaves for the island. */
export type HeadStart = { operation: string; variables: string; data: Promise<unknown> };

declare global {
  interface Window {
    storefrontHeadStart?: HeadStart | undefined;
  }
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
