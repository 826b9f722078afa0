// Every control a shopper can see works from the first paint (issue 25). Each test holds back the page's island
// modules (support/held-islands.ts), acts at once as a shopper would, checks that the island is still the static
// HTML (so the action really came before React), then lets the modules load and expects the action to have
// worked: what the static HTML can do natively (a dialog, a link, a typed value) it does at once; the rest is
// replayed by the island once it has taken over.
import { expect, test } from "@playwright/test";
import { cards, collectionFilters, collectionFirst, count, searchTotal, shownPrices } from "./support/listing.ts";
import { holdIslands, holdReplay, island, slowScheduledTasks, stillStatic, takenOverByReact } from "./support/held-islands.ts";
import { numericPart, productWithVariants, productWithVideo, simpleProduct, usd } from "./support/storefront.ts";

test.use({ viewport: { width: 1280, height: 900 } });

test("the purchase box takes a variant, a quantity and 'Add to basket' before its island has loaded", async ({ page }) => {
  const product = await productWithVariants();
  const variants = product.variants.nodes;
  const other = variants.find((v) => v.availableForSale && v.id !== variants[0]!.id && v.price.amount !== variants[0]!.price.amount)!;
  const path = `/products/${product.handle}`;
  const held = await holdIslands(page, path);
  await page.goto(path);

  const picker = page.getByRole("group", { name: "Choose an option" });
  await picker.getByRole("button", { name: other.title, exact: true }).click();
  await page.getByRole("combobox", { name: "Quantity" }).selectOption("3");
  await page.getByRole("button", { name: "Add to basket" }).click();
  await stillStatic(page, "ProductPurchase");

  held.release();
  await expect(page.getByRole("link", { name: "Basket, 3 items" })).toBeVisible();
  await expect(picker.getByRole("button", { name: other.title, exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(new RegExp(`\\?variant=${numericPart(other.id)}$`));
  await expect(page.getByTestId("price")).toHaveText(new RegExp(usd(other.price.amount).replace("$", "\\$")));
  await expect(page.getByRole("combobox", { name: "Quantity" })).toHaveValue("3");
  // The basket holds the chosen variant, three of it.
  await page.goto("/cart");
  await expect(page.getByRole("spinbutton", { name: `Quantity of ${product.title}, ${other.title}` })).toHaveValue("3");
});

test("'Add to basket' pressed as the purchase box takes over adds the quantity chosen before it", async ({ page }) => {
  const product = await simpleProduct(2);
  const path = `/products/${product.handle}`;
  const held = await holdIslands(page, path);
  const replay = await holdReplay(page);
  await page.goto(path);
  await page.getByRole("combobox", { name: "Quantity" }).selectOption("3");
  await stillStatic(page, "ProductPurchase");

  // React runs the island, but the quantity chosen is not yet replayed to it: the press comes in between.
  held.release();
  await expect(island(page, "ProductPurchase")).not.toHaveAttribute("ssr");
  await page.getByRole("button", { name: "Add to basket" }).click();
  replay.release();
  await expect(page.getByRole("button", { name: "✓ Added" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Basket, 3 items" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Quantity" })).toHaveValue("3");
  await page.goto("/cart");
  await expect(page.getByRole("spinbutton", { name: `Quantity of ${product.title}` })).toHaveValue("3");
});

test("a quantity and 'Add to basket' chosen as React takes the purchase box over, before its effects ran, both hold", async ({ page }) => {
  const product = await simpleProduct(3);
  await slowScheduledTasks(page);
  await page.goto(`/products/${product.handle}`);
  const add = page.getByRole("button", { name: "Add to basket" });
  await takenOverByReact(add);
  await page.getByRole("combobox", { name: "Quantity" }).selectOption("3");
  await add.click();
  await expect(page.getByRole("button", { name: "✓ Added" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Basket, 3 items" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Quantity" })).toHaveValue("3");
});

test("'Write a review' opens the form at once, and what is typed before the island loads is kept", async ({ page }) => {
  const product = await simpleProduct(1);
  const path = `/products/${product.handle}`;
  const held = await holdIslands(page, path);
  await page.goto(path);

  const block = page.getByRole("region", { name: "Customer Reviews" });
  await block.getByRole("button", { name: "Write a review" }).click();
  const dialog = page.getByRole("dialog", { name: "Write a review" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Title *").fill("Typed before the page was ready");
  await stillStatic(page, "ReviewsBlock");

  held.release();
  await expect(page.locator('astro-island[component-url*="ReviewsBlock"]:not([ssr])')).toHaveCount(1);
  await dialog.getByRole("button", { name: "Submit review" }).click();
  // The form knows the title: only the fields left empty are reported.
  await expect(dialog.getByText("A rating is required.")).toBeVisible();
  await expect(dialog.getByText("A review is required.")).toBeVisible();
  await expect(dialog.getByText("A title is required.")).toHaveCount(0);
  await expect(dialog.getByLabel("Title *")).toHaveValue("Typed before the page was ready");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
});

test.describe("a collection before its island has loaded", () => {
  test("a filter chosen applies once it has", async ({ page }) => {
    const vendors = (await collectionFilters("all-products")).find((g) => g.id === "filter.p.vendor")!;
    const vendor = vendors.values.find((v) => v.count > 1 && v.count < 12)!;
    const held = await holdIslands(page, "/collections/all-products");
    await page.goto("/collections/all-products");

    const sidebar = page.getByRole("complementary", { name: "Filters" });
    await sidebar.getByRole("group", { name: "Vendor" }).getByRole("radio", { name: new RegExp(`^${vendor.label}`) }).check();
    await stillStatic(page, "CollectionBrowser");

    held.release();
    await expect(count(page)).toHaveText(`${vendor.count} products`);
    await expect(cards(page)).toHaveCount(vendor.count);
    await expect(page).toHaveURL(new RegExp(`filter\\.p\\.vendor=${encodeURIComponent(vendor.label).replace(/%20/g, "\\+")}`));
  });

  test("a second filter chosen as the island takes over, before the first is replayed, is the one applied", async ({ page }) => {
    const vendors = (await collectionFilters("all-products")).find((g) => g.id === "filter.p.vendor")!;
    const [first, second] = vendors.values.filter((v) => v.count > 1 && v.count < 12);
    const held = await holdIslands(page, "/collections/all-products");
    const replay = await holdReplay(page);
    await page.goto("/collections/all-products");
    const group = page.getByRole("complementary", { name: "Filters" }).getByRole("group", { name: "Vendor" });
    await group.getByRole("radio", { name: new RegExp(`^${first!.label}`) }).check();
    await stillStatic(page, "CollectionBrowser");

    // React runs the island, but the first choice is not yet replayed to it: the second comes in between.
    held.release();
    await expect(island(page, "CollectionBrowser")).not.toHaveAttribute("ssr");
    await group.getByRole("radio", { name: new RegExp(`^${second!.label}`) }).check();
    replay.release();
    await expect(count(page)).toHaveText(`${second!.count} products`);
    await expect(cards(page)).toHaveCount(second!.count);
    await expect(page).toHaveURL(new RegExp(`filter\\.p\\.vendor=${encodeURIComponent(second!.label).replace(/%20/g, "\\+")}`));
    await expect(group.getByRole("radio", { name: new RegExp(`^${second!.label}`) })).toBeChecked();
  });

  test("a sort chosen applies once it has", async ({ page }) => {
    const held = await holdIslands(page, "/collections/all-products");
    await page.goto("/collections/all-products");
    await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Price low to high" });
    await stillStatic(page, "CollectionBrowser");

    held.release();
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("price-asc");
    const ascending = (await collectionFirst("all-products", "PRICE", false)).prices;
    await expect.poll(() => shownPrices(page)).toEqual(ascending);
  });

  test("Load More pressed brings the next page once it has", async ({ page }) => {
    const held = await holdIslands(page, "/collections/all-products");
    await page.goto("/collections/all-products");
    await expect(cards(page)).toHaveCount(12);
    await page.getByRole("button", { name: "Load More" }).click();
    await stillStatic(page, "CollectionBrowser");

    held.release();
    await expect(cards(page)).toHaveCount(24);
  });
});

test("a term typed on the search page before its island has loaded is searched once it has", async ({ page }) => {
  const total = await searchTotal("honey");
  const held = await holdIslands(page, "/search");
  await page.goto("/search");
  await page.getByRole("searchbox", { name: "Search products" }).fill("honey");
  await stillStatic(page, "SearchPage");

  held.release();
  await expect(page.getByText(`${total} results for "honey"`)).toBeVisible();
  await expect(page).toHaveURL(/\?q=honey$/);
});

test("a term typed as React takes the search page over, before its effects ran, is kept and searched", async ({ page }) => {
  const total = await searchTotal("honey");
  await slowScheduledTasks(page);
  await page.goto("/search");
  const box = page.getByRole("searchbox", { name: "Search products" });
  await takenOverByReact(box);
  await box.pressSequentially("honey");
  await expect(page.getByText(`${total} results for "honey"`)).toBeVisible();
  await expect(page).toHaveURL(/\?q=honey$/);
  await expect(box).toHaveValue("honey");
});

test.describe("on a narrow screen", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("a story video's Play button works before its island has loaded", async ({ page }) => {
    const held = await holdIslands(page, "/");
    await page.goto("/");
    const stories = page.getByRole("region", { name: "Farmers' Stories" });
    await stories.scrollIntoViewIfNeeded();
    const card = stories.getByRole("article").first();
    await card.getByRole("button", { name: /^Play video/ }).tap();
    await stillStatic(page, "FarmerStories");

    held.release();
    await expect(card.getByRole("button", { name: /^Pause video/ })).toHaveAttribute("aria-pressed", "true");
    await expect.poll(() => card.locator("video").evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
  });

  test("the Filters panel opens, takes a choice and closes before the listing's island has loaded", async ({ page }) => {
    const vendors = (await collectionFilters("all-products")).find((g) => g.id === "filter.p.vendor")!;
    const vendor = vendors.values.find((v) => v.count > 1 && v.count < 12)!;
    const held = await holdIslands(page, "/collections/all-products");
    await page.goto("/collections/all-products");

    await page.getByRole("button", { name: "Filters" }).click();
    const panel = page.getByRole("dialog", { name: "Filters" });
    await expect(panel).toBeVisible();
    await panel.getByRole("group", { name: "Vendor" }).getByRole("radio", { name: new RegExp(`^${vendor.label}`) }).check();
    await panel.getByRole("button", { name: "Show results" }).click();
    await expect(panel).toBeHidden();
    await stillStatic(page, "CollectionBrowser");

    held.release();
    await expect(count(page)).toHaveText(`${vendor.count} products`);
    await expect(page.getByRole("button", { name: "Filters (1)" })).toBeVisible();
  });

  test("the header's menu opens while the page's islands are still loading", async ({ page }) => {
    const product = await simpleProduct(0);
    const path = `/products/${product.handle}`;
    const held = await holdIslands(page, path);
    await page.goto(path);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await stillStatic(page, "ProductPurchase");
    held.release();
  });
});

test("the header, the gallery and the farm tabs work while the islands are still loading", async ({ page }) => {
  const product = await productWithVideo();
  const path = `/products/${product.handle}`;
  const held = await holdIslands(page, path);
  await page.goto(path);
  // The mega menu opens on hover for a mouse; its button toggles it from the keyboard.
  const toggle = page.getByRole("navigation", { name: "Main" }).getByRole("button").first();
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  const videoIndex = product.media.nodes.findIndex((m) => m.__typename === "Video");
  await page.getByRole("button", { name: new RegExp(`^Show video ${videoIndex + 1} of`) }).click();
  await expect(page.getByRole("list", { name: "Product media" }).getByRole("button").nth(videoIndex)).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("link", { name: "Search" }).click();
  await expect(page.getByRole("combobox", { name: "Search the shop" })).toBeFocused();
  await stillStatic(page, "ProductPurchase");
  held.release();

  await page.goto("/our-farms");
  const farm = (await page.locator("[data-farm-card] a").first().getAttribute("href"))!;
  const heldFarm = await holdIslands(page, farm);
  await page.goto(farm);
  const story = page.getByRole("tab", { name: "Our Story" });
  await story.click();
  await expect(story).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Our Story" })).toBeVisible();
  heldFarm.release();
});
