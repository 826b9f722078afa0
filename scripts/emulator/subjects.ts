// What the search syntax means for each searchable resource: which fields a free-text term looks in, what each
// `field:` filter compares, and how relevant a match is (title above tags/vendor/type above the description).
import type { ArticleEntry, ProductEntry } from "./store-entries.ts";
import { collectTextTerms, type FieldTerm, type QueryNode, type QuerySubject, type TextTerm } from "./search-query.ts";
import { compareDate, compareNumber, parseBooleanValue } from "./search-comparisons.ts";
import { textContains, valueEquals } from "./search-text.ts";

/** Product text fields, named after the schema's SearchableField enum where one exists. */
export type ProductTextField = "TITLE" | "VENDOR" | "PRODUCT_TYPE" | "TAG" | "BODY" | "VARIANTS_TITLE" | "VARIANTS_SKU";

/** Where `products(query:)` looks for free text (Shopify's default product search fields). */
export const PRODUCT_QUERY_FIELDS: readonly ProductTextField[] = ["TITLE", "VENDOR", "PRODUCT_TYPE", "TAG", "BODY"];
/** Where `search(query:)` looks: the same plus variant titles. */
export const SEARCH_FIELDS: readonly ProductTextField[] = [...PRODUCT_QUERY_FIELDS, "VARIANTS_TITLE"];
/** predictiveSearch's documented default: TITLE, PRODUCT_TYPE, VARIANTS_TITLE, VENDOR. */
export const PREDICTIVE_DEFAULT_FIELDS: readonly ProductTextField[] = ["TITLE", "PRODUCT_TYPE", "VARIANTS_TITLE", "VENDOR"];

const PRODUCT_FIELD_WEIGHT: Record<ProductTextField, number> = {
  TITLE: 10,
  VENDOR: 4,
  PRODUCT_TYPE: 4,
  TAG: 4,
  VARIANTS_TITLE: 2,
  VARIANTS_SKU: 2,
  BODY: 1,
};

function productText(product: ProductEntry, field: ProductTextField): string {
  switch (field) {
    case "TITLE":
      return product.text.title;
    case "VENDOR":
      return product.text.vendor;
    case "PRODUCT_TYPE":
      return product.text.productType;
    case "TAG":
      return product.text.tags;
    case "BODY":
      return product.text.body;
    case "VARIANTS_TITLE":
      return product.text.variantTitles;
    case "VARIANTS_SKU":
      return product.text.skus;
  }
}

function listMatches(values: readonly string[], term: FieldTerm): boolean {
  return values.some((value) => valueEquals(value, term));
}

export function productSubject(product: ProductEntry, textFields: readonly ProductTextField[]): QuerySubject {
  const record = product.record;
  const subject: QuerySubject = {
    matchesText: (term: TextTerm) => textFields.some((field) => textContains(productText(product, field), term.value, term.prefix)),
    matchesField: (term: FieldTerm) => {
      const exact = term.comparator === ":";
      switch (term.field) {
        case "title":
          return exact && textContains(product.text.title, term.value, term.prefix);
        case "vendor":
          return exact && valueEquals(record.vendor, term);
        case "product_type":
          // A comma-separated list of types, any of which may match.
          return exact && term.value.split(",").some((value) => valueEquals(record.productType, { value, prefix: term.prefix }));
        case "tag":
          return exact && listMatches(record.tags, term);
        case "tag_not":
          return exact && !listMatches(record.tags, term);
        case "handle":
          return exact && valueEquals(record.handle, term);
        case "sku":
        case "variants.sku":
          return exact && listMatches(record.variants.map((v) => v.sku), term);
        case "id":
          return compareNumber(record.id, term.comparator, term.value);
        case "available_for_sale": {
          const wanted = parseBooleanValue(term.value);
          return exact && wanted !== null && product.availableForSale === wanted;
        }
        case "created_at":
          return compareDate(record.createdAt, term.comparator, term.value);
        case "updated_at":
          return compareDate(record.updatedAt, term.comparator, term.value);
        case "published_at":
          return compareDate(record.publishedAt, term.comparator, term.value);
        case "price":
        case "variants.price":
          return record.variants.some((v) => compareNumber(Number(v.price.amount), term.comparator, term.value));
        default:
          // A field Shopify's product search does not know: its value is searched as free text.
          return subject.matchesText({ type: "text", value: term.value, phrase: true, prefix: term.prefix });
      }
    },
  };
  return subject;
}

/**
 * Relevance of a matched product: for each positive free-text term, the weights of the fields that contain it, plus
 * a bonus when the whole text of the query appears in the title.
 */
export function productRelevance(product: ProductEntry, query: QueryNode | null, textFields: readonly ProductTextField[]): number {
  const terms = collectTextTerms(query);
  let score = 0;
  for (const term of terms) {
    for (const field of textFields) {
      if (textContains(productText(product, field), term.value, term.prefix)) score += PRODUCT_FIELD_WEIGHT[field];
    }
  }
  if (terms.length > 1) {
    const whole = terms.map((t) => t.value).join(" ");
    if (textContains(product.text.title, whole, terms[terms.length - 1]!.prefix)) score += 5;
  }
  return score;
}

/** Article text fields, named after the schema's SearchableField enum. */
export type ArticleTextField = "TITLE" | "BODY" | "TAG" | "AUTHOR";
export const ARTICLE_FIELDS: readonly ArticleTextField[] = ["TITLE", "BODY", "TAG", "AUTHOR"];
const ARTICLE_FIELD_WEIGHT: Record<ArticleTextField, number> = { TITLE: 10, TAG: 4, AUTHOR: 4, BODY: 1 };

function articleText(article: ArticleEntry, field: ArticleTextField): string {
  switch (field) {
    case "TITLE":
      return article.text.title;
    case "BODY":
      return article.text.body;
    case "TAG":
      return article.text.tags;
    case "AUTHOR":
      return article.text.author;
  }
}

export function articleSubject(article: ArticleEntry, textFields: readonly ArticleTextField[] = ARTICLE_FIELDS): QuerySubject {
  const record = article.record;
  const subject: QuerySubject = {
    matchesText: (term) => textFields.some((field) => textContains(articleText(article, field), term.value, term.prefix)),
    matchesField: (term) => {
      const exact = term.comparator === ":";
      switch (term.field) {
        case "title":
          return exact && textContains(article.text.title, term.value, term.prefix);
        case "author":
          return exact && valueEquals(record.author, term);
        case "blog_title":
          return exact && valueEquals(article.blog.record.title, term);
        case "tag":
          return exact && listMatches(record.tags, term);
        case "tag_not":
          return exact && !listMatches(record.tags, term);
        case "handle":
          return exact && valueEquals(record.handle, term);
        case "id":
          return compareNumber(record.id, term.comparator, term.value);
        // The catalogue keeps one date per article, its publication.
        case "created_at":
        case "updated_at":
        case "published_at":
          return compareDate(record.publishedAt, term.comparator, term.value);
        default:
          return subject.matchesText({ type: "text", value: term.value, phrase: true, prefix: term.prefix });
      }
    },
  };
  return subject;
}

export function articleRelevance(article: ArticleEntry, query: QueryNode | null, textFields: readonly ArticleTextField[] = ARTICLE_FIELDS): number {
  let score = 0;
  for (const term of collectTextTerms(query)) {
    for (const field of textFields) {
      if (textContains(articleText(article, field), term.value, term.prefix)) score += ARTICLE_FIELD_WEIGHT[field];
    }
  }
  return score;
}
