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

/** A built chunk as far as preloading cares: the chunks it imports statically (Rollup's OutputChunk.imports). */
type BuiltChunk = { imports?: readonly string[] };

/**
 * What a dynamic import in `host` still has to preload before `imported` runs: Vite lists the imported chunk and
 * all of its static imports, but the chunk itself is fetched by the import() right after, and every chunk that
 * `host` imports statically (directly or through others) was loaded before `host` ran. Each name left out is one
 * hashed file name less in the host's code: the basket's Checkout list shrinks from five to one, the header's
 * type-ahead list (on every page) from seven to five.
 */
export function missingDependencies(imported: string, deps: readonly string[], host: string, chunks: Readonly<Record<string, BuiltChunk | object>>): string[] {
  const loaded = new Set<string>();
  const pending = [host];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (loaded.has(file)) continue;
    loaded.add(file);
    const chunk = chunks[file];
    if (chunk && "imports" in chunk) pending.push(...(chunk.imports ?? []));
  }
  return deps.filter((dep) => dep !== imported && !loaded.has(dep));
}

export function smallPreloadHelper(): Plugin {
  let base = "/";
  // The client build's chunks, seen before Vite's import analysis writes each dynamic import's preload list.
  let chunks: Readonly<Record<string, object>> | undefined;
  return {
    name: "farm-storefront:small-preload-helper",
    enforce: "pre",
    apply: "build",
    config() {
      return {
        build: {
          modulePreload: {
            resolveDependencies: (imported, deps, { hostId }) => (chunks ? missingDependencies(imported, deps, hostId, chunks) : deps),
          },
        },
      };
    },
    configResolved(config) {
      base = config.base;
    },
    load(id) {
      return id === helperId ? preloadHelperCode(base) : null;
    },
    // Runs before Vite's own generateBundle (this plugin is enforced "pre"), which calls resolveDependencies.
    generateBundle(_options, bundle) {
      chunks = bundle;
    },
  };
}
