// The storefront emulator: a local stand-in for a Shopify store's Storefront API, media CDN and cart permalinks,
// so the site builds and is tested offline against the same schema a real store serves.
//
//   node scripts/emulator/server.ts [--port 8787] [--host 127.0.0.1] [--products N] [--catalogue PROFILE]
//
// Environment: EMULATOR_PORT, EMULATOR_HOST, EMULATOR_PRODUCTS (catalogue size), EMULATOR_CATALOGUE (a profile of
// catalogue/profiles.ts: hostile, no-farms, no-collections, no-products, tiny), EMULATOR_TOKEN (public access
// token, default "emulator-public-token"), EMULATOR_PRIVATE_TOKEN (server-side token accepted in the
// Shopify-Storefront-Private-Token header; default none), EMULATOR_DISCOUNT_CODE (default "FARM10"),
// EMULATOR_PAGING_CAP (how deep a list may be paged, and where counts stop; default Shopify's 25,000, see limits.ts).
// Changing the catalogue while running (admin.ts): EMULATOR_ADMIN_TOKEN turns on POST /admin/changes (absent
// without it); EMULATOR_WEBHOOK_URL with EMULATOR_WEBHOOK_SECRET sends Shopify's signed webhook after each change.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import type { Catalogue } from "./catalogue/types.ts";
import { changeApplier, handleAdmin, isAdminPath, type ApplyChange } from "./admin.ts";
import { handleCartPage, handleStoredCartPage, defaultDiscount } from "./cart-page.ts";
import { CartStore } from "./carts.ts";
import { handleGraphQL } from "./graphql-endpoint.ts";
import { corsHeaders, requestOrigin, sendHtml, sendJson } from "./http.ts";
import { LruCache } from "./lru.ts";
import { pagingLimits } from "./limits.ts";
import { handleImage, handleVideo, type MediaProvider } from "./media-routes.ts";
import { SCHEMA_API_VERSION, storefrontApiVersions, type ApiVersionInfo } from "./api-versions.ts";
import type { EmulatorContext } from "./resolvers/context.ts";
import { storefrontSchema } from "./schema.ts";
import { CatalogueStore } from "./store.ts";
import { policyByHandle } from "./resolvers/policies.ts";
import { defaultCatalogue, defaultMedia, parseCommandLine, webhookTarget, wholeNumber, withProfile } from "./server-config.ts";
import { infoPage, policyPage } from "./server-pages.ts";

export const DEFAULT_PORT = 8787;
export const DEFAULT_HOST = "127.0.0.1";
export const DEFAULT_TOKEN = "emulator-public-token";
export const DEFAULT_DISCOUNT_CODE = "FARM10";

export type EmulatorOptions = {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** Size of the generated catalogue (ignored when `catalogue` is given); default EMULATOR_PRODUCTS, else the loader's. */
  products?: number;
  /** A ready catalogue (tests); otherwise the generated one is loaded. */
  catalogue?: Catalogue;
  /** A catalogue profile (catalogue/profiles.ts) applied to the loaded catalogue; default EMULATOR_CATALOGUE. */
  profile?: string;
  /** Default EMULATOR_TOKEN, else "emulator-public-token". */
  token?: string;
  /** Default EMULATOR_DISCOUNT_CODE, else "FARM10". */
  discountCode?: string;
  /** Default EMULATOR_PRIVATE_TOKEN, else none (the private-token header is then always refused). */
  privateToken?: string;
  /** The media renderer and clip files; defaults to scripts/emulator/media/. */
  media?: MediaProvider;
  /** Turns on POST /admin/changes for `Authorization: Bearer <adminToken>`; default EMULATOR_ADMIN_TOKEN, else off (404). */
  adminToken?: string;
  /** Where each change's webhook goes; default EMULATOR_WEBHOOK_URL. Needs `webhookSecret`. */
  webhookUrl?: string;
  /** The secret webhooks are signed with (X-Shopify-Hmac-Sha256); default EMULATOR_WEBHOOK_SECRET. */
  webhookSecret?: string;
  /** Time limit of one webhook delivery; default 5 s. */
  webhookTimeoutMs?: number;
  /** X-Shopify-Shop-Domain of the webhooks; default the emulator's own host and port ("127.0.0.1:8787"). */
  shopDomain?: string;
  /**
   * How many items of a list may be paged through (counts stop at this + 1); default EMULATOR_PAGING_CAP, else
   * Shopify's 25,000 (limits.ts). Lower it to exercise the cap without a huge catalogue.
   */
  pagingCap?: number;
};

