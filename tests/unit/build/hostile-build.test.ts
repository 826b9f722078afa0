// The real build against the emulator's hostile catalogue (scripts/emulator/catalogue/profiles.ts): farm names
// with '/', '?', '#', '%', quotes, emoji and two Unicode forms, vendors that drift from the farm names, a vendor
// with no farm, a farm with no products and no video, and script payloads in descriptions, an article, a title and
// a bio. The build must succeed, every farm must get its own page that its products link to (or that says it has
// none, in SPEC.md's words), and no payload may run in Chromium. The review service holds reviews with the same
// payloads, so the reviews the build writes into product pages are tried too; and what the pages show of every
// payload is its text, not its effect.
import { existsSync } from "node:fs";
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawn } from "node:child_process";
import { chromium, type Browser } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmulator, type RunningEmulator } from "../../../scripts/emulator/server.ts";
import { hostileCatalogueFacts as facts } from "../../../scripts/emulator/catalogue/profiles.ts";
import { projectRoot } from "../../../src/services/shared/project.ts";
import { serveStatic, type StaticServer } from "../../../src/services/shared/static-server.ts";
import { farmPath, farmSlug } from "../../../src/lib/routes.ts";
import { startReviewService, type RunningReviewService } from "../../../src/services/reviews/server.ts";

/** Reviews as an attacker would write them: each field tries to close the JSON-LD script or run a handler. */
const hostileReviews = [
  { rating: 5, title: "</script><script>window.__xss=1</script>", body: '<img src=x onerror="window.__xss=1"> Sweet as the label says.', name: "<svg onload=window.__xss=1>" },
  { rating: 2, title: "Odd \u2028 --> <!-- ]]>", body: '"}]}</script><a href="javascript:window.__xss=1">free</a>', name: "Ana & \"Bo\"" },
];

let emulator: RunningEmulator;
let reviews: RunningReviewService;
let reviewedProduct: { id: string; handle: string };
let site: StaticServer;
let origin = "";
let browser: Browser;
let work: string;
let outDir: string;
let buildOutput = "";
let buildCode: number | null = null;

