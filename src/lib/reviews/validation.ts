// The review form's rules (SPEC.md section 5), shared by the form in the browser and the review service, which
// checks every submission again: what one accepts, the other accepts. Pure; tested in tests/unit/reviews.
import { reviewBodyMinLength, reviewRatingMax, reviewRatingMin } from "../shop-rules.ts";
import { reviewBodyMax, reviewEmailLocalMax, reviewEmailMax, reviewNameMax, reviewTitleMax } from "./limits.ts";

export const reviewLimits = {
  titleMax: reviewTitleMax,
  bodyMin: reviewBodyMinLength,
  bodyMax: reviewBodyMax,
  nameMax: reviewNameMax,
  emailMax: reviewEmailMax,
  emailLocalMax: reviewEmailLocalMax,
} as const;

export type ReviewField = "id" | "rating" | "title" | "body" | "name" | "email";
export type ReviewErrors = Partial<Record<ReviewField, string>>;

/** What the service stores for a valid submission (SPEC.md section 3, Review submission payload). */
export type ReviewSubmission = { id: string; rating: number; title: string; body: string; name: string; email: string };

export const reviewMessages = {
  id: "The product is missing or unknown.",
  ratingRequired: "A rating is required.",
  ratingRange: `Choose a rating from ${reviewRatingMin} to ${reviewRatingMax} stars.`,
  titleRequired: "A title is required.",
  titleLong: `The title can be at most ${reviewLimits.titleMax} characters.`,
  bodyRequired: "A review is required.",
  bodyShort: `The review must be at least ${reviewLimits.bodyMin} characters.`,
  bodyLong: `The review can be at most ${reviewLimits.bodyMax} characters.`,
  nameRequired: "Your name is required.",
  nameLong: `Your name can be at most ${reviewLimits.nameMax} characters.`,
  emailRequired: "Your e-mail address is required.",
  emailInvalid: "Enter a valid e-mail address, like name@example.com.",
  invisible: "Remove the invisible control characters.",
  malformed: "The text holds a broken character (a lone surrogate); type it again.",
} as const;

/**
 * Shopify's ids are positive 64-bit integers: a larger number is no product, and the Storefront API answers
 * "Invalid global id" instead of "not found", so such ids are refused before any call is made.
 */
export const productIdMax = 2n ** 63n - 1n;

/** A product's numeric id (the text after the last slash of its global id), within Shopify's range. */
export function isProductId(value: unknown): value is string {
  return typeof value === "string" && /^[1-9]\d{0,18}$/.test(value) && BigInt(value) <= productIdMax;
}

/**
 * Characters that show nothing on the page: whitespace, control and format characters (zero-width space and
 * joiners, soft hyphen, byte-order mark, tags), default-ignorable ones (Hangul fillers U+115F, U+1160, U+3164,
 * U+FFA0, variation selectors), unassigned code points, and the blank braille pattern U+2800, which fonts draw empty.
 */
const unseen = /[\p{White_Space}\p{Cc}\p{Cf}\p{Cn}\p{Default_Ignorable_Code_Point}\u2800]/gu;
/** Combining marks: they show only on a character before them, so text of marks alone shows nothing to read. */
const marks = /\p{M}/gu;

/** Whether a reader would see anything: "required" means visible text, not any character. */
export function hasVisibleText(text: string): boolean {
  return text.replace(unseen, "").replace(marks, "") !== "";
}

/** Characters a reader counts: spaces count, characters that show nothing do not. */
function visibleLength(text: string): number {
  const spaces = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/gu;
  return length(text.replace(/\s/gu, " ").replace(spaces, ""));
}

/**
 * A lone surrogate (half of an emoji, from a broken client or a forged "\ud800" escape) cannot be stored as UTF-8:
 * it would be kept as U+FFFD, so what was acknowledged would not be what was stored. Such text is refused.
 */
function isMalformed(text: string): boolean {
  return /\p{Cs}/u.test(text);
}

/**
 * Control characters (C0 and C1, DEL) and bidirectional overrides have no place in a review: they can rewrite an
 * editor's terminal or flip how a name reads on the page. Line breaks and tabs are fine in the review's text.
 */
