// @ts-check
import { defineConfig } from "astro/config";
import react from "@astrojs/react";
import { redirectsFile } from "./src/integrations/redirects.ts";
import { headersFileIntegration } from "./src/integrations/headers.ts";
import { robotsFile } from "./src/integrations/robots.ts";
import { isPreviewBuild } from "./src/lib/indexing.ts";
import { siteSettings, siteSitemap } from "./src/integrations/sitemap.ts";
import { shardPlan } from "./src/integrations/shard-plan.ts";
import { catalogueReadAtBuildStart } from "./src/integrations/catalogue-read.ts";
import { smallPreloadHelper } from "./src/integrations/preload-helper.ts";
import { afterFirstRowDirective } from "./src/integrations/after-first-row.ts";
import { compactGraphqlForBrowser } from "./src/integrations/compact-graphql.ts";
import { secondMinifyPass } from "./src/integrations/second-minify.ts";
import { cspDirectives } from "./src/lib/cdn-rules.ts";
import { browserStorefrontSettings } from "./src/lib/storefront/config.ts";
import { readImageRoute, readShopConfig } from "./src/lib/config.ts";
import { inlineScriptHashes } from "./src/lib/inline-scripts.ts";
import { moneyPattern } from "./src/lib/format.ts";

// BASE_PATH lets CI publish a preview of every branch under its own folder (e.g. /preview/my-branch/).
const { site, base } = siteSettings(process.env);
// What pages may load and call: the store (API, media), Shopify's CDN and the review service.
const shop = readShopConfig(process.env);
const cspSources = { storeOrigin: shop.storefront.origin, reviewsOrigin: new URL(shop.reviewsUrl).origin };
// IMAGE_PROXY_PATH: pictures under the site's own address, through proxy rules in _redirects (src/lib/image-proxy.ts).
const imageRoute = readImageRoute(process.env, base, shop.storefront.origin);
const shopMoney = moneyPattern(shop.promotion.currencyCode);

