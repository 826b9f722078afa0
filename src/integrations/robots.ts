// Writes robots.txt at the end of a build, naming the sitemap that @astrojs/sitemap writes beside it.
import { writeFile } from "node:fs/promises";
import type { AstroIntegration } from "astro";
import { robotsTxt } from "../lib/indexing.ts";

export function robotsFile(site: string, base: string, preview: boolean): AstroIntegration {
  return {
    name: "farm-storefront:robots-file",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        await writeFile(new URL("robots.txt", dir), robotsTxt(site, base, preview));
        logger.info(`wrote robots.txt${preview ? " (preview: no crawling)" : ""}`);
      },
    },
  };
}
