// Search as a shopper does it: the search page (typing, filters, Load More, failures) and the header's type-ahead,
// against the emulator's catalogue.
import { expect, test, type Request } from "@playwright/test";
import { cards, islandReady, searchTotal } from "./support/listing.ts";

test.use({ viewport: { width: 1280, height: 900 } });

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

  test("a quickly typed word sends one request, shown when the debounce ends, and an older answer never replaces a newer one", async ({ page }) => {
    // The page's clock is ours: however slowly a loaded machine delivers the keys, the page sees them as typed in one
    // instant, and the 400 ms debounce is measured exactly instead of raced.
    await page.clock.install();
    await page.goto("/search");
    await islandReady(page, "SearchPage");
    // The searches the store answered, and (below) those the page sent.
    const answered: string[] = [];
    const searched = (request: Request) => {
      const body = request.postData() ?? "";
      return body.includes("SearchProducts") ? (JSON.parse(body).variables.query as string) : null;
    };
    page.on("requestfinished", (request) => {
      const query = searched(request);
      if (query !== null) answered.push(query);
    });
    // Recorded in the page, so that a request sent too early cannot still be on its way to the test when it looks.
    await page.evaluate(() => {
      const sent: string[] = ((window as unknown as { sent: string[] }).sent = []);
      const send = window.fetch;
      window.fetch = (input, init) => {
        const body = typeof init?.body === "string" ? init.body : "";
        if (body.includes("SearchProducts")) sent.push(JSON.parse(body).variables.query as string);
        return send(input, init);
      };
    });
    const sentByPage = () => page.evaluate(() => (window as unknown as { sent: string[] }).sent);
    const input = page.getByRole("searchbox", { name: "Search products" });
    const count = page.getByText(/results? for "/);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await input.pressSequentially("chocolate");
    await expect(input).toHaveValue("chocolate");
    await page.clock.runFor(249);
    expect(await sentByPage()).toEqual([]);
    // 150 ms before the debounce ends the store is asked; its answer waits for the debounce.
    await page.clock.runFor(1);
    await expect.poll(() => answered).toEqual(["chocolate"]);
    await page.clock.runFor(149);
    await expect(count).toHaveCount(0);
    await expect(page).toHaveURL(/\/search$/);
    await page.clock.runFor(1);
    await expect(page.getByText(/results for "chocolate"/)).toBeVisible();
    await expect(page).toHaveURL(/\/search\?q=chocolate$/);
    expect(await sentByPage()).toEqual(["chocolate"]);

    // A pause shorter than the debounce asks ahead for the word so far; typing on, the search is the whole word's.
    await input.fill("hon");
    await page.clock.runFor(300);
    await expect.poll(() => answered.at(-1)).toBe("hon");
    await input.pressSequentially("ey");
    await page.clock.runFor(399);
    await expect(page.getByText(/results for "chocolate"/)).toBeVisible();
    await page.clock.runFor(1);
    await expect(page.getByText(`${await searchTotal("honey")} results for "honey"`)).toBeVisible();
    expect(await sentByPage()).toEqual(["chocolate", "hon", "honey"]);
    // Enter searches at once, and nothing is asked ahead after it.
    await input.fill("tea");
    await input.press("Enter");
    await expect(page.getByText(`${await searchTotal("tea")} results for "tea"`)).toBeVisible();
    await page.clock.runFor(400);
    expect(await sentByPage()).toEqual(["chocolate", "hon", "honey", "tea"]);
    await page.clock.resume();

    // "ho" is answered only after "honey" was: the page must still show honey.
    let releaseHo!: () => void;
    const hoHeld = new Promise<void>((resolve) => (releaseHo = resolve));
    const isHo = (request: Request) => {
      const body = request.postData() ?? "";
      return body.includes("SearchProducts") && JSON.parse(body).variables.query === "ho";
    };
    await page.route("**/graphql.json", async (route) => {
      if (isHo(route.request())) await hoHeld;
      await route.continue().catch(() => {});
    });
    // The "ho" request is settled once its answer reached the page, or once the page gave it up (aborted it).
    let hoSettled!: () => void;
    const hoDone = new Promise<void>((resolve) => (hoSettled = resolve));
    const settle = (request: Request) => isHo(request) && hoSettled();
    page.on("requestfinished", settle);
    page.on("requestfailed", settle);
    // The "ho" search is made (the address says so) and waits for its held answer.
    await input.fill("ho");
    await expect(page).toHaveURL(/\/search\?q=ho$/);
    await input.fill("honey");
    const honeyTotal = await searchTotal("honey");
    await expect(page.getByText(`${honeyTotal} results for "honey"`)).toBeVisible();
    releaseHo();
    await hoDone;
    await expect(page.getByText(`${honeyTotal} results for "honey"`)).toBeVisible();
    await expect(cards(page)).toHaveCount(Math.min(honeyTotal, 24));
  });

  test("a quick answer replaces the results without a flash of 'Loading products…'; a slow one says so after 200 ms", async ({ page }) => {
    // The page's clock is ours: a quick answer is one that arrives while the page's clock stands still.
    await page.clock.install();
    await page.goto("/search");
    await islandReady(page, "SearchPage");
    // The listing's status line is in the page before the first search, empty, so that its first count is read out
    // (a live region inserted already filled is not). Everything it says from now on, as a screen reader hears it:
    const status = page.locator('astro-island[component-url*="SearchPage"]').getByRole("status");
    await expect(status).toHaveText("");
    await status.evaluate((line) => {
      const said: string[] = [];
      (window as unknown as { said: string[] }).said = said;
      new MutationObserver(() => said.push(line.textContent ?? "")).observe(line, { subtree: true, childList: true, characterData: true });
    });
    const input = page.getByRole("searchbox", { name: "Search products" });
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

    await input.fill("tea");
    await page.clock.runFor(400);
    const teaTotal = await searchTotal("tea");
    expect(teaTotal).toBeGreaterThan(8);
    await expect(page.getByText(`${teaTotal} results for "tea"`)).toBeVisible();
    // The first screen's cards come with the count; the rest once that frame is painted (the clock stands still, and
    // with it the page's frames), in the answer's order.
    await expect(cards(page)).toHaveCount(8);
    const firstScreen = await cards(page).allTextContents();
    await page.clock.runFor(1000);
    await expect(cards(page)).toHaveCount(Math.min(teaTotal, 24));
    expect((await cards(page).allTextContents()).slice(0, 8)).toEqual(firstScreen);
    expect(await page.evaluate(() => (window as unknown as { said: string[] }).said)).toEqual([`${teaTotal} results for "tea"`]);

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route("**/graphql.json", async (route) => {
      if ((route.request().postData() ?? "").includes('"query":"chocolate"')) {
        asked = true;
        await held;
      }
      await route.continue().catch(() => {});
    });
    await input.fill("chocolate");
    await page.clock.runFor(400);
    await expect.poll(() => asked).toBe(true);
    await page.clock.runFor(199);
    // Still the tea results, whole, while the chocolate answer is on its way.
    await expect(page.getByText(`${teaTotal} results for "tea"`)).toBeVisible();
    await expect(cards(page)).toHaveCount(Math.min(teaTotal, 24));
    await page.clock.runFor(1);
    await expect(page.getByText("Loading products…")).toBeVisible();
    release();
    await expect(page.getByText(`${await searchTotal("chocolate")} results for "chocolate"`)).toBeVisible();
    await page.clock.resume();
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
    // The answer for the whole word: on a slow machine an earlier one ("hon") may show first, and the arrival of the
    // next resets the choice, as it should for a list that changed.
    await expect(page.getByRole("status").filter({ hasText: /^\d+ suggestions?$/ })).toBeVisible();
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

  test("says while suggestions load, and then how many there are", async ({ page }) => {
    let releaseSuggestions!: () => void;
    const suggestionsHeld = new Promise<void>((resolve) => (releaseSuggestions = resolve));
    await page.route("**/graphql.json", async (route) => {
      if ((route.request().postData() ?? "").includes("PredictiveSearch")) await suggestionsHeld;
      await route.continue().catch(() => {});
    });
    await page.goto("/about");
    await page.getByRole("link", { name: "Search" }).click();
    const box = page.getByRole("combobox", { name: "Search the shop" });
    const status = page.getByRole("dialog", { name: "Search" }).getByRole("status");
    await box.fill("honey");
    const options = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option");
    // 'Search for' at once, and a visible sign that the rest is on its way.
    await expect(options).toHaveText(["Search for “honey”"]);
    await expect(status).toHaveText("Loading suggestions…");
    await expect(status).toBeVisible();
    const loadingBox = (await status.boundingBox())!;

    releaseSuggestions();
    await expect(options.first()).toContainText("$");
    // Every choice but 'Search for' is a suggestion: products and farms.
    const suggestions = (await options.count()) - 1;
    expect(suggestions).toBeGreaterThan(0);
    await expect(status).toHaveText(`${suggestions} suggestions`);
    // The row kept its place: nothing above it moved.
    expect((await status.boundingBox())!.y).toBe(loadingBox.y);
    await expect(box).toHaveAttribute("aria-expanded", "true");

    await box.fill("zzqxv");
    await expect(status).toHaveText("No suggestions");
    await expect(options).toHaveText(["Search for “zzqxv”"]);
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
