// The shop's settings in one typed place, read from the environment (README "Configuration", .env.example) by
// the site at build time, by its islands in the browser (PUBLIC_ variables only), and by the Node scripts and
// services. A wrong value stops the build with a sentence that names the variable.
import { formatMoney, fromMinorUnits, isCurrencyCode } from "./format.ts";
import { promotionCurrencyCode, promotionPercent, promotionThresholdMinor } from "./shop-rules.ts";
import { ConfigError, readStorefrontConfig, type StorefrontConfig } from "./storefront/config.ts";
import { shopifyImageOrigin, type ImageRoute } from "./image-proxy.ts";
import { joinBase } from "./routes.ts";

export { ConfigError };

/** '10% off all orders over $50' (SPEC.md sections 1 and 9): the banner, the basket and checkout all read this. */
export type Promotion = {
  percent: number;
  /** The order subtotal from which it applies, in minor units of `currencyCode` (5000 = $50.00). */
  thresholdMinor: number;
  currencyCode: string;
  /** The code checkout sends to the hosted cart page (PUBLIC_CHECKOUT_DISCOUNT_CODE); null sends none. */
  discountCode: string | null;
};

/**
 * How Checkout hands the basket to Shopify (PUBLIC_CHECKOUT_MODE): "permalink", SPEC.md's cart permalink, or
 * "cart", a cart made through the Cart API (what Shopify recommends for headless shops) whose checkoutUrl is opened.
 */
export type CheckoutMode = "permalink" | "cart";

export type ShopConfig = {
  storefront: StorefrontConfig;
  checkoutMode: CheckoutMode;
  /** PUBLIC_REVIEWS_URL: the review service's origin, without a trailing slash. */
  reviewsUrl: string;
  promotion: Promotion;
};

type Env = Record<string, string | boolean | undefined>;

export const configDefaults = {
  reviewsUrl: "http://127.0.0.1:8788",
  discountCode: "FARM10",
  promotion: { percent: promotionPercent, thresholdMinor: promotionThresholdMinor, currencyCode: promotionCurrencyCode },
} as const;

function readUrl(env: Env, key: string, fallback: string): string {
  const raw = env[key];
  const value = typeof raw === "string" && raw.trim() !== "" ? raw.trim() : fallback;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${key} "${value}" is not an absolute URL (expected e.g. ${fallback})`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new ConfigError(`${key} "${value}" must be http or https`);
  return url.href.replace(/\/+$/, "");
}

export function readPromotion(env: Env): Promotion {
  const code = env.PUBLIC_CHECKOUT_DISCOUNT_CODE;
  // Unset means the default code; set but empty means "send no code".
  const discountCode = typeof code === "string" ? code.trim() || null : configDefaults.discountCode;
  const { percent, thresholdMinor, currencyCode } = configDefaults.promotion;
  if (!isCurrencyCode(currencyCode)) throw new ConfigError(`the promotion's currency "${currencyCode}" is not a currency`);
  return { percent, thresholdMinor, currencyCode, discountCode };
}

export function readCheckoutMode(env: Env): CheckoutMode {
  const raw = env.PUBLIC_CHECKOUT_MODE;
  const value = typeof raw === "string" ? raw.trim() : "";
  if (value === "" || value === "permalink") return "permalink";
  if (value === "cart") return "cart";
  throw new ConfigError(`PUBLIC_CHECKOUT_MODE "${value}" is not a checkout mode (expected "permalink" or "cart")`);
}

export function readShopConfig(env: Env): ShopConfig {
  return {
    storefront: readStorefrontConfig(env),
    checkoutMode: readCheckoutMode(env),
    reviewsUrl: readUrl(env, "PUBLIC_REVIEWS_URL", configDefaults.reviewsUrl),
    promotion: readPromotion(env),
  };
}

/** "10% off all orders over $50", as the header banner says it. */
export function promotionBanner(promotion: Pick<Promotion, "percent" | "thresholdMinor" | "currencyCode">): string {
  const threshold = formatMoney(fromMinorUnits(promotion.thresholdMinor, promotion.currencyCode), promotion.currencyCode);
  return `${promotion.percent}% off all orders over ${threshold.replace(/\.00$/, "")}`;
}

let settings: ShopConfig | undefined;

/**
 * The settings of this build or page. Vite inlines PUBLIC_ variables into the site; Node reads process.env. Read
 * once: the environment does not change while a build runs, and copying all of process.env for every page cost
 * 1.7 s of a 10,000-product build.
 */
export function shopConfig(): ShopConfig {
  if (settings) return settings;
  const viteEnv = (import.meta as { env?: Env }).env ?? {};
  const nodeEnv = typeof process === "undefined" ? {} : (process.env as Env);
  settings = readShopConfig({ ...nodeEnv, ...viteEnv });
  return settings;
}

/** Facts about the shop that several pages print. */
export const brand = {
  name: "Harvest & Hearth",
  copyrightYear: 2025,
} as const;

/** "Product title | Harvest & Hearth"; the home page passes no title. */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${brand.name}` : `${brand.name} | Food from the farms that grow it`;
}

/**
 * The picture host IMAGE_PROXY_PATH serves under the site's own address (lib/image-proxy.ts), at that path below the
 * base path; none when it is unset or empty. Shopify's Storefront API gives every picture on its CDN; a store on plain
 * http can only be a local one (the emulator), which serves its pictures itself. The path is one or more plain
 * segments (letters, digits, `-`, `_`), so that it can neither leave the site nor be mistaken for anything but a path.
 */
export function readImageRoute(env: Env, base: string, storeOrigin: string): ImageRoute | null {
  const raw = env.IMAGE_PROXY_PATH;
  if (typeof raw !== "string" || raw.trim() === "") return null;
  const trimmed = raw.trim().replace(/^\/+|\/+$/g, "");
  if (!/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/.test(trimmed)) {
    throw new ConfigError(`IMAGE_PROXY_PATH "${raw}" must be a path of plain segments, e.g. /shop-images/`);
  }
  const origin = storeOrigin.startsWith("http:") ? storeOrigin : shopifyImageOrigin;
  return [`${origin}/`, joinBase(base, `/${trimmed}/`)];
}
