// What a shard keeps of a farm whose page another shard renders (src/lib/storefront/shard-slim.ts), judged by what
// the build makes of it: the farm the pages see (detail-mappers.ts mapFarmer) must be the whole farm less its story
// and with only its cover, the first picture of its gallery. Every other page of the shard shows no more of it.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mapFarmer } from "../../../src/lib/storefront/detail-mappers.ts";
import { slimFarmerNodeForOtherShard } from "../../../src/lib/storefront/shard-slim.ts";
import type { FarmerNode } from "../../../src/lib/storefront/catalogue-read.ts";

const picture = (name: string) => ({ url: `http://127.0.0.1:8787/media/images/${name}.jpg`, altText: null, width: 800, height: 600 });

// A gallery as editors fill it: pictures, a picture whose file is gone (no image), and a video among them.
const galleryEntry = fc.oneof(
  fc.string({ maxLength: 6 }).map((name) => ({ __typename: "MediaImage", id: `gid://shopify/MediaImage/${name}`, alt: name || null, image: picture(name) })),
  fc.constant({ __typename: "MediaImage", id: "gid://shopify/MediaImage/gone", alt: null, image: null }),
  fc.constant({ __typename: "Video" }),
);

const farmerNode = fc
  .record({
    name: fc.string({ minLength: 1, maxLength: 12 }),
    story: fc.option(fc.string({ maxLength: 40 })),
    gallery: fc.option(fc.array(galleryEntry, { maxLength: 12 })),
    bio: fc.string({ maxLength: 20 }),
    extra: fc.option(fc.string({ maxLength: 10 })),
  })
  .map(({ name, story, gallery, bio, extra }) => {
    const field = (key: string, value: string | null, more: object = {}) => ({ key, type: "single_line_text_field", value, reference: null, references: null, ...more });
    const fields = [
      field("name", name),
      field("bio", bio),
      field("story", story, { type: "multi_line_text_field" }),
      field("profile_picture", "gid://shopify/MediaImage/portrait", {
        type: "file_reference",
        reference: { __typename: "MediaImage", id: "gid://shopify/MediaImage/portrait", alt: null, image: picture("portrait"), presentation: null },
      }),
      ...(gallery ? [field("gallery_images", "[]", { type: "list.file_reference", references: { nodes: gallery } })] : []),
      // What the cards, stories and spotlights show of a farm besides: none of it may go.
      field("location", "Exeter, California"),
      field("facebook_url", "https://www.facebook.com/a-farm", { type: "url" }),
      field("highlight_video", "gid://shopify/Video/1", {
        type: "file_reference",
        reference: { __typename: "Video", id: "gid://shopify/Video/1", alt: "At the farm", sources: [{ url: "v.mp4", mimeType: "video/mp4" }], previewImage: picture("poster") },
      }),
      field("ccof", "true", { type: "boolean" }),
      ...(extra !== null ? [field("harvest_season", extra)] : []),
    ];
    return { id: "gid://shopify/Metaobject/7", handle: "a-farm", updatedAt: "2026-01-01T00:00:00Z", fields } as unknown as FarmerNode;
  });

describe("a farm another shard renders", () => {
  it("reaches the shard's pages whole but for its story and the gallery after its cover", () => {
    fc.assert(
      fc.property(farmerNode, (node) => {
        const whole = mapFarmer(node);
        expect(mapFarmer(slimFarmerNodeForOtherShard(node))).toEqual({ ...whole, story: "", galleryImages: whole.galleryImages.slice(0, 1) });
      }),
      { numRuns: 500 },
    );
  });

  it("is smaller than it was when it had a story or more than a cover", () => {
    const [node] = fc.sample(farmerNode.filter((farm) => mapFarmer(farm).galleryImages.length > 1), { numRuns: 1, seed: 7 });
    expect(JSON.stringify(slimFarmerNodeForOtherShard(node!)).length).toBeLessThan(JSON.stringify(node).length);
  });
});
