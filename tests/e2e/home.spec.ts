import { expect, test, type Locator } from "@playwright/test";

/** The story cards are an island hydrated when visible; a shopper's first tap lands once it has hydrated. */
async function hydrated(region: Locator) {
  await region.scrollIntoViewIfNeeded();
  await expect(region.locator("astro-island")).not.toHaveAttribute("ssr");
}

test.use({ viewport: { width: 1280, height: 900 } });

test("the home page shows its sections in order with their links", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Connect with the Source, Taste the Difference.");
  await expect(page.getByRole("link", { name: "Shop now" })).toHaveAttribute("href", "/our-farms");
  // SPEC.md section 2: the hero's second button reads 'Learn more'; its accessible name begins with those words.
  const learnMore = page.getByRole("link", { name: "Learn more about Harvest & Hearth", exact: true });
  await expect(learnMore).toHaveAttribute("href", "/about");
  // The words drawn on the button are its own text; the rest of the name is screen-reader text.
  const drawn = await learnMore.evaluate((link) =>
    [...link.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent).join("").trim(),
  );
  expect(drawn).toBe("Learn more");
  await expect(learnMore.locator(".visually-hidden")).toHaveText(" about Harvest & Hearth");

  const headings = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
  expect(headings).toEqual([
    "In-Season",
    "Farmers' Stories",
    "Categories",
    "Featured Farms",
    "Satisfaction Guaranteed",
    "Our Mission",
  ]);

  const inSeason = page.getByRole("region", { name: "In-Season" });
  await expect(inSeason.getByRole("article")).toHaveCount(4);
  for (const link of await inSeason.getByRole("link").all()) {
    await expect(link).toHaveAttribute("href", /^\/products\//);
  }

  const stories = page.getByRole("region", { name: "Farmers' Stories" });
  await expect(stories.getByRole("article")).toHaveCount(5);
  const storyLinks = await stories.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(storyLinks.filter((href) => href?.startsWith("http"))).toHaveLength(1);
  expect(storyLinks.filter((href) => href?.startsWith("/farm/") || href?.startsWith("/products/"))).toHaveLength(4);

  const categories = page.getByRole("region", { name: "Categories" }).getByRole("link");
  await expect(categories).toHaveCount(8);
  await expect(categories.first()).toHaveAttribute("href", /^\/collections\//);

  const farms = page.getByRole("region", { name: "Featured Farms", exact: true });
  await expect(farms.getByRole("article")).toHaveCount(4);
  await expect(farms.getByRole("link", { name: /Explore this farm/ })).toHaveCount(4);
  await expect(farms.getByRole("link", { name: "View all farms" })).toHaveAttribute("href", "/our-farms");
  await expect(page.getByRole("link", { name: /Satisfaction Guaranteed/ })).toHaveAttribute("href", "/guarantee");
});

test("the featured farms carousel scrolls by one card width plus 24 px", async ({ page }) => {
  await page.setViewportSize({ width: 700, height: 900 });
  await page.goto("/");
  const region = page.getByRole("region", { name: "featured farms", exact: true });
  const track = region.locator("[data-carousel-track]");
  const cardWidth = await track.locator("> *").first().evaluate((card) => (card as HTMLElement).offsetWidth);
  await region.getByRole("button", { name: "Scroll featured farms right" }).click();
  await expect.poll(() => track.evaluate((t) => t.scrollLeft)).toBe(cardWidth + 24);
});

test("a story video plays on hover and pauses and rewinds when the mouse leaves", async ({ page }) => {
  await page.goto("/");
  const stories = page.getByRole("region", { name: "Farmers' Stories" });
  await hydrated(stories);
  const card = stories.getByRole("article").first();
  const video = card.locator("video");
  await expect(card.getByRole("button", { name: /^Play video/ })).toBeVisible();
  await card.hover();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true);
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  await page.mouse.move(5, 5);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBe(0);
});

test.describe("on a narrow screen", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("a story video toggles on tap instead of hover", async ({ page }) => {
    await page.goto("/");
    const stories = page.getByRole("region", { name: "Farmers' Stories" });
    await hydrated(stories);
    const card = stories.getByRole("article").first();
    const video = card.locator("video");
    await card.getByRole("button", { name: /^Play video/ }).tap();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    await card.getByRole("button", { name: /^Pause video/ }).tap();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });
});
