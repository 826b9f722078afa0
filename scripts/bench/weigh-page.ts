// What one page makes a shopper download, measured in a real browser: every script, stylesheet and document it
// fetched (raw and gzip, gzip computed here at level 6 so the figure does not depend on how the server compressed)
// and the largest picture on the first screen. Shared by the page-weight benchmark and the budget tests, with the
// list of page types the page-weight and Lighthouse benchmarks both measure.
import { gzipSync } from "node:zlib";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { recentlyViewedStorageKey } from "../../src/lib/shop-rules.ts";

export type Weighed = { url: string; raw: number; gzip: number };

export type PageWeight = {
  scripts: Weighed[];
  stylesheets: Weighed[];
  document: Weighed | null;
  /** The heaviest picture drawn in the first viewport, by bytes on the wire (pictures are not compressed again). */
  firstScreenImage: { url: string; bytes: number } | null;
};

export const kB = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;
export const total = (files: readonly Weighed[], key: "raw" | "gzip" = "gzip"): number => files.reduce((sum, f) => sum + f[key], 0);

type Recorded = { type: string; url: string; body: Promise<Buffer> };

/** Every script, stylesheet, document and picture the page receives from now on, as it arrives. */
function record(page: Page): Recorded[] {
  const files: Recorded[] = [];
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (["script", "stylesheet", "document", "image"].includes(type) && response.status() < 300) {
      files.push({ type, url: response.url(), body: response.body().catch(() => Buffer.alloc(0)) });
    }
  });
  return files;
}

const weighScripts = async (files: readonly Recorded[]): Promise<Weighed[]> =>
  Promise.all(
    files
      .filter((f) => f.type === "script")
      .map(async (f) => {
        const body = await f.body;
        return { url: f.url, raw: body.length, gzip: gzipSync(body, { level: 6 }).length };
      }),
  );

/** Loads `url` and waits until the network is quiet and the browser idle, so islands hydrated on load or idle are in. */
async function openQuietly(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: "networkidle" });
  // Astro hydrates client:idle islands from requestIdleCallback: wait for two idle periods, then the network.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const idle = (next: () => void) => ("requestIdleCallback" in window ? requestIdleCallback(() => next(), { timeout: 2000 }) : setTimeout(next, 200));
        idle(() => idle(resolve));
      }),
  );
  await page.waitForLoadState("networkidle");
}

/** Scrolls to the end as a shopper's wheel does, letting each step paint (so visibility observers fire) before the next. */
async function scrollToEnd(page: Page): Promise<void> {
  for (let step = 0; step < 40; step++) {
    await page.mouse.wheel(0, 600);
    const atEnd = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(scrollY + innerHeight >= document.documentElement.scrollHeight - 2))),
        ),
    );
    if (atEnd) break;
  }
  await page.waitForLoadState("networkidle");
}

/**
 * Loads `url` and waits until the page is quiet and the browser idle, so islands hydrated on load or idle are in;
 * with `scroll`, it then scrolls to the end so islands hydrated on visibility are in too. Nothing is clicked.
 */
export async function weighPage(page: Page, url: string, options: { scroll?: boolean } = {}): Promise<PageWeight> {
  const files = record(page);
  await openQuietly(page, url);
  const firstScreen = await page.evaluate(() =>
    [...document.images]
      .filter((img) => {
        const r = img.getBoundingClientRect();
        return img.currentSrc && r.width > 0 && r.height > 0 && r.top < innerHeight && r.bottom > 0 && r.left < innerWidth && r.right > 0;
      })
      .map((img) => img.currentSrc),
  );
  if (options.scroll) await scrollToEnd(page);
  const weighed = await Promise.all(
    files.map(async (f) => {
      const body = await f.body;
      return { type: f.type, url: f.url, raw: body.length, gzip: f.type === "image" ? body.length : gzipSync(body, { level: 6 }).length };
    }),
  );
  const of = (type: string) => weighed.filter((f) => f.type === type).map(({ url, raw, gzip }) => ({ url, raw, gzip }));
  const images = of("image").filter((f) => firstScreen.includes(f.url));
  const heaviest = images.sort((a, b) => b.raw - a.raw)[0];
  return {
    scripts: of("script"),
    stylesheets: of("stylesheet"),
    document: of("document")[0] ?? null,
    firstScreenImage: heaviest ? { url: heaviest.url, bytes: heaviest.raw } : null,
  };
}

/**
 * The scripts a page loads because the shopper did something: `url` is opened and left quiet as weighPage does,
 * then `act` runs (a click, typing) and whatever scripts arrive until the network is quiet again are returned.
 */
export async function weighInteraction(page: Page, url: string, act: (page: Page) => Promise<void>): Promise<Weighed[]> {
  await openQuietly(page, url);
  const files = record(page);
  await act(page);
  await page.waitForLoadState("networkidle");
  return weighScripts(files);
}

/**
 * A browser's storage after a shopper viewed `productPaths` one after the other: a recently viewed list is stored, so
 * a page opened in a context made with it (`browser.newContext({ storageState })`) draws that list. The pages are
 * opened in a context of their own, so the context that weighs a page starts with an empty cache.
 */
export async function afterViewing(browser: Browser, site: string, productPaths: readonly string[]): Promise<Awaited<ReturnType<BrowserContext["storageState"]>>> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    for (const path of productPaths) {
      await page.goto(`${site}${path}`);
      // The page stores its product once its script has run; wait for that state, not for time.
      await page.waitForFunction(
        ([key, handle]) => (localStorage.getItem(key!) ?? "").includes(`"${handle}"`),
        [recentlyViewedStorageKey, path.split("/").pop()],
      );
    }
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** The path of the first link on `path` that matches `pattern` (site-relative), to find a real product, farm or post. */
async function firstLink(site: string, path: string, pattern: RegExp): Promise<string> {
  const html = await (await fetch(`${site}${path}`)).text();
  const match = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!).find((href) => pattern.test(href));
  if (!match) throw new Error(`no link matching ${pattern} on ${path}`);
  return match.replace(site, "").replace(/^https?:\/\/[^/]+/, "");
}

/** Issue 15's page types on `site` (no trailing slash), each with a real page of its kind: what the benchmarks measure. */
export async function pageTypes(site: string): Promise<[name: string, path: string][]> {
  return [
    ["home", "/"],
    ["product", await firstLink(site, "/collections/honey", /\/products\//)],
    ["collection", "/collections/honey"],
    ["farm", await firstLink(site, "/our-farms", /\/farm\//)],
    ["farms list", "/our-farms"],
    ["blog", "/blog"],
    ["blog post", await firstLink(site, "/blog", /\/blog\/[^/]+$/)],
    ["search", "/search?q=honey"],
    ["cart", "/cart"],
  ];
}
