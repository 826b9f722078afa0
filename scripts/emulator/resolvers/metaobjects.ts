// Farms, served as Shopify metaobjects of type "farmer". Field keys, types and value encodings follow Shopify's
// metafield types: text fields hold the text, `rich_text_field` holds Shopify's rich-text JSON, `url` a URL,
// `boolean` "true"/"false", `file_reference` the gid of a MediaImage / Video (the object itself under `reference`),
// `list.file_reference` a JSON array of gids (the objects under `references`). As on Shopify, a field with no value
// is left out of `fields` and `field(key:)` returns null for it.
import { gid } from "../ids.ts";
import { arrayConnection, arrayList, paginate, connectionSource, type ConnectionArgs, type Source } from "../pagination.ts";
import type { FarmEntry } from "../store-entries.ts";
import { notImplemented, type EmulatorContext } from "./context.ts";
import { mediaImageSource, videoMediaFor, videoSource } from "./images.ts";

export const FARMER_TYPE = "farmer";

type FieldSpec = {
  key: string;
  type: string;
  value: string;
  reference?: () => Source;
  references?: (() => Source)[];
};

/** Shopify rich text: a root holding one paragraph per story paragraph, each a single text node. */
export function richTextJson(paragraphs: readonly string[]): string {
  return JSON.stringify({
    type: "root",
    children: paragraphs.map((text) => ({ type: "paragraph", children: [{ type: "text", value: text }] })),
  });
}

function farmFields(ctx: EmulatorContext, farm: FarmEntry): FieldSpec[] {
  const record = farm.record;
  const store = ctx.store;
  const fields: FieldSpec[] = [
    { key: "name", type: "single_line_text_field", value: record.name },
    { key: "location", type: "single_line_text_field", value: record.location },
    { key: "bio", type: "multi_line_text_field", value: record.bio },
  ];
  if (record.story.length > 0) fields.push({ key: "story", type: "rich_text_field", value: richTextJson(record.story) });
  for (const [key, url] of [
    ["facebook_url", record.facebookUrl],
    ["instagram_url", record.instagramUrl],
    ["youtube_url", record.youtubeUrl],
  ] as const) {
    if (url) fields.push({ key, type: "url", value: url });
  }
  const profile = store.imageByKey.get(record.profilePicture.key) ?? store.registerImage(record.profilePicture, record.focalPoint);
  fields.push({
    key: "profile_picture",
    type: "file_reference",
    value: gid("MediaImage", profile.number),
    reference: () => mediaImageSource(ctx, record.profilePicture),
  });
  if (record.gallery.length > 0) {
    const numbers = record.gallery.map((spec) => (store.imageByKey.get(spec.key) ?? store.registerImage(spec)).number);
    fields.push({
      key: "gallery_images",
      type: "list.file_reference",
      value: JSON.stringify(numbers.map((n) => gid("MediaImage", n))),
      references: record.gallery.map((spec) => () => mediaImageSource(ctx, spec)),
    });
  }
  if (record.highlightVideo) {
    const video = videoMediaFor(ctx, record.highlightVideo);
    fields.push({
      key: "highlight_video",
      type: "file_reference",
      value: gid("Video", video.number),
      reference: () => videoSource(ctx, video),
    });
  }
  fields.push({ key: "ccof", type: "boolean", value: String(record.ccof) });
  fields.push({ key: "usda_organic", type: "boolean", value: String(record.usdaOrganic) });
  return fields;
}

function fieldSource(ctx: EmulatorContext, field: FieldSpec, ownerId: number): Source {
  return {
    __typename: "MetaobjectField",
    key: field.key,
    type: field.type,
    value: field.value,
    reference: field.reference ? field.reference : null,
    references: (args: ConnectionArgs) =>
      field.references
        ? arrayConnection("MetafieldReferenceConnection", field.references, args, `field:${ownerId}:${field.key}`, (make) => make(), ctx.limits)
        : null,
  };
}

export function farmMetaobject(ctx: EmulatorContext, farm: FarmEntry): Source {
  let fields: FieldSpec[] | undefined;
  const allFields = (): FieldSpec[] => (fields ??= farmFields(ctx, farm));
  return {
    __typename: "Metaobject",
    id: farm.gid,
    handle: farm.record.handle,
    type: FARMER_TYPE,
    updatedAt: farm.record.updatedAt,
    onlineStoreUrl: null,
    fields: () => allFields().map((f) => fieldSource(ctx, f, farm.record.id)),
    field: (args: { key: string }) => {
      const found = allFields().find((f) => f.key === args.key);
      return found ? fieldSource(ctx, found, farm.record.id) : null;
    },
  };
}

/** `metaobjects(type:, sortKey:)`: Shopify documents the sort keys "id" and "updated_at". */
export function metaobjectConnection(
  ctx: EmulatorContext,
  args: ConnectionArgs & { type: string; sortKey?: string | null },
): Source {
  const sortKey = args.sortKey ?? "id";
  const farms = args.type === FARMER_TYPE ? [...ctx.store.farms] : [];
  if (sortKey === "id") farms.sort((a, b) => a.record.id - b.record.id);
  else if (sortKey === "updated_at") {
    farms.sort((a, b) => Date.parse(a.record.updatedAt) - Date.parse(b.record.updatedAt) || a.record.id - b.record.id);
  } else throw notImplemented(`Metaobject sortKey "${sortKey}"`);
  const page = paginate(arrayList(farms), args, `metaobjects:${args.type}:${sortKey}`, ctx.limits);
  return connectionSource("MetaobjectConnection", page, (farm) => farmMetaobject(ctx, farm));
}
