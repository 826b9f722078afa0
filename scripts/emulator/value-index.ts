// Which products a products(query:) search can match, found from an index of whole values (vendor, product type, tag,
// handle) instead of by testing every product. A build asks for each farm's bestsellers by vendor, thousands of farms
// at 100,000 products; a scan per query made that read quadratic, where Shopify answers from its own index. The
// candidates only narrow the scan: every candidate is still tested against the whole query, so the answer is exactly
// what testing every product gives.
//
// Free text narrows the same way through a word index (WordIndex): a search for "honey" can only match the products
// one of whose searchable texts holds the word, so the shop's search page, asked on every pause in the shopper's
// typing, tests a few hundred products instead of the whole catalogue.
import type { QueryNode, TextTerm } from "./search-query.ts";
import { foldValue, normalizePrefixWords, normalizeWords } from "./search-text.ts";
import type { ProductEntry } from "./store-entries.ts";

const indexedFields = {
  vendor: (product: ProductEntry) => [product.record.vendor],
  product_type: (product: ProductEntry) => [product.record.productType],
  tag: (product: ProductEntry) => product.record.tags,
  handle: (product: ProductEntry) => [product.record.handle],
} satisfies Record<string, (product: ProductEntry) => readonly string[]>;
type IndexedField = keyof typeof indexedFields;

/** For each indexed field, the products (store indices, ascending) holding each folded value. */
export type ValueIndex = Map<IndexedField, Map<string, number[]>>;

export function buildValueIndex(products: readonly ProductEntry[]): ValueIndex {
  const index: ValueIndex = new Map();
  for (const [field, valuesOf] of Object.entries(indexedFields) as [IndexedField, (p: ProductEntry) => readonly string[]][]) {
    const byValue = new Map<string, number[]>();
    for (const product of products) {
      for (const value of new Set(valuesOf(product).map(foldValue))) {
        const list = byValue.get(value);
        if (list) list.push(product.index);
        else byValue.set(value, [product.index]);
      }
    }
    index.set(field, byValue);
  }
  return index;
}

const isIndexed = (field: string): field is IndexedField => Object.hasOwn(indexedFields, field);

/**
 * Every word of every searchable text of the products (title, vendor, type, tags, description, variant titles and
 * SKUs: whichever fields a search looks in, they are among these), as search-text.ts writes them (folded, a plural
 * "s" dropped), with the products (store indices, ascending) whose texts hold it; and the words in sorted order, so
 * that the words a prefix starts are one run of them.
 */
export type WordIndex = { products: Map<string, number[]>; sorted: string[] };

export function buildWordIndex(products: readonly ProductEntry[]): WordIndex {
  const byWord = new Map<string, number[]>();
  for (const product of products) {
    const { title, vendor, productType, tags, body, variantTitles, skus } = product.text;
    // The indexed texts are " word word ": their words are exactly what textContains compares against. Products
    // come in ascending order, so a word already listed for this one ends its list.
    for (const text of [title, vendor, productType, tags, body, variantTitles, skus]) {
      for (const word of text.split(" ")) {
        if (word === "") continue;
        const list = byWord.get(word);
        if (!list) byWord.set(word, [product.index]);
        else if (list[list.length - 1] !== product.index) list.push(product.index);
      }
    }
  }
  return { products: byWord, sorted: [...byWord.keys()].sort() };
}

/** The first position in `sorted` whose word is not before `word`. */
function lowerBound(sorted: readonly string[], word: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A prefix this short starts too many words to be worth a union: its term is tested on every product. */
const shortestUsefulPrefix = 2;

/**
 * The products a free-text term can match: every complete word of it must be a word of one of their texts, and its
 * last word, when it is a prefix, must start one. The smallest of those lists bounds the term; null when none does.
 */
function textCandidates(term: TextTerm, words: WordIndex): readonly number[] | null {
  const parts = term.prefix ? normalizePrefixWords(term.value) : normalizeWords(term.value);
  if (parts.length === 0) return null;
  const lists: (readonly number[])[] = [];
  parts.forEach((part, position) => {
    if (!term.prefix || position < parts.length - 1) {
      lists.push(words.products.get(part) ?? []);
      return;
    }
    if (part.length < shortestUsefulPrefix) return;
    const started: (readonly number[])[] = [];
    for (let i = lowerBound(words.sorted, part); i < words.sorted.length && words.sorted[i]!.startsWith(part); i++) {
      started.push(words.products.get(words.sorted[i]!)!);
    }
    lists.push(union(started));
  });
  let best: readonly number[] | null = null;
  for (const list of lists) if (best === null || list.length < best.length) best = list;
  return best;
}

function union(lists: readonly (readonly number[])[]): readonly number[] {
  if (lists.length === 1) return lists[0]!;
  return [...new Set(lists.flat())].sort((a, b) => a - b);
}

/**
 * Store indices (ascending) of the products that can match `node`, a superset of its matches; null when the query
 * names no indexed value or word every match must hold (a range, a negation, a prefix of a value), so every product
 * is tested. `words` gives the word index, built only when a query has free text.
 */
export function candidatesOf(node: QueryNode | null, index: ValueIndex, words?: () => WordIndex): readonly number[] | null {
  if (!node) return null;
  switch (node.type) {
    case "text":
      return words ? textCandidates(node, words()) : null;
    case "field": {
      // Only exact whole values: `vendor:Hill*` matches by prefix, and other comparators compare, not equal.
      if (node.comparator !== ":" || node.prefix || !isIndexed(node.field)) return null;
      const byValue = index.get(node.field)!;
      // product_type takes a comma-separated list of types, any of which may match (subjects.ts).
      const values = node.field === "product_type" ? node.value.split(",") : [node.value];
      return union(values.map((value) => byValue.get(foldValue(value)) ?? []));
    }
    case "or": {
      const parts = node.children.map((child) => candidatesOf(child, index, words));
      return parts.some((part) => part === null) ? null : union(parts as (readonly number[])[]);
    }
    case "and": {
      // Any narrowed child bounds the whole conjunction; the smallest bounds it best.
      let best: readonly number[] | null = null;
      for (const child of node.children) {
        const part = candidatesOf(child, index, words);
        if (part !== null && (best === null || part.length < best.length)) best = part;
      }
      return best;
    }
    default:
      return null;
  }
}
