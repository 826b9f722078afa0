// Test helpers that ask the emulator what the catalogue holds, so tests pick real handles instead of guessing.
import { similarFallback } from "../../../src/features/product/similar.ts";
import { freeShippingTag } from "../../../src/lib/shop-rules.ts";

const apiVersion = "2026-04";

export async function storefrontQuery<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const url = process.env.E2E_EMULATOR_URL;
  if (!url) throw new Error("E2E_EMULATOR_URL is not set: run the tests through Playwright's global setup");
  const response = await fetch(`${url}/api/${apiVersion}/graphql.json`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": "emulator-public-token" },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`emulator query failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

export async function firstProductHandle(): Promise<string> {
  const data = await storefrontQuery<{ products: { nodes: { handle: string }[] } }>(
    "{ products(first: 1) { nodes { handle } } }",
  );
  return data.products.nodes[0]!.handle;
}

export type CatalogueVariant = {
  id: string;
  title: string;
  availableForSale: boolean;
  price: { amount: string; currencyCode: string };
};
export type CatalogueProduct = {
  id: string;
  handle: string;
  title: string;
  vendor: string;
  variants: { nodes: CatalogueVariant[] };
  media: { nodes: { __typename: string }[] };
};

let cataloguePromise: Promise<CatalogueProduct[]> | undefined;

/** The emulator's products with their variants and media kinds (the first 250 are plenty for tests). */
export function catalogueProducts(): Promise<CatalogueProduct[]> {
  cataloguePromise ??= storefrontQuery<{ products: { nodes: CatalogueProduct[] } }>(
    `{ products(first: 250) { nodes { id handle title vendor
        variants(first: 20) { nodes { id title availableForSale price { amount currencyCode } } }
        media(first: 20) { nodes { __typename } } } } }`,
  ).then((data) => data.products.nodes);
  return cataloguePromise;
}

export const numericPart = (gid: string) => gid.slice(gid.lastIndexOf("/") + 1);

export const usd = (amount: string | number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(Number(amount));

/** A product with a sold-out variant and at least two buyable ones at different prices. */
export async function productWithVariants(): Promise<CatalogueProduct> {
  const product = (await catalogueProducts()).find((p) => {
    const variants = p.variants.nodes;
    const buyable = variants.filter((v) => v.availableForSale);
    return variants.some((v) => !v.availableForSale) && buyable.length >= 2 &&
      new Set(buyable.map((v) => v.price.amount)).size >= 2;
  });
  if (!product) throw new Error("the catalogue has no product with a sold-out variant and two buyable prices");
  return product;
}

export async function productWithVideo(): Promise<CatalogueProduct> {
  const product = (await catalogueProducts()).find(
    (p) => p.media.nodes.some((m) => m.__typename === "Video") && p.media.nodes.length > 1,
  );
  if (!product) throw new Error("the catalogue has no product with a video among several media");
  return product;
}

/** A product with one variant that can be bought. */
export async function simpleProduct(index = 0): Promise<CatalogueProduct> {
  const products = (await catalogueProducts()).filter(
    (p) => p.variants.nodes.length === 1 && p.variants.nodes[0]!.availableForSale,
  );
  const product = products[index];
  if (!product) throw new Error("the catalogue has too few single-variant products");
  return product;
}

type CardFacts = { id: string; tags: string[]; availableForSale: boolean };
const cardFacts = "id tags availableForSale";

/** A product page, and how many of its 'Similar Products For You' cards carry a badge (Free Shipping or Sold Out). */
export type SimilarBadges = { handle: string; badged: number; similar: number };

/**
 * Every product with the badges among its similar products, chosen the way the product page chooses them
 * (features/product/similar.ts): the store's recommendations without the product itself, or, when there are none, the
 * fallback collection. Read from the emulator, so a test that needs a page with (or without) badged similar products
 * still finds one when the catalogue changes.
 */
export async function productsBySimilarBadges(): Promise<SimilarBadges[]> {
  const products = await catalogueProducts();
  const fields = products.map((p, i) => `r${i}: productRecommendations(productId: ${JSON.stringify(p.id)}) { ${cardFacts} }`);
  const data = await storefrontQuery<Record<string, CardFacts[] | null> & { fallback: { products: { nodes: CardFacts[] } } | null }>(
    `{ ${fields.join("\n")}
       fallback: collection(handle: ${JSON.stringify(similarFallback.collection)}) { products(first: ${similarFallback.count + 1}) { nodes { ${cardFacts} } } } }`,
  );
  const fallback = data.fallback?.products.nodes ?? [];
  const badged = (card: CardFacts) => card.tags.includes(freeShippingTag) || !card.availableForSale;
  return products.map((product, i) => {
    const recommended = (data[`r${i}`] ?? []).filter((card) => card.id !== product.id);
    const similar = recommended.length > 0 ? recommended : fallback.filter((card) => card.id !== product.id).slice(0, similarFallback.count);
    return { handle: product.handle, badged: similar.filter(badged).length, similar: similar.length };
  });
}