function hasInvisible(text: string, allowLineBreaks: boolean): boolean {
  const pattern = allowLineBreaks
    ? /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u
    : /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;
  return pattern.test(text);
}

/** Characters as a reader counts them (an emoji is one), so limits mean what the messages say. */
function length(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/**
 * A standard e-mail address: a local part of 1–64 characters without spaces, quotes or angle brackets, an '@', and
 * a domain of dot-separated labels (letters, digits, hyphens, or any non-ASCII letter) ending in a label of 2+
 * letters; at most 254 characters in all.
 */
export function isValidEmail(email: string): boolean {
  if (length(email) > reviewLimits.emailMax) return false;
  const at = email.lastIndexOf("@");
  if (at < 1) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (length(local) > reviewLimits.emailLocalMax) return false;
  if (!/^[^\s@"<>(),;:\\[\]]+$/u.test(local) || local.startsWith(".") || local.endsWith(".") || local.includes("..")) {
    return false;
  }
  const labels = domain.split(".");
  if (labels.length < 2) return false;
  const label = /^(?!-)[\p{L}\p{N}-]{1,63}(?<!-)$/u;
  // The last label is letters (com, museum, рф) or the ASCII form of one (xn--p1ai).
  return labels.every((part) => label.test(part)) && /^(\p{L}{2,}|xn--[a-z0-9-]{2,59})$/iu.test(labels.at(-1)!);
}

/** The errors of a submission, by field; none when it may be stored. Strings are judged trimmed. */
export function reviewErrors(input: {
  id?: unknown;
  rating?: unknown;
  title?: unknown;
  body?: unknown;
  name?: unknown;
  email?: unknown;
}): ReviewErrors {
  const errors: ReviewErrors = {};
  const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

  if (!isProductId(input.id)) errors.id = reviewMessages.id;

  if (input.rating === undefined || input.rating === null || input.rating === "" || input.rating === 0) {
    errors.rating = reviewMessages.ratingRequired;
  } else if (typeof input.rating !== "number" || !Number.isInteger(input.rating) || input.rating < reviewRatingMin || input.rating > reviewRatingMax) {
    errors.rating = reviewMessages.ratingRange;
  }

  const title = text(input.title);
  if (isMalformed(title)) errors.title = reviewMessages.malformed;
  else if (!hasVisibleText(title)) errors.title = reviewMessages.titleRequired;
  else if (length(title) > reviewLimits.titleMax) errors.title = reviewMessages.titleLong;
  else if (hasInvisible(title, false)) errors.title = reviewMessages.invisible;

  const body = text(input.body);
  if (isMalformed(body)) errors.body = reviewMessages.malformed;
  else if (!hasVisibleText(body)) errors.body = reviewMessages.bodyRequired;
  else if (visibleLength(body) < reviewLimits.bodyMin) errors.body = reviewMessages.bodyShort;
  else if (length(body) > reviewLimits.bodyMax) errors.body = reviewMessages.bodyLong;
  else if (hasInvisible(body, true)) errors.body = reviewMessages.invisible;

  const name = text(input.name);
  if (isMalformed(name)) errors.name = reviewMessages.malformed;
  else if (!hasVisibleText(name)) errors.name = reviewMessages.nameRequired;
  else if (length(name) > reviewLimits.nameMax) errors.name = reviewMessages.nameLong;
  else if (hasInvisible(name, false)) errors.name = reviewMessages.invisible;

  const email = text(input.email);
  if (!email) errors.email = reviewMessages.emailRequired;
  else if (isMalformed(email) || hasInvisible(email, false) || /[\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/u.test(email) || !isValidEmail(email)) {
    errors.email = reviewMessages.emailInvalid;
  }

  return errors;
}

/** The submission as it will be stored (trimmed), or its errors. Fields beyond the six are ignored. */
export function parseReviewSubmission(
  input: unknown,
): { ok: true; value: ReviewSubmission } | { ok: false; errors: ReviewErrors } {
  const record = input && typeof input === "object" && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const errors = reviewErrors(record);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      id: record.id as string,
      rating: record.rating as number,
      title: (record.title as string).trim(),
      body: (record.body as string).trim(),
      name: (record.name as string).trim(),
      email: (record.email as string).trim(),
    },
  };
}
