// Abort signals the browser's network calls share (the Storefront API edge, the review service client).

/** Aborts when either does; AbortSignal.any where the browser has it (Safari from 17.4), by hand elsewhere. */
export function eitherSignal(a: AbortSignal, b: AbortSignal): AbortSignal {
  if (typeof AbortSignal.any === "function") return AbortSignal.any([a, b]);
  const both = new AbortController();
  for (const signal of [a, b]) {
    if (signal.aborted) both.abort(signal.reason);
    else signal.addEventListener("abort", () => both.abort(signal.reason), { once: true });
  }
  return both.signal;
}
