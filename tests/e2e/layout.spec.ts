// Every page type fits every window from a 320 px phone to a 1440 px desktop: no sideways scroll, no box past the
// window's edge, no heading or button too narrow for its text (support/layout.ts says exactly what is checked).
// One test per page type; each opens its page once, as a shopper would reach it, and then resizes the window through
// the widths.
import { expect, test, type Page } from "@playwright/test";
import { layoutProblemsAtEveryWidth } from "./support/layout.ts";
import { catalogueProducts, productsBySimilarBadges, type SimilarBadges } from "./support/storefront.ts";

async function expectFitsEveryWidth(page: Page) {
  expect(await layoutProblemsAtEveryWidth(page)).toEqual([]);
}

const staticPages = ["/about", "/how-we-support-farmers", "/guarantee", "/contact", "/terms-of-service", "/refund-policy"];

for (const path of ["/", ...staticPages]) {
  test(`${path} fits every width`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectFitsEveryWidth(page);
  });
}

// Which product pages overflowed depended on which of their similar products carry a badge, so both ends are chosen
// from the catalogue: the page with the most badged similar products, and the one with the fewest (none, if the
// catalogue has such a page; the emulator's has at least one on every page). The page must show the badges the
// catalogue says, so a change to how similar products are chosen cannot make this test look at other cards unseen.
test.describe("a product page", () => {
  async function openProductWithBadges(page: Page, chosen: SimilarBadges) {
    await page.goto(`/products/${chosen.handle}`);
    await expect(page.getByRole("button", { name: "Add to basket" })).toBeEnabled();
    const similar = page.getByRole("region", { name: "similar products", exact: true });
    await expect(similar.getByRole("article")).toHaveCount(chosen.similar);
    await expect(similar.getByText(/^(Free Shipping|Sold Out)$/)).toHaveCount(chosen.badged);
  }

  test("whose similar products carry the most badges fits every width", async ({ page }) => {
    const products = await productsBySimilarBadges();
    const most = products.reduce((best, p) => (p.badged > best.badged ? p : best));
    expect(most.badged, "no product of the catalogue has a badged similar product").toBeGreaterThan(0);
    await openProductWithBadges(page, most);
    await expectFitsEveryWidth(page);
  });

  test("whose similar products carry the fewest badges fits every width", async ({ page }) => {
    const products = (await productsBySimilarBadges()).filter((p) => p.similar > 0);
    const fewest = products.reduce((best, p) => (p.badged < best.badged ? p : best));
    await openProductWithBadges(page, fewest);
    await expectFitsEveryWidth(page);
  });
});

test("a collection fits every width", async ({ page }) => {
  await page.goto("/collections/honey");
  await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
  await expectFitsEveryWidth(page);
});

test("search results fit every width", async ({ page }) => {
  await page.goto("/search?q=honey");
  await expect(page.getByText(/results for "honey"/)).toBeVisible();
  await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
  await expectFitsEveryWidth(page);
});

test("the farms list and a farm page fit every width", async ({ page }) => {
  await page.goto("/our-farms");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectFitsEveryWidth(page);
  await page.locator("[data-farm-card] a").first().click();
  await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
  await expectFitsEveryWidth(page);
});

test("the blog and a post fit every width", async ({ page }) => {
  await page.goto("/blog");
  const latest = page.getByRole("region", { name: "Latest Posts" });
  await expect(latest).toBeVisible();
  await expectFitsEveryWidth(page);
  await latest.getByRole("heading", { level: 3 }).first().getByRole("link").click();
  await expect(page.getByRole("article").getByRole("heading", { level: 1 })).toBeVisible();
  await expectFitsEveryWidth(page);
});

// The basket's narrowest column holds the product's title: the line whose title has the longest unbreakable word is
// the hardest to fit.
test("the basket with a line fits every width", async ({ page }) => {
  const longestWord = (title: string) => Math.max(...title.split(/[\s-]+/).map((word) => word.length));
  const buyable = (await catalogueProducts()).filter((p) => p.variants.nodes.length === 1 && p.variants.nodes[0]!.availableForSale);
  const product = buyable.reduce((best, p) => (longestWord(p.title) > longestWord(best.title) ? p : best));
  await page.goto(`/products/${product.handle}`);
  await page.getByRole("button", { name: "Add to basket" }).click();
  await expect(page.getByRole("link", { name: "Basket, 1 item" })).toBeVisible();
  await page.goto("/cart");
  await expect(page.getByRole("table").getByRole("link", { name: product.title })).toBeVisible();
  await expect(page.getByRole("button", { name: "Checkout" })).toBeVisible();
  await expectFitsEveryWidth(page);
});
