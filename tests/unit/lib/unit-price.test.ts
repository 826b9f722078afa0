import { describe, expect, it } from "vitest";
import { isMeasuredUnit, unitPriceLabel, type MeasuredUnit } from "../../../src/lib/unit-price.ts";

const label = (amount: number, referenceValue: number, referenceUnit: MeasuredUnit, currencyCode = "USD") =>
  unitPriceLabel({ amount, currencyCode }, referenceValue, referenceUnit);

describe("unitPriceLabel", () => {
  it("leaves out a reference quantity of 1", () => {
    expect(label(1.4, 1, "OZ")).toEqual({ visible: "$1.40 / oz", spoken: "$1.40 per ounce" });
    expect(label(0.5, 1, "LB")).toEqual({ visible: "$0.50 / lb", spoken: "$0.50 per pound" });
  });

  it("prints any other reference quantity, and the screen reader hears the unit in the plural", () => {
    expect(label(12, 100, "G")).toEqual({ visible: "$12.00 / 100 g", spoken: "$12.00 per 100 grams" });
    expect(label(3, 100, "ML")).toEqual({ visible: "$3.00 / 100 ml", spoken: "$3.00 per 100 milliliters" });
    expect(label(7.25, 10, "FT")).toEqual({ visible: "$7.25 / 10 ft", spoken: "$7.25 per 10 feet" });
  });

  it("names units of several words and of area in full for the screen reader", () => {
    expect(label(0.31, 1, "FLOZ")).toEqual({ visible: "$0.31 / fl oz", spoken: "$0.31 per fluid ounce" });
    expect(label(2, 1, "FT2")).toEqual({ visible: "$2.00 / ft²", spoken: "$2.00 per square foot" });
    expect(label(4, 1, "KG")).toEqual({ visible: "$4.00 / kg", spoken: "$4.00 per kilogram" });
    expect(label(1.1, 1, "L")).toEqual({ visible: "$1.10 / L", spoken: "$1.10 per liter" });
  });

  it("writes the amount in the price's own currency, rounded as that currency is", () => {
    expect(label(1.234, 1, "OZ", "EUR").visible).toBe("€1.23 / oz");
    expect(label(150, 100, "G", "JPY").spoken).toBe("¥150 per 100 grams");
  });
});

describe("every unit, as printed and as spoken", () => {
  // Abbreviation, singular and plural of each unit of the API's enum, written out here as a reader expects them.
  const words: [MeasuredUnit, string, string, string][] = [
    ["MG", "mg", "milligram", "milligrams"], ["G", "g", "gram", "grams"], ["KG", "kg", "kilogram", "kilograms"],
    ["OZ", "oz", "ounce", "ounces"], ["LB", "lb", "pound", "pounds"], ["ML", "ml", "milliliter", "milliliters"],
    ["CL", "cl", "centiliter", "centiliters"], ["L", "L", "liter", "liters"], ["M3", "m³", "cubic meter", "cubic meters"],
    ["FLOZ", "fl oz", "fluid ounce", "fluid ounces"], ["PT", "pt", "pint", "pints"], ["QT", "qt", "quart", "quarts"],
    ["GAL", "gal", "gallon", "gallons"], ["MM", "mm", "millimeter", "millimeters"], ["CM", "cm", "centimeter", "centimeters"],
    ["M", "m", "meter", "meters"], ["IN", "in", "inch", "inches"], ["FT", "ft", "foot", "feet"], ["YD", "yd", "yard", "yards"],
    ["M2", "m²", "square meter", "square meters"], ["FT2", "ft²", "square foot", "square feet"], ["ITEM", "item", "item", "items"],
  ];

  it("names each in the singular for one and in the plural for more", () => {
    for (const [unit, short, one, many] of words) {
      expect(label(2, 1, unit)).toEqual({ visible: `$2.00 / ${short}`, spoken: `$2.00 per ${one}` });
      expect(label(2, 12, unit)).toEqual({ visible: `$2.00 / 12 ${short}`, spoken: `$2.00 per 12 ${many}` });
    }
  });
});

describe("isMeasuredUnit", () => {
  it("knows every unit of the API's enum but UNKNOWN", () => {
    const units = ["CL", "CM", "FLOZ", "FT", "FT2", "G", "GAL", "IN", "ITEM", "KG", "L", "LB", "M", "M2", "M3", "MG", "ML", "MM", "OZ", "PT", "QT", "YD"];
    expect(units.filter((unit) => !isMeasuredUnit(unit))).toEqual([]);
    for (const unknown of ["UNKNOWN", "oz", "", null, undefined, "toString", "__proto__"]) expect(isMeasuredUnit(unknown)).toBe(false);
  });
});
