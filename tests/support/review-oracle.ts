// SPEC.md section 5's review rules, written from the spec alone for the property and fuzz tests: it shares no code
// with src/lib/reviews/validation.ts, so a rule the service drops (the e-mail check, the 10-character minimum)
// makes those tests fail instead of agreeing with itself.
//
//   rating: required, 1 to 5 · title: required · body: required, at least 10 characters · name: required ·
//   email: required, a valid address in a standard format, at most 254 characters, local part at most 64.
//
// "Required" is read as a reader reads it: something must show. The review is stored as text, so it must also be
// text that UTF-8 can hold (no lone surrogate).

export type StoredReview = { product_id: string; rating: unknown; title: unknown; body: unknown; name: unknown; email: unknown };

/** Letters that fonts draw as nothing (Hangul fillers, the blank braille pattern). */
const blankLetters = new Set([0x115f, 0x1160, 0x3164, 0xffa0, 0x2800]);

function codePoints(text: string): number[] {
  return Array.from(text, (char) => char.codePointAt(0)!);
}

function isLoneSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdfff;
}

/** A character a reader sees: a letter, digit, punctuation mark or symbol not drawn blank (or a private-use glyph). */
function shows(code: number): boolean {
  if (blankLetters.has(code)) return false;
  return /^[\p{L}\p{N}\p{P}\p{S}\p{Co}]$/u.test(String.fromCodePoint(code));
}

/** A character that takes no room and shows nothing: controls, format characters, default-ignorables. */
function takesNoRoom(code: number): boolean {
  if (blankLetters.has(code)) return true;
  const char = String.fromCodePoint(code);
  return /^[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]$/u.test(char) && !["\n", "\r", "\t"].includes(char);
}

function wellFormed(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (isLoneSurrogate(unit)) {
      return false;
    }
  }
  return true;
}

function required(value: unknown): value is string {
  return typeof value === "string" && wellFormed(value) && codePoints(value).some(shows);
}

/** At least `min` characters a reader counts (spaces count; characters that take no room do not). */
function atLeast(text: string, min: number): boolean {
  return codePoints(text.trim()).filter((code) => !takesNoRoom(code)).length >= min;
}

/** A standard address: local@domain.tld, no spaces or controls, at most 254 characters and a local part of 64. */
function standardEmail(value: unknown): boolean {
  if (typeof value !== "string" || !wellFormed(value)) return false;
  const email = value.trim();
  if (codePoints(email).length > 254) return false;
  const at = email.lastIndexOf("@");
  if (at <= 0) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (codePoints(local).length > 64) return false;
  if (codePoints(email).some((code) => takesNoRoom(code) || code <= 0x20)) return false;
  if (/[\s@"<>(),;:\\[\]]/u.test(local) || /^\.|\.$|\.\./.test(local)) return false;
  const labels = domain.split(".");
  if (labels.length < 2 || labels.some((label) => label === "" || label.startsWith("-") || label.endsWith("-"))) return false;
  if (!labels.every((label) => /^[\p{L}\p{N}-]+$/u.test(label))) return false;
  const top = labels.at(-1)!;
  return /^\p{L}{2,}$/u.test(top) || /^xn--[a-z0-9-]{2,}$/i.test(top);
}

/** The rules a stored review breaks (empty when it keeps them all). */
export function specViolations(review: StoredReview): string[] {
  const broken: string[] = [];
  if (typeof review.rating !== "number" || !Number.isInteger(review.rating) || review.rating < 1 || review.rating > 5) broken.push("rating");
  if (!required(review.title)) broken.push("title");
  if (!required(review.body) || !atLeast(review.body, 10)) broken.push("body");
  if (!required(review.name)) broken.push("name");
  if (!standardEmail(review.email)) broken.push("email");
  return broken;
}
