// What a shard keeps of a product whose page another shard renders. Its own pages show other products only as
// cards (similar products, farm grids, the home page's picks and stories, the search page's first picture): the
// card's fields, the image a card falls back to when there is no featured image, the videos the farmer stories show,
// the dates the lists sort by. The detail only the product's own page reads (descriptions, options, the gallery,
// variants, images in the media, the collections it is in) is dropped as the snapshot is read, so a shard of 250,000
// products holds 1/N of the catalogue in full. The merge test (a sharded site equals the unsharded one byte for byte)
// is what proves no other page reads that detail.
import type { ArticleNode, ProductNode } from "./catalogue-read.ts";
import type { Farmer } from "../types.ts";

export function slimProductForOtherShard(node: ProductNode & { collections?: { nodes: unknown[] } }): ProductNode {
  return {
    ...node,
    description: "",
    descriptionHtml: "",
    options: [],
    images: { nodes: node.featuredImage ? [] : node.images.nodes.slice(0, 1) },
    variants: { nodes: [] },
    media: { nodes: node.media.nodes.filter((item) => item.__typename === "Video") },
    ...(node.collections ? { collections: { nodes: [] } } : {}),
  };
}

/**
 * What a shard keeps of a farm whose page another shard renders: what the pages every shard writes show of it (the
 * farms list's and the home page's cards: the first gallery picture as the cover, the portrait, name, place, bio and
 * certifications; the home page's stories: the highlight video and the social links; a product's farm spotlight;
 * farms.json), without its story and the rest of its gallery, which only its own page shows. At 250,000 products
 * the 35,715 farms are 150 MB of the snapshot, 2.4 kB a farm of it story and gallery.
 */
export function slimFarmerForOtherShard(farmer: Farmer): Farmer {
  return { ...farmer, story: "", galleryImages: farmer.galleryImages.slice(0, 1) };
}

/**
 * What a shard keeps of an article whose page another shard renders: everything but its HTML, which only its own page
 * shows. The one other reader is the RSS feed, which every shard writes and which describes a post by its excerpt, or
 * by its text when it has none: such an article keeps its HTML.
 */
export function slimArticleForOtherShard(node: ArticleNode): ArticleNode {
  return node.excerpt ? { ...node, contentHtml: "" } : node;
}
