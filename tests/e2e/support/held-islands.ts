// Holds back the JavaScript of a page's islands, so that a test can act on the page exactly as a shopper does
// between the first paint and the moment React takes over, for as long as the test wants: a race made certain.
import { expect, type Locator, type Page } from "@playwright/test";

export type HeldIslands = {
  /** Lets the held modules load: the islands hydrate from here on. */
  release: () => void;
};

/**
 * Reads the page at `path` as served, and holds every module its islands name (each `component-url` and
 * `renderer-url`: the island's code and Astro's React renderer) until `release()`. Other scripts (the header's,
 * the gallery's, the page's own) load as usual.
 */
export async function holdIslands(page: Page, path: string): Promise<HeldIslands> {
  const html = await (await page.request.get(path)).text();
  const held = new Set(
    [...html.matchAll(/ (?:component|renderer)-url="([^"]+)"/g)].map((match) => new URL(match[1]!.replaceAll("&amp;", "&"), "http://x").pathname),
  );
  expect(held.size, `${path} names no island module`).toBeGreaterThan(0);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => held.has(url.pathname),
    async (route) => {
      await released;
      // The page may have closed meanwhile (the test ended).
      await route.continue().catch(() => {});
    },
  );
  return { release };
}

/** The island whose component module has `component` in its name. */
export const island = (page: Page, component: string): Locator => page.locator(`astro-island[component-url*="${component}"]`);

/** Still the static HTML: Astro drops `ssr` only once the island's code ran. */
export async function stillStatic(page: Page, component: string): Promise<void> {
  await expect(island(page, component)).toHaveAttribute("ssr", "");
}

/**
 * Holds back the replay of early actions (components/react/early-actions.ts, its own chunk) until `release()`: an
 * island can then be running already while what was done to it before still waits, the moment between the two made
 * as long as the test wants.
 */
export async function holdReplay(page: Page): Promise<HeldIslands> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/early-actions\.[^/]*\.js$/, async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  return { release };
}
