import { expect, test } from "@playwright/test";
import { islandReady } from "./support/listing.ts";
import { numericPart, productWithVariants, productWithVideo, simpleProduct, usd } from "./support/storefront.ts";

test.use({ viewport: { width: 1280, height: 900 } });

test("choosing a variant updates the price and the URL; sold-out variants are disabled", async ({ page }) => {
  const product = await productWithVariants();
  const variants = product.variants.nodes;
  const first = variants[0]!;
  const other = variants.find((v) => v.availableForSale && v.price.amount !== first.price.amount)!;
  const soldOut = variants.find((v) => !v.availableForSale)!;

  await page.goto(`/products/${product.handle}`);
  await expect(page.getByRole("heading", { level: 1, name: product.title })).toBeVisible();
  const picker = page.getByRole("group", { name: "Choose an option" });
  await expect(picker.getByRole("button", { name: soldOut.title })).toBeDisabled();
  await expect(picker.getByRole("button", { name: first.title, exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("price")).toHaveText(new RegExp(usd(first.price.amount).replace("$", "\\$")));

  await picker.getByRole("button", { name: other.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?variant=${numericPart(other.id)}$`));
  await expect(page.getByTestId("price")).toHaveText(new RegExp(usd(other.price.amount).replace("$", "\\$")));

  // A shared link opens the same variant.
  await page.goto(`/products/${product.handle}?variant=${numericPart(other.id)}`);
  await expect(picker.getByRole("button", { name: other.title, exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("price")).toHaveText(new RegExp(usd(other.price.amount).replace("$", "\\$")));
});

test("a product with a video shows it in the gallery, and thumbnails switch the featured media", async ({ page }) => {
  const product = await productWithVideo();
  await page.goto(`/products/${product.handle}`);
  const thumbs = page.getByRole("list", { name: "Product media" }).getByRole("button");
  await expect(thumbs).toHaveCount(product.media.nodes.length);
  await expect(thumbs.first()).toHaveAttribute("aria-pressed", "true");
  const videoIndex = product.media.nodes.findIndex((m) => m.__typename === "Video");
  await page.getByRole("button", { name: new RegExp(`^Show video ${videoIndex + 1} of`) }).click();
  await expect(thumbs.nth(videoIndex)).toHaveAttribute("aria-pressed", "true");
  await expect(thumbs.first()).toHaveAttribute("aria-pressed", "false");
  const video = page.locator("[data-gallery-slide]:not([hidden]) video");
  await expect(video).toBeVisible();
  const source = await video.locator("source").first().getAttribute("src");
  const response = await page.request.get(source!);
  expect(response.ok()).toBe(true);
  expect(response.headers()["content-type"]).toMatch(/^video\//);
});

test("adding to the basket confirms, counts in the header and resets after 2.5 s", async ({ page }) => {
  const product = await simpleProduct();
  // The page's clock is ours, so the 2.5 s can be measured exactly instead of waited for.
  await page.clock.install();
  await page.goto(`/products/${product.handle}`);
  await expect(page.getByRole("group", { name: "Choose an option" })).toHaveCount(0);
  // The island has taken over before the clock stops (a choice made earlier would be replayed on its own clock).
  await islandReady(page, "ProductPurchase");
  await page.getByRole("combobox", { name: "Quantity" }).selectOption("3");
  const add = page.getByRole("button", { name: "Add to basket" });
  await expect(add).toBeEnabled();
  // From here the page's time moves only when the test says so.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await add.click();
  await expect(page.getByRole("button", { name: "✓ Added" })).toBeDisabled();
  await expect(page.getByRole("link", { name: "Basket, 3 items" })).toBeVisible();
  await page.clock.runFor(2400);
  await expect(page.getByRole("button", { name: "✓ Added" })).toBeDisabled();
  await page.clock.runFor(150);
  await expect(page.getByRole("button", { name: "Add to basket" })).toBeEnabled();
  await expect(page.getByRole("button", { name: "✓ Added" })).toHaveCount(0);
});

test("the product page carries its metadata: title, description, canonical link and product data", async ({ page }) => {
  const product = await productWithVariants();
  await page.goto(`/products/${product.handle}`);
  await expect(page).toHaveTitle(`${product.title} | Harvest & Hearth`);
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  expect(description!.length).toBeGreaterThan(40);
  expect(description!.length).toBeLessThanOrEqual(155);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/products/${product.handle}$`));
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(data["@type"]).toBe("Product");
  expect(data.name).toBe(product.title);
  expect(data.brand.name).toBe(product.vendor);
  expect(data.offers).toHaveLength(product.variants.nodes.length);
  expect(data.offers.map((o: { availability: string }) => o.availability.endsWith("InStock"))).toEqual(
    product.variants.nodes.map((v) => v.availableForSale),
  );
});

test("the product page links to its farm and shows similar products", async ({ page }) => {
  const product = await simpleProduct(1);
  await page.goto(`/products/${product.handle}`);
  await expect(page.getByRole("link", { name: product.vendor, exact: true }).first()).toHaveAttribute(
    "href",
    `/farm/${encodeURIComponent(product.vendor)}`,
  );
  await expect(page.getByRole("link", { name: "Explore the farm" })).toBeVisible();
  const similar = page.getByRole("region", { name: "similar products", exact: true });
  await expect(page.getByRole("heading", { name: "Similar Products For You" })).toBeVisible();
  await expect(similar.getByRole("article").first()).toBeVisible();
  await page.getByRole("link", { name: "Explore the farm" }).click();
  await expect(page.getByRole("heading", { level: 1, name: product.vendor })).toBeVisible();
});

test("the similar products carousel scrolls 300 px per arrow, back and forth", async ({ page }) => {
  const product = await simpleProduct(1);
  await page.goto(`/products/${product.handle}`);
  const similar = page.getByRole("region", { name: "similar products", exact: true });
  const track = similar.locator("[data-carousel-track]");
  // The cards beyond the track's edge stay inside it: the page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1280);
  const previous = similar.getByRole("button", { name: "Scroll similar products left" });
  // At the start only forward makes sense; the arrows are bound by the page's own script, with no React.
  await expect(previous).toBeDisabled();
  await similar.getByRole("button", { name: "Scroll similar products right" }).click();
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBe(300);
  await expect(previous).toBeEnabled();
  await previous.click();
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBe(0);
});
