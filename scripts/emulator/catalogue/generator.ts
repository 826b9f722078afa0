// A deterministic catalogue of any size for benchmarks: the same N always gives the same products, farms,
// collections and articles (seeded PRNG, fixed dates), with the proportions of the hand-written shop.
import { hueOf, idBase } from "./hand-written.ts";
import { mulberry32 } from "../seeded.ts";
import type { ArticleRecord, Catalogue, CollectionRecord, FarmRecord, ImageSpec, ProductRecord, VariantRecord } from "./types.ts";

const categories = [
  { handle: "coffee-and-tea", title: "Coffee & Tea", type: "Coffee", motif: "coffee", nouns: ["Coffee", "Espresso", "Green Tea", "Black Tea", "Herbal Tea"], option: ["Size", ["12 oz", "2 lb"]] },
  { handle: "crafted-chocolates", title: "Crafted Chocolates", type: "Chocolate", motif: "chocolate", nouns: ["Dark Chocolate", "Milk Chocolate", "Truffles", "Toffee"], option: ["Pack", ["Single", "Box of 6"]] },
  { handle: "dried-fruits-and-vegetables", title: "Dried Fruits & Vegetables", type: "Dried Fruit", motif: "dried-fruit", nouns: ["Apricots", "Figs", "Peaches", "Tomatoes", "Cherries"], option: ["Size", ["8 oz", "1 lb"]] },
  { handle: "honey", title: "Honey", type: "Honey", motif: "honey", nouns: ["Honey", "Honeycomb", "Creamed Honey", "Maple Syrup"], option: ["Size", ["8 oz", "16 oz", "3 lb"]] },
  { handle: "jams-and-jellies", title: "Jams & Jellies", type: "Jam", motif: "jam", nouns: ["Jam", "Preserves", "Marmalade", "Jelly"], option: ["Size", ["9 oz", "Case of 6"]] },
  { handle: "oil-and-vinegar", title: "Oil & Vinegar", type: "Olive Oil", motif: "oil", nouns: ["Olive Oil", "Balsamic", "Wine Vinegar", "Infused Oil"], option: ["Size", ["250 ml", "500 ml"]] },
  { handle: "from-the-sea", title: "From the Sea", type: "Seafood", motif: "seafood", nouns: ["Albacore", "Smoked Salmon", "Sea Salt", "Oysters"], option: ["Pack", ["Single", "6 pack"]] },
  { handle: "snacks-and-jerky", title: "Snacks & Jerky", type: "Snack", motif: "snack", nouns: ["Beef Jerky", "Popcorn", "Roasted Nuts", "Trail Mix"], option: ["Size", ["3 oz", "8 oz"]] },
  { handle: "spices-and-seasoning", title: "Spices & Seasoning", type: "Spice", motif: "spice", nouns: ["Chile Powder", "Herb Blend", "Smoked Salt", "Spice Rub"], option: ["Heat", ["Mild", "Hot"]] },
] as const;

const specials = [
  { handle: "all-products", title: "Shop All" },
  { handle: "hidden-gems", title: "Hidden Gems" },
  { handle: "gift-sets-and-bundles", title: "Gift Sets & Bundles" },
  { handle: "artisan-goods", title: "Artisan Goods" },
] as const;

const adjectives = ["Wild", "Golden", "Smoky", "Sun-Kissed", "Heirloom", "Coastal", "Valley", "Orchard", "Highland", "Prairie", "Cedar", "Harvest", "Morning", "Old Grove", "River", "Meadow"];
const places = ["Sonoma, California", "Hood River, Oregon", "Hilo, Hawaii", "Taos, New Mexico", "Burlington, Vermont", "Fresno, California", "Astoria, Oregon", "Lawrence, Kansas", "Asheville, North Carolina", "Bend, Oregon", "Ojai, California", "Madison, Wisconsin"];
const farmWords = ["Creek", "Ridge", "Hollow", "Meadow", "Grove", "Valley", "Bluff", "Orchard", "Springs", "Hill"];
const farmKinds = ["Farm", "Ranch", "Gardens", "Apiary", "Orchards", "Homestead", "Smokehouse", "Cooperative"];
const authors = ["Rosa Delgado", "Theo Whitfield", "Maya Chen", "Elena Ortega", "Dana Whitaker"];

