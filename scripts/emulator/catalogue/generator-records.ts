// One generated record at a time: a farm, a product or an article, derived from its own index through a seeded
// random source (a product also draws on the farms already made, an article on the farms and products), so the
// same index gives the same record on every machine.
import { ID_BASE, IMAGE_SIZE, LATEST_DATE, hashString, image, imageKey, isoFromSeconds, mulberry32, price, slugify, variantId } from "./conventions.ts";
import {
  ARTICLE_TITLES,
  AUTHORS,
  CATEGORIES,
  FARMER_TITLES,
  FARM_FIRST,
  FARM_SECOND,
  PEOPLE_FIRST,
  PEOPLE_LAST,
  PLACES,
  SCENES,
  SEASONS,
  type Category,
  type OptionSet,
} from "./generator-vocabulary.ts";
import type { ArticleRecord, FarmRecord, ImageSpec, ProductRecord, VariantRecord, VideoSpec } from "./types.ts";

type Rand = () => number;

const START = Date.parse("2023-01-01T00:00:00Z") / 1000;
const END = Date.parse("2026-09-30T00:00:00Z") / 1000;
const ARTICLE_START = Date.parse("2024-01-01T00:00:00Z") / 1000;
const LATEST = Date.parse(LATEST_DATE) / 1000;
const DAY = 86_400;

const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
const between = (rand: Rand, a: number, b: number) => Math.floor(a + rand() * (b - a + 1));
const seeded = (kind: string, index: number) => mulberry32(hashString(`${kind}:${index}`));
const hueIn = (rand: Rand, [a, b]: [number, number]) => (between(rand, a, b) + 360) % 360;
/** Prices end in .00 or .50, like a shop's would. */
const roundedCents = (cents: number) => Math.max(100, Math.round(cents / 50) * 50);

function categoryFarms(farmCount: number, c: number): number {
  return c < farmCount ? Math.floor((farmCount - 1 - c) / CATEGORIES.length) + 1 : 0;
}

function farmName(f: number): string {
  const c = f % CATEGORIES.length;
  const k = Math.floor(f / CATEGORIES.length);
  const category = CATEGORIES[c] as Category;
  const capacity = FARM_FIRST.length * FARM_SECOND.length * category.farmKinds.length;
  // 7919 is prime and does not divide the capacity, so k -> slot is a permutation: names never repeat.
  const slot = (k * 7919) % capacity;
  const first = FARM_FIRST[slot % FARM_FIRST.length];
  const second = FARM_SECOND[Math.floor(slot / FARM_FIRST.length) % FARM_SECOND.length];
  const kind = category.farmKinds[Math.floor(slot / (FARM_FIRST.length * FARM_SECOND.length))];
  const round = Math.floor(k / capacity);
  return `${first} ${second} ${kind}${round > 0 ? ` No. ${round + 1}` : ""}`;
}

export function makeFarm(f: number, videos: Map<string, VideoSpec>, anyVideo: VideoSpec | undefined): FarmRecord {
  const rand = seeded("farm", f);
  const category = CATEGORIES[f % CATEGORIES.length] as Category;
  const name = farmName(f);
  const handle = slugify(name);
  const location = pick(rand, PLACES);
  const person = `${pick(rand, PEOPLE_FIRST)} ${pick(rand, PEOPLE_LAST)}`;
  const founded = between(rand, 1952, 2019);
  const what = category.title.toLowerCase();
  const bio =
    rand() < 0.5
      ? `${person} runs ${name} in ${location}, growing and making ${what} in small batches.`
      : `Since ${founded}, ${name} has been a family operation in ${location}. ${person} and a small crew grow, harvest and pack everything by hand, and nothing ships until it is at its best.`;
  const galleryCount = between(rand, 3, 6);
  const video = f % 2 === 0 ? (videos.get(category.clip) ?? anyVideo ?? null) : null;
  // The first four farms carry every combination of the two certifications; the rest are random.
  const ccof = f < 4 ? f % 2 === 0 : rand() < 0.5;
  const usdaOrganic = f < 4 ? f < 2 : rand() < 0.5;
  const updated = START + Math.floor(rand() * (END - START));
  return {
    id: ID_BASE.farm + f + 1,
    handle,
    name,
    location,
    bio,
    story: [
      `${name} began in ${founded}, when ${person.split(" ")[0]}'s family bought a few tired acres outside ${location.split(",")[0]} and decided to farm them slowly.`,
      `Today the farm is known for its ${what}. Everything is harvested by hand and made in small batches in the farm's own kitchen, usually in the same week it ships.`,
      `${ccof || usdaOrganic ? "The farm is certified organic" : "The farm is not certified, but it farms without synthetic pesticides"}, and it keeps hedgerows and cover crops for the bees and birds.`,
    ],
    facebookUrl: f % 3 === 0 ? null : `https://www.facebook.com/${handle}`,
    instagramUrl: f % 5 === 1 ? null : `https://www.instagram.com/${handle.replace(/-/g, "")}`,
    youtubeUrl: f % 2 === 0 ? `https://www.youtube.com/@${handle}` : null,
    profilePicture: image(imageKey.farmProfile(handle), `Portrait of ${person} of ${name}`, "portrait", hueIn(rand, [0, 359]), IMAGE_SIZE.farmProfile),
    focalPoint: f % 3 === 0 ? null : { x: between(rand, 30, 70) / 100, y: between(rand, 20, 40) / 100 },
    gallery: Array.from({ length: galleryCount }, (_, i) => {
      const motif = i === 1 ? (category.motifs[0] as string) : pick(rand, SCENES);
      return image(imageKey.farmGallery(handle, i), `${name}: ${motif.replace("-", " ")}`, motif, hueIn(rand, i === 1 ? category.hue : [60, 130]), IMAGE_SIZE.farmGallery);
    }),
    highlightVideo: video,
    ccof,
    usdaOrganic,
    updatedAt: isoFromSeconds(updated),
  };
}

