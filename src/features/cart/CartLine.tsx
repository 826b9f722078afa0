// One row of the basket table: product, quantity (a number input; 0 removes), remove, and the line total.
import { formatMoney, fromMinorUnits, toMinorUnits } from "../../lib/format.ts";
import { href, productPath } from "../../lib/routes.ts";
import { imageUrl } from "../../lib/images.ts";
import type { CartItem } from "./model.ts";
import { removeItem, setQuantity } from "./store.ts";

const shownVariant = (item: CartItem) => (item.variantTitle !== "Default Title" ? item.variantTitle : null);

export function CartLine({ item, unavailable }: { item: CartItem; unavailable: boolean }) {
  const variant = shownVariant(item);
  const lineTotal = fromMinorUnits(toMinorUnits(item.price, item.currency) * item.quantity, item.currency);
  return (
    <tr className={unavailable ? "unavailable" : undefined}>
      <td>
        <div className="cart-product">
          {item.image && <img src={safeImage(item.image, 160)} alt="" width={72} height={72} loading="lazy" />}
          <div>
            <a href={href(productPath(item.handle))}>{item.title}</a>
            {variant && <p className="variant-title">{variant}</p>}
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
          aria-label={`Quantity of ${item.title}${variant ? `, ${variant}` : ""}`}
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
      <td className="line-total">{formatMoney(lineTotal, item.currency)}</td>
    </tr>
  );
}

/** A stored image URL that is not a URL (hand-edited storage) shows no picture rather than breaking the row. */
function safeImage(url: string, width: number): string | undefined {
  try {
    return imageUrl(url, width);
  } catch {
    return undefined;
  }
}
