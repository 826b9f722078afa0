// Writes the `_redirects` file that CDNs such as Netlify and Cloudflare Pages read, so that the legacy link forms
// of SPEC.md answer with a real 301 there. Static hosts without it still get the generated redirect pages and the
// 404 page, which send the shopper to the same places (see src/lib/redirects.ts). With IMAGE_PROXY_PATH, the
// proxy rule that serves pictures under the site's address comes first (src/lib/image-proxy.ts).
import { writeFile } from "node:fs/promises";
import type { AstroIntegration } from "astro";
import { redirectRules } from "../lib/redirects.ts";
import { imageProxyRule, type ImageRoute } from "../lib/image-proxy.ts";

export function redirectsFile(base: string, imageRoute: ImageRoute | null = null): AstroIntegration {
  return {
    name: "farm-storefront:redirects-file",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const lines = [...(imageRoute ? [imageProxyRule(imageRoute)] : []), ...redirectRules(base)].map((rule) => `${rule.from} ${rule.to} ${rule.status}`);
        await writeFile(new URL("_redirects", dir), `${lines.join("\n")}\n`);
        logger.info(`wrote _redirects with ${lines.length} rules`);
      },
    },
  };
}
