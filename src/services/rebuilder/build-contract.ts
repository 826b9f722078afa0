// What a build is asked with and answers: the triggers that start one (a webhook, an internal call, an editor,
// the service's start), the job the build step gets, its report to the guards, and the failure that time may fix.
// The rebuilder's core (rebuilder.ts), the HTTP app and the build step (builder.ts) all speak these types.
import type { ExpectedPages } from "./guards.ts";
import type { WebhookItem } from "./freshness.ts";

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
  /** What a webhook says changed, and when: the build checks that the store shows it (freshness.ts). */
  item?: WebhookItem;
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
  /** Why it was asked for: what every trigger it takes says, in bounded form. */
  batch: TriggerBatch;
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
export type Builder = ((job: BuildJob) => Promise<BuildReport | void>) & {
  /** Stops what the builder keeps running between builds (the warm builder's process), when the service stops. */
  close?: () => Promise<void>;
};

export type TriggerSummary = {
  sources: TriggerSource[];
  topics: string[];
  /** How many triggers came per topic (webhooks only; at most `batchLimits.topics` topics). */
  perTopic: Record<string, number>;
  /** The first ids (at most `batchLimits.ids`); `webhooks` counts them all, `moreIds` those not listed. */
  webhookIds: string[];
  webhooks: number;
  moreIds: number;
  reasons: string[];
  force: boolean;
  firstAt: string;
  lastAt: string;
};

/** How much a batch keeps of any number of triggers: the rest is counted, not kept. */
export const batchLimits = { ids: 20, topics: 50, reasons: 20, items: 1_000 } as const;

/**
 * The triggers one build takes, kept in bounded form whatever their number: how many came per source and topic,
 * the first ids and reasons (the rest counted), the changed items with the newest time each was changed (at most
 * `batchLimits.items`; past that the build checks the first ones and counts the rest), whether any asked for force,
 * and the highest retry count. 200,000 webhooks during one build cost as much memory as 1,000.
 */
export type TriggerBatch = {
  count: number;
  sources: Set<TriggerSource>;
  perTopic: Map<string, number>;
  /** Triggers whose topic was not kept (past `batchLimits.topics` distinct topics). */
  otherTopics: number;
  ids: string[];
  webhooks: number;
  reasons: string[];
  items: Map<string, WebhookItem>;
  moreItems: number;
  /** Triggers that named no changed item (a startup, an admin's request, a webhook of a topic without one). */
  unnamed: number;
  force: boolean;
  retries: number;
  firstAt: string;
  lastAt: string;
};

export function newBatch(): TriggerBatch {
  return {
    count: 0,
    sources: new Set(),
    perTopic: new Map(),
    otherTopics: 0,
    ids: [],
    webhooks: 0,
    reasons: [],
    items: new Map(),
    moreItems: 0,
    unnamed: 0,
    force: false,
    retries: 0,
    firstAt: "",
    lastAt: "",
  };
}

/** The newer of two reports of one item: a deletion after an update wins, as does a later update. */
function newer(a: WebhookItem, b: WebhookItem): WebhookItem {
  if (a.deleted !== b.deleted) return b.deleted ? b : a;
  return (Date.parse(b.updatedAt ?? "") || 0) >= (Date.parse(a.updatedAt ?? "") || 0) ? b : a;
}

function addItem(batch: TriggerBatch, item: WebhookItem): void {
  const known = batch.items.get(item.id);
  if (known) batch.items.set(item.id, newer(known, item));
  else if (batch.items.size < batchLimits.items) batch.items.set(item.id, item);
  else batch.moreItems++;
}

/** Adds one trigger to a batch (in place). */
export function addTrigger(batch: TriggerBatch, trigger: Trigger): TriggerBatch {
  batch.count++;
  batch.sources.add(trigger.source);
  if (trigger.topic !== undefined) {
    if (batch.perTopic.has(trigger.topic) || batch.perTopic.size < batchLimits.topics) {
      batch.perTopic.set(trigger.topic, (batch.perTopic.get(trigger.topic) ?? 0) + 1);
    } else batch.otherTopics++;
  }
  if (trigger.webhookId !== undefined) {
    batch.webhooks++;
    if (batch.ids.length < batchLimits.ids && !batch.ids.includes(trigger.webhookId)) batch.ids.push(trigger.webhookId);
  }
  if (trigger.reason !== undefined && batch.reasons.length < batchLimits.reasons && !batch.reasons.includes(trigger.reason)) {
    batch.reasons.push(trigger.reason);
  }
  if (trigger.item) addItem(batch, trigger.item);
  else batch.unnamed++;
  if (trigger.force === true) batch.force = true;
  batch.retries = Math.max(batch.retries, trigger.retries ?? 0);
  if (!batch.firstAt) batch.firstAt = trigger.receivedAt;
  batch.lastAt = trigger.receivedAt;
  return batch;
}

/** Adds everything `from` holds to `into` (in place): a batch handed back for a retry joins the waiting one. */
export function mergeBatch(into: TriggerBatch, from: TriggerBatch): TriggerBatch {
  into.count += from.count;
  for (const source of from.sources) into.sources.add(source);
  for (const [topic, n] of from.perTopic) {
    if (into.perTopic.has(topic) || into.perTopic.size < batchLimits.topics) into.perTopic.set(topic, (into.perTopic.get(topic) ?? 0) + n);
    else into.otherTopics += n;
  }
  into.otherTopics += from.otherTopics;
  into.webhooks += from.webhooks;
  for (const id of from.ids) if (into.ids.length < batchLimits.ids && !into.ids.includes(id)) into.ids.push(id);
  for (const reason of from.reasons) if (into.reasons.length < batchLimits.reasons && !into.reasons.includes(reason)) into.reasons.push(reason);
  for (const item of from.items.values()) addItem(into, item);
  into.moreItems += from.moreItems;
  into.unnamed += from.unnamed;
  into.force ||= from.force;
  into.retries = Math.max(into.retries, from.retries);
  if (!into.firstAt || (from.firstAt && from.firstAt < into.firstAt)) into.firstAt = from.firstAt;
  if (from.lastAt > into.lastAt) into.lastAt = from.lastAt;
  return into;
}

/** A batch of these triggers (tests, and callers that hold a few). */
export function batchOf(triggers: readonly Trigger[]): TriggerBatch {
  const batch = newBatch();
  for (const trigger of triggers) addTrigger(batch, trigger);
  return batch;
}

/** The number of entries a batch holds, whatever it was given: what must stay bounded. */
export function batchEntries(batch: TriggerBatch): number {
  return batch.sources.size + batch.perTopic.size + batch.ids.length + batch.reasons.length + batch.items.size;
}

export function summarise(batch: TriggerBatch): TriggerSummary {
  return {
    sources: [...batch.sources],
    topics: [...batch.perTopic.keys()],
    perTopic: Object.fromEntries(batch.perTopic),
    webhookIds: [...batch.ids],
    webhooks: batch.webhooks,
    moreIds: batch.webhooks - batch.ids.length,
    reasons: [...batch.reasons],
    force: batch.force,
    firstAt: batch.firstAt,
    lastAt: batch.lastAt,
  };
}
