// The one place where Storefront API shapes become the domain types of SPEC.md section 3 (lib/types.ts): the
// mappers both the build and the browser use (money, images, cards, collections, filters). The detail mappers that
// only the build needs, and that sanitise store HTML, are in detail-mappers.ts, so no sanitiser reaches a browser.
import { numericId, parseAmount } from "../format.ts";
import { freeShippingTag } from "../shop-rules.ts";
import { isMeasuredUnit, unitPriceLabel } from "../unit-price.ts";
import type {
  Collection,
  Filter,
  Image,
  Money,
  ProductCard,
  UnitPrice,
  Video,
} from "../types.ts";
import type {
  ImageFieldsFragment,
  MoneyFieldsFragment,
  ProductCardFragment,
  VariantUnitPriceFragment,
} from "./generated/storefront.generated.d.ts";

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

/**
 * A variant's unit price, or null when the store states no size: either field missing, a unit this API version
 * cannot name (UNKNOWN) or a reference quantity that is not a positive whole number.
 */
export function mapUnitPrice(variant: VariantUnitPriceFragment): UnitPrice | null {
  const { unitPrice, unitPriceMeasurement: measurement } = variant;
  if (!unitPrice || !measurement || !isMeasuredUnit(measurement.referenceUnit)) return null;
  const referenceValue = Number(measurement.referenceValue);
  if (!Number.isInteger(referenceValue) || referenceValue <= 0) return null;
  return unitPriceLabel(mapMoney(unitPrice), referenceValue, measurement.referenceUnit);
}

/** The unit price of the product's cheapest variant (the first of equals), the one whose price the card shows. */
export function cheapestVariantUnitPrice(variants: readonly (VariantUnitPriceFragment & { price: MoneyFieldsFragment })[]): UnitPrice | null {
  let cheapest: (typeof variants)[number] | undefined;
  for (const variant of variants) {
    if (!cheapest || parseAmount(String(variant.price.amount)) < parseAmount(String(cheapest.price.amount))) cheapest = variant;
  }
  return cheapest ? mapUnitPrice(cheapest) : null;
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
    unitPrice: cheapestVariantUnitPrice(product.unitPriceVariants.nodes),
    freeShipping: product.tags.includes(freeShippingTag),
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

