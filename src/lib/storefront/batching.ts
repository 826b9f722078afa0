// How the site asks for many independent things at once: several aliased fields in one document, and several such
// documents in flight together. Browser-safe (the basket's recommendations use it too): no build-only imports.

/**
 * Requests in flight at once when the answers do not depend on each other (recommendation and collection batches).
 * Each still goes through storefrontRequest with its own retries and backoff; four keeps a build from waiting on
 * one round trip at a time without hammering a store that is slow to answer (a 429 or THROTTLED is retried per
 * request as before).
 */
export const storefrontConcurrency = 4;

/**
 * Products per recommendations request. Shopify documents no cap on aliases in a Storefront API document; the
 * limit it does document for "how many things one request may name" is 250 (input arrays, and the page size of
 * every connection). We keep to that number, so a build asks for recommendations in ceil(N / 250) requests, as
 * many as it reads product pages. Asking for ids only, one request for 250 products sends a 27 kB document and
 * gets about 2,500 ids back (105 kB).
 */
export const recommendationBatchSize = 250;

/**
 * Collections per GetFilteredCollection request when the build opens every collection page. Each answer carries 12
 * cards and the collection's filter groups (a vendor value per farm in it, so tens of kB for a big collection); 10
 * keeps one answer to a few hundred kB, and a shop's collections to ceil(C / 10) requests (4 for the 33
 * collections of the 10,000-product catalogue).
 */
export const collectionsPerRequest = 10;

/**
 * Farms per GetFarmBestsellers request, when the best-selling order is longer than the paging cap lets the build
 * read (bestsellers.ts). Each farm is one aliased `products` search of 5 ids and vendors, a few hundred bytes of
 * answer, but each is a sorted search on the store's side; 25 keeps a request's work near that of one page of 250
 * products, and 1,400 farms to 56 requests.
 */
export const farmsPerBestsellerRequest = 25;

/** `items` cut into runs of at most `size`, in order. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  // A size under 1 would never end the loop below. (A short message: the basket page ships this code.)
  if (!(size >= 1)) throw new RangeError(`chunk size ${size}`);
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/**
 * `work` over every item with at most `limit` running at once; the results in the order of `items`. The first
 * failure rejects the whole (the build stops on it, as it did when requests went one by one) and no new item starts.
 */
export async function mapConcurrently<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const worker = async (): Promise<void> => {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await work(items[index]!, index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}
