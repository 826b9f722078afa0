// Unit prices as shoppers read them ("$1.40 / oz", "$12.00 / 100 g") and as a screen reader says them ("$1.40 per
// ounce"). Shopify's meaning: the unit price is the price of `referenceValue` of `referenceUnit`, so the reference
// value is printed unless it is 1. The mappers write both texts once (lib/storefront/mappers.ts), so the product
// page's purchase box and the cards only print them and ship none of this to the browser.
import { formatMoney } from "./format.ts";
import type { Money, UnitPrice } from "./types.ts";

/**
 * Every unit of the Storefront API's UnitPriceMeasurementMeasuredUnit enum but UNKNOWN (which names none): its
 * abbreviation, its name, and its plural where that is not the name with an "s" added. Written this short because
 * the table travels to the browser with the mappers (search and the basket map cards there).
 */
const UNITS = {
  MG: ["mg", "milligram"],
  G: ["g", "gram"],
  KG: ["kg", "kilogram"],
  OZ: ["oz", "ounce"],
  LB: ["lb", "pound"],
  ML: ["ml", "milliliter"],
  CL: ["cl", "centiliter"],
  L: ["L", "liter"],
  M3: ["m³", "cubic meter"],
  FLOZ: ["fl oz", "fluid ounce"],
  PT: ["pt", "pint"],
  QT: ["qt", "quart"],
  GAL: ["gal", "gallon"],
  MM: ["mm", "millimeter"],
  CM: ["cm", "centimeter"],
  M: ["m", "meter"],
  IN: ["in", "inch", "inches"],
  FT: ["ft", "foot", "feet"],
  YD: ["yd", "yard"],
  M2: ["m²", "square meter"],
  FT2: ["ft²", "square foot", "square feet"],
  ITEM: ["item", "item"],
} satisfies Record<string, readonly [short: string, one: string, many?: string]>;

export type MeasuredUnit = keyof typeof UNITS;

/** True for a unit this module can name; UNKNOWN, null and units of a later API version are not. */
export function isMeasuredUnit(unit: unknown): unit is MeasuredUnit {
  return typeof unit === "string" && Object.hasOwn(UNITS, unit);
}

/**
 * What the page prints for `price` per `referenceValue` `referenceUnit` ("$12.00 / 100 g") and what a screen reader
 * gets instead ("$12.00 per 100 grams").
 */
export function unitPriceLabel(price: Money, referenceValue: number, referenceUnit: MeasuredUnit): UnitPrice {
  const [short, one, many = `${one}s`]: readonly string[] = UNITS[referenceUnit];
  const amount = formatMoney(price.amount, price.currencyCode);
  const count = referenceValue;
  return count === 1
    ? { visible: `${amount} / ${short}`, spoken: `${amount} per ${one}` }
    : { visible: `${amount} / ${count} ${short}`, spoken: `${amount} per ${count} ${many}` };
}
