// The basket's summary: a subtotal per currency, shipping, how far the promotion is, checkout and clearing.
import { formatMoney, fromMinorUnits } from "../../lib/format.ts";
import type { Promotion } from "../../lib/config.ts";
import { promotionStatus } from "./promotion.ts";

type Props = {
  /** Minor units per currency, unavailable lines left out. */
  totals: ReadonlyMap<string, number>;
  promotion: Promotion;
  checkingOut: boolean;
  onCheckout: () => void;
  onClear: () => void;
};

export function CartSummary({ totals, promotion, checkingOut, onCheckout, onClear }: Props) {
  const money = (minor: number, currency: string) => formatMoney(fromMinorUnits(minor, currency), currency);
  const status = promotionStatus(totals.get(promotion.currencyCode) ?? 0, promotion);
  const threshold = money(promotion.thresholdMinor, promotion.currencyCode).replace(/\.00$/, "");
  return (
    <aside className="cart-summary" aria-labelledby="summary-title">
      <h2 id="summary-title">Order summary</h2>
      {[...totals].map(([currency, minor]) => (
        <p key={currency} className="summary-row">
          <span>Subtotal</span>
          <span data-testid="subtotal">{money(minor, currency)}</span>
        </p>
      ))}
      <p className="summary-row">
        <span>Shipping</span>
        <span>calculated at checkout</span>
      </p>
      <p className="promo" role="status">
        {status.applies
          ? `Your order qualifies for ${promotion.percent}% off (about ${money(status.savingMinor, promotion.currencyCode)}), applied at checkout.`
          : `Add ${money(status.remainingMinor, promotion.currencyCode)} more to get ${promotion.percent}% off orders over ${threshold}.`}
      </p>
      <button type="button" className="button checkout-button" onClick={onCheckout} disabled={checkingOut}>
        {checkingOut ? "Checking prices..." : "Checkout"}
      </button>
      <button type="button" className="link-button" onClick={onClear}>
        Clear basket
      </button>
    </aside>
  );
}
