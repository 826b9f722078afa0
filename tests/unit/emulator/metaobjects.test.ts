// Farms as metaobjects of type "farmer": field keys, types, encodings and references.
import { describe, expect, it } from "vitest";
import { dataOf, pictureUrl } from "./helpers.ts";
import { emulator, gql } from "./fixture-server.ts";

const FARMERS = `query($first: Int, $after: String, $sortKey: String, $reverse: Boolean) {
  metaobjects(type: "farmer", first: $first, after: $after, sortKey: $sortKey, reverse: $reverse) {
    nodes {
      id handle type updatedAt
      fields {
        key type value
        reference {
          __typename
          ... on MediaImage { id alt image { url altText width height } presentation { asJson(format: IMAGE) } }
          ... on Video { id sources { url mimeType } previewImage { url } }
        }
        references(first: 10) { nodes { __typename ... on MediaImage { image { url } } } }
      }
    }
    pageInfo { hasNextPage endCursor }
  }
}`;

describe("metaobjects(type: farmer)", () => {
  it("serves every field of a farm with Shopify's types and encodings", async () => {
    const data = await dataOf(gql(FARMERS, { first: 10 }));
    const sunny = data.metaobjects.nodes[0];
    expect(sunny).toMatchObject({ id: "gid://shopify/Metaobject/301", handle: "sunny-slope-farm", type: "farmer", updatedAt: "2024-09-10T00:00:00Z" });
    const fields = Object.fromEntries(sunny.fields.map((f: { key: string }) => [f.key, f]));
    expect(Object.keys(fields)).toEqual([
      "name", "location", "bio", "story", "facebook_url", "instagram_url", "profile_picture", "gallery_images", "highlight_video", "ccof", "usda_organic",
    ]);
    expect(fields.name).toEqual({ key: "name", type: "single_line_text_field", value: "Sunny Slope Farm", reference: null, references: null });
    expect(fields.location).toMatchObject({ type: "single_line_text_field", value: "Paso Robles, California" });
    expect(fields.bio).toMatchObject({ type: "multi_line_text_field", value: "A family orchard on a south-facing hill." });
    expect(fields.story.type).toBe("rich_text_field");
    expect(JSON.parse(fields.story.value)).toEqual({
      type: "root",
      children: [
        { type: "paragraph", children: [{ type: "text", value: "We planted our first apricot trees in 1982." }] },
        { type: "paragraph", children: [{ type: "text", value: "Today three generations work the land." }] },
      ],
    });
    expect(fields.facebook_url).toMatchObject({ type: "url", value: "https://www.facebook.com/sunnyslopefarm" });
    expect(fields.ccof).toMatchObject({ type: "boolean", value: "true" });
    expect(fields.usda_organic).toMatchObject({ type: "boolean", value: "false" });

    const profile = fields.profile_picture;
    expect(profile.type).toBe("file_reference");
    expect(profile.value).toMatch(/^gid:\/\/shopify\/MediaImage\/\d+$/);
    expect(profile.reference).toEqual({
      __typename: "MediaImage",
      id: profile.value,
      alt: "The Alvarez family",
      image: { url: expect.stringMatching(pictureUrl(emulator.url, "farm-sunny-slope-profile")), altText: "The Alvarez family", width: 600, height: 600 },
      presentation: { asJson: { focalPoint: { x: 0.3, y: 0.25 } } },
    });

    const gallery = fields.gallery_images;
    expect(gallery.type).toBe("list.file_reference");
    expect(JSON.parse(gallery.value)).toHaveLength(2);
    expect(gallery.reference).toBeNull();
    expect(gallery.references.nodes).toEqual([
      { __typename: "MediaImage", image: { url: expect.stringMatching(pictureUrl(emulator.url, "farm-sunny-slope-1")) } },
      { __typename: "MediaImage", image: { url: expect.stringMatching(pictureUrl(emulator.url, "farm-sunny-slope-2")) } },
    ]);

    const video = fields.highlight_video;
    expect(video.type).toBe("file_reference");
    expect(video.value).toMatch(/^gid:\/\/shopify\/Video\/\d+$/);
    expect(video.reference).toMatchObject({ __typename: "Video", id: video.value, previewImage: { url: expect.stringMatching(pictureUrl(emulator.url, "sunny-slope-harvest-preview")) } });
  });

  it("leaves out empty fields and answers null focal points", async () => {
    const data = await dataOf(gql(FARMERS, { first: 10 }));
    const heron = data.metaobjects.nodes[1];
    const keys = heron.fields.map((f: { key: string }) => f.key);
    expect(keys).toEqual(["name", "location", "bio", "story", "youtube_url", "profile_picture", "ccof", "usda_organic"]);
    const profile = heron.fields.find((f: { key: string }) => f.key === "profile_picture");
    expect(profile.reference.presentation).toEqual({ asJson: null });
    const coastal = data.metaobjects.nodes[2];
    expect(coastal.fields.map((f: { key: string }) => f.key)).not.toContain("story");
  });

  it("reads single fields with field(key:)", async () => {
    const data = await dataOf(
      gql(`{ metaobject(handle: { type: "farmer", handle: "blue-heron-apiary" }) {
        name: field(key: "name") { value } organic: field(key: "usda_organic") { value } facebook: field(key: "facebook_url") { value }
      } }`),
    );
    expect(data.metaobject).toEqual({ name: { value: "Blue Heron Apiary" }, organic: { value: "true" }, facebook: null });
  });

  it("finds a farm by id and handle; unknown types and handles give nothing", async () => {
    const data = await dataOf(
      gql(`{ a: metaobject(id: "gid://shopify/Metaobject/303") { handle }
        b: metaobject(handle: { type: "farmer", handle: "nope" }) { handle }
        c: metaobject(handle: { type: "lookbook", handle: "sunny-slope-farm" }) { handle }
        d: metaobjects(type: "lookbook", first: 5) { nodes { id } } }`),
    );
    expect(data).toEqual({ a: { handle: "coastal-catch-co" }, b: null, c: null, d: { nodes: [] } });
  });

  it("pages and sorts farms", async () => {
    const first = await dataOf(gql(FARMERS, { first: 2 }));
    expect(first.metaobjects.pageInfo.hasNextPage).toBe(true);
    const rest = await dataOf(gql(FARMERS, { first: 2, after: first.metaobjects.pageInfo.endCursor }));
    expect(rest.metaobjects.nodes.map((n: { handle: string }) => n.handle)).toEqual(["coastal-catch-co"]);
    const updated = await dataOf(gql(FARMERS, { first: 5, sortKey: "updated_at", reverse: true }));
    expect(updated.metaobjects.nodes.map((n: { handle: string }) => n.handle)).toEqual(["coastal-catch-co", "sunny-slope-farm", "blue-heron-apiary"]);
    const bad = await gql(FARMERS, { first: 5, sortKey: "name" });
    expect(bad.errors?.[0]?.message).toMatch(/sortKey "name" is not implemented/);
  });

  it("resolves a profile picture's MediaImage by node id, with its focal point", async () => {
    const data = await dataOf(gql('{ metaobject(handle: { type: "farmer", handle: "coastal-catch-co" }) { field(key: "profile_picture") { value } } }'));
    const id = data.metaobject.field.value;
    const node = await dataOf(gql("query($id: ID!) { node(id: $id) { ... on MediaImage { presentation { asJson(format: IMAGE) } } } }", { id }));
    expect(node.node.presentation.asJson).toEqual({ focalPoint: { x: 0.5, y: 0.7 } });
  });
});
