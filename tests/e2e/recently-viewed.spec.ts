// Recently viewed products as a shopper meets them (issue 25): listed on product pages and the basket page, newest
// first, never the page's own product, at most 8, kept in the browser; nothing shown before any visit, and storage
// left corrupt by something else breaks nothing.
import { expect, test, type Page } from "@playwright/test";
import { catalogueProducts, type CatalogueProduct } from "./support/storefront.ts";

test.use({ viewport: { width: 1280, height: 900 } });
// Each test opens a dozen pages or more; on a loaded machine that takes longer than the default 30 s.
test.describe.configure({ timeout: 90_000 });

const recentlyViewed = (page: Page) => page.getByRole("region", { name: "Recently viewed" });

async function products(count: number): Promise<CatalogueProduct[]> {
  const all = await catalogueProducts();
  if (all.length < count) throw new Error(`the catalogue has fewer than ${count} products`);
  return all.slice(0, count);
}

async function view(page: Page, product: CatalogueProduct, base = "") {
  await page.goto(`${base}/products/${product.handle}`);
  await expect(page.getByRole("heading", { level: 1, name: product.title })).toBeVisible();
}

const titles = (list: CatalogueProduct[]) => list.map((p) => p.title);

test("after viewing A, B and C, D's page and the basket list them newest first, never the page's own product", async ({ page }) => {
  const [a, b, c, d] = await products(4);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));

  await view(page, a!);
  // Nothing viewed before: no section, not even an empty heading.
  await expect(page.getByRole("heading", { name: "Recently viewed" })).toHaveCount(0);
  await view(page, b!);
  await expect(recentlyViewed(page).getByRole("link")).toHaveText(titles([a!]));
  await view(page, c!);
  await view(page, d!);
  await expect(recentlyViewed(page).getByRole("heading", { level: 2, name: "Recently viewed" })).toBeVisible();
  await expect(recentlyViewed(page).getByRole("link")).toHaveText(titles([c!, b!, a!]));

  // Seeing B again moves it to the front, once.
  await view(page, b!);
  await expect(recentlyViewed(page).getByRole("link")).toHaveText(titles([d!, c!, a!]));

  await page.goto("/cart");
  await expect(recentlyViewed(page).getByRole("link")).toHaveText(titles([b!, d!, c!, a!]));
  const first = recentlyViewed(page).getByRole("listitem").first();
  await expect(first).toContainText(/\$\d+\.\d\d/);
  await first.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/products/${b!.handle}$`));
  expect(errors).toEqual([]);
});

test("lists at most 8: the 8 newest besides the page's own product", async ({ page }) => {
  const viewed = await products(11);
  for (const product of viewed.slice(0, 10)) await view(page, product);
  const newestFirst = viewed.slice(0, 10).reverse();

  // On the 11th product's page: the 8 newest of the 10 before it.
  await view(page, viewed[10]!);
  await expect(recentlyViewed(page).getByRole("link")).toHaveText(titles(newestFirst.slice(0, 8)));
  // On the page of one already listed: it is left out and the next older one comes in.
  await view(page, viewed[5]!);
  await expect(recentlyViewed(page).getByRole("link")).toHaveText(titles([viewed[10]!, ...newestFirst.filter((p) => p !== viewed[5]).slice(0, 7)]));
  await page.goto("/cart");
  await expect(recentlyViewed(page).getByRole("link")).toHaveText(
    titles([viewed[5]!, viewed[10]!, ...newestFirst.filter((p) => p !== viewed[5]).slice(0, 6)]),
  );
});

test("corrupt storage shows nothing and throws nothing, and the next visits start a good list", async ({ page }) => {
  const [a, b, c] = await products(3);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await view(page, a!);
  for (const corrupt of ['{"handle":', JSON.stringify([{ handle: "../cart", title: "Evil", price: { amount: 1, currencyCode: "USD" }, image: null }])]) {
    await page.evaluate((value) => localStorage.setItem("recently_viewed", value), corrupt);
    await page.goto("/cart");
    await expect(page.getByRole("heading", { level: 1, name: "Your Basket" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Recently viewed" })).toHaveCount(0);
    await view(page, b!);
    await expect(page.getByRole("heading", { name: "Recently viewed" })).toHaveCount(0);
    // The page's islands carry on: the purchase box took over from the static HTML.
    await expect(page.getByRole("combobox", { name: "Quantity" })).toBeEnabled();
    await view(page, c!);
    await expect(recentlyViewed(page).getByRole("link")).toHaveText(titles([b!]));
  }
  expect(errors).toEqual([]);
});

test("under a preview BASE_PATH the links stay inside the base and open with the keyboard", async ({ page }) => {
  const base = `${process.env.E2E_BASE_SITE_URL}/preview/x`;
  const [a, b] = await products(2);
  await view(page, a!, base);
  await view(page, b!, base);
  const link = recentlyViewed(page).getByRole("link", { name: a!.title, exact: true });
  await expect(link).toHaveAttribute("href", `/preview/x/products/${a!.handle}`);
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${base}/products/${a!.handle}`);
  await expect(recentlyViewed(page).getByRole("link")).toHaveText(titles([b!]));
});
