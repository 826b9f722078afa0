// validateCatalogue (scripts/emulator/catalogue/validate.ts): it accepts the catalogue as loaded and names the first
// bad record of a broken one.
import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../../../scripts/emulator/catalogue/index.ts";
import { validateCatalogue } from "../../../scripts/emulator/catalogue/validate.ts";

describe("validateCatalogue", () => {
  it("names a product whose vendor is no farm", () => {
    const catalogue = loadCatalogue();
    const broken = { ...catalogue, products: [{ ...catalogue.products[0]!, vendor: "Nobody's Farm" }, ...catalogue.products.slice(1)] };
    expect(() => validateCatalogue(broken)).toThrow(/vendor "Nobody's Farm"/);
  });
  it("names a product that points at a missing collection", () => {
    const catalogue = loadCatalogue();
    const broken = { ...catalogue, products: [{ ...catalogue.products[0]!, collections: ["no-such-collection"] }] };
    expect(() => validateCatalogue(broken)).toThrow(/collection "no-such-collection"/);
  });
  it("refuses a price that is not a decimal amount", () => {
    const catalogue = loadCatalogue();
    const product = catalogue.products[0]!;
    const variant = { ...product.variants[0]!, price: { amount: "12", currencyCode: "USD" as const } };
    expect(() => validateCatalogue({ ...catalogue, products: [{ ...product, variants: [variant] }] })).toThrow(/priced "12"/);
  });
});

describe("validateCatalogue, more cases", () => {
  const catalogue = loadCatalogue();
  const withProduct = (index: number, change: (p: (typeof catalogue.products)[number]) => (typeof catalogue.products)[number]) => ({
    ...catalogue,
    products: catalogue.products.map((p, i) => (i === index ? change(p) : p)),
  });

  it("accepts the catalogue as loaded", () => {
    expect(() => validateCatalogue(catalogue)).not.toThrow();
  });
  it("names a repeated product handle", () => {
    const second = catalogue.products[1]!.handle;
    expect(() => validateCatalogue(withProduct(0, (p) => ({ ...p, handle: second })))).toThrow(new RegExp(`"${second}"`));
  });
  it("refuses a date that is not ISO 8601", () => {
    expect(() => validateCatalogue(withProduct(3, (p) => ({ ...p, createdAt: "March 3, 2024" })))).toThrow(/createdAt "March 3, 2024"/);
  });
  it("refuses a variant whose options are not the product's", () => {
    const p = catalogue.products.find((x) => x.options.length === 1 && x.variants.length > 1)!;
    const index = catalogue.products.indexOf(p);
    const broken = withProduct(index, (x) => ({
      ...x,
      variants: x.variants.map((v, i) => (i === 0 ? { ...v, selectedOptions: [{ name: x.options[0]!.name, value: "Gigantic" }], title: "Gigantic" } : v)),
    }));
    expect(() => validateCatalogue(broken)).toThrow(new RegExp(`product "${p.handle}".*Gigantic`));
  });
  it("refuses a product without variants", () => {
    expect(() => validateCatalogue(withProduct(5, (p) => ({ ...p, variants: [] })))).toThrow(/has no variants/);
  });
  it("refuses a collection that lists a product which does not name it", () => {
    const collections = catalogue.collections.map((c) =>
      c.handle === "honey" ? { ...c, productHandles: [...c.productHandles, "kona-medium-roast"] } : c,
    );
    expect(() => validateCatalogue({ ...catalogue, collections })).toThrow(/collection "honey".*kona-medium-roast/);
  });
  it("refuses a missing collection the site links to", () => {
    const collections = catalogue.collections.filter((c) => c.handle !== "artisan-goods");
    const products = catalogue.products.map((p) => ({ ...p, collections: p.collections.filter((h) => h !== "artisan-goods") }));
    expect(() => validateCatalogue({ ...catalogue, collections, products })).toThrow(/"artisan-goods".*required/);
  });
});
