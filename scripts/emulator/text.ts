// Text helpers shared by the resolvers and the HTML pages.
import { Marked } from "marked";

// One private instance, so nothing else in the process can change how descriptions render.
const markdown = new Marked({ async: false, gfm: true });

export function markdownToHtml(source: string): string {
  return (markdown.parse(source) as string).trim();
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Plain single-line text from HTML, as Shopify's `description` / `content`: tags dropped, whitespace collapsed. */
export function htmlToPlainText(html: string): string {
  return html
    // Block boundaries separate words; inline tags (<em>, <a>) sit inside them.
    .replace(/<\/?(?:p|div|br|hr|li|ul|ol|h[1-6]|blockquote|pre|table|tr|td|th|section|article)\b[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return String.fromCodePoint(parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The `truncateAt` argument of description-like fields: at most `limit` characters, cut at a word boundary when one
 * is near, ending in an ellipsis when something was cut.
 */
export function truncate(text: string, limit: number | null | undefined): string {
  if (limit == null || limit < 0 || text.length <= limit) return text;
  if (limit <= 1) return text.slice(0, limit);
  let cut = text.slice(0, limit - 1);
  const lastSpace = cut.lastIndexOf(" ");
  if (lastSpace > limit * 0.6) cut = cut.slice(0, lastSpace);
  return `${cut.trimEnd()}…`;
}

export { escapeHtml } from "../../src/lib/escape-html.ts";

/** Shopify-style handle: lower case, accents dropped, runs of other characters turned into single hyphens. */
export function handleize(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
