// Named variations of the hand-written catalogue, for tests that prove the shop survives what a real store can
// hold: `hostile` (names and HTML that break naive code), and lists that are empty or shrank. Select one with
// startEmulator({ profile }), `--catalogue NAME` or EMULATOR_CATALOGUE=NAME.
//
// The profiles are applied after the hand-written catalogue was validated: `hostile` breaks on purpose rules the
// validator enforces for editors (every vendor names a farm), because real stores do not enforce them.
import type { Catalogue, FarmRecord, ProductRecord } from "./types.ts";

export const catalogueProfiles = ["hostile", "no-farms", "no-collections", "no-products", "tiny"] as const;
export type CatalogueProfile = (typeof catalogueProfiles)[number];

export function isCatalogueProfile(name: string): name is CatalogueProfile {
  return (catalogueProfiles as readonly string[]).includes(name);
}

/** What the hostile profile planted, so tests find it without guessing. */
export const hostileCatalogueFacts = {
  /** New farm names, by the hand-written farm's handle. */
  farmNames: {
    "hearthstone-herb-farm": "Hearthstone / Herb Farm",
    "sunny-slope-apiary": "Why? Not Sunny Slope",
    "kestrel-bay-fish-co": "Bay #9 Oysters",
    "birch-hill-farm": "100% Birch Hill Maple",
    "three-sisters-orchard": `"Old" Mill's Orchard & Co.`,
    "red-mesa-chile-farm": "Red Mesa 🌶 Chile Farm",
    // Written in NFD (e + combining acute); its products' vendor is written in NFC.
    "alto-huila-coffee-cooperative": "Cooperativa Cafe\u0301 Alto Huila",
    // Its page would be "Hearthstone - Herb Farm" too: the build must keep both pages.
    "blackberry-lane-farm": "Hearthstone - Herb Farm",
  } as Record<string, string>,
  /** How products spell the vendor of some farms: the free-text drift of a real store. */
  vendorSpellings: {
    "sunny-slope-apiary": "why? not SUNNY slope",
    "kestrel-bay-fish-co": "  Bay  #9 Oysters ",
    "alto-huila-coffee-cooperative": "Cooperativa Caf\u00e9 Alto Huila",
  } as Record<string, string>,
  /** A vendor no farm has. */
  orphanVendor: "Nobody's Farm Collective",
  /** A new partner farm whose products the store does not list yet, and which has no highlight video. */
  farmWithoutProducts: "Newcomer Meadow Farm",
  /** Script payloads planted in descriptions and articles; none may run on a built page. */
  payloadMarker: "window.__xss",
  productPayload: [
    "<script>window.__xss=1</script>",
    '<img src=x onerror="window.__xss=1">',
    '<a href="javascript:window.__xss=1">Click for a discount</a>',
    '<a href="//evil.example/x">Protocol-relative</a>',
    '<iframe src="javascript:window.__xss=1"></iframe>',
    '<p onclick="window.__xss=1">Tap here</p>',
    "<style>body{display:none}</style>",
  ].join("\n"),
  articlePayload: '<iframe src="javascript:window.__xss=1"></iframe>\n<script>window.__xss=1</script>',
  /** A product title that tries to close the JSON-LD script. */
  titlePayload: "</script><script>window.__xss=1</script>",
  bioPayload: "</script><script>window.__xss=1</script>",
};

const clone = (catalogue: Catalogue): Catalogue => structuredClone(catalogue);

function hostile(base: Catalogue): Catalogue {
  const c = clone(base);
  const facts = hostileCatalogueFacts;
  const byHandle = new Map<string, FarmRecord>(c.farms.map((farm) => [farm.handle, farm]));
  for (const [handle, name] of Object.entries(facts.farmNames)) {
    const farm = byHandle.get(handle);
    if (!farm) throw new Error(`hostile catalogue: no farm with handle ${handle}`);
    const oldName = farm.name;
    farm.name = name;
    const vendor = facts.vendorSpellings[handle] ?? name;
    for (const product of c.products) if (product.vendor === oldName) product.vendor = vendor;
  }
  const payloadProduct = c.products[0]!;
  payloadProduct.descriptionMarkdown = `${payloadProduct.descriptionMarkdown}\n\n${facts.productPayload}\n`;
  const titled = c.products[1]!;
  titled.title = `${titled.title} ${facts.titlePayload}`;
  const orphan: ProductRecord = c.products.at(-1)!;
  orphan.vendor = facts.orphanVendor;
  c.farms[0]!.bio = `${c.farms[0]!.bio} ${facts.bioPayload}`;
  c.farms.push({
    ...structuredClone(c.farms.at(-1)!),
    id: Math.max(...c.farms.map((farm) => farm.id)) + 1,
    handle: "newcomer-meadow-farm",
    name: facts.farmWithoutProducts,
    highlightVideo: null,
  });
  const article = c.blogs[0]!.articles[0]!;
  article.contentMarkdown = `${article.contentMarkdown}\n\n${facts.articlePayload}\n`;
  return c;
}

/** The catalogue with a profile applied; `base` is not changed. */
export function applyProfile(base: Catalogue, profile: CatalogueProfile): Catalogue {
  switch (profile) {
    case "hostile":
      return hostile(base);
    case "no-farms":
      return { ...clone(base), farms: [] };
    case "no-collections":
      return { ...clone(base), collections: [] };
    case "no-products": {
      const c = clone(base);
      return { ...c, products: [], collections: c.collections.map((col) => ({ ...col, productHandles: [] })) };
    }
    case "tiny": {
      const c = clone(base);
      const kept = c.products.slice(0, 5);
      const handles = new Set(kept.map((p) => p.handle));
      return { ...c, products: kept, collections: c.collections.map((col) => ({ ...col, productHandles: col.productHandles.filter((h) => handles.has(h)) })) };
    }
  }
}
