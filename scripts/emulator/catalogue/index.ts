// Loads the emulator's catalogue: the hand-written one from data/*.json, or a deterministic generated one of any
// size. Either way it is validated before anyone sees it, so a typo in the data fails loudly at start-up instead of
// turning into a strange page later.
import { loadHandWrittenCatalogue, loadVideoSpecs } from "./hand-written.ts";
import { generateCatalogue } from "./generator.ts";
import { validateCatalogue } from "./validate.ts";
import type { Catalogue } from "./types.ts";

export type * from "./types.ts";
export {
  ALL_PRODUCTS,
  CATEGORY_HANDLES,
  FEATURED_HANDLES,
  ID_BASE,
  REQUIRED_COLLECTION_HANDLES,
  variantId,
} from "./conventions.ts";

/**
 * Largest generated catalogue accepted: the sharded build's benchmark goes to 250,000 (issue 23). Ids stay in their
 * own ranges up to there (a variant's id is its product's offset × 100 past 4,000,000,000; collections start at
 * 3,000,000,000 and farms at 9,000,000,000).
 */
export const MAX_GENERATED_PRODUCTS = 250_000;

/**
 * The catalogue the emulator serves. Without options: the hand-written one. With `products: N`: a generated
 * catalogue of exactly N products (deterministic: the same N always gives the same catalogue), with farms,
 * collections and articles in proportion. Each call returns a fresh object.
 */
export function loadCatalogue(options: { products?: number } = {}): Catalogue {
  if (options.products === undefined) return loadHandWrittenCatalogue();
  const n = options.products;
  if (!Number.isInteger(n) || n < 1 || n > MAX_GENERATED_PRODUCTS) {
    throw new Error(`Catalogue: products must be a whole number from 1 to ${MAX_GENERATED_PRODUCTS}, not ${String(n)}`);
  }
  const catalogue = generateCatalogue(n, { videos: loadVideoSpecs() });
  validateCatalogue(catalogue);
  return catalogue;
}
