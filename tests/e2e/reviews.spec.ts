// Reviews as a shopper meets them, against the real review service the end-to-end setup started (seeded like the
// local one): the block in the served HTML, pages of reviews, the form's rules, a review that appears, a script
// payload shown as text, and the failure message when the service is down.
import { expect, test, type Page } from "@playwright/test";
import { reviewsByProduct } from "./support/reviews.ts";
import { catalogueProducts, numericPart } from "./support/storefront.ts";

test.use({ viewport: { width: 1280, height: 900 } });

/** Products picked by what their reviews are: the most reviewed, and distinct unreviewed ones for writing. */
async function products() {
  const catalogue = await catalogueProducts();
  const byProduct = await reviewsByProduct();
  const count = (handle: string) => byProduct.get(numericPart(catalogue.find((p) => p.handle === handle)!.id))?.length ?? 0;
  const sorted = [...catalogue].sort((a, b) => count(b.handle) - count(a.handle));
  const unreviewed = catalogue.filter((p) => count(p.handle) === 0);
  return { most: sorted[0]!, mostReviews: byProduct.get(numericPart(sorted[0]!.id))!, unreviewed };
}

const block = (page: Page) => page.getByRole("region", { name: "Customer Reviews" });
async function hydrated(page: Page) {
  await block(page).scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[component-url*="ReviewsBlock"]:not([ssr])')).toHaveCount(1);
}

test("the served HTML already holds the reviews, their statistics and their structured data", async ({ page }) => {
  const { most, mostReviews } = await products();
  const html = await (await page.request.get(`/products/${most.handle}`)).text();
  const average = Math.round((mostReviews.reduce((s, r) => s + r.rating, 0) / mostReviews.length) * 10) / 10;
  expect(html).toContain("Customer Reviews");
  expect(html).toContain(`Based on ${mostReviews.length} reviews`);
  expect(html).toContain(`${mostReviews.length} reviews</span>`);
  const newest = [...mostReviews].sort((a, b) => b.created_at.localeCompare(a.created_at))[0]!;
  expect(html).toContain(newest.title);
  const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
  expect(ld.aggregateRating).toMatchObject({ ratingValue: average, reviewCount: mostReviews.length });
  expect(ld.review).toHaveLength(5);
});

test("reviews read across pages, 5 at a time, with the average and distribution", async ({ page }) => {
  const { most, mostReviews } = await products();
  expect(mostReviews.length).toBeGreaterThan(5);
  const pages = Math.ceil(mostReviews.length / 5);
  await page.goto(`/products/${most.handle}`);
  await hydrated(page);
  const reviews = block(page);
  await expect(reviews.getByText(`Based on ${mostReviews.length} reviews`)).toBeVisible();
  const fives = mostReviews.filter((r) => r.rating === 5).length;
  await expect(reviews.getByRole("list", { name: "Ratings by stars" }).getByRole("listitem").first()).toHaveText(`5 stars${fives}`);
  await expect(reviews.locator(".review")).toHaveCount(5);
  await expect(reviews.getByText(`Page 1 of ${pages}`)).toBeVisible();
  await expect(reviews.getByRole("button", { name: "Previous" })).toBeDisabled();
  const firstPage = await reviews.locator(".review-title").allTextContents();
  await reviews.getByRole("button", { name: "Next" }).click();
  await expect(reviews.getByText(`Page 2 of ${pages}`)).toBeVisible();
  expect(await reviews.locator(".review-title").allTextContents()).not.toEqual(firstPage);
  for (let p = 2; p < pages; p++) await reviews.getByRole("button", { name: "Next" }).click();
  await expect(reviews.getByText(`Page ${pages} of ${pages}`)).toBeVisible();
  await expect(reviews.getByRole("button", { name: "Next" })).toBeDisabled();
  await expect(reviews.locator(".review")).toHaveCount(mostReviews.length - (pages - 1) * 5);
});

