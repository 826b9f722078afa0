// Browsing a collection as a shopper does it: filters, sort, Load More, the URL that keeps them and the mobile filter
// panel, against the emulator's catalogue. Search and the header's type-ahead are in search.spec.ts.
import { expect, test } from "@playwright/test";
import { cards, collectionFilters, collectionFirst, count, grid, islandReady, shownPrices } from "./support/listing.ts";

test.use({ viewport: { width: 1280, height: 900 } });

test.describe("a collection", () => {
  test("a vendor filter narrows the count and the cards, and clearing it brings them back", async ({ page }) => {
    const groups = await collectionFilters("all-products");
    const vendors = groups.find((g) => g.id === "filter.p.vendor")!;
    const total = vendors.values.reduce((sum, v) => sum + v.count, 0);
    const vendor = vendors.values.find((v) => v.count > 1 && v.count < 12)!;

    await page.goto("/collections/all-products");
    await expect(count(page)).toHaveText(`${total} products`);
    await expect(cards(page)).toHaveCount(12);
    await islandReady(page, "CollectionBrowser");

    const sidebar = page.getByRole("complementary", { name: "Filters" });
    await sidebar.getByRole("group", { name: "Vendor" }).getByRole("radio", { name: new RegExp(`^${vendor.label}`) }).check();
    await expect(count(page)).toHaveText(`${vendor.count} products`);
    await expect(cards(page)).toHaveCount(vendor.count);
    for (const name of await grid(page).locator(".product-card-vendor").allTextContents()) expect(name).toBe(vendor.label);
    expect(new URL(page.url()).searchParams.get("filter.p.vendor")).toBe(vendor.label);
    // No more to load: the button is gone.
    await expect(page.getByRole("button", { name: "Load More" })).toHaveCount(0);

    await sidebar.getByRole("button", { name: "Clear Vendor" }).click();
    await expect(count(page)).toHaveText(`${total} products`);
    await expect(cards(page)).toHaveCount(12);
    expect(new URL(page.url()).search).toBe("");
  });

  test("two groups combine, and the counts beside each value follow the other group's choice", async ({ page }) => {
    const honeyOnly = await collectionFilters("all-products", [{ productType: "Honey" }]);
    const vendor = honeyOnly.find((g) => g.id === "filter.p.vendor")!.values.find((v) => v.count > 0)!;
    await page.goto("/collections/all-products");
    await islandReady(page, "CollectionBrowser");
    const sidebar = page.getByRole("complementary", { name: "Filters" });
    const types = sidebar.getByRole("group", { name: "Product type" });
    // A long group shows its first 8 values until the shopper asks for all.
    await expect(types.getByRole("radio")).toHaveCount(8);
    await expect(types.getByRole("radio", { name: /^Honey \(/ })).toHaveCount(0);
    await types.getByRole("button", { name: /^Show all \d+ Product type values$/ }).click();
    await types.getByRole("radio", { name: /^Honey \(/ }).check();
    await expect(sidebar.getByRole("group", { name: "Vendor" }).getByText(vendor.label).locator("..")).toContainText(`(${vendor.count}`);
    await sidebar.getByRole("group", { name: "Vendor" }).getByRole("radio", { name: new RegExp(`^${vendor.label}`) }).check();
    await expect(count(page)).toHaveText(`${vendor.count} ${vendor.count === 1 ? "product" : "products"}`);
    await expect(cards(page)).toHaveCount(vendor.count);

    await sidebar.getByRole("button", { name: "Clear all filters" }).click();
    await expect(cards(page)).toHaveCount(12);
    await expect(sidebar.getByRole("radio", { checked: true })).toHaveCount(0);
  });

  test("sorting by price orders the cards by the prices shown, both ways", async ({ page }) => {
    await page.goto("/collections/honey");
    await islandReady(page, "CollectionBrowser");
    const sort = page.getByRole("combobox", { name: "Sort by" });
    await expect(sort).toHaveValue("best-selling");

    const ascending = (await collectionFirst("honey", "PRICE", false)).prices;
    expect(ascending.length).toBeGreaterThan(3);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = (await collectionFirst("honey", "PRICE", true)).prices;

    await sort.selectOption({ label: "Price low to high" });
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect.poll(() => shownPrices(page)).toEqual(ascending);

    await sort.selectOption({ label: "Price high to low" });
    await expect(page).toHaveURL(/sort=price-desc/);
    await expect.poll(() => shownPrices(page)).toEqual(descending);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
  });

  test("Load More appends the next 12 without repeating a product, and hides at the end", async ({ page }) => {
    await page.goto("/collections/all-products");
    await islandReady(page, "CollectionBrowser");
    const firstTitles = await grid(page).locator(".product-card-title").allTextContents();
    await page.getByRole("button", { name: "Load More" }).click();
    await expect(cards(page)).toHaveCount(24);
    const titles = await grid(page).locator(".product-card-title").allTextContents();
    expect(titles.slice(0, 12)).toEqual(firstTitles);
    expect(new Set(titles).size).toBe(24);

    await page.goto("/collections/honey");
    await islandReady(page, "CollectionBrowser");
    const total = Number((await count(page).textContent())!.split(" ")[0]);
    expect(total).toBeGreaterThan(0);
    if (total > 12) {
      await page.getByRole("button", { name: "Load More" }).click();
      await expect(cards(page)).toHaveCount(Math.min(total, 24));
    }
    if (total <= 24) await expect(page.getByRole("button", { name: "Load More" })).toHaveCount(0);
  });

  test("reload and back restore the filter and the sort; a malformed URL is ignored", async ({ page }) => {
    await page.goto("/collections/all-products");
    await islandReady(page, "CollectionBrowser");
    const sidebar = page.getByRole("complementary", { name: "Filters" });
    const outOfStock = (await collectionFilters("all-products")).find((g) => g.id === "filter.v.availability")!
      .values.find((v) => v.label === "Out of stock")!;
    const filtered = `${outOfStock.count} products`;
    const sortedTitles = (await collectionFirst("all-products", "TITLE", true, [{ available: false }])).titles;
    await sidebar.getByRole("group", { name: "Availability" }).getByRole("radio", { name: /^Out of stock/ }).check();
    await expect(page).toHaveURL(/filter\.v\.availability=Out\+of\+stock/);
    await expect(count(page)).toHaveText(filtered);
    await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Name Z to A" });
    await expect(page).toHaveURL(/sort=title-desc/);
    await expect(grid(page).locator(".product-card-title")).toHaveText(sortedTitles);

    await page.reload();
    await islandReady(page, "CollectionBrowser");
    await expect(sidebar.getByRole("radio", { name: /^Out of stock/ })).toBeChecked();
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("title-desc");
    await expect(count(page)).toHaveText(filtered);
    await expect(grid(page).locator(".product-card-title")).toHaveText(sortedTitles);

    await page.goBack();
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("best-selling");
    await expect(sidebar.getByRole("radio", { name: /^Out of stock/ })).toBeChecked();
    await page.goBack();
    await expect(sidebar.getByRole("radio", { checked: true })).toHaveCount(0);
    await expect(cards(page)).toHaveCount(12);

    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/collections/all-products?sort=%3Cscript%3E&filter.p.vendor=Nobody&filter.v.availability=&filter.zzz=1");
    await islandReady(page, "CollectionBrowser");
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("best-selling");
    await expect(cards(page)).toHaveCount(12);
    await expect(sidebar.getByRole("radio", { checked: true })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("under 992 px the filters open as a panel: focus inside, Escape and the backdrop close it", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto("/collections/all-products");
    await islandReady(page, "CollectionBrowser");
    await expect(page.getByRole("complementary", { name: "Filters" })).toBeHidden();
    const open = page.getByRole("button", { name: "Filters", exact: true });
    await open.click();
    const panel = page.getByRole("dialog", { name: "Filters" });
    await expect(panel).toBeVisible();
    await expect.poll(() => panel.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await panel.getByRole("group", { name: "Product type" }).getByRole("radio", { name: /^Coffee \(/ }).check();
    await expect(page.getByRole("button", { name: "Filters (1)" })).toBeAttached();
    // The backdrop: a click outside the panel's content.
    await page.mouse.click(780, 450);
    await expect(panel).toBeHidden();
    await expect(grid(page).locator(".product-card-title").first()).toBeVisible();
    const coffee = (await collectionFilters("all-products")).find((g) => g.id === "filter.p.product_type")!.values.find((v) => v.label === "Coffee")!;
    await expect(count(page)).toHaveText(`${coffee.count} products`);
  });

  test("a failed request says so with 'Try again', keeps the products shown, and the retry works", async ({ page }) => {
    await page.goto("/collections/all-products");
    await islandReady(page, "CollectionBrowser");
    let failing = true;
    await page.route("**/graphql.json", (route) =>
      failing && (route.request().postData() ?? "").includes("GetFilteredCollection") ? route.abort() : route.continue(),
    );
    await page.getByRole("button", { name: "Load More" }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("We couldn't load the products");
    await expect(cards(page)).toHaveCount(12);
    failing = false;
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect(cards(page)).toHaveCount(24);
    await expect(page.getByRole("alert")).toHaveCount(0);

    // A sort that fails: the 24 products stay, and Load More (whose cursor belongs to them) is withheld until the
    // sort went through.
    failing = true;
    await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Name A to Z" });
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(cards(page)).toHaveCount(24);
    await expect(page.getByRole("button", { name: "Load More" })).toHaveCount(0);
    failing = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(grid(page).locator(".product-card-title")).toHaveText((await collectionFirst("all-products", "TITLE", false)).titles);
    await expect(page.getByRole("button", { name: "Load More" })).toBeVisible();
  });

  test("arrowing through a filter group adds one history entry, not one per value", async ({ page }) => {
    // The page's clock is ours: choices within a second of each other share an entry, and a loaded machine may
    // deliver the keys further apart than a shopper's fingers, so the page sees them in one instant.
    await page.clock.install();
    await page.goto("/collections/all-products");
    await islandReady(page, "CollectionBrowser");
    const before = await page.evaluate(() => history.length);
    const availability = page.getByRole("complementary", { name: "Filters" }).getByRole("group", { name: "Availability" });
    const radios = availability.getByRole("radio");
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await radios.first().focus();
    await page.keyboard.press("Space");
    await expect(radios.first()).toBeChecked();
    await page.keyboard.press("ArrowDown");
    await expect(radios.nth(1)).toBeChecked();
    await page.keyboard.press("ArrowDown");
    await expect(radios.first()).toBeChecked();
    expect(await page.evaluate(() => history.length)).toBe(before + 1);

    // A choice made later in the same group is a step of its own.
    await page.clock.runFor(1500);
    await page.keyboard.press("ArrowDown");
    await expect(radios.nth(1)).toBeChecked();
    expect(await page.evaluate(() => history.length)).toBe(before + 2);
    await page.clock.resume();
    await page.goBack();
    await expect(radios.first()).toBeChecked();
    await page.goBack();
    await expect(availability.getByRole("radio", { checked: true })).toHaveCount(0);
  });
});
