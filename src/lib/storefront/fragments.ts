// GraphQL fragments shared by the queries in queries.ts. Each selects exactly what the mappers read.
// Fragments do not embed the fragments they spread: every query lists each one it needs once, at its end, because
// a document that defines a fragment twice is invalid.

export const IMAGE_FIELDS = `#graphql
  fragment ImageFields on Image {
    url
    altText
    width
    height
  }
`;

export const MONEY_FIELDS = `#graphql
  fragment MoneyFields on MoneyV2 {
    amount
    currencyCode
  }
`;

/**
 * What a product card on a list shows (SPEC.md section 2: image, title, vendor, badge, prices), and the unit price of
 * its cheapest variant: no field names that variant, so the card reads each variant's price beside its unit price
 * (SPEC.md section 9: at most 20 variants). Every document that spreads it also lists VARIANT_UNIT_PRICE.
 */
export const PRODUCT_CARD = `#graphql
  fragment ProductCard on Product {
    id
    handle
    title
    vendor
    tags
    availableForSale
    featuredImage {
      ...ImageFields
    }
    priceRange {
      minVariantPrice {
        ...MoneyFields
      }
    }
    compareAtPriceRange {
      minVariantPrice {
        ...MoneyFields
      }
    }
    unitPriceVariants: variants(first: 20) {
      nodes {
        price {
          ...MoneyFields
        }
        ...VariantUnitPrice
      }
    }
  }
`;

/** A variant's unit price and the quantity it is quoted per (null where the store states no size). */
export const VARIANT_UNIT_PRICE = `#graphql
  fragment VariantUnitPrice on ProductVariant {
    unitPrice {
      ...MoneyFields
    }
    unitPriceMeasurement {
      referenceUnit
      referenceValue
    }
  }
`;

/** The product page: up to 10 images, 20 variants and 20 media (SPEC.md section 9). */
export const PRODUCT_DETAIL = `#graphql
  fragment ProductDetail on Product {
    ...ProductCard
    description
    descriptionHtml
    productType
    updatedAt
    options {
      name
      optionValues {
        name
      }
    }
    images(first: 10) {
      nodes {
        ...ImageFields
      }
    }
    variants(first: 20) {
      nodes {
        id
        title
        availableForSale
        price {
          ...MoneyFields
        }
        compareAtPrice {
          ...MoneyFields
        }
        ...VariantUnitPrice
        selectedOptions {
          name
          value
        }
      }
    }
    media(first: 20) {
      nodes {
        __typename
        ... on MediaImage {
          id
          alt
          image {
            ...ImageFields
          }
        }
        ... on Video {
          id
          alt
          sources {
            url
            mimeType
          }
          previewImage {
            ...ImageFields
          }
        }
      }
    }
  }
`;

export const MEDIA_IMAGE_FIELDS = `#graphql
  fragment MediaImageFields on MediaImage {
    id
    alt
    image {
      ...ImageFields
    }
    presentation {
      asJson(format: IMAGE)
    }
  }
`;

/** A farmer metaobject: fields as key/value pairs, with the image and video references SPEC.md section 3 lists. */
export const FARMER = `#graphql
  fragment Farmer on Metaobject {
    id
    handle
    updatedAt
    fields {
      key
      type
      value
      reference {
        __typename
        ... on MediaImage {
          ...MediaImageFields
        }
        ... on Video {
          id
          alt
          sources {
            url
            mimeType
          }
          previewImage {
            ...ImageFields
          }
        }
      }
      references(first: 10) {
        nodes {
          __typename
          ... on MediaImage {
            ...MediaImageFields
          }
        }
      }
    }
  }
`;

export const ARTICLE = `#graphql
  fragment ArticleFields on Article {
    id
    title
    handle
    excerpt
    contentHtml
    publishedAt
    tags
    authorV2 {
      name
    }
    image {
      ...ImageFields
    }
    blog {
      handle
      title
    }
  }
`;

/** A listing's filter groups (SPEC.md section 2: vendor and LIST groups, counts, the input to send back). */
export const FILTER_FIELDS = `#graphql
  fragment FilterFields on Filter {
    id
    label
    type
    values {
      id
      label
      count
      input
    }
  }
`;
