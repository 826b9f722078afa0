// Benchmark: what each kind of page makes a phone download. Builds nothing itself: run it against a build served by
// `npm start` (default http://localhost:4321). Each page is loaded in headless Chromium at a phone's size, first
// as it loads (islands hydrated on load or idle included, nothing touched), then scrolled to the end (islands
// hydrated on visibility included); every script, stylesheet and document is summed (gzip at level 6) and the
// heaviest picture on the first screen is named. The product and basket pages are weighed again in their heaviest
// states (a recently viewed list stored; a line in the basket). Each page's JavaScript is set against issue 24's
// targets, 80 kB on every page and 5 kB on a page without an island, with "met" or how far over. What a page loads
// only after the shopper does something (opening the type-ahead, the first filter click, Load More, Checkout) is
// listed apart. The same budgets are end-to-end tests (tests/e2e/budgets.spec.ts).
//
//   node scripts/bench/page-weight.ts [site-url]
import { recordVerdict, type Verdict } from "./verdicts.ts";
import { existsSync } from "node:fs";
import { chromium, type Page } from "@playwright/test";
import { afterViewing, kB, pageTypes, total, weighInteraction, weighPage } from "./weigh-page.ts";

const site = (process.argv[2] ?? "http://localhost:4321").replace(/\/$/, "");
const executablePath = process.env.CHROMIUM_PATH || (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const browser = await chromium.launch({
  ...(executablePath ? { executablePath } : {}),
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
const phone = { width: 412, height: 823 };

const noIsland = 5 * 1024;
const anyPage = 80 * 1024;
const firstScreenImage = 100 * 1024;
/** Page types without an island: only the header's script and, on the farms list, its filter's. */
const withoutIsland = new Set(["legal page", "farms list", "blog", "blog post"]);
const types = await pageTypes(site);
const pathOf = (name: string) => types.find(([type]) => type === name)![1];

// A shopper who looked at two other products, and the same shopper with the weighed product in the basket.
const otherProducts = [...(await (await fetch(`${site}/collections/all-products`)).text()).matchAll(/href="[^"]*?(\/products\/[^"/]+)"/g)]
  .map((m) => m[1]!)
  .filter((path, i, all) => path !== pathOf("product") && all.indexOf(path) === i)
  .slice(0, 2);
const viewed = await afterViewing(browser, site, otherProducts);
const basketContext = await browser.newContext({ viewport: phone, storageState: viewed });
const basketPage = await basketContext.newPage();
await basketPage.goto(`${site}${pathOf("product")}`);
await basketPage.getByRole("button", { name: "Add to basket" }).click();
await basketPage.getByRole("button", { name: "✓ Added" }).waitFor();
const withBasket = await basketContext.storageState();
await basketContext.close();

type Row = { name: string; path: string; budget: number; stored?: typeof viewed };
const rows: Row[] = [
  { name: "legal page", path: "/terms-of-service", budget: noIsland },
  ...types.map(([name, path]) => ({ name, path, budget: withoutIsland.has(name) ? noIsland : anyPage })),
  { name: "product, recently viewed list stored", path: pathOf("product"), budget: anyPage, stored: viewed },
  { name: "cart, recently viewed list stored", path: "/cart", budget: anyPage, stored: viewed },
  { name: "cart, a line in the basket and a list", path: "/cart", budget: anyPage, stored: withBasket },
];

const verdict = (bytes: number, budget: number) => (bytes <= budget ? "met" : `over by ${kB(bytes - budget)}`);
const gaps: string[] = [];
const verdicts: Verdict[] = [];
console.log(`Page weight on a phone (${phone.width}×${phone.height}), against ${site}`);
console.log("| page | JS files | JS gzip at load | JS gzip scrolled | target | JS | CSS gzip | HTML gzip | heaviest first-screen picture |");
console.log("|---|---|---|---|---|---|---|---|---|");
for (const { name, path, budget, stored } of rows) {
  const measure = async (scroll: boolean) => {
    const context = await browser.newContext({ viewport: phone, ...(stored ? { storageState: stored } : {}) });
    try {
      return await weighPage(await context.newPage(), `${site}${path}`, { scroll });
    } finally {
      await context.close();
    }
  };
  const atLoad = await measure(false);
  const scrolled = await measure(true);
  const image = atLoad.firstScreenImage;
  const worst = Math.max(total(atLoad.scripts), total(scrolled.scripts));
  console.log(
    `| ${name} | ${scrolled.scripts.length} | ${kB(total(atLoad.scripts))} | ${kB(total(scrolled.scripts))} | ${kB(budget)} | ` +
      `${verdict(worst, budget)} | ${kB(total(atLoad.stylesheets))} | ${kB(atLoad.document?.gzip ?? 0)} | ${image ? kB(image.bytes) : "none"} |`,
  );
  verdicts.push({
    target: `JavaScript gzip before any interaction, ${name}: ≤ ${kB(budget)}`,
    figure: kB(worst),
    met: worst <= budget,
    reason: "the files it loads are listed under \"Over target\" above",
  });
  if (worst > budget) {
    // Where it goes, file by file (the heavier of the two loads), so the gap's causes are measured, not recalled.
    const heavier = total(scrolled.scripts) >= total(atLoad.scripts) ? scrolled : atLoad;
    const files = [...heavier.scripts].sort((a, b) => b.gzip - a.gzip).map((s) => `${new URL(s.url).pathname.split("/").pop()} ${kB(s.gzip)}`);
    gaps.push(`${name}: ${kB(worst)} of JavaScript, ${kB(worst - budget)} over its ${kB(budget)} target: ${files.join(", ")}`);
  }
  if (image && image.bytes > firstScreenImage) gaps.push(`${name}: first-screen picture ${kB(image.bytes)} (budget ${kB(firstScreenImage)})`);
}

// What the shopper's first action loads, on top of the page as it was (each in a fresh browser).
const interactions: [string, string, (page: Page) => Promise<void>, (typeof viewed)?][] = [
  ["type-ahead opened (header search, on the legal page)", "/terms-of-service", async (page) => {
    await page.getByRole("link", { name: "Search" }).first().click();
    // The type-ahead's own box: a product page has other comboboxes (the quantity) before it opens.
    await page.getByRole("combobox", { name: "Search the shop" }).waitFor();
  }],
  ["type-ahead opened (header search, on a product page)", pathOf("product"), async (page) => {
    await page.getByRole("link", { name: "Search" }).first().click();
    // The type-ahead's own box: a product page has other comboboxes (the quantity) before it opens.
    await page.getByRole("combobox", { name: "Search the shop" }).waitFor();
  }],
  ["first filter click (collection)", pathOf("collection"), async (page) => {
    await page.getByRole("button", { name: /^Filters/ }).click();
    await page.getByRole("dialog", { name: "Filters" }).getByRole("radio").first().check();
    await page.getByRole("status").filter({ hasText: /products?$/ }).first().waitFor();
  }],
  ["Load More (collection)", "/collections/all-products", async (page) => {
    const cards = await page.locator(".product-card").count();
    await page.getByRole("button", { name: "Load More" }).click();
    await page.waitForFunction((before) => document.querySelectorAll(".product-card").length > before, cards);
  }],
  ["Checkout pressed (basket with a line), up to leaving for the store", "/cart", async (page) => {
    // The store's cart page is answered with 204, so the browser stays and what Checkout loaded can still be read.
    const toStore = (url: URL) => url.pathname.includes("/cart/");
    await page.route(toStore, (route) => route.fulfill({ status: 204 }));
    const leaving = page.waitForRequest((request) => request.isNavigationRequest() && toStore(new URL(request.url())));
    await page.getByRole("button", { name: "Checkout" }).click();
    await leaving;
  }, withBasket],
];
console.log("");
console.log("Loaded after the shopper's first action (not in the figures above):");
console.log("| action | JS files | JS gzip |");
console.log("|---|---|---|");
for (const [name, path, act, stored] of interactions) {
  const context = await browser.newContext({ viewport: phone, ...(stored ? { storageState: stored } : {}) });
  try {
    const scripts = await weighInteraction(await context.newPage(), `${site}${path}`, act);
    console.log(`| ${name} | ${scripts.length} | ${kB(total(scripts))} |`);
  } catch (error) {
    console.log(`| ${name} | not measured: ${error instanceof Error ? error.message.split("\n")[0] : error} | |`);
  } finally {
    await context.close();
  }
}

await browser.close();
console.log("");
for (const verdict of verdicts) recordVerdict(verdict);
console.log("");
if (gaps.length === 0) console.log("Every page meets its target.");
else {
  console.log("Over target:");
  for (const gap of gaps) console.log(`- ${gap}`);
  console.log(
    "The first file is React 19, React DOM and Astro's renderer; shell and Header are the header's script, on every page. " +
      "docs/PERFORMANCE.md (\"What a shopper downloads\") says what was done and what is left.",
  );
}
