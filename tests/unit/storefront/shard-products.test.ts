// What a shard of a sharded build keeps of the catalogue's products (src/lib/storefront/shard-products.ts), judged by
// the pages' own rules: every page the shard renders, and every page all shards write alike, must show with the
// shard's products exactly what it shows with the whole catalogue. The rules are the features' (SPEC.md section 2's
// home page picks, section 7's farm lists and Similar Products), not the function under test.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildStories } from "../../../src/features/home/stories.ts";
import { inSeasonProducts } from "../../../src/features/home/picks.ts";
import { productsByFarm } from "../../../src/features/farms/farm-products.ts";
import { mapProduct } from "../../../src/lib/storefront/detail-mappers.ts";
import { productsShownByShard, ShardProductChoice } from "../../../src/lib/storefront/shard-products.ts";
import type { FarmerNode, ProductNode } from "../../../src/lib/storefront/catalogue-read.ts";
import { assignFarmSlugs, farmPagePath, productPath } from "../../../src/lib/routes.ts";
import { shardOfPath } from "../../../src/lib/shards.ts";
import type { Farmer, Product } from "../../../src/lib/types.ts";

const image = (name: string) => ({ url: `http://127.0.0.1:8787/media/images/${name}.jpg`, altText: null, width: 800, height: 800 });
const usd = (amount: string) => ({ amount, currencyCode: "USD" as const });
const video = (name: string) => ({
  __typename: "Video" as const,
  id: `gid://shopify/Video/${name}`,
  alt: name,
  sources: [{ url: `http://127.0.0.1:8787/media/videos/${name}.mp4`, mimeType: "video/mp4" }],
  previewImage: image(`${name}-poster`),
});

type Shape = { vendor: string; available: boolean; updated: number; created: number; featured: boolean; gallery: boolean; video: boolean };

function productNode(shape: Shape, i: number): ProductNode {
  const handle = `jar-${i}`;
  return {
    id: `gid://shopify/Product/${1000 + i}`,
    handle,
    title: `Jar ${i}`,
    vendor: shape.vendor,
    tags: [],
    availableForSale: shape.available,
    featuredImage: shape.featured ? image(`${handle}-featured`) : null,
    priceRange: { minVariantPrice: usd("9.0") },
    compareAtPriceRange: { minVariantPrice: usd("0.0") },
    unitPriceVariants: { nodes: [] },
    description: `About jar ${i}`,
    descriptionHtml: `<p>About jar ${i}</p>`,
    productType: "Jam",
    // Few distinct times, so that ties (broken by handle, or by the catalogue's order) are common.
    updatedAt: `2026-0${1 + shape.updated}-01T00:00:00Z`,
    createdAt: `2025-0${1 + shape.created}-01T00:00:00Z`,
    options: [],
    images: { nodes: shape.gallery ? [image(`${handle}-gallery`)] : [] },
    variants: { nodes: [] },
    media: { nodes: shape.video ? [video(handle)] : [] },
  } as unknown as ProductNode;
}

// Vendors as editors type them: the same farm's name in other spacing and case is still its products.
// "quiet farm" would have the page of "Quiet Farm" (page names differ in more than case): when both are listed, the
// later one's page is renamed, which decides its shard.
const farmNames = ["Bee Happy Apiary", "Cafe Alto", "Quiet Farm", "Sunny Slope", "Olive Row", "Salt Cove", "quiet farm"];
const vendorNames = [...farmNames, "bee happy  apiary", "QUIET FARM", "A farm with no page"];

const catalogue = fc.record({
  shapes: fc.array(
    fc.record({
      vendor: fc.constantFrom(...vendorNames),
      available: fc.boolean(),
      updated: fc.integer({ min: 0, max: 3 }),
      created: fc.integer({ min: 0, max: 3 }),
      featured: fc.boolean(),
      gallery: fc.boolean(),
      video: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
    }),
    { minLength: 1, maxLength: 40 },
  ),
  farms: fc.uniqueArray(fc.record({ name: fc.constantFrom(...farmNames), video: fc.boolean(), youtube: fc.boolean() }), {
    selector: (farm) => farm.name,
    maxLength: farmNames.length,
  }),
  recommendationSeeds: fc.array(fc.array(fc.nat(), { maxLength: 5 }), { maxLength: 40 }),
  salesSeed: fc.array(fc.nat(), { maxLength: 40 }),
  count: fc.integer({ min: 1, max: 5 }),
  indexSeed: fc.nat(),
});

function farmersOf(farms: { name: string; video: boolean; youtube: boolean }[]): Farmer[] {
  const listed = farms.map((farm, i) => ({
    id: `gid://shopify/Metaobject/${i + 1}`,
    name: farm.name,
    slug: farm.name,
    highlightVideo: farm.video ? video(`farm-${i}`) : null,
    youtubeUrl: farm.youtube ? `https://www.youtube.com/@farm${i}` : null,
    instagramUrl: null,
  }));
  const slugs = assignFarmSlugs(listed);
  return listed.map((farm) => ({ ...farm, slug: slugs.get(farm.id) ?? farm.slug })) as unknown as Farmer[];
}

