// The rebuilder's core, without HTTP: triggers go into the coalescer (one build running, one batch waiting); each
// build writes a fresh folder through the injected build step, passes the guards or is discarded, and a good one
// is published by the atomic symlink swap, old builds pruned, and the deploy command run. A build that failed
// because the store could not be read is tried again a few times, later. Everything it did is kept for GET
// /status and written as JSON log lines.
import type { PageCounts } from "../../../scripts/safe-build.ts";
import { countPages } from "../../../scripts/safe-build.ts";
import { createCoalescer } from "./coalescer.ts";
import type { Deployer, DeployOutcome } from "./deploy.ts";
import { judge, missingPages, type ExpectedPages } from "./guards.ts";
import { silentLogger, Tail, type Logger } from "./log.ts";
import { RollbackError, type Releases } from "./releases.ts";

export type TriggerSource = "webhook" | "internal" | "admin" | "startup";

/** Why a build was asked for. */
export type Trigger = {
  source: TriggerSource;
  receivedAt: string;
  /** A webhook's X-Shopify-Topic, e.g. "products/update". */
  topic?: string;
  /** A webhook's X-Shopify-Webhook-Id, or an internal call's request id. */
  webhookId?: string;
  /** An internal or editor's call's reason, e.g. "review-published". */
  reason?: string;
  /** Lift the shrink guard for the build that takes this trigger (an editor's POST /rebuild?force=1). */
  force?: boolean;
  /** How many builds of this trigger already failed because the store could not be read (0 or absent: none). */
  retries?: number;
};

/**
 * A build step's failure that time may fix: the store did not answer, answered 5xx or 429, or dropped the
 * connection. Such a build is tried again later; any other failure waits for the next change or an editor.
 */
export class RetryableBuildError extends Error {
  override name = "RetryableBuildError";
  readonly retryable = true;
}

export function isRetryable(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { retryable?: unknown }).retryable === true;
}

export type BuildJob = {
  id: string;
  /** The fresh folder to build into; it does not exist yet. */
  dir: string;
  triggers: readonly Trigger[];
  force: boolean;
  /** One line of the build's output: kept for the status (the last lines) and logged. */
  log: (line: string) => void;
  /** Aborted when the build exceeds its time limit or the service stops. */
  signal: AbortSignal;
  /** The build live when this one began, which it may start from (null when nothing is live yet). */
  live: { id: string; dir: string } | null;
};

/** What a build tells the guards: the pages the catalogue named, each of which the build must hold. */
export type BuildReport = { expected?: ExpectedPages };
export type Builder = (job: BuildJob) => Promise<BuildReport | void>;

export type TriggerSummary = {
  sources: TriggerSource[];
  topics: string[];
  /** The first ids (at most 20); `webhooks` counts them all. */
  webhookIds: string[];
  webhooks: number;
  reasons: string[];
  force: boolean;
  firstAt: string;
  lastAt: string;
};

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
  logTail: string[];
  deploy: DeployOutcome | null;
  /** When a failed build is to be tried again, and which retry that is (1 = the first). */
  retry: { attempt: number; at: string } | null;
};

export type RebuilderStatus = {
  live: { id: string; pages: PageCounts | null } | null;
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
  /** Share of product pages a build may lose against the live build (default scripts/safe-build.ts's). */
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
  /** Stops the running build (it counts as failed; the live build stays) and drops the waiting batch. */
  close: () => Promise<void>;
};

export { RollbackError };

export function summarise(triggers: readonly Trigger[]): TriggerSummary {
  const unique = <T>(values: (T | undefined)[]) => [...new Set(values.filter((v): v is T => v !== undefined))];
  const ids = unique(triggers.map((t) => t.webhookId));
  return {
    sources: unique(triggers.map((t) => t.source)),
    topics: unique(triggers.map((t) => t.topic)),
    webhookIds: ids.slice(0, 20),
    webhooks: ids.length,
    reasons: unique(triggers.map((t) => t.reason)).slice(0, 20),
    force: triggers.some((t) => t.force === true),
    firstAt: triggers[0]?.receivedAt ?? "",
    lastAt: triggers.at(-1)?.receivedAt ?? "",
  };
}

type LiveRecord = BuildRecord & { tail: Tail };

