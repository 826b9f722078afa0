// Prices in the shop's currency are written without Intl (lib/format.ts writeAmount, from a pattern the build asks of
// Intl). The oracle is Intl itself, as every page wrote prices before: for every currency Intl knows and any amount,
// the written text is Intl's, character for character, or the writer declines and Intl writes it.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { moneyPattern, writeAmount } from "../../../src/lib/format.ts";

const intl = (amount: number, code: string) => new Intl.NumberFormat("en-US", { style: "currency", currency: code }).format(amount);
// Intl lists no currency of four digits; it knows two (CLF, UYW), and the writer's exactness rests on them too.
const currencies = [...Intl.supportedValuesOf("currency"), "CLF", "UYW"];

// Amounts as a store sends them (decimal strings of a few digits), ties on the last digit kept, and any double.
const storeAmount = fc
  .tuple(fc.integer({ min: 0, max: 10 ** 9 }), fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 5 }), fc.boolean())
  .map(([whole, fraction, places, negative]) => (negative ? -1 : 1) * Number(`${whole}.${String(fraction).padStart(5, "0").slice(0, places)}`));
const tie = fc
  .tuple(fc.integer({ min: 0, max: 10 ** 7 }), fc.integer({ min: 0, max: 4 }))
  .map(([units, digits]) => Number(`${Math.floor(units / 10 ** digits)}.${String(units % 10 ** digits).padStart(digits, "0")}5`));
const anyAmount = fc.oneof(storeAmount, tie, fc.double({ noNaN: false }), fc.constantFrom(0, -0, 1e-7, -1e-7, 5e-7, 99_999_999_999.995, 1e11, 1e21));

describe("money written from the build's pattern", () => {
  it("writes the shop's dollars as Intl does, rounding the written form half away from zero", () => {
    expect(moneyPattern("USD")).toEqual(["USD", "$", 2]);
    const dollars = (amount: number) => writeAmount(amount, "$", 2);
    expect(dollars(12.5)).toBe("$12.50");
    expect(dollars(1234567.891)).toBe("$1,234,567.89");
    expect(dollars(1.005)).toBe("$1.01"); // toFixed(2) gives 1.00
    expect(dollars(-0.004)).toBe("-$0.00");
    expect(dollars(Number.NaN)).toBeUndefined();
    expect(dollars(1e-7)).toBeUndefined();
  });

  it("has a pattern for currencies written as sign, symbol and digits, and none for an unknown code", () => {
    expect(moneyPattern("JPY")).toEqual(["JPY", "¥", 0]);
    expect(moneyPattern("KWD")).toEqual(["KWD", "KWD\u00a0", 3]);
    expect(moneyPattern("CLF")).toEqual(["CLF", "CLF\u00a0", 4]);
    expect(moneyPattern("dollars")).toBeNull();
    // Nearly every currency fits; the test below holds each one that does to Intl.
    expect(currencies.filter((code) => moneyPattern(code)).length).toBeGreaterThan(150);
  });

  it("matches Intl for every currency it has a pattern for, whatever the amount", () => {
    const patterns = currencies.map(moneyPattern).filter((pattern) => pattern !== null);
    fc.assert(
      fc.property(fc.constantFrom(...patterns), anyAmount, ([code, prefix, digits], amount) => {
        const written = writeAmount(amount, prefix, digits);
        // Declining is for what no price is: not a number, 12 whole digits or more, or below a millionth.
        const aPrice = Math.abs(amount) < 1e11 && (Math.abs(amount) >= 1e-6 || amount === 0);
        if (aPrice) expect(written).toBe(intl(amount, code));
        else if (written !== undefined) expect(written).toBe(intl(amount, code));
      }),
      { numRuns: 20_000 },
    );
  });

  it("declines only what a price never is: not a number, beyond 11 whole digits, or below a millionth", () => {
    fc.assert(
      fc.property(fc.double({ min: -99_999_999_999, max: 99_999_999_999, noNaN: true }), (amount) => {
        if (Math.abs(amount) >= 1e-6 || amount === 0) expect(writeAmount(amount, "$", 2)).toBe(intl(amount, "USD"));
      }),
      { numRuns: 5_000 },
    );
  });
});
