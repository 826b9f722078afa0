// Registers client:after-first-row (features/browse/after-first-row.directive.ts), the search island's hydration.
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

export function afterFirstRowDirective(): AstroIntegration {
  return {
    name: "farm-storefront:after-first-row",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({ name: "after-first-row", entrypoint: fileURLToPath(new URL("../features/browse/after-first-row.directive.ts", import.meta.url)) });
      },
    },
  };
}
