// A basket line for tests: variant `id`, `quantity` and `price` in USD, everything else fixed.
import type { CartItem } from "./model.ts";

export const line = (id: number, quantity = 1, price = 10): CartItem => ({
  id: `gid://shopify/ProductVariant/${id}`,
  productId: "gid://shopify/Product/1",
  title: `Item ${id}`,
  price,
  currency: "USD",
  image: null,
  quantity,
  variantTitle: "Default Title",
  handle: `item-${id}`,
});
