// What the browsing specs (browse.spec.ts, search.spec.ts) ask the store and read off a listing page.
import { expect, type Page } from "@playwright/test";
import { storefrontQuery } from "./storefront.ts";

export type FilterGroup = { id: string; label: string; values: { label: string; count: number }[] };

export async function collectionFilters(handle: string, filters: unknown[] = []): Promise<FilterGroup[]> {
  const data = await storefrontQuery<{ collection: { products: { filters: FilterGroup[] } } }>(
    `query ($handle: String!, $filters: [ProductFilter!]) { collection(handle: $handle) {
       products(first: 1, filters: $filters) { filters { id label values { label count } } } } }`,
    { handle, filters },
  );
  return data.collection.products.filters;
}

export async function searchTotal(term: string, productFilters: unknown[] = []): Promise<number> {
  const data = await storefrontQuery<{ search: { totalCount: number } }>(
    `query ($q: String!, $f: [ProductFilter!]) {
       search(query: $q, first: 1, types: [PRODUCT], unavailableProducts: LAST, productFilters: $f) { totalCount } }`,
    { q: term, f: productFilters },
  );
  return data.search.totalCount;
}

type Listed = { title: string; priceRange: { minVariantPrice: { amount: string } } };

/** What the store lists first for a collection under a sort and filters: the cards the page must show. */
export async function collectionFirst(handle: string, sortKey: string, reverse: boolean, filters: unknown[] = []) {
  const data = await storefrontQuery<{ collection: { products: { nodes: Listed[] } } }>(
    `query ($handle: String!, $sortKey: ProductCollectionSortKeys, $reverse: Boolean, $filters: [ProductFilter!]) {
       collection(handle: $handle) { products(first: 12, sortKey: $sortKey, reverse: $reverse, filters: $filters) {
         nodes { title priceRange { minVariantPrice { amount } } } } } }`,
    { handle, sortKey, reverse, filters },
  );
  const nodes = data.collection.products.nodes;
  return { titles: nodes.map((n) => n.title), prices: nodes.map((n) => Number(n.priceRange.minVariantPrice.amount)) };
}

/** Waits until the page's island has taken over from the static HTML (Astro drops `ssr` once it hydrated). */
export async function islandReady(page: Page, component: string) {
  await expect(page.locator(`astro-island[component-url*="${component}"]:not([ssr])`)).toHaveCount(1);
}

export const grid = (page: Page) => page.locator(".listing-grid");
export const cards = (page: Page) => grid(page).getByRole("article");
export const count = (page: Page) => page.locator(".listing-count");

export async function shownPrices(page: Page): Promise<number[]> {
  // The price a card sells at is its last amount (a struck compare-at price comes first); a unit price
  // ('$1.40 / oz') beside it is another figure.
  const texts = await grid(page).locator(".product-card-price > span:not(.product-card-unit-price)").allTextContents();
  return texts.map((text) => Number(text.replace(/[^0-9.]/g, "")));
}
