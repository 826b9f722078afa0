// The review service under Node: `npm run reviews` serves it (default http://127.0.0.1:8788), and
// `npm run reviews -- list [pending|published|hidden]`, `-- publish ID`, `-- hide ID` let an editor moderate.
// `npm start`, `npm run dev` and the end-to-end setup start it beside the emulator through startReviewService().
//
// Settings (README, "The review service"): REVIEWS_PORT, REVIEWS_DB (the SQLite file, limits included),
// REVIEWS_ALLOWED_ORIGINS, REVIEWS_AUTO_PUBLISH, REVIEWS_PUBLISH_APPROVED_REVIEWERS, REVIEWS_SEED, REVIEWS_PROXY_HOPS,
// REVIEWS_READ_TOKEN, REVIEWS_RATE_LIMIT and the other limits (limits-env.ts); with JUDGEME_API_TOKEN and
// JUDGEME_SHOP_DOMAIN, reviews are kept by Judge.me.
// Demo behaviour is for the local emulator only: with a store on this machine an empty database is filled with demo
// reviews and new reviews are published on arrival; with a real store the service starts empty and keeps new
// reviews for moderation, unless REVIEWS_SEED=1 / REVIEWS_AUTO_PUBLISH=1 ask otherwise by name.
// With REBUILDER_URL and REBUILDER_INTERNAL_SECRET, a review published (on arrival, or by `publish ID`) or hidden
// (`hide ID`) asks the rebuilder for a build, so the product page's static HTML follows; a rebuilder that does
// not answer is logged and changes nothing else.
import { serve, type ServerType } from "@hono/node-server";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { createReviewsApp, type ReviewLimits } from "./app.ts";
import { demoReviewsFromStore } from "./demo-seed.ts";
import type { SeedReview } from "./seed.ts";
import { JudgeMeReviewStore, type JudgeMeConfig } from "./judgeme-store.ts";
import { clientAddress, proxyHopsFromEnv } from "./client-address.ts";
import { cannotTell, productCheckFor } from "./product-check.ts";
import { SqliteRateLimiter } from "./rate-limit.ts";
import { limitsFromEnv } from "./limits-env.ts";
import { SqliteReviewStore } from "./sqlite-store.ts";
import type { ReviewStatus, ReviewStore } from "./store.ts";
import { isLocalStore, readStorefrontConfig, type StorefrontConfig } from "../../lib/storefront/config.ts";
import { eventLog, jsonLogger } from "../shared/log.ts";
import { loadDotEnv, projectRoot } from "../shared/project.ts";
import { requestRebuild } from "../rebuilder/notify.ts";

// The end-to-end setup and the tests ask the store the way the service does.
export { storefrontProductCheck } from "./product-check.ts";

export const reviewDefaults = { host: "127.0.0.1", port: 8788 } as const;
export const defaultDatabase = join(projectRoot, ".data", "reviews.sqlite");

export type ReviewServiceOptions = {
  port: number;
  host?: string;
  database?: string;
  allowedOrigins?: readonly string[];
  autoPublish?: boolean;
  /** Demo reviews to fill an empty database with (demo-seed.ts reads them from the store); undefined: none. */
  demoReviews?: (() => Promise<readonly SeedReview[]>) | undefined;
  /** The limits (app.ts defaultLimits for any left out), kept in the database so every process shares them. */
  limits?: Partial<ReviewLimits>;
  quiet?: boolean;
  /** Keep reviews in Judge.me instead of the SQLite file. */
  judgeMe?: JudgeMeConfig;
  /** How many reverse proxies in front append the client's address to X-Forwarded-For (0: the socket's address). */
  proxyHops?: number;
  /**
   * Whether a product exists (from the store); it answers undefined when that cannot be told, and the review then
   * waits for an editor. Left out (tests, benchmarks), every product counts as known.
   */
  isKnownProduct?: (numericId: string) => Promise<boolean | undefined>;
  /** With auto-publish off, publish at once the reviews of a reviewer an editor approved before. */
  publishApprovedReviewers?: boolean;
  /** The bearer token of the build's bulk read (GET /reviews/all). */
  readToken?: string;
  /** Without a token, whether the bulk read is open (the local demo store only). */
  openBulkRead?: boolean;
  /** The rebuilder to ask for a build when a review is published (REBUILDER_URL, REBUILDER_INTERNAL_SECRET). */
  rebuilder?: RebuilderLink;
};

