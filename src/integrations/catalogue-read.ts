// Starts the build's catalogue read when the build starts, so that it runs while Astro bundles the site instead of
// after it (lib/storefront/catalogue-start.ts); the pages take the read when their getStaticPaths first need it.
import type { AstroIntegration } from "astro";
import { startCatalogueRead } from "../lib/storefront/catalogue-start.ts";

export function catalogueReadAtBuildStart(): AstroIntegration {
  return {
    name: "farm-storefront:catalogue-read",
    hooks: {
      "astro:build:start": () => {
        startCatalogueRead();
      },
    },
  };
}
