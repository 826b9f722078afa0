import { readFileSync } from "node:fs";
import { buildClientSchema, parse, validate, type IntrospectionQuery } from "graphql";
import { describe, expect, it } from "vitest";
import { storefrontDocuments } from "../../../src/lib/storefront/queries/index.ts";
import { recommendationsBatchDocument } from "../../../src/lib/storefront/queries/products.ts";
import { filteredCollectionsBatchDocument } from "../../../src/lib/storefront/queries/collections.ts";
import { collectionsPerRequest, recommendationBatchSize } from "../../../src/lib/storefront/batching.ts";

// The schema a real store answers with (Storefront API 2026-04), as @shopify/hydrogen-react ships it.
const introspection = JSON.parse(
  readFileSync(new URL("../../../node_modules/@shopify/hydrogen-react/storefront.schema.json", import.meta.url), "utf8"),
) as { __schema: IntrospectionQuery["__schema"] };
const schema = buildClientSchema({ __schema: introspection.__schema });

const errorsOf = (document: string) => validate(schema, parse(document)).map((error) => error.message);

describe("every document the site sends is valid against the official schema", () => {
  for (const [operation, document] of Object.entries(storefrontDocuments)) {
    it(operation, () => {
      expect(errorsOf(document)).toEqual([]);
      expect(parse(document).definitions.find((d) => d.kind === "OperationDefinition")).toMatchObject({
        name: { value: operation },
      });
    });
  }
  it("GetProductRecommendations, batched with aliases: whole cards (the basket) and ids only (the build)", () => {
    for (const size of [1, recommendationBatchSize]) {
      expect(errorsOf(recommendationsBatchDocument(size))).toEqual([]);
      expect(errorsOf(recommendationsBatchDocument(size, { idsOnly: true }))).toEqual([]);
    }
    expect(recommendationsBatchDocument(2, { idsOnly: true })).not.toContain("fragment");
  });
  it("GetFilteredCollection, several collections batched with aliases", () => {
    for (const size of [1, collectionsPerRequest]) expect(errorsOf(filteredCollectionsBatchDocument(size))).toEqual([]);
  });
  it("rejects a document a real store would reject", () => {
    expect(errorsOf("query { products(first: 1) { nodes { inventoryLevel } } }")).not.toEqual([]);
  });
});
