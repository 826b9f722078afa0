import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { heightFor, srcSet } from "../../../src/lib/images.ts";
import { articleJsonLd, farmJsonLd, jsonForScript, productJsonLd } from "../../../src/lib/seo.ts";
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

describe("farm and blog JSON-LD", () => {
  it("describes a farm as an Organization with its place and profiles, and its products' brand links to it", () => {
    const farmUrl = "https://shop.example/farm/Caf%C3%A9%20Alto";
    const farm = farmJsonLd(
      { name: "Café Alto", bio: "Coffee from Huila.", location: "Huila, Colombia", image: "https://x/logo.jpg", sameAs: ["https://instagram.com/cafealto"] },
      farmUrl,
    );
    expect(farm).toMatchObject({
      "@type": "Organization", "@id": `${farmUrl}#farm`, name: "Café Alto", url: farmUrl, logo: "https://x/logo.jpg",
      address: { "@type": "PostalAddress", addressLocality: "Huila, Colombia" }, sameAs: ["https://instagram.com/cafealto"],
    });
    const product = productJsonLd(
      { farmUrl, title: "Huila Coffee", description: "", vendor: "Café Alto", images: [], variants: [] },
      "https://shop.example/products/huila",
    );
    expect(product.brand).toEqual({ "@type": "Brand", "@id": `${farmUrl}#farm`, name: "Café Alto", url: farmUrl });
    const noFarm = productJsonLd({ title: "X", description: "", vendor: "Nobody", images: [], variants: [] }, "https://s/p");
    expect(noFarm.brand).toEqual({ "@type": "Brand", name: "Nobody" });
    expect(farmJsonLd({ name: "Bare", bio: "", location: "", image: null, sameAs: [] }, farmUrl)).not.toHaveProperty("address");
  });

  it("describes a blog post as a BlogPosting", () => {
    const post = articleJsonLd(
      { title: "Sugaring Season", excerpt: "Forty gallons to one.", author: "Anna Birch", publishedAt: "2026-03-01T00:00:00Z", image: null },
      "https://shop.example/blog/sugaring",
      "Harvest & Hearth",
    );
    expect(post).toMatchObject({
      "@type": "BlogPosting", headline: "Sugaring Season", datePublished: "2026-03-01T00:00:00Z",
      author: { "@type": "Person", name: "Anna Birch" }, publisher: { name: "Harvest & Hearth" },
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

  it("begins with the pictures' proxy rule, and refuses a pictures' path that a page or a redirect uses", async () => {
    const dir = await mkdtemp(join(tmpdir(), "redirects-"));
    try {
      await mkdir(join(dir, "products", "honey"), { recursive: true });
      const write = (path: string) => {
        const hook = redirectsFile("/preview/x/", ["https://cdn.shopify.com/", path]).hooks["astro:build:done"] as (options: unknown) => Promise<void>;
        return hook({ dir: pathToFileURL(`${dir}/`), logger: { info() {} } });
      };
      await write("/preview/x/shop-images/");
      expect((await readFile(join(dir, "_redirects"), "utf8")).split("\n")[0]).toBe("/preview/x/shop-images/* https://cdn.shopify.com/:splat 200");
      await rm(join(dir, "_redirects"));
      for (const taken of ["/preview/x/products/", "/preview/x/product/", "/preview/x/returns/"]) {
        await expect(write(taken), taken).rejects.toThrow(/IMAGE_PROXY_PATH .* already uses/);
      }
      // Nothing is written for a refused path.
      await expect(readFile(join(dir, "_redirects"), "utf8")).rejects.toThrow();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
