import { expect, test, type Page } from "@playwright/test";
import { firstProductHandle } from "./support/storefront.ts";

const staticRoutes: [path: string, heading: RegExp][] = [
  ["/", /Connect with the Source, Taste the Difference\./],
  ["/about", /about/i],
  ["/how-we-support-farmers", /farmers/i],
  ["/guarantee", /guarantee/i],
  ["/contact", /contact/i],
  ["/terms-of-service", /terms of service/i],
  ["/refund-policy", /refund policy/i],
  ["/our-farms", /farms/i],
  ["/blog", /^From the Farm Journal$/],
  ["/cart", /basket|cart/i],
  ["/search", /search/i],
  ["/collections/honey", /honey/i],
];

for (const [path, heading] of staticRoutes) {
  test(`${path} answers with its page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  });
}

test("a blog post opens from the blog list with its title, author, long date and content", async ({ page }) => {
  await page.goto("/blog");
  const link = page.getByRole("main").getByRole("link").filter({ hasNotText: /^$/ }).first();
  const title = (await link.textContent())!.trim();
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByText(/^By .+ · [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
  const post = page.getByRole("article");
  await expect(post.getByRole("img").first()).toBeVisible();
  await expect(post.getByRole("paragraph").nth(1)).toHaveText(/\S.{20,}/);
});

test("a product page answers", async ({ page }) => {
  const handle = await firstProductHandle();
  const response = await page.goto(`/products/${handle}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

async function expectLanding(page: Page, from: string, to: RegExp) {
  await page.goto(from);
  await expect(page).toHaveURL(to);
}

test.describe("redirects at the site root", () => {
  test("product/{handle} goes to products/{handle}", async ({ page }) => {
    const handle = await firstProductHandle();
    await expectLanding(page, `/product/${handle}`, new RegExp(`/products/${handle}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
  test("category/{handle} goes to collections/{handle}", async ({ page }) => {
    await expectLanding(page, "/category/honey", /\/collections\/honey$/);
  });
  test("the guarantee's 'Shop with Confidence' reaches the full collection", async ({ page }) => {
    await page.goto("/guarantee");
    await page.getByRole("link", { name: "Shop with Confidence" }).click();
    await expect(page).toHaveURL(/\/collections\/all-products$/);
  });
  test("returns goes to refund-policy", async ({ page }) => {
    await expectLanding(page, "/returns", /\/refund-policy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/refund policy/i);
  });
  test("an unknown path goes home", async ({ page }) => {
    await expectLanding(page, "/no/such/page", /127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Connect with the Source/);
  });
  test("a product link to a product that does not exist ends at home", async ({ page }) => {
    await expectLanding(page, "/product/not-built-yet", /127\.0\.0\.1:\d+\/$/);
  });
});

test.describe("redirects and links under a preview BASE_PATH", () => {
  const base = () => `${process.env.E2E_BASE_SITE_URL}/preview/x`;

  test("a branch preview is never indexed, and its sitemap names only pages under the base that answer", async ({ page }) => {
    expect(await (await page.request.get(`${base()}/robots.txt`)).text()).toBe("User-agent: *\nDisallow: /\n");
    await page.goto(`${base()}/about`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    const index = await (await page.request.get(`${base()}/sitemap-index.xml`)).text();
    const firstSitemap = new URL(/<loc>([^<]+)<\/loc>/.exec(index)![1]!).pathname;
    expect(firstSitemap).toMatch(/^\/preview\/x\/sitemap-\d+\.xml$/);
    const xml = await (await page.request.get(`${process.env.E2E_BASE_SITE_URL}${firstSitemap}`)).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replaceAll("&amp;", "&")).pathname);
    expect(paths.length).toBeGreaterThan(100);
    expect(paths.every((path) => path.startsWith("/preview/x/"))).toBe(true);
    for (const path of [paths[0]!, paths.find((p) => p.includes("/farm/"))!, paths.at(-1)!]) {
      expect((await page.request.get(`${process.env.E2E_BASE_SITE_URL}${path}`)).status(), path).toBe(200);
    }
  });

  test("the shop at the root names its sitemap in robots.txt and keeps crawlers off the basket", async ({ page }) => {
    const robots = await (await page.request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /cart");
    expect(new URL(/^Sitemap: (.+)$/m.exec(robots)![1]!).pathname).toBe("/sitemap-index.xml");
    expect((await page.request.get("/sitemap-index.xml")).status()).toBe(200);
  });

  test("product, category, returns and unknown paths stay under the base", async ({ page }) => {
    const handle = await firstProductHandle();
    await expectLanding(page, `${base()}/product/${handle}`, new RegExp(`/preview/x/products/${handle}$`));
    await expectLanding(page, `${base()}/category/honey`, /\/preview\/x\/collections\/honey$/);
    await expectLanding(page, `${base()}/returns`, /\/preview\/x\/refund-policy$/);
    await expectLanding(page, `${base()}/no/such/page`, /\/preview\/x\/$/);
  });

  test("every link and asset of a page points inside the base", async ({ page }) => {
    await page.goto(`${base()}/about`);
    const urls = await page.evaluate(() => [
      ...[...document.querySelectorAll("a[href]")].map((a) => (a as HTMLAnchorElement).href),
      ...[...document.querySelectorAll("link[href], script[src], img[src]")].map(
        (el) => (el as HTMLLinkElement).href || (el as HTMLScriptElement).src,
      ),
    ]);
    const local = urls.filter((url) => new URL(url).host === new URL(page.url()).host);
    expect(local.length).toBeGreaterThan(20);
    for (const url of local) expect(new URL(url).pathname).toMatch(/^\/preview\/x\//);
  });

  test("the header links work under the base", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${base()}/contact`);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Our Farms" }).click();
    await expect(page).toHaveURL(/\/preview\/x\/our-farms$/);
  });
});

test("every farm on the farms list has a page that answers, whatever its name holds", async ({ page }) => {
  await page.goto("/our-farms");
  const links = await page.getByRole("main").getByRole("link").evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  const farmLinks = links.filter((href) => new URL(href).pathname.startsWith("/farm/"));
  expect(farmLinks.length).toBeGreaterThanOrEqual(12);
  expect(farmLinks.some((href) => href.includes("%26"))).toBe(true);
  for (const href of farmLinks) {
    expect((await page.request.get(href)).status(), href).toBe(200);
  }
});
