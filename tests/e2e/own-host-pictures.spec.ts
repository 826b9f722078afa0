// Pictures from the shop's own host (IMAGE_PROXY_PATH): the preview build of the end-to-end run sets it, the root
// build does not (support/global-setup.ts). With it, every picture a shopper sees (the built pages', the islands',
// the search head start's, the basket's and the recently viewed list's) is asked of the site's own address, which
// answers it from the store's picture host (the static server applies the build's proxy rules as the CDN does).
import { expect, test, type Page } from "@playwright/test";
import { simpleProduct } from "./support/storefront.ts";

const site = () => `${process.env.E2E_BASE_SITE_URL}/preview/x`;
const pictureHost = () => `${process.env.E2E_BASE_SITE_URL}/preview/x/shop-images/`;

/** Every picture the page asks for from now on, by URL, and how many times. */
function pictureRequests(page: Page): Map<string, number> {
  const seen = new Map<string, number>();
  page.on("request", (request) => {
    if (request.resourceType() === "image") seen.set(request.url(), (seen.get(request.url()) ?? 0) + 1);
  });
  return seen;
}

/** Whether the image has been fetched and decoded: a broken picture has no natural width. */
const decoded = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((images: HTMLImageElement[]) => images.length > 0 && images.every((image) => image.complete && image.naturalWidth > 0));

test("a product page's pictures, its basket line and the recently viewed list come from the shop's own host", async ({ page }) => {
  const [first, second] = [await simpleProduct(0), await simpleProduct(1)];
  const requests = pictureRequests(page);
  await page.goto(`${site()}/products/${first.handle}`);
  // The product's main picture: the one the page fetches first.
  const main = page.locator("img[fetchpriority=high]").first();
  await expect(main).toHaveAttribute("src", new RegExp(`^/preview/x/shop-images/media/`));
  await expect.poll(() => main.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

  await page.getByRole("button", { name: "Add to basket" }).click();
  await expect(page.getByRole("button", { name: "✓ Added" })).toBeVisible();
  await page.goto(`${site()}/products/${second.handle}`);
  const recent = page.getByRole("region", { name: "Recently viewed" });
  await recent.scrollIntoViewIfNeeded();
  await expect(recent.getByRole("link", { name: first.title, exact: true })).toBeVisible();
  await expect.poll(() => decoded(page, ".recent-list img")).toBe(true);

  await page.goto(`${site()}/cart`);
  await expect(page.getByRole("table").getByRole("link", { name: first.title })).toBeVisible();
  await expect.poll(() => decoded(page, "table img")).toBe(true);

  const asked = [...requests.keys()];
  expect(asked.length).toBeGreaterThan(2);
  expect(asked.filter((url) => !url.startsWith(pictureHost()))).toEqual([]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("search's first row and the island's cards ask the shop's own host for each picture once", async ({ page }) => {
    const requests = pictureRequests(page);
    await page.goto(`${site()}/search?q=honey`);
    await expect(page.getByText(/results? for "honey"/)).toBeVisible();
    await expect.poll(() => decoded(page, ".listing-grid img[fetchpriority=high]")).toBe(true);
    const asked = [...requests.entries()];
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.filter(([url]) => !url.startsWith(pictureHost()))).toEqual([]);
    expect(asked.filter(([, times]) => times > 1)).toEqual([]);
  });
});

test("without the setting (the root build), pictures come from the store's picture host", async ({ page }) => {
  const product = await simpleProduct(0);
  await page.goto(`/products/${product.handle}`);
  const main = page.locator("img[fetchpriority=high]").first();
  await expect(main).toHaveAttribute("src", new RegExp(`^${process.env.E2E_EMULATOR_URL}/`));
});
