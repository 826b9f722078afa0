import { describe, expect, it } from "vitest";
import { loadMorePage, loadMorePageCount, pickTopPicks, splitFirstLoad } from "./split.ts";

const posts = Array.from({ length: 40 }, (_, i) => `post ${i + 1}`);

/** A stand-in for Math.random that replays the given numbers. */
const replay = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe("the blog's first load", () => {
  it("shows the 5 newest as Latest Posts and splits the next 10 between Top Picks and All Posts", () => {
    const split = splitFirstLoad(posts);
    expect(split.latest).toEqual(["post 1", "post 2", "post 3", "post 4", "post 5"]);
    expect(split.topPicks).toEqual(["post 6", "post 7", "post 8", "post 9", "post 10"]);
    expect(split.allPosts).toEqual(["post 11", "post 12", "post 13", "post 14", "post 15"]);
  });

  it("picks at random among the 10, never a latest post twice, and keeps All Posts in date order", () => {
    const a = splitFirstLoad(posts, replay(0.99, 0.1, 0.5, 0.3, 0.7));
    const b = splitFirstLoad(posts, replay(0.01, 0.8, 0.2, 0.6, 0.4));
    expect(a.topPicks).not.toEqual(b.topPicks);
    for (const split of [a, b]) {
      expect(split.topPicks).toHaveLength(5);
      expect([...split.topPicks, ...split.allPosts].sort()).toEqual(posts.slice(5, 15).sort());
      expect(split.allPosts).toEqual([...split.allPosts].sort((x, y) => Number(x.split(" ")[1]) - Number(y.split(" ")[1])));
      expect(split.topPicks.some((post) => split.latest.includes(post))).toBe(false);
    }
  });

  it("gives every candidate a chance to be picked", () => {
    const seen = new Set<string>();
    for (let run = 0; run < 200; run++) for (const post of pickTopPicks(posts.slice(5, 15), Math.random).topPicks) seen.add(post);
    expect(seen.size).toBe(10);
  });

  it("copes with a blog of fewer than 15 posts", () => {
    expect(splitFirstLoad(posts.slice(0, 7))).toEqual({ latest: posts.slice(0, 5), topPicks: ["post 6", "post 7"], allPosts: [] });
    expect(splitFirstLoad([])).toEqual({ latest: [], topPicks: [], allPosts: [] });
  });
});

describe("Load More", () => {
  it("brings 6 posts a page after the first 15", () => {
    expect(loadMorePage(posts, 1)).toEqual(posts.slice(15, 21));
    expect(loadMorePage(posts, 4)).toEqual(posts.slice(33, 39));
    expect(loadMorePage(posts, 5)).toEqual(["post 40"]);
    expect(loadMorePage(posts, 0)).toEqual([]);
    expect(loadMorePageCount(40)).toBe(5);
    expect(loadMorePageCount(15)).toBe(0);
    expect(loadMorePageCount(3)).toBe(0);
  });
});
