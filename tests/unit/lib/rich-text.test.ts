// The farm story renderer: Shopify rich-text JSON to HTML, and nothing an editor (or an attacker with editor
// access) types can become markup or script.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderRichText, richTextError, richTextToPlain } from "../../../src/lib/rich-text.ts";

const root = (...children: unknown[]) => JSON.stringify({ type: "root", children });
const p = (...children: unknown[]) => ({ type: "paragraph", children });
const text = (value: string, marks: { bold?: boolean; italic?: boolean } = {}) => ({ type: "text", value, ...marks });

beforeEach(() => vi.spyOn(console, "error").mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

describe("rich text", () => {
  it("renders paragraphs with bold and italic marks", () => {
    expect(renderRichText(root(p(text("We grow "), text("heirloom", { bold: true }), text(" and "), text("rare", { italic: true })), p(text("Since 1921."))))).toBe(
      "<p>We grow <strong>heirloom</strong> and <em>rare</em></p><p>Since 1921.</p>",
    );
    expect(renderRichText(root(p(text("both", { bold: true, italic: true }))))).toBe("<p><em><strong>both</strong></em></p>");
  });

  it("renders headings (never a second h1), ordered and unordered lists", () => {
    expect(renderRichText(root({ type: "heading", level: 1, children: [text("Our land")] }))).toBe("<h2>Our land</h2>");
    expect(renderRichText(root({ type: "heading", level: 4, children: [text("Soil")] }))).toBe("<h4>Soil</h4>");
    expect(renderRichText(root({ type: "heading", level: 9, children: [text("Deep")] }))).toBe("<h6>Deep</h6>");
    expect(
      renderRichText(root(
        { type: "list", listType: "ordered", children: [{ type: "list-item", children: [text("Pick")] }, { type: "list-item", children: [text("Dry")] }] },
        { type: "list", listType: "unordered", children: [{ type: "list-item", children: [text("Figs")] }] },
      )),
    ).toBe("<ol><li>Pick</li><li>Dry</li></ol><ul><li>Figs</li></ul>");
  });

  it("renders safe links, marking outside ones noopener, and keeps only the words of unsafe ones", () => {
    const link = (url: string) => root(p({ type: "link", url, children: [text("our farm")] }));
    expect(renderRichText(link("https://example.com/farm?a=1&b=2"))).toBe(
      '<p><a href="https://example.com/farm?a=1&amp;b=2" rel="noopener noreferrer">our farm</a></p>',
    );
    expect(renderRichText(link("/collections/honey"))).toBe('<p><a href="/collections/honey">our farm</a></p>');
    expect(renderRichText(link("javascript:alert(1)"))).toBe("<p>our farm</p>");
    expect(renderRichText(link("JaVaScRiPt:alert(1)"))).toBe("<p>our farm</p>");
    expect(renderRichText(link("data:text/html,<script>alert(1)</script>"))).toBe("<p>our farm</p>");
  });

  it("escapes text, so markup typed into the story stays text", () => {
    const html = renderRichText(root(p(text('<script>alert("x")</script><img src=x onerror=alert(1)> & "quotes"'))));
    expect(html).toBe("<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;</p>");
    expect(html).not.toMatch(/<script|<img/);
  });

  it("drops node types it does not know but keeps their text, and ignores attributes it does not render", () => {
    expect(renderRichText(root({ type: "iframe", src: "https://evil.example", children: [text("inside")] }))).toBe("inside");
    expect(renderRichText(root({ type: "paragraph", onclick: "alert(1)", class: "x", children: [text("plain")] }))).toBe("<p>plain</p>");
  });

  it("shows 'Error rendering content.' for malformed documents, and logs why", () => {
    for (const bad of ["{not json", '"a string"', "null", "[]", JSON.stringify({ type: "paragraph" }), "42"]) {
      expect(renderRichText(bad)).toBe(richTextError);
    }
    expect(richTextError).toBe("<p>Error rendering content.</p>");
    expect(console.error).toHaveBeenCalled();
  });

  it("renders nothing for an empty story, and gives plain text for teasers", () => {
    expect(renderRichText("")).toBe("");
    expect(renderRichText(null)).toBe("");
    expect(richTextToPlain(root(p(text("One "), text("two", { bold: true })), p(text("Three"))))).toBe("One two\nThree");
    expect(richTextToPlain("{broken")).toBe("");
  });
});
