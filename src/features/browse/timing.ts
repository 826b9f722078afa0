// Two small guards for answers that arrive in their own time. Tested in browse.test.ts.

/**
 * Only the newest request counts. Each start() aborts the one before it and returns its own signal and a check:
 * an answer whose check fails arrived after a newer request began (the shopper typed "ho", then "honey"; the "ho"
 * answer comes back last) and must not replace what the newer one shows.
 */
export function latestOnly() {
  let current: AbortController | null = null;
  return {
    start(): { signal: AbortSignal; isCurrent: () => boolean } {
      current?.abort();
      const controller = new AbortController();
      current = controller;
      return { signal: controller.signal, isCurrent: () => current === controller };
    },
    /** Abandon the request in flight, if any (the component unmounts, the search box closes). */
    cancel(): void {
      current?.abort();
      current = null;
    },
  };
}

export type Debounced<A extends unknown[]> = ((...args: A) => void) & {
  /** Forget the call that is waiting. */
  cancel(): void;
  /** Run the waiting call now, if there is one. */
  flush(): void;
};

/** Calls `run` once calls have stopped for `waitMs`, with the last call's arguments. */
export function debounce<A extends unknown[]>(run: (...args: A) => void, waitMs: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;
  const fire = () => {
    timer = null;
    const args = pending;
    pending = null;
    if (args) run(...args);
  };
  const debounced = ((...args: A) => {
    pending = args;
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(fire, waitMs);
  }) as Debounced<A>;
  debounced.cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  debounced.flush = () => {
    if (timer !== null) clearTimeout(timer);
    fire();
  };
  return debounced;
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}
