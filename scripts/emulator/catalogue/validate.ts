// Validation of a whole catalogue, hand-written or generated: the first bad record fails loudly with its name, so a
// typo in the data fails at start-up instead of turning into a strange page later.
import {
  ALL_PRODUCTS,
  CATEGORY_HANDLES,
  LATEST_DATE,
  MAX_GALLERY_IMAGES,
  MAX_PRODUCT_IMAGES,
  MAX_VARIANTS,
  PRICE_PATTERN,
  REQUIRED_COLLECTION_HANDLES,
  isIsoDateTime,
} from "./conventions.ts";
import type { Catalogue, CollectionRecord, ImageSpec, VariantRecord, VideoSpec } from "./types.ts";

const fail = (what: string, message: string): never => {
  throw new Error(`Catalogue: ${what}: ${message}`);
};

const isPositiveId = (v: unknown) => Number.isSafeInteger(v) && (v as number) > 0;
const HANDLE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function checkDate(what: string, field: string, value: unknown): void {
  if (!isIsoDateTime(value)) fail(what, `${field} ${JSON.stringify(value)} is not an ISO 8601 date-time`);
  if ((value as string) > LATEST_DATE && Date.parse(value as string) > Date.parse(LATEST_DATE)) {
    fail(what, `${field} ${value as string} is after ${LATEST_DATE}`);
  }
}

function checkMoney(what: string, field: "price" | "compareAtPrice", m: unknown): void {
  const money = m as { amount?: unknown; currencyCode?: unknown } | null;
  if (!money || typeof money.amount !== "string" || !PRICE_PATTERN.test(money.amount)) {
    const label = field === "price" ? "is priced" : "has a compare-at price";
    fail(what, `${label} ${JSON.stringify(money?.amount)}, not a decimal string like "12.50"`);
  }
  if (money?.currencyCode !== "USD") fail(what, `${field} currency ${JSON.stringify(money?.currencyCode)} is not USD`);
}

function checkUrl(what: string, field: string, value: unknown): void {
  if (value === null) return;
  if (typeof value !== "string" || !/^https:\/\/[^\s]+$/.test(value)) fail(what, `${field} ${JSON.stringify(value)} is not an https URL or null`);
}

/**
 * Throws an Error naming the first bad record: unknown vendors, missing or duplicate handles, prices that are not
 * decimal strings, dates that are not ISO 8601, variants that disagree with the options, collection membership
 * that disagrees between products and collections, image keys reused for different pictures.
 */
