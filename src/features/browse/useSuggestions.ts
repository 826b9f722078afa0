// The type-ahead's answers for what the shopper types: products from predictiveSearch and farms from farm-list.ts,
// asked once typing pauses. Only the newest term's answer is shown; products never wait for a slow farms list.
import { useEffect, useMemo, useRef, useState } from "react";
import { fetchSuggestions } from "../../lib/storefront/predictive-search.ts";
import type { ProductCard } from "../../lib/types.ts";
import { loadFarms } from "./farm-list.ts";
import { matchFarms, type FarmSuggestion } from "./suggestions.ts";
import { debounce, isAbortError, latestOnly, type Debounced } from "./timing.ts";

const suggestionDelayMs = 150;
const productLimit = 6;
const farmLimit = 3;

/** The last answer: the term it is for (empty before any), its products and farms. */
export type Found = { term: string; products: ProductCard[]; farms: FarmSuggestion[] };

export type Suggestions = {
  found: Found;
  /** A term's products are on their way. */
  loading: boolean;
  /** Ask for a (trimmed) term's suggestions once typing pauses; an empty term clears them. */
  suggest: Debounced<[term: string]>;
};

const nothingFound: Found = { term: "", products: [], farms: [] };

/** `onAnswer` runs when a new term's products are shown (the list changed under the arrow keys). */
export function useSuggestions(onAnswer: () => void): Suggestions {
  const [found, setFound] = useState<Found>(nothingFound);
  const [loading, setLoading] = useState(false);
  const requests = useRef(latestOnly());
  // Read when an answer arrives, so that `suggest` stays the same function for the component's life.
  const answered = useRef(onAnswer);
  answered.current = onAnswer;

  const suggest = useMemo(
    () =>
      debounce(async (term: string) => {
        const request = requests.current.start();
        if (!term) {
          setFound(nothingFound);
          setLoading(false);
          return;
        }
        setLoading(true);
        // Products and farms arrive on their own: a slow farms list never holds back the products.
        const products = fetchSuggestions(term, productLimit, request.signal).then(
          (result) => result.products,
          (error: unknown) => {
            if (!isAbortError(error)) console.error("[search] suggestions failed", error);
            return [] as ProductCard[];
          },
        );
        const farms = loadFarms().then((all) => matchFarms(all, term, farmLimit));
        void farms.then((matched) => {
          if (!request.isCurrent()) return;
          setFound((shown) => (shown.term === term ? { ...shown, farms: matched } : shown));
        });
        const found = await products;
        if (!request.isCurrent()) return;
        setFound({ term, products: found, farms: await Promise.race([farms, Promise.resolve<FarmSuggestion[]>([])]) });
        answered.current();
        setLoading(false);
      }, suggestionDelayMs),
    [],
  );
  useEffect(() => {
    const pending = requests.current;
    return () => {
      suggest.cancel();
      pending.cancel();
    };
  }, [suggest]);

  return { found, loading, suggest };
}
