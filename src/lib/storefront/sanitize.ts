// HTML from the store (product descriptions, blog articles) is written by editors in Shopify, and an editor's
// account, an app or an import can put anything in it. It is rendered into our pages with set:html, so it is
// cleaned once, here, at build time, against an allow-list: the structure an editor's rich text needs, links and
// images, and nothing that runs (no script, no event handler, no javascript: URL, no frame, no form, no style).
// Build-time only (Node): sanitize-html pulls in postcss and htmlparser2, which must never reach a browser bundle.
import sanitizeHtml from "sanitize-html";
import { safeHref } from "../safe-href.ts";

export { safeHref };

/** An image source the shop will load: http(s) or a site path (no data: or other schemes). */
function safeImageSrc(url: string): string | null {
  const href = safeHref(url);
  return href && (href.startsWith("/") || /^https?:/i.test(href)) ? href : null;
}

const isExternal = (href: string) => /^https?:/i.test(href);

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "p", "br", "hr", "h2", "h3", "h4", "h5", "h6", "blockquote", "ul", "ol", "li", "strong", "b", "em", "i", "u",
    "s", "sub", "sup", "small", "span", "div", "pre", "code", "figure", "figcaption",
    "table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption", "a", "img",
  ],
  // No class, id or style anywhere: they would let store content restyle the page or hijack its anchors.
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "width", "height", "loading"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
  },
  // Scheme rules live in safeHref (applied in transformTags); this list is a second fence.
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  // Script, style and the like go with their content; other unknown tags keep their text.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "template", "iframe", "object", "embed", "svg", "math", "title"],
  transformTags: {
    // The page owns its one h1.
    h1: "h2",
    a: (tagName, attribs) => {
      const href = safeHref(attribs.href ?? "");
      if (!href) return { tagName: "span", attribs: {} };
      const result: Record<string, string> = { href };
      if (attribs.title) result.title = attribs.title;
      if (isExternal(href)) {
        result.rel = "noopener noreferrer";
        if (attribs.target === "_blank") result.target = "_blank";
      }
      return { tagName, attribs: result };
    },
    img: (tagName, attribs) => {
      // exclusiveFilter has already dropped images whose source is not safe.
      const src = safeImageSrc(attribs.src ?? "") ?? "";
      const result: Record<string, string> = { src, alt: attribs.alt ?? "", loading: attribs.loading === "eager" ? "eager" : "lazy" };
      for (const key of ["width", "height"] as const) {
        if (attribs[key] && /^\d+$/.test(attribs[key])) result[key] = attribs[key];
      }
      return { tagName, attribs: result };
    },
  },
  // An image with an unsafe source leaves nothing behind (a link with an unsafe target keeps its text).
  exclusiveFilter: (frame) => frame.tag === "img" && safeImageSrc(frame.attribs.src ?? "") === null,
};

/** Store HTML made safe to render with set:html. Empty or missing input gives "". */
export function sanitizeStoreHtml(html: string | null | undefined): string {
  if (!html) return "";
  return sanitizeHtml(html, options);
}
