// The rebuilder under Node: `npm run rebuilder` (default http://127.0.0.1:8789). It receives Shopify's webhooks,
// builds the site into <root>/builds/<id>/ in the background and publishes a good build by swapping the
// <root>/live symlink; `--serve PORT` (or REBUILDER_SERVE_PORT) also serves the live build as `npm start` serves
// dist/. startRebuilderService() is the same thing for tests and other scripts, with the build step injectable.
//
// Settings (README, "The rebuilder"): REBUILDER_PORT, REBUILDER_HOST, REBUILDER_ROOT, REBUILDER_WEBHOOK_SECRET
// (+ REBUILDER_WEBHOOK_SECRET_PREVIOUS, or REBUILDER_WEBHOOK_SECRETS=a,b), REBUILDER_INTERNAL_SECRET (+ _PREVIOUS),
// REBUILDER_ADMIN_TOKEN, REBUILDER_SHOP_DOMAIN, REBUILDER_KEEP, REBUILDER_SHRINK_LIMIT, REBUILDER_SETTLE_MS, REBUILDER_BUILD_TIMEOUT_MS,
// REBUILDER_MAX_BODY_BYTES, REBUILDER_DEPLOY_COMMAND, REBUILDER_DEPLOY_TIMEOUT_MS, REBUILDER_DEPLOY_ENV,
// REBUILDER_BUILD_ENV, REBUILDER_RETRIES, REBUILDER_RETRY_DELAY_MS, REBUILDER_SERVE_PORT, REBUILDER_BUILD_ON_START;
// the store and the site's own settings as for `npm run build`. Builds and the deploy command see only an
// allowlist of variables (builder.ts buildEnvironment), plus the names REBUILDER_BUILD_ENV / _DEPLOY_ENV add.
import { serve, type ServerType } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { normaliseBase } from "../../lib/base-path.ts";
import { loadDotEnv, projectRoot } from "../shared/project.ts";
import { createRebuilderApp, defaultMaxBodyBytes } from "./app.ts";
import { DeliveryLedger } from "./deliveries.ts";
import { fileJournal } from "./delivery-journal.ts";
import { buildEnvironment, envNames, siteBuilder } from "./builder.ts";
import { commandDeployer } from "./deploy.ts";
import { defaultShrinkLimit } from "./guards.ts";
import { serveLive, type LiveServer } from "./live-server.ts";
import { jsonLogger, routeConsoleTo, type Logger } from "../shared/log.ts";
import type { Builder } from "./build-contract.ts";
import { createRebuilder, type Rebuilder } from "./rebuilder.ts";
import { Releases } from "./releases.ts";
import { secretsFromEnv } from "./signature.ts";

export const rebuilderDefaults = { host: "127.0.0.1", port: 8789 } as const;
export const defaultRoot = join(projectRoot, ".data", "rebuilder");

export type RebuilderServiceOptions = {
  port: number;
  host?: string;
  /** Holds builds/, live and releases.json. */
  root: string;
  webhookSecrets: readonly string[];
  /**
   * The shop whose webhooks are taken (X-Shopify-Shop-Domain); default REBUILDER_SHOP_DOMAIN, else the host of the
   * store the builds read (PUBLIC_SHOPIFY_STORE_DOMAIN: my-shop.myshopify.com, or 127.0.0.1:8787 for an emulator).
   */
  shopDomain?: string;
  internalSecrets?: readonly string[];
  adminToken?: string | undefined;
  keep?: number;
  shrinkLimit?: number;
  settleMs?: number;
  buildTimeoutMs?: number;
  maxBodyBytes?: number;
  deployCommand?: string | undefined;
  deployTimeoutMs?: number;
  /** Variables the deploy command gets beyond the allowlist (REBUILDER_DEPLOY_ENV), e.g. its upload credentials. */
  deployEnv?: readonly string[];
  /** Variables builds get beyond the allowlist (REBUILDER_BUILD_ENV). */
  extraBuildEnv?: readonly string[];
  /** Retries of a build the store made fail (REBUILDER_RETRIES) and the first delay (REBUILDER_RETRY_DELAY_MS). */
  retries?: number;
  retryDelayMs?: number;
  /** Serve the live build on this port (0: any free port); undefined: do not serve. */
  servePort?: number | undefined;
  /** The site's base path, for the served build (BASE_PATH). */
  base?: string;
  /** Build once at start when nothing is live yet. */
  buildOnStart?: boolean;
  /** Incremental builds (REBUILDER_INCREMENTAL, default on): unchanged pages are reused from Astro's cache. */
  incremental?: boolean;
  /**
   * Warm incremental builds (REBUILDER_WARM, default on with incremental builds): a process kept between builds
   * renders the changed pages without starting Astro again (warm-builder.ts).
   */
  warm?: boolean;
  /** A warm build reads the whole catalogue when its last whole read is older (REBUILDER_WHOLE_READ_MINUTES, 15). */
  wholeReadEveryMs?: number;
  /** The environment builds and the deploy command are given their allowed variables from. */
  buildEnv: NodeJS.ProcessEnv;
  /** The build step; default the site's build (builder.ts). */
  builder?: Builder;
  log?: Logger;
};

