import { describe, expect, it, vi } from "vitest";
import { assignFarmSlugs, farmNameKey, farmPath, farmSlug, farmerForVendor } from "../../../src/lib/routes.ts";

const farm = (id: string, name: string) => ({ id, name });

describe("farm slugs", () => {
  it("keep a name readable and replace only what cannot live in one path segment", () => {
    expect(farmSlug("Cacao & Clay")).toBe("Cacao & Clay");
    expect(farmSlug("Hearthstone / Herb Farm")).toBe("Hearthstone - Herb Farm");
    expect(farmSlug("Why? Not Farm")).toBe("Why- Not Farm");
    expect(farmSlug("Bay #9 Oysters")).toBe("Bay -9 Oysters");
    expect(farmSlug("100% Maple Co.")).toBe("100- Maple Co.");
    expect(farmSlug('"Old" Mill\'s Orchard')).toBe('"Old" Mill\'s Orchard');
    expect(farmSlug("Bee 🐝 Happy")).toBe("Bee 🐝 Happy");
    expect(farmSlug("  Two   Rivers\n")).toBe("Two Rivers");
  });
  it("write one Unicode form, so NFD and NFC names share a page", () => {
    expect(farmSlug("Cafe\u0301 Terroir")).toBe(farmSlug("Caf\u00e9 Terroir"));
  });
  it("never give a path that climbs out of /farm/", () => {
    expect(farmSlug("..")).toBe("farm");
    expect(farmSlug("/")).toBe("-");
    expect(farmSlug("")).toBe("farm");
    expect(farmPath(farmSlug("../../etc"))).toBe("/farm/..-..-etc");
  });
  it("encode into a URL that a static host maps back to the folder Astro wrote", () => {
    const slug = farmSlug("Hearthstone / Herb Farm");
    expect(farmPath(slug)).toBe("/farm/Hearthstone%20-%20Herb%20Farm");
    expect(decodeURIComponent(farmPath(slug).slice("/farm/".length))).toBe(slug);
  });
  it("stay unique when two names fold to the same slug, and say so", () => {
    const onClash = vi.fn();
    const farmers = [farm("1", "A/B Farm"), farm("2", "A-B Farm"), farm("3", "a-b farm"), farm("4", "Cafe\u0301"), farm("5", "Caf\u00e9")];
    const slugs = assignFarmSlugs(farmers, onClash);
    expect([...slugs.values()]).toEqual(["A-B Farm", "A-B Farm-2", "a-b farm-3", "Café", "Café-2"]);
    expect(new Set([...slugs.values()].map((s) => s.toLowerCase())).size).toBe(5);
    expect(onClash).toHaveBeenCalledTimes(3);
  });
});

describe("a product's vendor finds its farm", () => {
  const farmers = [farm("1", "Hearthstone / Herb Farm"), farm("2", "Caf\u00e9 Terroir"), farm("3", "Blue Ridge Apiary")];
  it("whatever the vendor's case, spacing or Unicode form", () => {
    expect(farmerForVendor(farmers, "hearthstone /  herb farm ")?.id).toBe("1");
    expect(farmerForVendor(farmers, "Cafe\u0301 Terroir")?.id).toBe("2");
    expect(farmerForVendor(farmers, "BLUE RIDGE APIARY")?.id).toBe("3");
  });
  it("and finds none for a vendor without a farm", () => {
    expect(farmerForVendor(farmers, "Somebody Else")).toBeUndefined();
  });
  it("folds compatibility forms too", () => {
    expect(farmNameKey("ﬁeld Farm")).toBe(farmNameKey("Field farm"));
  });
});
