// Which products a products(query:) search can match, found from an index of whole values (vendor, product type, tag,
// handle) instead of by testing every product. A build asks for each farm's bestsellers by vendor, thousands of farms
// at 100,000 products; a scan per query made that read quadratic, where Shopify answers from its own index. The
// candidates only narrow the scan: every candidate is still tested against the whole query, so the answer is exactly
// what testing every product gives.
import type { QueryNode } from "./search-query.ts";
import { foldValue } from "./search-text.ts";
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

function union(lists: readonly (readonly number[])[]): readonly number[] {
  if (lists.length === 1) return lists[0]!;
  return [...new Set(lists.flat())].sort((a, b) => a - b);
}

/**
 * Store indices (ascending) of the products that can match `node`, a superset of its matches; null when the query
 * names no indexed value every match must hold (free text, a range, a negation, a prefix), so every product is tested.
 */
export function candidatesOf(node: QueryNode | null, index: ValueIndex): readonly number[] | null {
  if (!node) return null;
  switch (node.type) {
    case "field": {
      // Only exact whole values: `vendor:Hill*` matches by prefix, and other comparators compare, not equal.
      if (node.comparator !== ":" || node.prefix || !isIndexed(node.field)) return null;
      const byValue = index.get(node.field)!;
      // product_type takes a comma-separated list of types, any of which may match (subjects.ts).
      const values = node.field === "product_type" ? node.value.split(",") : [node.value];
      return union(values.map((value) => byValue.get(foldValue(value)) ?? []));
    }
    case "or": {
      const parts = node.children.map((child) => candidatesOf(child, index));
      return parts.some((part) => part === null) ? null : union(parts as (readonly number[])[]);
    }
    case "and": {
      // Any narrowed child bounds the whole conjunction; the smallest bounds it best.
      let best: readonly number[] | null = null;
      for (const child of node.children) {
        const part = candidatesOf(child, index);
        if (part !== null && (best === null || part.length < best.length)) best = part;
      }
      return best;
    }
    default:
      return null;
  }
}
