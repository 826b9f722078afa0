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

/**
 * Makes every message a page posts through a MessageChannel arrive 200 ms late. React's scheduler runs its work so,
 * the effects that follow a commit among it: the pace of a busy phone, at which a shopper's press can come between
 * React taking an island over and those effects. Installed before the page's own scripts run.
 */
export async function slowScheduledTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const post = MessagePort.prototype.postMessage;
    MessagePort.prototype.postMessage = function (this: MessagePort, ...args: Parameters<MessagePort["postMessage"]>) {
      setTimeout(() => post.apply(this, args), 200);
    } as MessagePort["postMessage"];
  });
}

/**
 * Waits until React has taken `control` over: it keeps an element's props on it (`__reactProps$…`) from the render
 * that hydrates it, which commits in the same task unless React paused mid-render. (Then the press meets a page not
 * yet taken over, which React hydrates at once before it handles the press: the race is missed, never made up.)
 */
export async function takenOverByReact(control: Locator): Promise<void> {
  await control.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const check = () => (Object.keys(element).some((key) => key.startsWith("__reactProps")) ? resolve() : requestAnimationFrame(check));
        check();
      }),
  );
}
