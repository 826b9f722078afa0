// A deterministic catalogue of any size, for benchmarks and scale tests: N products with farms (one per ~7 products,
// at least 12), articles (about N/3, at least 30) and collections in proportion. Every record is derived from its
// own index through a seeded generator, so the same N always gives the same catalogue, on every machine, and
// product i looks the same whatever N is (only the farm it is assigned to depends on how many farms there are).
import {
  CATEGORY_HANDLES,
  ID_BASE,
  IMAGE_SIZE,
  LATEST_DATE,
  hashString,
  image,
  imageKey,
  isoFromSeconds,
  mulberry32,
  price,
  slugify,
  variantId,
} from "./conventions.ts";
import type {
  ArticleRecord,
  BlogRecord,
  Catalogue,
  CollectionRecord,
  FarmRecord,
  ImageSpec,
  ProductRecord,
  VariantRecord,
  VideoSpec,
} from "./types.ts";

type Rand = () => number;
type OptionSet = { name: string; values: string[]; factors: number[] }[];

type Category = {
  handle: (typeof CATEGORY_HANDLES)[number];
  title: string;
  types: string[];
  bases: string[];
  adjectives: string[];
  motifs: string[];
  hue: [number, number];
  cents: [number, number];
  options: OptionSet[];
  tags: string[];
  farmKinds: string[];
  notes: string[];
  uses: string[];
  clip: string;
};

