// Builds that failed because the store could not be read (or still showed data older than a webhook said) are
// tried again later, a few times, after a doubling delay (REBUILDER_RETRIES, REBUILDER_RETRY_DELAY_MS). At most one
// batch waits: a later failure's batch joins it, at the later attempt number, so a store that is down for a while
// costs one build per delay, not one per webhook, and the waiting batch is bounded (build-contract.ts).
import { mergeBatch, newBatch, type TriggerBatch } from "./build-contract.ts";
import type { Logger } from "../shared/log.ts";

export type RetryState = { attempt: number; at: string; batch: TriggerBatch };

export type RetrySchedule = {
  /** Queues the failed build's batch again; answers when (and which attempt), or null when retries are spent. */
  schedule: (batch: TriggerBatch, buildId: string) => { attempt: number; at: string } | null;
  /** The batch waiting, if any. */
  waiting: () => RetryState | null;
  /** Resolves when the waiting batch (if any) has been handed back to the queue or dropped. */
  settled: () => Promise<void>;
  /** Drops the waiting batch. */
  cancel: () => void;
};

export function createRetrySchedule(options: {
  attempts: number;
  baseDelayMs: number;
  now: () => Date;
  log: Logger;
  /** Hands the batch back to the build queue when its delay has passed. */
  requeue: (batch: TriggerBatch) => void;
}): RetrySchedule {
  let waiting: (RetryState & { timer: ReturnType<typeof setTimeout>; done: Promise<void>; fire: () => void }) | null = null;
  return {
    schedule(batch, buildId) {
      const attempt = batch.retries + 1;
      if (attempt > options.attempts) {
        options.log("retries-exhausted", { build: buildId, retries: options.attempts });
        return null;
      }
      const again = mergeBatch(newBatch(), batch);
      again.retries = attempt;
      if (waiting) {
        // Already waiting: the new failure's batch waits with it, at the later attempt number.
        mergeBatch(waiting.batch, again);
        waiting.attempt = waiting.batch.retries;
        return { attempt: waiting.attempt, at: waiting.at };
      }
      const delay = options.baseDelayMs * 2 ** (attempt - 1);
      const at = new Date(options.now().getTime() + delay).toISOString();
      let fire!: () => void;
      const done = new Promise<void>((resolve) => (fire = resolve));
      const entry = {
        attempt,
        at,
        batch: again,
        done,
        fire,
        timer: setTimeout(() => {
          waiting = null;
          options.requeue(entry.batch);
          fire();
        }, delay),
      };
      waiting = entry;
      options.log("build-retry-scheduled", { build: buildId, attempt, of: options.attempts, at });
      return { attempt, at };
    },
    waiting: () => (waiting ? { attempt: waiting.attempt, at: waiting.at, batch: waiting.batch } : null),
    settled: () => waiting?.done ?? Promise.resolve(),
    cancel() {
      if (!waiting) return;
      clearTimeout(waiting.timer);
      waiting.fire();
      waiting = null;
    },
  };
}