const START = Date.parse("2023-01-01T00:00:00Z");
const SPAN = Date.parse("2026-10-01T00:00:00Z") - START;

const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
const slug = (text: string) => text.toLowerCase().replace(/&/g, "and").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
const money = (cents: number) => ({ amount: (cents / 100).toFixed(2), currencyCode: "USD" as const });
const image = (key: string, motif: string, alt: string, width: number, height: number): ImageSpec => ({
  key, alt, motif, hue: hueOf(key), width, height,
});
const clips = ["clip-field", "clip-orchard", "clip-hives", "clip-coast", "clip-roastery", "clip-kitchen"];

export function generateCatalogue(productCount: number): Catalogue {
  if (!Number.isInteger(productCount) || productCount < 1) {
    throw new Error(`a generated catalogue needs a whole number of products, not ${productCount}`);
  }
  const rand = mulberry32(productCount * 2654435761);
  const farmCount = Math.max(12, Math.ceil(productCount / 7));

  const farms: FarmRecord[] = Array.from({ length: farmCount }, (_, i) => {
    const name = `${adjectives[i % adjectives.length]} ${farmWords[Math.floor(i / adjectives.length) % farmWords.length]} ${farmKinds[i % farmKinds.length]}${i >= 160 ? ` ${Math.floor(i / 160) + 1}` : ""}`;
    const handle = slug(name);
    return {
      id: idBase.farm + i + 1,
      handle,
      name,
      location: places[i % places.length]!,
      bio: `${name} is a family operation in ${places[i % places.length]} growing and making small batches for our shop since ${2005 + (i % 18)}.`,
      story: [
        `${name} began with a few acres and a stubborn idea: that food tastes better when it is grown slowly and sold by the people who made it.`,
        "Everything is harvested by hand and made in small batches on the farm, the same week it ships.",
      ],
      facebookUrl: i % 3 === 0 ? null : `https://www.facebook.com/${handle}`,
      instagramUrl: i % 4 === 1 ? null : `https://www.instagram.com/${handle}`,
      youtubeUrl: i % 2 === 0 ? `https://www.youtube.com/@${handle}` : null,
      profilePicture: image(`gen-farm-${i + 1}-portrait`, "portrait", `Portrait of the farmer at ${name}`, 600, 600),
      focalPoint: i % 3 === 0 ? null : { x: 0.3 + (i % 5) / 10, y: 0.25 },
      gallery: [image(`gen-farm-${i + 1}-gallery-1`, pick(rand, ["farm-field", "orchard", "barn", "coast"]), `${name} fields`, 1600, 900)],
      highlightVideo:
        i % 2 === 0
          ? { key: clips[i % clips.length]!, alt: `A visit to ${name}`, preview: image(`gen-farm-${i + 1}-video-still`, "farm-field", `A visit to ${name} (still)`, 1280, 720) }
          : null,
      ccof: i % 4 === 0 || i % 4 === 1,
      usdaOrganic: i % 4 === 0 || i % 4 === 2,
      updatedAt: "2026-10-01T09:00:00Z",
    };
  });

  let variantId = idBase.variant;
  const products: ProductRecord[] = Array.from({ length: productCount }, (_, i) => {
    const category = categories[i % categories.length]!;
    const farm = farms[i % farmCount]!;
    const title = `${pick(rand, adjectives)} ${pick(rand, category.nouns)} No. ${i + 1}`;
    const handle = slug(title);
    const base = 600 + Math.floor(rand() * 4400);
    const multi = i % 3 === 0;
    const [optionName, values] = category.option;
    const titles: readonly string[] = multi ? values : ["Default Title"];
    const variants: VariantRecord[] = titles.map((value, v) => {
      const soldOut = (multi && v === titles.length - 1 && i % 6 === 0) || i % 41 === 0;
      const cents = base * (v + 1);
      return {
        id: ++variantId,
        title: value,
        sku: `GEN-${i + 1}-${v + 1}`,
        availableForSale: !soldOut,
        quantityAvailable: soldOut ? 0 : 5 + (i % 40),
        price: money(cents),
        compareAtPrice: i % 7 === 0 ? money(Math.round(cents * 1.15)) : null,
        selectedOptions: [{ name: multi ? optionName : "Title", value }],
        image: null,
      };
    });
    const created = new Date(START + Math.floor(rand() * SPAN)).toISOString();
    const extra: string[] = [];
    if (i % 8 === 0) extra.push("hidden-gems");
    if (i % 10 === 5) extra.push("gift-sets-and-bundles");
    if (i % 6 === 2) extra.push("artisan-goods");
    return {
      id: idBase.product + i + 1,
      handle,
      title,
      vendor: farm.name,
      productType: category.type,
      tags: [i % 5 === 0 ? "freeshipping" : "small-batch", pick(rand, ["organic", "raw", "wild", "heirloom", "gift"])],
      descriptionMarkdown: `${title} from ${farm.name} in ${farm.location}.\n\nMade in small batches and shipped within days. Keep in a cool, dry place.`,
      createdAt: created,
      updatedAt: new Date(Date.parse(created) + Math.floor(rand() * 60) * 86_400_000).toISOString(),
      publishedAt: created,
      sales: Math.floor(rand() * 1000),
      options: [{ name: multi ? optionName : "Title", values: [...titles] }],
      variants,
      images: [image(`gen-product-${i + 1}`, category.motif, title, 1200, 1200)],
      videos: i % 50 === 7 ? [{ key: clips[i % clips.length]!, alt: `How ${title} is made`, preview: image(`gen-product-${i + 1}-video-still`, category.motif, `${title} video`, 1280, 720) }] : [],
      collections: [category.handle, ...extra],
    };
  });

  const seasonal = Math.floor(productCount / 500);
  const collections: CollectionRecord[] = [
    ...specials.map((c) => ({ handle: c.handle, title: c.title, motif: "kitchen" })),
    ...categories.map((c) => ({ handle: c.handle, title: c.title, motif: c.motif })),
    ...Array.from({ length: seasonal }, (_, s) => ({ handle: `seasonal-pick-${s + 1}`, title: `Seasonal Pick ${s + 1}`, motif: "farm-field" })),
  ].map((c, index) => ({
    id: idBase.collection + index + 1,
    handle: c.handle,
    title: c.title,
    descriptionMarkdown: `${c.title} from our partner farms.`,
    image: image(`gen-collection-${c.handle}`, c.motif, c.title, 1600, 900),
    updatedAt: "2026-10-01T09:00:00Z",
    productHandles: c.handle.startsWith("seasonal-pick-")
      ? products.filter((_, i) => i % Math.max(1, seasonal) === index % Math.max(1, seasonal)).slice(0, 60).map((p) => p.handle)
      : [],
  }));

  const articleCount = Math.max(30, Math.ceil(productCount / 3));
  const blogHandles = [
    { handle: "blog", title: "The Farm Journal" },
    { handle: "for-farmers", title: "For Farmers" },
    { handle: "harvest-and-hearth", title: "Harvest & Hearth News" },
  ];
  const articles: ArticleRecord[][] = blogHandles.map(() => []);
  for (let i = 0; i < articleCount; i++) {
    const farm = farms[i % farmCount]!;
    const title = `${pick(rand, ["A Day at", "Notes from", "Harvest Time at", "Meet the People of", "Recipes from"])} ${farm.name} (${i + 1})`;
    articles[i % 3]!.push({
      id: idBase.article + i + 1,
      handle: slug(title),
      title,
      author: authors[i % authors.length]!,
      publishedAt: new Date(START + Math.floor(rand() * SPAN)).toISOString(),
      tags: ["farm-visit"],
      excerpt: `A short visit to ${farm.name} in ${farm.location}.`,
      contentMarkdown: `We spent a morning at ${farm.name}.\n\n## What we saw\n\nFields, kitchens and a lot of hard work, in ${farm.location}.`,
      image: image(`gen-article-${i + 1}`, "farm-field", title, 1600, 900),
    });
  }

  return {
    shopName: "Harvest & Hearth",
    farms,
    products,
    collections,
    blogs: blogHandles.map((b, i) => ({ id: idBase.blog + i + 1, handle: b.handle, title: b.title, articles: articles[i]! })),
  };
}
