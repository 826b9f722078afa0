// SPEC.md's own words, as a shopper reads them: one test per screen, each visiting it once and checking every text
// SPEC.md quotes for it exactly (getByRole with exact names, getByText exact), so a changed letter, case or stop
// fails here. docs/SPEC-TEXTS.md lists each text, where it shows and which test covers it; texts other specs
// already check exactly are not repeated.
import { expect, test, type Page } from "@playwright/test";
import { catalogueProducts, simpleProduct, storefrontQuery } from "./support/storefront.ts";
import { reviewsByProduct } from "./support/reviews.ts";

test.use({ viewport: { width: 1280, height: 900 } });

/** A text the shopper must see, word for word; the message names it when it is missing. */
async function shows(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }), `SPEC.md text "${text}"`).toBeVisible();
}

/** Each product's tags by handle ('freeshipping' shows the badge). */
async function tagsByHandle(): Promise<Map<string, string[]>> {
  const data = await storefrontQuery<{ products: { nodes: { handle: string; tags: string[] }[] } }>("{ products(first: 250) { nodes { handle tags } } }");
  return new Map(data.products.nodes.map((p) => [p.handle, p.tags]));
}

test("home, header and footer: the banner, the hero's 'Shop now', 'View all farms', 'Explore this farm', 'Sign up'", async ({ page }) => {
  await page.goto("/");
  await shows(page, "10% off all orders over $50");
  await expect(page.getByRole("link", { name: "Shop now", exact: true })).toHaveAttribute("href", "/our-farms");
  await expect(page.getByRole("link", { name: "View all farms", exact: true })).toHaveAttribute("href", "/our-farms");
  // Each farm's button reads SPEC.md's words; its accessible name adds the farm, so four buttons stay distinct.
  const explore = page.getByRole("region", { name: "Featured Farms", exact: true }).getByRole("link", { name: /^Explore this farm\b/ });
  await expect(explore).toHaveCount(4);
  await expect(page.getByRole("contentinfo").getByRole("button", { name: "Sign up", exact: true })).toBeVisible();
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "About Us", exact: true }).hover();
  await expect(page.locator("#mega-about-us").getByRole("link", { name: "Our Satisfaction Guarantee", exact: true })).toHaveAttribute("href", "/guarantee");
});

