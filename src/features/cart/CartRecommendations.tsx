// 'You might also like' under the basket: recommendations for the basket's products, minus what is already in it,
// in the shop's one carousel (300 px per arrow) with the shop's one product card.
import { useEffect, useState } from "react";
import { Carousel } from "../../components/react/Carousel.tsx";
import { ProductCard } from "../../components/react/ProductCard.tsx";
import { similarProductsStep } from "../../lib/carousel.ts";
import { fetchBasketRecommendations } from "../../lib/storefront/live.ts";
import type { ProductCard as ProductCardData } from "../../lib/types.ts";

export const recommendationLimit = 12;

/** Recommendations of every product merged in order, without duplicates or products already in the basket. */
export function mergeRecommendations(byProduct: ReadonlyMap<string, ProductCardData[]>, inBasket: ReadonlySet<string>): ProductCardData[] {
  const seen = new Set<string>();
  return [...byProduct.values()]
    .flat()
    .filter((card) => {
      if (inBasket.has(card.id) || seen.has(card.id)) return false;
      seen.add(card.id);
      return true;
    })
    .slice(0, recommendationLimit);
}

export function CartRecommendations({ productIds }: { productIds: readonly string[] }) {
  const [cards, setCards] = useState<ProductCardData[]>([]);
  const key = productIds.join(",");
  useEffect(() => {
    if (productIds.length === 0) return setCards([]);
    let cancelled = false;
    fetchBasketRecommendations(productIds)
      .then((byProduct) => {
        if (!cancelled) setCards(mergeRecommendations(byProduct, new Set(productIds)));
      })
      // Recommendations are extra: without them the basket works as before.
      .catch((error) => console.error("Could not load recommendations:", error));
    return () => {
      cancelled = true;
    };
  }, [key]);
  if (cards.length === 0) return null;
  return (
    <section className="cart-recommendations" aria-labelledby="cart-recs-title">
      <h2 id="cart-recs-title">You might also like</h2>
      <Carousel label="recommended products" step={similarProductsStep}>
        {cards.map((card) => (
          <div key={card.id} className="cart-recommendation">
            <ProductCard product={card} showVendor sizes="200px" />
          </div>
        ))}
      </Carousel>
    </section>
  );
}
