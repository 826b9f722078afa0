// What a dynamic import still preloads (src/integrations/preload-helper.ts missingDependencies): Vite's list minus
// the imported chunk and whatever its importer loaded through static imports, at any depth.
import { describe, expect, it } from "vitest";
import { missingDependencies } from "../../../src/integrations/preload-helper.ts";

// A bundle shaped like the site's: the basket island imports the shell and the Storefront code, which imports the
// shell too; Checkout's chunk imports the shell; the Cart API's chunk imports the Storefront code.
const chunks = {
  "_astro/CartPage.js": { imports: ["_astro/react.js", "_astro/storefront.js"] },
  "_astro/storefront.js": { imports: ["_astro/shell.js"] },
  "_astro/react.js": { imports: [] },
  "_astro/shell.js": { imports: [] },
  "_astro/checkout.js": { imports: ["_astro/shell.js"] },
  "_astro/checkout-cart.js": { imports: ["_astro/storefront.js", "_astro/cart-api-extra.js"] },
  "_astro/cart-api-extra.js": { imports: [] },
  "_astro/Header.js": { imports: ["_astro/shell.js"] },
  "_astro/TypeAhead.js": { imports: ["_astro/react.js", "_astro/shell.js", "_astro/listing.js"] },
  "_astro/listing.js": { imports: ["_astro/react.js"] },
  "_astro/cart.css": { source: "" },
};

describe("missingDependencies", () => {
  it("leaves out the imported chunk and every chunk the importer loaded, also through other chunks", () => {
    expect(missingDependencies("_astro/checkout.js", ["_astro/checkout.js", "_astro/shell.js"], "_astro/CartPage.js", chunks)).toEqual([]);
    expect(
      missingDependencies("_astro/checkout-cart.js", ["_astro/checkout-cart.js", "_astro/storefront.js", "_astro/shell.js", "_astro/cart-api-extra.js"], "_astro/CartPage.js", chunks),
    ).toEqual(["_astro/cart-api-extra.js"]);
  });

  it("keeps what a page without React has not loaded, in Vite's order", () => {
    expect(
      missingDependencies("_astro/TypeAhead.js", ["_astro/TypeAhead.js", "_astro/react.js", "_astro/shell.js", "_astro/listing.js"], "_astro/Header.js", chunks),
    ).toEqual(["_astro/react.js", "_astro/listing.js"]);
  });

  it("keeps every dependency when the importer is not a known chunk, and reads assets without imports", () => {
    expect(missingDependencies("_astro/listing.js", ["_astro/listing.js", "_astro/react.js"], "_astro/unknown.js", chunks)).toEqual(["_astro/react.js"]);
    expect(missingDependencies("_astro/listing.js", ["_astro/react.js"], "_astro/cart.css", chunks)).toEqual(["_astro/react.js"]);
  });
});
