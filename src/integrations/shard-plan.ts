// In a shard of a sharded build (BUILD_SHARD), writes the pages Astro reports having built to SHARD_PAGES_FILE (a JSON
// list of pathnames; the home page's is ""): the merge gives the union of all shards' pages to the sitemap, as an
// unsharded build does.
import { writeFile } from "node:fs/promises";
import type { AstroIntegration } from "astro";

export function shardPlan(env: NodeJS.ProcessEnv): AstroIntegration {
  return {
    name: "farm-storefront:shard-plan",
    hooks: {
      "astro:build:done": async ({ pages, logger }) => {
        if (!env.BUILD_SHARD || !env.SHARD_PAGES_FILE) return;
        await writeFile(env.SHARD_PAGES_FILE, JSON.stringify(pages.map((page) => page.pathname)));
        logger.info(`shard ${env.BUILD_SHARD}: ${pages.length} pages`);
      },
    },
  };
}
