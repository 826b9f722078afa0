// Unit prices as shoppers read them ("$1.40 / oz", "$12.00 / 100 g") and as a screen reader says them ("$1.40 per
// ounce"). Shopify's meaning: the unit price is the price of `referenceValue` of `referenceUnit`, so the reference
// value is printed unless it is 1. The mappers write both texts once (lib/storefront/mappers.ts), so the product
// page's purchase box and the cards only print them and ship none of this to the browser.
import { formatMoney } from "./format.ts";
import type { Money, UnitPrice } from "./types.ts";

type UnitWords = { short: string; one: string; many: string };

/** Every unit of the Storefront API's UnitPriceMeasurementMeasuredUnit enum but UNKNOWN (which names none). */
const UNITS = {
  MG: { short: "mg", one: "milligram", many: "milligrams" },
  G: { short: "g", one: "gram", many: "grams" },
  KG: { short: "kg", one: "kilogram", many: "kilograms" },
  OZ: { short: "oz", one: "ounce", many: "ounces" },
  LB: { short: "lb", one: "pound", many: "pounds" },
  ML: { short: "ml", one: "milliliter", many: "milliliters" },
  CL: { short: "cl", one: "centiliter", many: "centiliters" },
  L: { short: "L", one: "liter", many: "liters" },
  M3: { short: "m³", one: "cubic meter", many: "cubic meters" },
  FLOZ: { short: "fl oz", one: "fluid ounce", many: "fluid ounces" },
  PT: { short: "pt", one: "pint", many: "pints" },
  QT: { short: "qt", one: "quart", many: "quarts" },
  GAL: { short: "gal", one: "gallon", many: "gallons" },
  MM: { short: "mm", one: "millimeter", many: "millimeters" },
  CM: { short: "cm", one: "centimeter", many: "centimeters" },
  M: { short: "m", one: "meter", many: "meters" },
  IN: { short: "in", one: "inch", many: "inches" },
  FT: { short: "ft", one: "foot", many: "feet" },
  YD: { short: "yd", one: "yard", many: "yards" },
  M2: { short: "m²", one: "square meter", many: "square meters" },
  FT2: { short: "ft²", one: "square foot", many: "square feet" },
  ITEM: { short: "item", one: "item", many: "items" },
} satisfies Record<string, UnitWords>;

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
  const words: UnitWords = UNITS[referenceUnit];
  const amount = formatMoney(price.amount, price.currencyCode);
  const count = referenceValue;
  return count === 1
    ? { visible: `${amount} / ${words.short}`, spoken: `${amount} per ${words.one}` }
    : { visible: `${amount} / ${count} ${words.short}`, spoken: `${amount} per ${count} ${words.many}` };
}
