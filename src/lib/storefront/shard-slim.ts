// What a shard keeps of a product whose page another shard renders. Its own pages show other products only as
// cards (similar products, farm grids, the home page's picks and stories, the search page's first picture): the
// card's fields, the image a card falls back to when there is no featured image, the videos the farmer stories show,
// the dates the lists sort by. The detail only the product's own page reads (descriptions, options, the gallery,
// variants, images in the media, the collections it is in) is dropped as the snapshot is read, so a shard of 250,000
// products holds 1/N of the catalogue in full. The merge test (a sharded site equals the unsharded one byte for byte)
// is what proves no other page reads that detail.
import type { ArticleNode, FarmerNode, ProductNode } from "./catalogue-read.ts";

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
 * What a shard keeps of a farm whose page another shard renders, as the snapshot holds it (a metaobject): what the
 * pages every shard writes show of it (the farms list's and the home page's cards: the first gallery picture as the
 * cover, the portrait, name, place, bio and certifications; the home page's stories: the highlight video and the
 * social links; a product's farm spotlight; farms.json), without its story and the rest of its gallery, which only
 * its own page shows. At 250,000 products the 35,715 farms are 150 MB of the snapshot, 2.4 kB a farm of it story and
 * gallery. Dropped as the snapshot is read, they never reach the shard's heap.
 */
export function slimFarmerNodeForOtherShard(node: FarmerNode): FarmerNode {
  return {
    ...node,
    fields: node.fields.map((field) => {
      if (field.key === "story") return { ...field, value: "" };
      if (field.key !== "gallery_images" || !field.references) return field;
      // The cover is the first gallery entry that is a picture (detail-mappers.ts mapFarmer): up to it, nothing after.
      const nodes = field.references.nodes;
      const cover = nodes.findIndex((item) => item.__typename === "MediaImage" && item.image);
      return { ...field, references: { ...field.references, nodes: nodes.slice(0, cover + 1) } };
    }),
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
