import { readFileSync } from "node:fs";
import { buildClientSchema, Kind, parse, validate, type FieldNode, type IntrospectionQuery } from "graphql";
import { describe, expect, it } from "vitest";
import { storefrontDocuments } from "../../../src/lib/storefront/queries/index.ts";
import { farmBestsellersBatchDocument, recommendationsBatchDocument } from "../../../src/lib/storefront/queries/products.ts";
import { filteredCollectionsBatchDocument } from "../../../src/lib/storefront/queries/collections.ts";
import { collectionsPerRequest, farmsPerBestsellerRequest, recommendationBatchSize } from "../../../src/lib/storefront/batching.ts";
import { PRODUCT_DETAIL } from "../../../src/lib/storefront/fragments.ts";
import { productImageLimit, productMediaLimit, productVariantLimit } from "../../../src/lib/shop-rules.ts";

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
  it("GetFarmBestsellers, several farms' vendor-filtered best-selling products batched with aliases", () => {
    for (const size of [1, farmsPerBestsellerRequest]) expect(errorsOf(farmBestsellersBatchDocument(size))).toEqual([]);
  });
  it("rejects a document a real store would reject", () => {
    expect(errorsOf("query { products(first: 1) { nodes { inventoryLevel } } }")).not.toEqual([]);
  });
});

// PRODUCT_DETAIL writes its page sizes as literals: the codegen types each document by its exact text, and its
// parser drops a ${} inside a document. This keeps those literals equal to SPEC.md section 9's one definition.
describe("the product page's document asks for what SPEC.md section 9 allows", () => {
  const fragment = parse(PRODUCT_DETAIL).definitions[0];
  const firstOf = (name: string) => {
    if (fragment?.kind !== Kind.FRAGMENT_DEFINITION) throw new Error("PRODUCT_DETAIL is not a fragment");
    const field = fragment.selectionSet.selections.find(
      (selection): selection is FieldNode => selection.kind === Kind.FIELD && selection.name.value === name,
    );
    const first = field?.arguments?.find((argument) => argument.name.value === "first")?.value;
    return first?.kind === Kind.INT ? Number(first.value) : null;
  };
  it.each([
    ["images", productImageLimit],
    ["variants", productVariantLimit],
    ["media", productMediaLimit],
  ])("%s: first %i", (name, limit) => {
    expect(firstOf(name)).toBe(limit);
  });
});
