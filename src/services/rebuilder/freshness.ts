// A webhook can arrive before the Storefront API shows its change (Shopify's stores are eventually consistent).
// A build started at once would then publish the old data, and nothing would notice. So each webhook's item and
// the time it was changed (`updated_at` of its body) go with the build, which first reads those items' `updatedAt`
// from the store: when the store shows something older (or a deleted item still there), it reads again after a
// short delay, a few times, and builds only once every item is at least as new as its webhook. Still stale after
// the tries: the build is not made, its status says which item and why, and it is tried again later
// (StaleStoreError is retryable, retry-schedule.ts).
//
// What can be checked: products, collections and metaobjects (farms) carry `updatedAt` in the Storefront API;
// articles do not, so an article's update is not checked (its deletion is). An item the store does not show
// after a create or an update is not waited for: it may never be shown (a draft, a product not on the shop's
// sales channel), and waiting for it would hold every other change back.
import { createClient, storefrontRequest } from "../../lib/storefront/client.ts";
import { readStorefrontConfig } from "../../lib/storefront/config.ts";
import { RetryableBuildError } from "./build-contract.ts";

/** What a webhook says changed. */
export type WebhookItem = {
  /** The Storefront global id, e.g. gid://shopify/Product/1001. */
  id: string;
  /** When it was changed (its body's updated_at); null when the body has none (a deletion, an article). */
  updatedAt: string | null;
  deleted: boolean;
};

const resources: Record<string, string> = { products: "Product", collections: "Collection", metaobjects: "Metaobject", articles: "Article" };

/** The item a webhook of `topic` with this body is about, or null when it names none that can be checked. */
export function webhookItem(topic: string, body: Record<string, unknown>): WebhookItem | null {
  const [resource, action] = topic.split("/");
  const type = resources[resource ?? ""];
  if (!type) return null;
  const deleted = action === "delete";
  const given = typeof body.admin_graphql_api_id === "string" ? body.admin_graphql_api_id : body.id;
  const id =
    typeof given === "string" && given.startsWith(`gid://shopify/${type}/`)
      ? given
      : typeof given === "number" || (typeof given === "string" && /^\d+$/.test(given))
        ? `gid://shopify/${type}/${given}`
        : null;
  if (!id || id.length > 200) return null;
  if (deleted) return { id, updatedAt: null, deleted };
  // The Storefront API gives articles no updatedAt: nothing to compare an update with, but the article is named (a
  // warm build reads the changed articles again: lib/storefront/catalogue-changes.ts).
  if (type === "Article") return { id, updatedAt: null, deleted };
  const updatedAt = typeof body.updated_at === "string" && !Number.isNaN(Date.parse(body.updated_at)) ? body.updated_at : null;
  return updatedAt ? { id, updatedAt, deleted } : null;
}

/** What the store showed of an item: not there (null), or there with its updatedAt (null when it has none). */
export type Observed = ReadonlyMap<string, { updatedAt: string | null } | null>;

/** Why an item's webhook is not yet reflected by what the store showed; null when it is. */
export function staleness(item: WebhookItem, seen: { updatedAt: string | null } | null | undefined): string | null {
  if (item.deleted) return seen ? `${item.id} was deleted but the store still shows it` : null;
  if (!seen || !item.updatedAt) return null; // not shown: see the note at the top
  const shown = Date.parse(seen.updatedAt ?? "");
  if (Number.isNaN(shown) || shown < Date.parse(item.updatedAt)) {
    return `the store shows ${item.id} as of ${seen.updatedAt ?? "no time"}, older than its webhook's ${item.updatedAt}`;
  }
  return null;
}

export class StaleStoreError extends RetryableBuildError {
  override name = "StaleStoreError";
}

const UPDATED_AT = `#graphql
  query RebuilderUpdatedAt($ids: [ID!]!) {
    nodes(ids: $ids) {
      id
      ... on Product { updatedAt }
      ... on Collection { updatedAt }
      ... on Metaobject { updatedAt }
    }
  }
`;

/** The Storefront API's largest `nodes(ids:)`. */
const idsPerRequest = 250;

/** Reads what the store named by `env` shows of these ids now. */
export function storeReader(env: NodeJS.ProcessEnv) {
  const api = createClient(readStorefrontConfig(env));
  return async (ids: readonly string[], signal?: AbortSignal): Promise<Observed> => {
    const seen = new Map<string, { updatedAt: string | null } | null>();
    for (let start = 0; start < ids.length; start += idsPerRequest) {
      const chunk = ids.slice(start, start + idsPerRequest);
      const data = await storefrontRequest<string, { nodes: ({ id: string; updatedAt?: string } | null)[] }>(
        "RebuilderUpdatedAt",
        UPDATED_AT,
        { ids: chunk },
        { api, signal },
      );
      chunk.forEach((id, i) => {
        const node = data?.nodes?.[i];
        seen.set(id, node ? { updatedAt: node.updatedAt ?? null } : null);
      });
    }
    return seen;
  };
}

export type FreshnessOptions = {
  read: (ids: readonly string[], signal?: AbortSignal) => Promise<Observed>;
  /** Reads in all (default 4): the first, then again after `delayMs`, twice that, ... */
  tries?: number;
  delayMs?: number;
  signal?: AbortSignal;
  log?: (line: string) => void;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
};

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });

/**
 * Resolves once the store shows every item at least as new as its webhook; throws StaleStoreError after `tries`
 * reads that still show something older.
 */
export async function awaitFreshStore(items: readonly WebhookItem[], options: FreshnessOptions): Promise<void> {
  if (items.length === 0) return;
  const tries = options.tries ?? 4;
  const delayMs = options.delayMs ?? 1_000;
  const sleep = options.sleep ?? pause;
  let waiting = [...items];
  for (let attempt = 1; ; attempt++) {
    const seen = await options.read(waiting.map((item) => item.id), options.signal);
    const stale = waiting.map((item) => ({ item, why: staleness(item, seen.get(item.id)) })).filter((s) => s.why !== null);
    if (stale.length === 0) {
      if (attempt > 1) options.log?.(`[rebuilder] the store shows every change its webhooks announced (read ${attempt} times)`);
      return;
    }
    const first = stale[0]!.why!;
    if (attempt >= tries) {
      throw new StaleStoreError(
        `the store still shows ${stale.length} item(s) older than their webhooks after ${tries} reads (${first}); not published, tried again later`,
      );
    }
    const wait = delayMs * 2 ** (attempt - 1);
    options.log?.(`[rebuilder] ${stale.length} item(s) not yet as new as their webhooks (${first}); reading again in ${wait} ms`);
    waiting = stale.map((s) => s.item);
    await sleep(wait, options.signal);
  }
}
