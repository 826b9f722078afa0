// Unit prices, from sizes the catalogue writes in option values ("12 oz", "2 lb", "250 ml", "1 L", "5 lb pail").
import type { VariantRecord } from "../catalogue/types.ts";
import { moneyFromNumber } from "../money.ts";
import type { Source } from "../pagination.ts";


type MeasuredUnit = "OZ" | "LB" | "G" | "KG" | "FLOZ" | "ML" | "L";

/** Each unit's measured type, the unit prices are quoted per, and how many of that unit one of these makes. */
const UNITS: Record<MeasuredUnit, { type: "WEIGHT" | "VOLUME"; reference: MeasuredUnit; referenceValue: number; inReference: number }> = {
  // Per ounce, so a product's sizes in ounces and pounds compare directly, as US shelf labels do.
  OZ: { type: "WEIGHT", reference: "OZ", referenceValue: 1, inReference: 1 },
  LB: { type: "WEIGHT", reference: "OZ", referenceValue: 1, inReference: 16 },
  G: { type: "WEIGHT", reference: "G", referenceValue: 100, inReference: 1 },
  KG: { type: "WEIGHT", reference: "G", referenceValue: 100, inReference: 1000 },
  FLOZ: { type: "VOLUME", reference: "FLOZ", referenceValue: 1, inReference: 1 },
  ML: { type: "VOLUME", reference: "ML", referenceValue: 100, inReference: 1 },
  L: { type: "VOLUME", reference: "ML", referenceValue: 100, inReference: 1000 },
};

const SIZE_PATTERN = /^\s*(\d+(?:\.\d+)?)\s*(fl\.?\s*oz|oz|lbs?|kg|g|ml|l)\b/i;

function unitOf(text: string): MeasuredUnit {
  const t = text.toLowerCase().replace(/[\s.]/g, "");
  if (t === "floz") return "FLOZ";
  if (t === "lb" || t === "lbs") return "LB";
  return t.toUpperCase() as MeasuredUnit;
}

/** The variant's net quantity, when exactly one of its option values states one; otherwise none is known. */
export function variantMeasurement(variant: VariantRecord): { quantity: number; unit: MeasuredUnit } | null {
  const found = variant.selectedOptions.flatMap((option) => {
    const match = SIZE_PATTERN.exec(option.value);
    return match ? [{ quantity: Number(match[1]), unit: unitOf(match[2]!) }] : [];
  });
  return found.length === 1 && found[0]!.quantity > 0 ? found[0]! : null;
}

export function unitPricing(variant: VariantRecord): { unitPrice: Source | null; unitPriceMeasurement: Source | null } {
  const measured = variantMeasurement(variant);
  if (!measured) return { unitPrice: null, unitPriceMeasurement: null };
  const unit = UNITS[measured.unit];
  const referenceUnits = (measured.quantity * unit.inReference) / unit.referenceValue;
  return {
    unitPrice: moneyFromNumber(Number(variant.price.amount) / referenceUnits, variant.price.currencyCode),
    unitPriceMeasurement: {
      __typename: "UnitPriceMeasurement",
      measuredType: unit.type,
      quantityUnit: measured.unit,
      quantityValue: measured.quantity,
      referenceUnit: unit.reference,
      referenceValue: unit.referenceValue,
    },
  };
}
