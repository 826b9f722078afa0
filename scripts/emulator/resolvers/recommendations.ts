// productRecommendations(productId: | productHandle:, intent:): the products most like a given one.
import type { Source } from "../pagination.ts";
import type { CatalogueStore } from "../store.ts";
import type { ProductEntry } from "../store-entries.ts";
import type { EmulatorContext } from "./context.ts";
import { productSource } from "./products.ts";

const RECOMMENDATION_LIMIT = 10;

/**
 * Per store: a score per product position (all 0 between calls: a call zeroes what it touched), a list of them, and
 * room to order that list by score.
 */
const scratch = new WeakMap<CatalogueStore, { scores: Int32Array; touched: Int32Array; byScore: Int32Array }>();

/**
 * Related products: scored by shared collections (other than the catch-all), product type, farm and tags; ties go to
 * the better seller. COMPLEMENTARY recommendations need manual set-up in Shopify; none are configured here.
 *
 * Scores are added up from the store's index (store.relatedIndex and each collection's members), so only products
 * that share something are visited, and the best ten are kept as they come instead of sorting every candidate. A
 * tag most products carry ("organic") still brings most of the catalogue in, so the work stays linear in its size,
 * but it is a run of additions into a typed array: a request for 250 products took 70–85 ms at 10,000 and at 25,000
 * products, where the scan of the catalogue for every product took 0.63 s for 50 at 10,000.
 */
export function recommendationsFor(ctx: EmulatorContext, product: ProductEntry, intent: "RELATED" | "COMPLEMENTARY"): Source[] {
  if (intent === "COMPLEMENTARY") return [];
  return relatedProducts(ctx.store, product).map((p) => productSource(ctx, p));
}

/**
 * A list shared by more products than this is scored as the answer needs it, not added up for every member. Measured
 * over 2,000 answers at 10,000, 30,000 and 100,000 products: a sixteenth of the catalogue was fastest at each size
 * (0.4 ms an answer at 100,000 against 1.9 ms adding every list up); an eighth left too much to add, a thirtieth
 * left the walk of the long lists too long.
 */
export function deferredListSize(count: number): number {
  return Math.max(50, Math.floor(count / 16));
}

/** For a long list: how often each product is in it (a tag written twice counts twice), and its members best seller first. */
type LongList = { times: Uint8Array; mostTimes: number; byRank: Int32Array };
const longLists = new WeakMap<ArrayLike<number>, LongList>();

function longListOf(store: CatalogueStore, members: ArrayLike<number>): LongList {
  let known = longLists.get(members);
  if (known) return known;
  const times = new Uint8Array(store.products.length);
  let mostTimes = 0;
  for (let i = 0; i < members.length; i += 1) mostTimes = Math.max(mostTimes, (times[members[i]!]! += 1));
  const rankOf = store.order("BEST_SELLING").rankOf;
  const byRank = Int32Array.from(new Set(Array.from(members))).sort((a, b) => rankOf[a]! - rankOf[b]!);
  known = { times, mostTimes, byRank };
  longLists.set(members, known);
  return known;
}

/**
 * The best ten, exactly as adding every shared list up for every product would rank them. A list most of the catalogue
 * shares ("organic" on three products in four) would make each answer linear in the catalogue, and the build asks for
 * every product's answer: at 100,000 products 1.2 ms each, two minutes of the store's time. Such long lists are
 * scored only where they can matter: added to the products the shorter lists brought in, and then walked best seller
 * first for the products only they share, stopping where even a product in every long list could no longer rank.
 * The products the shorter lists bring in are taken highest score first and added up only while they can rank:
 * 0.17 ms an answer at 100,000 products instead of 0.44 (7,100 brought in, 1,600 of them scored in full before).
 */
