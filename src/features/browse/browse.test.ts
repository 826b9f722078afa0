import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Filter, ProductCard } from "../../lib/types.ts";
import {
  chooseFilter,
  conventionalInput,
  changedControl,
  filterInputs,
  historyWriter,
  listingUrl,
  readListingState,
  sameListingState,
  searchSorts,
  sortFromParam,
  visibleGroups,
  writeListingState,
} from "./listing-state.ts";
import { collectionSorts, countFromFilters } from "./collection-listing.ts";
import { choicesFor, matchFarms, moveActive, searchUrl, type FarmSuggestion } from "./suggestions.ts";
import { debounce, isAbortError, latestOnly } from "./timing.ts";

const productCard = ({ handle, title }: { handle: string; title: string }): ProductCard => ({
  id: `gid://shopify/Product/${handle}`,
  numericId: "1",
  handle,
  title,
  vendor: "Sunny Slope Apiary",
  tags: [],
  availableForSale: true,
  image: null,
  price: { amount: 14, currencyCode: "USD" },
  compareAtPrice: null,
  unitPrice: null,
  freeShipping: false,
});

const vendor: Filter = {
  id: "filter.p.vendor",
  label: "Vendor",
  type: "LIST",
  values: [
    { id: "filter.p.vendor.hilltop", label: "Hilltop Honey & Co.", count: 4, input: '{"productVendor":"Hilltop Honey & Co."}' },
    { id: "filter.p.vendor.cafe", label: "Café Alto", count: 3, input: '{"productVendor":"Café Alto"}' },
    { id: "filter.p.vendor.none", label: "Quiet Farm", count: 0, input: '{"productVendor":"Quiet Farm"}' },
  ],
};
const productType: Filter = {
  id: "filter.p.product_type",
  label: "Product type",
  type: "LIST",
  values: [
    { id: "filter.p.product_type.honey", label: "Honey", count: 4, input: '{"productType":"Honey"}' },
    { id: "filter.p.product_type.coffee", label: "Coffee", count: 3, input: '{"productType":"Coffee"}' },
  ],
};
const price: Filter = {
  id: "filter.v.price",
  label: "Price",
  type: "PRICE_RANGE",
  values: [{ id: "filter.v.price", label: "Price", count: 7, input: '{"price":{"min":0,"max":40}}' }],
};
const groups = [vendor, productType, price];

describe("sort options", () => {
  it("turns each collection sort a shopper reads into the API's sort key and direction", () => {
    expect(collectionSorts.map((s) => [s.label, s.sortKey, s.reverse])).toEqual([
      ["Best selling", "BEST_SELLING", false],
      ["Price low to high", "PRICE", false],
      ["Price high to low", "PRICE", true],
      ["Name A to Z", "TITLE", false],
      ["Name Z to A", "TITLE", true],
    ]);
  });

  it("offers search the SPEC's three sorts, Relevance first", () => {
    expect(searchSorts.map((s) => [s.label, s.sortKey, s.reverse])).toEqual([
      ["Relevance", "RELEVANCE", false],
      ["Price low to high", "PRICE", false],
      ["Price high to low", "PRICE", true],
    ]);
  });

  it("falls back to the default for an unknown, missing or search-only sort", () => {
    expect(sortFromParam(collectionSorts, "price-desc").label).toBe("Price high to low");
    expect(sortFromParam(collectionSorts, "cheapest").param).toBe("best-selling");
    expect(sortFromParam(collectionSorts, null).param).toBe("best-selling");
    expect(sortFromParam(collectionSorts, "relevance").param).toBe("best-selling");
    expect(sortFromParam(searchSorts, "title-asc").param).toBe("relevance");
  });
});

