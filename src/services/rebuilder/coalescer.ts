// Turns any number of requests into few runs: at most one run at a time, and at most one waiting. Whatever
// arrives while a run is going joins the single waiting batch, which starts as soon as the run ends. A burst of
// webhooks during a build thus costs exactly one more build, which sees every change of the burst.

export type CoalescerState<B> = { running: B | null; pending: B | null };

/**
 * How items gather into a batch: by default an array of every item; the rebuilder's batches keep a bounded summary
 * instead (build-contract.ts), so that any number of items waiting costs bounded memory.
 */
export type Batching<T, B> = { open: (first: T) => B; add: (batch: B, item: T) => void };

const arrays = <T>(): Batching<T, T[]> => ({ open: (first) => [first], add: (batch, item) => void batch.push(item) });

export type Coalescer<T, B = T[]> = {
  /** Queues an item; it is handled by the next run that starts (never by the one already going). */
  add: (item: T) => void;
  state: () => CoalescerState<B>;
  /** Resolves once nothing runs and nothing waits. */
  idle: () => Promise<void>;
};

export type CoalescerOptions = {
  /**
   * How long to wait after the first item of a batch before starting it, so that the webhooks of one bulk edit
   * (which Shopify sends over a second or two) share a build instead of splitting over two. 0 starts on the next
   * turn of the event loop.
   */
  settleMs?: number;
  /** Hears of a run that threw; the coalescer goes on with the next batch either way. */
  onError?: (error: unknown) => void;
};

export function createCoalescer<T, B = T[]>(
  run: (batch: B) => Promise<void>,
  options: CoalescerOptions & { batching?: Batching<T, B> } = {},
): Coalescer<T, B> {
  const settleMs = options.settleMs ?? 0;
  const batching = options.batching ?? (arrays<T>() as unknown as Batching<T, B>);
  let running: B | null = null;
  let pending: B | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let waiters: (() => void)[] = [];

  const settled = () => !running && !pending && !timer;
  const wakeIdle = () => {
    if (!settled()) return;
    const waiting = waiters;
    waiters = [];
    for (const resolve of waiting) resolve();
  };

  const start = () => {
    timer = null;
    if (running || !pending) return;
    const batch = pending;
    pending = null;
    running = batch;
    void (async () => {
      try {
        await run(batch);
      } catch (error) {
        options.onError?.(error);
      } finally {
        running = null;
        if (pending) schedule();
        else wakeIdle();
      }
    })();
  };

  // Never starts a run synchronously inside add(): the caller (an HTTP handler) answers first.
  const schedule = () => {
    if (!timer) timer = setTimeout(start, settleMs);
  };

  return {
    add(item) {
      if (pending) batching.add(pending, item);
      else pending = batching.open(item);
      if (!running) schedule();
    },
    state: () => ({ running, pending }),
    idle: () => (settled() ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
  };
}
