// How far a build's page rendering is, said every 10 s (lib/progress.ts): at 100,000 products a build or a shard
// renders for a quarter of an hour, and Astro's own log is a line per page. The total grows as each route lists its
// pages (lib/shards.ts keepShard); a page counts as rendered when its layout renders (layouts/BaseLayout.astro).
// Pages without parameters (home, policies) are neither planned nor counted: a few dozen beside the catalogue's.
import { forgetOnNewBuild } from "./build-state.ts";
import { createProgress, type Progress } from "./progress.ts";

let progress: Progress | undefined;
forgetOnNewBuild(() => (progress = undefined));
function current(): Progress {
  const shard = typeof process === "undefined" ? undefined : process.env.BUILD_SHARD;
  progress ??= createProgress({ what: shard ? `pages of shard ${shard}` : "pages", total: 0, print: (line) => console.log(`[build] ${line}`) });
  return progress;
}

/** `count` more pages of a route with parameters will be rendered. */
export function planPages(count: number): void {
  current().grow(count);
}

/** A page was rendered; `routePattern` is Astro's (e.g. "/products/[handle]"): only routes with parameters count. */
export function pageRendered(routePattern: string): void {
  if (routePattern.includes("[")) current().add();
}
