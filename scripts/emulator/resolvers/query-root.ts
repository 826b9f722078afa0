// The root of every query: one property per QueryRoot field the emulator serves (the Cart API's `cart` and the
// mutations live in cart.ts). A field missing from both (customer, ...) is answered with a "not implemented"
// GraphQL error by the executor.
import { cappedCount } from "../limits.ts";
import { publicApiVersionObjects } from "../api-versions.ts";
import { parseGid } from "../ids.ts";
import { arrayConnection, type ConnectionArgs, type Source } from "../pagination.ts";
import { evaluateQuery, parseSearchQuery } from "../search-query.ts";
import { compareDate } from "../search-comparisons.ts";
import { textContains, valueEquals } from "../search-text.ts";
import type { CollectionEntry } from "../store-entries.ts";
import { articleConnection, articleSource, blogConnection, blogSource } from "./blogs.ts";
import { badUserInput, type EmulatorContext } from "./context.ts";
import { pageByGidNumber, pageQuery, pagesQuery } from "./content.ts";
import { policyByGidNumber, shopPolicyFields } from "./policies.ts";
import { mediaImageSource, videoSource } from "./images.ts";
import { FARMER_TYPE, farmMetaobject, metaobjectConnection } from "./metaobjects.ts";
import { collectionSource, productSource, variantSource } from "./products.ts";
import { menuQuery } from "./menus.ts";
import { productsQuery, searchQuery } from "./search.ts";
import { predictiveSearchQuery } from "./predictive-search.ts";
import { recommendationsFor } from "./recommendations.ts";
import { sitemapQuery } from "./sitemap.ts";

function requireGid(value: string): { resource: string; id: number } {
  const parsed = parseGid(value);
  if (!parsed) throw badUserInput(`Invalid global id '${value}'`);
  return parsed;
}

/** Any object the Node interface can return, by its global id; null when nothing has that id. */
export function nodeById(ctx: EmulatorContext, id: string): Source | null {
  const { resource, id: number } = requireGid(id);
  const store = ctx.store;
  switch (resource) {
    case "Product": {
      const product = store.productById.get(number);
      return product ? productSource(ctx, product) : null;
    }
    case "ProductVariant": {
      const variant = store.variantById.get(number);
      return variant ? variantSource(ctx, variant) : null;
    }
    case "Collection": {
      const collection = store.collectionById.get(number);
      return collection ? collectionSource(ctx, collection) : null;
    }
    case "Metaobject": {
      const farm = store.farmById.get(number);
      return farm ? farmMetaobject(ctx, farm) : null;
    }
    case "Article": {
      const article = store.articleById.get(number);
      return article ? articleSource(ctx, article) : null;
    }
    case "Blog": {
      const blog = store.blogById.get(number);
      return blog ? blogSource(ctx, blog) : null;
    }
    case "MediaImage": {
      const media = store.imageByNumber.get(number);
      return media ? mediaImageSource(ctx, media.spec) : null;
    }
    case "Video": {
      const media = store.videoByNumber.get(number);
      return media ? videoSource(ctx, media) : null;
    }
    case "Page":
      return pageByGidNumber(number);
    case "ShopPolicy":
      return policyByGidNumber(ctx, number);
    default:
      return null;
  }
}

function collectionsQuery(
  ctx: EmulatorContext,
  args: ConnectionArgs & { query?: string | null; sortKey: "ID" | "RELEVANCE" | "TITLE" | "UPDATED_AT" },
): Source {
  const query = parseSearchQuery(args.query);
  const byId = (a: CollectionEntry, b: CollectionEntry): number => a.record.id - b.record.id;
  const sorted = [...ctx.store.collections].sort(
    args.sortKey === "TITLE"
      ? (a, b) => a.record.title.localeCompare(b.record.title, "en") || byId(a, b)
      : args.sortKey === "UPDATED_AT"
        ? (a, b) => Date.parse(a.record.updatedAt) - Date.parse(b.record.updatedAt) || byId(a, b)
        : byId,
  );
  const matching = sorted.filter((c) =>
    evaluateQuery(query, {
      matchesText: (term) => textContains(c.titleText, term.value, term.prefix),
      matchesField: (term) => {
        if (term.field === "title") return textContains(c.titleText, term.value, term.prefix);
        if (term.field === "handle") return valueEquals(c.record.handle, term);
        if (term.field === "updated_at") return compareDate(c.record.updatedAt, term.comparator, term.value);
        return false;
      },
    }),
  );
  const connection = arrayConnection("CollectionConnection", matching, args, `collections:${args.sortKey}:${args.query ?? ""}`, (c) =>
    collectionSource(ctx, c),
  ctx.limits);
  // UnsignedInt64 travels as a string, as Shopify sends it.
  return { ...connection, totalCount: String(cappedCount(matching.length, ctx.limits)) };
}

