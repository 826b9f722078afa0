// Writes the `_headers` file that CDNs such as Netlify and Cloudflare Pages read: the Content-Security-Policy and
// security headers on every response, a year of caching for hashed assets, and noindex on a branch preview (src/lib/cdn-rules.ts).
import { writeFile } from "node:fs/promises";
import type { AstroIntegration } from "astro";
import { headersFile, type CspSources } from "../lib/cdn-rules.ts";

export function headersFileIntegration(base: string, preview: boolean, csp: CspSources): AstroIntegration {
  return {
    name: "farm-storefront:headers-file",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        await writeFile(new URL("_headers", dir), headersFile({ base, preview, csp }));
        logger.info("wrote _headers");
      },
    },
  };
}
