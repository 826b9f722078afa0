// Browsing and search as a shopper does it: collection filters, sort, Load More, the URL that keeps them, the
// mobile filter panel, the search page, and the header's type-ahead, against the emulator's catalogue.
import { expect, test, type Page } from "@playwright/test";
import { storefrontQuery } from "./support/storefront.ts";

test.use({ viewport: { width: 1280, height: 900 } });

type FilterGroup = { id: string; label: string; values: { label: string; count: number }[] };

async function collectionFilters(handle: string, filters: unknown[] = []): Promise<FilterGroup[]> {
  const data = await storefrontQuery<{ collection: { products: { filters: FilterGroup[] } } }>(
    `query ($handle: String!, $filters: [ProductFilter!]) { collection(handle: $handle) {
       products(first: 1, filters: $filters) { filters { id label values { label count } } } } }`,
    { handle, filters },
  );
  return data.collection.products.filters;
}

async function searchTotal(term: string, productFilters: unknown[] = []): Promise<number> {
  const data = await storefrontQuery<{ search: { totalCount: number } }>(
    `query ($q: String!, $f: [ProductFilter!]) {
       search(query: $q, first: 1, types: [PRODUCT], unavailableProducts: LAST, productFilters: $f) { totalCount } }`,
    { q: term, f: productFilters },
  );
  return data.search.totalCount;
}

type Listed = { title: string; priceRange: { minVariantPrice: { amount: string } } };

/** What the store lists first for a collection under a sort and filters: the cards the page must show. */
async function collectionFirst(handle: string, sortKey: string, reverse: boolean, filters: unknown[] = []) {
  const data = await storefrontQuery<{ collection: { products: { nodes: Listed[] } } }>(
    `query ($handle: String!, $sortKey: ProductCollectionSortKeys, $reverse: Boolean, $filters: [ProductFilter!]) {
       collection(handle: $handle) { products(first: 12, sortKey: $sortKey, reverse: $reverse, filters: $filters) {
         nodes { title priceRange { minVariantPrice { amount } } } } } }`,
    { handle, sortKey, reverse, filters },
  );
  const nodes = data.collection.products.nodes;
  return { titles: nodes.map((n) => n.title), prices: nodes.map((n) => Number(n.priceRange.minVariantPrice.amount)) };
}

/** Waits until the page's island has taken over from the static HTML (Astro drops `ssr` once it hydrated). */
async function islandReady(page: Page, component: string) {
  await expect(page.locator(`astro-island[component-url*="${component}"]:not([ssr])`)).toHaveCount(1);
}

const grid = (page: Page) => page.locator(".listing-grid");
const cards = (page: Page) => grid(page).getByRole("article");
const count = (page: Page) => page.locator(".listing-count");

async function shownPrices(page: Page): Promise<number[]> {
  // The price a card sells at is its last amount (a struck compare-at price comes first).
  const texts = await grid(page).locator(".product-card-price > span").allTextContents();
  return texts.map((text) => Number(text.replace(/[^0-9.]/g, "")));
}

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
    await page.goto("/collections/all-products");
    await islandReady(page, "CollectionBrowser");
    const before = await page.evaluate(() => history.length);
    const availability = page.getByRole("complementary", { name: "Filters" }).getByRole("group", { name: "Availability" });
    await availability.getByRole("radio").first().focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(availability.getByRole("radio").first()).toBeChecked();
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    await page.goBack();
    await expect(availability.getByRole("radio", { checked: true })).toHaveCount(0);
  });
});

