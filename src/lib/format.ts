// How values read on the page: money, teasers and the numeric part of global ids (dates: dates.ts). Money is added up in
// integer minor units (cents), never as floats, so a basket of 3 × $0.10 is $0.30 and not $0.30000000000000004.

const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormatter(currencyCode: string): Intl.NumberFormat | null {
  let formatter = formatters.get(currencyCode);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat("en-US", { style: "currency", currency: currencyCode });
    } catch {
      return null; // not an ISO 4217 code
    }
    formatters.set(currencyCode, formatter);
  }
  return formatter;
}

/** How Intl writes amounts of one currency in en-US: [code, what comes before the digits, digits after the point]. */
export type MoneyPattern = readonly [currencyCode: string, prefix: string, digits: number];

/**
 * The pattern of a currency whose amounts Intl writes as sign, prefix, grouped digits and point ("-$1,234.00",
 * "-CHF 1,234.00", "-¥1,234"), asked of Intl once at build time; null for one written any other way, or unknown.
 */
export function moneyPattern(currencyCode: string): MoneyPattern | null {
  const formatter = currencyFormatter(currencyCode);
  if (!formatter) return null;
  const digits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  const prefix = formatter.format(1).split("1")[0]!;
  const expected = `-${prefix}1,234${digits ? `.${"0".repeat(digits)}` : ""}`;
  return formatter.format(-1234) === expected && /\D$/.test(prefix) ? [currencyCode, prefix, digits] : null;
}

// The shop's own currency, as the build's Intl writes it (astro.config.mjs, from the promotion's currency): prices in
// it are written from this pattern, because the first Intl.NumberFormat a page makes costs 15 to 20 ms of its main
// thread, as much as the rest of the page's own start. Other currencies, and Node's scripts, ask Intl. Three
// constants rather than one array, so that the bundler writes them into the code that reads them.
const inBundle = typeof import.meta.env === "object";
const shopCode = inBundle ? import.meta.env.BUILT_MONEY_CODE : undefined;
const shopPrefix = inBundle ? import.meta.env.BUILT_MONEY_PREFIX : "";
const shopDigits = inBundle ? import.meta.env.BUILT_MONEY_DIGITS : 2;

/**
 * `amount` written as Intl writes it in a currency of `moneyPattern`'s `prefix` and `digits`: the shortest decimal
 * form of the number (what String gives) rounded half away from zero to the currency's digits, as V8's Intl rounds
 * ($1.005 → $1.01, where toFixed gives $1.00). Undefined for what the pattern does not cover (NaN, infinities, 1e-7,
 * more than 11 whole digits).
 */
export function writeAmount(amount: number, prefix: string, digits: number): string | undefined {
  const text = String(Math.abs(amount));
  if (!/^\d{1,11}(\.\d+)?$/.test(text)) return undefined;
  const [whole, fraction = ""] = text.split(".");
  // The minor units, cut after the currency's digits, plus one when the first digit cut is 5 or more; at most 15
  // digits, so the sum is exact.
  const minor = String(Number(whole + fraction.padEnd(digits, "0").slice(0, digits)) + Number(fraction.charCodeAt(digits) > 52)).padStart(digits + 1, "0");
  const point = minor.length - digits;
  const grouped = minor.slice(0, point).replace(/\B(?=(\d{3})+$)/g, ",");
  return `${amount < 0 || Object.is(amount, -0) ? "-" : ""}${prefix}${grouped}${digits ? `.${minor.slice(point)}` : ""}`;
}

/**
 * True for a code Intl writes as a currency: three capital letters ("USD"; one it does not know it writes as the code
 * itself, "QQQ 1.00"). "" and "dollars" are not. Asking Intl would tell no more, and would start its number
 * formatting, 15 to 20 ms of a page's main thread, for the header's basket count to check the stored basket.
 */
export function isCurrencyCode(code: string): boolean {
  return /^[A-Z]{3}$/.test(code);
}

/**
 * An amount as shoppers read it, in its own currency (SPEC.md: "currency formatted per item"). An unknown code
 * never throws: the amount is shown with the code beside it, so one bad line cannot take a page down.
 */
export function formatMoney(amount: number, currencyCode: string): string {
  const written = currencyCode === shopCode ? writeAmount(amount, shopPrefix, shopDigits) : undefined;
  if (written) return written;
  const formatter = currencyFormatter(currencyCode);
  return formatter ? formatter.format(amount) : `${amount.toFixed(2)} ${currencyCode}`.trim();
}

/** Digits after the decimal point of a currency: 2 for USD, 0 for JPY, 3 for KWD. */
export function minorDigits(currencyCode: string): number {
  if (currencyCode === shopCode) return shopDigits;
  return currencyFormatter(currencyCode)?.resolvedOptions().maximumFractionDigits ?? 2;
}

/** 12.34 USD → 1234. Rounded, because the decimal amount itself may carry float noise. */
export function toMinorUnits(amount: number, currencyCode: string): number {
  return Math.round(amount * 10 ** minorDigits(currencyCode));
}

export function fromMinorUnits(minor: number, currencyCode: string): number {
  return minor / 10 ** minorDigits(currencyCode);
}

/** Parses the API's decimal string; anything unparsable is a data error worth stopping for. */
export function parseAmount(amount: string): number {
  const value = Number(amount);
  if (!Number.isFinite(value)) throw new Error(`"${amount}" is not a money amount`);
  return value;
}

let graphemes: Intl.Segmenter | undefined;

/**
 * The first `count` characters of a text as a reader counts them (an accented letter, an emoji with its modifiers
 * is one), never half of one; the segmenting stops there, however long the text.
 */
export function firstCharacters(text: string, count: number): string[] {
  graphemes ??= new Intl.Segmenter("en", { granularity: "grapheme" });
  const characters: string[] = [];
  for (const { segment } of graphemes.segment(text)) {
    if (characters.length === count) break;
    characters.push(segment);
  }
  return characters;
}

/**
 * A teaser: the text cut to at most `length` characters plus an ellipsis, or whole when it is short enough. A
 * character is what a reader sees as one (an accented letter, an emoji with its modifiers), never half of one;
 * the cut falls between words, unless the first `length` characters hold no space at all.
 */
export function teaser(text: string, length: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  // One character past the cut tells whether the text is longer and whether the cut falls inside a word.
  const characters = firstCharacters(clean, length + 1);
  if (characters.length <= length) return clean;
  let kept = characters.slice(0, length).join("");
  // Inside a word when the cut falls between two letters or digits: back up to the space before that word.
  const wordy = /[\p{L}\p{N}]/u;
  if (wordy.test(characters[length]!) && wordy.test(characters[length - 1] ?? "")) {
    const lastSpace = kept.lastIndexOf(" ");
    if (lastSpace > 0) kept = kept.slice(0, lastSpace);
  }
  // "…honey, and" reads better than "…honey, and," before the ellipsis.
  return `${kept.replace(/[\s,;:.!?(\[{–—-]+$/u, "")}...`;
}

/** "gid://shopify/ProductVariant/123" → "123": the text after the last slash (SPEC.md section 3). */
export function numericId(globalId: string): string {
  const id = globalId.slice(globalId.lastIndexOf("/") + 1).split("?")[0] ?? "";
  if (!/^\d+$/.test(id)) throw new Error(`"${globalId}" is not a Shopify global id`);
  return id;
}

/** True when `globalId` is a Shopify global id of the given type, e.g. gid://shopify/ProductVariant/123. */
export function isGlobalId(globalId: string, type: string): boolean {
  return new RegExp(`^gid://shopify/${type}/\\d+$`).test(globalId);
}
