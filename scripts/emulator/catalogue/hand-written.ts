// The hand-written catalogue: the records in data/*.json as an editor writes them, expanded into the catalogue's
// full records (variant ids, image keys and sizes, full timestamps) and validated before anyone sees them.
import { readFileSync, readdirSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { MOTIF_DEFAULT_HUE } from "../media/index.ts";
import { ALL_PRODUCTS, CATEGORY_HANDLES, IMAGE_SIZE, image, imageKey, variantId } from "./conventions.ts";
import { validateCatalogue } from "./validate.ts";
import type {
  ArticleRecord,
  BlogRecord,
  Catalogue,
  CollectionRecord,
  FarmRecord,
  ImageSpec,
  ProductRecord,
  VariantRecord,
  VideoSpec,
} from "./types.ts";

export const DATA_DIR = join(dirname(fileURLToPath(import.meta.url)), "data");

// ---------------------------------------------------------------------------------------------------------------
// The shapes of the data files: records as an editor writes them. Ids of variants, image keys and sizes, and full
// timestamps are filled in by the loader so the files stay short and cannot disagree with each other.

/** A picture as written in the data: the loader adds its key and size. `hue` defaults to the motif's own. */
type ImageSource = { alt: string; motif: string; hue?: number };

type VariantSource = {
  /** Option values in the order of the product's options; omitted for a single "Default Title" variant. */
  options?: string[];
  price: string;
  compareAtPrice?: string | null;
  quantity: number;
  /** Index into the product's images. */
  image?: number;
};

type ProductSource = {
  id: number;
  handle: string;
  title: string;
  vendor: string;
  productType: string;
  tags: string[];
  /** Extra collections; the category comes from the file name and all-products is implied. */
  collections?: string[];
  /** "YYYY-MM-DD" or a full ISO 8601 date-time. */
  createdAt: string;
  updatedAt: string;
  publishedAt?: string;
  sales: number;
  /** Omitted: Shopify's single option Title = ["Default Title"]. */
  options?: { name: string; values: string[] }[];
  variants: VariantSource[];
  images: ImageSource[];
  /** Keys of clips in data/videos.json. */
  videos?: string[];
  /** Markdown paragraphs (blocks), joined by blank lines. */
  description: string[];
};

type FarmSource = Omit<FarmRecord, "story" | "profilePicture" | "gallery" | "highlightVideo"> & {
  story: string[];
  profile: ImageSource;
  gallery: ImageSource[];
  highlightVideo: string | null;
};

type CollectionSource = {
  id: number;
  handle: string;
  title: string;
  description: string[];
  image: ImageSource | null;
  updatedAt: string;
  /** Handles shown first, in this order; the other members follow in product-id order. */
  pinned?: string[];
};

type ArticleSource = Omit<ArticleRecord, "contentMarkdown" | "image"> & {
  content: string[];
  image: ImageSource | null;
};

type BlogSource = { id: number; handle: string; title: string; articles: ArticleSource[] };

type VideoSource = { key: string; alt: string; preview: ImageSource };

// ---------------------------------------------------------------------------------------------------------------

function readJson<T>(file: string): T {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch (err) {
    throw new Error(`Catalogue: cannot read ${file}: ${(err as Error).message}`);
  }
}

function toImage(src: ImageSource, key: string, size: { width: number; height: number }): ImageSpec {
  const hue = src.hue ?? MOTIF_DEFAULT_HUE[src.motif] ?? 30;
  return image(key, src.alt, src.motif, hue, size);
}

/** "2024-03-12" becomes a full timestamp with a time of day derived from the record id (stable, varied). */
function timestamp(value: string, id: number, offsetMinutes = 0): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const minutes = 13 * 60 + (id % 9) * 37 + offsetMinutes;
    const hh = String(Math.floor(minutes / 60) % 24).padStart(2, "0");
    const mm = String(minutes % 60).padStart(2, "0");
    return `${value}T${hh}:${mm}:00Z`;
  }
  return value;
}

const paragraphs = (blocks: string[]) => blocks.join("\n\n");

/** Reads the VideoSpecs of the committed clips (data/videos.json). */
export function loadVideoSpecs(dataDir = DATA_DIR): VideoSpec[] {
  return readJson<VideoSource[]>(join(dataDir, "videos.json")).map((v) => ({
    key: v.key,
    alt: v.alt,
    preview: toImage(v.preview, imageKey.videoPreview(v.key), IMAGE_SIZE.videoPreview),
  }));
}

function videoLookup(videos: VideoSpec[]): (key: string, owner: string) => VideoSpec {
  const byKey = new Map(videos.map((v) => [v.key, v]));
  return (key, owner) => {
    const v = byKey.get(key);
    if (!v) throw new Error(`Catalogue: ${owner}: video "${key}" is not in videos.json`);
    return v;
  };
}

