// sitemap(type:): what a headless storefront needs to write its XML sitemaps. Each type is listed in id order,
// SITEMAP_PAGE_SIZE resources per page, pages numbered from 1. Shopify warns that its pages may hold fewer items
// (even none) before the end; here every page but the last is full, which clients written to that warning handle
// just as well. Farms are metaobjects of type "farmer" and answer as SitemapResourceMetaobject.
import type { ImageSpec } from "../catalogue/types.ts";
import type { Source } from "../pagination.ts";
import { badUserInput, type EmulatorContext } from "./context.ts";
import { imageBaseUrl } from "./images.ts";
import { FARMER_TYPE } from "./metaobjects.ts";
import { shopPages } from "./shop-pages.ts";

/** Shopify's largest sitemap page. */
export const SITEMAP_PAGE_SIZE = 250;

export type SitemapType = "ARTICLE" | "BLOG" | "COLLECTION" | "METAOBJECT" | "PAGE" | "PRODUCT";

/**
 * The resources of one type: how many, and the i-th one, built only when its page is asked for (a catalogue may hold
 * 100,000 products).
 */
type Resources = { count: number; at(index: number): Source };

function listed<T>(items: readonly T[], make: (item: T) => Source): Resources {
  return { count: items.length, at: (i) => make(items[i]!) };
}

/** Blogs carry no date of their own in the catalogue: a blog changes when an article is published in it. */
const EMPTY_BLOG_DATE = "2023-01-02T09:00:00Z";

function resource(ctx: EmulatorContext, handle: string, title: string, updatedAt: string, image: ImageSpec | null | undefined): Source {
  return {
    __typename: "SitemapResource",
    handle,
    title,
    updatedAt,
    image: image
      ? { __typename: "SitemapImage", alt: image.alt || null, filepath: imageBaseUrl(ctx, image.key), updatedAt }
      : null,
  };
}

function byId<T extends { record: { id: number } }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => a.record.id - b.record.id);
}

function resourcesOf(ctx: EmulatorContext, type: SitemapType): Resources {
  const store = ctx.store;
  switch (type) {
    case "PRODUCT": {
      // The precomputed id order: no sorting of the whole catalogue per request.
      const order = store.order("ID").items;
      return {
        count: order.length,
        at: (i) => {
          const { record } = store.products[order[i]!]!;
          return resource(ctx, record.handle, record.title, record.updatedAt, record.images[0]);
        },
      };
    }
    case "COLLECTION":
      return listed(byId(store.collections), ({ record }) => resource(ctx, record.handle, record.title, record.updatedAt, record.image));
    case "BLOG":
      return listed(byId(store.blogs), (blog) => {
        const latest = blog.articles.map((a) => a.record.publishedAt).sort().at(-1) ?? EMPTY_BLOG_DATE;
        return resource(ctx, blog.record.handle, blog.record.title, latest, null);
      });
    case "ARTICLE":
      // The catalogue keeps one date per article, its publication.
      return listed(byId(store.articles), ({ record }) => resource(ctx, record.handle, record.title, record.publishedAt, record.image));
    case "PAGE":
      return listed(shopPages().list, (page) => resource(ctx, page.handle, page.title, page.updatedAt, null));
    case "METAOBJECT":
      return listed(byId(store.farms), ({ record }) => ({
        __typename: "SitemapResourceMetaobject",
        handle: record.handle,
        type: FARMER_TYPE,
        updatedAt: record.updatedAt,
        // The farms are not rendered by a Shopify Online Store (their Metaobject.onlineStoreUrl is null too): the
        // site draws them itself, at its own /farm/ routes.
        onlineStoreUrlHandle: null,
      }));
  }
}

export function sitemapQuery(ctx: EmulatorContext, args: { type: SitemapType }): Source {
  let all: Resources | undefined;
  const resources = (): Resources => (all ??= resourcesOf(ctx, args.type));
  return {
    __typename: "Sitemap",
    pagesCount: () => ({ __typename: "Count", count: Math.ceil(resources().count / SITEMAP_PAGE_SIZE), precision: "EXACT" }),
    resources: ({ page }: { page: number }) => {
      if (page < 1) throw badUserInput(`The 'page' argument must be 1 or more (got ${page}); sitemap pages are numbered from 1`);
      const { count, at } = resources();
      const start = (page - 1) * SITEMAP_PAGE_SIZE;
      const end = Math.min(start + SITEMAP_PAGE_SIZE, count);
      const items: Source[] = [];
      for (let i = start; i < end; i += 1) items.push(at(i));
      return { __typename: "PaginatedSitemapResources", items, hasNextPage: end < count };
    },
  };
}
