// The GraphQL documents the browser sends, without their layout. The queries are written indented, one field a line
// and marked `#graphql` for editors and codegen (src/lib/storefront/queries/, fragments.ts); in a page that layout
// is bytes the shopper downloads and sends with every request (0.1 kB gzip of the search page's 0.7 kB document).
// This Vite plugin rewrites each `#graphql` template of the Storefront edge, in the browser's build only, into
// the same document on one line: comments dropped, whitespace cut to what separates two names. The build and the
// services send the documents as written.
import type { Plugin } from "vite";

/** Characters that end a GraphQL token by themselves: no space is needed on either side of them. */
const punctuators = /\s*([{}()[\]:=!,|@])\s*/g;

/**
 * A piece of a GraphQL document on one line. `#` starts a comment up to the line's end; a piece holding a string
 * ("...") or a block string is returned as it is, since a `#` or a run of spaces inside one is text. Whitespace at
 * either end becomes one space, so a piece next to an interpolated fragment stays apart from it.
 */
export function compactGraphqlText(text: string): string {
  if (text.includes('"')) return text;
  const compact = text
    .replace(/#[^\n\r]*/g, " ")
    .replace(/\s+/g, " ")
    .replace(punctuators, "$1")
    .trim();
  const before = /^\s/.test(text) && compact !== "" ? " " : "";
  const after = /\s$/.test(text) && compact !== "" ? " " : "";
  return compact === "" ? (text === "" ? "" : " ") : `${before}${compact}${after}`;
}

/** A `#graphql` template literal: its text up to the closing backtick, `${…}` interpolations included. */
const graphqlTemplate = /`(\s*#graphql[^`]*)`/g;

/** Every `#graphql` template in `code` compacted, its `${…}` interpolations kept as they are. */
export function compactGraphqlTemplates(code: string): string {
  return code.replace(graphqlTemplate, (_whole, body: string) => {
    const parts = body.split(/(\$\{[^}]*\})/);
    return "`" + parts.map((part) => (part.startsWith("${") ? part : compactGraphqlText(part))).join("") + "`";
  });
}

export function compactGraphqlForBrowser(): Plugin {
  return {
    name: "farm-storefront:compact-graphql",
    apply: "build",
    transform(code, id) {
      if (this.environment?.name !== "client") return null;
      if (!/[\\/]src[\\/]lib[\\/]storefront[\\/].*\.ts$/.test(id) || !code.includes("#graphql")) return null;
      return { code: compactGraphqlTemplates(code), map: null };
    },
  };
}