function expandProduct(src: ProductSource, category: string, video: (k: string, o: string) => VideoSpec): ProductRecord {
  const owner = `product "${src.handle}" (id ${src.id})`;
  const options = src.options ?? [{ name: "Title", values: ["Default Title"] }];
  const images = src.images.map((img, i) => toImage(img, imageKey.product(src.handle, i), IMAGE_SIZE.product));
  const variants: VariantRecord[] = src.variants.map((v, i) => {
    const values = v.options ?? (src.options ? [] : ["Default Title"]);
    let variantImage: ImageSpec | null = null;
    if (v.image !== undefined) {
      const found = images[v.image];
      if (!found) throw new Error(`Catalogue: ${owner}: variant ${i + 1} points at image ${v.image}, which does not exist`);
      variantImage = found;
    }
    return {
      id: variantId(src.id, i),
      title: values.join(" / "),
      sku: `HH-${String(src.id % 1_000_000).padStart(5, "0")}-${i + 1}`,
      availableForSale: v.quantity > 0,
      quantityAvailable: v.quantity,
      price: { amount: v.price, currencyCode: "USD" },
      compareAtPrice: v.compareAtPrice ? { amount: v.compareAtPrice, currencyCode: "USD" } : null,
      selectedOptions: options.map((o, k) => ({ name: o.name, value: values[k] ?? "" })),
      image: variantImage,
    };
  });
  const createdAt = timestamp(src.createdAt, src.id);
  return {
    id: src.id,
    handle: src.handle,
    title: src.title,
    vendor: src.vendor,
    productType: src.productType,
    tags: src.tags,
    descriptionMarkdown: paragraphs(src.description),
    createdAt,
    updatedAt: timestamp(src.updatedAt, src.id, 90),
    publishedAt: src.publishedAt ? timestamp(src.publishedAt, src.id, 30) : timestamp(src.createdAt, src.id, 30),
    sales: src.sales,
    options,
    variants,
    images,
    videos: (src.videos ?? []).map((k) => video(k, owner)),
    collections: [category, ...(src.collections ?? []).filter((c) => c !== category)],
  };
}

/** The hand-written catalogue in data/, expanded and validated. */
export function loadHandWrittenCatalogue(dataDir = DATA_DIR): Catalogue {
  const { shopName } = readJson<{ shopName: string }>(join(dataDir, "shop.json"));
  const videos = loadVideoSpecs(dataDir);
  const video = videoLookup(videos);

  const farms: FarmRecord[] = readJson<FarmSource[]>(join(dataDir, "farms.json")).map((f) => ({
    id: f.id,
    handle: f.handle,
    name: f.name,
    location: f.location,
    bio: f.bio,
    story: f.story,
    facebookUrl: f.facebookUrl,
    instagramUrl: f.instagramUrl,
    youtubeUrl: f.youtubeUrl,
    profilePicture: toImage(f.profile, imageKey.farmProfile(f.handle), IMAGE_SIZE.farmProfile),
    focalPoint: f.focalPoint,
    gallery: f.gallery.map((g, i) => toImage(g, imageKey.farmGallery(f.handle, i), IMAGE_SIZE.farmGallery)),
    highlightVideo: f.highlightVideo === null ? null : video(f.highlightVideo, `farm "${f.handle}"`),
    ccof: f.ccof,
    usdaOrganic: f.usdaOrganic,
    updatedAt: f.updatedAt,
  }));

  const productDir = join(dataDir, "products");
  const products: ProductRecord[] = [];
  for (const file of readdirSync(productDir).filter((f) => f.endsWith(".json")).sort()) {
    const category = basename(file, ".json");
    if (!(CATEGORY_HANDLES as readonly string[]).includes(category)) {
      throw new Error(`Catalogue: products/${file} is not named after a category (${CATEGORY_HANDLES.join(", ")})`);
    }
    for (const src of readJson<ProductSource[]>(join(productDir, file))) products.push(expandProduct(src, category, video));
  }
  products.sort((a, b) => a.id - b.id);

  const collections: CollectionRecord[] = readJson<CollectionSource[]>(join(dataDir, "collections.json")).map((c) => {
    const members = products.filter((p) => c.handle === ALL_PRODUCTS || p.collections.includes(c.handle)).map((p) => p.handle);
    const memberSet = new Set(members);
    const pinned = (c.pinned ?? []).filter((h) => {
      if (!memberSet.has(h)) throw new Error(`Catalogue: collection "${c.handle}" pins "${h}", which is not one of its products`);
      return true;
    });
    const pinnedSet = new Set(pinned);
    return {
      id: c.id,
      handle: c.handle,
      title: c.title,
      descriptionMarkdown: paragraphs(c.description),
      image: c.image ? toImage(c.image, imageKey.collection(c.handle), IMAGE_SIZE.collection) : null,
      updatedAt: c.updatedAt,
      productHandles: [...pinned, ...members.filter((h) => !pinnedSet.has(h))],
    };
  });

  const blogDir = join(dataDir, "blogs");
  const order = ["blog", "for-farmers", "harvest-and-hearth"];
  const blogs: BlogRecord[] = readdirSync(blogDir)
    .filter((f) => f.endsWith(".json"))
    .map((f) => readJson<BlogSource>(join(blogDir, f)))
    .sort((a, b) => (order.indexOf(a.handle) + 1 || 99) - (order.indexOf(b.handle) + 1 || 99) || a.id - b.id)
    .map((b) => ({
      id: b.id,
      handle: b.handle,
      title: b.title,
      articles: b.articles
        .map((a) => ({
          id: a.id,
          handle: a.handle,
          title: a.title,
          author: a.author,
          publishedAt: a.publishedAt,
          tags: a.tags,
          excerpt: a.excerpt,
          contentMarkdown: paragraphs(a.content),
          image: a.image ? toImage(a.image, imageKey.article(a.handle), IMAGE_SIZE.article) : null,
        }))
        .sort((x, y) => y.publishedAt.localeCompare(x.publishedAt) || x.id - y.id),
    }));

  const catalogue: Catalogue = { shopName, products, collections, farms, blogs };
  validateCatalogue(catalogue);
  return catalogue;
}
