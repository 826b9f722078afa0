// 'Similar Products For You' on the product page: the shop's one carousel, 300 px per arrow (SPEC.md section 9),
// with the shop's one product card. Rendered at build time; the page's script binds the arrows
// (components/react/carousel.browser.ts).
import { Carousel } from "../../components/react/Carousel.tsx";
import { ProductCard } from "../../components/react/ProductCard.tsx";
import { similarProductsStep } from "../../lib/carousel.ts";
import type { ProductCard as ProductCardData } from "../../lib/types.ts";
import "./similar.css";

export function SimilarProducts({ products }: { products: ProductCardData[] }) {
  return (
    <Carousel label="similar products" step={similarProductsStep}>
      {products.map((card) => (
        <div key={card.id} className="similar-card">
          <ProductCard product={card} showVendor />
        </div>
      ))}
    </Carousel>
  );
}