export function relatedProducts(store: CatalogueStore, product: ProductEntry, longAbove: number = deferredListSize(store.products.length)): ProductEntry[] {
  const count = store.products.length;
  let buffers = scratch.get(store);
  if (!buffers || buffers.scores.length !== count) {
    buffers = { scores: new Int32Array(count), touched: new Int32Array(count), byScore: new Int32Array(count) };
    scratch.set(store, buffers);
  }
  const { scores, touched, byScore } = buffers;
  let touchedCount = 0;
  const long: { list: LongList; points: number }[] = [];
  const add = (positions: ArrayLike<number>, points: number): void => {
    if (positions.length > longAbove) {
      long.push({ list: longListOf(store, positions), points });
      return;
    }
    for (let i = 0; i < positions.length; i += 1) {
      const position = positions[i]!;
      if (scores[position] === 0) touched[touchedCount++] = position;
      scores[position]! += points;
    }
  };
  const index = store.relatedIndex();
  // A collection that holds every product says nothing about likeness.
  for (const collection of product.collections) if (collection.members.length < count) add(collection.members, 3);
  const { productType, vendor, tags } = product.record;
  if (productType) add(index.byProductType.get(productType) ?? [], 2);
  add(index.byVendor.get(vendor) ?? [], 2);
  for (const tag of new Set(tags)) add(index.byTag.get(tag) ?? [], 1);
  const longTimes = long.map(({ list }) => list.times);
  const longEach = long.map(({ points }) => points);
  const longPoints = (position: number): number => {
    let points = 0;
    for (let i = 0; i < longTimes.length; i += 1) points += longTimes[i]![position]! * longEach[i]!;
    return points;
  };

  // One number orders candidates: the score first, then the better seller (a lower rank, unique per product).
  const bestSelling = store.order("BEST_SELLING").rankOf;
  const key = (score: number, position: number): number => score * count + (count - 1 - bestSelling[position]!);
  const best: number[] = [];
  const keys: number[] = [];
  const full = () => best.length === RECOMMENDATION_LIMIT;
  const offer = (position: number, k: number): void => {
    if (full() && k <= keys[RECOMMENDATION_LIMIT - 1]!) return;
    let at = Math.min(best.length, RECOMMENDATION_LIMIT - 1);
    if (best.length < RECOMMENDATION_LIMIT) {
      best.push(position);
      keys.push(k);
    }
    while (at > 0 && k > keys[at - 1]!) {
      best[at] = best[at - 1]!;
      keys[at] = keys[at - 1]!;
      at -= 1;
    }
    best[at] = position;
    keys[at] = k;
  };
  // The most the long lists can add to any product's score.
  const most = long.reduce((sum, { list, points }) => sum + points * list.mostTimes, 0);
  // The products the shorter lists brought in (7,000 an answer at 100,000 products), taken by the score those lists
  // gave them, highest first (a counting sort): once even that score plus `most` cannot beat the tenth best, no
  // product left can, so the many that share a single short list are mostly never scored in full.
  const broughtIn = touchedCount;
  let highest = 0;
  for (let i = 0; i < broughtIn; i += 1) highest = Math.max(highest, scores[touched[i]!]!);
  const levelEnds = new Int32Array(highest + 1);
  for (let i = 0; i < broughtIn; i += 1) levelEnds[scores[touched[i]!]!]! += 1;
  for (let level = highest - 1; level >= 1; level -= 1) levelEnds[level]! += levelEnds[level + 1]!;
  // levelEnds[level] is now where that level's run ends in byScore (highest first); fill each run backwards.
  for (let i = 0; i < broughtIn; i += 1) byScore[--levelEnds[scores[touched[i]!]!]!] = touched[i]!;
  for (let at = 0; at < broughtIn; ) {
    const level = scores[byScore[at]!]!;
    // The best seller of the catalogue, at this level with every long list, would have this key: none left can rank.
    if (full() && (level + most) * count + (count - 1) <= keys[RECOMMENDATION_LIMIT - 1]!) break;
    for (; at < broughtIn && scores[byScore[at]!] === level; at += 1) {
      const position = byScore[at]!;
      if (position === product.index) continue;
      // Not even every long list could lift this one past the tenth best: not worth adding them up.
      if (full() && key(level + most, position) <= keys[RECOMMENDATION_LIMIT - 1]!) continue;
      offer(position, key(level + longPoints(position), position));
    }
  }
  // Products only the long lists share: best sellers first, each once (marked in `scores`, reset below). Products the
  // short lists brought in are skipped, scored above or unable to rank.
  for (const { list } of long) {
    for (const position of list.byRank) {
      if (full() && key(most, position) <= keys[RECOMMENDATION_LIMIT - 1]!) break;
      if (scores[position] !== 0 || position === product.index) continue;
      scores[position] = -1;
      touched[touchedCount++] = position;
      offer(position, key(longPoints(position), position));
    }
  }
  for (let i = 0; i < touchedCount; i += 1) scores[touched[i]!] = 0;
  return best.map((position) => store.products[position]!);
}
