import { describe, expect, it } from "vitest";
import { certifications, hasAll, readCertifications, writeCertifications } from "./certifications.ts";
import { productsByFarm } from "./farm-products.ts";
import { defaultFarmTab, namedTab, tabForKey, tabFromHash } from "./tabs.ts";

const product = (id: string, vendor: string, createdAt: string) => ({ id, vendor, createdAt });

describe("a farm's products from the bulk catalogue", () => {
  const products = [
    product("p1", "Sunny Slope Apiary", "2024-03-01T00:00:00Z"),
    product("p2", "sunny  slope apiary", "2023-01-01T00:00:00Z"),
    product("p3", "Café Alto", "2024-01-01T00:00:00Z"),
    ...Array.from({ length: 12 }, (_, i) => product(`s${i}`, "Sunny Slope Apiary", `2025-01-${String(12 - i).padStart(2, "0")}T00:00:00Z`)),
  ];
  const bestSelling = ["s3", "p3", "s0", "p2", "s11", "s7", "p1"];
  const lists = productsByFarm(["Sunny Slope Apiary", "Cafe\u0301 Alto", "Quiet Farm"], products, bestSelling);

  it("takes the 5 best-selling products of the farm, in sales order, those missing from the order last", () => {
    expect(lists.get("Sunny Slope Apiary")!.bestsellers.map((p) => p.id)).toEqual(["s3", "s0", "p2", "s11", "s7"]);
  });

  it("takes the 10 oldest products of the farm, oldest first (CREATED_AT ascending)", () => {
    const ids = lists.get("Sunny Slope Apiary")!.products.map((p) => p.id);
    expect(ids).toHaveLength(10);
    expect(ids.slice(0, 3)).toEqual(["p2", "p1", "s11"]);
    expect(ids.at(-1)).toBe("s4");
  });

  it("puts a product whose creation date cannot be read last", () => {
    const odd = productsByFarm(["F"], [product("x", "F", "not a date"), product("y", "F", "2024-01-01T00:00:00Z")], []);
    expect(odd.get("F")!.products.map((p) => p.id)).toEqual(["y", "x"]);
  });

  it("matches a vendor to its farm whatever its case, spacing or Unicode form", () => {
    expect(lists.get("Cafe\u0301 Alto")!.bestsellers.map((p) => p.id)).toEqual(["p3"]);
  });

  it("gives a farm without products empty lists", () => {
    expect(lists.get("Quiet Farm")).toEqual({ bestsellers: [], products: [] });
  });

  it("never asks for more than the products and the order it was given (no request per farm)", () => {
    // A pure function of its inputs: 1,400 farms cost one pass over the catalogue.
    const farms = Array.from({ length: 1400 }, (_, i) => `Farm ${i}`);
    const many = farms.flatMap((name, i) => [product(`a${i}`, name, "2024-01-01T00:00:00Z"), product(`b${i}`, name, "2023-01-01T00:00:00Z")]);
    const result = productsByFarm(farms, many, many.map((p) => p.id).reverse());
    expect(result.size).toBe(1400);
    expect(result.get("Farm 7")!.bestsellers.map((p) => p.id)).toEqual(["b7", "a7"]);
    expect(result.get("Farm 7")!.products.map((p) => p.id)).toEqual(["b7", "a7"]);
  });
});

describe("certification filters", () => {
  const farm = (usdaOrganic: boolean, ccof: boolean) => ({ usdaOrganic, ccof });

  it("combine with AND: every chosen certification must hold", () => {
    const both = new Set(["usdaOrganic", "ccof"] as const);
    expect(hasAll(farm(true, true), both)).toBe(true);
    expect(hasAll(farm(true, false), both)).toBe(false);
    expect(hasAll(farm(false, true), both)).toBe(false);
    expect(hasAll(farm(false, true), new Set(["ccof"] as const))).toBe(true);
    expect(hasAll(farm(true, false), new Set(["ccof"] as const))).toBe(false);
  });

  it("let every farm through when none is chosen", () => {
    expect(hasAll(farm(false, false), new Set())).toBe(true);
  });

  it("round-trip through the URL, keeping other parameters and ignoring unknown values", () => {
    const params = writeCertifications(new URLSearchParams("utm=1&certified=old"), new Set(["ccof", "usdaOrganic"] as const));
    expect(params.toString()).toBe("utm=1&certified=usda-organic&certified=ccof");
    expect([...readCertifications(params)]).toEqual(["usdaOrganic", "ccof"]);
    expect([...readCertifications(new URLSearchParams("certified=fair-trade&certified=ccof&certified="))]).toEqual(["ccof"]);
    expect(certifications.map((c) => c.label)).toEqual(["USDA Organic", "CCOF"]);
  });
});

describe("farm tabs", () => {
  it("read the tab from the URL hash, overview for anything else", () => {
    expect(tabFromHash("#story")).toBe("story");
    expect(tabFromHash("#products")).toBe("products");
    expect(tabFromHash("")).toBe(defaultFarmTab);
    expect(tabFromHash("#")).toBe("overview");
    expect(tabFromHash("#reviews")).toBe("overview");
    expect(tabFromHash("#%E0%A4%A")).toBe("overview");
    expect(tabFromHash("#%73tory")).toBe("story");
  });

  it("tell a hash that names a tab from one that names something else (#main, a story's own anchor)", () => {
    expect(namedTab("#products")).toBe("products");
    expect(namedTab("#main")).toBeNull();
    expect(namedTab("")).toBeNull();
    expect(namedTab("#%")).toBeNull();
  });

  it("move with the arrow keys, wrapping, and jump with Home and End", () => {
    expect(tabForKey(0, 3, "ArrowRight")).toBe(1);
    expect(tabForKey(2, 3, "ArrowRight")).toBe(0);
    expect(tabForKey(0, 3, "ArrowLeft")).toBe(2);
    expect(tabForKey(1, 3, "Home")).toBe(0);
    expect(tabForKey(0, 3, "End")).toBe(2);
    expect(tabForKey(0, 3, "Enter")).toBeNull();
    expect(tabForKey(0, 0, "ArrowRight")).toBeNull();
  });
});
