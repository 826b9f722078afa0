// A picture's URL at a width (lib/images.ts imageUrl): what the CDN resizes on is the URL standard's answer to
// "set the width parameter of this URL", so that answer, computed here straight from Node's URL, is the oracle for
// every URL and width fast-check makes up; the build takes a shortcut for URLs it has seen (one parse a URL), which
// must never write another URL than the long way.
import { afterEach, describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import { imageUrl, srcSet } from "../../../src/lib/images.ts";

/** The URL standard's URL with its `width` parameter set: the first one replaced, any others removed, else appended. */
function standardUrlWithWidth(url: string, width: number): string {
  const parsed = new URL(url);
  parsed.searchParams.set("width", String(width));
  return parsed.href;
}

const text = fc.string({ unit: "binary", maxLength: 8 });
// Mostly names and values near "width=0", where a shortcut would go wrong; now and then anything at all.
const name = fc.oneof({ arbitrary: fc.constantFrom("width", "WIDTH", "xwidth", "width ", "w", "v", "width=0", ""), weight: 4 }, { arbitrary: text, weight: 1 });
const value = fc.oneof({ arbitrary: fc.constantFrom("0", "240", "a+b", "%20", "1&2", ""), weight: 4 }, { arbitrary: text, weight: 1 });
const pair = fc.tuple(name, value, fc.boolean());
const pictureUrl = fc
  .record({
    origin: fc.constantFrom("https://cdn.shopify.com", "HTTP://Shop.Example:80", "http://127.0.0.1:9477", "https://cdn.example:8443"),
    path: fc.array(fc.oneof(fc.constantFrom("files", "a b.jpg", "%7Efarm", "ä.png", "..", "."), text), { maxLength: 4 }),
    query: fc.option(fc.array(pair, { maxLength: 4 }), { nil: undefined }),
    fragment: fc.option(fc.oneof(fc.constantFrom("", "&width=0", "x"), text), { nil: undefined }),
  })
  .map(({ origin, path, query, fragment }) => {
    const search = query === undefined ? "" : `?${query.map(([key, value, raw]) => (raw ? `${key}=${value}` : encodeURIComponent(key) + "=" + encodeURIComponent(value))).join("&")}`;
    return `${origin}/${path.join("/")}${search}${fragment === undefined ? "" : `#${fragment}`}`;
  });
const width = fc.oneof(fc.integer({ min: 0, max: 4000 }), fc.constantFrom(1e21, 2 ** 53, -240, 0.5, Number.NaN));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a picture's URL at a width", () => {
  it("is the URL standard's URL with that width, for any URL asked again and again at any widths", () => {
    fc.assert(
      fc.property(pictureUrl, fc.array(width, { minLength: 1, maxLength: 8 }), (url, widths) => {
        for (const w of [...widths, ...widths]) expect(imageUrl(url, w)).toBe(standardUrlWithWidth(url, w));
      }),
      {
        numRuns: 2000,
        // Where a shortcut would most likely go wrong: a width before another parameter ending in "width=0", a fragment
        // ending so, a width already there, widths whose text is not plain digits.
        examples: [
          ["https://cdn.shopify.com/a.jpg?width=5&xwidth=0", [240, 360]],
          ["https://cdn.shopify.com/a.jpg#&width=0", [240]],
          ["https://cdn.shopify.com/a.jpg?v=1&width=100&width=200", [240, 480]],
          ["https://cdn.shopify.com/a b.jpg?v=a+b%7E", [240, 1e21, -1, 0.5]],
        ],
      },
    );
  });

  it("is parsed once however many widths and pages ask for it", () => {
    let parsed = 0;
    vi.stubGlobal(
      "URL",
      class CountingURL extends URL {
        constructor(...args: ConstructorParameters<typeof URL>) {
          super(...args);
          parsed += 1;
        }
      },
    );
    const image = { url: "https://cdn.shopify.com/s/files/1/products/honey-once.jpg?v=1700000000", altText: "Honey", width: 1200, height: 900 };
    const pages = Array.from({ length: 10 }, () => [srcSet(image), imageUrl(image.url, 480)]);
    expect(parsed).toBe(1);
    expect(pages[9]).toEqual([
      [240, 360, 480, 720, 960, 1200].map((w) => `https://cdn.shopify.com/s/files/1/products/honey-once.jpg?v=1700000000&width=${w} ${w}w`).join(", "),
      "https://cdn.shopify.com/s/files/1/products/honey-once.jpg?v=1700000000&width=480",
    ]);
  });
});
