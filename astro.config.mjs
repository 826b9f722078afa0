// @ts-check
import { defineConfig } from "astro/config";
import react from "@astrojs/react";
import { redirectsFile } from "./src/integrations/redirects.ts";
import { normaliseBase } from "./scripts/stack.ts";

// BASE_PATH lets CI publish a preview of every branch under its own folder (e.g. /preview/my-branch/).
const base = normaliseBase(process.env.BASE_PATH);

export default defineConfig({
  site: process.env.SITE_URL || "http://localhost:4321",
  base,
  outDir: process.env.OUT_DIR || "./dist",
  trailingSlash: "ignore",
  build: { format: "directory" },
  integrations: [react(), redirectsFile(base)],
  server: { host: "127.0.0.1", port: Number(process.env.PORT) || 4321 },
  devToolbar: { enabled: false },
});
