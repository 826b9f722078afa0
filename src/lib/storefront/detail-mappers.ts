// Mappers of what only the build reads: the product detail, the farmer and the article. Store HTML is sanitised
// here, once, at build time (sanitize.ts), so every page that renders it with set:html gets safe markup.
import { parseFocalPoint } from "../focal-point.ts";
import { numericId } from "../format.ts";
import { farmSlug } from "../routes.ts";
import type { Article, Farmer, Image, MediaItem, Product, Variant } from "../types.ts";
import type { ArticleFieldsFragment, FarmerFragment, ProductDetailFragment } from "./generated/storefront.generated.d.ts";
import { mapCompareAt, mapImage, mapMoney, mapProductCard, mapUnitPrice, mapVideo } from "./mappers.ts";
import { safeHref, sanitizeStoreHtml } from "./sanitize.ts";

export function mapProduct(
  product: ProductDetailFragment & { createdAt?: string; collections?: { nodes: { handle: string }[] } },
): Product {
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
    unitPrice: mapUnitPrice(variant),
    selectedOptions: variant.selectedOptions.map((o) => ({ name: o.name, value: o.value })),
  }));
  const images = product.images.nodes.map((image) => mapImage(image, product.title)!);
  return {
    ...mapProductCard(product),
    // The card's image is the featured one; fall back to the first gallery image when a store has none set.
    image: mapImage(product.featuredImage, product.title) ?? images[0] ?? null,
    description: product.description,
    descriptionHtml: sanitizeStoreHtml(product.descriptionHtml),
    productType: product.productType,
    updatedAt: product.updatedAt,
    createdAt: product.createdAt ?? product.updatedAt,
    options: product.options.map((o) => ({ name: o.name, values: o.optionValues.map((v) => v.name) })),
    images,
    videos: media.flatMap((item) => (item.kind === "video" ? [item.video] : [])),
    media,
    variants,
    collectionHandles: product.collections?.nodes.map((c) => c.handle) ?? [],
  };
}

type FarmerField = FarmerFragment["fields"][number];

/** A social profile link the page may open: an absolute http(s) URL, else none (the icon is left out). */
function profileUrl(url: string | null): string | null {
  const href = url ? safeHref(url.trim()) : null;
  return href && /^https?:\/\//i.test(href) ? href : null;
}

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

/** A farm's name: its `name` field (the last of that key, as mapFarmer reads fields), else its handle. */
export function farmerName(metaobject: FarmerFragment): string {
  return metaobject.fields.findLast((field) => field.key === "name")?.value ?? metaobject.handle;
}

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
  const name = farmerName(metaobject);
  return {
    id: metaobject.id,
    handle: metaobject.handle,
    name,
    // Unique only once every farmer is known: getFarmers() settles clashes.
    slug: farmSlug(name),
    location: value("location") ?? "",
    bio: value("bio") ?? "",
    story: value("story") ?? "",
    facebookUrl: profileUrl(value("facebook_url")),
    instagramUrl: profileUrl(value("instagram_url")),
    youtubeUrl: profileUrl(value("youtube_url")),
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

export function mapArticle(article: ArticleFieldsFragment): Article {
  return {
    id: article.id,
    title: article.title,
    handle: article.handle,
    excerpt: article.excerpt ?? "",
    contentHtml: sanitizeStoreHtml(article.contentHtml),
    publishedAt: article.publishedAt,
    tags: article.tags,
    author: article.authorV2?.name ?? "",
    image: mapImage(article.image, article.title),
    blogHandle: article.blog.handle,
  };
}
