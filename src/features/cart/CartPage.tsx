// The basket page island: lines, quantities, totals, the promotion, checkout hand-off and recommendations.
// It composes the pieces beside it; the rules live in model.ts, lines.ts, reconcile.ts and checkout.ts (with
// checkout-flow.ts, loaded on the Checkout click), the state in store.ts.
import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { withErrorBoundary } from "../../components/react/ErrorBoundary.tsx";
import { formatMoney } from "../../lib/format.ts";
import { href } from "../../lib/routes.ts";
import type { CheckoutMode, Promotion } from "../../lib/config.ts";
import { builtStorefrontConfig } from "../../lib/storefront/config.ts";
import { CartLine } from "./CartLine.tsx";
import { CartRecommendations } from "./CartRecommendations.tsx";
import { CartSummary } from "./CartSummary.tsx";
import { checkoutUnavailableMessage, emptyCartMessage } from "./promotion.ts";
import type { LineChange } from "./reconcile.ts";
import { subtotals } from "./reconcile.ts";
import { $cart, clearCart } from "./store.ts";
import { useLiveCheck } from "./useLiveCheck.ts";
import { initRecentlyViewed } from "../recently-viewed/recently-viewed.browser.ts";
import "./cart.css";

type Props = { promotion: Promotion; checkoutMode: CheckoutMode };

const describeChange = (change: LineChange) => {
  if (change.kind === "price") {
    return `${change.title}: the price changed from ${formatMoney(change.from, change.currency)} to ${formatMoney(change.to, change.currency)}.`;
  }
  if (change.kind === "sold-out") return `${change.title} is sold out and will be left out of checkout.`;
  return `${change.title} is no longer sold and will be left out of checkout.`;
};

// The basket as React sees it: the stored atom read through React's own store hook (the @nanostores/react binding
// adds key-path listening this page never uses, 0.3 kB gzip).
const listenToCart = (changed: () => void) => $cart.listen(changed);
const cartNow = () => $cart.get();

function CartPage({ promotion, checkoutMode }: Props) {
  const items = useSyncExternalStore(listenToCart, cartNow, cartNow);
  const { check, runCheck } = useLiveCheck();
  const [checkingOut, setCheckingOut] = useState(false);
  const productIds = useMemo(() => [...new Set(items.map((item) => item.productId))], [items]);
  // The page's recently viewed section (below this island) is filled from here: the island loads with the page
  // anyway, and the section's own script would be one more file to download.
  useEffect(initRecentlyViewed, []);

  const checkout = async () => {
    // What only Checkout needs (checkout-flow.ts) arrives while the live check runs: both start here. A failure to
    // load it is reported where it is awaited.
    const flow = import("./checkout-flow.ts");
    flow.catch(() => {});
    if ($cart.get().length === 0) {
      window.alert(emptyCartMessage);
      return;
    }
    setCheckingOut(true);
    const checked = runCheck();
    let flowLoaded: Awaited<typeof flow>;
    try {
      flowLoaded = await flow;
    } catch (error) {
      // A deploy since the page loaded, or a dropped connection: say so instead of leaving the button spinning.
      console.error("Checkout could not be loaded:", error);
      setCheckingOut(false);
      window.alert(checkoutUnavailableMessage);
      return;
    }
    const settings = { mode: checkoutMode, storeOrigin: builtStorefrontConfig().origin, discountCode: promotion.discountCode };
    if (!(await flowLoaded.checkOut(checked, settings))) setCheckingOut(false);
  };

  if (items.length === 0) {
    return (
      <div className="cart-empty">
        <p>Your cart is currently empty.</p>
        <a className="button" href={href("/")}>
          Continue Shopping
        </a>
      </div>
    );
  }

  // Only what still concerns a line in the basket: a line removed since the check needs no notice.
  const changes = check.changes.filter((change) => items.some((item) => item.id === change.id));
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
              <CartLine key={item.id} item={item} unavailable={check.unavailable.has(item.id)} />
            ))}
          </tbody>
        </table>
        <CartSummary
          totals={subtotals(items, check.unavailable)}
          promotion={promotion}
          checkingOut={checkingOut}
          onCheckout={() => void checkout()}
          onClear={clearCart}
        />
      </div>
      <CartRecommendations productIds={productIds} />
    </div>
  );
}

export default withErrorBoundary(CartPage, "basket");
