// Prices as shoppers read them. Each amount is formatted in its own currency (SPEC.md: "currency formatted per item").

const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(amount: number, currencyCode: string): string {
  let formatter = formatters.get(currencyCode);
  if (!formatter) {
    formatter = new Intl.NumberFormat("en-US", { style: "currency", currency: currencyCode });
    formatters.set(currencyCode, formatter);
  }
  return formatter.format(amount);
}

/** Parses the API's decimal string; anything unparsable is a data error worth stopping for. */
export function parseAmount(amount: string): number {
  const value = Number(amount);
  if (!Number.isFinite(value)) throw new Error(`"${amount}" is not a money amount`);
  return value;
}