test("an invalid submit marks every field and sends nothing; Escape closes and focus returns", async ({ page }) => {
  const { unreviewed } = await products();
  const posts: string[] = [];
  page.on("request", (request) => request.method() === "POST" && request.url().includes("/reviews") && posts.push(request.url()));
  await page.goto(`/products/${unreviewed[0]!.handle}`);
  await hydrated(page);
  const open = block(page).getByRole("button", { name: "Write a review" });
  await open.click();
  const dialog = page.getByRole("dialog", { name: "Write a review" });
  await dialog.getByRole("button", { name: "Submit review" }).click();
  for (const message of ["A rating is required.", "A title is required.", "A review is required.", "Your name is required.", "Your e-mail address is required."]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await expect(dialog.getByRole("radio", { name: "1 star" })).toBeFocused();
  await dialog.getByRole("radio", { name: "4 stars" }).check();
  await expect(dialog.getByText("A rating is required.")).toHaveCount(0);
  await dialog.getByLabel("Review *").fill("Too short");
  await dialog.getByLabel("E-mail *").fill("not-an-address");
  await dialog.getByRole("button", { name: "Submit review" }).click();
  await expect(dialog.getByText("The review must be at least 10 characters.")).toBeVisible();
  await expect(dialog.getByText("Enter a valid e-mail address, like name@example.com.")).toBeVisible();
  expect(posts).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test("a valid review appears in the list; a script in it is shown as text and never runs", async ({ page }) => {
  const { unreviewed } = await products();
  const product = unreviewed[1]!;
  await page.goto(`/products/${product.handle}`);
  await hydrated(page);
  await expect(block(page).getByText("No reviews yet.", { exact: false })).toBeVisible();
  await block(page).getByRole("button", { name: "Write a review" }).click();
  const dialog = page.getByRole("dialog", { name: "Write a review" });
  const title = `<script>window.__reviewXss = 1</script>Great ${Date.now()}`;
  const body = `<img src=x onerror="window.__reviewXss = 2"> Lovely, would buy again.`;
  await dialog.getByRole("radio", { name: "5 stars" }).check();
  await dialog.getByLabel("Title *").fill(title);
  await dialog.getByLabel("Review *").fill(body);
  await dialog.getByLabel("Name *").fill("Robert'); DROP TABLE reviews;--");
  await dialog.getByLabel("E-mail *").fill("robert@example.com");
  await dialog.getByRole("button", { name: "Submit review" }).click();
  await expect(dialog).toBeHidden();
  await expect(block(page).getByText("Thank You!", { exact: true })).toBeVisible();
  await expect(block(page).getByText("Your review has been submitted successfully.", { exact: true })).toBeVisible();
  await expect(block(page).getByRole("heading", { level: 3, name: title })).toBeVisible();
  await expect(block(page).getByText(body)).toBeVisible();
  await expect(block(page).getByText("Based on 1 review")).toBeVisible();
  await expect(page.locator("[data-review-summary]")).toContainText("1 review");
  expect(await page.evaluate(() => (window as unknown as { __reviewXss?: number }).__reviewXss)).toBeUndefined();

  // Reloaded, the review is still there (it was stored, not only shown).
  await page.reload();
  await hydrated(page);
  await expect(block(page).getByRole("heading", { level: 3, name: title })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __reviewXss?: number }).__reviewXss)).toBeUndefined();
});

test("while the service is down, a submit says so and keeps what was typed", async ({ page }) => {
  const { unreviewed } = await products();
  await page.goto(`/products/${unreviewed[2]!.handle}`);
  await hydrated(page);
  await page.route(`${process.env.E2E_REVIEWS_URL}/reviews`, (route) => (route.request().method() === "POST" ? route.abort("connectionrefused") : route.continue()));
  await block(page).getByRole("button", { name: "Write a review" }).click();
  const dialog = page.getByRole("dialog", { name: "Write a review" });
  await dialog.getByRole("radio", { name: "3 stars" }).check();
  await dialog.getByLabel("Title *").fill("Decent");
  await dialog.getByLabel("Review *").fill("Good value for the price.");
  await dialog.getByLabel("Name *").fill("Sam");
  await dialog.getByLabel("E-mail *").fill("sam@example.com");
  await dialog.getByRole("button", { name: "Submit review" }).click();
  await expect(dialog.getByRole("alert")).toContainText("Something went wrong.");
  await expect(dialog.getByRole("alert")).toContainText("We couldn't submit your review. Please try again later.");
  await expect(dialog.getByLabel("Title *")).toHaveValue("Decent");
  await expect(dialog.getByRole("button", { name: "Submit review" })).toBeEnabled();
  await expect(dialog).toBeVisible();
});
