// Money as the Storefront API prints it: MoneyV2.amount is a Decimal serialised the way Shopify's Ruby BigDecimal
// does, so "12.50" becomes "12.5" and "10.00" becomes "10.0" (at least one decimal digit, no trailing zeros).
import type { Money } from "./catalogue/types.ts";

export function formatDecimal(value: string | number): string {
  const cents = Math.round(Number(value) * 100);
  if (!Number.isFinite(cents)) throw new Error(`Not a money amount: ${String(value)}`);
  const fixed = (cents / 100).toFixed(2);
  return fixed.endsWith("0") ? fixed.slice(0, -1) : fixed;
}

export function moneyV2(money: Money): { __typename: "MoneyV2"; amount: string; currencyCode: string } {
  return { __typename: "MoneyV2", amount: formatDecimal(money.amount), currencyCode: money.currencyCode };
}

export function moneyFromNumber(amount: number, currencyCode: string): { __typename: "MoneyV2"; amount: string; currencyCode: string } {
  return { __typename: "MoneyV2", amount: formatDecimal(amount), currencyCode };
}

/** Whole cents of an amount string, for arithmetic that must not drift (cart totals, discounts). */
export function toCents(amount: string): number {
  return Math.round(Number(amount) * 100);
}

export function formatUsd(cents: number): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);
}
