// The Content-Security-Policy as shoppers meet it: the static servers apply the build's _headers (the header
// policy) and every page carries Astro's <meta> policy with its hashes. Every page type, at the root and under the
// preview base path, loads and works (islands, videos, type-ahead, reviews, basket, checkout hand-off) without a
// single violation.
import { expect, test, type Page } from "@playwright/test";
import { islandReady } from "./support/listing.ts";
import { simpleProduct } from "./support/storefront.ts";

test.use({ viewport: { width: 1280, height: 900 } });

/** Collects every CSP violation the page reports, from the event and from the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    ),
  );
  page.on("console", (message) => {
    if (/CSP violation|Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  return violations;
}

/**
 * Waits until every island the shopper can reach has loaded and run its code (Astro drops `ssr` then): those that
 * load at once or when the browser is idle, and those hydrated on visibility once scrolled into view. One in a
 * panel that is not shown (the farm page's video under another tab) never becomes visible, and is not waited for.
 */
async function everyIslandRan(page: Page) {
  for (const island of await page.locator('astro-island[client="visible"]').all()) {
    if (await island.locator(":scope > *").first().isVisible()) await island.scrollIntoViewIfNeeded();
  }
  await expect(page.locator('astro-island[ssr]:not([client="visible"])')).toHaveCount(0);
  await expect(page.locator('astro-island[ssr][client="visible"]').filter({ visible: true })).toHaveCount(0);
}

const pageTypes = [
  "/", "/about", "/collections/honey", "/search?q=honey", "/our-farms", "/farm/Sunny%20Slope%20Apiary#story", "/blog",
  "/cart", "/terms-of-service", "/refund-policy", "/no/such/page",
];

for (const [where, origin] of [["at the root", ""], ["under the preview base path", "base"]] as const) {
  test(`every page type works without a CSP violation ${where}`, async ({ page }) => {
    // Eleven page types and the product and home pages, each waited for until its islands ran: over a minute on a
    // loaded machine.
    test.setTimeout(120_000);
    const prefix = origin === "base" ? `${process.env.E2E_BASE_SITE_URL}/preview/x` : "";
    const violations = await watchViolations(page);
    const headers = (await page.goto(`${prefix}/about`))!.headers();
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(await page.locator('meta[http-equiv="content-security-policy"]').getAttribute("content")).toMatch(/script-src 'self' 'sha256-/);

    for (const path of pageTypes) {
      await page.goto(`${prefix}${path}`);
      await page.mouse.wheel(0, 3000);
      await everyIslandRan(page);
    }
    // A product page: the purchase island, the reviews island, the basket and the hand-off to the store's cart.
    const product = await simpleProduct(0);
    await page.goto(`${prefix}/products/${product.handle}`);
    await page.getByRole("button", { name: "Add to basket" }).click();
    await expect(page.getByRole("button", { name: "✓ Added" })).toBeVisible();
    const reviews = page.getByRole("region", { name: "Customer Reviews" });
    await reviews.scrollIntoViewIfNeeded();
    await islandReady(page, "ReviewsBlock");
    // The home page's story video plays (media from the store's origin).
    await page.goto(`${prefix}/`);
    const stories = page.getByRole("region", { name: "Farmers' Stories" });
    await stories.scrollIntoViewIfNeeded();
    const card = stories.getByRole("article").first();
    await islandReady(page, "FarmerStories");
    await card.hover();
    await expect.poll(() => card.locator("video").evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
    // The type-ahead loads its module and calls the store (back at the top, where the header shows).
    await page.mouse.wheel(0, -10_000);
    await page.getByRole("link", { name: "Search" }).click();
    await page.getByRole("combobox", { name: "Search the shop" }).fill("honey");
    await expect(page.getByRole("listbox", { name: "Suggestions" }).getByRole("option").first()).toBeVisible();
    // The basket checks live prices and hands over to the store.
    await page.goto(`${prefix}/cart`);
    await page.getByRole("button", { name: "Checkout" }).click();
    // The preview build checks out through the Cart API (a cart's page), the root build through the permalink.
    await expect(page).toHaveURL(origin === "base" ? /\/cart\/c\/c1-[0-9a-f]+\?key=/ : /\/cart\/\d+:1/);
    expect(violations).toEqual([]);
  });
}