describe("filters in the URL", () => {
  it("round-trips the chosen values and the sort, keeping other parameters", () => {
    let active = chooseFilter([], vendor, vendor.values[0]!);
    active = chooseFilter(active, productType, productType.values[1]!);
    const state = { sort: collectionSorts[2], filters: active };
    const params = writeListingState(new URLSearchParams("utm_source=mail&sort=title-asc&filter.p.tag=old"), state, collectionSorts[0]);
    expect(params.get("utm_source")).toBe("mail");
    expect(params.get("filter.p.tag")).toBeNull();
    expect(params.get("filter.p.vendor")).toBe("Hilltop Honey & Co.");
    expect(params.toString()).toContain("filter.p.vendor=Hilltop+Honey+%26+Co.");

    const read = readListingState(new URLSearchParams(params.toString()), collectionSorts, groups);
    expect(read.sort.param).toBe("price-desc");
    expect(read.filters).toEqual(active);
    expect(sameListingState(read, state)).toBe(true);
    expect(filterInputs(read.filters)).toEqual([{ productVendor: "Hilltop Honey & Co." }, { productType: "Coffee" }]);
  });

  it("leaves the default sort and no filters out of the URL", () => {
    const params = writeListingState(new URLSearchParams("q=honey&sort=price-asc"), { sort: searchSorts[0], filters: [] }, searchSorts[0]);
    expect(params.toString()).toBe("q=honey");
  });

  it("ignores unknown groups, labels a group does not offer, empty and overlong values, and repeats", () => {
    const params = new URLSearchParams();
    params.append("filter.p.vendor", "Nobody's Farm");
    params.append("filter.p.m.custom.colour", "red");
    params.append("filter.p.product_type", "");
    params.append("filter.p.product_type", "x".repeat(500));
    params.append("filter.p.product_type", "Honey");
    params.append("filter.p.product_type", "Coffee");
    params.append("sort", "<script>");
    const read = readListingState(params, collectionSorts, groups);
    expect(read.filters).toEqual([{ groupId: "filter.p.product_type", label: "Honey", input: '{"productType":"Honey"}' }]);
    expect(read.sort.param).toBe("best-selling");
  });

  it("reads the groups every store names the same way before the listing's groups are known", () => {
    const params = new URLSearchParams("filter.p.vendor=Café+Alto&filter.v.availability=In+stock&filter.v.option.size=8+oz&filter.p.tag=Spring");
    const read = readListingState(params, searchSorts, null);
    expect(filterInputs(read.filters)).toEqual([{ productVendor: "Café Alto" }, { available: true }, { tag: "Spring" }]);
    expect(conventionalInput("filter.v.availability", "maybe")).toBeNull();
    expect(conventionalInput("filter.v.price", "10")).toBeNull();
  });

  it("chooses one value per group, replacing the group's previous one, and clears a group", () => {
    const first = chooseFilter([], vendor, vendor.values[0]!);
    const replaced = chooseFilter(first, vendor, vendor.values[1]!);
    expect(replaced).toEqual([{ groupId: "filter.p.vendor", label: "Café Alto", input: '{"productVendor":"Café Alto"}' }]);
    expect(chooseFilter(replaced, vendor, null)).toEqual([]);
  });

  it("drops an input that is not a JSON object instead of sending it", () => {
    expect(filterInputs([
      { groupId: "a", label: "a", input: "not json" },
      { groupId: "b", label: "b", input: "[1]" },
      { groupId: "c", label: "c", input: "null" },
      { groupId: "d", label: "d", input: '{"tag":"x"}' },
    ])).toEqual([{ tag: "x" }]);
  });
});

describe("history entries", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("pushes a choice, but replaces the entry of one made in the same control within a second", () => {
    const calls: string[] = [];
    vi.stubGlobal("history", {
      state: null,
      pushState: (_s: unknown, _t: string, url: string) => calls.push(`push ${url}`),
      replaceState: (_s: unknown, _t: string, url: string) => calls.push(`replace ${url}`),
    });
    let now = 0;
    const write = historyWriter(1000, () => now);
    write("/c?a=1", "push", "vendor");
    now = 300;
    write("/c?a=2", "push", "vendor");
    now = 900;
    write("/c?a=3", "push", "vendor");
    now = 1000;
    write("/c?a=3&sort=x", "push", "sort");
    now = 2500;
    write("/c?a=4&sort=x", "push", "vendor");
    write("/c?q=x", "replace");
    write("/c?clear", "push");
    write("/c?clear2", "push");
    expect(calls).toEqual([
      "push /c?a=1", "replace /c?a=2", "replace /c?a=3", "push /c?a=3&sort=x", "push /c?a=4&sort=x",
      "replace /c?q=x", "push /c?clear", "push /c?clear2",
    ]);
  });

  it("names the control a change was made in", () => {
    const none = { sort: collectionSorts[0], filters: [] };
    const honey = { ...none, filters: chooseFilter([], productType, productType.values[0]!) };
    const coffee = { ...none, filters: chooseFilter([], productType, productType.values[1]!) };
    expect(changedControl(none, honey)).toBe("filter.p.product_type");
    expect(changedControl(honey, coffee)).toBe("filter.p.product_type");
    expect(changedControl(honey, { ...honey, sort: collectionSorts[1] })).toBe("sort");
    const both = { ...honey, filters: chooseFilter(honey.filters, vendor, vendor.values[0]!) };
    expect(changedControl(none, both)).toBe("");
  });

  it("writes no bare '?' for a listing without choices", () => {
    expect(listingUrl(new URLSearchParams(), { pathname: "/collections/honey", hash: "" })).toBe("/collections/honey");
    expect(listingUrl(new URLSearchParams("sort=price-asc"), { pathname: "/c", hash: "#main" })).toBe("/c?sort=price-asc#main");
  });
});

describe("visible groups", () => {
  it("shows the vendor group and LIST groups only", () => {
    const boolean: Filter = { id: "filter.v.m.custom.organic", label: "Organic", type: "BOOLEAN", values: [] };
    expect(visibleGroups([vendor, productType, price, boolean]).map((g) => g.id)).toEqual(["filter.p.vendor", "filter.p.product_type"]);
  });

  it("hides the group labelled Price on search, even a LIST one", () => {
    const listPrice: Filter = { ...productType, id: "filter.p.m.custom.price_band", label: "Price" };
    expect(visibleGroups([vendor, listPrice]).map((g) => g.label)).toEqual(["Vendor", "Price"]);
    expect(visibleGroups([vendor, listPrice], { hidePrice: true }).map((g) => g.label)).toEqual(["Vendor"]);
  });
});

