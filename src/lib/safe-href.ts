// Which link targets the shop renders, for store HTML (storefront/sanitize.ts) and rich text (rich-text.ts) alike.
// Pure and light: rich text is rendered where sanitize-html, which the store's HTML needs, must never be loaded.

/**
 * A link target the shop will render, or null. Allowed: http(s), mailto and tel, a site path that starts with one
 * "/", and an in-page "#fragment". Refused: javascript:, data:, vbscript: and every other scheme, and
 * protocol-relative "//host" or "/\host" (browsers read both as another site, which a "/" path must not be).
 */
export function safeHref(url: string): string | null {
  // Browsers ignore leading whitespace and control characters, and tabs or newlines inside a scheme.
  const cleaned = url.replace(/^[\u0000-\u0020]+/, "").replace(/[\t\n\r]/g, "");
  if (cleaned === "") return null;
  if (cleaned.startsWith("#")) return cleaned;
  if (cleaned.startsWith("/")) return /^\/[/\\]/.test(cleaned) ? null : cleaned;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase();
  return scheme && ["http", "https", "mailto", "tel"].includes(scheme) ? cleaned : null;
}