export function validateCatalogue(c: Catalogue): void {
  if (typeof c.shopName !== "string" || !c.shopName.trim()) fail("shop", "shopName is empty");
  const images = new Map<string, { spec: ImageSpec; owner: string }>();
  const checkImage = (owner: string, spec: ImageSpec | null | undefined) => {
    if (!spec) return fail(owner, "image is missing");
    if (typeof spec.key !== "string" || !/^[a-z0-9][a-z0-9-]*$/i.test(spec.key)) fail(owner, `image key ${JSON.stringify(spec.key)} is not a plain name`);
    if (typeof spec.alt !== "string") fail(owner, `image "${spec.key}" has no alt text`);
    if (typeof spec.motif !== "string" || !spec.motif) fail(owner, `image "${spec.key}" has no motif`);
    if (!(Number.isFinite(spec.hue) && spec.hue >= 0 && spec.hue <= 360)) fail(owner, `image "${spec.key}" hue ${spec.hue} is not 0–360`);
    if (!(Number.isInteger(spec.width) && spec.width > 0 && Number.isInteger(spec.height) && spec.height > 0)) {
      fail(owner, `image "${spec.key}" size ${spec.width}×${spec.height} is not positive integers`);
    }
    const seen = images.get(spec.key);
    if (seen) {
      const a = seen.spec;
      if (a.alt !== spec.alt || a.motif !== spec.motif || a.hue !== spec.hue || a.width !== spec.width || a.height !== spec.height) {
        fail(owner, `image key "${spec.key}" is already used by ${seen.owner} for a different picture`);
      }
    } else {
      images.set(spec.key, { spec, owner });
    }
  };
  const videos = new Map<string, VideoSpec>();
  const checkVideo = (owner: string, v: VideoSpec) => {
    if (!v || typeof v.key !== "string" || !/^[a-z0-9][a-z0-9-]*$/i.test(v.key)) fail(owner, `video key ${JSON.stringify(v?.key)} is not a plain name`);
    const seen = videos.get(v.key);
    if (seen && (seen.alt !== v.alt || seen.preview.key !== v.preview.key)) fail(owner, `video key "${v.key}" is used for two different clips`);
    videos.set(v.key, v);
    checkImage(`${owner} video "${v.key}"`, v.preview);
  };
  const unique = (kind: string) => {
    const seen = new Map<string | number, string>();
    return (value: string | number, owner: string) => {
      const prev = seen.get(value);
      if (prev !== undefined) fail(owner, `${kind} ${JSON.stringify(value)} is already used by ${prev}`);
      seen.set(value, owner);
    };
  };

  // Farms
  const farmHandle = unique("handle");
  const farmName = unique("name");
  const farmId = unique("id");
  const farmNames = new Set<string>();
  for (const f of c.farms) {
    const what = `farm "${f.handle}" (id ${f.id})`;
    if (!isPositiveId(f.id)) fail(what, "id is not a positive integer");
    farmId(f.id, what);
    if (!HANDLE_PATTERN.test(f.handle)) fail(what, "handle is not lowercase words joined by hyphens");
    farmHandle(f.handle, what);
    if (!f.name?.trim()) fail(what, "name is empty");
    farmName(f.name, what);
    farmNames.add(f.name);
    if (!f.location?.trim()) fail(what, "location is empty");
    if (!f.bio?.trim()) fail(what, "bio is empty");
    if (!Array.isArray(f.story) || f.story.length === 0 || f.story.some((p) => typeof p !== "string" || !p.trim())) fail(what, "story needs non-empty paragraphs");
    checkUrl(what, "facebookUrl", f.facebookUrl);
    checkUrl(what, "instagramUrl", f.instagramUrl);
    checkUrl(what, "youtubeUrl", f.youtubeUrl);
    checkImage(what, f.profilePicture);
    if (f.focalPoint !== null) {
      const { x, y } = f.focalPoint ?? {};
      if (!(typeof x === "number" && x >= 0 && x <= 1 && typeof y === "number" && y >= 0 && y <= 1)) fail(what, "focalPoint needs x and y between 0 and 1, or null");
    }
    if (f.gallery.length > MAX_GALLERY_IMAGES) fail(what, `gallery has ${f.gallery.length} images (at most ${MAX_GALLERY_IMAGES})`);
    for (const g of f.gallery) checkImage(what, g);
    if (f.highlightVideo) checkVideo(what, f.highlightVideo);
    if (typeof f.ccof !== "boolean" || typeof f.usdaOrganic !== "boolean") fail(what, "ccof and usdaOrganic must be booleans");
    checkDate(what, "updatedAt", f.updatedAt);
  }

  // Collections
  const collectionHandle = unique("handle");
  const collectionId = unique("id");
  const collectionsByHandle = new Map<string, CollectionRecord>();
  for (const col of c.collections) {
    const what = `collection "${col.handle}" (id ${col.id})`;
    if (!isPositiveId(col.id)) fail(what, "id is not a positive integer");
    collectionId(col.id, what);
    if (!HANDLE_PATTERN.test(col.handle)) fail(what, "handle is not lowercase words joined by hyphens");
    collectionHandle(col.handle, what);
    if (!col.title?.trim()) fail(what, "title is empty");
    if (typeof col.descriptionMarkdown !== "string") fail(what, "descriptionMarkdown is not text");
    if (col.image) checkImage(what, col.image);
    checkDate(what, "updatedAt", col.updatedAt);
    collectionsByHandle.set(col.handle, col);
  }
  for (const h of REQUIRED_COLLECTION_HANDLES) {
    if (!collectionsByHandle.has(h)) fail(`collection "${h}"`, "is required (the site links to it) but missing");
  }

  // Products and variants
  const productHandle = unique("handle");
  const productId = unique("id");
  const variantOwner = new Map<number, string>();
  /** Per product handle, the collections it names; per collection handle, how many products name it. */
  const productCollections = new Map<string, readonly string[]>();
  const namedBy = new Map<string, number>();
  for (const p of c.products) {
    const what = `product "${p.handle}" (id ${p.id})`;
    if (!isPositiveId(p.id)) fail(what, "id is not a positive integer");
    productId(p.id, what);
    if (!HANDLE_PATTERN.test(p.handle)) fail(what, "handle is not lowercase words joined by hyphens");
    productHandle(p.handle, what);
    productCollections.set(p.handle, p.collections);
    if (!p.title?.trim()) fail(what, "title is empty");
    if (!farmNames.has(p.vendor)) fail(what, `vendor ${JSON.stringify(p.vendor)} is not the name of a farm`);
    if (!p.productType?.trim()) fail(what, "productType is empty");
    if (!Array.isArray(p.tags) || p.tags.some((t) => typeof t !== "string" || !t)) fail(what, "tags must be non-empty strings");
    if (typeof p.descriptionMarkdown !== "string" || !p.descriptionMarkdown.trim()) fail(what, "description is empty");
    checkDate(what, "createdAt", p.createdAt);
    checkDate(what, "updatedAt", p.updatedAt);
    checkDate(what, "publishedAt", p.publishedAt);
    if (Date.parse(p.updatedAt) < Date.parse(p.createdAt)) fail(what, "updatedAt is before createdAt");
    if (!(Number.isInteger(p.sales) && p.sales >= 0)) fail(what, "sales is not a non-negative integer");
    if (p.images.length > MAX_PRODUCT_IMAGES) fail(what, `has ${p.images.length} images (at most ${MAX_PRODUCT_IMAGES})`);
    for (const img of p.images) checkImage(what, img);
    for (const v of p.videos) checkVideo(what, v);
    for (const h of p.collections) {
      if (!collectionsByHandle.has(h)) fail(what, `names collection "${h}", which does not exist`);
      namedBy.set(h, (namedBy.get(h) ?? 0) + 1);
    }
    if (!p.collections.some((h) => (CATEGORY_HANDLES as readonly string[]).includes(h))) fail(what, "belongs to no category collection");
    if (p.options.length === 0 || p.options.some((o) => !o.name || o.values.length === 0)) fail(what, "needs at least one option with values");
    if (p.variants.length < 1) fail(what, "has no variants");
    if (p.variants.length > MAX_VARIANTS) fail(what, `has ${p.variants.length} variants (at most ${MAX_VARIANTS})`);
    const combos = new Set<string>();
    for (let i = 0; i < p.variants.length; i++) {
      const v = p.variants[i] as VariantRecord;
      const vw = `${what} variant ${i + 1} (id ${v.id})`;
      if (!isPositiveId(v.id)) fail(vw, "id is not a positive integer");
      const previous = variantOwner.get(v.id);
      if (previous !== undefined) fail(vw, `variant id ${v.id} is already used by a variant of product "${previous}"`);
      variantOwner.set(v.id, p.handle);
      checkMoney(vw, "price", v.price);
      if (v.compareAtPrice !== null) checkMoney(vw, "compareAtPrice", v.compareAtPrice);
      if (!(Number.isInteger(v.quantityAvailable) && v.quantityAvailable >= 0)) fail(vw, "quantityAvailable is not a non-negative integer");
      if (v.availableForSale !== v.quantityAvailable > 0) fail(vw, "availableForSale disagrees with quantityAvailable");
      if (v.selectedOptions.length !== p.options.length) fail(vw, `has ${v.selectedOptions.length} selected options, the product has ${p.options.length}`);
      for (const [k, so] of v.selectedOptions.entries()) {
        const opt = p.options[k];
        if (!opt || so.name !== opt.name || !opt.values.includes(so.value)) {
          fail(vw, `selected option ${JSON.stringify(so)} is not a value of option ${JSON.stringify(opt?.name)}`);
        }
      }
      const expectedTitle = v.selectedOptions.map((s) => s.value).join(" / ");
      if (v.title !== expectedTitle) fail(vw, `title ${JSON.stringify(v.title)} should be ${JSON.stringify(expectedTitle)}`);
      if (combos.has(expectedTitle)) fail(vw, `repeats the option combination "${expectedTitle}"`);
      combos.add(expectedTitle);
      if (v.image) checkImage(vw, v.image);
    }
  }

  // Collection membership agrees both ways.
  for (const col of c.collections) {
    const what = `collection "${col.handle}" (id ${col.id})`;
    const all = col.handle === ALL_PRODUCTS;
    const seen = new Set<string>();
    for (const h of col.productHandles) {
      const named = productCollections.get(h);
      if (!named) fail(what, `lists product "${h}", which does not exist`);
      if (seen.has(h)) fail(what, `lists product "${h}" twice`);
      if (!all && !named?.includes(col.handle)) fail(what, `lists product "${h}", which does not name it in its collections`);
      seen.add(h);
    }
    const expected = all ? c.products.length : (namedBy.get(col.handle) ?? 0);
    if (seen.size !== expected) {
      const missing = c.products.find((p) => (all || p.collections.includes(col.handle)) && !seen.has(p.handle));
      fail(what, `lists ${seen.size} products but ${expected} belong to it${missing ? ` (missing "${missing.handle}")` : ""}`);
    }
  }

  // Blogs and articles; article handles are unique across blogs because the site's route is /blog/{handle}.
  const blogHandle = unique("handle");
  const blogId = unique("id");
  const articleHandle = unique("article handle");
  const articleId = unique("article id");
  for (const b of c.blogs) {
    const what = `blog "${b.handle}" (id ${b.id})`;
    if (!isPositiveId(b.id)) fail(what, "id is not a positive integer");
    blogId(b.id, what);
    if (!HANDLE_PATTERN.test(b.handle)) fail(what, "handle is not lowercase words joined by hyphens");
    blogHandle(b.handle, what);
    if (!b.title?.trim()) fail(what, "title is empty");
    for (const a of b.articles) {
      const aw = `article "${a.handle}" (id ${a.id}) in blog "${b.handle}"`;
      if (!isPositiveId(a.id)) fail(aw, "id is not a positive integer");
      articleId(a.id, aw);
      if (!HANDLE_PATTERN.test(a.handle)) fail(aw, "handle is not lowercase words joined by hyphens");
      articleHandle(a.handle, aw);
      if (!a.title?.trim()) fail(aw, "title is empty");
      if (!a.author?.trim()) fail(aw, "author is empty");
      checkDate(aw, "publishedAt", a.publishedAt);
      if (typeof a.contentMarkdown !== "string" || !a.contentMarkdown.trim()) fail(aw, "content is empty");
      if (typeof a.excerpt !== "string") fail(aw, "excerpt is not text");
      if (a.image) checkImage(aw, a.image);
    }
  }
}
