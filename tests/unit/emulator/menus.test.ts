// menu(handle:) serves the shop's own navigation, as Hydrogen-style storefronts ask for it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmulator, type RunningEmulator } from "../../../scripts/emulator/server.ts";
import { footerColumns, mainNavigation } from "../../../src/lib/navigation.ts";
import { dataOf, graphqlClient } from "./helpers.ts";

let emulator: RunningEmulator;
let gql: ReturnType<typeof graphqlClient>;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  gql = graphqlClient(emulator);
});
afterAll(() => emulator.close());

const MENU = `query Menu($handle: String!) {
  menu(handle: $handle) {
    id handle title itemsCount
    items { id title url type resourceId tags resource { __typename ... on Collection { handle } }
      items { id title url type resourceId items { id title url type resourceId } } }
  }
}`;

type Item = { id: string; title: string; url: string; type: string; resourceId: string | null; items: Item[]; resource?: { __typename: string; handle?: string } | null };

describe("menu(handle:)", () => {
  it("serves the main menu as the header shows it, collections linked as collections", async () => {
    const { menu } = await dataOf<{ menu: { handle: string; itemsCount: number; items: Item[] } }>(gql(MENU, { handle: "main-menu" }));
    expect(menu.handle).toBe("main-menu");
    expect(menu.items.map((i) => i.title)).toEqual(mainNavigation.map((n) => n.name));
    expect(menu.itemsCount).toBe(mainNavigation.length);
    const shop = menu.items[0]!;
    expect(shop).toMatchObject({ type: "COLLECTION", resource: { __typename: "Collection", handle: "all-products" } });
    expect(shop.items.map((i) => i.title)).toEqual(["Featured", "Categories"]);
    const honey = shop.items[1]!.items.find((i) => i.title === "Honey")!;
    expect(honey).toMatchObject({ type: "COLLECTION", url: `${new URL(emulator.graphqlUrl).origin}/collections/honey` });
    expect(honey.resourceId).toMatch(/^gid:\/\/shopify\/Collection\/\d+$/);
    const farms = menu.items[1]!;
    expect(farms).toMatchObject({ title: "Our Farms", type: "HTTP", resourceId: null, items: [] });
    // An untitled column's links sit straight under their item.
    expect(menu.items[2]!.items.map((i) => i.title)).toEqual(["About Us", "How We Support Farmers", "Our Satisfaction Guarantee"]);
    const ids = JSON.stringify(menu).match(/gid:\/\/shopify\/MenuItem\/\d+/g)!;
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("serves the footer menu, and null for a menu the shop does not have", async () => {
    const { menu } = await dataOf<{ menu: { items: Item[] } }>(gql(MENU, { handle: "footer" }));
    expect(menu.items.map((i) => i.title)).toEqual(footerColumns.map((c) => c.title));
    expect(menu.items[1]!.items.map((i) => i.title)).toEqual(footerColumns[1]!.links.map((l) => l.name));
    expect(menu.items[0]!.url).toBe("#");
    expect(await dataOf(gql(MENU, { handle: "no-such-menu" }))).toEqual({ menu: null });
  });
});

describe("the shop's brand and localization", () => {
  it("answer as the shop sells: one market, the United States, USD, English", async () => {
    const data = await dataOf<{
      shop: { brand: { slogan: string; colors: { primary: { background: string }[] }; logo: null } };
      localization: { country: { isoCode: string; currency: { isoCode: string; symbol: string } }; language: { isoCode: string }; availableCountries: { isoCode: string }[]; market: { handle: string } };
    }>(gql(`{
      shop { brand { slogan shortDescription logo { id } colors { primary { background foreground } } } }
      localization { country { isoCode name currency { isoCode symbol } unitSystem } language { isoCode name }
        availableCountries { isoCode } availableLanguages { isoCode } market { handle } }
    }`));
    expect(data.shop.brand.slogan).toBeTruthy();
    expect(data.shop.brand.colors.primary[0]!.background).toBe("#2f5d3a");
    expect(data.shop.brand.logo).toBeNull();
    expect(data.localization.country).toMatchObject({ isoCode: "US", currency: { isoCode: "USD", symbol: "$" } });
    expect(data.localization.language.isoCode).toBe("EN");
    expect(data.localization.availableCountries.map((c) => c.isoCode)).toEqual(["US"]);
    expect(data.localization.market.handle).toBe("us");
  });
});
