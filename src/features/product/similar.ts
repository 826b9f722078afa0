// 'Similar Products For You' (SPEC.md sections 2 and 7): the store's recommendations, or, when it has none for a
// product, the 'artisan-goods' collection (8 items). The product itself is never recommended to itself.
import type { ProductCard } from "../../lib/types.ts";

export const similarFallback = { collection: "artisan-goods", count: 8 } as const;

export async function similarProducts(
  productId: string,
  recommended: readonly ProductCard[],
  fallback: () => Promise<readonly ProductCard[]>,
): Promise<ProductCard[]> {
  const own = recommended.filter((card) => card.id !== productId);
  if (own.length > 0) return own;
  return (await fallback()).filter((card) => card.id !== productId).slice(0, similarFallback.count);
}
