// Which of the catalogue's products a shard of a sharded build keeps: those its pages show. A shard renders the pages
// of 1/N of the products, farms and posts, and every page without parameters; other products reach those pages only
// as cards, and only these:
// - its products' Similar Products (the store's recommendations of its own products);
// - its farms' bestsellers and product lists (products whose vendor names one of its farms);
// - the home page's In-Season picks and the products among its Farmers' Stories (those with a video, first in id
//   order), and the search page's first product with a picture, which every shard writes alike.
// At 250,000 products in 8 shards that is a quarter to 44 % of the catalogue (a shard whose farms are large keeps
// more); the rest would be hundreds of MB of a shard's heap. Every page rule above picks a first few from a list in
// its own order, so a shard's list (the whole list less products none of its pages show, in the same order) gives
// each page the products the whole list gives.
// tests/unit/storefront/shard-products.test.ts checks that against the pages' own rules, and the sharded build's
// test checks the merged site equals an unsharded one byte for byte.
import type { FarmerNode, ProductNode } from "./catalogue-read.ts";
import { farmerName } from "./detail-mappers.ts";
import { sortByGidNumber } from "./list-order.ts";
import { inSeasonProducts } from "../in-season.ts";
import { assignFarmSlugs, farmNameKey, farmPagePath, productPath } from "../routes.ts";
import { inShard, type Shard } from "../shards.ts";
import { farmerStoryCount } from "../shop-rules.ts";

type ProductFields = Pick<ProductNode, "id" | "handle" | "vendor" | "availableForSale" | "updatedAt" | "featuredImage" | "images" | "media">;

/**
 * The products of `products` (in id order, the order every page's list starts from) that shard `shard` shows;
 * `recommendations` are the store's [product id, recommended ids] (only those of the shard's own products count),
 * `farmers` every farm with its page's name settled.
 */
export function productsShownByShard<P extends ProductFields>(
  products: readonly P[],
  shard: Shard,
  recommendations: readonly (readonly [string, readonly string[]])[],
  farmers: readonly { name: string; slug: string }[],
): P[] {
  const ours = (path: string) => inShard(path, shard);
  const own = new Set(products.filter((product) => ours(productPath(product.handle))).map((product) => product.id));
  const recommended = new Set<string>();
  for (const [id, ids] of recommendations) if (own.has(id)) for (const other of ids) recommended.add(other);
  const ownFarms = new Set(farmers.filter((farmer) => ours(farmPagePath(farmer.slug))).map((farmer) => farmNameKey(farmer.name)));
  const everywhere = new Set<P>(inSeasonProducts(products));
  let withVideo = 0;
  let picture = false;
  for (const product of products) {
    if (withVideo < farmerStoryCount && product.media.nodes.some((item) => item.__typename === "Video")) {
      everywhere.add(product);
      withVideo++;
    }
    if (!picture && (product.featuredImage || product.images.nodes.length > 0)) {
      everywhere.add(product);
      picture = true;
    }
    if (picture && withVideo >= farmerStoryCount) break;
  }
  return products.filter(
    (product) => own.has(product.id) || recommended.has(product.id) || ownFarms.has(farmNameKey(product.vendor)) || everywhere.has(product),
  );
}

type Picture = NonNullable<ProductFields["featuredImage"]>;
const aPicture: Picture = { url: "", altText: null, width: null, height: null };
const aVideo = { __typename: "Video", id: "", alt: null, sources: [], previewImage: null } as unknown as ProductFields["media"]["nodes"][number];

/**
 * The ids of the products a shard keeps, gathered from a first pass over a catalogue snapshot (snapshot.ts) before the
 * read that keeps them. The choice needs the farms and recommendations, which the file holds after the products;
 * choosing only once every product was read whole held all of them at the start of a 250,000-product shard (half a
 * gigabyte, the shard's peak). This pass holds what the choice reads instead: a few fields a product, each farm's id
 * and name, the recommendations of the shard's own products.
 */
export class ShardProductChoice {
  readonly #shard: Shard;
  readonly #products: ProductFields[] = [];
  readonly #own = new Set<string>();
  readonly #farmers: { id: string; name: string }[] = [];
  readonly #recommendations: [string, string[]][] = [];

  constructor(shard: Shard) {
    this.#shard = shard;
  }

  addProduct(node: ProductNode): void {
    const { id, handle, vendor, availableForSale, updatedAt, featuredImage, images, media } = node;
    // Of the pictures and media, the choice asks only whether there are any: one shared stand-in for each, so the
    // pass does not hold on to 250,000 products' picture URLs.
    const video = media.nodes.find((item) => item.__typename === "Video");
    this.#products.push({
      id,
      handle,
      vendor,
      availableForSale,
      updatedAt,
      featuredImage: featuredImage ? aPicture : null,
      images: { nodes: images.nodes.length > 0 ? [aPicture] : [] },
      media: { nodes: video ? [aVideo] : [] },
    });
    if (inShard(productPath(handle), this.#shard)) this.#own.add(id);
  }

  /** A farm as the snapshot holds it; its page's name is settled as the build settles it (catalogue.ts getFarmers). */
  addFarmer(node: FarmerNode): void {
    this.#farmers.push({ id: node.id, name: farmerName(node) });
  }

  /** The store's recommendations of one product; those of other shards' products are not kept. */
  addRecommendation([id, recommended]: readonly [string, readonly string[]]): void {
    if (this.#own.has(id)) this.#recommendations.push([id, [...recommended]]);
  }

  /**
   * The ids of the products the shard's pages show (productsShownByShard over everything added), every product's
   * handle in id order, over which the shard plans its product pages, and the ids of the farms whose pages are the
   * shard's (their pages' names settled as catalogue.ts getFarmers settles them).
   */
  choose(): { shownIds: Set<string>; handles: string[]; ownFarmerIds: Set<string> } {
    const slugs = assignFarmSlugs(this.#farmers);
    const farmers = this.#farmers.map((farmer) => ({ id: farmer.id, name: farmer.name, slug: slugs.get(farmer.id)! }));
    const products = sortByGidNumber(this.#products);
    const shown = productsShownByShard(products, this.#shard, this.#recommendations, farmers);
    const ownFarmers = farmers.filter((farmer) => inShard(farmPagePath(farmer.slug), this.#shard));
    return {
      shownIds: new Set(shown.map((product) => product.id)),
      handles: products.map((product) => product.handle),
      ownFarmerIds: new Set(ownFarmers.map((farmer) => farmer.id)),
    };
  }
}