/** A farm as the store answers it (a metaobject), which the snapshot holds. */
function farmerNode(farmer: Farmer): FarmerNode {
  return {
    id: farmer.id,
    handle: farmer.name.toLowerCase().replace(/\s+/g, "-"),
    fields: [{ key: "name", value: farmer.name, type: "single_line_text_field", reference: null, references: null }],
  } as unknown as FarmerNode;
}

const ids = (products: readonly Product[]) => products.map((product) => product.id);

describe("the products a shard keeps", () => {
  it("give every page the shard writes what the whole catalogue gives it", () => {
    fc.assert(
      fc.property(catalogue, ({ shapes, farms, recommendationSeeds, salesSeed, count, indexSeed }) => {
        const nodes = shapes.map(productNode);
        const farmers = farmersOf(farms);
        const shard = { index: 1 + (indexSeed % count), count };
        const recommendations = nodes.map(
          (node, i) => [node.id, (recommendationSeeds[i] ?? []).map((seed) => nodes[seed % nodes.length]!.id)] as [string, string[]],
        );
        const bestSelling = [...nodes].sort((a, b) => (salesSeed[nodes.indexOf(a)] ?? 0) - (salesSeed[nodes.indexOf(b)] ?? 0)).map((node) => node.id);

        // Chosen straight from the lists, or as a shard reading a snapshot chooses them (ShardProductChoice): from a
        // first pass over the file, which holds the products in creation order and the farms as the store answers them.
        const direct = productsShownByShard(nodes, shard, recommendations, farmers);
        const choice = new ShardProductChoice(shard);
        for (const node of nodes.toReversed()) choice.addProduct(node);
        for (const farmer of farmers) choice.addFarmer(farmerNode(farmer));
        for (const entry of recommendations) choice.addRecommendation(entry);
        const chosen = choice.choose();
        expect(chosen.handles).toEqual(nodes.map((node) => node.handle));
        const ownFarmerIds = farmers.filter((farmer) => shardOfPath(farmPagePath(farmer.slug), count) === shard.index).map((farmer) => farmer.id);
        expect(chosen.ownFarmerIds).toEqual(new Set(ownFarmerIds));
        for (const kept of [direct, nodes.filter((node) => chosen.shownIds.has(node.id))]) {
          const whole = nodes.map(mapProduct);
          const shown = kept.map(mapProduct);
          const ours = (path: string) => shardOfPath(path, count) === shard.index;

          // The same products in the same order, fewer or all.
          const positions = kept.map((node) => nodes.indexOf(node));
          expect(positions.every((position, i) => position >= 0 && (i === 0 || position > positions[i - 1]!))).toBe(true);
          // Its own product pages, and each one's Similar Products.
          for (const [i, node] of nodes.entries()) {
            if (!ours(productPath(node.handle))) continue;
            expect(kept).toContain(node);
            for (const id of recommendations[i]![1]) expect(ids(shown)).toContain(id);
          }
          // Its farm pages: each farm's bestsellers and products.
          const ownFarms = farmers.filter((farmer) => ours(farmPagePath(farmer.slug))).map((farmer) => farmer.name);
          const farmLists = (products: Product[]) =>
            [...productsByFarm(ownFarms, products, bestSelling)].map(([name, lists]) => [name, ids(lists.bestsellers), ids(lists.products)]);
          expect(farmLists(shown)).toEqual(farmLists(whole));
          // The home page's In-Season and Farmers' Stories, and the search page's picture, which every shard writes.
          expect(ids(inSeasonProducts(shown))).toEqual(ids(inSeasonProducts(whole)));
          expect(buildStories(farmers, shown)).toEqual(buildStories(farmers, whole));
          expect(shown.find((product) => product.image)?.image).toEqual(whole.find((product) => product.image)?.image);
        }
      }),
      { numRuns: 400 },
    );
  });

  it("leave out the products none of its pages shows", () => {
    // 40 products of a farm whose page is another shard's, no recommendations, nothing new or with a video: the
    // shard keeps its own products, the home page's four In-Season picks and the search page's picture.
    const nodes = Array.from({ length: 40 }, (_, i) =>
      productNode({ vendor: "Quiet Farm", available: true, updated: i % 4, created: 0, featured: true, gallery: false, video: false }, i),
    );
    const farmers = farmersOf([{ name: "Quiet Farm", video: false, youtube: false }]);
    const farmShard = shardOfPath(farmPagePath(farmers[0]!.slug), 4);
    const shard = { index: (farmShard % 4) + 1, count: 4 };
    const own = nodes.filter((node) => shardOfPath(productPath(node.handle), 4) === shard.index);
    const kept = productsShownByShard(nodes, shard, [], farmers);
    const everywhere = new Set([...inSeasonProducts(nodes), nodes[0]!]);
    expect(new Set(kept)).toEqual(new Set([...own, ...everywhere]));
    expect(kept.length).toBeLessThan(nodes.length);
  });
});
