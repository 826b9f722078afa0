// A small hand-written catalogue for the emulator server's tests: every case the server must handle (sold-out
// variants, compare-at prices, options, videos, farms with and without socials, a collection in manual order, an
// empty collection, two blogs) in a dozen products whose expected answers can be worked out by hand.
import type {
  ArticleRecord,
  Catalogue,
  CollectionRecord,
  FarmRecord,
  ImageSpec,
  ProductRecord,
  VariantRecord,
  VideoSpec,
} from "../../../scripts/emulator/catalogue/types.ts";

function image(key: string, motif: string, alt: string, width = 800, height = 600): ImageSpec {
  return { key, alt, motif, hue: 40, width, height };
}

function video(key: string, alt: string): VideoSpec {
  return { key, alt, preview: image(`${key}-preview`, "farm-field", `${alt} (still)`, 640, 360) };
}

let nextVariantId = 1001;

type VariantSketch = { option?: string; price: string; compareAt?: string; soldOut?: boolean; quantity?: number };

function product(
  sketch: Omit<ProductRecord, "variants" | "options" | "images" | "videos" | "sku" | "createdAt" | "updatedAt" | "publishedAt"> & {
    optionName?: string;
    variants: VariantSketch[];
    motif: string;
    createdAt: string;
    videos?: VideoSpec[];
  },
): ProductRecord {
  const optionName = sketch.optionName ?? "Title";
  const variants: VariantRecord[] = sketch.variants.map((v, i) => {
    const title = v.option ?? "Default Title";
    return {
      id: nextVariantId++,
      title,
      sku: `${sketch.handle.toUpperCase()}-${i + 1}`,
      availableForSale: !v.soldOut,
      quantityAvailable: v.soldOut ? 0 : (v.quantity ?? 25),
      price: { amount: v.price, currencyCode: "USD" },
      compareAtPrice: v.compareAt ? { amount: v.compareAt, currencyCode: "USD" } : null,
      selectedOptions: [{ name: optionName, value: title }],
      image: null,
    };
  });
  const { optionName: _o, motif, variants: _v, videos, ...rest } = sketch;
  return {
    ...rest,
    createdAt: sketch.createdAt,
    // Edited some weeks after creation, by an amount that varies so UPDATED_AT and CREATED_AT orders differ.
    updatedAt: new Date(Date.parse(sketch.createdAt) + ((sketch.id * 7) % 11) * 30 * 86_400_000).toISOString(),
    publishedAt: sketch.createdAt,
    options: [{ name: optionName, values: variants.map((v) => v.title) }],
    variants,
    images: [image(`product-${sketch.handle}-1`, motif, sketch.title), image(`product-${sketch.handle}-2`, motif, `${sketch.title}, close up`)],
    videos: videos ?? [],
  };
}

const BLUE_HERON = "Blue Heron Apiary";
const SUNNY_SLOPE = "Sunny Slope Farm";
const COASTAL = "Coastal Catch Co.";