const SIZE_SMALL = { name: "Size", values: ["8 oz", "16 oz"], factors: [1, 1.8] };
const CATEGORIES: Category[] = [
  {
    handle: "coffee-and-tea",
    title: "Coffee & Tea",
    types: ["Coffee", "Coffee", "Tea", "Herbal Tea"],
    bases: ["Medium Roast", "Dark Roast", "Espresso Blend", "Single Origin", "Decaf", "Green Tea", "Black Tea", "Oolong", "Chamomile", "Mint Tisane"],
    adjectives: ["Ridgeline", "Morning", "Estate", "Highland", "Daybreak", "Harvest", "Valley", "Cloud Forest", "Hillside", "First Light"],
    motifs: ["coffee", "cup", "tea"],
    hue: [15, 40],
    cents: [1200, 4400],
    options: [
      [{ name: "Size", values: ["12 oz", "2 lb"], factors: [1, 2.3] }],
      [
        { name: "Size", values: ["12 oz", "2 lb"], factors: [1, 2.3] },
        { name: "Grind", values: ["Whole Bean", "Ground"], factors: [1, 1] },
      ],
    ],
    tags: ["single-origin", "small-batch", "medium-roast", "loose-leaf", "fair-price"],
    farmKinds: ["Coffee Co.", "Tea Garden", "Roasters"],
    notes: ["milk chocolate and brown sugar", "red apple and caramel", "toasted walnut and cocoa", "jasmine and stone fruit", "honey and malt"],
    uses: ["Brew it as a pour-over at 1 gram to 16 grams of water.", "It is lovely with a splash of milk.", "Steep it for three minutes, not a second longer."],
    clip: "clip-roastery",
  },
  {
    handle: "crafted-chocolates",
    title: "Crafted Chocolates",
    types: ["Chocolate", "Chocolate", "Cacao", "Confection"],
    bases: ["Dark Chocolate Bar", "Milk Chocolate Bar", "Truffles", "Toffee", "Cacao Nibs", "Drinking Chocolate", "Chocolate Almonds", "Bark"],
    adjectives: ["70%", "Single-Estate", "Sea Salt", "Smoked", "Hazelnut", "Orange Peel", "Espresso", "Wild Berry", "Caramel", "Chili"],
    motifs: ["chocolate", "cacao", "gift"],
    hue: [10, 35],
    cents: [800, 3600],
    options: [[{ name: "Pack", values: ["Single", "Box of 6"], factors: [1, 5.4] }]],
    tags: ["bean-to-bar", "dark-chocolate", "handmade", "vegan"],
    farmKinds: ["Cacao Co.", "Chocolate Works", "Confections"],
    notes: ["red fruit and roasted almond", "caramel and malted milk", "dried cherry and coffee", "vanilla and cream"],
    uses: ["Let a square melt slowly on the tongue.", "Store it somewhere cool, but not in the fridge.", "It pairs well with a glass of red wine."],
    clip: "clip-kitchen",
  },
  {
    handle: "dried-fruits-and-vegetables",
    title: "Dried Fruits & Vegetables",
    types: ["Dried Fruit", "Dried Fruit", "Dried Vegetable"],
    bases: ["Apricots", "Peach Slices", "Figs", "Cherries", "Apple Rings", "Persimmon Chips", "Pluots", "Tomatoes", "Sweet Corn", "Blueberries"],
    adjectives: ["Sun-Dried", "Orchard", "Heirloom", "Unsulphured", "Golden", "Valley", "Slow-Dried", "Farmstand"],
    motifs: ["dried-fruit", "orchard"],
    hue: [15, 40],
    cents: [800, 3000],
    options: [[{ name: "Size", values: ["8 oz", "1 lb", "2 lb"], factors: [1, 1.85, 3.4] }], [SIZE_SMALL]],
    tags: ["no-added-sugar", "unsulphured", "kids", "snack"],
    farmKinds: ["Orchard", "Orchards", "Fruit Farm"],
    notes: ["honey and apricot", "caramel and cinnamon", "sweet and tart", "jammy and rich"],
    uses: ["Chop it into granola or a grain salad.", "It is wonderful on a cheese board.", "Keep it cool and dry; it keeps for months."],
    clip: "clip-orchard",
  },
  {
    handle: "honey",
    title: "Honey",
    types: ["Honey"],
    bases: ["Wildflower Honey", "Orange Blossom Honey", "Clover Honey", "Buckwheat Honey", "Creamed Honey", "Honeycomb", "Sage Honey", "Tupelo Honey"],
    adjectives: ["Raw", "Spring", "Summer", "Mountain", "Meadow", "Unfiltered", "Single-Hive", "Valley"],
    motifs: ["honey", "beehive"],
    hue: [30, 48],
    cents: [1000, 3200],
    options: [[{ name: "Size", values: ["12 oz", "24 oz", "5 lb pail"], factors: [1, 1.8, 4.6] }], [SIZE_SMALL]],
    tags: ["raw", "unfiltered", "local", "organic"],
    farmKinds: ["Apiary", "Bee Co.", "Honey Farm"],
    notes: ["floral and buttery", "malty and dark", "citrus blossom", "herbal and mild"],
    uses: ["Raw honey crystallises; warm the jar gently to loosen it.", "Drizzle it over ricotta or warm biscuits.", "Stir it into tea once it has cooled a little."],
    clip: "clip-hives",
  },
  {
    handle: "jams-and-jellies",
    title: "Jams & Jellies",
    types: ["Jam", "Jam", "Jelly", "Fruit Butter"],
    bases: ["Strawberry Jam", "Blackberry Preserves", "Raspberry Jam", "Apricot Preserves", "Pear Butter", "Pepper Jelly", "Blueberry Jam", "Marmalade"],
    adjectives: ["Small-Batch", "Farmhouse", "Wild", "Low-Sugar", "Copper-Kettle", "Grandma's", "Summer", "Orchard"],
    motifs: ["jam", "kitchen"],
    hue: [330, 360],
    cents: [800, 2200],
    options: [[{ name: "Size", values: ["9 oz", "Pack of 2"], factors: [1, 1.8] }]],
    tags: ["small-batch", "low-sugar", "breakfast"],
    farmKinds: ["Preserves", "Berry Farm", "Farm Kitchen"],
    notes: ["bright and tart", "deep and jammy", "sweet with a little spice", "fresh fruit and lemon"],
    uses: ["Refrigerate after opening.", "Spoon it over yoghurt or spread it on warm toast.", "It makes a fine glaze for roast pork."],
    clip: "clip-kitchen",
  },
  {
    handle: "oil-and-vinegar",
    title: "Oil & Vinegar",
    types: ["Olive Oil", "Olive Oil", "Vinegar"],
    bases: ["Extra Virgin Olive Oil", "Early Harvest Olive Oil", "Lemon Olive Oil", "Balsamic", "Red Wine Vinegar", "Cider Vinegar", "Chile Oil", "Garlic Oil"],
    adjectives: ["Estate", "Mission", "Arbequina", "Barrel-Aged", "Cold-Pressed", "Ranch", "Grove", "Reserve"],
    motifs: ["oil", "vinegar", "orchard"],
    hue: [50, 80],
    cents: [1200, 4800],
    options: [[{ name: "Size", values: ["250 ml", "500 ml", "1 L"], factors: [1, 1.7, 3] }]],
    tags: ["extra-virgin", "cold-pressed", "aged"],
    farmKinds: ["Olive Ranch", "Grove", "Olive Oil Co."],
    notes: ["green apple and artichoke", "ripe banana and almond", "fig and raisin", "peppery and grassy"],
    uses: ["Use it raw, over beans, greens or bread.", "Keep the bottle away from light and heat.", "A few drops go a long way."],
    clip: "clip-olive",
  },
  {
    handle: "from-the-sea",
    title: "From the Sea",
    types: ["Smoked Fish", "Tinned Fish", "Seaweed"],
    bases: ["Smoked Salmon", "Albacore Tuna", "Smoked Mussels", "Smoked Oysters", "Sardines", "Dulse Flakes", "Sugar Kelp", "Salmon Lox"],
    adjectives: ["Wild", "Alder-Smoked", "Line-Caught", "Coastal", "Applewood", "Northern", "Hand-Packed", "Harbor"],
    motifs: ["seafood", "coast"],
    hue: [185, 215],
    cents: [800, 4600],
    options: [[{ name: "Pack", values: ["Single tin", "Pack of 6"], factors: [1, 5.4] }], [{ name: "Size", values: ["4 oz", "8 oz"], factors: [1, 1.8] }]],
    tags: ["wild-caught", "tinned", "shelf-stable", "sustainable"],
    farmKinds: ["Fish Co.", "Sea Farm", "Smokehouse"],
    notes: ["briny and sweet", "smoky and rich", "clean and buttery", "savoury and mineral"],
    uses: ["Serve it on crackers with a squeeze of lemon.", "Toss it through pasta with garlic and parsley.", "Once opened, refrigerate and eat within a few days."],
    clip: "clip-coast",
  },
  {
    handle: "snacks-and-jerky",
    title: "Snacks & Jerky",
    types: ["Jerky", "Nuts", "Snack"],
    bases: ["Beef Jerky", "Meat Sticks", "Roasted Almonds", "Walnuts", "Trail Mix", "Salmon Candy", "Maple Candy", "Popcorn"],
    adjectives: ["Original", "Cracked Pepper", "Sweet Chipotle", "Sea Salt", "Rosemary", "Tamari", "Smoky", "Honey-Roasted"],
    motifs: ["snack", "nuts"],
    hue: [15, 35],
    cents: [700, 2800],
    options: [[{ name: "Size", values: ["2 oz", "4 oz", "8 oz"], factors: [1, 1.75, 3.2] }], [SIZE_SMALL]],
    tags: ["high-protein", "gluten-free", "trail-snack"],
    farmKinds: ["Provisions", "Nut Co.", "Ranch"],
    notes: ["savoury and peppery", "sweet and smoky", "crunchy and salty", "rich and toasty"],
    uses: ["Perfect for a hike or a long drive.", "Keep the pouch sealed between snacks.", "Very hard to stop eating."],
    clip: "clip-field",
  },
  {
    handle: "spices-and-seasoning",
    title: "Spices & Seasoning",
    types: ["Spice", "Spice Blend", "Seasoning"],
    bases: ["Red Chile Powder", "Green Chile Powder", "Herb Blend", "Za'atar", "Smoked Salt", "Spice Rub", "Chile Flakes", "Maple Sugar"],
    adjectives: ["Hatch", "Garden", "Stone-Ground", "Smoked", "Mild", "Hot", "Farmhouse", "Desert"],
    motifs: ["spice", "chile", "herbs"],
    hue: [0, 30],
    cents: [700, 2400],
    options: [[{ name: "Heat", values: ["Mild", "Hot"], factors: [1, 1] }], [{ name: "Size", values: ["4 oz", "8 oz"], factors: [1, 1.7] }]],
    tags: ["chile", "salt-free", "herbal", "spicy"],
    farmKinds: ["Chile Farm", "Herb Farm", "Spice Co."],
    notes: ["earthy and sweet", "bright and smoky", "herbal and warm", "fiery and fruity"],
    uses: ["Keep it in the freezer to hold its colour.", "Rub it on meat or vegetables before roasting.", "Bloom it in hot oil to wake it up."],
    clip: "clip-field",
  },
];

