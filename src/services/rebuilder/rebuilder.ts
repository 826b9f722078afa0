// The rebuilder's core, without HTTP: triggers go into the coalescer (one build running, one batch waiting); each
// build writes a fresh folder through the injected build step, passes the guards or is discarded, and a good one
// is published by the atomic symlink swap, old builds pruned, and the deploy command run. A build that failed
// because the store could not be read is tried again a few times, later. Everything it did is kept for GET
// /status and written as JSON log lines.
import type { PageCounts } from "../shared/safe-build.ts";
import { countPages } from "../shared/safe-build.ts";
import { addTrigger, batchEntries, batchOf, isRetryable, mergeBatch, summarise, type Builder, type Trigger, type TriggerBatch, type TriggerSummary } from "./build-contract.ts";
import { createCoalescer } from "./coalescer.ts";
import { deployInOrder, type Deployer, type DeployOutcome } from "./deploy.ts";
import { judge, missingPages } from "./guards.ts";
import { silentLogger, Tail, type Logger } from "../shared/log.ts";
import { RollbackError, type Releases } from "./releases.ts";
import { createRetrySchedule } from "./retry-schedule.ts";

export type BuildOutcome = "building" | "published" | "refused" | "failed";

export type BuildRecord = {
  id: string;
  outcome: BuildOutcome;
  startedAt: string;
  finishedAt: string | null;
  /** From the start of the build to the decision (publish, refuse or fail); the deploy has its own. */
  durationMs: number | null;
  trigger: TriggerSummary;
  pages: PageCounts | null;
  /** True when force let a build through the shrink guard. */
  forced: boolean;
  /** Why it was refused or failed. */
  reasons: string[];
  /**
   * What a published build took from a fallback because a side service did not answer (e.g. the reviews of the
   * last good read): empty for a whole build.
   */
  degraded: string[];
  logTail: string[];
  deploy: DeployOutcome | null;
  /** When a failed build is to be tried again, and which retry that is (1 = the first). */
  retry: { attempt: number; at: string } | null;
};

export type RebuilderStatus = {
  /** The live build; `degraded` as its record says, while that is among the builds remembered. */
  live: { id: string; pages: PageCounts | null; degraded: string[] } | null;
  previous: string | null;
  good: string[];
  running: BuildRecord | null;
  pending: TriggerSummary | null;
  builds: BuildRecord[];
  lastRollback: { at: string; from: string | null; to: string; deploy: DeployOutcome | null } | null;
  /** A failed build's triggers waiting to be tried again. */
  retrying: { attempt: number; at: string; trigger: TriggerSummary } | null;
};

export type RebuilderOptions = {
  releases: Releases;
  builder: Builder;
  /**
   * The newest good builds kept on disk, the live one counted among them (default 5). The live build, the one a
   * rollback would return to and the one the last swap replaced are kept even beyond that (Releases.prune).
   */
  keep?: number;
  /** Share of product pages a build may lose against the live build (default src/services/shared/safe-build.ts's). */
  shrinkLimit?: number;
  settleMs?: number;
  /**
   * A build still running after this long counts as failed (default 30 minutes): its signal is aborted and the
   * queue moves on at once, whether or not the build step stops.
   */
  buildTimeoutMs?: number;
  /**
   * Builds that failed because the store could not be read (RetryableBuildError) are tried again up to `attempts`
   * times, after `baseDelayMs`, then twice that, and so on (default 3 times from 30 s). Refused builds never are.
   */
  retry?: { attempts?: number; baseDelayMs?: number };
  deploy?: Deployer;
  log?: Logger;
  now?: () => Date;
  /** Builds remembered for the status (default 20). */
  history?: number;
  /** Hears of every change of the live build (publish and rollback), e.g. to warm a server up. */
  onLive?: (dir: string, id: string) => void;
};

export type Rebuilder = {
  trigger: (trigger: Trigger) => void;
  status: () => Promise<RebuilderStatus>;
  /** Points live back at the previous good build at once; a deploy command then runs in the background. */
  rollback: () => Promise<{ from: string | null; to: string }>;
  /** Resolves once no build runs or waits. */
  idle: () => Promise<void>;
  /** How many entries the waiting batch and the batch waiting for a retry hold: bounded, however many triggers came. */
  held: () => number;
  /** Stops the running build (it counts as failed; the live build stays) and drops the waiting batch. */
  close: () => Promise<void>;
};

