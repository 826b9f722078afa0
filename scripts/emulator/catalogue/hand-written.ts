// Expands the hand-written data files (compact, written by the shop's editors) into the catalogue records the
// emulator serves: ids, image specs, variants with their options, dates.
import { readFileSync } from "node:fs";
import { hashString } from "../seeded.ts";
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

export const idBase = {
  product: 7_000_000_000,
  variant: 4_000_000_000,
  collection: 3_000_000_000,
  farm: 1_000_000,
  blog: 90_000_000,
  article: 50_000_000,
} as const;

type FarmData = {
  handle: string;
  name: string;
  location: string;
  bio: string;
  story: string[];
  ccof: boolean;
  usda: boolean;
  video: string | null;
  focal: { x: number; y: number } | null;
  gallery: string[];
  social: { facebook?: string; instagram?: string; youtube?: string };
};

type VariantData = { o: string; p: string; cap?: string; out?: boolean };

type ProductData = {
  h: string;
  t: string;
  f: string;
  type: string;
  c: string[];
  tags: string[];
  m: string;
  s: number;
  created: string;
  img: number;
  video?: string;
  d: string;
  opt?: string;
  v?: VariantData[];
  p?: string;
  cap?: string;
  out?: boolean;
};

type CollectionData = { h: string; t: string; m: string | null; d: string };
type ArticleData = { h: string; t: string; a: string; d: string; tags: string[]; m: string; x: string; c: string };
type BlogData = { h: string; t: string; articles: ArticleData[] };

const readJson = <T>(name: string): T => JSON.parse(readFileSync(new URL(name, import.meta.url), "utf8")) as T;

/** A stable hue 0–359 from a text, so every picture of a catalogue looks the same on every run. */
export function hueOf(text: string): number {
  return hashString(text) % 360;
}

const usd = (amount: string) => ({ amount, currencyCode: "USD" as const });
const iso = (date: string) => `${date}T09:00:00Z`;
/** Updated some days after creation, so UPDATED_AT differs from CREATED_AT sorting. */
const later = (date: string, days: number) => new Date(Date.parse(iso(date)) + days * 86_400_000).toISOString();

function image(key: string, motif: string, alt: string, width: number, height: number): ImageSpec {
  return { key, alt, motif, hue: hueOf(key), width, height };
}

function video(clip: string, owner: string, alt: string, motif: string): VideoSpec {
  return { key: clip, alt, preview: image(`${owner}-video-still`, motif, `${alt} (still)`, 1280, 720) };
}

const sceneOf: Record<string, string> = { coffee: "farm-field", tea: "farm-field", cup: "kitchen", honey: "beehive" };

function farms(data: FarmData[]): FarmRecord[] {
  return data.map((farm, index) => ({
    id: idBase.farm + index + 1,
    handle: farm.handle,
    name: farm.name,
    location: farm.location,
    bio: farm.bio,
    story: farm.story,
    facebookUrl: farm.social.facebook ? `https://www.facebook.com/${farm.social.facebook}` : null,
    instagramUrl: farm.social.instagram ? `https://www.instagram.com/${farm.social.instagram}` : null,
    youtubeUrl: farm.social.youtube ? `https://www.youtube.com/@${farm.social.youtube}` : null,
    profilePicture: image(`farm-${farm.handle}-portrait`, "portrait", `Portrait of the farmer at ${farm.name}`, 600, 600),
    focalPoint: farm.focal,
    gallery: farm.gallery.map((motif, i) =>
      image(`farm-${farm.handle}-gallery-${i + 1}`, motif, `${farm.name}: ${motif.replace("-", " ")}`, 1600, 900),
    ),
    highlightVideo: farm.video ? video(farm.video, `farm-${farm.handle}`, `A visit to ${farm.name}`, farm.gallery[0] ?? "farm-field") : null,
    ccof: farm.ccof,
    usdaOrganic: farm.usda,
    updatedAt: "2026-10-01T09:00:00Z",
  }));
}

