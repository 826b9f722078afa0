// The second minifying pass (src/integrations/second-minify.ts): a chunk comes out no larger after gzip than the
// bundler wrote it, and does what it did.
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { secondMinifyPass, smallerOfTwoMinifiers } from "../../../src/integrations/second-minify.ts";

const gzipped = (code: string) => gzipSync(code, { level: 6 }).length;
const load = async (code: string) => (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as Record<string, (...args: unknown[]) => unknown>;

describe("the second minifying pass", () => {
  it("writes a function called from one place into its caller, with the build's constants folded, and keeps what it does", async () => {
    // As the bundler leaves lib/format.ts: the writer takes the currency's digits the build fixed as arguments.
    const bundled = 'var c="USD",d=2;function w(e,n){let t=String(e),[a,b=""]=t.split(".");return"$"+a+(n?"."+b.padEnd(n,"0").slice(0,n):"")}function f(e,t){return t===c?w(e,d):e.toFixed(2)+" "+t}export{f as formatMoney};';
    const second = await smallerOfTwoMinifiers(bundled);
    expect(gzipped(second)).toBeLessThan(gzipped(bundled));
    const [before, after] = [await load(bundled), await load(second)];
    for (const [amount, code] of [[12.5, "USD"], [3, "USD"], [7.25, "EUR"]] as const) {
      expect(after.formatMoney!(amount, code)).toBe(before.formatMoney!(amount, code));
    }
  });

  it("keeps the bundler's output when the second pass is not smaller after gzip", async () => {
    const bundled = 'var a=1;export{a};';
    expect(await smallerOfTwoMinifiers(bundled, async (code) => `${code}/* longer */`)).toBe(bundled);
    expect(await smallerOfTwoMinifiers(bundled, async () => undefined)).toBe(bundled);
    expect(await smallerOfTwoMinifiers(bundled, async () => "export{};")).toBe("export{};");
  });

  it("rewrites the browser build's chunks, not React's and not other files", async () => {
    const plugin = secondMinifyPass(async () => "export{};");
    const bundle = {
      "_astro/shell.js": { type: "chunk", name: "shell", code: "var a=1,b=2;export{a,b};" },
      "_astro/react.js": { type: "chunk", name: "react", code: "var a=1,b=2;export{a,b};" },
      "_astro/page.css": { type: "asset", name: "page", source: "a{color:red}" },
    };
    const hook = plugin.generateBundle as { order: string; handler: (options: unknown, bundle: unknown) => Promise<void> };
    // After Vite's own generateBundle, which writes the dynamic imports' preload lists.
    expect(hook.order).toBe("post");
    await hook.handler({}, bundle);
    expect(bundle["_astro/shell.js"].code).toBe("export{};");
    expect(bundle["_astro/react.js"].code).toBe("var a=1,b=2;export{a,b};");
    expect(bundle["_astro/page.css"].source).toBe("a{color:red}");
    const applies = plugin.applyToEnvironment as (environment: { name: string }) => boolean;
    expect([applies({ name: "client" }), applies({ name: "ssr" }), applies({ name: "prerender" })]).toEqual([true, false, false]);
  });
});
