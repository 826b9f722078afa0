// Farms and stories as a shopper meets them: a farm's tabs and video, the farms list's certification filters, the
// blog's Load More and a post, farms reached from product pages, with and without a base path and JavaScript.
import { expect, test, type Page } from "@playwright/test";
import { islandReady } from "./support/listing.ts";
import { storefrontQuery } from "./support/storefront.ts";

test.use({ viewport: { width: 1280, height: 900 } });

type FarmerFields = { fields: { key: string; value: string | null }[] };

async function farmers() {
  const data = await storefrontQuery<{ metaobjects: { nodes: FarmerFields[] } }>(
    `{ metaobjects(type: "farmer", first: 250) { nodes { fields { key value } } } }`,
  );
  return data.metaobjects.nodes.map((node) => {
    const field = (key: string) => node.fields.find((f) => f.key === key)?.value ?? null;
    return {
      name: field("name")!,
      ccof: field("ccof") === "true",
      usdaOrganic: field("usda_organic") === "true",
      video: Boolean(field("highlight_video")),
    };
  });
}

async function productOf(vendor: string): Promise<{ handle: string; title: string }> {
  const data = await storefrontQuery<{ products: { nodes: { handle: string; title: string; vendor: string }[] } }>(
    "{ products(first: 250) { nodes { handle title vendor } } }",
  );
  return data.products.nodes.find((p) => p.vendor === vendor)!;
}

const farmUrl = (name: string) => `/farm/${encodeURIComponent(name)}`;
const tabs = (page: Page) => page.getByRole("tablist");

