// How the listing grid draws its cards (ListingView), in a module of its own because the search page's head start
// (search-head-start.ts) paints the first row's pictures by the same rules before the island has loaded.

/** Cards in the grid's first row on a phone (two columns): the listing's largest paint. */
export const firstRowCards = 2;
/** The grid's cards: two columns 1rem apart in the page's 1.25rem gutters up to 480 px, at most about 300 px above. */
export const cardSizes = "(max-width: 480px) calc(50vw - 1.75rem), 300px";
/** The width ProductCard asks its picture for where the browser takes no srcset entry (search-first-row.test.tsx holds them equal). */
export const cardPictureWidth = 480;
/** Where the listing has no filter sidebar and its grid spans the page (listing.css's media query; the same test reads it). */
export const listingWithoutSidebar = "(max-width: 992px)";
