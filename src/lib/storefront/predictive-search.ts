// The header type-ahead's read: products and completed search terms for what the shopper has typed (browse.ts).
import { browserRequest } from "./browser-client.ts";
import { PREDICTIVE_SEARCH } from "./queries/predictive-search.ts";
import { mapProductCard } from "./mappers.ts";
import type { ProductCard } from "../types.ts";

export type Suggestions = { products: ProductCard[]; queries: string[] };

/** Products and completed search terms for what the shopper has typed so far. */
export async function fetchSuggestions(term: string, limit: number, signal?: AbortSignal): Promise<Suggestions> {
  const data = await browserRequest("PredictiveSearch", PREDICTIVE_SEARCH, { query: term, limit }, { signal });
  const found = data.predictiveSearch;
  return {
    products: (found?.products ?? []).map(mapProductCard),
    queries: (found?.queries ?? []).map((query) => query.text),
  };
}
