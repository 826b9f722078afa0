// Store HTML through the sanitiser: every payload comes out inert, ordinary editor content comes out whole.
import { describe, expect, it } from "vitest";
import { safeHref, sanitizeStoreHtml } from "../../../src/lib/storefront/sanitize.ts";
import { mapArticle } from "../../../src/lib/storefront/detail-mappers.ts";
import { renderRichText } from "../../../src/lib/rich-text.ts";

const clean = sanitizeStoreHtml;

describe("store HTML", () => {
  it("loses scripts, event handlers and script URLs", () => {
    expect(clean("<p>Raw honey.</p><script>window.__xss=1</script>")).toBe("<p>Raw honey.</p>");
    expect(clean('<p>Jar <img src=x onerror="window.__xss=1"></p>')).toBe("<p>Jar </p>");
    expect(clean('<a href="javascript:window.__xss=1">buy</a>')).toBe("<span>buy</span>");
    expect(clean('<a href=" JaVaScRiPt:alert(1)">a</a>')).toBe("<span>a</span>");
    expect(clean('<a href="&#106;avascript:alert(1)">b</a>')).toBe("<span>b</span>");
    expect(clean('<a href="java\tscript:alert(1)">c</a>')).toBe("<span>c</span>");
    expect(clean('<p onclick="alert(1)">Tap</p>')).toBe("<p>Tap</p>");
    expect(clean('<iframe src="javascript:window.__xss=1"></iframe>after')).toBe("after");
    expect(clean("<svg onload=alert(1)><circle/></svg>")).toBe("");
    expect(clean("<math><mi>x</mi></math>")).toBe("");
    expect(clean("<style>body{display:none}</style><p>x</p>")).toBe("<p>x</p>");
    expect(clean('<div style="background:url(javascript:alert(1))" class="header" id="main">d</div>')).toBe("<div>d</div>");
    expect(clean('<form action="https://evil.example"><input name="card"></form>')).toBe("");
    expect(clean('<object data="x"></object><embed src="x">')).toBe("");
    expect(clean('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>')).toBe("");
    expect(clean('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe("");
  });

  it("does not let a link leave the site pretending to be a path", () => {
    expect(clean('<a href="//evil.example/x">x</a>')).toBe("<span>x</span>");
    expect(clean('<a href="/\\evil.example">y</a>')).toBe("<span>y</span>");
    expect(clean('<a href="/products/honey">z</a>')).toBe('<a href="/products/honey">z</a>');
  });

  it("keeps what an editor writes, with safe link and image attributes", () => {
    expect(clean("<h1>Title</h1><h3>Tasting notes</h3><ul><li><strong>Bold</strong> and <em>soft</em></li></ul>")).toBe(
      "<h2>Title</h2><h3>Tasting notes</h3><ul><li><strong>Bold</strong> and <em>soft</em></li></ul>",
    );
    expect(clean('<a href="https://farm.example" target="_blank">Visit</a>')).toBe(
      '<a href="https://farm.example" rel="noopener noreferrer" target="_blank">Visit</a>',
    );
    expect(clean('<a href="https://farm.example" target="_top">Visit</a>')).toBe('<a href="https://farm.example" rel="noopener noreferrer">Visit</a>');
    expect(clean('<a href="mailto:hello@farm.example">Write</a>')).toBe('<a href="mailto:hello@farm.example">Write</a>');
    expect(clean('<img src="https://cdn.example/a.jpg" alt="Hives" width="640" height="480">')).toBe(
      '<img src="https://cdn.example/a.jpg" alt="Hives" loading="lazy" width="640" height="480" />',
    );
    expect(clean("<table><tr><th>Size</th><td>8 oz</td></tr></table>")).toBe("<table><tr><th>Size</th><td>8 oz</td></tr></table>");
    expect(clean("<p>Unclosed <b>bold")).toBe("<p>Unclosed <b>bold</b></p>");
    expect(clean(null)).toBe("");
  });

  it("is applied by the mappers, once, at build time", () => {
    const article = mapArticle({
      id: "gid://shopify/Article/1", title: "Spring", handle: "spring", excerpt: null, publishedAt: "2026-03-04T00:00:00Z",
      tags: [], authorV2: { name: "Ana" }, image: null, blog: { handle: "blog", title: "Blog" },
      contentHtml: '<p>Bees</p><iframe src="javascript:window.__xss=1"></iframe><script>window.__xss=1</script>',
    } as Parameters<typeof mapArticle>[0]);
    expect(article.contentHtml).toBe("<p>Bees</p>");
  });
});

describe("safeHref", () => {
  it("allows web, mail, phone, site paths and fragments; refuses every other scheme", () => {
    for (const ok of ["https://a.example", "http://a.example", "mailto:a@b.example", "tel:+15555550100", "/about", "#reviews"]) {
      expect(safeHref(ok)).toBe(ok);
    }
    for (const bad of ["javascript:alert(1)", "data:text/html,x", "vbscript:x", "//evil.example", "/\\evil.example", "", "file:///etc/passwd"]) {
      expect(safeHref(bad)).toBeNull();
    }
  });
});

describe("rich-text links", () => {
  const doc = (url: string) => JSON.stringify({ type: "root", children: [{ type: "paragraph", children: [{ type: "link", url, children: [{ type: "text", value: "our farm" }] }] }] });
  it("are not clickable when unsafe, and keep their words", () => {
    expect(renderRichText(doc("javascript:alert(1)"))).toBe("<p>our farm</p>");
    expect(renderRichText(doc("//evil.example"))).toBe("<p>our farm</p>");
  });
  it("work for the web, mail and site paths", () => {
    expect(renderRichText(doc("https://farm.example"))).toBe('<p><a href="https://farm.example" rel="noopener noreferrer">our farm</a></p>');
    expect(renderRichText(doc("mailto:a@b.example"))).toBe('<p><a href="mailto:a@b.example">our farm</a></p>');
    expect(renderRichText(doc("/our-farms"))).toBe('<p><a href="/our-farms">our farm</a></p>');
  });
});