const FEATURED = [
  { handle: "all-products", title: "Shop All", motif: "farm-field" },
  { handle: "hidden-gems", title: "Hidden Gems", motif: null },
  { handle: "gift-sets-and-bundles", title: "Gift Sets & Bundles", motif: "gift" },
  { handle: "artisan-goods", title: "Artisan Goods", motif: "kitchen" },
] as const;

const THEMES = ["Breakfast Table", "Pantry Staples", "Picnic Basket", "Holiday Hosting", "Baker's Shelf", "Grill Season", "Tea Time", "Cozy Nights", "Road Trip", "Cheese Board", "Under $20", "New Arrivals", "Staff Picks", "Summer Harvest", "Winter Warmers", "Date Night"];
const THEME_MOTIFS = ["kitchen", "farm-field", "orchard", "barn", "gift", "coast"];

const FARM_FIRST = ["Juniper", "Willow", "Cedar", "Hawk", "Sunny", "Blue", "Golden", "Red", "Stone", "Oak", "Aspen", "Heron", "Copper", "Maple", "Pine", "Clover", "Sage", "Thistle", "Fox", "Elk", "Alder", "Birch", "Laurel", "Quail", "Sparrow", "Misty", "Silver", "Amber", "Iron", "Hazel", "Rowan", "Marigold", "Lark", "Wren", "Bramble", "Poppy", "Cypress", "Magnolia", "Sorrel", "Tansy"];
const FARM_SECOND = ["Creek", "Ridge", "Hollow", "Meadow", "Grove", "Valley", "Bluff", "Springs", "Hill", "Mesa", "Bend", "Flats", "Canyon", "Crossing", "Point", "Bay", "Brook", "Knoll", "Field", "Prairie", "Lane", "Run", "Pass", "Harbor", "Glen", "Terrace", "Slope", "Fork", "Cove", "Landing"];
const PLACES = [
  "Watsonville, California", "Paso Robles, California", "Sebastopol, California", "Hollister, California", "Ojai, California", "Chico, California", "Corning, California", "Fresno, California",
  "Hood River, Oregon", "Bend, Oregon", "Astoria, Oregon", "Corvallis, Oregon", "Sedro-Woolley, Washington", "Walla Walla, Washington", "Hilo, Hawaii", "Holualoa, Hawaii",
  "Craftsbury, Vermont", "Stowe, Vermont", "Hatch, New Mexico", "Taos, New Mexico", "Stonington, Maine", "Sitka, Alaska", "Asheville, North Carolina", "Fredericksburg, Texas",
  "Traverse City, Michigan", "Door County, Wisconsin", "Lancaster, Pennsylvania", "Hudson, New York", "Boulder, Colorado", "Paonia, Colorado", "Salina, Kansas", "Athens, Georgia",
  "Pitalito, Colombia", "Waslala, Nicaragua",
];
const PEOPLE_FIRST = ["Ana", "Ben", "Carmen", "Dev", "Elena", "Frank", "Grace", "Hannah", "Isaac", "June", "Kofi", "Lena", "Maya", "Nico", "Olivia", "Paolo", "Ruth", "Sam", "Tasha", "Uma", "Victor", "Wen", "Yara", "Zeke"];
const PEOPLE_LAST = ["Alvarez", "Baca", "Chen", "Delgado", "Evans", "Fischer", "Gagnon", "Haskell", "Ito", "Jensen", "Kaur", "Lindqvist", "Moreno", "Nakamura", "Okafor", "Petersen", "Quinn", "Ruiz", "Sandhu", "Torres", "Underwood", "Vega", "Whitaker", "Young"];
const SCENES = ["farm-field", "orchard", "barn", "kitchen", "coast", "beehive"];

