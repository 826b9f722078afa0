// 'Similar Products For You' on the product page: the shop's one carousel, 300 px per arrow (SPEC.md section 9),
// with the shop's one product card. Rendered at build time (similar-html.ts); the page's script binds the arrows
// (components/react/carousel.browser.ts).
import { Carousel } from "../../components/react/Carousel.tsx";
import { ProductCard } from "../../components/react/ProductCard.tsx";
import { similarProductsStep } from "../../lib/carousel.ts";
import type { ProductCard as ProductCardData } from "../../lib/types.ts";
import "./similar.css";

/** One product as the carousel shows it: the shop's card, with its farm's name. */
export function SimilarProductCard({ product }: { product: ProductCardData }) {
  return <ProductCard product={product} showVendor sizes="220px" />;
}

type Props = {
  products: ProductCardData[];
  /**
   * Each product's SimilarProductCard as HTML. A product's card is the same on every page that recommends it, so
   * the build renders it once and places the HTML (similar-html.ts) instead of rendering it again on each page.
   */
  cardHtml: (product: ProductCardData) => string;
};

export function SimilarProducts({ products, cardHtml }: Props) {
  return (
    <Carousel label="similar products" step={similarProductsStep}>
      {products.map((card) => (
        <div key={card.id} className="similar-card" dangerouslySetInnerHTML={{ __html: cardHtml(card) }} />
      ))}
    </Carousel>
  );
}
