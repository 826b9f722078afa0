// productRecommendations scores from an index (store.relatedIndex) instead of scanning the catalogue for every
// product. The answers must not change: this test keeps the scan as the reference and compares every product of
// the generated catalogue and of the hand-written fixture (whose tags, types and farms overlap in small numbers).
import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../../../scripts/emulator/catalogue/index.ts";
import type { Catalogue } from "../../../scripts/emulator/catalogue/types.ts";
import { relatedProducts } from "../../../scripts/emulator/resolvers/recommendations.ts";
import { CatalogueStore } from "../../../scripts/emulator/store.ts";
import type { ProductEntry } from "../../../scripts/emulator/store-entries.ts";
import { fixtureCatalogue } from "./fixture.ts";

/** The definition the index must reproduce: every other product scored, sorted, the best ten. */
function scanned(store: CatalogueStore, product: ProductEntry): number[] {
  const collections = new Set(product.collections.filter((c) => c.members.length < store.products.length));
  const tags = new Set(product.record.tags);
  const bestSelling = store.order("BEST_SELLING").rankOf;
  const scored: { other: ProductEntry; score: number }[] = [];
  for (const other of store.products) {
    if (other === product) continue;
    let score = 0;
    for (const c of other.collections) if (collections.has(c)) score += 3;
    if (other.record.productType && other.record.productType === product.record.productType) score += 2;
    if (other.record.vendor === product.record.vendor) score += 2;
    for (const tag of other.record.tags) if (tags.has(tag)) score += 1;
    if (score > 0) scored.push({ other, score });
  }
  return scored
    .sort((a, b) => b.score - a.score || bestSelling[a.other.index]! - bestSelling[b.other.index]!)
    .slice(0, 10)
    .map((x) => x.other.record.id);
}

function expectSameAnswers(catalogue: Catalogue, longAbove?: number): void {
  const store = new CatalogueStore(catalogue);
  for (const product of store.products) {
    expect(relatedProducts(store, product, longAbove).map((p) => p.record.id), product.record.handle).toEqual(scanned(store, product));
  }
}

describe("productRecommendations from the index", () => {
  it("answers as the scan of the catalogue did, for every product of the fixture", () => {
    expectSameAnswers(fixtureCatalogue());
  });

  it("answers as the scan did for every product of a generated catalogue of 600", () => {
    expectSameAnswers(loadCatalogue({ products: 600 }));
  });

  // At 600 products no list is long enough to be scored apart; the same catalogues with every list past a few
  // products, or past a tenth of the catalogue, scored apart must answer the same.
  it("answers as the scan did when the lists most products share are scored only where they can matter", () => {
    for (const longAbove of [0, 5, 60]) expectSameAnswers(loadCatalogue({ products: 600 }), longAbove);
    for (const longAbove of [0, 2]) expectSameAnswers(fixtureCatalogue(), longAbove);
  });

  // At 5,000 products the catch-all tags and the biggest collections and product types are long lists, and an
  // answer's candidates come in thousands a score level: the levels no candidate of which can rank are cut short.
  it("answers as the scan did at 5,000 products, where whole levels of candidates cannot rank (a sample of 250)", () => {
    const store = new CatalogueStore(loadCatalogue({ products: 5000 }));
    for (let i = 0; i < store.products.length; i += 20) {
      const product = store.products[i]!;
      expect(relatedProducts(store, product).map((p) => p.record.id), product.record.handle).toEqual(scanned(store, product));
    }
  });

  it("counts a tag written twice on the other product twice, and one product's own repeated tag once", () => {
    const catalogue = fixtureCatalogue();
    const [first, second] = catalogue.products;
    catalogue.products[0] = { ...first!, tags: [...first!.tags, first!.tags[0]!, "only-these-two"] };
    catalogue.products[1] = { ...second!, tags: [...second!.tags, "only-these-two", "only-these-two"] };
    expectSameAnswers(catalogue);
    expectSameAnswers(catalogue, 0);
  });
});
