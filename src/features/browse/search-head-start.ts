// What the search page's head start needs to send, in the page as JSON (search.astro): the inline script
// (lib/inline-scripts.ts searchHeadStart) is the same text on every page, so that one CSP hash covers it, and reads
// the store's address, the document and the URL's rules from here. Every value comes from the code the island runs
// (the endpoint of browser-client.ts, the search document, the page size, the sorts and the conventional filter
// groups of listing-state.ts), so the head start asks what the island would ask; the island still checks that the
// variables are the same before it takes the answer (lib/storefront/head-start.ts). The first row's pictures are
// painted by the rules of the island's grid (listing-grid.ts, lib/images.ts), so the island's cards ask for the very
// pictures already fetched.
import { compactGraphqlText } from "../../integrations/compact-graphql.ts";
import { searchPageSize } from "../../lib/shop-rules.ts";
import { graphqlEndpoint } from "../../lib/storefront/browser-client.ts";
import { builtStorefrontConfig, type StorefrontConfig } from "../../lib/storefront/config.ts";
import { SEARCH_PRODUCTS } from "../../lib/storefront/queries/search.ts";
import { browserRequestPolicy } from "../../lib/storefront/request.ts";
import { defaultWidths, imageRoute as builtImageRoute } from "../../lib/images.ts";
import type { ImageRoute } from "../../lib/image-proxy.ts";
import { cardPictureWidth, cardSizes, firstRowCards, listingWithoutSidebar } from "./listing-grid.ts";
import { conventionalGroups, maxLabelLength, searchSorts, sortParam } from "./listing-state.ts";
import { maxTermLength } from "./search-query.ts";

export type SearchHeadStartSettings = {
  operation: "SearchProducts";
  endpoint: string;
  token: string;
  /** The search document on one line, as the head start and the island send it (product-search.ts). */
  document: string;
  first: number;
  maxTermLength: number;
  maxLabelLength: number;
  sortParam: string;
  /** Each sort's URL name with the sortKey and reverse it sends; the first is the default. */
  sorts: [param: string, sortKey: string, reverse: boolean][];
  filterGroups: typeof conventionalGroups;
  /** One attempt's limit, as the island's own first attempt has. */
  timeoutMs: number;
  /**
   * The grid's first row as the island draws it on a screen without the filter sidebar (ListingView, ProductCard):
   * how many cards, where (a media query), and each picture's width, srcset widths and sizes.
   */
  firstRow: { cards: number; media: string; width: number; widths: readonly number[]; sizes: string };
  /** The picture host served under the site's own address, as lib/images.ts writes every picture's URL; or null. */
  imageRoute: ImageRoute | null;
};

export function searchHeadStartSettings(
  config: StorefrontConfig = builtStorefrontConfig(),
  imageRoute: ImageRoute | null = builtImageRoute,
): SearchHeadStartSettings {
  return {
    operation: "SearchProducts",
    endpoint: graphqlEndpoint(config),
    token: config.publicToken,
    document: compactGraphqlText(SEARCH_PRODUCTS),
    first: searchPageSize,
    maxTermLength,
    maxLabelLength,
    sortParam,
    sorts: searchSorts.map((sort) => [sort.param, sort.sortKey, sort.reverse]),
    filterGroups: conventionalGroups,
    timeoutMs: browserRequestPolicy.timeoutMs,
    firstRow: { cards: firstRowCards, media: listingWithoutSidebar, width: cardPictureWidth, widths: defaultWidths, sizes: cardSizes },
    imageRoute,
  };
}

/** The settings as the text of a `<script type="application/json">`: no `<` in it can close the element. */
export function settingsJson(settings: SearchHeadStartSettings): string {
  return JSON.stringify(settings).replace(/</g, "\\u003c");
}
