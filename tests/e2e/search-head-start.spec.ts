// The search page opened with ?q=: its head asks the store for the results before the island's code has arrived,
// and the island shows that answer instead of asking again. The island's modules are held back (holdIslands), so
// "before" is certain rather than a race; what the shopper then sees is the same as when the island asked itself,
// also when that early request fails.
import { expect, test, type Page } from "@playwright/test";
import { holdIslands, stillStatic } from "./support/held-islands.ts";
import { cards, searchTotal, shownPrices } from "./support/listing.ts";

test.use({ viewport: { width: 1280, height: 900 } });

type SentSearch = { query: string; sortKey: string; reverse: boolean; productFilters: unknown[]; after: string | null };

/** Every SearchProducts request the page sends, with its variables, in order. */
function watchSearches(page: Page): SentSearch[] {
  const searches: SentSearch[] = [];
  page.on("request", (request) => {
    const body = request.postData() ?? "";
    if (body.includes("SearchProducts")) searches.push(JSON.parse(body).variables as SentSearch);
  });
  return searches;
}

/** What would show a broken page script: an uncaught error or rejection, or a CSP violation. */
function watchFaults(page: Page): string[] {
  const faults: string[] = [];
  page.on("pageerror", (error) => faults.push(`uncaught: ${error.message}`));
  page.on("console", (message) => {
    if (/Content Security Policy|Uncaught/i.test(message.text())) faults.push(message.text());
  });
  return faults;
}

const resultsText = (total: number, term: string) => `${total} ${total === 1 ? "result" : "results"} for "${term}"`;

/** Answers the page's first SearchProducts request with an HTTP 500; returns how many of them it has seen so far. */
async function failFirstSearch(page: Page): Promise<() => number> {
  let failed = 0;
  await page.route("**/graphql.json", async (route) => {
    const isSearch = (route.request().postData() ?? "").includes("SearchProducts");
    if (isSearch && failed++ === 0) return route.fulfill({ status: 500, contentType: "application/json", body: "{}" });
    await route.continue().catch(() => {});
  });
  return () => failed;
}

/** Waits until the head start's answer has arrived and been handled, the first row painted if it is to be. */
async function headStartAnswered(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await (window as { storefrontHeadStart?: { data: Promise<unknown> } }).storefrontHeadStart?.data;
  });
}

