// Search-engine metadata helpers.

export const metaDescriptionLength = 155;

/** The first 155 characters of a plain-text description, whitespace collapsed (SPEC.md section 2). */
export function metaDescription(plainText: string): string {
  return plainText.replace(/\s+/g, " ").trim().slice(0, metaDescriptionLength).trimEnd();
}

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

type ProductForJsonLd = {
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
    brand: { "@type": "Brand", name: product.vendor },
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

/** JSON for a <script type="application/ld+json">, safe against a description that contains "</script>". */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
