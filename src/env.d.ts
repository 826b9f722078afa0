/// <reference types="astro/client" />

interface ImportMetaEnv {
  readonly PUBLIC_SHOPIFY_STORE_DOMAIN?: string;
  readonly PUBLIC_SHOPIFY_STOREFRONT_TOKEN?: string;
  readonly PUBLIC_SHOPIFY_API_VERSION?: string;
  readonly PUBLIC_REVIEWS_URL?: string;
  readonly PUBLIC_CHECKOUT_DISCOUNT_CODE?: string;
  readonly PUBLIC_CHECKOUT_MODE?: string;
  /** The store settings the build checked, written into the site's code by astro.config.mjs (vite.define). */
  readonly BUILT_STOREFRONT?: import("./lib/storefront/config.ts").StorefrontConfig;
  /** The picture host the build serves under the site's own address (IMAGE_PROXY_PATH, lib/image-proxy.ts). */
  readonly BUILT_IMAGE_ROUTE?: import("./lib/image-proxy.ts").ImageRoute | null;
  /** How the shop's currency is written, asked of Intl by the build (astro.config.mjs; lib/format.ts moneyPattern). */
  readonly BUILT_MONEY_CODE: string | null;
  readonly BUILT_MONEY_PREFIX: string;
  readonly BUILT_MONEY_DIGITS: number;
}

declare namespace Astro {
  interface ClientDirectives {
    /** Hydrate once the search head start's first row has painted (features/browse/after-first-row.directive.ts). */
    "client:after-first-row"?: boolean;
  }
}

// Invoker commands (HTML's command and commandfor): a button that opens or closes a dialog with no script at all.
// React passes the attributes through as they are; its types do not list them yet.
declare namespace React {
  interface ButtonHTMLAttributes<T> {
    command?: "show-modal" | "close" | "request-close";
    commandfor?: string;
  }
}
