/// <reference types="astro/client" />

interface ImportMetaEnv {
  readonly PUBLIC_SHOPIFY_STORE_DOMAIN?: string;
  readonly PUBLIC_SHOPIFY_STOREFRONT_TOKEN?: string;
  readonly PUBLIC_SHOPIFY_API_VERSION?: string;
  readonly PUBLIC_REVIEWS_URL?: string;
  readonly PUBLIC_CHECKOUT_DISCOUNT_CODE?: string;
  readonly PUBLIC_CHECKOUT_MODE?: string;
}