function distinctValues(values: Iterable<string>): string[] {
  return [...new Set([...values].filter((v) => v !== ""))].sort((a, b) => a.localeCompare(b, "en"));
}

function shopSource(ctx: EmulatorContext): Source {
  return {
    __typename: "Shop",
    id: "gid://shopify/Shop/1",
    name: ctx.store.shopName,
    description: null,
    moneyFormat: "${{amount}}",
    primaryDomain: { __typename: "Domain", host: new URL(ctx.origin).host, url: ctx.origin, sslEnabled: false },
    paymentSettings: paymentSettings(ctx),
    // privacyPolicy, refundPolicy, shippingPolicy, termsOfService, subscriptionPolicy, ...
    ...shopPolicyFields(ctx),
    // The shop's brand as the site shows it (its colours are those of src/styles/global.css); no logo image.
    brand: {
      __typename: "Brand",
      slogan: "Food from the farms that grow it",
      shortDescription: "Coffee, chocolate, honey and more from partner farms, with the stories of the people who grow them.",
      colors: {
        __typename: "BrandColors",
        primary: [{ __typename: "BrandColorGroup", background: "#2f5d3a", foreground: "#ffffff" }],
        secondary: [{ __typename: "BrandColorGroup", background: "#c8772b", foreground: "#1f2a22" }],
      },
      logo: null,
      squareLogo: null,
      coverImage: null,
    },
  };
}

/** One market, as the shop sells: the United States, in US dollars, in English. */
function localizationSource(ctx: EmulatorContext): Source {
  const english = { __typename: "Language", isoCode: "EN", name: "English", endonymName: "English" };
  const market = { __typename: "Market", id: "gid://shopify/Market/1", handle: "us" };
  const unitedStates = {
    __typename: "Country",
    isoCode: "US",
    name: "United States",
    currency: { __typename: "Currency", isoCode: ctx.store.currencyCode, name: "US Dollar", symbol: "$" },
    unitSystem: "IMPERIAL_SYSTEM",
    defaultLanguage: english,
    availableLanguages: [english],
    market,
  };
  return {
    __typename: "Localization",
    country: unitedStates,
    language: english,
    market,
    availableCountries: [unitedStates],
    availableLanguages: [english],
  };
}

function paymentSettings(ctx: EmulatorContext): Source {
  return {
    __typename: "PaymentSettings",
    currencyCode: ctx.store.currencyCode,
    countryCode: "US",
    enabledPresentmentCurrencies: [ctx.store.currencyCode],
  };
}

