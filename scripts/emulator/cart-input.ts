// Reading and checking what a cart mutation sends: merchandise ids, attributes, discount codes and notes, each
// problem as the user error Shopify answers with, and lines that come to hold the same merchandise merged.
import {
  MAX_ATTRIBUTES,
  MAX_ATTRIBUTE_KEY_LENGTH,
  MAX_ATTRIBUTE_VALUE_LENGTH,
  MAX_CART_BYTES,
  MAX_CODE_LENGTH,
  MAX_NOTE_LENGTH,
  type Attribute,
  type CartUserError,
  type StoredCart,
  type StoredLine,
} from "./cart-model.ts";
import type { VariantEntry } from "./store-entries.ts";

export function variantNumber(merchandiseId: string): number | null {
  const match = /^gid:\/\/shopify\/ProductVariant\/(\d{1,15})$/.exec(merchandiseId);
  return match ? Number(match[1]) : null;
}

export const variantGid = (id: number): string => `gid://shopify/ProductVariant/${id}`;

export function sameAttributes(a: readonly Attribute[], b: readonly Attribute[]): boolean {
  return a.length === b.length && a.every((x, i) => x.key === b[i]!.key && x.value === b[i]!.value);
}
export function variantTitle(variant: VariantEntry): string {
  const product = variant.product.record.title;
  return variant.record.title === "Default Title" ? product : `${product} (${variant.record.title})`;
}

/** Codes trimmed, blanks and repeats (ignoring case) dropped: what a shopper typed twice counts once. */
export function cleanCodes(codes: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of codes) {
    const code = raw.trim();
    if (code === "" || seen.has(code.toUpperCase())) continue;
    seen.add(code.toUpperCase());
    result.push(code);
  }
  return result;
}

export function noteProblems(note: string, field: string[]): CartUserError[] {
  return note.length > MAX_NOTE_LENGTH
    ? [{ code: "NOTE_TOO_LONG", field, message: `The note must be at most ${MAX_NOTE_LENGTH} characters long.` }]
    : [];
}

/** Two lines that came to hold the same variant and attributes (an update changed one's merchandise) become one. */
export function mergeSameMerchandise(lines: readonly StoredLine[]): StoredLine[] {
  const result: StoredLine[] = [];
  for (const line of lines) {
    const twin = result.find((l) => l.variantId === line.variantId && sameAttributes(l.attributes, line.attributes));
    if (twin) twin.quantity += line.quantity;
    else result.push({ ...line });
  }
  return result;
}

/** Only key and value are kept, whatever else an input object carries. */
export function copyAttributes(attributes: readonly Attribute[]): Attribute[] {
  return attributes.map((a) => ({ key: a.key, value: a.value }));
}

export function attributeProblems(attributes: readonly Attribute[], field: string[]): CartUserError[] {
  if (attributes.length > MAX_ATTRIBUTES) return [{ code: "INVALID", field, message: `At most ${MAX_ATTRIBUTES} attributes are kept.` }];
  const tooLong = attributes.findIndex((a) => a.key.length > MAX_ATTRIBUTE_KEY_LENGTH || a.value.length > MAX_ATTRIBUTE_VALUE_LENGTH);
  return tooLong < 0
    ? []
    : [{ code: "INVALID", field: [...field, String(tooLong)], message: `An attribute's key may be ${MAX_ATTRIBUTE_KEY_LENGTH} and its value ${MAX_ATTRIBUTE_VALUE_LENGTH} characters long at most.` }];
}

export function codeProblems(codes: readonly string[], field: string[]): CartUserError[] {
  const tooLong = codes.findIndex((code) => code.length > MAX_CODE_LENGTH);
  return tooLong < 0 ? [] : [{ code: "INVALID", field: [...field, String(tooLong)], message: `A discount code is at most ${MAX_CODE_LENGTH} characters long.` }];
}

export function sizeProblems(cart: StoredCart, field: string[]): CartUserError[] {
  return JSON.stringify(cart).length > MAX_CART_BYTES
    ? [{ code: "CART_TOO_LARGE", field: field.length > 0 ? field : null, message: `The cart would be larger than the ${MAX_CART_BYTES / 1024} kB the storefront emulator keeps for one cart.` }]
    : [];
}