export function createRebuilder(options: RebuilderOptions): Rebuilder {
  const { releases, builder } = options;
  const keep = options.keep ?? 5;
  const buildTimeoutMs = options.buildTimeoutMs ?? 30 * 60_000;
  const log = options.log ?? silentLogger;
  const now = options.now ?? (() => new Date());
  const historySize = options.history ?? 20;
  const retryAttempts = options.retry?.attempts ?? 3;
  const retryBaseMs = options.retry?.baseDelayMs ?? 30_000;
  const records: LiveRecord[] = [];
  // At most one batch waits to be tried again; triggers of a later failure join it.
  let retrying: { attempt: number; at: string; triggers: Trigger[]; timer: ReturnType<typeof setTimeout>; done: Promise<void>; fire: () => void } | null = null;
  let current: { record: LiveRecord; controller: AbortController } | null = null;
  let lastRollback: RebuilderStatus["lastRollback"] = null;
  let closed = false;
  // Deploys go out in the order of the swaps that caused them, one at a time, so the remote copy ends up as the
  // local live build, even when a rollback comes while a build's deploy is still uploading.
  let deployChain: Promise<unknown> = Promise.resolve();
  const deployLive = (dir: string, id: string): Promise<DeployOutcome | null> => {
    const deploy = options.deploy;
    if (!deploy) return Promise.resolve(null);
    const next = deployChain.then(async () => {
      log("deploy-started", { build: id });
      const outcome: DeployOutcome = await deploy(dir, id).catch((error: unknown) => ({
        ok: false,
        exitCode: null,
        signal: null,
        durationMs: 0,
        logTail: [],
        error: error instanceof Error ? error.message : String(error),
      }));
      log(outcome.ok ? "deploy-finished" : "deploy-failed", { build: id, ...outcome });
      return outcome;
    });
    deployChain = next.catch(() => {});
    return next;
  };

  const plain = (record: LiveRecord): BuildRecord => {
    const { tail, ...rest } = record;
    return { ...rest, logTail: tail.lines() };
  };

  async function build(triggers: Trigger[]): Promise<void> {
    if (closed) return;
    const force = triggers.some((t) => t.force === true);
    const { id, dir } = releases.prepare(now());
    const started = performance.now();
    const record: LiveRecord = {
      id,
      outcome: "building",
      startedAt: now().toISOString(),
      finishedAt: null,
      durationMs: null,
      trigger: summarise(triggers),
      pages: null,
      forced: false,
      reasons: [],
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
        triggers,
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
      finish("published");
      log("build-published", { build: id, pages, replaced: liveId, forced: verdict.forced, durationMs: record.durationMs });
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
        } else if (isRetryable(error)) {
          scheduleRetry(triggers, record);
        }
      } else {
        log("error", { build: id, error });
      }
    } finally {
      clearTimeout(timer);
      current = null;
    }
  }

  /** Queues a failed batch again after a growing delay, up to the configured number of times. */
  function scheduleRetry(triggers: readonly Trigger[], record: LiveRecord): void {
    if (closed) return;
    const attempt = Math.max(0, ...triggers.map((t) => t.retries ?? 0)) + 1;
    if (attempt > retryAttempts) {
      log("retries-exhausted", { build: record.id, retries: retryAttempts });
      return;
    }
    const again = triggers.map((t) => ({ ...t, retries: attempt }));
    if (retrying) {
      // Already waiting: the new failure's triggers wait with it, at the later attempt number.
      retrying.triggers.push(...again);
      retrying.attempt = Math.max(retrying.attempt, attempt);
      record.retry = { attempt: retrying.attempt, at: retrying.at };
      return;
    }
    const delay = retryBaseMs * 2 ** (attempt - 1);
    const at = new Date(now().getTime() + delay).toISOString();
    let fire!: () => void;
    const done = new Promise<void>((resolve) => (fire = resolve));
    const entry = {
      attempt,
      at,
      triggers: again,
      done,
      fire,
      timer: setTimeout(() => {
        retrying = null;
        if (!closed) for (const trigger of entry.triggers) queue.add(trigger);
        fire();
      }, delay),
    };
    retrying = entry;
    record.retry = { attempt, at };
    log("build-retry-scheduled", { build: record.id, attempt, of: retryAttempts, at });
  }

  const queue = createCoalescer(build, {
    ...(options.settleMs === undefined ? {} : { settleMs: options.settleMs }),
    onError: (error) => log("error", { error }),
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
        live: liveId ? { id: liveId, pages: await countPages(releases.dirOf(liveId)) } : null,
        previous: await releases.previousId(),
        good: await releases.good(),
        running: current ? plain(current.record) : null,
        pending: pending ? summarise(pending) : null,
        builds: records.map(plain),
        lastRollback,
        retrying: retrying ? { attempt: retrying.attempt, at: retrying.at, trigger: summarise(retrying.triggers) } : null,
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
        if (!retrying) return;
        await retrying.done;
      }
    },

    async close() {
      closed = true;
      if (retrying) {
        clearTimeout(retrying.timer);
        retrying.fire();
        retrying = null;
      }
      current?.controller.abort(new Error("the rebuilder is stopping"));
      await queue.idle();
      await deployChain;
    },
  };
}
