// Shopify's limits on how deep a list may be paged and how high a count goes, in one place.
//
// Since June 2025 the Storefront API refuses to page a list past its 25,000th item and stops every count at 25,001
// ("more than 25,000"); Shopify's advice is to narrow a query with filters before paging. The emulator enforces the
// same by default, so a catalogue larger than the cap shows the problem locally. Tests lower the cap (the emulator
// option `pagingCap`, or EMULATOR_PAGING_CAP) to exercise it without building 25,000 products.
import { GraphQLError } from "graphql";

/** How many items of a list the Storefront API pages through (shopify.dev/docs/api/usage/limits#pagination-limits). */
export const SHOPIFY_PAGING_CAP = 25_000;

/** The limits one running emulator enforces. */
export type PagingLimits = {
  /** Items of a list a query may page through; a count above it is reported as cap + 1. */
  readonly cap: number;
};

export const SHOPIFY_LIMITS: PagingLimits = { cap: SHOPIFY_PAGING_CAP };

/**
 * The limits for an emulator: the option when given, else EMULATOR_PAGING_CAP, else Shopify's figure. A cap must be
 * a whole number of at least 1; anything else stops the start with a message naming the setting.
 */
export function pagingLimits(option: number | undefined, env: string | undefined = process.env.EMULATOR_PAGING_CAP): PagingLimits {
  if (option !== undefined) return { cap: checkedCap(option, "pagingCap") };
  if (env !== undefined && env.trim() !== "") return { cap: checkedCap(Number(env.trim()), "EMULATOR_PAGING_CAP", env) };
  return SHOPIFY_LIMITS;
}

function checkedCap(value: number, name: string, text: string = String(value)): number {
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1, not '${text}'`);
  return value;
}

/** A count as Shopify reports it: exact up to the cap, cap + 1 ("more than cap") above it. */
export function cappedCount(count: number, limits: PagingLimits): number {
  return Math.min(count, limits.cap + 1);
}

// Shopify documents that paging past the cap "returns an error" but, as far as could be found, not the error's
// wording or code. This message states the documented rule and advice, and the code follows the shape of the
// Storefront API's other argument errors (a top-level error with extensions.code); if Shopify's exact text turns up,
// it belongs here.
export const PAGING_CAP_ERROR_CODE = "PAGINATION_LIMIT_EXCEEDED";

/** The error for a page that would reach past the cap: `position` is the 1-based place of its deepest item. */
export function pagingCapError(limits: PagingLimits, position: number): GraphQLError {
  const cap = limits.cap.toLocaleString("en-US");
  return new GraphQLError(
    `Pagination limit exceeded: a list can be paged through its first ${cap} items only, and this page reaches item ` +
      `${position.toLocaleString("en-US")}. Add filters to the query to narrow the list before paging.`,
    { extensions: { code: PAGING_CAP_ERROR_CODE, maxItems: limits.cap } },
  );
}