export type RunningEmulator = {
  url: string;
  /** GraphQL requests served so far, by operation name. */
  requestCounts: ReadonlyMap<string, number>;
  graphqlUrl: string;
  token: string;
  /** The private token, or null when none is configured. */
  privateToken: string | null;
  /** The catalogue as served now (a new store after each change). */
  readonly store: CatalogueStore;
  /**
   * Applies a change to the served catalogue and sends its webhook when one is configured, as POST /admin/changes
   * does, without the token (in-process callers are trusted). Rejects with a CatalogueChangeError, changing
   * nothing, when the change is invalid.
   */
  applyChange: ApplyChange;
  close(): Promise<void>;
};

export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const host = options.host ?? DEFAULT_HOST;
  // The environment applies in-process too (npm start runs the emulator inside its own process).
  const token = options.token ?? (process.env.EMULATOR_TOKEN || DEFAULT_TOKEN);
  const privateToken = (options.privateToken ?? process.env.EMULATOR_PRIVATE_TOKEN) || null;
  // Worked out per request from Shopify's calendar, so a long-running emulator follows the quarterly releases.
  const apiVersions = (): ApiVersionInfo[] => storefrontApiVersions(new Date());
  const discount = defaultDiscount(options.discountCode ?? (process.env.EMULATOR_DISCOUNT_CODE || DEFAULT_DISCOUNT_CODE));
  const envProducts = process.env.EMULATOR_PRODUCTS ? wholeNumber(process.env.EMULATOR_PRODUCTS, "EMULATOR_PRODUCTS") : undefined;
  const profile = options.profile ?? (process.env.EMULATOR_CATALOGUE || undefined);
  const loaded = options.catalogue ?? (await defaultCatalogue(options.products ?? envProducts));
  const catalogue = profile === undefined ? loaded : await withProfile(loaded, profile);
  const media = options.media ?? (await defaultMedia());
  const adminToken = (options.adminToken ?? process.env.EMULATOR_ADMIN_TOKEN) || null;
  const webhook = webhookTarget(options);
  const limits = pagingLimits(options.pagingCap);
  // What requests are served from, replaced whole by a change: each request reads it once, so it sees either the
  // old catalogue with its cache or the new one with an empty cache, never a mix.
  let served = { store: new CatalogueStore(catalogue), cache: new LruCache<unknown>(200) };
  storefrontSchema(); // build it now rather than on the first request
  // Carts outlive catalogue changes: they look variants up in whatever catalogue is served at the time.
  const carts = new CartStore(() => served.store, discount);
  const applyChange = changeApplier({
    current: () => served.store,
    replace: (store) => {
      served = { store, cache: new LruCache<unknown>(200) };
    },
    webhook,
  });
  let fallbackOrigin = `http://${host}`;

  const route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? "/", "http://emulator.local");
    const path = url.pathname;
    // Before the CORS preflight answer, so browsers are never invited to call the admin API.
    if (isAdminPath(path)) return handleAdmin(req, res, path, adminToken, applyChange);
    const { store, cache } = served;
    if (req.method === "OPTIONS") {
      res.writeHead(204, corsHeaders(req));
      res.end();
      return;
    }
    const graphql = /^\/api\/([^/]+)\/graphql(?:\.json)?$/.exec(path);
    if (graphql) {
      const context: EmulatorContext = { store, origin: requestOrigin(req, fallbackOrigin), media, cache, carts, limits };
      return handleGraphQL(req, res, decodeURIComponent(graphql[1]!), { token, privateToken, apiVersions: apiVersions(), onRequest }, context);
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      sendJson(req, res, 405, { errors: "Method not allowed" }, { Allow: "GET, HEAD, OPTIONS" });
      return;
    }
    const image = /^\/media\/images\/([^/]+)$/.exec(path);
    if (image) return handleImage(req, res, image[1]!, url.searchParams, store, media);
    const video = /^\/media\/videos\/([^/]+)$/.exec(path);
    if (video) return handleVideo(req, res, video[1]!, store, media);
    const policy = /^\/policies\/([a-z-]+)$/.exec(path);
    if (policy) {
      const text = policyByHandle(policy[1]!);
      if (text) sendHtml(req, res, 200, policyPage(store.shopName, text.title, text.body));
      else sendJson(req, res, 404, { errors: `Not Found: ${path}` });
      return;
    }
    const storedCart = /^\/cart\/c\/([A-Za-z0-9-]+)$/.exec(path);
    if (storedCart) return handleStoredCartPage(req, res, storedCart[1]!, url.searchParams, carts, store);
    const cart = /^\/cart(?:\/([^/]*))?\/?$/.exec(path);
    if (cart) return handleCartPage(req, res, cart[1] ?? "", url.searchParams, store, discount);
    if (path === "/health") {
      sendJson(req, res, 200, { status: "ok", products: store.products.length, apiVersions: apiVersions().map((v) => v.handle) });
      return;
    }
    if (path === "/") {
      sendHtml(req, res, 200, infoPage(store, requestOrigin(req, fallbackOrigin), token, apiVersions(), discount, privateToken !== null, adminToken !== null));
      return;
    }
    sendJson(req, res, 404, { errors: `Not Found: ${path}` });
  };

  const requestCounts = new Map<string, number>();
  const onRequest = (operation: string) => requestCounts.set(operation, (requestCounts.get(operation) ?? 0) + 1);

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      console.error("[emulator] request failed:", error);
      if (!res.headersSent) sendJson(req, res, 500, { errors: "Internal error in the storefront emulator" });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? DEFAULT_PORT, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  fallbackOrigin = url;
  // The shop its webhooks name (X-Shopify-Shop-Domain), unless told otherwise: its own address, as a rebuilder
  // configured with this emulator as its store (PUBLIC_SHOPIFY_STORE_DOMAIN=<url>) expects.
  if (webhook && options.shopDomain === undefined) webhook.shopDomain = new URL(url).host;
  return {
    url,
    requestCounts,
    graphqlUrl: `${url}/api/${SCHEMA_API_VERSION}/graphql.json`,
    token,
    privateToken,
    get store() {
      return served.store;
    },
    applyChange,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

async function main(): Promise<void> {
  const cli = parseCommandLine(process.argv.slice(2));
  const env = process.env;
  const started = performance.now();
  const emulator = await startEmulator({
    port: cli.port ?? (env.EMULATOR_PORT ? wholeNumber(env.EMULATOR_PORT, "EMULATOR_PORT") : DEFAULT_PORT),
    host: cli.host ?? env.EMULATOR_HOST ?? DEFAULT_HOST,
    ...(cli.products === undefined ? {} : { products: cli.products }),
    ...(cli.catalogue === undefined ? {} : { profile: cli.catalogue }),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Storefront emulator: ${emulator.url} (${emulator.store.products.length} products, ready in ${seconds} s)`);
  console.log(`  GraphQL: POST ${emulator.graphqlUrl}  token: ${emulator.token}`);
  if (env.EMULATOR_ADMIN_TOKEN) console.log(`  Catalogue changes: POST ${emulator.url}/admin/changes (npm run emulator:change)`);
  const stop = (): void => {
    emulator.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

const invokedDirectly = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1];
if (invokedDirectly) {
  main().catch((error: unknown) => {
    console.error(`Storefront emulator failed to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
