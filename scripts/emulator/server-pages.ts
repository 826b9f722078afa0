// The HTML pages the emulator serves itself: the info page at / (endpoints, tokens, catalogue counts) and a
// policy's page at /policies/{handle}, as a Shopify store shows it.
import { ADMIN_CHANGES_PATH } from "./admin.ts";
import { SCHEMA_API_VERSION, type ApiVersionInfo } from "./api-versions.ts";
import type { DiscountRule } from "./cart-page.ts";
import type { CatalogueStore } from "./store.ts";
import { escapeHtml } from "./text.ts";

/** A policy as the store's /policies/{handle} page shows it. Its body is the shop's own Markdown, rendered. */
export function policyPage(shopName: string, title: string, bodyHtml: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} — ${escapeHtml(shopName)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;line-height:1.5}</style></head>
<body><h1>${escapeHtml(title)}</h1>${bodyHtml}</body></html>`;
}

export function infoPage(
  store: CatalogueStore,
  origin: string,
  token: string,
  versions: readonly ApiVersionInfo[],
  discount: DiscountRule,
  privateToken: boolean,
  admin: boolean,
): string {
  const firstVariant = store.products.find((p) => p.record.variants.length > 0)?.record.variants[0];
  const cartExample = firstVariant ? `/cart/${firstVariant.id}:2?discount=${discount.code}` : "/cart/{variantId}:{qty}";
  const rows: [string, string][] = [
    [
      `POST /api/${SCHEMA_API_VERSION}/graphql.json`,
      "Storefront API (GraphQL). Header X-Shopify-Storefront-Access-Token required" +
        (privateToken ? ", or Shopify-Storefront-Private-Token (configured)." : "; no private token is configured."),
    ],
    [
      "POST /api/{version}/graphql.json",
      `Every public version is served with the ${SCHEMA_API_VERSION} schema: ${versions.map((v) => v.displayName).join(", ")}. ` +
        "Other YYYY-MM versions fall forward to the oldest supported one; X-Shopify-API-Version names the version served.",
    ],
    [
      "GET /media/images/{key}.jpg?v=V[&width=W&height=H&crop=center|top|bottom|left|right&format=webp|jpg|pjpg|png]",
      "Catalogue pictures: the SVG, or a raster fitted inside W x H (or cut to exactly W x H with crop)",
    ],
    ["GET /media/videos/{key}.webm|.mp4", "Video clips (Range requests supported)"],
    [`GET ${cartExample}`, "Hosted cart page (checkout hand-off through the cart permalink)"],
    ["GET /cart/c/{token}?key={key}", "Hosted cart page of a Cart API cart (its checkoutUrl); carts live in memory for 10 days"],
    ["GET /health", "Health check (JSON)"],
  ];
  if (admin) {
    rows.push([
      `POST ${ADMIN_CHANGES_PATH}`,
      "Change the catalogue ({kind, handle, set | delete}); Authorization: Bearer <admin token>. Sends the matching webhook when one is configured.",
    ]);
  }
  const counts = [
    ["Products", store.products.length],
    ["Variants", store.variantById.size],
    ["Collections", store.collections.length],
    ["Farms (metaobjects of type farmer)", store.farms.length],
    ["Blogs", store.blogs.length],
    ["Articles", store.articles.length],
  ] as const;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(store.shopName)} — storefront emulator</title>
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem}code{background:#f2f2f2;padding:0 .25em}td{padding:.3rem .6rem;vertical-align:top}</style></head>
<body><h1>${escapeHtml(store.shopName)} — storefront emulator</h1>
<p>A local stand-in for the Shopify Storefront API (schema ${escapeHtml(SCHEMA_API_VERSION)}) at <code>${escapeHtml(origin)}</code>.</p>
<p>Public access token: <code>${escapeHtml(token)}</code>. Discount code: <code>${escapeHtml(discount.code)}</code> (${discount.percent}% off orders of $${discount.minimumCents / 100} or more).</p>
<h2>Endpoints</h2><table>${rows.map(([path, what]) => `<tr><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(what)}</td></tr>`).join("")}</table>
<h2>Catalogue</h2><table>${counts.map(([name, n]) => `<tr><td>${name}</td><td>${n}</td></tr>`).join("")}</table>
</body></html>`;
}
