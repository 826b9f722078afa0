// SPEC.md section 9, "Business constants and limits": every number and name of that section the code uses, defined
// here once. The browser, the build, the services (Node type-stripping) and the tests all import it, so it holds
// plain data only: no imports, no enums, no calls.
//
// Each value is a constant of its own rather than a field of a grouped object, because the build writes imported
// constants into the code that uses them (astro.config.mjs, inlineConst): a page takes the few values its scripts
// read, and no page loads a shared chunk of all the others. Without that, the header's basket key alone pulled
// 0.4 kB into every page, over the 5 kB budget of a page with no island.
//
// CSS cannot import it. Where a stylesheet repeats a value, the comment beside the value names the file; change
// both together.

// Page sizes: how many items a listing or a home-page row shows at once.

/** A collection page and each of its Load More pages (GetFilteredCollection `first`). */
export const collectionPageSize = 12;
/** The search page and each of its Load More pages (SearchProducts `first`). */
export const searchPageSize = 24;
/**
 * GetFarmers `first` on the farms list, and the query's default. Neither is sent today: the build reads every
 * farmer in pages of the API's maximum (catalogue.ts), and the farms list shows them all.
 */
export const farmsListPageSize = 50;
export const farmersQueryPageSize = 20;
/** Featured Farms on the home page. */
export const homeFarmCount = 4;
/** In-Season on the home page. */
export const inSeasonCount = 4;
/** Farmers' Stories on the home page. */
export const farmerStoryCount = 5;
/** Popular categories on the home page. */
export const popularCategoryCount = 8;

// A farm page's two product lists: its newest products (by CREATED_AT) and its bestsellers.

export const farmPageProductCount = 10;
export const farmPageBestsellerCount = 5;

// The blog list: the first load, split into Latest, Top Picks (picked at random from the first load's posts after
// the latest) and All Posts; then Load More pages.

export const blogFirstLoadCount = 15;
export const blogLatestCount = 5;
export const blogTopPicksCount = 5;
export const blogLoadMoreCount = 6;

// What a product page loads. The GraphQL fragment PRODUCT_DETAIL (lib/storefront/fragments.ts) writes these as
// literals, because the codegen maps each document by its exact text; tests/unit/storefront/documents.test.ts
// checks that they agree.

export const productImageLimit = 10;
export const productVariantLimit = 20;
export const productMediaLimit = 20;

// Reviews: the page size of the product page's block, the shortest body, and the star ratings (1 to 5 of 5 stars).

export const reviewsPerPage = 5;
export const reviewBodyMinLength = 10;
export const reviewRatingMin = 1;
export const reviewRatingMax = 5;

/** The purchase box's quantity dropdown offers every whole number from quantityMin to quantityMax. */
export const quantityMin = 1;
export const quantityMax = 12;

/** How long '✓ Added' shows after Add to basket, in ms. */
export const addedConfirmationMs = 2500;
/** How long the search page waits after the last keystroke before it searches, in ms. */
export const searchDebounceMs = 400;
/**
 * How long before the debounce ends the search page asks the store (features/browse/SearchPage.tsx): a pause of
 * 250 ms sends the request, and the search 150 ms later takes its answer, already in when the store answers within
 * those 150 ms. The cost is a request for a pause between 250 and 400 ms that typing then continues.
 */
export const searchAskedAheadMs = 150;

// Text cut to a length, in characters as a reader counts them.

export const metaDescriptionLength = 155;
export const farmBioTeaserLength = 150;

/**
 * The sorts each listing offers, in the order its select lists them, by SPEC.md's names (the Storefront sort key,
 * with _ASC or _DESC where the listing can reverse it). The first is the default: BEST_SELLING on a collection,
 * RELEVANCE on search (features/browse/listing-state.ts and collection-listing.ts give them labels and URL names).
 */
export const sortOrders = {
  collection: ["BEST_SELLING", "PRICE_ASC", "PRICE_DESC", "TITLE_ASC", "TITLE_DESC"],
  search: ["RELEVANCE", "PRICE_ASC", "PRICE_DESC"],
} as const;

/**
 * Screen width (px) at or under which the header shows the drawer, and listings the 'Filters' panel instead of the
 * sidebar. The same 992px is written in src/styles/global.css, features/browse/listing.css,
 * features/home/stories.css, pages/index.astro and pages/products/[handle].astro (with the gallery's `sizes` in
 * components/product/ProductGallery.astro).
 */
export const mobileNavigationMaxWidthPx = 992;
/** From this screen width (px) up, story videos play on hover; 768px is also in features/reviews/reviews.css. */
export const videoHoverMinWidthPx = 768;

// The sticky header (SPEC.md section 4, "Header").

/** At or above this scroll position (px) the header sits in normal flow. */
export const headerFlowUntilPx = 50;
/** Below this scroll position (px) the header hides without animation. */
export const headerAnimateFromPx = 120;
/** The desktop mega menu hides this long (ms) after the mouse leaves it. */
export const megaMenuHideDelayMs = 300;
/** The mobile drawer is at most this wide: `min(320px, 80vw)` in src/styles/global.css. */
export const drawerMaxWidthPx = 320;
export const drawerMaxWidthPercent = 80;

/**
 * How far one arrow click scrolls a carousel, in px: the farms row by one card width plus the gap between cards
 * (the same 24px is the `gap` in components/react/carousel.css), similar products and basket recommendations by a
 * fixed distance.
 */
export const farmCarouselGapPx = 24;
export const fixedCarouselScrollPx = 300;

/** The localStorage key the basket is kept under. */
export const cartStorageKey = "shopping_cart";

/**
 * Recently viewed products (issue 25, beyond SPEC.md): the localStorage key of the list and how many a page shows,
 * newest first, never the page's own product.
 */
export const recentlyViewedStorageKey = "recently_viewed";
export const recentlyViewedShown = 8;

/** The product tag that shows the Free Shipping badge. */
export const freeShippingTag = "freeshipping";

/**
 * Maximum content width of the static pages, in px: the legal page (terms of service) and the policy page (refund
 * policy), whose width the other static pages of cards (about, guarantee, how we support farmers) share.
 */
export const legalPageWidthPx = 800;
export const policyPageWidthPx = 1100;

// The promotion, '10% off orders over $50': the threshold in minor units of its currency (5000 = $50.00).

export const promotionPercent = 10;
export const promotionThresholdMinor = 5000;
export const promotionCurrencyCode = "USD";