export class RebuilderConfigError extends Error {
  override name = "RebuilderConfigError";
}

/**
 * The shop domain Shopify's webhooks name for the store the builds read: REBUILDER_SHOP_DOMAIN, else the host (and
 * port) of PUBLIC_SHOPIFY_STORE_DOMAIN, which for a real store is its my-shop.myshopify.com domain. Null when
 * neither names one.
 */
export function shopDomainFromEnv(env: NodeJS.ProcessEnv): string | null {
  const given = env.REBUILDER_SHOP_DOMAIN?.trim() || env.PUBLIC_SHOPIFY_STORE_DOMAIN?.trim();
  if (!given) return null;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(given) ? given : `https://${given}`).host.toLowerCase() || null;
  } catch {
    return null;
  }
}

function numberSetting(env: NodeJS.ProcessEnv, key: string, fallback: number, check: (n: number) => boolean, what: string): number {
  const raw = env[key]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || !check(value)) throw new RebuilderConfigError(`${key} must be ${what}, not ${JSON.stringify(raw)}`);
  return value;
}

const whole = (n: number) => Number.isInteger(n) && n >= 0;

/** The settings of `npm run rebuilder`, from the environment; a malformed number stops it with a sentence. */
export function rebuilderOptionsFromEnv(env: NodeJS.ProcessEnv, args: readonly string[] = []): RebuilderServiceOptions {
  const serveFlag = args.indexOf("--serve");
  const serveValue = serveFlag >= 0 ? args[serveFlag + 1] : env.REBUILDER_SERVE_PORT;
  const servePort = serveValue === undefined || serveValue.trim() === "" ? undefined : Number(serveValue);
  if (servePort !== undefined && !(whole(servePort) && servePort < 65536)) {
    throw new RebuilderConfigError(`the serving port (--serve or REBUILDER_SERVE_PORT) must be a port number, not ${JSON.stringify(serveValue)}`);
  }
  const deployCommand = env.REBUILDER_DEPLOY_COMMAND?.trim() || undefined;
  return {
    port: numberSetting(env, "REBUILDER_PORT", rebuilderDefaults.port, (n) => whole(n) && n < 65536, "a port number"),
    host: env.REBUILDER_HOST?.trim() || rebuilderDefaults.host,
    // Absolute: Astro runs in the project folder, whatever folder the service was started from.
    root: resolve(env.REBUILDER_ROOT?.trim() || defaultRoot),
    webhookSecrets: secretsFromEnv(env, "REBUILDER_WEBHOOK_SECRET"),
    internalSecrets: secretsFromEnv(env, "REBUILDER_INTERNAL_SECRET"),
    adminToken: env.REBUILDER_ADMIN_TOKEN?.trim() || undefined,
    keep: numberSetting(env, "REBUILDER_KEEP", 5, (n) => whole(n) && n >= 1, "a whole number of builds, at least 1"),
    shrinkLimit: numberSetting(env, "REBUILDER_SHRINK_LIMIT", defaultShrinkLimit, (n) => n >= 0 && n <= 1, "a share between 0 and 1"),
    settleMs: numberSetting(env, "REBUILDER_SETTLE_MS", 2_000, whole, "milliseconds"),
    buildTimeoutMs: numberSetting(env, "REBUILDER_BUILD_TIMEOUT_MS", 30 * 60_000, (n) => whole(n) && n > 0, "milliseconds"),
    maxBodyBytes: numberSetting(env, "REBUILDER_MAX_BODY_BYTES", defaultMaxBodyBytes, (n) => whole(n) && n > 0, "a number of bytes"),
    deployCommand,
    deployTimeoutMs: numberSetting(env, "REBUILDER_DEPLOY_TIMEOUT_MS", 10 * 60_000, (n) => whole(n) && n > 0, "milliseconds"),
    deployEnv: envNames(env.REBUILDER_DEPLOY_ENV),
    extraBuildEnv: envNames(env.REBUILDER_BUILD_ENV),
    retries: numberSetting(env, "REBUILDER_RETRIES", 3, (n) => whole(n) && n <= 10, "a whole number of retries, at most 10"),
    retryDelayMs: numberSetting(env, "REBUILDER_RETRY_DELAY_MS", 30_000, whole, "milliseconds"),
    servePort,
    base: normaliseBase(env.BASE_PATH),
    buildOnStart: env.REBUILDER_BUILD_ON_START !== "0",
    incremental: env.REBUILDER_INCREMENTAL !== "0",
    warm: env.REBUILDER_WARM !== "0",
    wholeReadEveryMs: numberSetting(env, "REBUILDER_WHOLE_READ_MINUTES", 15, (n) => n > 0, "a number of minutes above 0") * 60_000,
    buildEnv: env,
  };
}

