import { expect, test } from "@playwright/test";

test.describe("desktop header", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("shows the promo banner, the main navigation, search and basket", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByText("10% off all orders over $50")).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("button", { name: "Shop" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Our Farms" })).toHaveAttribute("href", "/our-farms");
    await expect(nav.getByRole("button", { name: "About Us" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Search" })).toHaveAttribute("href", "/search");
    await expect(page.getByRole("link", { name: /^Basket/ })).toHaveAttribute("href", "/cart");
  });

  test("the Shop mega menu opens on hover and hides after the mouse leaves", async ({ page }) => {
    await page.goto("/contact");
    const shop = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Shop" });
    await shop.hover();
    const panel = page.locator("#mega-shop");
    await expect(panel).toBeVisible();
    await expect(panel.getByText("Featured")).toBeVisible();
    await expect(panel.getByText("Categories")).toBeVisible();
    await expect(panel.getByRole("link", { name: "Honey" })).toHaveAttribute("href", "/collections/honey");
    await expect(shop).toHaveAttribute("aria-expanded", "true");
    await page.mouse.move(640, 700);
    await expect(panel).toBeHidden();
    await expect(shop).toHaveAttribute("aria-expanded", "false");
  });

  test("moving from the button into the panel keeps the mega menu open", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "About Us" }).hover();
    const link = page.locator("#mega-about-us").getByRole("link", { name: "Our Satisfaction Guarantee" });
    await link.hover();
    await link.click();
    await expect(page).toHaveURL(/\/guarantee$/);
  });

  test("the mega menus work from the keyboard", async ({ page }) => {
    await page.goto("/contact");
    const about = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "About Us" });
    await about.focus();
    await page.keyboard.press("Enter");
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "About Us", exact: true }).first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await expect(about).toBeFocused();
  });

  test("the sticky header hides on scrolling down and comes back on scrolling up", async ({ page }) => {
    await page.goto("/terms-of-service");
    const header = page.getByRole("banner");
    await expect(header).toBeInViewport();
    await page.mouse.wheel(0, 900);
    await expect(header).not.toBeInViewport();
    await page.mouse.wheel(0, -300);
    await expect(header).toBeInViewport();
    await expect(header).toHaveCSS("position", "fixed");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveCSS("position", "relative");
  });
});

test.describe("mobile drawer at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("opens, expands one submenu at a time and locks page scrolling", async ({ page }) => {
    await page.goto("/terms-of-service");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    const width = (await drawer.boundingBox())!.width;
    expect(width).toBeLessThanOrEqual(390 * 0.8 + 1);

    const shop = drawer.getByRole("button", { name: "Shop" });
    const about = drawer.getByRole("button", { name: "About Us" });
    await shop.click();
    await expect(drawer.getByRole("link", { name: "Crafted Chocolates" })).toBeVisible();
    await about.click();
    await expect(drawer.getByRole("link", { name: "How We Support Farmers" })).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Crafted Chocolates" })).toBeHidden();
    await expect(shop).toHaveAttribute("aria-expanded", "false");

    // The page is locked while the drawer is open: the lock is on, and a wheel turn, once the browser has drawn
    // the frames that would scroll it, has moved nothing.
    await expect(page.locator("html")).toHaveClass(/scroll-locked/);
    await page.mouse.wheel(0, 800);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await drawer.getByRole("button", { name: "Close menu" }).click();
    await expect(drawer).toBeHidden();
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test("a backdrop click closes the drawer", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await page.mouse.click(380, 400);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("a link click closes the drawer and navigates", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.getByRole("button", { name: "About Us" }).click();
    await drawer.getByRole("link", { name: "Our Satisfaction Guarantee" }).click();
    await expect(page).toHaveURL(/\/guarantee$/);
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  });

  test("Escape and a window wider than 992 px close the drawer", async ({ page }) => {
    await page.goto("/contact");
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(drawer).toBeVisible();
    await page.setViewportSize({ width: 1200, height: 844 });
    await expect(drawer).toBeHidden();
    await expect(page.locator("html")).not.toHaveClass(/scroll-locked/);
  });
});

test("the footer has the social, about and support links, the newsletter form and the 2025 copyright", async ({ page }) => {
  await page.goto("/contact");
  const footer = page.getByRole("contentinfo");
  for (const path of ["/about", "/how-we-support-farmers", "/blog", "/contact", "/terms-of-service", "/returns", "/guarantee"]) {
    await expect(footer.locator(`a[href="${path}"]`)).toHaveCount(1);
  }
  for (const name of ["Facebook", "Instagram", "YouTube"]) {
    await expect(footer.getByRole("link", { name })).toBeVisible();
  }
  await expect(footer.getByRole("textbox", { name: "Join our newsletter" })).toBeVisible();
  await expect(footer.getByRole("button", { name: "Sign up" })).toBeVisible();
  await expect(footer.getByText("© 2025 Harvest & Hearth")).toBeVisible();
});

test("pages without islands ship no React", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/terms-of-service");
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(0);
  const bodies = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
  await expect(page.locator("astro-island")).toHaveCount(0);
  const bytes = bodies.reduce((sum, body) => sum + body.length, 0);
  expect(bytes).toBeLessThan(20_000);
});
