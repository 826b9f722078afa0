// The search page's first row of pictures, painted by its head start (lib/inline-scripts.ts searchHeadStart) before
// the island has loaded, run as the browser runs it: the inline script in a fresh JavaScript context over a small
// stand-in for the page (the settings JSON, the island's element, a screen width, a MutationObserver). The oracle
// for the pictures is the island itself: the search grid (ListingView over the answer's products, as searchProducts
// maps them) rendered by React, whose first row's pictures the painted ones must ask for exactly, so that the
// browser fetches each picture once and the cards draw what the row showed.
import fc from "fast-check";
import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { searchHeadStart } from "../../lib/inline-scripts.ts";
import { mapProductCard } from "../../lib/storefront/mappers.ts";
import type { HeadStart } from "../../lib/storefront/head-start.ts";
import { ListingView } from "./ListingView.tsx";
import { searchHeadStartSettings, settingsJson } from "./search-head-start.ts";
import { searchSorts } from "./listing-state.ts";

const store = { origin: "https://farm-shop.example", storeDomain: "farm-shop.example", publicToken: "public-token", apiVersion: "2026-04" };
const settings = searchHeadStartSettings(store);

type StoreImage = { url: string; altText: string | null; width: number | null; height: number | null };

/** A product node of a search answer, in the Storefront API's shape (the ProductCard fragment). */
function productNode(n: number, featuredImage: StoreImage | null) {
  const money = (amount: string) => ({ amount, currencyCode: "USD" });
  return {
    __typename: "Product",
    id: `gid://shopify/Product/${n}`,
    handle: `product-${n}`,
    title: `Product ${n}`,
    vendor: `Farm ${n}`,
    tags: [],
    availableForSale: true,
    featuredImage,
    priceRange: { minVariantPrice: money("12.50") },
    compareAtPriceRange: { minVariantPrice: money("0.0") },
    unitPriceVariants: { nodes: [] },
  };
}

const answerOf = (nodes: object[]) => ({
  data: { search: { totalCount: nodes.length, productFilters: [], pageInfo: { hasNextPage: false, endCursor: null }, nodes } },
});

/** The search grid as SearchPage draws it (no filter groups): React's markup of ListingView. */
function searchView(status: "replacing" | "idle", products: ReturnType<typeof mapProductCard>[]): string {
  return renderToStaticMarkup(
    <ListingView
      eagerFirstRow
      groups={[]}
      active={[]}
      onChoose={() => {}}
      onClearAll={() => {}}
      sorts={searchSorts}
      sort={searchSorts[0]!}
      onSort={() => {}}
      countText=""
      products={products}
      status={status}
      error={null}
      onRetry={() => {}}
      hasNextPage={false}
      onLoadMore={() => {}}
      empty={<p>No products found.</p>}
    />,
  );
}

