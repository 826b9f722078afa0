// Shopify rich-text JSON (metafield type rich_text_field) to HTML. Text is escaped; only the node types the
// editor can produce are rendered. A document that cannot be parsed shows the message SPEC.md section 5 names.
// Build-time only (it shares the link rule of the HTML sanitiser).
import { escapeHtml } from "./escape-html.ts";
import { safeHref } from "./safe-href.ts";

export const richTextError = "<p>Error rendering content.</p>";

type RichTextNode = {
  type: string;
  value?: string;
  bold?: boolean;
  italic?: boolean;
  level?: number;
  listType?: "ordered" | "unordered";
  url?: string;
  title?: string;
  children?: RichTextNode[];
};


function renderNode(node: RichTextNode): string {
  const children = () => (node.children ?? []).map(renderNode).join("");
  switch (node.type) {
    case "root":
      return children();
    case "paragraph":
      return `<p>${children()}</p>`;
    case "heading": {
      const level = Math.min(6, Math.max(2, node.level ?? 2));
      return `<h${level}>${children()}</h${level}>`;
    }
    case "list": {
      const tag = node.listType === "ordered" ? "ol" : "ul";
      return `<${tag}>${children()}</${tag}>`;
    }
    case "list-item":
      return `<li>${children()}</li>`;
    case "link": {
      // A link whose target is not safe keeps its words but is not clickable: a dead "#" link would only confuse.
      const href = safeHref(node.url ?? "");
      if (!href) return children();
      const external = /^https?:/i.test(href) ? ' rel="noopener noreferrer"' : "";
      return `<a href="${escapeHtml(href)}"${external}>${children()}</a>`;
    }
    case "text": {
      let html = escapeHtml(node.value ?? "");
      if (node.bold) html = `<strong>${html}</strong>`;
      if (node.italic) html = `<em>${html}</em>`;
      return html;
    }
    default:
      return children();
  }
}

export function renderRichText(json: string | null | undefined): string {
  if (!json) return "";
  try {
    const root = JSON.parse(json) as RichTextNode;
    if (typeof root !== "object" || root === null || root.type !== "root") throw new Error("not a rich-text root");
    return renderNode(root);
  } catch (error) {
    console.error("Could not render rich text:", error instanceof Error ? error.message : error);
    return richTextError;
  }
}

/** Plain text of a rich-text document, for teasers and meta descriptions. */
export function richTextToPlain(json: string | null | undefined): string {
  if (!json) return "";
  try {
    const walk = (node: RichTextNode): string =>
      node.type === "text" ? (node.value ?? "") : (node.children ?? []).map(walk).join(node.type === "root" ? "\n" : "");
    return walk(JSON.parse(json) as RichTextNode).trim();
  } catch {
    return "";
  }
}
