// The purchase box of the product page: price, variant buttons, quantity and the add button.
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useEarlyActions, withErrorBoundary } from "../../components/react/ErrorBoundary.tsx";
import "./purchase.css";
import { addItem } from "../cart/store.ts";
import { formatMoney } from "../../lib/format.ts";
import {
  addButtonState,
  addedConfirmationMs,
  cartItemFor,
  initialVariant,
  noVariantMessage,
  quantityOptions,
  urlWithVariant,
  type PurchaseProduct,
} from "./purchase.ts";

type Props = { product: PurchaseProduct };

function ProductPurchase({ product }: Props) {
  const [variantId, setVariantId] = useState<string | null>(product.variants[0]?.id ?? null);
  const [quantity, setQuantity] = useState(1);
  const [justAdded, setJustAdded] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  // A shared link names its variant in ?variant=; the static HTML could not know it, so read it once here.
  // Everything resets when the product changes. In the commit that takes the page over, not in an effect after it:
  // a press that comes between the two (a busy phone) would otherwise be undone, its item added but its
  // '✓ Added' and a quantity or variant chosen reset.
  useLayoutEffect(() => {
    const fromUrl = initialVariant(product.variants, new URLSearchParams(window.location.search).get("variant"));
    setVariantId(fromUrl?.id ?? null);
    setQuantity(1);
    setJustAdded(false);
  }, [product.id]);
  // The controls work from the first paint: a choice or a click made before React took over is replayed now.
  useEarlyActions(box);

  useEffect(() => {
    if (!justAdded) return;
    const timer = window.setTimeout(() => setJustAdded(false), addedConfirmationMs);
    return () => window.clearTimeout(timer);
  }, [justAdded]);

  const variant = product.variants.find((v) => v.id === variantId) ?? null;
  const button = addButtonState(variant, justAdded);

  const choose = (id: string) => {
    const chosen = product.variants.find((v) => v.id === id);
    if (!chosen) return;
    setVariantId(id);
    window.history.replaceState(window.history.state, "", urlWithVariant(window.location.href, chosen));
  };

  const add = () => {
    if (!variant) {
      window.alert(noVariantMessage);
      return;
    }
    addItem(cartItemFor(product, variant, quantity));
    setJustAdded(true);
  };

  return (
    <div className="purchase" ref={box}>
      <p className="purchase-price" aria-live="polite">
        {variant?.compareAtPrice && (
          <s className="compare-at">
            <span className="visually-hidden">Was </span>
            {formatMoney(variant.compareAtPrice.amount, variant.compareAtPrice.currencyCode)}
          </s>
        )}
        {variant && (
          <span className="price" data-testid="price">
            {variant.compareAtPrice && <span className="visually-hidden">now </span>}
            {formatMoney(variant.price.amount, variant.price.currencyCode)}
          </span>
        )}
        {variant?.unitPrice && (
          // Inside the live region, so a change of variant is heard with its new unit price; "/ oz" alone is
          // cryptic read aloud, so a screen reader gets "$1.40 per ounce" in its place.
          <span className="purchase-unit-price" data-testid="unit-price">
            <span aria-hidden="true">{variant.unitPrice.visible}</span>
            <span className="visually-hidden">{variant.unitPrice.spoken}</span>
          </span>
        )}
      </p>
      {product.variants.length > 1 && (
        <fieldset className="variant-picker">
          <legend>Choose an option</legend>
          <div className="variant-buttons">
            {product.variants.map((v) => (
              <button
                key={v.id}
                type="button"
                className="variant-button"
                aria-pressed={v.id === variantId}
                disabled={!v.availableForSale}
                onClick={() => choose(v.id)}
              >
                {v.title}
                {!v.availableForSale && <span className="visually-hidden"> (sold out)</span>}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      <div className="purchase-row">
        <label className="quantity">
          <span>Quantity</span>
          <select value={quantity} onChange={(event) => setQuantity(Number(event.target.value))}>
            {quantityOptions.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="button add-button" disabled={button.disabled} onClick={add}>
          {button.label}
        </button>
      </div>
    </div>
  );
}

export default withErrorBoundary(ProductPurchase, "purchase box");