export type RebuilderLink = { url: string; secret: string; timeoutMs?: number };

/** The rebuilder link the environment configures, or undefined when either half is missing. */
export function rebuilderLinkFromEnv(env: NodeJS.ProcessEnv): RebuilderLink | undefined {
  const url = env.REBUILDER_URL?.trim();
  // The first of a rotation's list (REBUILDER_INTERNAL_SECRETS) is the current secret, as the rebuilder reads it.
  const secret = (env.REBUILDER_INTERNAL_SECRETS?.split(",")[0] ?? "").trim() || env.REBUILDER_INTERNAL_SECRET?.trim();
  return url && secret ? { url, secret } : undefined;
}

/**
 * Asks the rebuilder for a build because a product's reviews changed. Never throws and gives up after a few
 * seconds (requestRebuild): a review is stored whatever the rebuilder does; a failed call is only logged, and the
 * next build (any later change, or an editor's) brings the page up to date.
 */
export async function notifyRebuilder(link: RebuilderLink, productId: string, what: string, log: (line: Record<string, unknown>) => void): Promise<boolean> {
  const reason = `review ${what} for product ${productId}`;
  const ok = await requestRebuild(link.url, { secret: link.secret, reason, timeoutMs: link.timeoutMs ?? 3_000 });
  log({ event: ok ? "rebuild-requested" : "rebuild-request-failed", product: productId, rebuilder: link.url });
  return ok;
}

export type RunningReviewService = { url: string; close: () => Promise<void> };

function originsFrom(env: NodeJS.ProcessEnv): string[] {
  const listed = (env.REVIEWS_ALLOWED_ORIGINS ?? "").split(",").map((o) => o.trim()).filter(Boolean);
  const site = env.SITE_URL ? [new URL(env.SITE_URL).origin] : [];
  const port = env.PORT || "4321";
  return [...new Set([...listed, ...site, `http://localhost:${port}`, `http://127.0.0.1:${port}`])];
}

const optional = <K extends string, V>(key: K, value: V | undefined) => (value === undefined ? {} : ({ [key]: value } as Record<K, V>));

/** A yes/no setting given by name ("1", "true", "yes" / "0", "false", "no"), else the default. */
function flag(env: NodeJS.ProcessEnv, key: string, fallback: boolean): boolean {
  const value = env[key]?.trim().toLowerCase();
  if (value === "1" || value === "true" || value === "yes") return true;
  if (value === "0" || value === "false" || value === "no") return false;
  if (value) console.warn(`[reviews] ${key}=${JSON.stringify(env[key])} is neither 1 nor 0; using ${fallback ? 1 : 0}`);
  return fallback;
}

/**
 * The store the service checks products against and reads demo products from; undefined when misconfigured, which
 * is said once: every review then waits for an editor, and no demo reviews are made.
 */
function storeOf(env: NodeJS.ProcessEnv, warn = false): StorefrontConfig | undefined {
  try {
    return readStorefrontConfig(env);
  } catch (error) {
    if (warn) console.warn(`[reviews] ${error instanceof Error ? error.message : error}: no product can be confirmed, so every review waits for an editor, and no demo reviews are made`);
    return undefined;
  }
}

