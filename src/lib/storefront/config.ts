// Where the storefront data comes from, read once from the environment (DESIGN.md section 4) and checked early,
// so a wrong setting fails with a sentence instead of a stack trace deep inside a build.

export type StorefrontConfig = {
  /** Origin the requests go to: https://{domain} for a real store, http://127.0.0.1:8787 for the emulator. */
  origin: string;
  /** The domain as Shopify's client expects it (no scheme). */
  storeDomain: string;
  publicToken: string;
  apiVersion: string;
  /** STOREFRONT_TIMEOUT_MS: the time limit of one build-time request (tests shorten it); unset means the default. */
  timeoutMs?: number | undefined;
};

export const storefrontDefaults = {
  storeDomain: "http://127.0.0.1:8787",
  publicToken: "emulator-public-token",
  apiVersion: "2026-04",
} as const;

export class ConfigError extends Error {
  override name = "ConfigError";
}

type Env = Record<string, string | boolean | undefined>;

const text = (env: Env, key: string): string | undefined => {
  const value = env[key];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
};

/** The settings as given, defaults filled in, not yet checked. */
function settings(env: Env) {
  const rawDomain = text(env, "PUBLIC_SHOPIFY_STORE_DOMAIN") ?? storefrontDefaults.storeDomain;
  return {
    rawDomain,
    withScheme: /^https?:\/\//.test(rawDomain) ? rawDomain : `https://${rawDomain}`,
    publicToken: text(env, "PUBLIC_SHOPIFY_STOREFRONT_TOKEN") ?? storefrontDefaults.publicToken,
    apiVersion: text(env, "PUBLIC_SHOPIFY_API_VERSION") ?? storefrontDefaults.apiVersion,
  };
}

export function readStorefrontConfig(env: Env): StorefrontConfig {
  const { rawDomain, withScheme, publicToken, apiVersion } = settings(env);
  // Plain http is allowed only for a store on this machine (the emulator); a real store is always https.
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new ConfigError(
      `PUBLIC_SHOPIFY_STORE_DOMAIN "${rawDomain}" is not a domain (expected e.g. my-shop.myshopify.com)`,
    );
  }
  if (url.pathname !== "/" || url.search || url.hash) {
    throw new ConfigError(`PUBLIC_SHOPIFY_STORE_DOMAIN "${rawDomain}" must be a bare domain, without a path`);
  }
  if (url.protocol === "http:" && !isLocalStore(url)) {
    throw new ConfigError(`PUBLIC_SHOPIFY_STORE_DOMAIN "${rawDomain}" must use https (only a local store may use http)`);
  }
  if (!/^\d{4}-(01|04|07|10)$/.test(apiVersion) && apiVersion !== "unstable") {
    throw new ConfigError(
      `PUBLIC_SHOPIFY_API_VERSION "${apiVersion}" is not a Storefront API version (expected e.g. 2026-04)`,
    );
  }
  const timeoutText = text(env, "STOREFRONT_TIMEOUT_MS");
  const timeoutMs = timeoutText === undefined ? undefined : Number(timeoutText);
  if (timeoutMs !== undefined && !(Number.isInteger(timeoutMs) && timeoutMs > 0)) {
    throw new ConfigError(`STOREFRONT_TIMEOUT_MS "${timeoutText}" must be a whole number of milliseconds above 0`);
  }
  return { origin: url.origin, storeDomain: url.host, publicToken, apiVersion, timeoutMs };
}

/**
 * Whether the store is one on this machine (the storefront emulator): plain http is allowed only there. The
 * services' demo defaults (seeded reviews, reviews published on arrival) apply only to such a store.
 */
export function isLocalStore(config: Pick<StorefrontConfig, "origin">): boolean {
  const { hostname } = new URL(config.origin);
  return hostname === "127.0.0.1" || hostname === "localhost" || hostname === "[::1]";
}

type ViteEnv = Record<string, string | boolean | undefined>;

function environment(): Env {
  // Vite replaces import.meta.env in the site; plain Node scripts fall back to process.env.
  const viteEnv = (import.meta as { env?: ViteEnv }).env;
  if (viteEnv && "PUBLIC_SHOPIFY_STORE_DOMAIN" in viteEnv) {
    return typeof process === "undefined" ? viteEnv : { ...viteEnv, STOREFRONT_TIMEOUT_MS: process.env.STOREFRONT_TIMEOUT_MS };
  }
  return typeof process === "undefined" ? (viteEnv ?? {}) : { ...viteEnv, ...process.env };
}

let current: StorefrontConfig | undefined;
/** The store this build talks to, read from the environment once and checked. */
export function storefrontConfig(): StorefrontConfig {
  current ??= readStorefrontConfig(environment());
  return current;
}

/** The settings a page needs to reach the store: the checked configuration without the build's time limit. */
export function browserStorefrontSettings({ origin, storeDomain, publicToken, apiVersion }: StorefrontConfig): StorefrontConfig {
  return { origin, storeDomain, publicToken, apiVersion };
}

/**
 * The store a page was built for, as the browser reads it. The build checks the settings (readStorefrontConfig,
 * which stops a build on a wrong one) and astro.config.mjs writes the result into the site's code as
 * import.meta.env.BUILT_STOREFRONT, so a page carries neither the checks nor the defaults nor the reading of the
 * variables (0.3 kB gzip on the search and basket pages). Code run outside such a build (tests) reads `env`, or
 * the environment, as the build would.
 */
export function builtStorefrontConfig(env?: Env): StorefrontConfig {
  return import.meta.env.BUILT_STOREFRONT ?? browserStorefrontSettings(readStorefrontConfig(env ?? environment()));
}