export default defineConfig({
  site,
  base,
  outDir: process.env.OUT_DIR || "./dist",
  trailingSlash: "ignore",
  // Stylesheets inline in each page: no render-blocking request before the first paint (the shop's CSS is a few
  // kB gzip), and each inline style is hashed into the page's CSP like the rest.
  build: { format: "directory", inlineStylesheets: "always" },
  integrations: [
    // First, so that the catalogue's read runs while the site is bundled (src/lib/storefront/catalogue-start.ts).
    catalogueReadAtBuildStart(),
    react(),
    afterFirstRowDirective(),
    redirectsFile(base, imageRoute),
    headersFileIntegration(base, isPreviewBuild(process.env), cspSources),
    siteSitemap(base),
    robotsFile(site, base, isPreviewBuild(process.env)),
    shardPlan(process.env),
  ],
  server: { host: "127.0.0.1", port: Number(process.env.PORT) || 4321 },
  // Incremental builds for the rebuilder (INCREMENTAL_BUILD=1): a page whose cache key (lib/page-keys.ts) and code
  // are unchanged since the build it starts from is not rendered again. Off for other builds, which would only pay
  // for writing the cache. ASTRO_CACHE_DIR keeps each build's manifest with the rebuilder's builds.
  experimental: { incrementalBuild: process.env.INCREMENTAL_BUILD === "1" },
  vite: {
    // The store settings as this build checked them, for the browser's requests (builtStorefrontConfig): a page
    // then carries neither the checks nor the reading of the PUBLIC_ variables.
    define: {
      "import.meta.env.BUILT_STOREFRONT": JSON.stringify(browserStorefrontSettings(shop.storefront)),
      // null when off: the browser's bundle then drops the rewriting of picture URLs altogether (lib/images.ts).
      "import.meta.env.BUILT_IMAGE_ROUTE": JSON.stringify(imageRoute),
      // How the shop's currency (the promotion's) is written: pages write its prices without starting Intl
      // (lib/format.ts). A currency Intl writes some other way gets no code, and its prices are left to Intl.
      "import.meta.env.BUILT_MONEY_CODE": JSON.stringify(shopMoney?.[0] ?? null),
      "import.meta.env.BUILT_MONEY_PREFIX": JSON.stringify(shopMoney?.[1] ?? ""),
      "import.meta.env.BUILT_MONEY_DIGITS": JSON.stringify(shopMoney?.[2] ?? 2),
    },
    // Vite's helper for dynamic imports, without the parts this site does not use (src/integrations/preload-helper.ts);
    // the browser's GraphQL documents on one line (src/integrations/compact-graphql.ts).
    plugins: [smallPreloadHelper(), compactGraphqlForBrowser(), secondMinifyPass()],
    // `npm run dev` answers the pictures' path as the CDN's proxy rule does (IMAGE_PROXY_PATH).
    ...(imageRoute
      ? { server: { proxy: { [imageRoute[1]]: { target: imageRoute[0].slice(0, -1), changeOrigin: true, rewrite: (path) => `/${path.slice(imageRoute[1].length)}` } } } }
      : {}),
    build: {
      // KEEP_OUT_DIR=1 (set by the rebuilder only) keeps what the output folder already holds: the rebuilder builds
      // into its work folder build after build (src/services/rebuilder/incremental.ts), where Astro finds the pages
      // it does not render again.
      ...(process.env.KEEP_OUT_DIR === "1" ? { emptyOutDir: false } : {}),
      // An imported constant is written into the code that reads it (src/lib/shop-rules.ts holds the shop's rules
      // one constant each), so a script that needs one value does not load a shared chunk of every value: the
      // header's basket key alone would cost every page 0.4 kB of its 5 kB budget.
      rolldownOptions: {
        optimization: { inlineConst: { mode: "all", pass: 1 } },
        // Fewer, larger files for the browser (issue 24: JavaScript before interaction, gzip file by file): each
        // file compresses on its own, so twenty small chunks cost kilobytes a few do not. Each group holds modules
        // that the pages using one of them use together; a group must not pull React into a page without an island.
        // - react: React, React DOM, Astro's renderer and what every island renders in (the error boundary).
        // - shell: every page's file: the header's code, the basket's state, money and link helpers, the preload
        //   helper. It goes first, so that React's group (which takes its members' dependencies along) leaves
        //   these where pages without React find them.
        // - basket: what the product and basket pages both load (the basket's actions, the carousel's arrows, the
        //   recently viewed list's loader); the home page's carousel loads it too.
        // - storefront: the Storefront request code, the mappers and the product card, which search, the basket
        //   and the type-ahead render their answers with (a collection loads it with its cards).
        // - listing: the filters, sort and grid of collections and search.
        // docs/PERFORMANCE.md ("What a shopper downloads") has the figures.
        output: { codeSplitting: { groups: [
          { name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]|rolldown.runtime|[\\/]components[\\/]react[\\/]ErrorBoundary\.tsx|[\\/]lib[\\/]signals\.ts/, priority: 9 },
          { name: "shell", test: /[\\/]features[\\/]cart[\\/]cart-state\.ts|[\\/]features[\\/]header[\\/]header\.browser\.ts|[\\/]lib[\\/](format|routes)\.ts|[\\/]node_modules[\\/](nanostores|@nanostores[\\/]persistent)[\\/]|preload-helper/, priority: 10 },
          { name: "basket", test: /[\\/]features[\\/]recently-viewed[\\/]recently-viewed\.browser\.ts|[\\/]features[\\/]cart[\\/](store|reconcile)\.ts|[\\/]components[\\/]react[\\/]carousel\.browser\.ts|[\\/]lib[\\/]carousel\.ts/, priority: 7 },
          { name: "storefront", test: /[\\/]components[\\/]react[\\/](ProductCard|ResponsiveImage)\.tsx|[\\/]lib[\\/]images\.ts|[\\/]lib[\\/]storefront[\\/](config|request|browser-client|mappers)\.ts|[\\/]lib[\\/]unit-price\.ts/, priority: 6 },
          { name: "listing", test: /[\\/]features[\\/]browse[\\/](listing-state\.ts|useListing\.ts|ListingView\.tsx|ListingToolbar\.tsx|FilterPanel\.tsx|FiltersDialog\.tsx)/, priority: 4 },
        ] } },
      },
    },
  },
  ...(process.env.ASTRO_CACHE_DIR ? { cacheDir: process.env.ASTRO_CACHE_DIR } : {}),
  devToolbar: { enabled: false },
  // No Markdown is rendered by Astro here; Shiki's inline styles would not pass the CSP anyway.
  markdown: { syntaxHighlight: false },
  // Every page carries a Content-Security-Policy <meta> with the hashes of its own scripts and styles (inline ones
  // through components/InlineScript.astro); `_headers` repeats the rest as a header, with frame-ancestors.
  security: {
    csp: {
      algorithm: "SHA-256",
      directives: cspDirectives(cspSources),
      scriptDirective: { hashes: inlineScriptHashes },
      // Style attributes (an image's focal point, a banner's background) are inline by nature.
      styleDirective: { resources: ["'self'", { resource: "'unsafe-inline'", kind: "attribute" }] },
    },
  },
});
