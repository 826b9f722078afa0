// The browser's GraphQL documents on one line (src/integrations/compact-graphql.ts). The oracle is GraphQL's own
// parser: every document the site sends, rebuilt from source files the plugin rewrote, must parse to the same
// document as the one written, and fit on one line.
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse, print } from "graphql";
import { afterAll, describe, expect, it } from "vitest";
import { compactGraphqlTemplates, compactGraphqlText } from "../../../src/integrations/compact-graphql.ts";
import * as written from "../../../src/lib/storefront/queries/index.ts";
import { recommendationsBatchDocument } from "../../../src/lib/storefront/queries/products.ts";
import { filteredCollectionsBatchDocument } from "../../../src/lib/storefront/queries/collections.ts";

const storefront = join(import.meta.dirname, "../../../src/lib/storefront");
const copy = mkdtempSync(join(tmpdir(), "compact-graphql-"));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

/** The Storefront edge's query modules as the browser's build gets them, written to a folder of their own. */
async function rewrittenQueries(): Promise<typeof import("../../../src/lib/storefront/queries/index.ts") & { products: typeof import("../../../src/lib/storefront/queries/products.ts"); collections: typeof import("../../../src/lib/storefront/queries/collections.ts") }> {
  mkdirSync(join(copy, "queries"), { recursive: true });
  writeFileSync(join(copy, "fragments.ts"), compactGraphqlTemplates(readFileSync(join(storefront, "fragments.ts"), "utf8")));
  for (const file of readdirSync(join(storefront, "queries"))) {
    writeFileSync(join(copy, "queries", file), compactGraphqlTemplates(readFileSync(join(storefront, "queries", file), "utf8")));
  }
  const index = await import(join(copy, "queries/index.ts"));
  return { ...index, products: await import(join(copy, "queries/products.ts")), collections: await import(join(copy, "queries/collections.ts")) };
}

const same = (compact: string, original: string) => expect(print(parse(compact))).toBe(print(parse(original)));

describe("compactGraphqlTemplates", () => {
  it("keeps every document the site sends the same document, on one line", async () => {
    const compact = await rewrittenQueries();
    const names = Object.keys(written.storefrontDocuments) as (keyof typeof written.storefrontDocuments)[];
    expect(names.length).toBeGreaterThan(5);
    for (const name of names) {
      const document = compact.storefrontDocuments[name];
      same(document, written.storefrontDocuments[name]);
      expect(document.trim()).not.toContain("\n");
      expect(document.length).toBeLessThan(written.storefrontDocuments[name].length * 0.7);
    }
    // The batched documents are built from the compacted fragments.
    same(compact.products.recommendationsBatchDocument(3), recommendationsBatchDocument(3));
    same(compact.collections.filteredCollectionsBatchDocument(2), filteredCollectionsBatchDocument(2));
  });

  it("leaves interpolations and the code around a template as they are, a space where a piece ended in one", () => {
    const source = "const A = `#graphql\n  fragment A on Shop {\n    name # the shop's name\n  }\n`;\nconst B = `#graphql\n  query B {\n    shop { ...A }\n  }\n  ${A}\n`;\nconst plain = `a  b`;";
    expect(compactGraphqlTemplates(source)).toBe("const A = `fragment A on Shop{name} `;\nconst B = `query B{shop{...A}} ${A} `;\nconst plain = `a  b`;");
  });
});

describe("compactGraphqlText", () => {
  it("ends a comment at its line, not at the end of the document", () => {
    same(compactGraphqlText("query Q {\n  # first the shop\n  shop { name }\n}"), "query Q { shop { name } }");
  });

  it("leaves a piece holding a string as written", () => {
    const withString = 'query Q {\n  products(query: "tag:#honey  jar") { nodes { id } }\n}';
    expect(compactGraphqlText(withString)).toBe(withString);
  });
});
