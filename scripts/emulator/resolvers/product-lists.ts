// Product lists over the store's precomputed sort orders, whole or filtered, as ranked lists that pagination reads
// without copying the order.
import { rankedList, type RankedList } from "../pagination.ts";
import type { CatalogueStore } from "../store.ts";
import type { ProductEntry, ProductOrder } from "../store-entries.ts";
import type { QueryNode } from "../search-query.ts";
import { candidatesOf } from "../value-index.ts";

/**
 * The products a query can match, in store order: those holding a whole value or the words it requires
 * (value-index.ts), else every product. A superset: each is still to be tested against the whole query.
 */
export function candidateProducts(store: CatalogueStore, query: QueryNode): readonly ProductEntry[] {
  const candidates = candidatesOf(query, store.valueIndex(), () => store.wordIndex());
  return candidates ? candidates.map((index) => store.products[index]!) : store.products;
}

/** A whole precomputed order, without copying it: rank = position in the order. */
export function orderList(store: CatalogueStore, order: ProductOrder): RankedList<ProductEntry> {
  const { items } = store.order(order);
  return { length: items.length, item: (i) => store.products[items[i]!]!, rank: (i) => i };
}

/** The products of an order that pass `keep`, ranked by their place in the whole order (so cursors carry over). */
export function filteredOrderList(
  store: CatalogueStore,
  order: ProductOrder,
  keep: (product: ProductEntry) => boolean,
): RankedList<ProductEntry> {
  const { items } = store.order(order);
  const kept: ProductEntry[] = [];
  const ranks: number[] = [];
  for (let rank = 0; rank < items.length; rank += 1) {
    const product = store.products[items[rank]!]!;
    if (keep(product)) {
      kept.push(product);
      ranks.push(rank);
    }
  }
  return rankedList(kept, ranks);
}

/**
 * The same list as filteredOrderList, testing only `candidates` (store indices that include every product `keep`
 * accepts) instead of the whole catalogue.
 */
export function filteredCandidateList(
  store: CatalogueStore,
  order: ProductOrder,
  candidates: readonly number[],
  keep: (product: ProductEntry) => boolean,
): RankedList<ProductEntry> {
  const { rankOf } = store.order(order);
  const kept = candidates.map((index) => store.products[index]!).filter(keep);
  kept.sort((a, b) => rankOf[a.index]! - rankOf[b.index]!);
  return rankedList(kept, Int32Array.from(kept, (product) => rankOf[product.index]!));
}

/** All items of a ranked list, in order (for computing filter groups over a listing). */
export function listItems<T>(list: RankedList<T>): T[] {
  const items: T[] = [];
  for (let i = 0; i < list.length; i += 1) items.push(list.item(i));
  return items;
}
