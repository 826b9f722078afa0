// What a catalogue change is, and reading one from untrusted JSON: the kinds of change and the fields each may set,
// the error a refused change throws, and the readers that check each value's type. Changes arrive as JSON from the
// admin endpoint, so nothing about their shape is assumed.
import { PRICE_PATTERN } from "./catalogue/conventions.ts";
import type { Money } from "./catalogue/types.ts";

export const CHANGE_KINDS = ["product", "farm", "article"] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** Fields a product change may set. Prices and stock apply to every variant, or to `variant` alone. */
export type ProductFields = {
  title?: string;
  descriptionMarkdown?: string;
  tags?: string[];
  /** Collection handles, all-products excepted (every product is in it without naming it). */
  collections?: string[];
  productType?: string;
  vendor?: string;
  /** "12.50", or a number with at most two decimals. */
  price?: string | number;
  compareAtPrice?: string | number | null;
  quantityAvailable?: number;
  availableForSale?: boolean;
};

export type FarmFields = {
  name?: string;
  location?: string;
  bio?: string;
  /** Paragraphs. */
  story?: string[];
  facebookUrl?: string | null;
  instagramUrl?: string | null;
  youtubeUrl?: string | null;
  ccof?: boolean;
  usdaOrganic?: boolean;
};

export type ArticleFields = {
  title?: string;
  contentMarkdown?: string;
  excerpt?: string;
  tags?: string[];
  author?: string;
};

export type CatalogueChange =
  | { kind: "product"; handle: string; set?: ProductFields; delete?: boolean; variant?: number | string }
  | { kind: "farm"; handle: string; set?: FarmFields; delete?: boolean }
  | { kind: "article"; handle: string; set?: ArticleFields; delete?: boolean };

/** Why a change was refused: `not-found` when the handle (or variant) names nothing, `invalid` otherwise. */
export class CatalogueChangeError extends Error {
  readonly code: "not-found" | "invalid";

  constructor(code: "not-found" | "invalid", message: string) {
    super(message);
    this.name = "CatalogueChangeError";
    this.code = code;
  }
}

export const invalid = (message: string): never => {
  throw new CatalogueChangeError("invalid", message);
};

export const PRODUCT_FIELDS: readonly (keyof ProductFields)[] = [
  "title", "descriptionMarkdown", "tags", "collections", "productType", "vendor",
  "price", "compareAtPrice", "quantityAvailable", "availableForSale",
];
export const VARIANT_FIELDS: readonly (keyof ProductFields)[] = ["price", "compareAtPrice", "quantityAvailable", "availableForSale"];
export const FARM_FIELDS: readonly (keyof FarmFields)[] = [
  "name", "location", "bio", "story", "facebookUrl", "instagramUrl", "youtubeUrl", "ccof", "usdaOrganic",
];
export const ARTICLE_FIELDS: readonly (keyof ArticleFields)[] = ["title", "contentMarkdown", "excerpt", "tags", "author"];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function text(field: string, value: unknown, options: { allowEmpty?: boolean } = {}): string {
  if (typeof value !== "string") return invalid(`${field} must be a string, not ${describe(value)}`);
  if (!options.allowEmpty && !value.trim()) return invalid(`${field} must not be empty`);
  return value;
}

export function textList(field: string, value: unknown): string[] {
  if (!Array.isArray(value)) return invalid(`${field} must be an array of strings, not ${describe(value)}`);
  return value.map((item, i) => text(`${field}[${i}]`, item));
}

export function bool(field: string, value: unknown): boolean {
  if (typeof value !== "boolean") return invalid(`${field} must be true or false, not ${describe(value)}`);
  return value;
}

export function httpsUrlOrNull(field: string, value: unknown): string | null {
  if (value === null) return null;
  if (typeof value !== "string" || !/^https:\/\/[^\s]+$/.test(value)) return invalid(`${field} must be an https URL or null, not ${describe(value)}`);
  return value;
}

/** A price as the catalogue writes it ("12.50"), from "12.50" or 12.5. */
export function money(field: string, value: unknown): Money {
  let amount: string | undefined;
  if (typeof value === "string" && PRICE_PATTERN.test(value)) amount = value;
  else if (typeof value === "number" && Number.isFinite(value) && value >= 0 && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6) {
    amount = (Math.round(value * 100) / 100).toFixed(2);
  }
  if (amount === undefined) return invalid(`${field} must be a decimal amount like "12.50" (at most two decimals, not negative), not ${describe(value)}`);
  return { amount, currencyCode: "USD" };
}

export function describe(value: unknown): string {
  if (value === undefined) return "nothing";
  const json = JSON.stringify(value);
  return json.length > 60 ? `${json.slice(0, 57)}...` : json;
}

export function checkKnownFields(kind: string, set: Record<string, unknown>, known: readonly string[]): void {
  for (const key of Object.keys(set)) {
    if (!known.includes(key)) invalid(`Unknown ${kind} field "${key}" (known: ${known.join(", ")})`);
  }
}

/** A change from untrusted JSON, with its shape checked (the values are checked when it is applied). */
export function parseChange(input: unknown): CatalogueChange {
  if (!isRecord(input)) return invalid("A change must be a JSON object {kind, handle, set?, delete?}");
  for (const key of Object.keys(input)) {
    if (!["kind", "handle", "set", "delete", "variant"].includes(key)) invalid(`Unknown change property "${key}" (known: kind, handle, set, delete, variant)`);
  }
  const kind = input.kind ?? "product";
  if (typeof kind !== "string" || !(CHANGE_KINDS as readonly string[]).includes(kind)) {
    return invalid(`kind must be one of ${CHANGE_KINDS.join(", ")}, not ${describe(kind)}`);
  }
  const handle = text("handle", input.handle);
  const remove = input.delete === undefined ? false : bool("delete", input.delete);
  if (input.set !== undefined && !isRecord(input.set)) invalid(`set must be an object of fields, not ${describe(input.set)}`);
  const set = input.set as Record<string, unknown> | undefined;
  if (remove && set && Object.keys(set).length > 0) invalid("A change either sets fields or deletes, not both");
  if (!remove && (!set || Object.keys(set).length === 0)) invalid("Nothing to change: give set (fields) or delete: true");
  if (input.variant !== undefined && kind !== "product") invalid("variant applies to product changes only");
  const base = { handle, ...(remove ? { delete: true } : {}), ...(set ? { set } : {}) };
  if (kind === "product") return { kind, ...base, ...(input.variant === undefined ? {} : { variant: input.variant as number | string }) };
  return { kind: kind as "farm" | "article", ...base };
}
