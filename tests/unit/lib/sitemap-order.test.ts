// The sitemap's URLs in @astrojs/sitemap's order (localeCompare "en", numeric), sorted through one collator while
// the sitemap is written (integrations/sitemap.ts withOneCollatorPerLocale): the same order as the built-in gives,
// one collator for the whole sort, and the built-in back afterwards, also when writing fails.
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import { siteSitemap, withOneCollatorPerLocale } from "../../../src/integrations/sitemap.ts";

const builtInLocaleCompare = String.prototype.localeCompare;
const sitemapOrder = (a: string, b: string) => a.localeCompare(b, "en", { numeric: true });

afterEach(() => {
  vi.restoreAllMocks();
  String.prototype.localeCompare = builtInLocaleCompare;
});

const segment = fc.oneof(fc.constantFrom("products", "farm", "blog", "collections", "Apple", "apple", "item-9", "item-10", "Ä", "a b"), fc.string({ maxLength: 6 }));
const url = fc.array(segment, { minLength: 1, maxLength: 3 }).map((parts) => `https://shop.example/${parts.join("/")}`);

describe("the sitemap's order through one collator", () => {
  it("is the order the built-in localeCompare gives, for any URLs", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(url, { maxLength: 60 }), async (urls) => {
        const expected = [...urls].sort(sitemapOrder);
        expect(await withOneCollatorPerLocale(() => [...urls].sort(sitemapOrder))).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it("sets up one collator for a whole sort, and answers other calls as the built-in does", async () => {
    const made = vi.spyOn(Intl, "Collator");
    const urls = Array.from({ length: 500 }, (_, i) => `https://shop.example/products/jar-${(i * 7919) % 500}`);
    const sorted = await withOneCollatorPerLocale(() => [...urls].sort(sitemapOrder));
    expect(made).toHaveBeenCalledTimes(1);
    expect(sorted.slice(0, 3)).toEqual(["https://shop.example/products/jar-0", "https://shop.example/products/jar-1", "https://shop.example/products/jar-2"]);
    await withOneCollatorPerLocale(() => {
      expect("a".localeCompare("B")).toBe(builtInLocaleCompare.call("a", "B"));
      expect("ä".localeCompare("z", ["de", "sv"])).toBe(builtInLocaleCompare.call("ä", "z", ["de", "sv"]));
      expect("ä".localeCompare("z", "sv", { sensitivity: "base" })).toBe(builtInLocaleCompare.call("ä", "z", "sv", { sensitivity: "base" }));
    });
  });

  it("puts the built-in back when writing ends, and when it fails", async () => {
    await withOneCollatorPerLocale(() => undefined);
    expect(String.prototype.localeCompare).toBe(builtInLocaleCompare);
    await expect(withOneCollatorPerLocale(() => Promise.reject(new Error("disk full")))).rejects.toThrow("disk full");
    expect(String.prototype.localeCompare).toBe(builtInLocaleCompare);
  });

  it("is how the build's sitemap integration writes: the URLs in the built-in's order, one collator", async () => {
    const dir = await mkdtemp(join(tmpdir(), "sitemap-order-"));
    try {
      const pages = Array.from({ length: 300 }, (_, i) => `products/jar-${(i * 7919) % 300}/`).concat(["farm/Apple Hill/", "farm/apple-creek/", ""]);
      const hooks = siteSitemap("/").hooks as Record<string, ((options: unknown) => unknown) | undefined>;
      await hooks["astro:config:done"]?.({ config: { site: "https://shop.example", base: "/", trailingSlash: "ignore", build: { format: "directory" } } });
      await hooks["astro:routes:resolved"]?.({ routes: [] });
      const made = vi.spyOn(Intl, "Collator");
      await hooks["astro:build:done"]?.({ dir: pathToFileURL(`${dir}/`), pages: pages.map((pathname) => ({ pathname })), logger: { info() {}, warn() {}, error() {} } });
      expect(made).toHaveBeenCalledTimes(1);
      expect(String.prototype.localeCompare).toBe(builtInLocaleCompare);
      const file = (await readdir(dir)).find((name) => /^sitemap-0\.xml$/.test(name))!;
      const written = [...(await readFile(join(dir, file), "utf8")).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
      expect(written).toHaveLength(pages.length);
      expect(written).toEqual([...written].sort(sitemapOrder));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