test.describe("a farm's page", () => {
  test("opens on Overview; tabs follow clicks, the arrow keys, the hash on reload, and Back", async ({ page }) => {
    const farm = (await farmers()).find((f) => f.video)!;
    await page.goto(farmUrl(farm.name));
    await expect(page.getByRole("heading", { level: 1, name: farm.name })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveText(`Home / Our Farms / ${farm.name}`);
    // The tab row may scroll sideways on a narrow screen, but never shows a scroll bar up and down beside the tabs.
    expect(await tabs(page).evaluate((list) => list.scrollHeight - list.clientHeight)).toBeLessThanOrEqual(0);
    const overview = tabs(page).getByRole("tab", { name: "Overview" });
    await expect(overview).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Overview" })).toBeVisible();
    await expect(page.getByRole("tabpanel", { name: "Our Story" })).toBeHidden();

    await tabs(page).getByRole("tab", { name: "Our Story" }).click();
    await expect(page).toHaveURL(/#story$/);
    await expect(page.getByRole("tabpanel", { name: "Our Story" })).toBeVisible();
    await expect(page.getByRole("tabpanel", { name: "Overview" })).toBeHidden();

    await page.keyboard.press("ArrowRight");
    const products = tabs(page).getByRole("tab", { name: "Our Products" });
    await expect(products).toBeFocused();
    await expect(products).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/#products$/);
    await expect(page.getByRole("tabpanel", { name: "Our Products" })).toBeVisible();
    await page.keyboard.press("Home");
    await expect(overview).toBeFocused();
    await page.keyboard.press("End");
    await expect(products).toBeFocused();

    await page.reload();
    await expect(tabs(page).getByRole("tab", { name: "Our Products" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Our Products" })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/#overview$|\/farm\/[^#]*$/);
    await expect(page.getByRole("tabpanel", { name: "Overview" })).toBeVisible();

    // A link to something that is not a tab ("Skip to content") leaves the chosen tab alone.
    await tabs(page).getByRole("tab", { name: "Our Story" }).click();
    await page.getByRole("link", { name: "Skip to content" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
    await expect(page.getByRole("tabpanel", { name: "Our Story" })).toBeVisible();
  });

  test("plays the highlight video, or says there is none", async ({ page }) => {
    const all = await farmers();
    const withVideo = all.find((f) => f.video)!;
    await page.goto(farmUrl(withVideo.name));
    // As the Farmers' Stories cards: on a wide screen, pointing at the video plays it and leaving pauses it.
    const card = page.getByRole("region", { name: "Highlight video" }).getByRole("article");
    // Pointing plays it once the island has taken over.
    await islandReady(page, "FarmVideo");
    const video = card.locator("video");
    await card.hover();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true);
    await expect(card.getByRole("button", { name: /^Pause video: / })).toBeVisible();
    await page.mouse.move(5, 5);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expect(page.getByText("No highlight video available.")).toHaveCount(0);

    const without = all.find((f) => !f.video);
    test.skip(!without, "every farm of this catalogue has a video");
    await page.goto(farmUrl(without!.name));
    await expect(page.getByText("No highlight video available.")).toBeVisible();
  });

  test("shows the farm's bestsellers and products, each linking to its product page", async ({ page }) => {
    const farm = (await farmers())[0]!;
    const product = await productOf(farm.name);
    await page.goto(farmUrl(farm.name));
    const bestsellers = page.getByRole("region", { name: "Bestsellers" }).getByRole("article");
    expect(await bestsellers.count()).toBeGreaterThan(0);
    expect(await bestsellers.count()).toBeLessThanOrEqual(5);
    await tabs(page).getByRole("tab", { name: "Our Products" }).click();
    const listed = page.getByRole("tabpanel", { name: "Our Products" }).getByRole("article");
    expect(await listed.count()).toBeLessThanOrEqual(10);
    await expect(page.getByRole("tabpanel", { name: "Our Products" }).getByRole("heading", { name: product.title })).toBeVisible();
    await page.getByRole("tabpanel", { name: "Our Products" }).getByRole("link", { name: new RegExp(product.title) }).click();
    await expect(page.getByRole("heading", { level: 1, name: product.title })).toBeVisible();
  });

  test("a farm whose name has '&' and one with an accent are reached from their products' pages", async ({ page }) => {
    const names = (await farmers()).map((f) => f.name);
    const ampersand = names.find((n) => n.includes("&"))!;
    const accent = names.find((n) => n.normalize("NFD") !== n)!;
    for (const name of [ampersand, accent]) {
      const product = await productOf(name);
      await page.goto(`/products/${product.handle}`);
      await page.getByRole("link", { name, exact: true }).first().click();
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    }
  });

  test("the same under a preview base path", async ({ page }) => {
    const names = (await farmers()).map((f) => f.name);
    const ampersand = names.find((n) => n.includes("&"))!;
    const product = await productOf(ampersand);
    await page.goto(`${process.env.E2E_BASE_SITE_URL}/preview/x/products/${product.handle}`);
    await page.getByRole("link", { name: ampersand, exact: true }).first().click();
    await expect(page).toHaveURL(/\/preview\/x\/farm\//);
    await expect(page.getByRole("heading", { level: 1, name: ampersand })).toBeVisible();
    await page.getByRole("tab", { name: "Our Story" }).click();
    await expect(page).toHaveURL(/\/preview\/x\/farm\/[^#]+#story$/);
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Our Farms" }).click();
    await expect(page).toHaveURL(/\/preview\/x\/our-farms$/);
    await page.getByRole("checkbox", { name: "CCOF" }).check();
    await expect(page).toHaveURL(/\/preview\/x\/our-farms\?certified=ccof$/);

    await page.goto(`${process.env.E2E_BASE_SITE_URL}/preview/x/blog`);
    const allPosts = page.getByRole("region", { name: "All Posts" });
    await page.getByRole("button", { name: "Load More" }).click();
    await expect(allPosts.getByRole("article")).toHaveCount(11);
    await allPosts.getByRole("article").last().getByRole("heading").getByRole("link").click();
    await expect(page).toHaveURL(/\/preview\/x\/blog\/[^/]+$/);
    await expect(page.getByText(/^By .+ · /)).toBeVisible();
  });
});

test.describe("the farms list", () => {
  test("filters by each certification alone and by both (AND), keeps it in the URL, and clears", async ({ page }) => {
    const all = await farmers();
    const count = (pick: (f: (typeof all)[number]) => boolean) => all.filter(pick).length;
    const shown = () => page.locator("[data-farm-card]:visible");
    await page.goto("/our-farms");
    await expect(shown()).toHaveCount(all.length);
    await expect(page.getByText(`${all.length} farms`)).toBeVisible();

    const usda = page.getByRole("checkbox", { name: "USDA Organic" });
    const ccof = page.getByRole("checkbox", { name: "CCOF" });
    await usda.check();
    await expect(shown()).toHaveCount(count((f) => f.usdaOrganic));
    await expect(page.getByText(`Showing ${count((f) => f.usdaOrganic)} of ${all.length} farms`)).toBeVisible();
    await usda.uncheck();
    await ccof.check();
    await expect(shown()).toHaveCount(count((f) => f.ccof));
    await usda.check();
    const both = count((f) => f.ccof && f.usdaOrganic);
    expect(both).toBeLessThan(Math.min(count((f) => f.ccof), count((f) => f.usdaOrganic)));
    await expect(shown()).toHaveCount(both);
    for (const name of await shown().getByRole("heading").allTextContents()) {
      const farm = all.find((f) => f.name === name)!;
      expect(farm.ccof && farm.usdaOrganic).toBe(true);
    }
    await expect(page).toHaveURL(/certified=usda-organic&certified=ccof$/);

    await page.reload();
    await expect(usda).toBeChecked();
    await expect(ccof).toBeChecked();
    await expect(shown()).toHaveCount(both);
    await usda.uncheck();
    await ccof.uncheck();
    await expect(shown()).toHaveCount(all.length);
    await expect(page).toHaveURL(/\/our-farms$/);
  });

  test("cuts each bio to 150 characters on a word, with an ellipsis", async ({ page }) => {
    await page.goto("/our-farms");
    const bios = await page.locator("[data-farm-card] a > p:last-child").allTextContents();
    expect(bios.length).toBeGreaterThan(0);
    for (const bio of bios) {
      expect([...new Intl.Segmenter("en", { granularity: "grapheme" }).segment(bio.replace(/\.\.\.$/, ""))].length).toBeLessThanOrEqual(150);
    }
    expect(bios.some((bio) => bio.endsWith("..."))).toBe(true);
  });
});

test.describe("the blog", () => {
  test("shows Latest Posts, Top Picks and All Posts, and Load More brings 6 at a time to the end", async ({ page }) => {
    const data = await storefrontQuery<{ articles: { nodes: { handle: string }[] } }>("{ articles(first: 250) { nodes { handle } } }");
    const total = new Set(data.articles.nodes.map((a) => a.handle)).size;
    expect(total).toBeGreaterThan(21);
    await page.goto("/blog");
    const section = (name: string) => page.getByRole("region", { name });
    await expect(section("Latest Posts").getByRole("article")).toHaveCount(5);
    await expect(section("Top Picks For You").getByRole("article")).toHaveCount(5);
    await expect(section("All Posts").getByRole("article")).toHaveCount(5);

    const more = page.getByRole("button", { name: "Load More" });
    await more.click();
    await expect(section("All Posts").getByRole("article")).toHaveCount(11);
    while (await more.isVisible()) {
      const before = await section("All Posts").getByRole("article").count();
      // The keyboard, as a shopper without a mouse: when the last page arrives the button goes, and focus moves
      // to the first new post instead of falling to the top of the page.
      await more.focus();
      await page.keyboard.press("Enter");
      await expect(section("All Posts").getByRole("article")).not.toHaveCount(before);
    }
    const firstOfLastPage = 5 + 6 * (Math.ceil((total - 15) / 6) - 1);
    await expect(section("All Posts").getByRole("article").nth(firstOfLastPage).getByRole("link")).toBeFocused();
    await expect(section("All Posts").getByRole("article")).toHaveCount(total - 10);
    const titles = await page.getByRole("main").getByRole("heading", { level: 3 }).allTextContents();
    expect(new Set(titles).size).toBe(total);
  });

  test("picks other Top Picks on other visits", async ({ page }) => {
    const seen = new Set<string>();
    for (let visit = 0; visit < 6; visit++) {
      await page.goto("/blog");
      seen.add((await page.getByRole("region", { name: "Top Picks For You" }).getByRole("heading").allTextContents()).join("|"));
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  test("a post shows its hero, title, author and date, and the feed lists it", async ({ page }) => {
    await page.goto("/blog");
    const first = page.getByRole("region", { name: "Latest Posts" }).getByRole("heading", { level: 3 }).first();
    const title = (await first.textContent())!;
    await first.getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(/^By .+ · [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld).toMatchObject({ "@type": "BlogPosting", headline: title });
    const feed = await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute("href");
    const xml = await (await page.request.get(feed!)).text();
    expect(xml).toContain(`<title>${title.replace(/&/g, "&amp;")}</title>`);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a farm page shows every panel, the farms list every farm, the blog its first 15 posts", async ({ page }) => {
    const all = await farmers();
    await page.goto(farmUrl(all[0]!.name));
    for (const name of ["Overview", "Our Story", "Our Products"]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    await expect(page.getByRole("tablist")).toBeHidden();
    await page.goto("/our-farms");
    await expect(page.locator("[data-farm-card]:visible")).toHaveCount(all.length);
    await page.goto("/blog");
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(15);
  });
});
