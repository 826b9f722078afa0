// A unit price ("$1.40 / oz") on a card or in the purchase box. "/ oz" alone is cryptic to a screen reader, so the
// visible text is hidden from it and a spoken form ("$1.40 per ounce") stands in; nothing at all without a price.
import { unitPriceLabel } from "../../lib/unit-price.ts";
import type { UnitPrice as UnitPriceData } from "../../lib/types.ts";

export function UnitPrice({ unitPrice, className }: { unitPrice: UnitPriceData | null; className: string }) {
  if (!unitPrice) return null;
  const { visible, spoken } = unitPriceLabel(unitPrice);
  return (
    <span className={className} data-testid="unit-price">
      <span aria-hidden="true">{visible}</span>
      <span className="visually-hidden">{spoken}</span>
    </span>
  );
}
