// Search-engine metadata helpers.
import { firstCharacters } from "./format.ts";
import { metaDescriptionLength, reviewRatingMax, reviewRatingMin, reviewsPerPage } from "./shop-rules.ts";

/** The first 155 characters of a plain-text description, whitespace collapsed (SPEC.md section 2). */
export function metaDescription(plainText: string): string {
  const clean = plainText.replace(/\s+/g, " ").trim();
  // Counted in characters as a reader sees them, so an emoji or an accent is never cut in half. Printable ASCII
  // needs no segmenting: Unicode breaks between any two of its characters (UAX #29), so when one code unit more
  // than the length is all such, the first characters are the first code units (that one more would show a
  // combining mark joining the last). Most descriptions are, and segmenting them cost 1.7 s of a 10,000-product build.
  if (printableAscii.test(clean.slice(0, metaDescriptionLength + 1))) return clean.slice(0, metaDescriptionLength).trimEnd();
  return firstCharacters(clean, metaDescriptionLength).join("").trimEnd();
}

const printableAscii = /^[\x20-\x7e]*$/;

/** Plain text from a bit of HTML, for places that only have the HTML. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

type ReviewForJsonLd = { rating: number; title: string; body: string; reviewer: { name: string }; created_at: string };

type ProductForJsonLd = {
  /** The farm page the product's brand is, when the vendor has one. */
  farmUrl?: string | null;
  /** The review statistics and the newest reviews, as the page shows them. */
  stats?: { average: number; count: number };
  reviews?: readonly ReviewForJsonLd[];
  title: string;
  description: string;
  vendor: string;
  images: { url: string }[];
  variants: { title: string; numericId: string; availableForSale: boolean; price: { amount: number; currencyCode: string } }[];
};

/** schema.org Product data for search engines: one Offer per variant with its price and availability. */
export function productJsonLd(product: ProductForJsonLd, pageUrl: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.title,
    description: metaDescription(product.description),
    image: product.images.map((image) => image.url),
    brand: product.farmUrl
      ? { "@type": "Brand", "@id": farmEntityId(product.farmUrl), name: product.vendor, url: product.farmUrl }
      : { "@type": "Brand", name: product.vendor },
    ...(product.stats && product.stats.count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: product.stats.average,
            reviewCount: product.stats.count,
            bestRating: reviewRatingMax,
            worstRating: reviewRatingMin,
          },
          // The reviews of the block's first page: what a visitor sees on the product page.
          review: (product.reviews ?? []).slice(0, reviewsPerPage).map((review) => ({
            "@type": "Review",
            name: review.title,
            reviewBody: review.body,
            datePublished: review.created_at,
            author: { "@type": "Person", name: review.reviewer.name },
            reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: reviewRatingMax, worstRating: reviewRatingMin },
          })),
        }
      : {}),
    offers: product.variants.map((variant) => ({
      "@type": "Offer",
      name: variant.title,
      url: `${pageUrl}?variant=${variant.numericId}`,
      price: variant.price.amount.toFixed(2),
      priceCurrency: variant.price.currencyCode,
      availability: variant.availableForSale ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    })),
  };
}

/** The id that ties a farm's Organization data and its products' brand together. */
export const farmEntityId = (farmUrl: string) => `${farmUrl}#farm`;

type FarmForJsonLd = {
  name: string;
  bio: string;
  location: string;
  image: string | null;
  sameAs: string[];
};

/**
 * schema.org data for a farm page: the farm as an Organization (it is known by its place, not by opening hours,
 * so not a LocalBusiness), with its location as an address and its social profiles as sameAs.
 */
export function farmJsonLd(farm: FarmForJsonLd, pageUrl: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": farmEntityId(pageUrl),
    name: farm.name,
    url: pageUrl,
    description: metaDescription(farm.bio),
    ...(farm.image ? { logo: farm.image, image: farm.image } : {}),
    ...(farm.location ? { address: { "@type": "PostalAddress", addressLocality: farm.location } } : {}),
    ...(farm.sameAs.length ? { sameAs: farm.sameAs } : {}),
  };
}

type ArticleForJsonLd = { title: string; excerpt: string; author: string; publishedAt: string; image: string | null };

/** schema.org data for a blog post. */
export function articleJsonLd(article: ArticleForJsonLd, pageUrl: string, publisher: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.title,
    description: metaDescription(article.excerpt),
    url: pageUrl,
    mainEntityOfPage: pageUrl,
    datePublished: article.publishedAt,
    author: { "@type": "Person", name: article.author },
    publisher: { "@type": "Organization", name: publisher },
    ...(article.image ? { image: article.image } : {}),
  };
}

/** JSON for a <script type="application/ld+json">, safe against a description that contains "</script>". */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