async function graphql<T>(query: string): Promise<T> {
  const res = await fetch(emulator.graphqlUrl, {
    method: "POST",
    headers: { "content-type": "application/json", "X-Shopify-Storefront-Access-Token": emulator.token },
    body: JSON.stringify({ query }),
  });
  return ((await res.json()) as { data: T }).data;
}

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, profile: "hostile" });
  work = await mkdtemp(join(tmpdir(), "hostile-build-"));
  outDir = join(work, "site");
  reviews = await startReviewService({ port: 0, database: join(work, "reviews.sqlite"), autoPublish: true, quiet: true, readToken: "hostile-read-token" });
  const { products } = await graphql<{ products: { nodes: { id: string; handle: string; descriptionHtml: string }[] } }>(
    "{ products(first: 250) { nodes { id handle descriptionHtml } } }",
  );
  reviewedProduct = products.nodes.find((p) => p.descriptionHtml.includes("Click for a discount"))!;
  for (const [i, review] of hostileReviews.entries()) {
    const res = await fetch(`${reviews.url}/reviews`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...review, id: reviewedProduct.id.split("/").pop(), email: `reader${i}@example.com` }),
    });
    if (res.status !== 201) throw new Error(`the review service refused a hostile review: ${res.status} ${await res.text()}`);
  }
  await new Promise<void>((resolve) => {
    const child = spawn(process.execPath, ["scripts/build.ts"], {
      cwd: projectRoot,
      env: {
        ...process.env, PUBLIC_SHOPIFY_STORE_DOMAIN: emulator.url, PUBLIC_SHOPIFY_STOREFRONT_TOKEN: emulator.token, OUT_DIR: outDir,
        PUBLIC_REVIEWS_URL: reviews.url, REVIEWS_READ_TOKEN: "hostile-read-token", REVIEWS_SNAPSHOT_DIR: join(work, "snapshots"),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.on("data", (chunk: Buffer) => (buildOutput += chunk));
    child.stderr.on("data", (chunk: Buffer) => (buildOutput += chunk));
    child.on("exit", (code) => {
      buildCode = code;
      resolve();
    });
  });
  site = await serveStatic({ dir: outDir, port: 0 });
  origin = site.url.replace(/\/$/, "");
  const executablePath = process.env.CHROMIUM_PATH || (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
  browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await reviews?.close();
  await emulator?.close();
  await rm(work, { recursive: true, force: true });
});

describe("a build from a hostile catalogue", { timeout: 60_000 }, () => {
  it("succeeds, and says what it had to work around", () => {
    expect(buildCode, buildOutput.slice(-2000)).toBe(0);
    expect(buildOutput).toMatch(/farm "Hearthstone \/ Herb Farm" would share the page of "Hearthstone - Herb Farm"/);
    expect(buildOutput).toContain(`vendor "${facts.orphanVendor}" matches no farm`);
  });

  it("gives every farm its own page, whatever its name holds", async () => {
    const pages = await readdir(join(outDir, "farm"));
    expect(pages).toHaveLength(emulator.store.farms.length);
    for (const name of Object.values(facts.farmNames)) expect(pages).toContain(farmSlug(name));
    // The '/' and '-' names that share a slug keep two pages.
    expect(pages).toContain("Hearthstone - Herb Farm-2");
    const page = await browser.newPage();
    for (const name of Object.values(facts.farmNames)) {
      const res = await page.goto(`${origin}/our-farms`);
      expect(res?.status()).toBe(200);
      // The farms list's card for this farm (its accessible name starts with the farm's name).
      await page.getByRole("link", { name }).first().click();
      // Playwright waits for the state (the farm's page), not for a fixed time: a loaded machine only makes it slower.
      await page.getByRole("heading", { level: 1, name, exact: true }).waitFor();
    }
    await page.close();
  });

  it("links each product to its farm through a drifting vendor, and names an unknown vendor without a link", async () => {
    const { products } = await graphql<{ products: { nodes: { handle: string; vendor: string }[] } }>(
      "{ products(first: 250) { nodes { handle vendor } } }",
    );
    const bay = products.nodes.find((p) => p.vendor === facts.vendorSpellings["kestrel-bay-fish-co"])!;
    const html = await readFile(join(outDir, "products", bay.handle, "index.html"), "utf8");
    expect(html).toContain(`href="${farmPath(farmSlug(facts.farmNames["kestrel-bay-fish-co"]!))}"`);
    const cafe = products.nodes.find((p) => p.vendor === facts.vendorSpellings["alto-huila-coffee-cooperative"])!;
    expect(await readFile(join(outDir, "products", cafe.handle, "index.html"), "utf8")).toContain(
      `href="${farmPath("Cooperativa Caf\u00e9 Alto Huila")}"`,
    );
    const orphan = products.nodes.find((p) => p.vendor === facts.orphanVendor)!;
    const page = await browser.newPage();
    await page.goto(`${origin}/products/${orphan.handle}`);
    await page.getByText(facts.orphanVendor).first().waitFor();
    expect(await page.getByRole("link", { name: facts.orphanVendor }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "Explore the farm" }).count()).toBe(0);
    await page.close();
  });

  it("says 'No products found for this farmer yet.' and 'No highlight video available.' on a farm with neither", async () => {
    const page = await browser.newPage();
    await page.goto(`${origin}${farmPath(farmSlug(facts.farmWithoutProducts))}`);
    await page.getByRole("heading", { level: 1, name: facts.farmWithoutProducts, exact: true }).waitFor();
    // A text that is missing makes waitFor fail naming the panel and the text it waited for.
    const shows = (panel: string, text: string) =>
      page.getByRole("tabpanel", { name: panel, exact: true }).getByText(text, { exact: true }).first().waitFor();
    await shows("Overview", "No highlight video available.");
    // The Overview's bestsellers and the Our Products tab both have nothing to list.
    await shows("Overview", "No products found for this farmer yet.");
    await page.getByRole("tab", { name: "Our Products", exact: true }).click();
    await shows("Our Products", "No products found for this farmer yet.");
    await page.close();
  });

  it("lists every product, collection, farm and post in the sitemap, and no private or redirect page", async () => {
    const index = await readFile(join(outDir, "sitemap-index.xml"), "utf8");
    const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const locs = (
      await Promise.all(sitemaps.map(async (path) => readFile(join(outDir, path), "utf8")))
    ).flatMap((xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decodeURIComponent(new URL(m[1]!.replaceAll("&amp;", "&")).pathname)));
    const count = (prefix: string) => locs.filter((path) => path.startsWith(prefix)).length;
    expect(count("/products/")).toBe(emulator.store.products.length);
    expect(count("/collections/")).toBe(emulator.store.collections.length);
    expect(count("/farm/")).toBe(emulator.store.farms.length);
    expect(count("/blog/")).toBe(emulator.store.articles.length);
    for (const name of Object.values(facts.farmNames)) expect(locs).toContain(`/farm/${farmSlug(name)}`);
    expect(locs.filter((path) => /^\/(cart|search|returns|404|product\/|category\/)/.test(path))).toEqual([]);
    expect(await readFile(join(outDir, "robots.txt"), "utf8")).toContain("Sitemap: ");
  });

  it("runs none of the planted scripts in Chromium", async () => {
    const { products, articles } = await graphql<{
      products: { nodes: { handle: string; title: string; descriptionHtml: string }[] };
      articles: { nodes: { handle: string; contentHtml: string }[] };
    }>("{ products(first: 250) { nodes { handle title descriptionHtml } } articles(first: 250) { nodes { handle contentHtml } } }");
    const paths = [
      ...products.nodes.filter((p) => p.descriptionHtml.includes(facts.payloadMarker) || p.title.includes("</script>")).map((p) => `/products/${p.handle}`),
      ...articles.nodes.filter((a) => a.contentHtml.includes(facts.payloadMarker)).map((a) => `/blog/${a.handle}`),
      "/", "/our-farms",
    ];
    expect(paths.length).toBeGreaterThanOrEqual(5);
    const page = await browser.newPage();
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    for (const path of paths) {
      const res = await page.goto(`${origin}${path}`);
      expect(res?.status(), path).toBe(200);
      await page.waitForLoadState("load");
      expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss), path).toBeUndefined();
      // Nothing clickable leads to a script or off the site through a protocol-relative link.
      const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
      expect(hrefs.filter((href) => /^\s*javascript:|^\/\//i.test(href)), path).toEqual([]);
      expect(await page.locator("main iframe, main [onerror], main [onclick]").count(), path).toBe(0);
    }
    // A click on what used to be the payload's link does nothing either.
    const payloadProduct = products.nodes.find((p) => p.descriptionHtml.includes("Click for a discount"))!;
    await page.goto(`${origin}/products/${payloadProduct.handle}`);
    await page.getByText("Click for a discount").click();
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await page.close();
  });
  it("shows every payload of a farm's bio and of the built reviews as text, and runs none", async () => {
    const page = await browser.newPage();
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const farm = emulator.store.farms.find((f) => f.record.bio.includes(facts.bioPayload))!.record;
    await page.goto(`${origin}${farmPath(farmSlug(farm.name))}`);
    await page.getByText(facts.bioPayload).first().waitFor();
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();

    // The reviews were written into the page by the build: read them there before the island reads the service.
    const html = await readFile(join(outDir, "products", reviewedProduct.handle, "index.html"), "utf8");
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    const product = ld.find((data) => data["@type"] === "Product") as { aggregateRating?: { reviewCount: number }; review?: { name: string; reviewBody: string; author: { name: string } }[] };
    expect(product.aggregateRating?.reviewCount).toBe(hostileReviews.length);
    expect(product.review!.map((r) => [r.name, r.reviewBody, r.author.name]).sort()).toEqual(
      hostileReviews.map((r) => [r.title, r.body, r.name]).sort(),
    );
    await reviews.close();
    await page.goto(`${origin}/products/${reviewedProduct.handle}`);
    const block = page.getByRole("region", { name: /reviews/i });
    for (const review of hostileReviews) {
      for (const text of [review.title, review.body]) await block.getByText(text, { exact: true }).first().waitFor();
      // The name is followed by the date on its line.
      await block.getByText(`${review.name} · `).first().waitFor();
    }
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(await block.locator("a[href^='javascript'], img, svg[onload], [onerror]").count()).toBe(0);
    expect(dialogs).toEqual([]);
    await page.close();
  });
});