export type ProductPlan = { record: ProductRecord; extra: number | null };

export function makeProduct(i: number, farms: FarmRecord[], extras: number, videos: Map<string, VideoSpec>): ProductPlan {
  const rand = seeded("product", i);
  const c = i % CATEGORIES.length;
  const category = CATEGORIES[c] as Category;
  const farmIndex = c + CATEGORIES.length * (Math.floor(i / CATEGORIES.length) % Math.max(1, categoryFarms(farms.length, c)));
  const farm = farms[farmIndex] ?? (farms[i % farms.length] as FarmRecord);
  const id = ID_BASE.product + i + 1;

  const gift = i === 1 || rand() < 0.1;
  const hidden = i === 0 || rand() < 0.12;
  const artisan = i === 2 || rand() < 0.15;
  const base = pick(rand, category.bases);
  const title = gift ? `${base} Gift Box` : `${pick(rand, category.adjectives)} ${base}`;
  const handle = `${slugify(title)}-${i + 1}`;
  const productType = gift ? "Gift Set" : pick(rand, category.types);

  const baseCents = between(rand, category.cents[0], category.cents[1]);
  const onSale = rand() < 0.15;
  const soldOut = rand() < 0.03;
  const single = gift || rand() < 0.5;
  const optionSet: OptionSet = single ? [{ name: "Title", values: ["Default Title"], factors: [1] }] : pick(rand, category.options);
  const combos: { values: string[]; factor: number }[] = [{ values: [], factor: 1 }];
  for (const option of optionSet) {
    const next: { values: string[]; factor: number }[] = [];
    for (const combo of combos) {
      option.values.forEach((value, k) => next.push({ values: [...combo.values, value], factor: combo.factor * (option.factors[k] ?? 1) }));
    }
    combos.splice(0, combos.length, ...next);
  }
  const variants: VariantRecord[] = combos.map((combo, j) => {
    const cents = roundedCents(baseCents * combo.factor);
    const quantity = soldOut || (j > 0 && rand() < 0.15) ? 0 : between(rand, 3, 180);
    return {
      id: variantId(id, j),
      title: combo.values.join(" / "),
      sku: `GEN-${i + 1}-${j + 1}`,
      availableForSale: quantity > 0,
      quantityAvailable: quantity,
      price: { amount: price(cents), currencyCode: "USD" },
      compareAtPrice: onSale ? { amount: price(roundedCents(cents * (1.12 + rand() * 0.15))), currencyCode: "USD" } : null,
      selectedOptions: optionSet.map((o, k) => ({ name: o.name, value: combo.values[k] as string })),
      image: null,
    };
  });
  for (const v of variants) {
    // Rounding can make a compare-at price equal to the price on cheap items; a sale must be a sale.
    if (v.compareAtPrice && Number(v.compareAtPrice.amount) <= Number(v.price.amount)) {
      v.compareAtPrice = { amount: price(Math.round(Number(v.price.amount) * 100) + 100), currencyCode: "USD" };
    }
  }

  const imageCount = between(rand, 1, 4);
  const images: ImageSpec[] = Array.from({ length: imageCount }, (_, k) => {
    const motif = k === 0 ? (gift ? "gift" : (category.motifs[0] as string)) : k === imageCount - 1 && k > 1 ? pick(rand, SCENES) : pick(rand, category.motifs);
    const alt = k === 0 ? `${title} from ${farm.name}` : k === 1 ? `${title}, close up` : `${title} at ${farm.name}`;
    return image(imageKey.product(handle, k), alt, motif, hueIn(rand, category.hue), IMAGE_SIZE.product);
  });
  const clip = rand() < 0.08 ? videos.get(category.clip) : undefined;

  const created = START + Math.floor(rand() * (END - START));
  const updated = Math.min(LATEST - DAY, created + Math.floor(rand() * 400 * DAY));
  const published = created + between(rand, 1, 48) * 3600;
  const tags = [...new Set([...(rand() < 0.2 ? ["freeshipping"] : []), ...(farm.ccof || farm.usdaOrganic ? ["organic"] : []), ...(gift ? ["gift"] : []), pick(rand, category.tags), pick(rand, category.tags)])];

  const note = pick(rand, category.notes);
  const place = farm.location.split(",")[0];
  const blocks = [
    `${title} comes from ${farm.name} in ${farm.location}, where it is made in small batches and packed by hand the week it ships.`,
    rand() < 0.5
      ? `**Tasting notes:** ${note}.`
      : `**What you will taste**\n\n- ${note[0]?.toUpperCase()}${note.slice(1)}\n- A long, clean finish\n- Nothing artificial, ever`,
    `${pick(rand, category.uses)} ${pick(rand, category.uses)}`,
  ];
  if (gift) blocks.push(`A ready-made gift from ${place}, boxed with a card that tells the farm's story.`);

  const collections = [
    category.handle,
    ...(hidden ? ["hidden-gems"] : []),
    ...(gift ? ["gift-sets-and-bundles"] : []),
    ...(artisan ? ["artisan-goods"] : []),
  ];
  const extra = extras > 0 && rand() < 0.25 ? (i * 31 + 7) % extras : null;

  return {
    record: {
      id,
      handle,
      title,
      vendor: farm.name,
      productType,
      tags,
      descriptionMarkdown: blocks.join("\n\n"),
      createdAt: isoFromSeconds(created),
      updatedAt: isoFromSeconds(Math.max(updated, published)),
      publishedAt: isoFromSeconds(published),
      sales: Math.floor(rand() ** 3 * 3000),
      options: optionSet.map((o) => ({ name: o.name, values: o.values })),
      variants,
      images,
      videos: clip ? [clip] : [],
      collections,
    },
    extra,
  };
}

