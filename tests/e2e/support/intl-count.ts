import type { Page } from "@playwright/test";

/**
 * Counts every Intl.NumberFormat each page of `page` makes, from its first script on: the first one costs a phone
 * tens of milliseconds of main thread, so the shop's own prices are written without it (src/lib/format.ts).
 * Returns a reader of the current page's count.
 */
export async function countNumberFormats(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const counter = window as unknown as { numberFormats: number };
    counter.numberFormats = 0;
    Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
      construct: (target, args, newTarget) => (counter.numberFormats++, Reflect.construct(target, args, newTarget)),
      apply: (target, self, args) => (counter.numberFormats++, Reflect.apply(target, self, args)),
    });
  });
  return () => page.evaluate(() => (window as unknown as { numberFormats: number }).numberFormats);
}