export function fixtureCatalogue(): Catalogue {
  nextVariantId = 1001;
  const products: ProductRecord[] = [
    product({
      id: 101, handle: "wildflower-honey", title: "Wildflower Honey", vendor: BLUE_HERON, productType: "Honey",
      tags: ["honey", "freeshipping"], descriptionMarkdown: "Raw **wildflower** honey from spring meadows.\n\nUnfiltered.",
      createdAt: "2024-01-10T10:00:00Z", sales: 500, collections: ["honey"], motif: "honey", optionName: "Size",
      variants: [{ option: "8 oz", price: "12.50" }, { option: "16 oz", price: "22.00", compareAt: "25.00" }],
    }),
    product({
      id: 102, handle: "orange-blossom-honey", title: "Orange Blossom Honey", vendor: BLUE_HERON, productType: "Honey",
      tags: ["honey"], descriptionMarkdown: "Light honey with a citrus note.", createdAt: "2024-02-01T10:00:00Z",
      sales: 300, collections: ["honey"], motif: "honey", optionName: "Size",
      variants: [{ option: "8 oz", price: "13.00" }, { option: "16 oz", price: "24.00", soldOut: true }],
    }),
    product({
      id: 103, handle: "raw-honeycomb", title: "Raw Honeycomb", vendor: BLUE_HERON, productType: "Honey",
      tags: ["honey", "gift"], descriptionMarkdown: "A whole comb, cut by hand.", createdAt: "2024-03-05T10:00:00Z",
      sales: 50, collections: ["honey"], motif: "honey", variants: [{ price: "28.00", soldOut: true }],
    }),
    product({
      id: 104, handle: "strawberry-jam", title: "Strawberry Jam", vendor: SUNNY_SLOPE, productType: "Jams",
      tags: ["jam", "freeshipping"], descriptionMarkdown: "Made with berries picked the same morning.",
      createdAt: "2023-06-01T10:00:00Z", sales: 800, collections: ["jams-and-jellies"], motif: "jam", optionName: "Size",
      variants: [{ option: "8 oz", price: "9.99" }],
    }),
    product({
      id: 105, handle: "apricot-preserves", title: "Apricot Preserves", vendor: SUNNY_SLOPE, productType: "Jams",
      tags: ["jam"], descriptionMarkdown: "Tart & sweet apricot preserves.", createdAt: "2023-07-15T10:00:00Z",
      sales: 200, collections: ["jams-and-jellies"], motif: "jam", variants: [{ price: "10.50", compareAt: "12.00" }],
    }),
    product({
      id: 106, handle: "dried-apricots", title: "Dried Apricots", vendor: SUNNY_SLOPE, productType: "Dried Fruit",
      tags: ["dried fruit", "snack"], descriptionMarkdown: "Sun-dried apricots, no sugar added.",
      createdAt: "2024-04-20T10:00:00Z", sales: 120, collections: ["dried-fruits-and-vegetables"], motif: "dried-fruit",
      optionName: "Size", variants: [{ option: "4 oz", price: "7.00" }, { option: "8 oz", price: "12.50", soldOut: true }],
    }),
    product({
      id: 107, handle: "smoked-salmon", title: "Smoked Salmon", vendor: COASTAL, productType: "Seafood",
      tags: ["seafood"], descriptionMarkdown: "Cold-smoked over alder wood.", createdAt: "2024-05-01T10:00:00Z",
      sales: 400, collections: ["from-the-sea"], motif: "seafood", variants: [{ price: "34.00" }],
      videos: [video("salmon-smokehouse", "Inside the smokehouse")],
    }),
    product({
      id: 108, handle: "albacore-tuna", title: "Albacore Tuna", vendor: COASTAL, productType: "Seafood",
      tags: ["seafood", "freeshipping"], descriptionMarkdown: "Pole-caught albacore, packed in its own juices.",
      createdAt: "2024-05-02T10:00:00Z", sales: 250, collections: ["from-the-sea"], motif: "seafood", optionName: "Size",
      variants: [{ option: "6 oz", price: "15.00" }, { option: "12 oz", price: "27.00" }],
    }),
    product({
      id: 109, handle: "honey-roasted-almonds", title: "Honey Roasted Almonds", vendor: SUNNY_SLOPE, productType: "Snacks",
      tags: ["snack", "nuts"], descriptionMarkdown: "Almonds roasted with a little of our neighbour's honey.",
      createdAt: "2024-06-01T10:00:00Z", sales: 600, collections: ["snacks-and-jerky"], motif: "nuts",
      variants: [{ price: "8.00" }],
    }),
    product({
      id: 110, handle: "lavender-honey-gift-set", title: "Lavender Honey Gift Set", vendor: BLUE_HERON, productType: "Gift Set",
      tags: ["gift", "honey"], descriptionMarkdown: "Three jars of lavender honey in a wooden box.",
      createdAt: "2024-07-01T10:00:00Z", sales: 90, collections: ["gift-sets-and-bundles", "honey"], motif: "gift",
      variants: [{ price: "48.00" }],
    }),
    product({
      id: 111, handle: "apple-cider-vinegar", title: "Apple Cider Vinegar", vendor: SUNNY_SLOPE, productType: "Oil & Vinegar",
      tags: ["vinegar"], descriptionMarkdown: "Aged in oak. Pairs well with honey in a dressing.",
      createdAt: "2024-08-01T10:00:00Z", sales: 70, collections: ["oil-and-vinegar"], motif: "vinegar",
      variants: [{ price: "14.00" }],
    }),
    product({
      id: 112, handle: "cafe-blend-coffee", title: "Café Blend Coffee", vendor: SUNNY_SLOPE, productType: "Coffee",
      tags: ["coffee"], descriptionMarkdown: "A medium roast for every morning.", createdAt: "2024-09-01T10:00:00Z",
      sales: 310, collections: ["coffee-and-tea"], motif: "coffee", optionName: "Size", variants: [{ option: "12 oz", price: "16.00" }],
    }),
  ];

  const collection = (id: number, handle: string, title: string, productHandles: string[] = []): CollectionRecord => ({
    id,
    handle,
    title,
    descriptionMarkdown: `All about *${title.toLowerCase()}*.`,
    image: image(`collection-${handle}`, "farm-field", title, 1200, 400),
    updatedAt: "2024-10-01T00:00:00Z",
    productHandles,
  });
  const collections: CollectionRecord[] = [
    collection(201, "all-products", "Shop All"),
    // The editor put the honeycomb first; the other honey products follow in catalogue order.
    collection(202, "honey", "Honey", ["raw-honeycomb", "wildflower-honey"]),
    collection(203, "jams-and-jellies", "Jams and Jellies"),
    collection(204, "dried-fruits-and-vegetables", "Dried Fruits and Vegetables"),
    collection(205, "from-the-sea", "From the Sea"),
    collection(206, "gift-sets-and-bundles", "Gift Sets and Bundles"),
    collection(207, "hidden-gems", "Hidden Gems"),
  ];

  const farms: FarmRecord[] = [
    {
      id: 301, handle: "sunny-slope-farm", name: SUNNY_SLOPE, location: "Paso Robles, California",
      bio: "A family orchard on a south-facing hill.",
      story: ["We planted our first apricot trees in 1982.", "Today three generations work the land."],
      facebookUrl: "https://www.facebook.com/sunnyslopefarm", instagramUrl: "https://www.instagram.com/sunnyslopefarm",
      youtubeUrl: null, profilePicture: image("farm-sunny-slope-profile", "portrait", "The Alvarez family", 600, 600),
      focalPoint: { x: 0.3, y: 0.25 },
      gallery: [image("farm-sunny-slope-1", "orchard", "The orchard in spring"), image("farm-sunny-slope-2", "barn", "The red barn")],
      highlightVideo: video("sunny-slope-harvest", "Apricot harvest"), ccof: true, usdaOrganic: false,
      updatedAt: "2024-09-10T00:00:00Z",
    },
    {
      id: 302, handle: "blue-heron-apiary", name: BLUE_HERON, location: "Sonoma, California",
      bio: "Two hundred hives along the river.", story: ["Our bees forage on wildflowers and orange groves."],
      facebookUrl: null, instagramUrl: null, youtubeUrl: "https://www.youtube.com/@blueheron",
      profilePicture: image("farm-blue-heron-profile", "beehive", "A beekeeper at work", 600, 600), focalPoint: null,
      gallery: [], highlightVideo: null, ccof: false, usdaOrganic: true, updatedAt: "2024-08-10T00:00:00Z",
    },
    {
      id: 303, handle: "coastal-catch-co", name: COASTAL, location: "Half Moon Bay, California",
      bio: "Small boats, short trips, careful handling.", story: [], facebookUrl: null, instagramUrl: null, youtubeUrl: null,
      profilePicture: image("farm-coastal-profile", "coast", "The harbour at dawn", 600, 600), focalPoint: { x: 0.5, y: 0.7 },
      gallery: [image("farm-coastal-1", "coast", "Boats in the harbour")], highlightVideo: null, ccof: false, usdaOrganic: false,
      updatedAt: "2024-10-10T00:00:00Z",
    },
  ];

  const article = (id: number, handle: string, title: string, author: string, publishedAt: string, tags: string[]): ArticleRecord => ({
    id,
    handle,
    title,
    author,
    publishedAt,
    tags,
    excerpt: `A short look at ${title.toLowerCase()}.`,
    contentMarkdown: `# ${title}\n\nWritten by ${author}. We talk about *${tags.join(", ")}*.`,
    image: image(`article-${handle}`, "kitchen", title, 1200, 630),
  });

  return {
    shopName: "Harvest & Hearth",
    products,
    collections,
    farms,
    blogs: [
      {
        id: 401, handle: "blog", title: "News",
        articles: [
          article(501, "spring-honey-harvest", "The Spring Honey Harvest", "Maya Chen", "2024-04-01T09:00:00Z", ["honey", "seasons"]),
          article(502, "how-we-choose-farms", "How We Choose Our Farms", "Daniel Ortiz", "2024-02-15T09:00:00Z", ["farms"]),
          article(503, "jam-making-at-home", "Jam Making at Home", "Maya Chen", "2024-06-20T09:00:00Z", ["jam", "recipes"]),
          article(504, "a-day-on-the-boat", "A Day on the Boat", "Daniel Ortiz", "2024-05-05T09:00:00Z", ["seafood"]),
        ],
      },
      {
        id: 402, handle: "for-farmers", title: "For Farmers",
        articles: [article(505, "joining-the-network", "Joining the Network", "Maya Chen", "2024-03-01T09:00:00Z", ["farms"])],
      },
    ],
  };
}

export const FIXTURE_TOKEN = "emulator-public-token";
