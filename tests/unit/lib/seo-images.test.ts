import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { heightFor, srcSet } from "../../../src/lib/images.ts";
import { jsonForScript, productJsonLd } from "../../../src/lib/seo.ts";
import { redirectsFile } from "../../../src/integrations/redirects.ts";

describe("JSON-LD in a script tag", () => {
  it("cannot be broken out of by text that closes the script", () => {
    const data = { name: "Honey</script><script>window.__xss=1</script>", brand: "<!-- x" };
    const html = `<script type="application/ld+json">${jsonForScript(data)}</script>`;
    // Exactly one closing tag: the one we wrote.
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(html).not.toContain("<!--");
    expect(JSON.parse(jsonForScript(data))).toEqual(data);
  });
  it("describes the product with one offer per variant", () => {
    const ld = productJsonLd(
      {
        title: "Honey", description: "Raw.", vendor: "Bee Farm", images: [{ url: "https://x/a.jpg" }],
        variants: [{ title: "8 oz", numericId: "1", availableForSale: false, price: { amount: 12, currencyCode: "USD" } }],
      },
      "https://shop.example/products/honey",
    );
    expect(ld).toMatchObject({
      name: "Honey", brand: { name: "Bee Farm" },
      offers: [{ price: "12.00", priceCurrency: "USD", availability: "https://schema.org/OutOfStock", url: "https://shop.example/products/honey?variant=1" }],
    });
  });
});

describe("responsive images", () => {
  const image = { url: "https://cdn.example/a.jpg?v=1", altText: "", width: 500, height: 250 };
  it("offer widths up to the original only, keeping other URL parameters", () => {
    expect(srcSet(image)).toBe(
      "https://cdn.example/a.jpg?v=1&width=240 240w, https://cdn.example/a.jpg?v=1&width=360 360w, https://cdn.example/a.jpg?v=1&width=480 480w",
    );
  });
  it("offer the original's width when it is smaller than every step", () => {
    expect(srcSet({ ...image, width: 100 })).toBe("https://cdn.example/a.jpg?v=1&width=100 100w");
  });
  it("reserve the height from the ratio", () => {
    expect(heightFor(image, 480)).toBe(240);
    expect(heightFor({ ...image, width: null }, 480)).toBe(480);
  });
});

describe("the _redirects file", () => {
  it("is written at the end of a build with the legacy rules under the base path", async () => {
    const dir = await mkdtemp(join(tmpdir(), "redirects-"));
    try {
      const hook = redirectsFile("/preview/x/").hooks["astro:build:done"] as (options: unknown) => Promise<void>;
      await hook({ dir: pathToFileURL(`${dir}/`), logger: { info() {} } });
      expect((await readFile(join(dir, "_redirects"), "utf8")).split("\n")).toEqual([
        "/preview/x/product/* /preview/x/products/:splat 301",
        "/preview/x/category/* /preview/x/collections/:splat 301",
        "/preview/x/returns /preview/x/refund-policy 301",
        "",
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
