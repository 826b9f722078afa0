// Writes the `_redirects` file that CDNs such as Netlify and Cloudflare Pages read, so that the legacy link forms
// of SPEC.md answer with a real 301 there. Static hosts without it still get the generated redirect pages and the
// 404 page, which send the shopper to the same places (see src/lib/redirects.ts). With IMAGE_PROXY_PATH, the
// proxy rule that serves pictures under the site's address comes first (src/lib/image-proxy.ts).
import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import type { AstroIntegration } from "astro";
import { redirectRules, type RedirectRule } from "../lib/redirects.ts";
import { imageProxyRule, type ImageRoute } from "../lib/image-proxy.ts";

export function redirectsFile(base: string, imageRoute: ImageRoute | null = null): AstroIntegration {
  return {
    name: "farm-storefront:redirects-file",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const legacy = redirectRules(base);
        if (imageRoute) refuseTakenPath(imageRoute[1], base, legacy, dir);
        const lines = [...(imageRoute ? [imageProxyRule(imageRoute)] : []), ...legacy].map((rule) => `${rule.from} ${rule.to} ${rule.status}`);
        await writeFile(new URL("_redirects", dir), `${lines.join("\n")}\n`);
        logger.info(`wrote _redirects with ${lines.length} rules`);
      },
    },
  };
}

/**
 * The pictures' path must be free: the proxy rule comes before everything, so a path the site uses (`/products/`, a
 * legacy prefix) would send its pages to the picture host on a CDN that applies rules first, as the local server does.
 */
function refuseTakenPath(path: string, base: string, legacy: readonly RedirectRule[], dir: URL): void {
  const inSite = path.slice(base.replace(/\/+$/, "").length);
  const taken = existsSync(new URL(`.${inSite}`, dir)) || legacy.some((rule) => rule.from.startsWith(path) || path.startsWith(rule.from.replace(/\*$/, "")));
  if (taken) throw new Error(`IMAGE_PROXY_PATH ${inSite} is a path the site already uses; choose one no page or redirect uses, e.g. /shop-images/`);
}
