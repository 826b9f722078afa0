// menu(handle:): the shop's navigation as Shopify menus, built from the same data the site renders its header and
// footer from (src/lib/navigation.ts), so a storefront that reads menus from the API shows the shop's own links.
// "main-menu": Shop (with its Featured and Categories columns), Our Farms, About Us; "footer": the footer columns.
// Any other handle answers null, as on a store without that menu.
import { footerColumns, mainNavigation } from "../../../src/lib/navigation.ts";
import type { EmulatorContext } from "./context.ts";
import { collectionSource } from "./products.ts";

type Source = Record<string, unknown>;
type Link = { title: string; path: string | null; children: Link[] };

function mainMenu(): Link[] {
  return mainNavigation.map((item) => ({
    title: item.name,
    path: item.href,
    children: (item.columns ?? []).flatMap((column): Link[] => {
      const links: Link[] = column.links.map((link) => ({ title: link.name, path: link.href, children: [] }));
      // A titled column is a level of its own; an untitled one puts its links straight under the item.
      return column.title ? [{ title: column.title, path: null, children: links }] : links;
    }),
  }));
}

function footerMenu(): Link[] {
  return footerColumns.map((column) => ({
    title: column.title,
    path: null,
    children: column.links.map((link) => ({ title: link.name, path: link.href, children: [] })),
  }));
}

const menus: Record<string, { title: string; links: () => Link[] }> = {
  "main-menu": { title: "Main menu", links: mainMenu },
  footer: { title: "Footer menu", links: footerMenu },
};

export function menuQuery(ctx: EmulatorContext, args: { handle: string }): Source | null {
  const menu = menus[args.handle];
  if (!menu) return null;
  let next = 0;
  const itemSource = (link: Link): Source => {
    const id = ++next;
    const collectionHandle = link.path?.match(/^\/collections\/([^/?#]+)$/)?.[1];
    const collection = collectionHandle ? ctx.store.collectionByHandle.get(collectionHandle) : undefined;
    // A heading without a page of its own is a link to nothing in Shopify's admin: "#".
    const url = link.path === null ? "#" : `${ctx.origin}${link.path}`;
    return {
      __typename: "MenuItem",
      id: `gid://shopify/MenuItem/${args.handle === "footer" ? 2000 + id : 1000 + id}`,
      title: link.title,
      url,
      type: collection ? "COLLECTION" : link.path === "/" ? "FRONTPAGE" : link.path === "/search" ? "SEARCH" : "HTTP",
      resourceId: collection ? `gid://shopify/Collection/${collection.record.id}` : null,
      resource: collection ? collectionSource(ctx, collection) : null,
      tags: [],
      items: link.children.map(itemSource),
    };
  };
  const items = menu.links().map(itemSource);
  return {
    __typename: "Menu",
    id: `gid://shopify/Menu/${args.handle === "footer" ? 2 : 1}`,
    handle: args.handle,
    title: menu.title,
    items,
    itemsCount: items.length,
  };
}