test.describe("search", () => {
  test("the empty state, a term with results, and a term without", async ({ page }) => {
    await page.goto("/search");
    await expect(page.getByText("Search for farms, products, and more.")).toBeVisible();
    await islandReady(page, "SearchPage");
    // Without filters to show, the results take the page's whole width.
    expect((await page.getByRole("searchbox", { name: "Search products" }).boundingBox())!.width).toBeGreaterThan(600);
    const historyLength = await page.evaluate(() => history.length);

    const total = await searchTotal("honey");
    const input = page.getByRole("searchbox", { name: "Search products" });
    await input.pressSequentially("honey", { delay: 40 });
    await expect(page.getByText(`${total} results for "honey"`)).toBeVisible();
    await expect(cards(page)).toHaveCount(Math.min(total, 24));
    await expect(page).toHaveURL(/\/search\?q=honey$/);
    // The term replaced the history entry instead of adding one per keystroke.
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    await expect(page.getByRole("complementary", { name: "Filters" }).getByRole("group", { name: "Price" })).toHaveCount(0);

    await input.fill("zzqxv");
    await expect(page.getByText("No products found. Try a different search term.")).toBeVisible();
    await expect(cards(page)).toHaveCount(0);

    await input.fill("");
    await expect(page.getByText("Search for farms, products, and more.")).toBeVisible();
    await expect(page).toHaveURL(/\/search$/);
  });

  test("a quickly typed word sends one request, and an older answer never replaces a newer one", async ({ page }) => {
    await page.goto("/search");
    await islandReady(page, "SearchPage");
    const searches: string[] = [];
    page.on("request", (request) => {
      const body = request.postData() ?? "";
      if (body.includes("SearchProducts")) searches.push(JSON.parse(body).variables.query as string);
    });
    const input = page.getByRole("searchbox", { name: "Search products" });
    await input.pressSequentially("chocolate", { delay: 60 });
    await expect(page.getByText(/results for "chocolate"/)).toBeVisible();
    expect(searches).toEqual(["chocolate"]);

    // "ho" is answered only after "honey" was: the page must still show honey.
    let releaseHo!: () => void;
    const hoHeld = new Promise<void>((resolve) => (releaseHo = resolve));
    await page.route("**/graphql.json", async (route) => {
      const body = route.request().postData() ?? "";
      if (body.includes("SearchProducts") && JSON.parse(body).variables.query === "ho") await hoHeld;
      await route.continue().catch(() => {});
    });
    await input.fill("ho");
    await expect.poll(() => searches.at(-1)).toBe("ho");
    await input.fill("honey");
    const honeyTotal = await searchTotal("honey");
    await expect(page.getByText(`${honeyTotal} results for "honey"`)).toBeVisible();
    releaseHo();
    await page.waitForTimeout(300);
    await expect(page.getByText(`${honeyTotal} results for "honey"`)).toBeVisible();
    await expect(cards(page)).toHaveCount(Math.min(honeyTotal, 24));
  });

  test("opened with ?q= it shows the results, filters them, and Load More brings 24 more", async ({ page }) => {
    const total = await searchTotal("farm");
    expect(total).toBeGreaterThan(24);
    await page.goto("/search?q=farm");
    await expect(page.getByRole("searchbox", { name: "Search products" })).toHaveValue("farm");
    await expect(page.getByText(`${total} results for "farm"`)).toBeVisible();
    await expect(cards(page)).toHaveCount(24);
    await page.getByRole("button", { name: "Load More" }).click();
    await expect(cards(page)).toHaveCount(Math.min(total, 48));

    await page.getByRole("complementary", { name: "Filters" }).getByRole("group", { name: "Availability" })
      .getByRole("radio", { name: /^In stock/ }).check();
    await expect(page).toHaveURL(/filter\.v\.availability=In\+stock/);
    const inStock = await searchTotal("farm", [{ available: true }]);
    await expect(page.getByText(`${inStock} ${inStock === 1 ? "result" : "results"} for "farm"`)).toBeVisible();
    await expect(cards(page)).toHaveCount(Math.min(inStock, 24));
    await page.reload();
    await expect(page.getByRole("complementary", { name: "Filters" }).getByRole("radio", { name: /^In stock/ })).toBeChecked();
  });

  test("a search that fails offers 'Try again'", async ({ page }) => {
    await page.goto("/search");
    await islandReady(page, "SearchPage");
    let failing = true;
    await page.route("**/graphql.json", (route) =>
      failing && (route.request().postData() ?? "").includes("SearchProducts") ? route.abort() : route.continue(),
    );
    await page.getByRole("searchbox", { name: "Search products" }).fill("tea");
    await expect(page.getByRole("alert")).toContainText("We couldn't load the products");
    failing = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByText(`${await searchTotal("tea")} results for "tea"`)).toBeVisible();
  });
});

test.describe("the header's type-ahead", () => {
  test("is chosen with the keyboard, and brings React only once opened", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
    await page.goto("/about");
    await page.waitForLoadState("networkidle");
    expect(scripts.some((url) => /react|TypeAhead/i.test(url))).toBe(false);

    await page.getByRole("link", { name: "Search" }).focus();
    await page.keyboard.press("Enter");
    const box = page.getByRole("combobox", { name: "Search the shop" });
    await expect(box).toBeFocused();
    await box.pressSequentially("honey");
    const options = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option");
    await expect(options.last()).toHaveText("Search for “honey”");
    await expect(options.first()).toContainText("$");
    const firstTitle = (await options.first().locator(".typeahead-title").textContent())!;

    await page.keyboard.press("ArrowDown");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", (await options.first().getAttribute("id"))!);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: firstTitle })).toBeVisible();
    expect(scripts.some((url) => /TypeAhead/.test(url))).toBe(true);
  });

  test("finds farms, goes to the search page on Enter, and closes on Escape", async ({ page }) => {
    await page.goto("/our-farms");
    const farmName = (await page.locator(".farm-link h2").first().textContent())!;
    await page.getByRole("link", { name: "Search" }).click();
    const box = page.getByRole("combobox", { name: "Search the shop" });
    await box.fill(farmName.split(" ")[0]!);
    const farm = page.getByRole("option").filter({ hasText: farmName });
    await expect(farm).toContainText("Farm");
    await farm.click();
    await expect(page.getByRole("heading", { level: 1, name: farmName })).toBeVisible();

    await page.getByRole("link", { name: "Search" }).click();
    await box.fill("dried fruit");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=dried\+fruit$/);
    await expect(page.getByText(/results? for "dried fruit"/)).toBeVisible();

    await page.getByRole("link", { name: "Search" }).click();
    await expect(box).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(box).toBeHidden();
    await expect(page.getByRole("link", { name: "Search" })).toBeFocused();
  });

  test("works under a preview base path", async ({ page }) => {
    await page.goto(`${process.env.E2E_BASE_SITE_URL}/preview/x/collections/honey`);
    await islandReady(page, "CollectionBrowser");
    await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Price high to low" });
    await expect(page).toHaveURL(/\/preview\/x\/collections\/honey\?sort=price-desc$/);
    await page.getByRole("link", { name: "Search" }).click();
    const box = page.getByRole("combobox", { name: "Search the shop" });
    await box.fill("honey");
    await expect(page.getByRole("listbox", { name: "Suggestions" }).getByRole("option").first()).toContainText("$");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/preview\/x\/search\?q=honey$/);
    await expect(page.getByText(/results for "honey"/)).toBeVisible();
  });
});
