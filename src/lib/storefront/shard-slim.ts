// What a shard keeps of a product whose page another shard renders. Its own pages show other products only as
// cards (similar products, farm grids, the home page's picks and stories, the search page's first picture): the
// card's fields, the image a card falls back to, the videos the farmer stories show, the dates the lists sort by.
// The detail only the product's own page reads (descriptions, options, the gallery, variants, images in the media)
// is dropped as the snapshot is read, so a shard of 250,000 products holds 1/N of the catalogue in full. The merge
// test (a sharded site equals the unsharded one byte for byte) is what proves no other page reads that detail.
import type { ArticleNode, ProductNode } from "./catalogue-read.ts";

export function slimProductForOtherShard(node: ProductNode): ProductNode {
  return {
    ...node,
    description: "",
    descriptionHtml: "",
    options: [],
    images: { nodes: node.images.nodes.slice(0, 1) },
    variants: { nodes: [] },
    media: { nodes: node.media.nodes.filter((item) => item.__typename === "Video") },
  };
}

/**
 * What a shard keeps of an article whose page another shard renders: everything but its HTML, which only its own page
 * shows. The one other reader is the RSS feed, which every shard writes and which describes a post by its excerpt, or
 * by its text when it has none: such an article keeps its HTML.
 */
export function slimArticleForOtherShard(node: ArticleNode): ArticleNode {
  return node.excerpt ? { ...node, contentHtml: "" } : node;
}
