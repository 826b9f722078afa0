// The Similar Products section as the build writes it (similar-html.ts): each card rendered once for every page
// that shows it, and each page's section the markup the page had when it rendered every card itself (the oracle
// below is that markup: the carousel around the shop's product card, built here from the shared components).
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Carousel } from "../../components/react/Carousel.tsx";
import { ProductCard } from "../../components/react/ProductCard.tsx";
import { similarProductsStep } from "../../lib/carousel.ts";
import type { ProductCard as ProductCardData } from "../../lib/types.ts";
import { similarCards, similarProductsHtml } from "./similar-html.ts";

const card = (n: number): ProductCardData => ({
  id: `gid://shopify/Product/${n}`,
  numericId: String(n),
  handle: `p-${n}`,
  title: `Product ${n} <& "quoted">`,
  vendor: `Farm ${n % 3}`,
  tags: [],
  availableForSale: n % 5 !== 0,
  image: n % 4 === 0 ? null : { url: `https://cdn.shopify.com/p${n}.jpg`, altText: `Picture ${n}`, width: 1200, height: 900 },
  price: { amount: n + 0.25, currencyCode: "USD" },
  compareAtPrice: n % 2 === 0 ? { amount: n + 3, currencyCode: "USD" } : null,
  unitPrice: n % 3 === 0 ? { visible: "$1.40 / oz", spoken: "$1.40 per ounce" } : null,
  freeShipping: n % 6 === 0,
});

/** The section as the page drew it before: every card rendered in place. */
const renderedInPlace = (products: ProductCardData[]) =>
  renderToStaticMarkup(
    <Carousel label="similar products" step={similarProductsStep}>
      {products.map((product) => (
        <div key={product.id} className="similar-card">
          <ProductCard product={product} showVendor sizes="220px" />
        </div>
      ))}
    </Carousel>,
  );

const catalogue = Array.from({ length: 30 }, (_, n) => card(n + 1));
/** 60 product pages of up to 10 recommendations each: every product is recommended on about 20 pages. */
const pages = Array.from({ length: 60 }, (_, page) =>
  Array.from({ length: 1 + (page % 10) }, (_, k) => catalogue[(page * 11 + k * 7) % catalogue.length]!),
);

describe("the Similar Products section of a build", () => {
  it("renders each recommended product's card once for all pages, and each page the markup it had", () => {
    const before = similarCards.renders;
    for (const products of pages) expect(similarProductsHtml(products)).toBe(renderedInPlace(products));
    const recommended = new Set(pages.flat().map((product) => product.id));
    expect(similarCards.renders - before).toBe(recommended.size);
  });

  it("renders a card again when its product changed, and pages drawn after show the change", () => {
    const page = pages[9]!;
    similarProductsHtml(page);
    const before = similarCards.renders;
    const changed = { ...page[4]!, title: "Renamed jam", price: { amount: 12.5, currencyCode: "USD" } };
    const changedPage = page.map((product) => (product.id === changed.id ? changed : product));
    const html = similarProductsHtml(changedPage);
    expect(html).toBe(renderedInPlace(changedPage));
    expect(html).toContain("Renamed jam");
    expect(html).toContain("$12.50");
    expect(similarCards.renders - before).toBe(1);
  });
});
