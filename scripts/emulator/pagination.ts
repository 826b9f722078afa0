// Relay-style connections with Shopify's rules: one of `first` / `last` is required, neither may exceed 250, cursors
// are opaque base64 strings, and `reverse` flips the underlying order before the cursors apply.
//
// A list to paginate is a RankedList: items in their natural (not reversed) order, each with a rank that strictly
// increases along the list. A cursor records the rank of its item, so finding where a page starts is a binary
// search, never a scan, whatever the size of the catalogue. For the catalogue's precomputed sort orders the rank is
// the product's position in the full order, so a cursor stays valid on any filtered subsequence of that order.
//
// Like Shopify, a page may not reach past the paging cap (limits.ts): asking for an item beyond it is an error.
import { GraphQLError } from "graphql";
import { pagingCapError, type PagingLimits } from "./limits.ts";

export const MAX_PAGE_SIZE = 250;

export type RankedList<T> = {
  readonly length: number;
  item(index: number): T;
  rank(index: number): number;
};

/** A plain array whose ranks are the positions. */
export function arrayList<T>(items: readonly T[]): RankedList<T> {
  return { length: items.length, item: (i) => items[i]!, rank: (i) => i };
}

/** Items with explicit ranks (a subsequence of a larger ordered list). */
export function rankedList<T>(items: readonly T[], ranks: ArrayLike<number>): RankedList<T> {
  return { length: items.length, item: (i) => items[i]!, rank: (i) => ranks[i]! };
}

export type ConnectionArgs = {
  first?: number | null | undefined;
  last?: number | null | undefined;
  after?: string | null | undefined;
  before?: string | null | undefined;
  reverse?: boolean | null | undefined;
};

export type Page<T> = {
  items: T[];
  cursors: string[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
};

function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: "BAD_USER_INPUT" } });
}

/** Shopify's argument rules for a connection; throws the GraphQL error a real store would answer with. */
export function checkConnectionArgs(args: ConnectionArgs): void {
  const { first, last } = args;
  if (first == null && last == null) throw badInput("you must provide one of first or last");
  for (const [name, value] of [["first", first], ["last", last]] as const) {
    if (value == null) continue;
    if (value < 0) throw badInput(`The '${name}' argument must be greater than or equal to 0`);
    if (value > MAX_PAGE_SIZE) {
      throw badInput(`The '${name}' argument must be less than or equal to ${MAX_PAGE_SIZE} (got ${value})`);
    }
  }
}

/**
 * A cursor names the list kind (e.g. "products:TITLE") as well as the rank, so that a cursor taken from one order is
 * refused by another instead of silently landing somewhere arbitrary.
 */
export function encodeCursor(kind: string, rank: number): string {
  return Buffer.from(JSON.stringify({ k: kind, r: rank }), "utf8").toString("base64");
}

export function decodeCursor(kind: string, cursor: string): number {
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(cursor, "base64").toString("utf8"));
  } catch {
    throw badInput(`Invalid cursor: ${cursor}`);
  }
  const { k, r } = (payload ?? {}) as { k?: unknown; r?: unknown };
  if (typeof r !== "number" || !Number.isFinite(r)) throw badInput(`Invalid cursor: ${cursor}`);
  if (k !== kind) throw badInput(`The cursor ${cursor} does not belong to this list (it was taken from ${String(k)}, not ${kind})`);
  return r;
}

/** Number of items whose rank is below `rank` (or at most `rank` with `inclusive`): a binary search. */
function countRanksBelow<T>(list: RankedList<T>, rank: number, inclusive: boolean): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const value = list.rank(middle);
    if (value < rank || (inclusive && value === rank)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * One page of a list. `kind` names the order for the cursors. hasNextPage / hasPreviousPage say whether the whole
 * (reversed, if asked) list holds items after / before the page, which is how Shopify answers them. A page holding
 * an item past `limits.cap` (counted along the order the client sees) is refused with Shopify's paging-cap error.
 */
export function paginate<T>(list: RankedList<T>, args: ConnectionArgs, kind: string, limits: PagingLimits): Page<T> {
  checkConnectionArgs(args);
  const n = list.length;
  const reverse = args.reverse === true;
  // The page is computed in "view" positions: 0..n-1 along the order the client sees.
  let start = 0;
  let end = n;
  if (args.after != null) {
    const rank = decodeCursor(kind, args.after);
    start = reverse ? n - countRanksBelow(list, rank, false) : countRanksBelow(list, rank, true);
  }
  if (args.before != null) {
    const rank = decodeCursor(kind, args.before);
    end = reverse ? n - countRanksBelow(list, rank, true) : countRanksBelow(list, rank, false);
  }
  if (end < start) end = start;
  if (args.first != null) end = Math.min(end, start + args.first);
  if (args.last != null) start = Math.max(start, end - args.last);
  if (end > start && end > limits.cap) throw pagingCapError(limits, end);

  const items: T[] = [];
  const cursors: string[] = [];
  for (let view = start; view < end; view += 1) {
    const index = reverse ? n - 1 - view : view;
    items.push(list.item(index));
    cursors.push(encodeCursor(kind, list.rank(index)));
  }
  return { items, cursors, hasNextPage: end < n, hasPreviousPage: start > 0 };
}

export type Source = { __typename?: string; [field: string]: unknown };

/**
 * The GraphQL shape of a page: `edges { cursor node }`, `nodes`, `pageInfo`. `typeName` is the connection type
 * ("ProductConnection"); the edge type is derived from it as the schema names them.
 */
export function connectionSource<T>(
  typeName: string,
  page: Page<T>,
  toNode: (item: T) => unknown,
  extra: Record<string, unknown> = {},
): Source {
  const edgeTypeName = typeName.replace(/Connection$/, "Edge");
  const nodes = page.items.map(toNode);
  return {
    __typename: typeName,
    nodes,
    edges: nodes.map((node, i) => ({ __typename: edgeTypeName, cursor: page.cursors[i], node })),
    pageInfo: {
      __typename: "PageInfo",
      hasNextPage: page.hasNextPage,
      hasPreviousPage: page.hasPreviousPage,
      startCursor: page.cursors[0] ?? null,
      endCursor: page.cursors[page.cursors.length - 1] ?? null,
    },
    ...extra,
  };
}

/** Shortcut for the many small connections (images, variants, articles): paginate an array and shape it. */
export function arrayConnection<T>(
  typeName: string,
  items: readonly T[],
  args: ConnectionArgs,
  kind: string,
  toNode: (item: T) => unknown,
  limits: PagingLimits,
): Source {
  return connectionSource(typeName, paginate(arrayList(items), args, kind, limits), toNode);
}
