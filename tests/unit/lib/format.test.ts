import { describe, expect, it, vi } from "vitest";
import { formatMoney, parseAmount, teaser } from "../../../src/lib/format.ts";
import { htmlToText, metaDescription } from "../../../src/lib/seo.ts";
import { objectPosition, parseFocalPoint } from "../../../src/lib/focal-point.ts";
import { renderRichText, richTextError, richTextToPlain } from "../../../src/lib/rich-text.ts";

describe("money", () => {
  it("formats each amount in its own currency", () => {
    expect(formatMoney(12.5, "USD")).toBe("$12.50");
    expect(formatMoney(1234, "USD")).toBe("$1,234.00");
    expect(formatMoney(9, "EUR")).toBe("€9.00");
  });
  it("parses the API's decimal strings and refuses garbage", () => {
    expect(parseAmount("18.0")).toBe(18);
    expect(() => parseAmount("abc")).toThrow(/not a money amount/);
  });
});

describe("the farm bio teaser", () => {
  it("keeps a text of 150 characters or fewer whole", () => {
    expect(teaser("Small farm, big heart.", 150)).toBe("Small farm, big heart.");
    expect(teaser("a".repeat(150), 150)).toBe("a".repeat(150));
  });

  it("cuts on a word and adds an ellipsis", () => {
    const bio = "Lena keeps four hundred hives and moves them with the bloom";
    expect(teaser(bio, 20)).toBe("Lena keeps four...");
    expect(teaser(bio, 15)).toBe("Lena keeps four...");
    // Trailing punctuation before the cut goes, so the ellipsis follows a word.
    expect(teaser("Figs, dates, apricots", 11)).toBe("Figs, dates...");
  });

  it("never cuts inside an accented letter or an emoji", () => {
    const accents = "Cafe\u0301 ".repeat(40);
    const cut = teaser(accents, 150);
    expect(cut.endsWith("...")).toBe(true);
    expect(cut.normalize("NFC")).toMatch(/^(Café )*Café\.\.\.$/);
    const bees = "🐝".repeat(149) + " 👩🏽‍🌾👩🏽‍🌾 more";
    const beesCut = teaser(bees, 150);
    expect(beesCut).toBe(`${"🐝".repeat(149)}...`);
    const family = "👨‍👩‍👧".repeat(200);
    // One long "word": cut at 150 characters as the reader counts them, never inside one.
    expect(teaser(family, 150)).toBe(`${"👨‍👩‍👧".repeat(150)}...`);
  });

  it("collapses whitespace first", () => {
    expect(teaser("  Two \n\n rivers   farm  ", 150)).toBe("Two rivers farm");
  });
});

describe("meta description", () => {
  it("is the first 155 characters of the plain text", () => {
    const text = "Raw wildflower honey. ".repeat(20);
    const cut = metaDescription(text);
    expect(cut.length).toBeLessThanOrEqual(155);
    expect(text.startsWith(cut)).toBe(true);
    expect(cut.length).toBeGreaterThan(150);
  });
  it("never cuts an emoji or an accent in half", () => {
    const text = `${"a".repeat(154)}👩🏽‍🌾 and more`;
    expect(metaDescription(text)).toBe(`${"a".repeat(154)}👩🏽‍🌾`);
    expect(metaDescription(`${"b".repeat(154)}e\u0301x`)).toBe(`${"b".repeat(154)}e\u0301`);
  });
  it("collapses whitespace and keeps short texts whole", () => {
    expect(metaDescription("  Dark   chocolate\n\nfrom Oaxaca ")).toBe("Dark chocolate from Oaxaca");
  });
  it("strips HTML for places that only have markup", () => {
    expect(htmlToText("<p>Sweet &amp; <strong>floral</strong></p><script>x()</script>")).toBe("Sweet & floral");
  });
});

describe("focal point", () => {
  it("reads Shopify's presentation JSON as fractions", () => {
    expect(parseFocalPoint({ focalPoint: { x: 0.3, y: 0.25 } })).toEqual({ x: 0.3, y: 0.25 });
    expect(parseFocalPoint('{"focalPoint":{"x":0.7,"y":0.1}}')).toEqual({ x: 0.7, y: 0.1 });
  });
  it("reads percentages as fractions", () => {
    expect(parseFocalPoint({ focalPoint: { x: 30, y: 75 } })).toEqual({ x: 0.3, y: 0.75 });
  });
  it("logs and gives up on malformed data", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(parseFocalPoint("{nope")).toBeNull();
    expect(parseFocalPoint({ focalPoint: { x: "left" } })).toBeNull();
    expect(log).toHaveBeenCalledTimes(2);
    log.mockRestore();
  });
  it("positions at the focal point, else the centre", () => {
    expect(objectPosition({ x: 0.3, y: 0.25 })).toBe("30% 25%");
    expect(objectPosition(null)).toBe("50% 50%");
  });
});

describe("rich text", () => {
  const doc = JSON.stringify({
    type: "root",
    children: [
      { type: "paragraph", children: [{ type: "text", value: "We grow <figs> " }, { type: "text", value: "slowly", bold: true }] },
      { type: "paragraph", children: [{ type: "text", value: "Second." }] },
    ],
  });
  it("renders paragraphs and text, escaped", () => {
    expect(renderRichText(doc)).toBe("<p>We grow &lt;figs&gt; <strong>slowly</strong></p><p>Second.</p>");
    expect(richTextToPlain(doc)).toBe("We grow <figs> slowly\nSecond.");
  });
  it("shows the error message of SPEC.md when the JSON cannot be parsed", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(renderRichText("{broken")).toBe(richTextError);
    expect(richTextError).toBe("<p>Error rendering content.</p>");
    log.mockRestore();
  });
  it("never renders a script link", () => {
    const link = JSON.stringify({
      type: "root",
      children: [{ type: "paragraph", children: [{ type: "link", url: "javascript:alert(1)", children: [{ type: "text", value: "x" }] }] }],
    });
    // The words stay; nothing is clickable (a dead "#" link would only confuse).
    expect(renderRichText(link)).toBe("<p>x</p>");
  });
});

describe("longDate", () => {
  it("reads as shoppers write dates, the same in every time zone", async () => {
    const { longDate } = await import("../../../src/lib/dates.ts");
    expect(longDate("2026-03-04T23:30:00Z")).toBe("March 4, 2026");
    expect(longDate(new Date("2025-01-15T00:00:00Z"))).toBe("January 15, 2025");
  });
});

describe("money in minor units", async () => {
  const { formatMoney, toMinorUnits, fromMinorUnits, minorDigits, isCurrencyCode } = await import("../../../src/lib/format.ts");
  it("knows each currency's minor unit", () => {
    expect(minorDigits("USD")).toBe(2);
    expect(minorDigits("JPY")).toBe(0);
    expect(minorDigits("KWD")).toBe(3);
    expect(toMinorUnits(0.1 + 0.2, "USD")).toBe(30);
    expect(toMinorUnits(1234, "JPY")).toBe(1234);
    expect(fromMinorUnits(1999, "USD")).toBe(19.99);
  });
  it("never throws on a currency it does not know (it used to crash the basket page)", () => {
    expect(formatMoney(12.5, "")).toBe("12.50");
    expect(formatMoney(12.5, "dollars")).toBe("12.50 dollars");
    expect(isCurrencyCode("")).toBe(false);
    expect(isCurrencyCode("usd")).toBe(false);
    expect(isCurrencyCode("USD")).toBe(true);
  });
});
