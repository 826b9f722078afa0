// The emulator's catalogue: the hand-written shop by default, or a generated one of N products for benchmarks.
import { generateCatalogue } from "./generator.ts";
import { loadHandWritten } from "./hand-written.ts";
import type { Catalogue, ImageSpec, VideoSpec } from "./types.ts";

export function loadCatalogue(options: { products?: number } = {}): Catalogue {
  const catalogue = options.products === undefined ? loadHandWritten() : generateCatalogue(options.products);
  validateCatalogue(catalogue);
  return catalogue;
}

const decimal = /^\d+\.\d{2}$/;
const isoDate = (text: string) => /^\d{4}-\d{2}-\d{2}T/.test(text) && !Number.isNaN(Date.parse(text));

/** Throws an Error naming the first record that breaks a rule the store relies on. */
export function validateCatalogue(catalogue: Catalogue): void {
  const fail = (what: string, problem: string): never => {
    throw new Error(`catalogue: ${what} ${problem}`);
  };
  const unique = (kind: string, values: string[]) => {
    const seen = new Set<string>();
    for (const value of values) {
      if (seen.has(value)) fail(kind, `"${value}" appears twice`);
      seen.add(value);
    }
  };
  const farmNames = new Set(catalogue.farms.map((farm) => farm.name));
  const collectionHandles = new Set(catalogue.collections.map((c) => c.handle));
  unique("product handle", catalogue.products.map((p) => p.handle));
  unique("collection handle", catalogue.collections.map((c) => c.handle));
  unique("farm name", catalogue.farms.map((f) => f.name));
  unique("farm handle", catalogue.farms.map((f) => f.handle));
  for (const blog of catalogue.blogs) unique(`article handle in blog ${blog.handle}`, blog.articles.map((a) => a.handle));
  unique("image key", allImages(catalogue).map((image) => image.key));

  for (const product of catalogue.products) {
    const what = `product "${product.handle}"`;
    if (!farmNames.has(product.vendor)) fail(what, `has vendor "${product.vendor}", which is no farm's name`);
    if (product.variants.length === 0) fail(what, "has no variants");
    for (const handle of product.collections) {
      if (!collectionHandles.has(handle)) fail(what, `names collection "${handle}", which does not exist`);
    }
    for (const variant of product.variants) {
      if (!decimal.test(variant.price.amount)) fail(what, `has a variant priced "${variant.price.amount}"`);
      if (variant.compareAtPrice && !decimal.test(variant.compareAtPrice.amount)) {
        fail(what, `has a compare-at price "${variant.compareAtPrice.amount}"`);
      }
    }
    for (const date of [product.createdAt, product.updatedAt, product.publishedAt]) {
      if (!isoDate(date)) fail(what, `has the date "${date}", which is not ISO 8601`);
    }
  }
  for (const blog of catalogue.blogs) {
    for (const article of blog.articles) {
      if (!isoDate(article.publishedAt)) fail(`article "${article.handle}"`, `has the date "${article.publishedAt}"`);
    }
  }
}

function allImages(catalogue: Catalogue): ImageSpec[] {
  return [
    ...catalogue.products.flatMap((p) => [...p.images, ...p.videos.map((v) => v.preview)]),
    ...catalogue.collections.flatMap((c) => (c.image ? [c.image] : [])),
    ...catalogue.farms.flatMap((f) => [f.profilePicture, ...f.gallery, ...(f.highlightVideo ? [f.highlightVideo.preview] : [])]),
    ...catalogue.blogs.flatMap((b) => b.articles.flatMap((a) => (a.image ? [a.image] : []))),
  ];
}

/** Looks up any picture of the catalogue by its key (products, collections, farms, articles, video stills). */
export function findImage(catalogue: Catalogue, key: string): ImageSpec | undefined {
  return allImages(catalogue).find((image) => image.key === key);
}

export function findVideo(catalogue: Catalogue, key: string): VideoSpec | undefined {
  return [
    ...catalogue.products.flatMap((p) => p.videos),
    ...catalogue.farms.flatMap((f) => (f.highlightVideo ? [f.highlightVideo] : [])),
  ].find((video) => video.key === key);
}