/** The settings of `npm run reviews` and `npm start`, from the environment. */
export function reviewOptionsFromEnv(env: NodeJS.ProcessEnv): ReviewServiceOptions {
  const store = storeOf(env, true);
  // Demo defaults only for a store named at a local address (the emulator, as `npm start` and .env.example name it):
  // a real shop's reviews are never made up, nor published unread, and neither are those of a service whose store
  // was left unnamed by mistake.
  const demoStore = Boolean(env.PUBLIC_SHOPIFY_STORE_DOMAIN?.trim()) && store !== undefined && isLocalStore(store);
  const seed = store !== undefined && flag(env, "REVIEWS_SEED", demoStore);
  return {
    port: Number(env.REVIEWS_PORT) || reviewDefaults.port,
    database: env.REVIEWS_DB || defaultDatabase,
    allowedOrigins: originsFrom(env),
    autoPublish: flag(env, "REVIEWS_AUTO_PUBLISH", demoStore),
    demoReviews: seed && store ? () => demoReviewsFromStore(store) : undefined,
    proxyHops: proxyHopsFromEnv(env),
    limits: limitsFromEnv(env),
    isKnownProduct: store ? productCheckFor(store) : cannotTell,
    publishApprovedReviewers: flag(env, "REVIEWS_PUBLISH_APPROVED_REVIEWERS", false),
    ...optional("readToken", env.REVIEWS_READ_TOKEN?.trim() || undefined),
    // Without a token the build's bulk read is open for the local demo store only.
    openBulkRead: demoStore,
    ...(env.JUDGEME_API_TOKEN && env.JUDGEME_SHOP_DOMAIN
      ? { judgeMe: { apiToken: env.JUDGEME_API_TOKEN, shopDomain: env.JUDGEME_SHOP_DOMAIN } }
      : {}),
    ...optional("rebuilder", rebuilderLinkFromEnv(env)),
  };
}

/**
 * Fills an empty database with the demo reviews. A store that cannot list its products is no reason not to serve:
 * the service starts empty, and the next start tries again (the database is still empty then).
 */
async function seedIfEmpty(store: SqliteReviewStore, demoReviews: () => Promise<readonly SeedReview[]>, quiet: boolean): Promise<void> {
  if ((await store.count()) > 0) return;
  let seeded: readonly SeedReview[];
  try {
    seeded = await demoReviews();
  } catch (error) {
    console.warn(`[reviews] no demo reviews: the store's products could not be read (${error instanceof Error ? error.message : error}); starting empty`);
    return;
  }
  // One transaction, which checks again that the database is empty: a start that dies halfway leaves no half-seeded
  // database, and a second service that started on the same empty database meanwhile does not seed it twice.
  const stored = await store.addMany(seeded.map(({ review, createdAt }) => ({ review, status: "published" as const, createdAt })), true);
  if (stored && !quiet) console.log(`[reviews] seeded ${seeded.length} demo reviews of the store's products`);
}

