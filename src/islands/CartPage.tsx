// The basket page: lines, quantities, totals, the promotion, checkout hand-off and recommendations.
import { useEffect, useMemo, useRef, useState } from "react";
import { useStore } from "@nanostores/react";
import { $cart, applyLivePrices, clearCart, removeItem, setQuantity } from "../stores/cart.ts";
import { reconcileCart, subtotals, type LineChange } from "../lib/cart-sync.ts";
import { checkoutUrl, emptyCartMessage, promotion, promotionStatus } from "../lib/checkout.ts";
import { formatMoney } from "../lib/money.ts";
import { fetchLiveVariants } from "../lib/storefront/live.ts";
import { fetchRecommendations } from "../lib/storefront/recommendations.ts";
import { storefrontConfig } from "../lib/storefront/client.ts";
import type { CartItem } from "../lib/cart.ts";
import type { ProductCard } from "../lib/types.ts";
import { imageUrl } from "../lib/images.ts";

type Props = { base: string; discountCode: string | null };

const describeChange = (change: LineChange) => {
  if (change.kind === "price") {
    return `${change.title}: the price changed from ${formatMoney(change.from, change.currency)} to ${formatMoney(change.to, change.currency)}.`;
  }
  if (change.kind === "sold-out") return `${change.title} is sold out and will be left out of checkout.`;
  return `${change.title} is no longer sold and will be left out of checkout.`;
};

async function checkLive(items: CartItem[]) {
  const live = await fetchLiveVariants(items.map((item) => item.id));
  return reconcileCart(items, live);
}

