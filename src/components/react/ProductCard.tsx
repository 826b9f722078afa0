// A product on a list (SPEC.md: image, title, Free Shipping badge, struck compare-at price, minimum price, and the
// unit price of the variant at that price). The one product card of the shop: Astro pages render it at build time
// (no JavaScript shipped), islands in the browser (the basket's recommendations, later the collection grid and
// search).
import { formatMoney } from "../../lib/format.ts";
import { href, productPath } from "../../lib/routes.ts";
import type { ProductCard as ProductCardData } from "../../lib/types.ts";
import { ResponsiveImage } from "./ResponsiveImage.tsx";
import { renderedByReact } from "../../lib/astro-react.ts";
import "./product-card.css";

type Props = {
  product: ProductCardData;
  showVendor?: boolean;
  headingLevel?: 2 | 3 | 4;
  /** A card on the first screen whose picture is the page's largest paint: fetched early, never lazily. */
  priority?: boolean;
  /** How wide the grid draws the card: the picture's CSS sizes, which only the grid knows. */
  sizes: string;
};

export function ProductCard({ product, showVendor = false, headingLevel = 3, priority = false, sizes }: Props) {
  const Heading = `h${headingLevel}` as "h2" | "h3" | "h4";
  return (
    <article className="product-card">
      <a className="product-card-link" href={href(productPath(product.handle))}>
        <div className="product-card-media">
          {product.image ? (
            <ResponsiveImage image={product.image} width={480} sizes={sizes} priority={priority} />
          ) : (
            <div className="product-card-placeholder" aria-hidden="true"></div>
          )}
          {(product.freeShipping || !product.availableForSale) && (
            // One row that wraps, so that two badges on a narrow card stack instead of covering each other.
            <span className="product-card-badges">
              {product.freeShipping && <span className="badge">Free Shipping</span>}
              {!product.availableForSale && <span className="badge badge-muted">Sold Out</span>}
            </span>
          )}
        </div>
        {showVendor && <p className="product-card-vendor">{product.vendor}</p>}
        <Heading className="product-card-title">{product.title}</Heading>
        <p className="product-card-price">
          {product.compareAtPrice && (
            <s className="compare-at">
              <span className="visually-hidden">Was </span>
              {formatMoney(product.compareAtPrice.amount, product.compareAtPrice.currencyCode)}
            </s>
          )}
          <span>
            {product.compareAtPrice && <span className="visually-hidden">now </span>}
            {formatMoney(product.price.amount, product.price.currencyCode)}
          </span>
          {product.unitPrice && (
            // "/ oz" alone is cryptic read aloud: a screen reader gets "$1.40 per ounce" in its place.
            <span className="product-card-unit-price" data-testid="unit-price">
              <span aria-hidden="true">{product.unitPrice.visible}</span>
              <span className="visually-hidden">{product.unitPrice.spoken}</span>
            </span>
          )}
        </p>
      </a>
    </article>
  );
}

// Astro pages render it at build time without first asking whether it is React's (lib/astro-react.ts).
if (import.meta.env.SSR) renderedByReact(ProductCard);

export default ProductCard;
