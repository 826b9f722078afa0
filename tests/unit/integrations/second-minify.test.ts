// The second minifying pass (src/integrations/second-minify.ts): a chunk comes out no larger after gzip than the
// bundler wrote it, and does what it did.
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { smallerOfTwoMinifiers } from "../../../src/integrations/second-minify.ts";

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

  it("leaves a chunk as it was when terser cannot make it smaller", async () => {
    const bundled = "export{a as t}from\"./react.js\";";
    expect(await smallerOfTwoMinifiers(bundled)).toBe(bundled);
  });
});