export default function CartPage({ base, discountCode }: Props) {
  const items = useStore($cart);
  const [changes, setChanges] = useState<LineChange[]>([]);
  const [unavailable, setUnavailable] = useState<Set<string>>(new Set());
  const [checkingOut, setCheckingOut] = useState(false);
  const [recommended, setRecommended] = useState<ProductCard[]>([]);
  const productIds = useMemo(() => [...new Set(items.map((item) => item.productId))], [items]);

  const applyCheck = (result: Awaited<ReturnType<typeof checkLive>>) => {
    if (result.changes.some((c) => c.kind === "price")) applyLivePrices(result.items);
    setChanges(result.changes);
    setUnavailable(result.unavailable);
    return result;
  };

  // When the page opens: the static build may be older than today's prices.
  useEffect(() => {
    const current = $cart.get();
    if (current.length === 0) return;
    checkLive(current)
      .then(applyCheck)
      .catch((error) => console.error("Could not check the basket against the store:", error));
  }, []);

  useEffect(() => {
    if (productIds.length === 0) return setRecommended([]);
    let cancelled = false;
    fetchRecommendations(productIds)
      .then((byProduct) => {
        if (cancelled) return;
        const inBasket = new Set(productIds);
        const seen = new Set<string>();
        const merged = [...byProduct.values()].flat().filter((card) => {
          if (inBasket.has(card.id) || seen.has(card.id)) return false;
          seen.add(card.id);
          return true;
        });
        setRecommended(merged.slice(0, 12));
      })
      .catch((error) => console.error("Could not load recommendations:", error));
    return () => {
      cancelled = true;
    };
  }, [productIds.join(",")]);

  const checkout = async () => {
    const current = $cart.get();
    if (current.length === 0) {
      window.alert(emptyCartMessage);
      return;
    }
    setCheckingOut(true);
    let buyable = current;
    try {
      const result = applyCheck(await checkLive(current));
      // A new price is pointed out first; the shopper checks out again having seen it.
      if (result.changes.some((c) => c.kind === "price")) {
        setCheckingOut(false);
        return;
      }
      buyable = result.items.filter((item) => !result.unavailable.has(item.id));
    } catch (error) {
      // The store's own cart page shows the real prices, so a failed check does not block checkout.
      console.error("Could not check the basket before checkout:", error);
    }
    const url = checkoutUrl(storefrontConfig().origin, buyable, discountCode);
    if (!url) {
      setCheckingOut(false);
      window.alert("Nothing in your basket can be bought right now.");
      return;
    }
    window.location.assign(url);
  };

  if (items.length === 0) {
    return (
      <div className="cart-empty">
        <p>Your cart is currently empty.</p>
        <a className="button" href={base}>
          Continue Shopping
        </a>
      </div>
    );
  }

  const totals = subtotals(items, unavailable);
  const usdSubtotal = totals.get(promotion.currencyCode) ?? 0;
  const promo = promotionStatus(usdSubtotal);

  return (
    <div className="cart">
      {changes.length > 0 && (
        <div className="cart-notice" role="status">
          <p>Some things changed since this page was published:</p>
          <ul>
            {changes.map((change) => (
              <li key={`${change.id}-${change.kind}`}>{describeChange(change)}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="cart-layout">
        <table className="cart-table">
          <caption className="visually-hidden">Items in your basket</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Quantity</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <CartLine key={item.id} item={item} base={base} unavailable={unavailable.has(item.id)} />
            ))}
          </tbody>
        </table>
        <aside className="cart-summary" aria-labelledby="summary-title">
          <h2 id="summary-title">Order summary</h2>
          {[...totals].map(([currency, amount]) => (
            <p key={currency} className="summary-row">
              <span>Subtotal</span>
              <span data-testid="subtotal">{formatMoney(amount, currency)}</span>
            </p>
          ))}
          <p className="summary-row">
            <span>Shipping</span>
            <span>calculated at checkout</span>
          </p>
          <p className="promo" role="status">
            {promo.applies
              ? `Your order qualifies for 10% off (about ${formatMoney(promo.saving, promotion.currencyCode)}), applied at checkout.`
              : `Add ${formatMoney(promo.remaining, promotion.currencyCode)} more to get 10% off orders over $50.`}
          </p>
          <button type="button" className="button checkout-button" onClick={checkout} disabled={checkingOut}>
            {checkingOut ? "Checking prices..." : "Checkout"}
          </button>
          <button type="button" className="link-button" onClick={clearCart}>
            Clear basket
          </button>
        </aside>
      </div>
      {recommended.length > 0 && <Recommendations cards={recommended} base={base} />}
    </div>
  );
}

function CartLine({ item, base, unavailable }: { item: CartItem; base: string; unavailable: boolean }) {
  const link = `${base}products/${item.handle}`;
  return (
    <tr className={unavailable ? "unavailable" : undefined}>
      <td>
        <div className="cart-product">
          {item.image && <img src={imageUrl(item.image, 160)} alt="" width={72} height={72} loading="lazy" />}
          <div>
            <a href={link}>{item.title}</a>
            {item.variantTitle !== "Default Title" && <p className="variant-title">{item.variantTitle}</p>}
            <p className="unit-price">{formatMoney(item.price, item.currency)} each</p>
            {unavailable && <p className="unavailable-note">Not available: left out of checkout</p>}
          </div>
        </div>
      </td>
      <td>
        <input
          type="number"
          min={0}
          inputMode="numeric"
          className="quantity-input"
          aria-label={`Quantity of ${item.title}${item.variantTitle !== "Default Title" ? `, ${item.variantTitle}` : ""}`}
          value={item.quantity}
          onChange={(event) => {
            const value = event.target.valueAsNumber;
            // Non-numeric input is ignored, as SPEC.md section 5 asks; 0 removes the line.
            if (!Number.isNaN(value)) setQuantity(item.id, value);
          }}
        />
        <button type="button" className="link-button" onClick={() => removeItem(item.id)}>
          Remove<span className="visually-hidden"> {item.title}</span>
        </button>
      </td>
      <td className="line-total">{formatMoney(item.price * item.quantity, item.currency)}</td>
    </tr>
  );
}

function Recommendations({ cards, base }: { cards: ProductCard[]; base: string }) {
  const track = useRef<HTMLDivElement>(null);
  const scroll = (direction: 1 | -1) => {
    if (!track.current) {
      console.warn("Carousel element missing: its arrows do nothing.");
      return;
    }
    track.current.scrollBy({ left: direction * 300, behavior: "smooth" });
  };
  return (
    <section className="cart-recommendations" aria-labelledby="cart-recs-title">
      <h2 id="cart-recs-title">You might also like</h2>
      <div className="carousel" role="region" aria-label="recommended products">
        <button type="button" className="carousel-arrow previous" aria-label="Scroll recommended products left" onClick={() => scroll(-1)}>
          ‹
        </button>
        <div className="carousel-track" ref={track} tabIndex={0}>
          {cards.map((card) => (
            <a key={card.id} className="rec-card" href={`${base}products/${card.handle}`}>
              {card.image && <img src={imageUrl(card.image.url, 320)} alt="" width={200} height={200} loading="lazy" />}
              <span className="rec-vendor">{card.vendor}</span>
              <span className="rec-title">{card.title}</span>
              <span className="rec-price">{formatMoney(card.price.amount, card.price.currencyCode)}</span>
            </a>
          ))}
        </div>
        <button type="button" className="carousel-arrow next" aria-label="Scroll recommended products right" onClick={() => scroll(1)}>
          ›
        </button>
      </div>
    </section>
  );
}
