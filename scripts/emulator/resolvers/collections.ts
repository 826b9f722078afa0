// Collection objects and their filtered, sorted product listings.
import { compileFilters, buildFilterGroups, hasActiveFilters, productMatchesFilters, type ProductFilterInput } from "../filters.ts";
import { arrayList, rankedList, type ConnectionArgs, type RankedList, type Source } from "../pagination.ts";
import type { CollectionEntry, ProductEntry, ProductOrder } from "../store.ts";
import { truncate } from "../text.ts";
import { notImplemented, type EmulatorContext } from "./context.ts";
import { imageSource } from "./images.ts";
import { filteredOrderList, orderList, productConnection } from "./products.ts";

type CollectionProductsArgs = ConnectionArgs & {
  sortKey: "BEST_SELLING" | "COLLECTION_DEFAULT" | "CREATED" | "ID" | "MANUAL" | "PRICE" | "RELEVANCE" | "TITLE";
  filters?: ProductFilterInput[] | null;
};

/** Catalogue-wide orders for the collection sort keys; the others use the editor's order. */
const COLLECTION_ORDERS: Partial<Record<CollectionProductsArgs["sortKey"], ProductOrder>> = {
  BEST_SELLING: "BEST_SELLING",
  CREATED: "CREATED_AT",
  ID: "ID",
  PRICE: "PRICE",
  TITLE: "TITLE",
};

export function collectionSource(ctx: EmulatorContext, collection: CollectionEntry): Source {
  const record = collection.record;
  return {
    __typename: "Collection",
    id: collection.gid,
    handle: record.handle,
    title: record.title,
    description: (args: { truncateAt?: number | null }) => truncate(collection.description, args.truncateAt),
    descriptionHtml: collection.descriptionHtml,
    image: imageSource(ctx, record.image),
    updatedAt: record.updatedAt,
    onlineStoreUrl: null,
    trackingParameters: null,
    seo: { __typename: "SEO", title: null, description: null },
    metafield: null,
    metafields: (args: { identifiers: unknown[] }) => args.identifiers.map(() => null),
    products: (args: CollectionProductsArgs) => collectionProducts(ctx, collection, args),
  };
}

function membersOf(ctx: EmulatorContext, collection: CollectionEntry): ProductEntry[] {
  return Array.from(collection.members, (index) => ctx.store.products[index]!);
}

function collectionProducts(ctx: EmulatorContext, collection: CollectionEntry, args: CollectionProductsArgs): Source {
  const store = ctx.store;
  const filters = compileFilters(args.filters);
  const filtered = hasActiveFilters(filters);
  const order = COLLECTION_ORDERS[args.sortKey];
  if (!order && !["COLLECTION_DEFAULT", "MANUAL", "RELEVANCE"].includes(args.sortKey)) {
    throw notImplemented(`Collection.products sortKey ${args.sortKey}`);
  }
  const id = collection.record.id;
  const listKey = `collection-list:${id}:${order ?? "MANUAL"}:${filters.signature}`;
  const list = ctx.cache.getOrCompute(listKey, (): RankedList<ProductEntry> => {
    const inCollection = (p: ProductEntry): boolean => collection.memberRank[p.index]! >= 0;
    const keep = (p: ProductEntry): boolean => !filtered || productMatchesFilters(p, filters);
    if (order) {
      // A collection holding the whole catalogue pages straight through the precomputed order.
      if (!filtered && collection.members.length === store.products.length) return orderList(store, order);
      return filteredOrderList(store, order, (p) => inCollection(p) && keep(p));
    }
    const members = membersOf(ctx, collection);
    if (!filtered) return arrayList(members);
    const kept: ProductEntry[] = [];
    const ranks: number[] = [];
    members.forEach((p, rank) => {
      if (keep(p)) {
        kept.push(p);
        ranks.push(rank);
      }
    });
    return rankedList(kept, ranks);
  }) as RankedList<ProductEntry>;

  // Global orders share cursors with products(); the editor's order is the collection's own.
  const kind = order ? `products:${order}` : `collection:${id}:MANUAL`;
  return productConnection(ctx, list, args, kind, {
    filters: () =>
      ctx.cache.getOrCompute(`collection-filters:${id}:${filters.signature}`, () =>
        buildFilterGroups(membersOf(ctx, collection), filters),
      ),
  });
}
