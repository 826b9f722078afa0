import { describe, expect, it } from "vitest";
import { evaluateQuery, parseSearchQuery, withPrefixOnLastTerm, type QuerySubject } from "../../../scripts/emulator/search-query.ts";
import { compareDate, dateSpan } from "../../../scripts/emulator/search-comparisons.ts";
import { indexText, textContains, valueEquals } from "../../../scripts/emulator/search-text.ts";

describe("parseSearchQuery", () => {
  it("returns null for an empty query", () => {
    expect(parseSearchQuery("")).toBeNull();
    expect(parseSearchQuery("   ")).toBeNull();
    expect(parseSearchQuery(undefined)).toBeNull();
  });

  it("reads free-text words joined by AND", () => {
    expect(parseSearchQuery("raw honey")).toEqual({
      type: "and",
      children: [
        { type: "text", value: "raw", phrase: false, prefix: false },
        { type: "text", value: "honey", phrase: false, prefix: false },
      ],
    });
  });

  it("reads field filters, comparators and quoted values", () => {
    expect(parseSearchQuery('vendor:"Sunny Slope Farm"')).toEqual({
      type: "field", field: "vendor", comparator: ":", value: "Sunny Slope Farm", prefix: false,
    });
    expect(parseSearchQuery("updated_at:>=2024-01-01")).toEqual({
      type: "field", field: "updated_at", comparator: ">=", value: "2024-01-01", prefix: false,
    });
    expect(parseSearchQuery("variants.price:<10")).toMatchObject({ field: "variants.price", comparator: "<", value: "10" });
    expect(parseSearchQuery("created_at:>'2020-10-21T23:39:20Z'")).toMatchObject({ comparator: ">", value: "2020-10-21T23:39:20Z" });
    expect(parseSearchQuery("Tag:Gift")).toMatchObject({ field: "tag", value: "Gift" });
  });

  it("reads quoted phrases and prefix wildcards", () => {
    expect(parseSearchQuery('"orange blossom"')).toEqual({ type: "text", value: "orange blossom", phrase: true, prefix: false });
    expect(parseSearchQuery("hon*")).toEqual({ type: "text", value: "hon", phrase: false, prefix: true });
    expect(parseSearchQuery("title:Hon*")).toMatchObject({ field: "title", value: "Hon", prefix: true });
  });

  it("gives AND precedence over OR and reads NOT, - and parentheses", () => {
    expect(parseSearchQuery("a b OR c")).toEqual({
      type: "or",
      children: [
        { type: "and", children: [expect.objectContaining({ value: "a" }), expect.objectContaining({ value: "b" })] },
        expect.objectContaining({ value: "c" }),
      ],
    });
    expect(parseSearchQuery("honey -tag:gift")).toEqual({
      type: "and",
      children: [expect.objectContaining({ value: "honey" }), { type: "not", child: expect.objectContaining({ field: "tag", value: "gift" }) }],
    });
    expect(parseSearchQuery("NOT jam")).toEqual({ type: "not", child: expect.objectContaining({ value: "jam" }) });
    expect(parseSearchQuery("(vendor:A OR vendor:B) AND tag:x")).toEqual({
      type: "and",
      children: [
        { type: "or", children: [expect.objectContaining({ value: "A" }), expect.objectContaining({ value: "B" })] },
        expect.objectContaining({ field: "tag", value: "x" }),
      ],
    });
  });

  it("forgives unbalanced parentheses and dangling operators", () => {
    expect(parseSearchQuery("(honey OR jam")).toMatchObject({ type: "or" });
    expect(parseSearchQuery("honey)")).toMatchObject({ type: "text", value: "honey" });
    expect(parseSearchQuery("OR honey AND")).toMatchObject({ type: "text", value: "honey" });
    expect(parseSearchQuery("- & honey")).toMatchObject({ type: "text", value: "honey" });
  });

  it("marks the last free-text term as a prefix on request", () => {
    expect(withPrefixOnLastTerm(parseSearchQuery("wild hon"))).toEqual({
      type: "and",
      children: [expect.objectContaining({ value: "wild", prefix: false }), expect.objectContaining({ value: "hon", prefix: true })],
    });
  });
});

describe("matching", () => {
  const doc = { title: "Orange Blossom Honeys", vendor: "Blue Heron Apiary", tags: ["honey", "Gift Box"], price: 12.5, created: "2024-03-05T10:00:00Z" };
  const subject: QuerySubject = {
    matchesText: (t) => textContains(indexText(doc.title, doc.vendor, ...doc.tags), t.value, t.prefix),
    matchesField: (t) => {
      if (t.field === "vendor") return valueEquals(doc.vendor, t);
      if (t.field === "tag") return doc.tags.some((tag) => valueEquals(tag, t));
      if (t.field === "created_at") return compareDate(doc.created, t.comparator, t.value);
      return false;
    },
  };
  const matches = (q: string): boolean => evaluateQuery(parseSearchQuery(q), subject);

  it("matches words regardless of case, accents and plural s", () => {
    expect(matches("orange")).toBe(true);
    expect(matches("HONEY")).toBe(true);
    expect(matches("blossoms")).toBe(true);
    expect(matches("orange jam")).toBe(false);
    expect(matches("orange OR jam")).toBe(true);
  });

  it("matches phrases in order and prefixes", () => {
    expect(matches('"orange blossom"')).toBe(true);
    expect(matches('"blossom orange"')).toBe(false);
    expect(matches("blos*")).toBe(true);
    expect(matches("blos")).toBe(false);
  });

  it("compares whole field values and negates", () => {
    expect(matches('vendor:"blue heron apiary"')).toBe(true);
    expect(matches("vendor:Blue")).toBe(false);
    expect(matches("vendor:Blue*")).toBe(true);
    expect(matches('tag:"gift box"')).toBe(true);
    expect(matches("-tag:honey")).toBe(false);
    expect(matches("NOT vendor:Other")).toBe(true);
  });

  it("compares dates at the precision written", () => {
    expect(matches("created_at:2024")).toBe(true);
    expect(matches("created_at:2024-03")).toBe(true);
    expect(matches("created_at:>2024-03-05")).toBe(false);
    expect(matches("created_at:>=2024-03-05")).toBe(true);
    expect(matches("created_at:<2024-03-06")).toBe(true);
    expect(matches("created_at:<=2024-03-04")).toBe(false);
    expect(matches("created_at:<now")).toBe(true);
    expect(matches("created_at:>'2024-01-01T00:00:00Z'")).toBe(true);
    expect(matches("created_at:>'2024-12-01T00:00:00Z'")).toBe(false);
  });

  it("spans dates by their precision", () => {
    expect(dateSpan("2024")).toEqual({ start: Date.UTC(2024, 0, 1), end: Date.UTC(2025, 0, 1) });
    expect(dateSpan("2024-02")).toEqual({ start: Date.UTC(2024, 1, 1), end: Date.UTC(2024, 2, 1) });
    expect(dateSpan("tomorrow-ish")).toBeNull();
  });
});