describe("collection count from the filter counts", () => {
  it("adds the vendor counts when no vendor is chosen, and takes the chosen vendor's count otherwise", () => {
    expect(countFromFilters(groups, [])).toBe(7);
    expect(countFromFilters(groups, chooseFilter([], vendor, vendor.values[1]!))).toBe(3);
  });

  it("knows nothing without a vendor group", () => {
    expect(countFromFilters([productType], [])).toBeNull();
  });
});

describe("latestOnly", () => {
  it("drops the answer of a request a newer one replaced, and aborts it", async () => {
    const requests = latestOnly();
    const shown: string[] = [];
    const answer = (value: string, ms: number) => new Promise<string>((resolve) => setTimeout(() => resolve(value), ms));

    const ho = requests.start();
    const honey = requests.start();
    expect(ho.signal.aborted).toBe(true);
    expect(honey.signal.aborted).toBe(false);
    // "ho" answers last, after "honey".
    await Promise.all([
      answer("ho", 20).then((value) => ho.isCurrent() && shown.push(value)),
      answer("honey", 5).then((value) => honey.isCurrent() && shown.push(value)),
    ]);
    expect(shown).toEqual(["honey"]);
  });

  it("cancel() abandons the request in flight", () => {
    const requests = latestOnly();
    const pending = requests.start();
    requests.cancel();
    expect(pending.signal.aborted).toBe(true);
    expect(pending.isCurrent()).toBe(false);
    expect(isAbortError(pending.signal.reason)).toBe(true);
  });
});

describe("debounce", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs once, 400 ms after the last call, with the last arguments", () => {
    const run = vi.fn();
    const typed = debounce(run, 400);
    for (const text of ["h", "ho", "hon", "hone", "honey"]) {
      typed(text);
      vi.advanceTimersByTime(150);
    }
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(249);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledExactlyOnceWith("honey");
  });

  it("flush() runs the waiting call now and cancel() forgets it", () => {
    const run = vi.fn();
    const typed = debounce(run, 400);
    typed("tea");
    typed.flush();
    expect(run).toHaveBeenCalledExactlyOnceWith("tea");
    typed("oil");
    typed.cancel();
    vi.advanceTimersByTime(1000);
    typed.flush();
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe("type-ahead", () => {
  const farms: FarmSuggestion[] = [
    { name: "Sunny Slope Apiary", location: "Sonoma, California", url: "/farm/Sunny%20Slope%20Apiary" },
    { name: "Cooperativa Café Alto Huila", location: "Huila, Colombia", url: "/farm/Cooperativa%20Caf%C3%A9%20Alto%20Huila" },
    { name: "Alto Valley Farm", location: "Oregon", url: "/farm/Alto%20Valley%20Farm" },
    { name: "Bee Happy 🐝 Farm", location: "Sonoma, California", url: "/farm/Bee" },
  ];

  it("finds farms by every typed word, ignoring case and accents, names starting with the text first", () => {
    expect(matchFarms(farms, "CAFE", 3).map((f) => f.name)).toEqual(["Cooperativa Café Alto Huila"]);
    expect(matchFarms(farms, "alto", 3).map((f) => f.name)).toEqual(["Alto Valley Farm", "Cooperativa Café Alto Huila"]);
    expect(matchFarms(farms, "  sunny   slope ", 3).map((f) => f.name)).toEqual(["Sunny Slope Apiary"]);
  });

  it("falls back to the location after the names, and stops at the limit", () => {
    expect(matchFarms(farms, "sonoma", 3).map((f) => f.name)).toEqual(["Sunny Slope Apiary", "Bee Happy 🐝 Farm"]);
    expect(matchFarms(farms, "farm", 1)).toHaveLength(1);
    expect(matchFarms(farms, "   ", 3)).toEqual([]);
  });

  it("lists products, then farms, then the search page for the term", () => {
    const honey = productCard({ handle: "raw-honey", title: "Raw Honey" });
    const choices = choicesFor(" honey ", [honey], [farms[0]!]);
    expect(choices.map((c) => [c.kind, c.url])).toEqual([
      ["product", "/products/raw-honey"],
      ["farm", "/farm/Sunny%20Slope%20Apiary"],
      ["search", "/search?q=honey"],
    ]);
    expect(new Set(choices.map((c) => c.id)).size).toBe(3);
    expect(choicesFor("  ", [honey], farms)).toEqual([]);
    expect(searchUrl("oil & vinegar")).toBe("/search?q=oil+%26+vinegar");
  });

  it("moves the active choice with the arrow keys, wrapping at both ends", () => {
    expect(moveActive(-1, 3, "ArrowDown")).toBe(0);
    expect(moveActive(2, 3, "ArrowDown")).toBe(0);
    expect(moveActive(-1, 3, "ArrowUp")).toBe(2);
    expect(moveActive(0, 3, "ArrowUp")).toBe(2);
    expect(moveActive(1, 3, "ArrowUp")).toBe(0);
    expect(moveActive(0, 0, "ArrowDown")).toBe(-1);
  });
});