/** The pictures of the island's first row: ListingView as SearchPage draws a loaded answer. */
function islandFirstRow(nodes: ReturnType<typeof productNode>[]): (Record<string, string> | null)[] {
  const html = searchView("idle", nodes.map((node) => mapProductCard(node as Parameters<typeof mapProductCard>[0])));
  const cards = html.split('<article class="product-card">').slice(1, 1 + settings.firstRow.cards);
  return cards.map((card) => {
    const img = /<img ([^>]*)\/?>/.exec(card);
    if (!img) return null;
    const attributes = [...img[1]!.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map(([, name, value]) => [name!.toLowerCase(), value!.replaceAll("&amp;", "&")]);
    return Object.fromEntries(attributes);
  });
}

class StandInElement {
  children: StandInElement[] = [];
  parent: StandInElement | null = null;
  attributes: Record<string, string> = {};
  className = "";
  [property: string]: unknown;
  readonly tagName: string;
  constructor(tagName: string) {
    this.tagName = tagName;
  }
  appendChild(child: StandInElement) {
    child.parent = this;
    this.children.push(child);
    return child;
  }
  setAttribute(name: string, value: string) {
    this.attributes[name] = String(value);
  }
  remove() {
    if (this.parent) this.parent.children = this.parent.children.filter((child) => child !== this);
    this.parent = null;
  }
}

type Island = { running: boolean; shows: Set<string>; after: StandInElement[] };

/**
 * Opens /search?q=honey on a page whose screen is `narrow` or not, whose store answers `answer`, and whose island is
 * `running` (hydrated: Astro has dropped its `ssr` attribute) or not and shows what `shows` names: the selectors
 * `querySelector` finds in it ('.listing-empty' at first, as Astro wrote it).
 */
async function openPage(
  answer: unknown,
  {
    narrow = true,
    running = false,
    shows = [".listing-empty"],
    pageSettings = settings,
  }: { narrow?: boolean; running?: boolean; shows?: string[]; pageSettings?: typeof settings } = {},
) {
  const island: Island = { running, shows: new Set(shows), after: [] };
  const islandElement = {
    hasAttribute: (name: string) => name === "ssr" && !island.running,
    querySelector: (selector: string) => (selector.split(",").some((one) => island.shows.has(one.trim())) ? {} : null),
    after: (node: StandInElement) => island.after.push(node),
  };
  const observers: { callback: () => void; target: unknown; options: unknown; connected: boolean }[] = [];
  class StandInObserver {
    record: (typeof observers)[number];
    constructor(callback: () => void) {
      this.record = { callback, target: null, options: null, connected: false };
      observers.push(this.record);
    }
    observe(target: unknown, options: unknown) {
      Object.assign(this.record, { target, options, connected: true });
    }
    disconnect() {
      this.record.connected = false;
    }
  }
  const media: string[] = [];
  const timers: (() => void)[] = [];
  const frames: (() => void)[] = [];
  const page: Record<string, unknown> = {
    document: {
      readyState: "complete",
      getElementById: (id: string) => (id === "search-head-start" ? { textContent: settingsJson(pageSettings) } : null),
      querySelector: (selector: string) => (selector === ".search-page astro-island" ? islandElement : null),
      createElement: (tag: string) => new StandInElement(tag),
      addEventListener: () => {},
    },
    location: { search: "?q=honey" },
    URL,
    URLSearchParams,
    AbortSignal,
    // The 3 s bound of the island's wait is a real timer in a browser; here it is kept, to be run by the test.
    setTimeout: (run: () => void) => timers.push(run),
    // Frames, run by the test one at a time: each call draws the next frame.
    requestAnimationFrame: (run: () => void) => frames.push(run),
    MutationObserver: StandInObserver,
    matchMedia: (query: string) => {
      media.push(query);
      return { matches: narrow };
    },
    fetch: async () =>
      answer === null
        ? { ok: false, headers: { get: () => "application/json" }, json: async () => ({}) }
        : { ok: true, headers: { get: () => "application/json" }, json: async () => answer },
  };
  page.window = page;
  runInNewContext(searchHeadStart, page);
  await (page.storefrontHeadStart as HeadStart).data;
  await new Promise((resolve) => setTimeout(resolve, 0));
  const row = island.after[0];
  const pictures = (row?.children ?? []).map((card) => {
    const inner = card.children[0]!.children[0]!;
    return inner.tagName === "img" ? inner : null;
  });
  let settled = false;
  void (page.searchFirstRowSettled as Promise<void>).then(() => (settled = true));
  await Promise.resolve();
  const nextFrame = () => frames.splice(0).forEach((run) => run());
  return { island, row, pictures, observers, media, timers, nextFrame, settled: async () => (await Promise.resolve(), settled) };
}

const imageArbitrary: fc.Arbitrary<StoreImage> = fc.record({
  url: fc
    .tuple(fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/), fc.option(fc.integer({ min: 1, max: 2_000_000_000 }), { nil: undefined }))
    .map(([name, version]) => `https://cdn.shopify.com/s/files/1/0001/files/${name}.jpg${version === undefined ? "" : `?v=${version}`}`),
  altText: fc.option(fc.string({ maxLength: 20 }), { nil: null }),
  // Often exactly a width the srcset offers, or narrower than every one: where "no wider than the original" bites.
  width: fc.option(fc.oneof(fc.constantFrom(100, 240, 360, 480, 720, 960, 1200), fc.integer({ min: 1, max: 4000 })), { nil: null }),
  height: fc.option(fc.integer({ min: 1, max: 4000 }), { nil: null }),
});