const BLOGS = [
  { id: ID_BASE.blog + 1, handle: "blog", title: "The Farm Journal" },
  { id: ID_BASE.blog + 2, handle: "for-farmers", title: "For Farmers" },
  { id: ID_BASE.blog + 3, handle: "harvest-and-hearth", title: "Harvest & Hearth News" },
] as const;
const AUTHORS = ["Rosa Delgado", "Theo Whitfield", "Priya Raman", "Sam Okafor"];
const ARTICLE_TITLES: ((farm: string, thing: string, season: string) => string)[] = [
  (farm) => `A Visit to ${farm}`,
  (_farm, thing) => `Five Ways to Use ${thing}`,
  (_farm, _thing, season) => `Notes from the ${season} Harvest`,
  (farm) => `Meet the People Behind ${farm}`,
  (_farm, thing) => `How ${thing} Is Made`,
  (_farm, thing, season) => `${season} Recipes with ${thing}`,
  (farm, thing) => `${farm} and the Art of ${thing}`,
];
const FARMER_TITLES = ["Pricing Your Products", "Shipping Perishables", "Photographing Your Harvest", "Telling Your Farm's Story", "Getting Certified", "Planning for the Holidays", "Working with a Shared Kitchen"];
const SEASONS = ["Spring", "Summer", "Autumn", "Winter"];

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

function makeFarm(f: number, videos: Map<string, VideoSpec>, anyVideo: VideoSpec | undefined): FarmRecord {
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

type ProductPlan = { record: ProductRecord; extra: number | null };

function makeProduct(i: number, farms: FarmRecord[], extras: number, videos: Map<string, VideoSpec>): ProductPlan {
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

function makeArticle(a: number, farms: FarmRecord[], products: ProductRecord[]): { blog: number; record: ArticleRecord } {
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
