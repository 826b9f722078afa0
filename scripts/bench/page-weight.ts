// Benchmark: what each kind of page makes a shopper download. Builds nothing itself: run it against a build
// served by `npm start` (default http://localhost:4321) and it loads each page in headless Chromium, collects
// every script and stylesheet the page fetched, and prints their raw and gzip sizes and the count of requests.
//
//   node scripts/bench/page-weight.ts [site-url]
import { gzipSync } from "node:zlib";
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

const site = (process.argv[2] ?? "http://localhost:4321").replace(/\/$/, "");
const executablePath = process.env.CHROMIUM_PATH || (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const browser = await chromium.launch({
  ...(executablePath ? { executablePath } : {}),
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});

const firstProduct = await (async () => {
  const page = await browser.newPage();
  await page.goto(`${site}/collections/all-products`);
  const href = await page.locator('a[href*="/products/"]').first().getAttribute("href");
  await page.close();
  return href!;
})();

const pages = [
  ["legal page", "/terms-of-service"],
  ["home", "/"],
  ["product", firstProduct],
  ["collection", "/collections/honey"],
  ["search", "/search?q=honey"],
  ["cart", "/cart"],
] as const;

console.log("| page | JS files | JS raw | JS gzip | CSS gzip | HTML gzip |");
console.log("|---|---|---|---|---|---|");
for (const [name, path] of pages) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const bodies: { type: string; body: Buffer }[] = [];
  page.on("response", async (response) => {
    const type = response.request().resourceType();
    if (type === "script" || type === "stylesheet" || type === "document") {
      bodies.push({ type, body: await response.body().catch(() => Buffer.alloc(0)) });
    }
  });
  await page.goto(`${site}${path}`, { waitUntil: "networkidle" });
  // Scroll through the page so that islands hydrated on visibility are counted too.
  for (let y = 0; y < 6000; y += 600) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(100);
  }
  await page.waitForTimeout(1500);
  const sum = (type: string, gzip: boolean) =>
    bodies.filter((b) => b.type === type).reduce((n, b) => n + (gzip ? gzipSync(b.body).length : b.body.length), 0);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  const scripts = bodies.filter((b) => b.type === "script").length;
  console.log(`| ${name} | ${scripts} | ${kb(sum("script", false))} | ${kb(sum("script", true))} | ${kb(sum("stylesheet", true))} | ${kb(sum("document", true))} |`);
  await page.close();
}
await browser.close();
