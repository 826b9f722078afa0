// The meta description (SPEC.md section 2): the first 155 characters of the plain text, whitespace collapsed,
// counted as a reader counts characters. The oracle counts them with the Unicode segmenter itself, on texts made of
// what trips a count by code units: combining accents, emoji with modifiers, flags, CR LF, spaces at the cut.
import { afterEach, describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import { metaDescription } from "../../../src/lib/seo.ts";

const length = 155;

function readerCut(text: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  const segments = [...new Intl.Segmenter("en", { granularity: "grapheme" }).segment(clean)].slice(0, length);
  return segments.map(({ segment }) => segment).join("").trimEnd();
}

const piece = fc.oneof(
  { arbitrary: fc.constantFrom("a", "Z", "7", " ", ".", "~", "honey ", "jam, "), weight: 8 },
  { arbitrary: fc.constantFrom("\u0301", "e\u0301", "\u00e9", "👩🏽‍🌾", "🇫🇷", "\r\n", "\t", "\u00a0", "\u200d", "ß", "\u0915\u093f"), weight: 1 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 3 }), weight: 1 },
);
const description = fc.array(piece, { minLength: 0, maxLength: 200 }).map((pieces) => pieces.join(""));

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the meta description", () => {
  it("is the first 155 characters as a reader counts them, whatever the text", () => {
    fc.assert(
      fc.property(description, (text) => {
        expect(metaDescription(text)).toBe(readerCut(text));
      }),
      {
        numRuns: 3000,
        examples: [
          ["a".repeat(155) + "\u0301"],
          ["a".repeat(154) + "e\u0301" + "b"],
          ["a".repeat(155)],
          ["a".repeat(154) + " b"],
          ["  " + "word ".repeat(40)],
        ],
      },
    );
  });

  it("cuts plain ASCII text without segmenting it", () => {
    const segment = vi.spyOn(Intl.Segmenter.prototype, "segment");
    const text = "Raw wildflower honey from hives on the edge of the orchard, spun cold and poured the same week. ".repeat(3);
    expect(metaDescription(text)).toBe(text.slice(0, 155).trimEnd());
    expect(segment).not.toHaveBeenCalled();
  });
});
