import { afterEach, describe, expect, it, vi } from "vitest";
import { suggestionStatus, type FarmSuggestion } from "./suggestions.ts";

const farm: FarmSuggestion = { name: "Hilltop Honey", location: "Vermont", url: "/farm/Hilltop%20Honey" };

describe("the type-ahead's status line", () => {
  const found = { term: "honey", products: [1, 2, 3], farms: [farm, farm] };
  it("counts the products and farms of the last answer", () => {
    expect(suggestionStatus(found, "honey", false)).toBe("3 products and 2 farms found");
    // The count stays while the shopper types on, until the next answer starts loading.
    expect(suggestionStatus(found, "honey b", false)).toBe("3 products and 2 farms found");
  });
  it("says nothing while loading, before any answer, or with the box empty", () => {
    expect(suggestionStatus(found, "honey", true)).toBe("");
    expect(suggestionStatus({ term: "", products: [], farms: [] }, "honey", false)).toBe("");
    expect(suggestionStatus(found, "", false)).toBe("");
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
