// The Similar Products section's HTML for a product page, at build time. Each product's card is rendered once per
// build and its HTML placed on every page that recommends the product (lib/html-memo.ts): at 10,000 products that
// is 10,000 card renders instead of about 100,000. The section is rendered here with React's static renderer rather
// than by Astro's React renderer, which renders each server-only component twice (once to learn it is React) and
// streams it. The page places the result with set:html: the markup is what SimilarProducts draws, byte for byte.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { htmlMemo } from "../../lib/html-memo.ts";
import type { ProductCard } from "../../lib/types.ts";
import { SimilarProductCard, SimilarProducts } from "./SimilarProducts.tsx";

/** One memo for the whole build: every product page shares its cards. */
export const similarCards = htmlMemo<ProductCard>((product) => renderToStaticMarkup(createElement(SimilarProductCard, { product })));

export function similarProductsHtml(products: ProductCard[]): string {
  return renderToStaticMarkup(createElement(SimilarProducts, { products, cardHtml: similarCards.html }));
}
