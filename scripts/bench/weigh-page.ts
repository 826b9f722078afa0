// What one page makes a shopper download, measured in a real browser: every script, stylesheet and document it
// fetched (raw and gzip, gzip computed here at level 6 so the figure does not depend on how the server compressed)
// and the largest picture on the first screen. Shared by the page-weight benchmark and the budget tests, with the
// list of page types the page-weight and Lighthouse benchmarks both measure.
import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";

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

/**
 * Loads `url` and waits until the page is quiet and the browser idle, so islands hydrated on load or idle are in;
 * with `scroll`, it then scrolls to the end so islands hydrated on visibility are in too. Nothing is clicked.
 */
export async function weighPage(page: Page, url: string, options: { scroll?: boolean } = {}): Promise<PageWeight> {
  const files: { type: string; url: string; body: Promise<Buffer> }[] = [];
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (["script", "stylesheet", "document", "image"].includes(type) && response.status() < 300) {
      files.push({ type, url: response.url(), body: response.body().catch(() => Buffer.alloc(0)) });
    }
  });
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
  const firstScreen = await page.evaluate(() =>
    [...document.images]
      .filter((img) => {
        const r = img.getBoundingClientRect();
        return img.currentSrc && r.width > 0 && r.height > 0 && r.top < innerHeight && r.bottom > 0 && r.left < innerWidth && r.right > 0;
      })
      .map((img) => img.currentSrc),
  );
  if (options.scroll) {
    for (let y = 0; y < 8000; y += 600) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(80);
    }
    await page.waitForLoadState("networkidle");
  }
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