export async function startReviewService(options: ReviewServiceOptions): Promise<RunningReviewService> {
  let store: ReviewStore & { close?: () => void };
  if (options.judgeMe) {
    store = new JudgeMeReviewStore(options.judgeMe);
    if (!options.quiet) console.log(`[reviews] reviews are kept by Judge.me for ${options.judgeMe.shopDomain}`);
  } else {
    const sqlite = new SqliteReviewStore(options.database ?? defaultDatabase);
    try {
      if (options.demoReviews) await seedIfEmpty(sqlite, options.demoReviews, options.quiet ?? false);
    } catch (error) {
      sqlite.close();
      throw error;
    }
    store = sqlite;
  }
  // The limits live in the reviews' database file (a table of their own), or beside it when Judge.me keeps the reviews.
  const limiter = new SqliteRateLimiter(options.database ?? defaultDatabase);
  const host = options.host ?? reviewDefaults.host;
  const hops = options.proxyHops ?? 0;
  const log = options.quiet ? () => {} : eventLog(jsonLogger(undefined, undefined, "reviews"));
  const rebuilder = options.rebuilder;
  const app = createReviewsApp({
    store,
    allowedOrigins: options.allowedOrigins ?? [],
    autoPublish: options.autoPublish ?? false,
    limiter,
    ...optional("limits", options.limits),
    ...optional("isKnownProduct", options.isKnownProduct),
    ...optional("publishApprovedReviewers", options.publishApprovedReviewers),
    ...optional("readToken", options.readToken),
    ...optional("openBulkRead", options.openBulkRead),
    // The socket's address (@hono/node-server's getConnInfo), or behind REVIEWS_PROXY_HOPS proxies the entry of
    // X-Forwarded-For the first of them appended (client-address.ts).
    clientOf: (c) => clientAddress(getConnInfo(c).remote.address, c.req.header("x-forwarded-for"), hops),
    log,
    ...(rebuilder ? { onPublished: ({ productId }: { productId: string }) => void notifyRebuilder(rebuilder, productId, "published", log) } : {}),
  });
  const server: ServerType = await new Promise((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => {
      store.close?.();
      limiter.close();
      reject(
        error.code === "EADDRINUSE"
          ? new Error(`Port ${options.port} is in use, so the review service cannot start there. Is \`npm start\` already running? Set REVIEWS_PORT to a free port.`)
          : error,
      );
    };
    const running = serve({ fetch: app.fetch, port: options.port, hostname: host }, () => {
      // Only a failure to start closes the database; later server errors are logged and the service goes on.
      running.off("error", failed);
      running.on("error", (error) => console.error("[reviews] server error:", error));
      resolve(running);
    });
    running.once("error", failed);
  });
  const { port } = server.address() as AddressInfo;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}`,
    // Safe to call twice (Ctrl-C while the dev server exits): both wait for the same close.
    close: () =>
      (closing ??= new Promise<void>((resolve) => {
        server.close(() => {
          store.close?.();
          limiter.close();
          resolve();
        });
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      })),
  };
}

/**
 * `npm run reviews -- list|publish|hide`: what an editor does, straight on the database. Publishing or hiding
 * also asks the rebuilder (when `rebuilder` is set) for a build, after the change is made and reported.
 */
export async function moderate(args: string[], database: string, rebuilder?: RebuilderLink): Promise<number> {
  const store = new SqliteReviewStore(database);
  try {
    const [command, argument] = args;
    if (command === "list") {
      const status = (["pending", "published", "hidden"].includes(argument ?? "") ? argument : null) as ReviewStatus | null;
      // Quoted as JSON strings, so that nothing a reviewer typed can act on the editor's terminal.
      const shown = (text: string) => JSON.stringify(text);
      for (const review of await store.moderation(status, 200)) {
        console.log(`${review.id}\t${review.status}\tproduct ${review.product_id}\t${review.rating}★\t${shown(review.reviewer.name)} <${shown(review.email)}>\t${shown(review.title)}`);
      }
      return 0;
    }
    if ((command === "publish" || command === "hide") && argument && /^\d+$/.test(argument)) {
      const changed = await store.setStatus(argument, command === "publish" ? "published" : "hidden");
      console.log(changed ? `Review ${argument} is now ${command === "publish" ? "published" : "hidden"}.` : `No review has the id ${argument}.`);
      const productId = changed && rebuilder ? await store.productOf(argument) : null;
      if (rebuilder && productId) {
        // The change is made and reported; the exit code says whether it was, not whether the rebuilder answered.
        const ok = await notifyRebuilder(rebuilder, productId, command === "publish" ? "published" : "hidden", () => {});
        console.log(ok ? "The rebuilder was asked for a build." : `The rebuilder (${rebuilder.url}) did not take the request; the page changes with the next build.`);
      }
      return changed ? 0 : 1;
    }
    console.error("Usage: npm run reviews [-- list [pending|published|hidden] | publish ID | hide ID]");
    return 2;
  } finally {
    store.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  loadDotEnv();
  const options = reviewOptionsFromEnv(process.env);
  const args = process.argv.slice(2);
  if (args.length > 0) {
    if (options.judgeMe) {
      console.error("Reviews are kept by Judge.me (JUDGEME_API_TOKEN is set): moderate them in Judge.me's admin.");
      process.exit(2);
    }
    process.exit(await moderate(args, options.database!, options.rebuilder));
  }
  try {
    const service = await startReviewService(options);
    console.log(`Review service: ${service.url} (database ${options.database})`);
    const stop = async () => {
      await service.close();
      process.exit(0);
    };
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