export type RunningRebuilder = {
  url: string;
  /** Where the live build is served, when it is. */
  servingUrl: string | null;
  rebuilder: Rebuilder;
  releases: Releases;
  close: () => Promise<void>;
};

export async function startRebuilderService(options: RebuilderServiceOptions): Promise<RunningRebuilder> {
  if (options.webhookSecrets.length === 0) {
    throw new RebuilderConfigError(
      "no webhook secret is set (REBUILDER_WEBHOOK_SECRET, or REBUILDER_WEBHOOK_SECRETS during a rotation): every webhook would be refused",
    );
  }
  const shopDomain = options.shopDomain ?? shopDomainFromEnv(options.buildEnv);
  if (!shopDomain) {
    throw new RebuilderConfigError("no shop is named for the webhooks' X-Shopify-Shop-Domain: set PUBLIC_SHOPIFY_STORE_DOMAIN (or REBUILDER_SHOP_DOMAIN)");
  }
  const log = options.log ?? jsonLogger();
  const host = options.host ?? rebuilderDefaults.host;
  const releases = new Releases(options.root);
  await releases.open();

  // The deliveries taken before a restart, so a repeat of one is still known; rewritten with only those inside the
  // retry window. A journal that cannot be read is started afresh (a repeat would cost one more build, no more).
  const deliveries = new DeliveryLedger();
  const journal = fileJournal(join(options.root, "deliveries.jsonl"));
  const taken = await journal.load(Date.now(), deliveries.windowMs).catch((error: unknown) => {
    log("journal-failed", { error });
    return [];
  });
  for (const entry of taken) deliveries.remember(entry);
  await journal.compact(deliveries.entries(Date.now())).catch((error: unknown) => log("journal-failed", { error }));

  let live: LiveServer | null = null;
  const deployEnv = buildEnvironment(options.buildEnv, options.deployEnv, "deploy");
  const builder =
    options.builder ??
    siteBuilder(options.buildEnv, {
      ...(options.extraBuildEnv ? { extraEnv: options.extraBuildEnv } : {}),
      cacheDir: options.incremental === false ? undefined : join(options.root, "astro-cache"),
      warm: options.incremental !== false && options.warm !== false,
      ...(options.wholeReadEveryMs === undefined ? {} : { wholeReadEveryMs: options.wholeReadEveryMs }),
    });
  const rebuilder = createRebuilder({
    releases,
    builder,
    log,
    ...(options.keep === undefined ? {} : { keep: options.keep }),
    ...(options.shrinkLimit === undefined ? {} : { shrinkLimit: options.shrinkLimit }),
    ...(options.settleMs === undefined ? {} : { settleMs: options.settleMs }),
    ...(options.buildTimeoutMs === undefined ? {} : { buildTimeoutMs: options.buildTimeoutMs }),
    retry: {
      ...(options.retries === undefined ? {} : { attempts: options.retries }),
      ...(options.retryDelayMs === undefined ? {} : { baseDelayMs: options.retryDelayMs }),
    },
    ...(options.deployCommand
      ? { deploy: commandDeployer(options.deployCommand, { env: deployEnv, timeoutMs: options.deployTimeoutMs ?? 10 * 60_000 }) }
      : {}),
    onLive: () => void live?.refresh(),
  });

  const app = createRebuilderApp({
    rebuilder,
    webhookSecrets: options.webhookSecrets,
    shopDomain,
    deliveries,
    journal,
    internalSecrets: options.internalSecrets ?? [],
    adminToken: options.adminToken,
    log,
    ...(options.maxBodyBytes === undefined ? {} : { maxBodyBytes: options.maxBodyBytes }),
  });

  const server = await new Promise<ServerType>((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "EADDRINUSE"
          ? new RebuilderConfigError(`port ${options.port} is in use, so the rebuilder cannot start there; set REBUILDER_PORT to a free port`)
          : error,
      );
    const running = serve({ fetch: app.fetch, port: options.port, hostname: host }, () => {
      running.off("error", failed);
      running.on("error", (error) => log("server-error", { error }));
      resolve(running);
    });
    running.once("error", failed);
  }).catch(async (error: unknown) => {
    // Nothing started: the root's lock goes back, so the next attempt is not told it is in use.
    await releases.close();
    throw error;
  });
  const { port } = server.address() as AddressInfo;

  const closeApi = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      (server as { closeAllConnections?: () => void }).closeAllConnections?.();
    });

  if (options.servePort !== undefined) {
    try {
      live = await serveLive({ link: releases.liveLink, port: options.servePort, host, log, ...(options.base ? { base: options.base } : {}) });
    } catch (error) {
      await closeApi();
      await releases.close();
      throw (error as NodeJS.ErrnoException).code === "EADDRINUSE"
        ? new RebuilderConfigError(`port ${options.servePort} is in use, so the live build cannot be served there`)
        : error;
    }
  }

  if (options.buildOnStart && !(await releases.liveId())) {
    rebuilder.trigger({ source: "startup", reason: "nothing is live yet", receivedAt: new Date().toISOString() });
  } else if (options.buildOnStart !== false && takenSinceLastGoodBuild(taken, await releases.good())) {
    // Webhooks answered before a stop whose build may never have run (their build queue lived in memory): Shopify
    // will not send them again, so one build now catches up on all of them.
    rebuilder.trigger({ source: "startup", reason: "webhooks taken before the restart", receivedAt: new Date().toISOString() });
  }

  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}`,
    servingUrl: live?.url ?? null,
    rebuilder,
    releases,
    // Safe to call twice: both wait for the same close.
    close: () =>
      (closing ??= (async () => {
        await closeApi();
        await rebuilder.close();
        await builder.close?.();
        await live?.close();
        await releases.close();
      })()),
  };
}

/** Whether a delivery was taken after the newest good build began (a build's id starts with when it began). */
function takenSinceLastGoodBuild(taken: readonly { at: number }[], good: readonly string[]): boolean {
  if (taken.length === 0) return false;
  const newest = good.map(buildStart).reduce((a, b) => Math.max(a, b), 0);
  return taken.some((entry) => entry.at >= newest);
}

function buildStart(id: string): number {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z/.exec(id);
  if (!match) return 0;
  const [, y, mo, d, h, mi, s, ms] = match.map(Number) as number[];
  return Date.UTC(y!, mo! - 1, d!, h!, mi!, s!, ms!);
}

/** A store the builds read that the caller started for them (the local emulator), closed when the service stops. */
export type StartedStore = { close: () => Promise<void> };

/**
 * The rebuilder as a program: reads its settings, starts the service and stops it on SIGINT/SIGTERM. A service
 * in production builds against the store its environment names and never starts one; `startStore` lets
 * `npm run rebuilder` (scripts/rebuilder.ts) start the local emulator first when no store is named.
 */
export async function runRebuilder(args: readonly string[], startStore?: (env: NodeJS.ProcessEnv) => Promise<StartedStore | undefined>): Promise<void> {
  loadDotEnv();
  const log = jsonLogger();
  // Library code reused by the builds logs with console.*; keep stdout one JSON object per line.
  routeConsoleTo(log);
  let store: StartedStore | undefined;
  let service: RunningRebuilder | undefined;
  try {
    const env: NodeJS.ProcessEnv = { ...process.env };
    const options = rebuilderOptionsFromEnv(env, args);
    store = await startStore?.(env);
    if (!env.PUBLIC_SHOPIFY_STORE_DOMAIN?.trim()) {
      throw new RebuilderConfigError("no store is named: set PUBLIC_SHOPIFY_STORE_DOMAIN (and PUBLIC_SHOPIFY_STOREFRONT_TOKEN) to the store the builds read");
    }
    service = await startRebuilderService({ ...options, buildEnv: env, log });
    log("started", {
      url: service.url,
      serving: service.servingUrl,
      root: options.root,
      store: env.PUBLIC_SHOPIFY_STORE_DOMAIN,
      webhookSecrets: options.webhookSecrets.length,
      internalCalls: (options.internalSecrets?.length ?? 0) > 0,
      adminEndpoints: Boolean(options.adminToken),
      deploy: Boolean(options.deployCommand),
    });
  } catch (error) {
    log("start-failed", { error });
    await store?.close();
    process.exit(1);
  }
  const stop = async () => {
    log("stopping", {});
    await service?.close();
    await store?.close();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await runRebuilder(process.argv.slice(2));
