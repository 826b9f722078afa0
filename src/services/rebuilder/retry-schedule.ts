// Builds that failed because the store could not be read are tried again later, a few times, after a doubling
// delay (REBUILDER_RETRIES, REBUILDER_RETRY_DELAY_MS). At most one batch waits: the triggers of a later failure
// join it, at the later attempt number, so a store that is down for a while costs one build per delay, not one
// per webhook.
import type { Trigger } from "./build-contract.ts";
import type { Logger } from "../shared/log.ts";

export type RetryState = { attempt: number; at: string; triggers: readonly Trigger[] };

export type RetrySchedule = {
  /** Queues the failed build's triggers again; answers when (and which attempt), or null when retries are spent. */
  schedule: (triggers: readonly Trigger[], buildId: string) => { attempt: number; at: string } | null;
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
  /** Hands the triggers back to the build queue when their delay has passed. */
  requeue: (trigger: Trigger) => void;
}): RetrySchedule {
  let waiting: (RetryState & { triggers: Trigger[]; timer: ReturnType<typeof setTimeout>; done: Promise<void>; fire: () => void }) | null = null;
  return {
    schedule(triggers, buildId) {
      const attempt = Math.max(0, ...triggers.map((t) => t.retries ?? 0)) + 1;
      if (attempt > options.attempts) {
        options.log("retries-exhausted", { build: buildId, retries: options.attempts });
        return null;
      }
      const again = triggers.map((t) => ({ ...t, retries: attempt }));
      if (waiting) {
        // Already waiting: the new failure's triggers wait with it, at the later attempt number.
        waiting.triggers.push(...again);
        waiting.attempt = Math.max(waiting.attempt, attempt);
        return { attempt: waiting.attempt, at: waiting.at };
      }
      const delay = options.baseDelayMs * 2 ** (attempt - 1);
      const at = new Date(options.now().getTime() + delay).toISOString();
      let fire!: () => void;
      const done = new Promise<void>((resolve) => (fire = resolve));
      const entry = {
        attempt,
        at,
        triggers: again,
        done,
        fire,
        timer: setTimeout(() => {
          waiting = null;
          for (const trigger of entry.triggers) options.requeue(trigger);
          fire();
        }, delay),
      };
      waiting = entry;
      options.log("build-retry-scheduled", { build: buildId, attempt, of: options.attempts, at });
      return { attempt, at };
    },
    waiting: () => (waiting ? { attempt: waiting.attempt, at: waiting.at, triggers: waiting.triggers } : null),
    settled: () => waiting?.done ?? Promise.resolve(),
    cancel() {
      if (!waiting) return;
      clearTimeout(waiting.timer);
      waiting.fire();
      waiting = null;
    },
  };
}