export function makeArticle(a: number, farms: FarmRecord[], products: ProductRecord[]): { blog: number; record: ArticleRecord } {
  const rand = seeded("article", a);
  const slot = a % 10;
  const blog = slot < 6 ? 0 : slot < 8 ? 1 : 2;
  const farm = farms[Math.floor(rand() * farms.length)] as FarmRecord;
  const product = products[Math.floor(rand() * products.length)] as ProductRecord;
  const thing = product.title.replace(/ Gift Box$/, "");
  const season = pick(rand, SEASONS);
  const title =
    blog === 1
      ? `${pick(rand, FARMER_TITLES)}: ${pick(rand, ["A Practical Guide", "What We Have Learned", "Questions and Answers", "A Checklist"])}`
      : blog === 2
        ? `${pick(rand, ["News", "Update", "From the Team"])}: ${pick(rand, [`${farm.name} Joins the Shop`, `${season} Shipping Dates`, "Our Packaging Changes", `New This ${season}`])}`
        : (pick(rand, ARTICLE_TITLES) as (f: string, t: string, s: string) => string)(farm.name, thing, season);
  const handle = `${slugify(title)}-${a + 1}`;
  const published = ARTICLE_START + Math.floor(rand() * (LATEST - DAY - ARTICLE_START));
  const excerpt = `${farm.name} in ${farm.location} on ${thing.toLowerCase()}, the ${season.toLowerCase()} and what comes next.`;
  const content = [
    `When we visited ${farm.name} this ${season.toLowerCase()}, the first thing we noticed was how quiet it was. ${farm.bio}`,
    "## What we learned",
    `${thing} is the kind of product that rewards patience. The crew at ${farm.name} harvest by hand and make it in small batches, which takes longer and costs more, and tastes like it.`,
    `- Buy a little, often, rather than a lot at once\n- Store it somewhere cool and dark\n- Ask the farmer: they love to talk about it`,
    `You can find ${thing.toLowerCase()} and the rest of ${farm.name}'s range in our shop. Thank you for supporting small farms.`,
  ].join("\n\n");
  return {
    blog,
    record: {
      id: ID_BASE.article + a + 1,
      handle,
      title,
      author: pick(rand, AUTHORS),
      publishedAt: isoFromSeconds(published),
      tags: [pick(rand, ["farm-visit", "recipes", "guides", "news", "seasonal"]), season.toLowerCase()],
      excerpt,
      contentMarkdown: content,
      image: rand() < 0.95 ? image(imageKey.article(handle), `${title}`, pick(rand, [...SCENES, "portrait", "cup", "honey", "jam"]), hueIn(rand, [0, 359]), IMAGE_SIZE.article) : null,
    },
  };
}
