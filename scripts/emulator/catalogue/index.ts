// Loads the emulator's catalogue: the hand-written one from data/*.json, or a deterministic generated one of any
// size. Either way it is validated before anyone sees it, so a typo in the data fails loudly at start-up instead of
// turning into a strange page later.
import { readFileSync, readdirSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { MOTIF_DEFAULT_HUE } from "../media/index.ts";
import {
  ALL_PRODUCTS,
  CATEGORY_HANDLES,
  IMAGE_SIZE,
  LATEST_DATE,
  MAX_GALLERY_IMAGES,
  MAX_PRODUCT_IMAGES,
  MAX_VARIANTS,
  PRICE_PATTERN,
  REQUIRED_COLLECTION_HANDLES,
  image,
  imageKey,
  isIsoDateTime,
  variantId,
} from "./conventions.ts";
import { generateCatalogue } from "./generator.ts";
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

export type * from "./types.ts";
export {
  ALL_PRODUCTS,
  CATEGORY_HANDLES,
  FEATURED_HANDLES,
  ID_BASE,
  REQUIRED_COLLECTION_HANDLES,
  variantId,
} from "./conventions.ts";

export const DATA_DIR = join(dirname(fileURLToPath(import.meta.url)), "data");

/** Largest generated catalogue accepted (the benchmarks go to 25,000; there is headroom). */
export const MAX_GENERATED_PRODUCTS = 100_000;

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

/**
 * The catalogue the emulator serves. Without options: the hand-written one. With `products: N`: a generated
 * catalogue of exactly N products (deterministic: the same N always gives the same catalogue), with farms,
 * collections and articles in proportion. Each call returns a fresh object.
 */
export function loadCatalogue(options: { products?: number } = {}): Catalogue {
  if (options.products === undefined) return loadHandWrittenCatalogue();
  const n = options.products;
  if (!Number.isInteger(n) || n < 1 || n > MAX_GENERATED_PRODUCTS) {
    throw new Error(`Catalogue: products must be a whole number from 1 to ${MAX_GENERATED_PRODUCTS}, not ${String(n)}`);
  }
  const catalogue = generateCatalogue(n, { videos: loadVideoSpecs() });
  validateCatalogue(catalogue);
  return catalogue;
}

// ---------------------------------------------------------------------------------------------------------------
// Validation

const fail = (what: string, message: string): never => {
  throw new Error(`Catalogue: ${what}: ${message}`);
};

const isPositiveId = (v: unknown) => Number.isSafeInteger(v) && (v as number) > 0;
const HANDLE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function checkDate(what: string, field: string, value: unknown): void {
  if (!isIsoDateTime(value)) fail(what, `${field} ${JSON.stringify(value)} is not an ISO 8601 date-time`);
  if ((value as string) > LATEST_DATE && Date.parse(value as string) > Date.parse(LATEST_DATE)) {
    fail(what, `${field} ${value as string} is after ${LATEST_DATE}`);
  }
}

function checkMoney(what: string, field: "price" | "compareAtPrice", m: unknown): void {
  const money = m as { amount?: unknown; currencyCode?: unknown } | null;
  if (!money || typeof money.amount !== "string" || !PRICE_PATTERN.test(money.amount)) {
    const label = field === "price" ? "is priced" : "has a compare-at price";
    fail(what, `${label} ${JSON.stringify(money?.amount)}, not a decimal string like "12.50"`);
  }
  if (money?.currencyCode !== "USD") fail(what, `${field} currency ${JSON.stringify(money?.currencyCode)} is not USD`);
}

function checkUrl(what: string, field: string, value: unknown): void {
  if (value === null) return;
  if (typeof value !== "string" || !/^https:\/\/[^\s]+$/.test(value)) fail(what, `${field} ${JSON.stringify(value)} is not an https URL or null`);
}

/**
 * Throws an Error naming the first bad record: unknown vendors, missing or duplicate handles, prices that are not
 * decimal strings, dates that are not ISO 8601, variants that disagree with the options, collection membership
 * that disagrees between products and collections, image keys reused for different pictures.
 */
export function validateCatalogue(c: Catalogue): void {
  if (typeof c.shopName !== "string" || !c.shopName.trim()) fail("shop", "shopName is empty");
  const images = new Map<string, { spec: ImageSpec; owner: string }>();
  const checkImage = (owner: string, spec: ImageSpec | null | undefined) => {
    if (!spec) return fail(owner, "image is missing");
    if (typeof spec.key !== "string" || !/^[a-z0-9][a-z0-9-]*$/i.test(spec.key)) fail(owner, `image key ${JSON.stringify(spec.key)} is not a plain name`);
    if (typeof spec.alt !== "string") fail(owner, `image "${spec.key}" has no alt text`);
    if (typeof spec.motif !== "string" || !spec.motif) fail(owner, `image "${spec.key}" has no motif`);
    if (!(Number.isFinite(spec.hue) && spec.hue >= 0 && spec.hue <= 360)) fail(owner, `image "${spec.key}" hue ${spec.hue} is not 0–360`);
    if (!(Number.isInteger(spec.width) && spec.width > 0 && Number.isInteger(spec.height) && spec.height > 0)) {
      fail(owner, `image "${spec.key}" size ${spec.width}×${spec.height} is not positive integers`);
    }
    const seen = images.get(spec.key);
    if (seen) {
      const a = seen.spec;
      if (a.alt !== spec.alt || a.motif !== spec.motif || a.hue !== spec.hue || a.width !== spec.width || a.height !== spec.height) {
        fail(owner, `image key "${spec.key}" is already used by ${seen.owner} for a different picture`);
      }
    } else {
      images.set(spec.key, { spec, owner });
    }
  };
  const videos = new Map<string, VideoSpec>();
  const checkVideo = (owner: string, v: VideoSpec) => {
    if (!v || typeof v.key !== "string" || !/^[a-z0-9][a-z0-9-]*$/i.test(v.key)) fail(owner, `video key ${JSON.stringify(v?.key)} is not a plain name`);
    const seen = videos.get(v.key);
    if (seen && (seen.alt !== v.alt || seen.preview.key !== v.preview.key)) fail(owner, `video key "${v.key}" is used for two different clips`);
    videos.set(v.key, v);
    checkImage(`${owner} video "${v.key}"`, v.preview);
  };
  const unique = (kind: string) => {
    const seen = new Map<string | number, string>();
    return (value: string | number, owner: string) => {
      const prev = seen.get(value);
      if (prev !== undefined) fail(owner, `${kind} ${JSON.stringify(value)} is already used by ${prev}`);
      seen.set(value, owner);
    };
  };

  // Farms
  const farmHandle = unique("handle");
  const farmName = unique("name");
  const farmId = unique("id");
  const farmNames = new Set<string>();
  for (const f of c.farms) {
    const what = `farm "${f.handle}" (id ${f.id})`;
    if (!isPositiveId(f.id)) fail(what, "id is not a positive integer");
    farmId(f.id, what);
    if (!HANDLE_PATTERN.test(f.handle)) fail(what, "handle is not lowercase words joined by hyphens");
    farmHandle(f.handle, what);
    if (!f.name?.trim()) fail(what, "name is empty");
    farmName(f.name, what);
    farmNames.add(f.name);
    if (!f.location?.trim()) fail(what, "location is empty");
    if (!f.bio?.trim()) fail(what, "bio is empty");
    if (!Array.isArray(f.story) || f.story.length === 0 || f.story.some((p) => typeof p !== "string" || !p.trim())) fail(what, "story needs non-empty paragraphs");
    checkUrl(what, "facebookUrl", f.facebookUrl);
    checkUrl(what, "instagramUrl", f.instagramUrl);
    checkUrl(what, "youtubeUrl", f.youtubeUrl);
    checkImage(what, f.profilePicture);
    if (f.focalPoint !== null) {
      const { x, y } = f.focalPoint ?? {};
      if (!(typeof x === "number" && x >= 0 && x <= 1 && typeof y === "number" && y >= 0 && y <= 1)) fail(what, "focalPoint needs x and y between 0 and 1, or null");
    }
    if (f.gallery.length > MAX_GALLERY_IMAGES) fail(what, `gallery has ${f.gallery.length} images (at most ${MAX_GALLERY_IMAGES})`);
    for (const g of f.gallery) checkImage(what, g);
    if (f.highlightVideo) checkVideo(what, f.highlightVideo);
    if (typeof f.ccof !== "boolean" || typeof f.usdaOrganic !== "boolean") fail(what, "ccof and usdaOrganic must be booleans");
    checkDate(what, "updatedAt", f.updatedAt);
  }

  // Collections
  const collectionHandle = unique("handle");
  const collectionId = unique("id");
  const collectionsByHandle = new Map<string, CollectionRecord>();
  for (const col of c.collections) {
    const what = `collection "${col.handle}" (id ${col.id})`;
    if (!isPositiveId(col.id)) fail(what, "id is not a positive integer");
    collectionId(col.id, what);
    if (!HANDLE_PATTERN.test(col.handle)) fail(what, "handle is not lowercase words joined by hyphens");
    collectionHandle(col.handle, what);
    if (!col.title?.trim()) fail(what, "title is empty");
    if (typeof col.descriptionMarkdown !== "string") fail(what, "descriptionMarkdown is not text");
    if (col.image) checkImage(what, col.image);
    checkDate(what, "updatedAt", col.updatedAt);
    collectionsByHandle.set(col.handle, col);
  }
  for (const h of REQUIRED_COLLECTION_HANDLES) {
    if (!collectionsByHandle.has(h)) fail(`collection "${h}"`, "is required (the site links to it) but missing");
  }

  // Products and variants
  const productHandle = unique("handle");
  const productId = unique("id");
  const variantOwner = new Map<number, string>();
  /** Per product handle, the collections it names; per collection handle, how many products name it. */
  const productCollections = new Map<string, readonly string[]>();
  const namedBy = new Map<string, number>();
  for (const p of c.products) {
    const what = `product "${p.handle}" (id ${p.id})`;
    if (!isPositiveId(p.id)) fail(what, "id is not a positive integer");
    productId(p.id, what);
    if (!HANDLE_PATTERN.test(p.handle)) fail(what, "handle is not lowercase words joined by hyphens");
    productHandle(p.handle, what);
    productCollections.set(p.handle, p.collections);
    if (!p.title?.trim()) fail(what, "title is empty");
    if (!farmNames.has(p.vendor)) fail(what, `vendor ${JSON.stringify(p.vendor)} is not the name of a farm`);
    if (!p.productType?.trim()) fail(what, "productType is empty");
    if (!Array.isArray(p.tags) || p.tags.some((t) => typeof t !== "string" || !t)) fail(what, "tags must be non-empty strings");
    if (typeof p.descriptionMarkdown !== "string" || !p.descriptionMarkdown.trim()) fail(what, "description is empty");
    checkDate(what, "createdAt", p.createdAt);
    checkDate(what, "updatedAt", p.updatedAt);
    checkDate(what, "publishedAt", p.publishedAt);
    if (Date.parse(p.updatedAt) < Date.parse(p.createdAt)) fail(what, "updatedAt is before createdAt");
    if (!(Number.isInteger(p.sales) && p.sales >= 0)) fail(what, "sales is not a non-negative integer");
    if (p.images.length > MAX_PRODUCT_IMAGES) fail(what, `has ${p.images.length} images (at most ${MAX_PRODUCT_IMAGES})`);
    for (const img of p.images) checkImage(what, img);
    for (const v of p.videos) checkVideo(what, v);
    for (const h of p.collections) {
      if (!collectionsByHandle.has(h)) fail(what, `names collection "${h}", which does not exist`);
      namedBy.set(h, (namedBy.get(h) ?? 0) + 1);
    }
    if (!p.collections.some((h) => (CATEGORY_HANDLES as readonly string[]).includes(h))) fail(what, "belongs to no category collection");
    if (p.options.length === 0 || p.options.some((o) => !o.name || o.values.length === 0)) fail(what, "needs at least one option with values");
    if (p.variants.length < 1) fail(what, "has no variants");
    if (p.variants.length > MAX_VARIANTS) fail(what, `has ${p.variants.length} variants (at most ${MAX_VARIANTS})`);
    const combos = new Set<string>();
    for (let i = 0; i < p.variants.length; i++) {
      const v = p.variants[i] as VariantRecord;
      const vw = `${what} variant ${i + 1} (id ${v.id})`;
      if (!isPositiveId(v.id)) fail(vw, "id is not a positive integer");
      const previous = variantOwner.get(v.id);
      if (previous !== undefined) fail(vw, `variant id ${v.id} is already used by a variant of product "${previous}"`);
      variantOwner.set(v.id, p.handle);
      checkMoney(vw, "price", v.price);
      if (v.compareAtPrice !== null) checkMoney(vw, "compareAtPrice", v.compareAtPrice);
      if (!(Number.isInteger(v.quantityAvailable) && v.quantityAvailable >= 0)) fail(vw, "quantityAvailable is not a non-negative integer");
      if (v.availableForSale !== v.quantityAvailable > 0) fail(vw, "availableForSale disagrees with quantityAvailable");
      if (v.selectedOptions.length !== p.options.length) fail(vw, `has ${v.selectedOptions.length} selected options, the product has ${p.options.length}`);
      for (const [k, so] of v.selectedOptions.entries()) {
        const opt = p.options[k];
        if (!opt || so.name !== opt.name || !opt.values.includes(so.value)) {
          fail(vw, `selected option ${JSON.stringify(so)} is not a value of option ${JSON.stringify(opt?.name)}`);
        }
      }
      const expectedTitle = v.selectedOptions.map((s) => s.value).join(" / ");
      if (v.title !== expectedTitle) fail(vw, `title ${JSON.stringify(v.title)} should be ${JSON.stringify(expectedTitle)}`);
      if (combos.has(expectedTitle)) fail(vw, `repeats the option combination "${expectedTitle}"`);
      combos.add(expectedTitle);
      if (v.image) checkImage(vw, v.image);
    }
  }

  // Collection membership agrees both ways.
  for (const col of c.collections) {
    const what = `collection "${col.handle}" (id ${col.id})`;
    const all = col.handle === ALL_PRODUCTS;
    const seen = new Set<string>();
    for (const h of col.productHandles) {
      const named = productCollections.get(h);
      if (!named) fail(what, `lists product "${h}", which does not exist`);
      if (seen.has(h)) fail(what, `lists product "${h}" twice`);
      if (!all && !named?.includes(col.handle)) fail(what, `lists product "${h}", which does not name it in its collections`);
      seen.add(h);
    }
    const expected = all ? c.products.length : (namedBy.get(col.handle) ?? 0);
    if (seen.size !== expected) {
      const missing = c.products.find((p) => (all || p.collections.includes(col.handle)) && !seen.has(p.handle));
      fail(what, `lists ${seen.size} products but ${expected} belong to it${missing ? ` (missing "${missing.handle}")` : ""}`);
    }
  }

  // Blogs and articles; article handles are unique across blogs because the site's route is /blog/{handle}.
  const blogHandle = unique("handle");
  const blogId = unique("id");
  const articleHandle = unique("article handle");
  const articleId = unique("article id");
  for (const b of c.blogs) {
    const what = `blog "${b.handle}" (id ${b.id})`;
    if (!isPositiveId(b.id)) fail(what, "id is not a positive integer");
    blogId(b.id, what);
    if (!HANDLE_PATTERN.test(b.handle)) fail(what, "handle is not lowercase words joined by hyphens");
    blogHandle(b.handle, what);
    if (!b.title?.trim()) fail(what, "title is empty");
    for (const a of b.articles) {
      const aw = `article "${a.handle}" (id ${a.id}) in blog "${b.handle}"`;
      if (!isPositiveId(a.id)) fail(aw, "id is not a positive integer");
      articleId(a.id, aw);
      if (!HANDLE_PATTERN.test(a.handle)) fail(aw, "handle is not lowercase words joined by hyphens");
      articleHandle(a.handle, aw);
      if (!a.title?.trim()) fail(aw, "title is empty");
      if (!a.author?.trim()) fail(aw, "author is empty");
      checkDate(aw, "publishedAt", a.publishedAt);
      if (typeof a.contentMarkdown !== "string" || !a.contentMarkdown.trim()) fail(aw, "content is empty");
      if (typeof a.excerpt !== "string") fail(aw, "excerpt is not text");
      if (a.image) checkImage(aw, a.image);
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Media lookup for the /media routes.

export type MediaIndex = {
  /** Every picture by key: farm profiles and galleries, product and variant images, collection and article images, video previews. */
  images: Map<string, ImageSpec>;
  /** Every clip by key. */
  videos: Map<string, VideoSpec>;
};

const indexes = new WeakMap<Catalogue, MediaIndex>();

/** Built once per catalogue object and cached; a catalogue is treated as immutable once loaded. */
export function mediaIndex(c: Catalogue): MediaIndex {
  const cached = indexes.get(c);
  if (cached) return cached;
  const images = new Map<string, ImageSpec>();
  const videos = new Map<string, VideoSpec>();
  const addImage = (spec: ImageSpec | null) => {
    if (spec && !images.has(spec.key)) images.set(spec.key, spec);
  };
  const addVideo = (v: VideoSpec | null) => {
    if (!v) return;
    if (!videos.has(v.key)) videos.set(v.key, v);
    addImage(v.preview);
  };
  for (const f of c.farms) {
    addImage(f.profilePicture);
    f.gallery.forEach(addImage);
    addVideo(f.highlightVideo);
  }
  for (const p of c.products) {
    p.images.forEach(addImage);
    for (const v of p.variants) addImage(v.image);
    p.videos.forEach(addVideo);
  }
  for (const col of c.collections) addImage(col.image);
  for (const b of c.blogs) for (const a of b.articles) addImage(a.image);
  const index = { images, videos };
  indexes.set(c, index);
  return index;
}

export function findImage(c: Catalogue, key: string): ImageSpec | undefined {
  return mediaIndex(c).images.get(key);
}

export function findVideo(c: Catalogue, key: string): VideoSpec | undefined {
  return mediaIndex(c).videos.get(key);
}