test("a collection: the breadcrumb 'Home / Shop / {title}', the 'Free Shipping' badge and 'Load More'", async ({ page }) => {
  const data = await storefrontQuery<{ collection: { title: string; products: { nodes: { title: string; tags: string[] }[] } } }>(
    `{ collection(handle: "all-products") { title products(first: 12, sortKey: BEST_SELLING) { nodes { title tags } } } }`,
  );
  const { title, products } = data.collection;
  const free = products.nodes.find((p) => p.tags.includes("freeshipping"));
  const paid = products.nodes.find((p) => !p.tags.includes("freeshipping"));
  expect(free && paid, "the first page of all-products holds a product tagged freeshipping and one not").toBeTruthy();

  await page.goto("/collections/all-products");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveText(`Home / Shop / ${title}`);
  const card = (name: string) => page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
  await expect(card(free!.title).getByText("Free Shipping", { exact: true })).toBeVisible();
  await expect(card(paid!.title).getByText("Free Shipping", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Load More", exact: true })).toBeVisible();
});

test("a product page: 'Free Shipping', 'Add to basket', 'Sold Out', 'Explore the farm', 'Similar Products For You'", async ({ page }) => {
  const catalogue = await catalogueProducts();
  const tags = await tagsByHandle();
  const soldOut = catalogue.find((p) => p.variants.nodes.every((v) => !v.availableForSale));
  const freeShipping = catalogue.find((p) => tags.get(p.handle)?.includes("freeshipping") && p.variants.nodes[0]!.availableForSale);
  expect(soldOut, "the catalogue has a product with every variant sold out").toBeDefined();
  expect(freeShipping, "the catalogue has a buyable product tagged freeshipping").toBeDefined();

  // The product's own badge, not those of the similar products' cards below it.
  const badge = page.locator(".product-info").getByText("Free Shipping", { exact: true });
  await page.goto(`/products/${freeShipping!.handle}`);
  await expect(badge).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to basket", exact: true })).toBeEnabled();
  await expect(page.getByRole("link", { name: "Explore the farm", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Similar Products For You", exact: true })).toBeVisible();

  await page.goto(`/products/${soldOut!.handle}`);
  await expect(page.getByRole("button", { name: "Sold Out", exact: true })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Add to basket" })).toHaveCount(0);
  await expect(badge).toHaveCount(tags.get(soldOut!.handle)!.includes("freeshipping") ? 1 : 0);
});

/** The product with the most reviews, and how many: its block has more than one page. */
async function mostReviewed(): Promise<{ handle: string; count: number }> {
  const counts = [...(await reviewsByProduct())].map(([id, reviews]) => [id, reviews.length] as const);
  const [id, count] = counts.sort((a, b) => b[1] - a[1])[0]!;
  const product = (await catalogueProducts()).find((p) => p.id.endsWith(`/${id}`))!;
  return { handle: product.handle, count };
}

test("the reviews block and form: its title, counts, pages, 'A rating is required.', 'Submitting...', the failure and ×", async ({ page }) => {
  const { handle, count } = await mostReviewed();
  expect(count, "the most reviewed product has more than one page of reviews").toBeGreaterThan(5);
  await page.goto(`/products/${handle}`);
  const block = page.getByRole("region", { name: "Customer Reviews", exact: true });
  await block.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[component-url*="ReviewsBlock"]:not([ssr])')).toHaveCount(1);
  await expect(block.getByRole("heading", { name: "Customer Reviews", exact: true })).toBeVisible();
  await expect(block.getByText(`Based on ${count} reviews`, { exact: true })).toBeVisible();
  await expect(block.getByText(`Page 1 of ${Math.ceil(count / 5)}`, { exact: true })).toBeVisible();
  await expect(block.getByRole("button", { name: "Previous", exact: true })).toBeDisabled();
  await expect(block.getByRole("button", { name: "Next", exact: true })).toBeEnabled();

  await block.getByRole("button", { name: "Write a review", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Write a review", exact: true });
  await dialog.getByRole("button", { name: "Submit review" }).click();
  await expect(dialog.getByText("A rating is required.", { exact: true })).toBeVisible();

  // The submit is held until 'Submitting...' has been seen, then refused: nothing reaches the service.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${process.env.E2E_REVIEWS_URL}/reviews`, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    await held;
    await route.abort("connectionrefused");
  });
  await dialog.getByRole("radio", { name: "4 stars" }).check();
  await dialog.getByLabel("Title *").fill("Lovely");
  await dialog.getByLabel("Review *").fill("Tastes of the farm it came from.");
  await dialog.getByLabel("Name *").fill("Ada");
  await dialog.getByLabel("E-mail *").fill("ada@example.com");
  await dialog.getByRole("button", { name: "Submit review" }).click();
  await expect(dialog.getByRole("button", { name: "Submitting...", exact: true })).toBeDisabled();
  release();
  const alert = dialog.getByRole("alert");
  await expect(alert.getByText("Something went wrong.", { exact: true })).toBeVisible();
  await expect(alert.getByText("We couldn't submit your review. Please try again later.", { exact: true })).toBeVisible();
  // The close (×) button, named for what it does.
  const close = dialog.getByRole("button", { name: "Close", exact: true });
  await expect(close).toHaveText("×");
  await close.click();
  await expect(dialog).toBeHidden();
});

test("search: 'Search for farms, products, and more.', '{n} results for \"{term}\"', no results, and the sorts", async ({ page }) => {
  await page.goto("/search");
  await shows(page, "Search for farms, products, and more.");

  const { search } = await storefrontQuery<{ search: { totalCount: number } }>(
    `{ search(query: "honey", first: 1, types: [PRODUCT], unavailableProducts: LAST) { totalCount } }`,
  );
  await page.goto("/search?q=honey");
  await shows(page, `${search.totalCount} results for "honey"`);
  const sort = page.getByRole("combobox", { name: "Sort by" });
  await expect(sort.getByRole("option")).toHaveText(["Relevance", "Price low to high", "Price high to low"]);
  await page.goto("/search?q=zzqxv");
  await shows(page, "No products found. Try a different search term.");
});

test("the basket: 'calculated at checkout', then 'Your cart is currently empty.' with 'Continue Shopping'", async ({ page }) => {
  const product = await simpleProduct();
  await page.goto(`/products/${product.handle}`);
  await page.getByRole("button", { name: "Add to basket", exact: true }).click();
  await expect(page.getByRole("button", { name: "✓ Added", exact: true })).toBeVisible();
  await page.goto("/cart");
  const summary = page.getByRole("complementary", { name: "Order summary" });
  await expect(summary.getByText("calculated at checkout", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Clear basket" }).click();
  await shows(page, "Your cart is currently empty.");
  await expect(page.getByRole("link", { name: "Continue Shopping", exact: true })).toHaveAttribute("href", "/");
});

test("farms: the list's filters, a farm's tabs and 'No highlight video available.'", async ({ page }) => {
  const data = await storefrontQuery<{ metaobjects: { nodes: { fields: { key: string; value: string | null }[] }[] } }>(
    `{ metaobjects(type: "farmer", first: 250) { nodes { fields { key value } } } }`,
  );
  const field = (node: (typeof data.metaobjects.nodes)[number], key: string) => node.fields.find((f) => f.key === key)?.value ?? null;
  const withoutVideo = data.metaobjects.nodes.find((node) => !field(node, "highlight_video"));
  expect(withoutVideo, "the catalogue has a farm without a highlight video").toBeDefined();

  await page.goto("/our-farms");
  await expect(page.getByRole("checkbox", { name: "USDA Organic", exact: true })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "CCOF", exact: true })).toBeVisible();

  await page.goto(`/farm/${encodeURIComponent(field(withoutVideo!, "name")!)}`);
  const tabs = page.getByRole("tablist");
  await expect(tabs.getByRole("tab")).toHaveText(["Overview", "Our Story", "Our Products"]);
  await shows(page, "No highlight video available.");
});

test("the blog: 'Latest Posts', 'Top Picks For You', 'All Posts', 'Load More' and a post's 'By {author}'", async ({ page }) => {
  await page.goto("/blog");
  const headings = page.getByRole("main").getByRole("heading", { level: 2 });
  await expect(headings).toHaveText(["Latest Posts", "Top Picks For You", "All Posts"]);
  await expect(page.getByRole("button", { name: "Load More", exact: true })).toBeVisible();

  const { articles } = await storefrontQuery<{ articles: { nodes: { handle: string; authorV2: { name: string } }[] } }>(
    "{ articles(first: 1, sortKey: PUBLISHED_AT, reverse: true) { nodes { handle authorV2 { name } } } }",
  );
  const post = articles.nodes[0]!;
  await page.goto(`/blog/${post.handle}`);
  // 'By {author}', then the long date the post page adds after a separator.
  const author = post.authorV2.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await expect(page.getByText(new RegExp(`^By ${author} · `))).toBeVisible();
});

test("the static pages' links and words: 'Shop Our Farms', 'Contact Us', 'Shop with Confidence', 'Based in sunny California'", async ({ page }) => {
  const main = () => page.getByRole("main");
  await page.goto("/about");
  await expect(main().getByRole("link", { name: "Shop Our Farms", exact: true })).toHaveAttribute("href", "/our-farms");
  await page.goto("/how-we-support-farmers");
  await expect(main().getByRole("link", { name: "Contact Us", exact: true })).toHaveAttribute("href", "/contact");
  await page.goto("/guarantee");
  await expect(main().getByRole("link", { name: "Shop with Confidence", exact: true })).toHaveAttribute("href", "/category/all-products");
  await page.goto("/contact");
  await expect(main().getByText("Based in sunny California", { exact: true })).toBeVisible();
});
