// Rules of the product page's purchase box (SPEC.md sections 2 and 4, "Add to basket"), free of React.
import type { CartItem } from "../cart/model.ts";
import { addedConfirmationMs, quantityMax, quantityMin } from "../../lib/shop-rules.ts";
import type { Variant } from "../../lib/types.ts";

export { addedConfirmationMs };
export const quantityOptions = Array.from({ length: quantityMax - quantityMin + 1 }, (_, i) => quantityMin + i);
export const noVariantMessage = "Please select an option.";

/** The variant named by ?variant= (numeric id, as Shopify links use), else the first one. */
export function initialVariant(variants: readonly Variant[], variantParam: string | null): Variant | null {
  return variants.find((v) => v.numericId === variantParam) ?? variants[0] ?? null;
}

export type ButtonState = { label: "Add to basket" | "Sold Out" | "✓ Added"; disabled: boolean };

export function addButtonState(variant: Variant | null, justAdded: boolean): ButtonState {
  if (justAdded) return { label: "✓ Added", disabled: true };
  if (variant && !variant.availableForSale) return { label: "Sold Out", disabled: true };
  return { label: "Add to basket", disabled: false };
}

export type PurchaseProduct = {
  id: string;
  handle: string;
  title: string;
  image: string | null;
  variants: Variant[];
};

export function cartItemFor(product: PurchaseProduct, variant: Variant, quantity: number): CartItem {
  return {
    id: variant.id,
    productId: product.id,
    title: product.title,
    price: variant.price.amount,
    currency: variant.price.currencyCode,
    image: product.image,
    quantity,
    variantTitle: variant.title,
    handle: product.handle,
  };
}

/** The page URL with ?variant= set, keeping any other parameters, so a shared link opens the same variant. */
export function urlWithVariant(current: string, variant: Variant): string {
  const url = new URL(current);
  url.searchParams.set("variant", variant.numericId);
  return url.pathname + url.search + url.hash;
}