function products(data: ProductData[], farmNames: Map<string, string>): ProductRecord[] {
  let variantId = idBase.variant;
  return data.map((product, index) => {
    const vendor = farmNames.get(product.f);
    if (!vendor) throw new Error(`product "${product.h}": unknown farm "${product.f}"`);
    const sketches: VariantData[] = product.v ?? [
      { o: "Default Title", p: product.p ?? "", ...(product.cap ? { cap: product.cap } : {}), ...(product.out ? { out: true } : {}) },
    ];
    const optionName = product.v ? (product.opt ?? "Option") : "Title";
    const variants: VariantRecord[] = sketches.map((sketch, i) => ({
      id: ++variantId,
      title: sketch.o,
      sku: `${product.h.toUpperCase().slice(0, 24)}-${i + 1}`,
      availableForSale: !sketch.out,
      quantityAvailable: sketch.out ? 0 : 12 + ((product.s + i * 7) % 60),
      price: usd(sketch.p),
      compareAtPrice: sketch.cap ? usd(sketch.cap) : null,
      selectedOptions: [{ name: optionName, value: sketch.o }],
      image: null,
    }));
    const images = Array.from({ length: Math.max(1, product.img) }, (_, i) =>
      image(
        `product-${product.h}-${i + 1}`,
        i === 0 ? product.m : i === 1 ? product.m : (sceneOf[product.m] ?? "kitchen"),
        i === 0 ? product.t : i === 1 ? `${product.t}, close up` : `${product.t} at ${vendor}`,
        1200,
        1200,
      ),
    );
    return {
      id: idBase.product + index + 1,
      handle: product.h,
      title: product.t,
      vendor,
      productType: product.type,
      tags: product.tags,
      descriptionMarkdown: product.d,
      createdAt: iso(product.created),
      updatedAt: later(product.created, 20 + (index % 40)),
      publishedAt: iso(product.created),
      sales: product.s,
      options: [{ name: optionName, values: sketches.map((s) => s.o) }],
      variants,
      images,
      videos: product.video ? [video(product.video, `product-${product.h}`, `How ${product.t} is made`, product.m)] : [],
      collections: product.c,
    };
  });
}

function collections(data: CollectionData[], all: ProductRecord[]): CollectionRecord[] {
  return data.map((collection, index) => ({
    id: idBase.collection + index + 1,
    handle: collection.h,
    title: collection.t,
    descriptionMarkdown: collection.d,
    image: collection.m ? image(`collection-${collection.h}`, collection.m, collection.t, 1600, 900) : null,
    updatedAt: "2026-10-01T09:00:00Z",
    // The editor's manual order: best sellers first within the collection, as a merchandiser would set it.
    productHandles: all
      .filter((p) => collection.h === "all-products" || p.collections.includes(collection.h))
      .toSorted((a, b) => b.sales - a.sales || a.handle.localeCompare(b.handle))
      .map((p) => p.handle),
  }));
}

function blogs(data: BlogData[]): BlogRecord[] {
  let articleId = idBase.article;
  return data.map((blog, index) => ({
    id: idBase.blog + index + 1,
    handle: blog.h,
    title: blog.t,
    articles: blog.articles.map(
      (article): ArticleRecord => ({
        id: ++articleId,
        handle: article.h,
        title: article.t,
        author: article.a,
        publishedAt: iso(article.d),
        tags: article.tags,
        excerpt: article.x,
        contentMarkdown: article.c,
        image: image(`article-${article.h}`, article.m, article.t, 1600, 900),
      }),
    ),
  }));
}

export function loadHandWritten(): Catalogue {
  const farmRecords = farms(readJson<FarmData[]>("farms.json"));
  const farmNames = new Map(readJson<FarmData[]>("farms.json").map((f) => [f.handle, f.name]));
  const productData = ["products-pantry.json", "products-kitchen.json", "products-snacks.json"].flatMap((file) =>
    readJson<ProductData[]>(file),
  );
  const productRecords = products(productData, farmNames);
  return {
    shopName: "Harvest & Hearth",
    farms: farmRecords,
    products: productRecords,
    collections: collections(readJson<CollectionData[]>("collections.json"), productRecords),
    blogs: blogs(readJson<BlogData[]>("blogs.json")),
  };
}
