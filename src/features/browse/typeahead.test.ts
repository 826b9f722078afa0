import { afterEach, describe, expect, it, vi } from "vitest";
import { loadingSuggestions, suggestionStatus, type FarmSuggestion } from "./suggestions.ts";

const farm: FarmSuggestion = { name: "Hilltop Honey", location: "Vermont", url: "/farm/Hilltop%20Honey" };

describe("the type-ahead's status row", () => {
  const found = { term: "honey", products: [1, 2, 3], farms: [farm, farm] };
  const answer = (products: number, farms: number) => ({
    term: "honey",
    products: Array.from({ length: products }, (_, i) => i),
    farms: Array.from({ length: farms }, () => farm),
  });
  it("counts the suggestions of the answer for what is typed: products and farms together", () => {
    expect(suggestionStatus(found, "honey", false)).toBe("5 suggestions");
    expect(suggestionStatus(answer(1, 0), "honey", false)).toBe("1 suggestion");
    expect(suggestionStatus(answer(0, 1), "honey", false)).toBe("1 suggestion");
    expect(suggestionStatus(answer(6, 3), "honey", false)).toBe("9 suggestions");
    // Spaces around what is typed are not part of the term the answer is for.
    expect(suggestionStatus(found, "  honey ", false)).toBe("5 suggestions");
  });
  it("says 'No suggestions' when the answer found none", () => {
    expect(suggestionStatus(answer(0, 0), "honey", false)).toBe("No suggestions");
  });
  it("says it is loading while the term's products are on their way", () => {
    expect(loadingSuggestions).toBe("Loading suggestions…");
    expect(suggestionStatus(found, "honey", true)).toBe(loadingSuggestions);
  });
  it("says it is loading as soon as the shopper types on, before the pause that sends the request", () => {
    // The list still shows the answer for "honey"; it is not the answer for "honey b".
    expect(suggestionStatus(found, "honey b", false)).toBe(loadingSuggestions);
    expect(suggestionStatus({ term: "", products: [], farms: [] }, "h", false)).toBe(loadingSuggestions);
  });
  it("says nothing with the box empty or holding only spaces", () => {
    expect(suggestionStatus(found, "", false)).toBe("");
    expect(suggestionStatus(found, "   ", true)).toBe("");
  });
});

describe("the type-ahead's farms list", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  // Each test gets the module fresh: it keeps the page's one request in a module variable.
  const freshLoadFarms = async () => {
    vi.resetModules();
    return (await import("./farm-list.ts")).loadFarms;
  };
  const answer = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

  it("reads farms.json once per page", async () => {
    const fetch = vi.fn((_url: string | URL | Request) => answer([farm]));
    vi.stubGlobal("fetch", fetch);
    const loadFarms = await freshLoadFarms();
    expect(await loadFarms()).toEqual([farm]);
    expect(await loadFarms()).toEqual([farm]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]![0])).toMatch(/\/farms\.json$/);
  });

  it("leaves farms out after a failure, and asks again next time", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const fetch = vi
      .fn(() => answer([farm]))
      .mockImplementationOnce(() => answer({}, 503))
      .mockImplementationOnce(() => Promise.reject(new TypeError("offline")));
    vi.stubGlobal("fetch", fetch);
    const loadFarms = await freshLoadFarms();
    expect(await loadFarms()).toEqual([]);
    expect(await loadFarms()).toEqual([]);
    expect(await loadFarms()).toEqual([farm]);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("takes an answer that is not a list as no farms", async () => {
    vi.stubGlobal("fetch", vi.fn(() => answer({ farms: [farm] })));
    const loadFarms = await freshLoadFarms();
    expect(await loadFarms()).toEqual([]);
  });
});
