// The browser's side of a dynamic import(): Vite wraps each one in a helper that first asks for the imported
// chunk's own imports (<link rel="modulepreload">), so a module opened on demand (the type-ahead, the recently
// viewed list, the collection's Storefront client) arrives in one round trip instead of one per level of imports.
// Vite's helper also preloads stylesheets, reads a CSP nonce and raises its own error event, none of which this
// site uses (stylesheets are inlined, the CSP uses hashes); it costs every page 0.9 kB gzip, in the header's
// script. This plugin gives Vite the same helper without those parts (0.2 kB): same name, same arguments.
import type { Plugin } from "vite";

/** The module id Vite gives its helper (vite/src/node/plugins/importAnalysisBuild.ts, `preloadHelperId`). */
const helperId = "\0vite/preload-helper.js";

/** The helper's code; `base` is the site's base path, before which Vite's dependency paths are written. */
export function preloadHelperCode(base: string): string {
  return `const seen = new Set();
export const __vitePreload = (load, deps) => {
  for (const dep of deps ?? []) {
    const href = ${JSON.stringify(base)} + dep;
    if (seen.has(href)) continue;
    seen.add(href);
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  return load();
};
`;
}

export function smallPreloadHelper(): Plugin {
  let base = "/";
  return {
    name: "farm-storefront:small-preload-helper",
    enforce: "pre",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    load(id) {
      return id === helperId ? preloadHelperCode(base) : null;
    },
  };
}
