// The one place where Storefront API shapes become the domain types of SPEC.md section 3 (lib/types.ts).
import { parseFocalPoint } from "../focal-point.ts";
import { numericId, parseAmount } from "../format.ts";
import { farmSlug } from "../routes.ts";
import type {
  Article,
  Collection,
  Farmer,
  Filter,
  Image,
  MediaItem,
  Money,
  Product,
  ProductCard,
  Variant,
  Video,
} from "../types.ts";
import type {
  ArticleFieldsFragment,
  FarmerFragment,
  ImageFieldsFragment,
  MoneyFieldsFragment,
  ProductCardFragment,
  ProductDetailFragment,
} from "./generated/storefront.generated.d.ts";

export const freeShippingTag = "freeshipping";

export { numericId };

export function mapMoney(money: MoneyFieldsFragment): Money {
  return { amount: parseAmount(String(money.amount)), currencyCode: money.currencyCode };
}

/** A compare-at price is only shown (struck through) when it is above 0. */
export function mapCompareAt(money: MoneyFieldsFragment | null | undefined): Money | null {
  if (!money) return null;
  const mapped = mapMoney(money);
  return mapped.amount > 0 ? mapped : null;
}

export function mapImage(image: ImageFieldsFragment | null | undefined, fallbackAlt = ""): Image | null {
  if (!image) return null;
  return {
    url: image.url,
    altText: image.altText ?? fallbackAlt,
    width: image.width ?? null,
    height: image.height ?? null,
  };
}

type VideoShape = {
  id: string;
  alt?: string | null;
  sources: { url: string; mimeType: string }[];
  previewImage?: ImageFieldsFragment | null;
};

export function mapVideo(video: VideoShape): Video {
  return {
    id: video.id,
    alt: video.alt ?? "",
    sources: video.sources.map((s) => ({ url: s.url, mimeType: s.mimeType })),
    previewImage: mapImage(video.previewImage, video.alt ?? ""),
  };
}

export function mapProductCard(product: ProductCardFragment): ProductCard {
  return {
    id: product.id,
    numericId: numericId(product.id),
    handle: product.handle,
    title: product.title,
    vendor: product.vendor,
    tags: product.tags,
    availableForSale: product.availableForSale,
    image: mapImage(product.featuredImage, product.title),
    price: mapMoney(product.priceRange.minVariantPrice),
    compareAtPrice: mapCompareAt(product.compareAtPriceRange.minVariantPrice),
    freeShipping: product.tags.includes(freeShippingTag),
  };
}

export function mapProduct(product: ProductDetailFragment & { collections?: { nodes: { handle: string }[] } }): Product {
  const media: MediaItem[] = [];
  for (const node of product.media.nodes) {
    if (node.__typename === "MediaImage" && node.image) {
      media.push({ kind: "image", id: node.id, image: mapImage(node.image, node.alt ?? product.title)! });
    } else if (node.__typename === "Video") {
      media.push({ kind: "video", video: mapVideo(node) });
    }
  }
  const variants: Variant[] = product.variants.nodes.map((variant) => ({
    id: variant.id,
    numericId: numericId(variant.id),
    title: variant.title,
    availableForSale: variant.availableForSale,
    price: mapMoney(variant.price),
    compareAtPrice: mapCompareAt(variant.compareAtPrice),
    selectedOptions: variant.selectedOptions.map((o) => ({ name: o.name, value: o.value })),
  }));
  const images = product.images.nodes.map((image) => mapImage(image, product.title)!);
  return {
    ...mapProductCard(product),
    // The card's image is the featured one; fall back to the first gallery image when a store has none set.
    image: mapImage(product.featuredImage, product.title) ?? images[0] ?? null,
    description: product.description,
    descriptionHtml: product.descriptionHtml,
    productType: product.productType,
    updatedAt: product.updatedAt,
    options: product.options.map((o) => ({ name: o.name, values: o.optionValues.map((v) => v.name) })),
    images,
    videos: media.flatMap((item) => (item.kind === "video" ? [item.video] : [])),
    media,
    variants,
    collectionHandles: product.collections?.nodes.map((c) => c.handle) ?? [],
  };
}

type FarmerField = FarmerFragment["fields"][number];

function mediaImageOf(reference: FarmerField["reference"] | undefined) {
  return reference?.__typename === "MediaImage" ? reference : null;
}

const knownFarmerFields = new Set([
  "name",
  "location",
  "bio",
  "story",
  "facebook_url",
  "instagram_url",
  "youtube_url",
  "profile_picture",
  "gallery_images",
  "highlight_video",
  "ccof",
  "usda_organic",
]);

export function mapFarmer(metaobject: FarmerFragment): Farmer {
  const fields = new Map(metaobject.fields.map((field) => [field.key, field]));
  const value = (key: string) => fields.get(key)?.value ?? null;
  const picture = mediaImageOf(fields.get("profile_picture")?.reference);
  const pictureImage = mapImage(picture?.image, value("name") ?? "");
  const video = fields.get("highlight_video")?.reference;
  const otherFields: Farmer["otherFields"] = {};
  for (const field of metaobject.fields) {
    if (!knownFarmerFields.has(field.key)) otherFields[field.key] = { value: field.value ?? null, type: field.type };
  }
  const name = value("name") ?? metaobject.handle;
  return {
    id: metaobject.id,
    handle: metaobject.handle,
    name,
    // Unique only once every farmer is known: getFarmers() settles clashes.
    slug: farmSlug(name),
    location: value("location") ?? "",
    bio: value("bio") ?? "",
    story: value("story") ?? "",
    facebookUrl: value("facebook_url"),
    instagramUrl: value("instagram_url"),
    youtubeUrl: value("youtube_url"),
    profilePicture: pictureImage
      ? { image: pictureImage, focalPoint: parseFocalPoint(picture?.presentation?.asJson ?? null) }
      : null,
    galleryImages: (fields.get("gallery_images")?.references?.nodes ?? [])
      .map((node) => (node.__typename === "MediaImage" ? mapImage(node.image, node.alt ?? "") : null))
      .filter((image): image is Image => image !== null)
      .slice(0, 10),
    highlightVideo: video?.__typename === "Video" ? mapVideo(video) : null,
    ccof: value("ccof") === "true",
    usdaOrganic: value("usda_organic") === "true",
    otherFields,
  };
}

export function mapCollection(collection: {
  id: string;
  handle: string;
  title: string;
  description: string;
  image?: ImageFieldsFragment | null;
}): Collection {
  return {
    id: collection.id,
    handle: collection.handle,
    title: collection.title,
    description: collection.description,
    image: mapImage(collection.image, collection.title),
  };
}

export function mapFilters(
  filters: { id: string; label: string; type: string; values: { id: string; label: string; count: number; input: unknown }[] }[],
): Filter[] {
  return filters.map((filter) => ({
    id: filter.id,
    label: filter.label,
    type: filter.type,
    values: filter.values.map((v) => ({
      id: v.id,
      label: v.label,
      count: v.count,
      input: typeof v.input === "string" ? v.input : JSON.stringify(v.input),
    })),
  }));
}

export function mapArticle(article: ArticleFieldsFragment): Article {
  return {
    id: article.id,
    title: article.title,
    handle: article.handle,
    excerpt: article.excerpt ?? "",
    contentHtml: article.contentHtml,
    publishedAt: article.publishedAt,
    tags: article.tags,
    author: article.authorV2?.name ?? "",
    image: mapImage(article.image, article.title),
    blogHandle: article.blog.handle,
  };
}