export function queryRoot(ctx: EmulatorContext): Source {
  const store = ctx.store;
  const productBy = (args: { handle?: string | null; id?: string | null }): Source | null => {
    if (args.id != null) {
      const { resource, id } = requireGid(args.id);
      const product = resource === "Product" ? store.productById.get(id) : undefined;
      return product ? productSource(ctx, product) : null;
    }
    if (args.handle != null) {
      const product = store.productByHandle.get(args.handle);
      return product ? productSource(ctx, product) : null;
    }
    throw badUserInput("Provide either 'handle' or 'id'");
  };
  const collectionBy = (args: { handle?: string | null; id?: string | null }): Source | null => {
    let collection: CollectionEntry | undefined;
    if (args.id != null) {
      const { resource, id } = requireGid(args.id);
      collection = resource === "Collection" ? store.collectionById.get(id) : undefined;
    } else if (args.handle != null) collection = store.collectionByHandle.get(args.handle);
    else throw badUserInput("Provide either 'handle' or 'id'");
    return collection ? collectionSource(ctx, collection) : null;
  };
  const blogBy = (args: { handle?: string | null; id?: string | null }): Source | null => {
    let blog;
    if (args.id != null) {
      const { resource, id } = requireGid(args.id);
      blog = resource === "Blog" ? store.blogById.get(id) : undefined;
    } else if (args.handle != null) blog = store.blogByHandle.get(args.handle);
    else throw badUserInput("Provide either 'handle' or 'id'");
    return blog ? blogSource(ctx, blog) : null;
  };

  return {
    shop: () => shopSource(ctx),
    localization: () => localizationSource(ctx),
    paymentSettings: () => paymentSettings(ctx),
    publicApiVersions: () => publicApiVersionObjects(),
    products: productsQuery.bind(null, ctx),
    product: productBy,
    productByHandle: (args: { handle: string }) => productBy({ handle: args.handle }),
    productRecommendations: (args: { productId?: string | null; productHandle?: string | null; intent: "RELATED" | "COMPLEMENTARY" }) => {
      let product;
      if (args.productId != null) {
        const { resource, id } = requireGid(args.productId);
        product = resource === "Product" ? store.productById.get(id) : undefined;
      } else if (args.productHandle != null) product = store.productByHandle.get(args.productHandle);
      else throw badUserInput("Provide either 'productId' or 'productHandle'");
      return product ? recommendationsFor(ctx, product, args.intent) : null;
    },
    productTags: (args: { first: number }) =>
      arrayConnection("StringConnection", distinctValues(store.products.flatMap((p) => p.record.tags)), args, "product-tags", (t) => t, ctx.limits),
    productTypes: (args: { first: number }) =>
      arrayConnection("StringConnection", distinctValues(store.products.map((p) => p.record.productType)), args, "product-types", (t) => t, ctx.limits),
    node: (args: { id: string }) => nodeById(ctx, args.id),
    nodes: (args: { ids: string[] }) => {
      if (args.ids.length > 250) throw badUserInput("The 'ids' argument must not contain more than 250 ids");
      return args.ids.map((id) => nodeById(ctx, id));
    },
    collection: collectionBy,
    collectionByHandle: (args: { handle: string }) => collectionBy({ handle: args.handle }),
    collections: collectionsQuery.bind(null, ctx),
    search: searchQuery.bind(null, ctx),
    menu: menuQuery.bind(null, ctx),
    predictiveSearch: predictiveSearchQuery.bind(null, ctx),
    metaobjects: metaobjectConnection.bind(null, ctx),
    metaobject: (args: { id?: string | null; handle?: { type: string; handle: string } | null }) => {
      if (args.id != null) {
        const { resource, id } = requireGid(args.id);
        const farm = resource === "Metaobject" ? store.farmById.get(id) : undefined;
        return farm ? farmMetaobject(ctx, farm) : null;
      }
      if (args.handle != null) {
        const farm = args.handle.type === FARMER_TYPE ? store.farmByHandle.get(args.handle.handle) : undefined;
        return farm ? farmMetaobject(ctx, farm) : null;
      }
      throw badUserInput("Provide either 'handle' or 'id'");
    },
    blogs: blogConnection.bind(null, ctx),
    blog: blogBy,
    blogByHandle: (args: { handle: string }) => blogBy({ handle: args.handle }),
    page: pageQuery,
    pageByHandle: (args: { handle: string }) => pageQuery({ handle: args.handle }),
    pages: (args: Parameters<typeof pagesQuery>[0]) => pagesQuery(args, ctx.limits),
    sitemap: sitemapQuery.bind(null, ctx),
    articles: (args: Parameters<typeof articleConnection>[2]) => articleConnection(ctx, store.articles, args, "all"),
    article: (args: { id: string }) => {
      const { resource, id } = requireGid(args.id);
      const article = resource === "Article" ? store.articleById.get(id) : undefined;
      return article ? articleSource(ctx, article) : null;
    },
  };
}