describe("the search page's first row, painted before the island", () => {
  it("asks for exactly the pictures the island's first row asks for, in its order", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.option(imageArbitrary, { nil: null }), { minLength: 1, maxLength: 5 }), async (images) => {
        const nodes = images.map((image, n) => productNode(n + 1, image));
        const expected = islandFirstRow(nodes);
        const { pictures, row } = await openPage(answerOf(nodes));
        expect(row?.children).toHaveLength(expected.length);
        pictures.forEach((picture, index) => {
          const card = expected[index]!;
          if (card === null) {
            expect(picture).toBeNull();
            expect(row!.children[index]!.children[0]!.children[0]!.className).toBe("product-card-placeholder");
            return;
          }
          expect(picture).not.toBeNull();
          expect({
            src: picture!.src,
            srcset: picture!.srcset,
            sizes: picture!.sizes,
            width: String(picture!.width),
            height: String(picture!.height),
            fetchpriority: picture!.fetchPriority,
          }).toEqual({ src: card.src, srcset: card.srcset, sizes: card.sizes, width: card.width, height: card.height, fetchpriority: card.fetchpriority });
          // The row is for the eye alone: the island's cards say what each product is.
          expect(picture!.alt).toBe("");
        });
      }),
      { numRuns: 60 },
    );
  });

  it("asks for the pictures under the site's own address where the build serves their host (IMAGE_PROXY_PATH)", async () => {
    const onSite = searchHeadStartSettings(store, ["https://cdn.shopify.com/", "/shop-images/"]);
    await fc.assert(
      fc.asyncProperty(fc.array(imageArbitrary, { minLength: 1, maxLength: 3 }), async (images) => {
        const nodes = images.map((image, n) => productNode(n + 1, image));
        // The island's cards, built the same way, with the host's part of every address in the site's path.
        const moved = (urls: string) => urls.replaceAll("https://cdn.shopify.com/", "/shop-images/");
        const expected = islandFirstRow(nodes).map((card) => ({ src: moved(card!.src!), srcset: moved(card!.srcset!) }));
        const { pictures } = await openPage(answerOf(nodes), { pageSettings: onSite });
        expect(pictures.map((picture) => ({ src: picture!.src, srcset: picture!.srcset }))).toEqual(expected);
        for (const picture of pictures) expect(`${picture!.src} ${picture!.srcset}`).not.toContain("cdn.shopify.com");
      }),
      { numRuns: 30 },
    );
  });

  it("lets the island load once the row's pictures have loaded or failed and their frame is drawn, at once when it paints none, or after 3 s", async () => {
    const nodes = [1, 2, 3].map((n) => productNode(n, { url: `https://cdn.shopify.com/p${n}.jpg?v=1`, altText: null, width: 1200, height: 900 }));
    const painted = await openPage(answerOf(nodes));
    expect(painted.pictures).toHaveLength(2);
    expect(await painted.settled()).toBe(false);
    (painted.pictures[0]!.onload as () => void)();
    painted.nextFrame();
    expect(await painted.settled()).toBe(false);
    (painted.pictures[1]!.onerror as () => void)();
    // Loaded, not yet drawn: the frame that draws them, then the next one begins.
    expect(await painted.settled()).toBe(false);
    painted.nextFrame();
    expect(await painted.settled()).toBe(false);
    painted.nextFrame();
    expect(await painted.settled()).toBe(true);

    const stalled = await openPage(answerOf(nodes));
    expect(await stalled.settled()).toBe(false);
    expect(stalled.timers).toHaveLength(1);
    stalled.timers[0]!();
    expect(await stalled.settled()).toBe(true);

    expect(await (await openPage(answerOf(nodes), { narrow: false })).settled()).toBe(true);
    expect(await (await openPage(answerOf([]))).settled()).toBe(true);
    expect(await (await openPage(null)).settled()).toBe(true);
    expect(await (await openPage(answerOf(nodes), { running: true, shows: [".listing-grid"] })).settled()).toBe(true);
  });

  it("is hidden from assistive technology, and paints two cards in the grid's columns", async () => {
    const nodes = [1, 2, 3].map((n) => productNode(n, { url: `https://cdn.shopify.com/p${n}.jpg?v=1`, altText: null, width: 1200, height: 900 }));
    const { row, media } = await openPage(answerOf(nodes));
    expect(row?.attributes["aria-hidden"]).toBe("true");
    expect(row?.className).toBe("search-first-row");
    expect(row?.children.map((card) => card.className)).toEqual(["product-card", "product-card"]);
    expect(media).toEqual(["(max-width: 992px)"]);

    // A node that is no product (the island lists products only) takes no place in the row.
    const { pictures } = await openPage(answerOf([{ __typename: "Page" }, ...nodes]));
    expect(pictures.map((picture) => picture?.src)).toEqual([
      "https://cdn.shopify.com/p1.jpg?v=1&width=480",
      "https://cdn.shopify.com/p2.jpg?v=1&width=480",
    ]);
  });

  it("paints nothing with the filter sidebar on screen, without an answer, or without products", async () => {
    const nodes = [productNode(1, { url: "https://cdn.shopify.com/p1.jpg", altText: null, width: 800, height: 800 })];
    expect((await openPage(answerOf(nodes), { narrow: false })).row).toBeUndefined();
    expect((await openPage(null)).row).toBeUndefined();
    expect((await openPage(answerOf([]))).row).toBeUndefined();
    expect((await openPage({ errors: [{ message: "Throttled" }] })).row).toBeUndefined();
  });

  it("paints while the island is not running yet or is loading, and never over what the running island drew", async () => {
    const nodes = [productNode(1, { url: "https://cdn.shopify.com/p1.jpg", altText: null, width: 800, height: 800 })];
    expect((await openPage(answerOf(nodes))).row).toBeDefined();
    expect((await openPage(answerOf(nodes), { running: true, shows: ['[aria-busy="true"]', ".listing-grid"] })).row).toBeDefined();
    // The answer came late: the shopper had cleared the box (the empty state), searched for something that finds
    // nothing, or the island had shown its results, an error, or failed altogether.
    for (const shows of [[".listing-empty"], [".listing-grid", ".product-card"], [".listing-error"], [".island-error"]]) {
      expect((await openPage(answerOf(nodes), { running: true, shows })).row, shows.join(" ")).toBeUndefined();
    }
  });

  it("takes the island's loading state from what the island draws, and the narrow screens from the grid's styles", async () => {
    // The row waits while '[aria-busy="true"]' is in the island: ListingView says so while, and only while, it loads.
    const products = [mapProductCard(productNode(1, null) as Parameters<typeof mapProductCard>[0])];
    expect(searchView("replacing", [])).toContain('aria-busy="true"');
    expect(searchView("replacing", products)).toContain('aria-busy="true"');
    expect(searchView("idle", products)).not.toContain('aria-busy="true"');
    expect(searchView("idle", [])).not.toContain('aria-busy="true"');
    const css = readFileSync(new URL("./listing.css", import.meta.url), "utf8");
    expect(css).toContain(`@media ${settings.firstRow.media} {`);
    expect(css).toMatch(/\.search-first-row \{ grid-template-columns/);
  });

  it("stays while the island says it is loading, and goes the moment it draws anything else", async () => {
    const nodes = [productNode(1, { url: "https://cdn.shopify.com/p1.jpg", altText: null, width: 800, height: 800 })];
    const { island, row, observers } = await openPage(answerOf(nodes));
    const parent = new StandInElement("section");
    parent.appendChild(row!);
    expect(observers).toHaveLength(1);
    expect(observers[0]).toMatchObject({ options: { childList: true, subtree: true }, connected: true });

    island.shows = new Set(['[aria-busy="true"]', ".listing-grid"]);
    observers[0]!.callback();
    expect(parent.children).toEqual([row]);

    island.shows = new Set([".listing-grid", ".product-card"]);
    observers[0]!.callback();
    expect(parent.children).toEqual([]);
    expect(observers[0]!.connected).toBe(false);
  });

  it("leaves the island to draw by itself when a picture's address cannot be read", async () => {
    const nodes = [productNode(1, { url: "not a url", altText: null, width: 800, height: 800 })];
    const { row } = await openPage(answerOf(nodes));
    expect(row).toBeUndefined();
  });
});