test.describe("the search page's head start", () => {
  test("asks for the URL's results before the island loads, and the island shows them without asking again", async ({ page }) => {
    const searches = watchSearches(page);
    const faults = watchFaults(page);
    const path = "/search?q=honey";
    const islands = await holdIslands(page, path);
    await page.goto(path);
    await expect.poll(() => searches.length).toBe(1);
    await stillStatic(page, "SearchPage");
    expect(searches[0]).toMatchObject({ query: "honey", sortKey: "RELEVANCE", reverse: false, productFilters: [], after: null });
    // With the filter sidebar on screen, the island draws the first row itself.
    await headStartAnswered(page);
    await expect(page.locator(".search-first-row")).toHaveCount(0);

    islands.release();
    const total = await searchTotal("honey");
    await expect(page.getByText(resultsText(total, "honey"))).toBeVisible();
    await expect(cards(page)).toHaveCount(Math.min(total, 24));
    await expect(page.getByRole("searchbox", { name: "Search products" })).toHaveValue("honey");
    expect(searches).toHaveLength(1);
    expect(faults).toEqual([]);

    // The answer served the first read only: a new term is asked for by the island.
    await page.getByRole("searchbox", { name: "Search products" }).fill("tea");
    await expect(page.getByText(resultsText(await searchTotal("tea"), "tea"))).toBeVisible();
    expect(searches.map((search) => search.query)).toEqual(["honey", "tea"]);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the first row's pictures show before the island, whose cards then show the same pictures, each fetched once", async ({ page }) => {
      const faults = watchFaults(page);
      const pictures: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "image") pictures.push(request.url());
      });
      const path = "/search?q=honey";
      const islands = await holdIslands(page, path);
      await page.goto(path);
      await headStartAnswered(page);
      await stillStatic(page, "SearchPage");

      const row = page.locator(".search-first-row");
      await expect(row).toHaveAttribute("aria-hidden", "true");
      const rowPictures = row.locator("img");
      await expect(rowPictures).toHaveCount(2);
      await expect(rowPictures.first()).toBeInViewport();
      await expect.poll(() => rowPictures.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0))).toBe(true);
      const shownFirst = await rowPictures.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc));
      // The island's empty state speaks of no term: it is not shown beside results.
      await expect(page.getByText("Search for farms, products, and more.")).toBeHidden();

      islands.release();
      const total = await searchTotal("honey");
      await expect(page.getByText(resultsText(total, "honey"))).toBeVisible();
      await expect(cards(page)).toHaveCount(Math.min(total, 24));
      await expect(row).toHaveCount(0);
      const cardPictures = cards(page).locator("img");
      await expect
        .poll(() => cardPictures.evaluateAll((images) => images.slice(0, 2).map((image) => (image as HTMLImageElement).currentSrc)))
        .toEqual(shownFirst);
      for (const url of shownFirst) expect(pictures.filter((requested) => requested === url)).toHaveLength(1);
      expect(faults).toEqual([]);
    });

    test("when the early request fails, nothing is painted early and the island shows the results", async ({ page }) => {
      await failFirstSearch(page);
      const path = "/search?q=honey";
      const islands = await holdIslands(page, path);
      await page.goto(path);
      await headStartAnswered(page);
      await expect(page.locator(".search-first-row")).toHaveCount(0);
      await expect(page.getByText("Search for farms, products, and more.")).toBeVisible();
      islands.release();
      await expect(page.getByText(resultsText(await searchTotal("honey"), "honey"))).toBeVisible();
    });
  });

  test("a URL with a sort and a filter gets those results from the early request", async ({ page }) => {
    const searches = watchSearches(page);
    const path = "/search?q=honey&sort=price-desc&filter.v.availability=In+stock";
    const islands = await holdIslands(page, path);
    await page.goto(path);
    await expect.poll(() => searches.length).toBe(1);
    expect(searches[0]).toMatchObject({ query: "honey", sortKey: "PRICE", reverse: true, productFilters: [{ available: true }] });

    islands.release();
    const inStock = await searchTotal("honey", [{ available: true }]);
    await expect(page.getByText(resultsText(inStock, "honey"))).toBeVisible();
    await expect(cards(page)).toHaveCount(Math.min(inStock, 24));
    const prices = await shownPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    await expect(page.getByRole("complementary", { name: "Filters" }).getByRole("radio", { name: /^In stock/ })).toBeChecked();
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("price-desc");
    expect(searches).toHaveLength(1);
  });

  test("when the early request fails, the island asks by itself and shows the results", async ({ page }) => {
    const searches = watchSearches(page);
    const faults = watchFaults(page);
    const searchesSeen = await failFirstSearch(page);
    const path = "/search?q=honey";
    const islands = await holdIslands(page, path);
    await page.goto(path);
    await expect.poll(searchesSeen).toBe(1);
    await stillStatic(page, "SearchPage");

    islands.release();
    const total = await searchTotal("honey");
    await expect(page.getByText(resultsText(total, "honey"))).toBeVisible();
    await expect(cards(page)).toHaveCount(Math.min(total, 24));
    await expect(page.getByRole("alert")).toHaveCount(0);
    expect(searches).toHaveLength(2);
    expect(faults).toEqual([]);
  });

  test("when every search fails, the shopper gets the page's usual error and 'Try again'", async ({ page }) => {
    const faults = watchFaults(page);
    let failing = true;
    let failed = 0;
    await page.route("**/graphql.json", async (route) => {
      const isSearch = (route.request().postData() ?? "").includes("SearchProducts");
      if (isSearch && failing) {
        failed++;
        return route.abort();
      }
      await route.continue().catch(() => {});
    });
    const path = "/search?q=honey";
    const islands = await holdIslands(page, path);
    await page.goto(path);
    // The island's code is held: this failure is the head start's.
    await expect.poll(() => failed).toBe(1);
    await stillStatic(page, "SearchPage");
    islands.release();
    await expect(page.getByRole("alert")).toContainText("We couldn't load the products. Check your connection and try again.");
    failing = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByText(resultsText(await searchTotal("honey"), "honey"))).toBeVisible();
    expect(faults).toEqual([]);
  });
});
