// What a build is asked with and answers: the triggers that start one (a webhook, an internal call, an editor,
// the service's start), the job the build step gets, its report to the guards, and the failure that time may fix.
// The rebuilder's core (rebuilder.ts), the HTTP app and the build step (builder.ts) all speak these types.
import type { ExpectedPages } from "./guards.ts";

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

/**
 * What a build tells the guards: the pages the catalogue named, each of which the build must hold; and what it
 * built from a fallback because a side service did not answer (src/lib/build-notes.ts), shown as degraded.
 */
export type BuildReport = { expected?: ExpectedPages; degraded?: string[] };
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
