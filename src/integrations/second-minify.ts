// A second minifying pass over the shop's own browser chunks, with terser, after the bundler's minifier (Oxc). Oxc
// keeps every function it was given; terser also writes a function called from one place into its caller and folds
// what the build fixed there (the shop's currency, its digits), and drops a module's variables that nothing sets.
// On the shell, which every page loads, that is 0.18 kB gzip of its 3.9 kB (docs/PERFORMANCE.md, "What a shopper
// downloads"). A chunk keeps terser's output only when it is smaller after gzip, as the browser receives it: on
// some chunks terser comes out a few bytes larger. React's chunk is left out, unread: terser writes it 0.7 kB
// larger than Oxc, and it is most of the build's minifying time. The chunks keep the names the bundler hashed:
// the pass is deterministic, so one bundler output always becomes the same file.
import { gzipSync } from "node:zlib";
import { minify } from "terser";
import type { Plugin } from "vite";

/** The chunk groups (astro.config.mjs, codeSplitting) the second pass leaves as the bundler wrote them. */
const leftAsWritten = new Set(["react"]);

/** A minifier's pass over a chunk's code. */
export type SecondPass = (code: string) => Promise<string | undefined>;

const terserPass: SecondPass = async (code) =>
  (await minify(code, { module: true, compress: { passes: 2 }, mangle: true, format: { comments: false } })).code;

/** `code` after the second pass, or as it was when the pass does not make it smaller after gzip. */
export async function smallerOfTwoMinifiers(code: string, second: SecondPass = terserPass): Promise<string> {
  const rewritten = await second(code);
  const gzipped = (text: string) => gzipSync(text, { level: 6 }).length;
  return rewritten !== undefined && gzipped(rewritten) < gzipped(code) ? rewritten : code;
}

export function secondMinifyPass(second: SecondPass = terserPass): Plugin {
  return {
    name: "farm-storefront:second-minify-pass",
    apply: "build",
    // The browser's chunks only: the server's render code is not sent anywhere.
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle: {
      // After every other plugin's generateBundle, Vite's own included: Vite pairs each dynamic import() with its
      // preload marker there, by their order in the bundler's code, which terser could change by inlining.
      order: "post",
      async handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== "chunk" || leftAsWritten.has(file.name)) continue;
          file.code = await smallerOfTwoMinifiers(file.code, second);
        }
      },
    },
  };
}