export { RollbackError };

const isBatch = (item: Trigger | TriggerBatch): item is TriggerBatch => "perTopic" in item;

type LiveRecord = BuildRecord & { tail: Tail };

export function createRebuilder(options: RebuilderOptions): Rebuilder {
  const { releases, builder } = options;
  const keep = options.keep ?? 5;
  const buildTimeoutMs = options.buildTimeoutMs ?? 30 * 60_000;
  const log = options.log ?? silentLogger;
  const now = options.now ?? (() => new Date());
  const historySize = options.history ?? 20;
  const records: LiveRecord[] = [];
  let current: { record: LiveRecord; controller: AbortController } | null = null;
  let lastRollback: RebuilderStatus["lastRollback"] = null;
  let closed = false;
  const deploys = deployInOrder(options.deploy, log);
  const deployLive = deploys.deploy;

  const plain = (record: LiveRecord): BuildRecord => {
    const { tail, ...rest } = record;
    return { ...rest, logTail: tail.lines() };
  };

  async function build(batch: TriggerBatch): Promise<void> {
    if (closed) return;
    const force = batch.force;
    const { id, dir } = releases.prepare(now());
    const started = performance.now();
    const record: LiveRecord = {
      id,
      outcome: "building",
      startedAt: now().toISOString(),
      finishedAt: null,
      durationMs: null,
      trigger: summarise(batch),
      pages: null,
      forced: false,
      reasons: [],
      degraded: [],
      logTail: [],
      deploy: null,
      retry: null,
      tail: new Tail(40),
    };
    records.unshift(record);
    records.length = Math.min(records.length, historySize);
    const controller = new AbortController();
    current = { record, controller };
    const timer = setTimeout(() => controller.abort(new Error(`the build took longer than ${buildTimeoutMs} ms`)), buildTimeoutMs);
    const finish = (outcome: BuildOutcome, reasons: string[] = []) => {
      record.outcome = outcome;
      record.reasons = reasons;
      record.finishedAt = now().toISOString();
      record.durationMs = Math.round(performance.now() - started);
    };
    log("build-started", { build: id, trigger: record.trigger });
    // The build step gets the signal, but one that ignores it (a read that never ends) must not hold the queue:
    // the build ends here when the signal fires, and the step is left to finish on its own.
    const stopped = new Promise<never>((_resolve, reject) => {
      const stop = () => reject(controller.signal.reason);
      if (controller.signal.aborted) stop();
      else controller.signal.addEventListener("abort", stop, { once: true });
    });
    stopped.catch(() => {});
    const step = releases.liveId().then((liveId) =>
      builder({
        id,
        dir,
        batch,
        force,
        live: liveId ? { id: liveId, dir: releases.dirOf(liveId) } : null,
        signal: controller.signal,
        log: (line) => {
          record.tail.push(line);
          log("build-output", { build: id, line });
        },
      }),
    );
    try {
      const report = await Promise.race([step, stopped]);
      // A time limit that passed just as the step returned still ends the build here.
      controller.signal.throwIfAborted();
      const pages = await countPages(dir);
      record.pages = pages;
      const liveId = await releases.liveId();
      const previous = liveId ? await countPages(releases.dirOf(liveId)) : null;
      const expected = report?.expected ?? { products: [], collections: [], farms: [] };
      const missing = pages ? await missingPages(dir, expected) : [];
      const verdict = judge({ pages, previous, missing, force, ...(options.shrinkLimit === undefined ? {} : { shrinkLimit: options.shrinkLimit }) });
      if (verdict.refusals.length > 0) {
        await releases.discard(id);
        finish("refused", verdict.refusals);
        log("build-refused", { build: id, reasons: verdict.refusals, pages, live: liveId, durationMs: record.durationMs });
        return;
      }
      await releases.publish(id);
      record.forced = verdict.forced;
      record.degraded = report?.degraded ?? [];
      finish("published");
      log("build-published", {
        build: id, pages, replaced: liveId, forced: verdict.forced, durationMs: record.durationMs,
        ...(record.degraded.length > 0 ? { degraded: record.degraded } : {}),
      });
      options.onLive?.(dir, id);
      // The build is live whatever happens next: a failure to clean up old builds is logged, not a failed build.
      await releases.prune(keep).then(
        (pruned) => pruned.length > 0 && log("pruned", { builds: pruned }),
        (error: unknown) => log("prune-failed", { error }),
      );
      record.deploy = await deployLive(dir, id);
    } catch (error) {
      if (record.outcome === "building") {
        const message = error instanceof Error ? error.message : String(error);
        await releases.discard(id).catch(() => {});
        finish("failed", [message]);
        log("build-failed", { build: id, error: message, durationMs: record.durationMs, logTail: record.tail.lines().slice(-10) });
        if (controller.signal.aborted) {
          // An abandoned step may still write its folder when it finally ends; that folder is never published.
          void step.then(
            () => releases.discard(id),
            () => releases.discard(id),
          ).catch(() => {});
        } else if (isRetryable(error) && !closed) {
          record.retry = retries.schedule(batch, record.id);
        }
      } else {
        log("error", { build: id, error });
      }
    } finally {
      clearTimeout(timer);
      current = null;
    }
  }

  // Single triggers and whole batches (handed back for a retry) join the one waiting batch, which stays bounded.
  const queue = createCoalescer<Trigger | TriggerBatch, TriggerBatch>(build, {
    ...(options.settleMs === undefined ? {} : { settleMs: options.settleMs }),
    onError: (error) => log("error", { error }),
    batching: {
      open: (first) => (isBatch(first) ? mergeBatch(batchOf([]), first) : batchOf([first])),
      add: (batch, item) => void (isBatch(item) ? mergeBatch(batch, item) : addTrigger(batch, item)),
    },
  });
  const retries = createRetrySchedule({
    attempts: options.retry?.attempts ?? 3,
    baseDelayMs: options.retry?.baseDelayMs ?? 30_000,
    now,
    log,
    requeue: (batch) => {
      if (!closed) queue.add(batch);
    },
  });

  return {
    trigger(trigger) {
      if (closed) return;
      queue.add(trigger);
    },

    async status() {
      const liveId = await releases.liveId();
      const pending = queue.state().pending;
      return {
        live: liveId
          ? { id: liveId, pages: await countPages(releases.dirOf(liveId)), degraded: records.find((r) => r.id === liveId)?.degraded ?? [] }
          : null,
        previous: await releases.previousId(),
        good: await releases.good(),
        running: current ? plain(current.record) : null,
        pending: pending ? summarise(pending) : null,
        builds: records.map(plain),
        lastRollback,
        retrying: (() => {
          const waiting = retries.waiting();
          return waiting ? { attempt: waiting.attempt, at: waiting.at, trigger: summarise(waiting.batch) } : null;
        })(),
      };
    },

    async rollback() {
      const { from, to } = await releases.rollback();
      log("rolled-back", { from, to });
      options.onLive?.(releases.dirOf(to), to);
      const rollback = { at: now().toISOString(), from, to, deploy: null as DeployOutcome | null };
      lastRollback = rollback;
      // The local swap is done; the deploy (if any) follows in the background and shows in the status.
      void deployLive(releases.dirOf(to), to).then((outcome) => (rollback.deploy = outcome));
      return { from, to };
    },

    // A batch waiting to be retried counts as waiting: idle() resolves once it has been built too.
    async idle() {
      for (;;) {
        await queue.idle();
        if (!retries.waiting()) return;
        await retries.settled();
      }
    },

    held() {
      const pending = queue.state().pending;
      const waiting = retries.waiting();
      return (pending ? batchEntries(pending) : 0) + (waiting ? batchEntries(waiting.batch) : 0);
    },

    async close() {
      closed = true;
      retries.cancel();
      current?.controller.abort(new Error("the rebuilder is stopping"));
      await queue.idle();
      await deploys.settled();
    },
  };
}
