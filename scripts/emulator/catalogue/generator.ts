// A deterministic catalogue of any size, for benchmarks and scale tests: N products with farms (one per ~7 products,
// at least 12), articles (about N/3, at least 30) and collections in proportion. Every record is derived from its
// own index through a seeded generator, so the same N always gives the same catalogue, on every machine, and
// product i looks the same whatever N is (only the farm it is assigned to depends on how many farms there are).
import { ID_BASE, IMAGE_SIZE, image, imageKey, slugify } from "./conventions.ts";
import { makeArticle, makeFarm, makeProduct } from "./generator-records.ts";
import { BLOGS, CATEGORIES, FEATURED, THEMES, THEME_MOTIFS } from "./generator-vocabulary.ts";
import type { BlogRecord, Catalogue, CollectionRecord, VideoSpec } from "./types.ts";

/**
 * The generated catalogue of `productCount` products. `videos` are the committed clips (data/videos.json); products
 * and farms reuse them by theme, so every video key has a file.
 */
export function generateCatalogue(productCount: number, options: { videos?: VideoSpec[] } = {}): Catalogue {
  if (!Number.isInteger(productCount) || productCount < 1) {
    throw new Error(`Catalogue: a generated catalogue needs a whole number of products (1 or more), not ${productCount}`);
  }
  const videoList = options.videos ?? [];
  const videos = new Map(videoList.map((v) => [v.key, v]));
  const farmCount = Math.max(12, Math.ceil(productCount / 7));
  const farms = Array.from({ length: farmCount }, (_, f) => makeFarm(f, videos, videoList[0]));

  const extras = Math.floor(productCount / 500);
  const plans = Array.from({ length: productCount }, (_, i) => makeProduct(i, farms, extras, videos));
  const products = plans.map((p) => p.record);

  const members = new Map<string, string[]>();
  const add = (collection: string, handle: string) => {
    const list = members.get(collection);
    if (list) list.push(handle);
    else members.set(collection, [handle]);
  };
  const extraHandles = Array.from({ length: extras }, (_, j) => `${slugify(THEMES[j % THEMES.length] as string)}-${Math.floor(j / THEMES.length) + 1}`);
  for (const plan of plans) {
    for (const handle of plan.record.collections) add(handle, plan.record.handle);
    if (plan.extra !== null) {
      const extraHandle = extraHandles[plan.extra] as string;
      plan.record.collections.push(extraHandle);
      add(extraHandle, plan.record.handle);
    }
  }

  const updatedAt = "2026-10-30T12:00:00Z";
  const collections: CollectionRecord[] = [];
  let collectionId = ID_BASE.collection;
  for (const f of FEATURED) {
    collections.push({
      id: ++collectionId,
      handle: f.handle,
      title: f.title,
      descriptionMarkdown: `${f.title} from ${farmCount} partner farms.`,
      image: f.motif ? image(imageKey.collection(f.handle), `${f.title} banner`, f.motif, 95, IMAGE_SIZE.collection) : null,
      updatedAt,
      productHandles: f.handle === "all-products" ? products.map((p) => p.handle) : (members.get(f.handle) ?? []),
    });
  }
  for (const category of CATEGORIES) {
    collections.push({
      id: ++collectionId,
      handle: category.handle,
      title: category.title,
      descriptionMarkdown: `${category.title} from our partner farms, made in small batches.`,
      image: image(imageKey.collection(category.handle), `${category.title} banner`, category.motifs[0] as string, category.hue[0], IMAGE_SIZE.collection),
      updatedAt,
      productHandles: members.get(category.handle) ?? [],
    });
  }
  extraHandles.forEach((handle, j) => {
    const theme = THEMES[j % THEMES.length] as string;
    const round = Math.floor(j / THEMES.length) + 1;
    collections.push({
      id: ++collectionId,
      handle,
      title: round > 1 ? `${theme} ${round}` : theme,
      descriptionMarkdown: `A selection for ${theme.toLowerCase()}, picked by our team.`,
      image: image(imageKey.collection(handle), `${theme} banner`, THEME_MOTIFS[j % THEME_MOTIFS.length] as string, (j * 47) % 360, IMAGE_SIZE.collection),
      updatedAt,
      productHandles: members.get(handle) ?? [],
    });
  });

  const articleCount = Math.max(30, Math.ceil(productCount / 3));
  const blogs: BlogRecord[] = BLOGS.map((b) => ({ ...b, articles: [] }));
  for (let a = 0; a < articleCount; a++) {
    const { blog, record } = makeArticle(a, farms, products);
    (blogs[blog] as BlogRecord).articles.push(record);
  }
  for (const b of blogs) b.articles.sort((x, y) => y.publishedAt.localeCompare(x.publishedAt) || x.id - y.id);

  return { shopName: "Harvest & Hearth", products, collections, farms, blogs };
}
