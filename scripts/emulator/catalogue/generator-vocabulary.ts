// The words and themes the generated catalogue is made from: per category its product names, motifs, price range,
// options and tasting notes, and the pools of farm names, places, people, blog titles and seasons. Data only; the
// generator (generator.ts, generator-records.ts) picks from these with a seeded random source.
import { CATEGORY_HANDLES, ID_BASE } from "./conventions.ts";

export type OptionSet = { name: string; values: string[]; factors: number[] }[];

export type Category = {
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
export const CATEGORIES: Category[] = [
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

export const FEATURED = [
  { handle: "all-products", title: "Shop All", motif: "farm-field" },
  { handle: "hidden-gems", title: "Hidden Gems", motif: null },
  { handle: "gift-sets-and-bundles", title: "Gift Sets & Bundles", motif: "gift" },
  { handle: "artisan-goods", title: "Artisan Goods", motif: "kitchen" },
] as const;

export const THEMES = ["Breakfast Table", "Pantry Staples", "Picnic Basket", "Holiday Hosting", "Baker's Shelf", "Grill Season", "Tea Time", "Cozy Nights", "Road Trip", "Cheese Board", "Under $20", "New Arrivals", "Staff Picks", "Summer Harvest", "Winter Warmers", "Date Night"];
export const THEME_MOTIFS = ["kitchen", "farm-field", "orchard", "barn", "gift", "coast"];

export const FARM_FIRST = ["Juniper", "Willow", "Cedar", "Hawk", "Sunny", "Blue", "Golden", "Red", "Stone", "Oak", "Aspen", "Heron", "Copper", "Maple", "Pine", "Clover", "Sage", "Thistle", "Fox", "Elk", "Alder", "Birch", "Laurel", "Quail", "Sparrow", "Misty", "Silver", "Amber", "Iron", "Hazel", "Rowan", "Marigold", "Lark", "Wren", "Bramble", "Poppy", "Cypress", "Magnolia", "Sorrel", "Tansy"];
export const FARM_SECOND = ["Creek", "Ridge", "Hollow", "Meadow", "Grove", "Valley", "Bluff", "Springs", "Hill", "Mesa", "Bend", "Flats", "Canyon", "Crossing", "Point", "Bay", "Brook", "Knoll", "Field", "Prairie", "Lane", "Run", "Pass", "Harbor", "Glen", "Terrace", "Slope", "Fork", "Cove", "Landing"];
export const PLACES = [
  "Watsonville, California", "Paso Robles, California", "Sebastopol, California", "Hollister, California", "Ojai, California", "Chico, California", "Corning, California", "Fresno, California",
  "Hood River, Oregon", "Bend, Oregon", "Astoria, Oregon", "Corvallis, Oregon", "Sedro-Woolley, Washington", "Walla Walla, Washington", "Hilo, Hawaii", "Holualoa, Hawaii",
  "Craftsbury, Vermont", "Stowe, Vermont", "Hatch, New Mexico", "Taos, New Mexico", "Stonington, Maine", "Sitka, Alaska", "Asheville, North Carolina", "Fredericksburg, Texas",
  "Traverse City, Michigan", "Door County, Wisconsin", "Lancaster, Pennsylvania", "Hudson, New York", "Boulder, Colorado", "Paonia, Colorado", "Salina, Kansas", "Athens, Georgia",
  "Pitalito, Colombia", "Waslala, Nicaragua",
];
export const PEOPLE_FIRST = ["Ana", "Ben", "Carmen", "Dev", "Elena", "Frank", "Grace", "Hannah", "Isaac", "June", "Kofi", "Lena", "Maya", "Nico", "Olivia", "Paolo", "Ruth", "Sam", "Tasha", "Uma", "Victor", "Wen", "Yara", "Zeke"];
export const PEOPLE_LAST = ["Alvarez", "Baca", "Chen", "Delgado", "Evans", "Fischer", "Gagnon", "Haskell", "Ito", "Jensen", "Kaur", "Lindqvist", "Moreno", "Nakamura", "Okafor", "Petersen", "Quinn", "Ruiz", "Sandhu", "Torres", "Underwood", "Vega", "Whitaker", "Young"];
export const SCENES = ["farm-field", "orchard", "barn", "kitchen", "coast", "beehive"];

export const BLOGS = [
  { id: ID_BASE.blog + 1, handle: "blog", title: "The Farm Journal" },
  { id: ID_BASE.blog + 2, handle: "for-farmers", title: "For Farmers" },
  { id: ID_BASE.blog + 3, handle: "harvest-and-hearth", title: "Harvest & Hearth News" },
] as const;
export const AUTHORS = ["Rosa Delgado", "Theo Whitfield", "Priya Raman", "Sam Okafor"];
export const ARTICLE_TITLES: ((farm: string, thing: string, season: string) => string)[] = [
  (farm) => `A Visit to ${farm}`,
  (_farm, thing) => `Five Ways to Use ${thing}`,
  (_farm, _thing, season) => `Notes from the ${season} Harvest`,
  (farm) => `Meet the People Behind ${farm}`,
  (_farm, thing) => `How ${thing} Is Made`,
  (_farm, thing, season) => `${season} Recipes with ${thing}`,
  (farm, thing) => `${farm} and the Art of ${thing}`,
];
export const FARMER_TITLES = ["Pricing Your Products", "Shipping Perishables", "Photographing Your Harvest", "Telling Your Farm's Story", "Getting Certified", "Planning for the Holidays", "Working with a Shared Kitchen"];
export const SEASONS = ["Spring", "Summer", "Autumn", "Winter"];
