// SPEC.md section 9, "Business constants and limits": every number and name of that section the code uses, defined
// here once. The browser, the build, the services (Node type-stripping) and the tests all import it, so it holds
// plain `as const` data only: no imports, no enums, and no calls at the top level, which keeps every export
// tree-shakeable (the header's basket count ships on every page and takes only the cart's storage key).
//
// CSS cannot import it. Where a stylesheet repeats a value, the comment beside the value names the file; change
// both together.

/** How many items a listing or a home-page row shows at once. */
export const pageSizes = {
  /** A collection page and each of its Load More pages (GetFilteredCollection `first`). */
  collection: 12,
  /** The search page and each of its Load More pages (SearchProducts `first`). */
  search: 24,
  /**
   * GetFarmers `first` on the farms list, and the query's default. Neither is sent today: the build reads every
   * farmer in pages of the API's maximum (catalogue.ts), and the farms list shows them all.
   */
  farmsList: 50,
  farmersQuery: 20,
  /** Featured Farms on the home page. */
  homeFarms: 4,
  /** In-Season on the home page. */
  inSeason: 4,
  /** Farmers' Stories on the home page. */
  farmerStories: 5,
  /** Popular categories on the home page. */
  popularCategories: 8,
} as const;

/** A farm page's two product lists: its newest products (by CREATED_AT) and its bestsellers. */
export const farmProductLists = { products: 10, bestsellers: 5 } as const;

/** The blog list: the first load (split into Latest, Top Picks and All Posts), then Load More pages. */
export const blogCounts = {
  firstLoad: 15,
  latest: 5,
  /** Picked at random from the first load's posts after the latest. */
  topPicks: 5,
  loadMore: 6,
} as const;

/**
 * What a product page loads. The GraphQL fragment PRODUCT_DETAIL (lib/storefront/fragments.ts) writes these as
 * literals, because the codegen maps each document by its exact text; tests/unit/storefront/documents.test.ts
 * checks that they agree.
 */
export const productDetailLimits = { images: 10, variants: 20, media: 20 } as const;

/** Reviews: the page size of the product page's block, the shortest body, and the star ratings (1 to 5 of 5). */
export const reviewRules = { perPage: 5, bodyMin: 10, ratingMin: 1, ratingMax: 5 } as const;

/** The purchase box's quantity dropdown offers every whole number from min to max. */
export const quantityRange = { min: 1, max: 12 } as const;

/** How long '✓ Added' shows after Add to basket, in ms. */
export const addedConfirmationMs = 2500;

/** How long the search page waits after the last keystroke before it searches, in ms. */
export const searchDebounceMs = 400;

/** Text cut to a length, in characters as a reader counts them. */
export const textLengths = { metaDescription: 155, farmBioTeaser: 150 } as const;

/**
 * The sorts each listing offers, in the order its select lists them, by SPEC.md's names (the Storefront sort key,
 * with _ASC or _DESC where the listing can reverse it). The first is the default: BEST_SELLING on a collection,
 * RELEVANCE on search (features/browse/listing-state.ts gives them labels and URL names).
 */
export const sortOrders = {
  collection: ["BEST_SELLING", "PRICE_ASC", "PRICE_DESC", "TITLE_ASC", "TITLE_DESC"],
  search: ["RELEVANCE", "PRICE_ASC", "PRICE_DESC"],
} as const;

export type SortName = (typeof sortOrders)[keyof typeof sortOrders][number];

/**
 * Screen widths in px. mobileNavigation: at or under it the header shows the drawer and listings the 'Filters'
 * panel instead of the sidebar; the same 992px is written in src/styles/global.css, features/browse/listing.css,
 * features/home/stories.css, pages/index.astro and pages/products/[handle].astro (with the gallery's `sizes` in
 * components/product/ProductGallery.astro). videoHover: from it up, story videos play on hover with sound; 768px
 * is also in features/reviews/reviews.css.
 */
export const breakpointsPx = { mobileNavigation: 992, videoHover: 768 } as const;

/** The sticky header (SPEC.md section 4, "Header"). */
export const headerRules = {
  /** At or above this scroll position (px) the header sits in normal flow. */
  flowUntilPx: 50,
  /** Below this scroll position (px) the header hides without animation. */
  animateFromPx: 120,
  /** The desktop mega menu hides this long (ms) after the mouse leaves it. */
  megaMenuHideDelayMs: 300,
  /** The mobile drawer is at most this wide: `min(320px, 80vw)` in src/styles/global.css. */
  drawerMaxWidthPx: 320,
  drawerMaxWidthPercent: 80,
} as const;

/**
 * How far one carousel arrow click scrolls, in px: the farms row by one card width plus the gap between cards (the
 * same 24px is the `gap` in components/react/carousel.css), similar products and basket recommendations by a
 * fixed distance.
 */
export const carouselScroll = { farmCardGapPx: 24, fixedPx: 300 } as const;

/** The localStorage key the basket is kept under. */
export const cartStorageKey = "shopping_cart";

/** The product tag that shows the Free Shipping badge. */
export const freeShippingTag = "freeshipping";

/**
 * Maximum content width of the static pages, in px: the legal page (terms of service) and the policy page (refund
 * policy), whose width the other static pages of cards (about, guarantee, how we support farmers) share.
 */
export const contentWidthPx = { legal: 800, policy: 1100 } as const;

/** '10% off orders over $50': the threshold in minor units of the currency (5000 = $50.00). */
export const promotionRules = { percent: 10, thresholdMinor: 5000, currencyCode: "USD" } as const;
