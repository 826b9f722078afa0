// @ts-check
import { defineConfig } from "astro/config";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import { redirectsFile } from "./src/integrations/redirects.ts";
import { headersFileIntegration } from "./src/integrations/headers.ts";
import { robotsFile } from "./src/integrations/robots.ts";
import { canonicalUrl, isIndexable, isPreviewBuild } from "./src/lib/indexing.ts";
import { normaliseBase } from "./scripts/stack.ts";

// BASE_PATH lets CI publish a preview of every branch under its own folder (e.g. /preview/my-branch/).
const base = normaliseBase(process.env.BASE_PATH);
const site = process.env.SITE_URL || "http://localhost:4321";

export default defineConfig({
  site,
  base,
  outDir: process.env.OUT_DIR || "./dist",
  trailingSlash: "ignore",
  build: { format: "directory" },
  integrations: [
    react(),
    redirectsFile(base),
    headersFileIntegration(base, isPreviewBuild(process.env)),
    // Products, collections, farms, articles and static pages; split into several files past 45,000 URLs.
    sitemap({
      filter: (page) => isIndexable(new URL(page).pathname, base),
      // The same URL form as every canonical link of the site: no trailing slash but on the home page.
      serialize: (item) => ({ ...item, url: canonicalUrl(item.url, base) }),
      entryLimit: 45000,
    }),
    robotsFile(site, base, isPreviewBuild(process.env)),
  ],
  server: { host: "127.0.0.1", port: Number(process.env.PORT) || 4321 },
  devToolbar: { enabled: false },
});
