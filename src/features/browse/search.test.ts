import { describe, expect, it } from "vitest";
import { searchSorts } from "./listing-state.ts";
import {
  cleanTerm,
  defaultSearchState,
  maxTermLength,
  resultCountText,
  sameQuery,
  searchPageUrl,
  termFrom,
  type SearchQuery,
} from "./search-query.ts";

const honey: SearchQuery = { term: "honey", state: defaultSearchState };
const where = (search: string) => ({ search, pathname: "/search", hash: "" });

describe("the search term", () => {
  it("is read from q, trimmed and cut to the longest term the search sends", () => {
    expect(termFrom(new URLSearchParams("q=%20%20raw%20honey%20"))).toBe("raw honey");
    expect(termFrom(new URLSearchParams("sort=price-asc"))).toBe("");
    expect(termFrom(new URLSearchParams({ q: "h".repeat(maxTermLength + 50) }))).toHaveLength(maxTermLength);
    expect(cleanTerm("  honey  ")).toBe("honey");
  });
});

describe("the search page's URL", () => {
  it("holds the term and the choices, keeping other parameters and the hash", () => {
    const cheapest: SearchQuery = { term: "raw honey", state: { sort: searchSorts[1], filters: [] } };
    expect(searchPageUrl(cheapest, { search: "?utm_source=mail&q=old", pathname: "/search", hash: "#results" })).toBe(
      "/search?utm_source=mail&q=raw+honey&sort=price-asc#results",
    );
  });
  it("leaves out the default sort, and q when there is no term", () => {
    expect(searchPageUrl(honey, where("?sort=price-desc"))).toBe("/search?q=honey");
    expect(searchPageUrl({ term: "", state: defaultSearchState }, where("?q=honey"))).toBe("/search");
  });
});

describe("search queries", () => {
  it("are the same with the same term and choices", () => {
    expect(sameQuery(honey, { term: "honey", state: { sort: searchSorts[0], filters: [] } })).toBe(true);
    expect(sameQuery(honey, { ...honey, term: "coffee" })).toBe(false);
    expect(sameQuery(honey, { ...honey, state: { sort: searchSorts[2], filters: [] } })).toBe(false);
  });
  it("start with Relevance, SPEC.md's default", () => {
    expect(defaultSearchState).toEqual({ sort: searchSorts[0], filters: [] });
    expect(defaultSearchState.sort.sortKey).toBe("RELEVANCE");
  });
});

describe("the sentence above the results", () => {
  it("counts results for the term, one or many", () => {
    expect(resultCountText("honey", 1)).toBe('1 result for "honey"');
    expect(resultCountText("honey", 24)).toBe('24 results for "honey"');
    expect(resultCountText("honey", 0)).toBe('0 results for "honey"');
  });
  it("is absent before there is a term", () => {
    expect(resultCountText("", 0)).toBeNull();
  });
});
