// The blog list's first load and its Load More (SPEC.md sections 4 and 9): the first 15 posts are split into
// 'Latest Posts' (the 5 newest), 'Top Picks For You' (5 of the other 10, at random on every visit) and 'All Posts'
// (the rest, newest first); Load More then brings 6 at a time. Pure; tested in blog.test.ts.
import {
  blogFirstLoadCount as firstLoadCount,
  blogLatestCount as latestCount,
  blogLoadMoreCount as loadMoreCount,
  blogTopPicksCount as topPicksCount,
} from "../../lib/shop-rules.ts";

export type BlogSplit<T> = { latest: T[]; topPicks: T[]; allPosts: T[] };

/**
 * Splits the first load. `random` returns numbers in [0, 1) like Math.random; the build passes none, which picks
 * the first five candidates (what a visitor without JavaScript sees), and the browser passes Math.random.
 */
export function splitFirstLoad<T>(posts: readonly T[], random?: () => number): BlogSplit<T> {
  const first = posts.slice(0, firstLoadCount);
  return { latest: first.slice(0, latestCount), ...pickTopPicks(first.slice(latestCount), random) };
}

/** 5 of the candidates as picks (at random when given `random`), the others in their own order. */
export function pickTopPicks<T>(candidates: readonly T[], random?: () => number): Omit<BlogSplit<T>, "latest"> {
  const order = candidates.map((_, index) => index);
  if (random) {
    // Fisher–Yates: every set of picks equally likely.
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
  }
  const picks = order.slice(0, topPicksCount);
  const picked = new Set(picks);
  return {
    topPicks: picks.map((index) => candidates[index]!),
    // 'All Posts' keeps the date order.
    allPosts: candidates.filter((_, index) => !picked.has(index)),
  };
}

/** The posts one Load More page holds (pages count from 1, after the first load). */
export function loadMorePage<T>(posts: readonly T[], page: number): T[] {
  const start = firstLoadCount + (page - 1) * loadMoreCount;
  return page >= 1 ? posts.slice(start, start + loadMoreCount) : [];
}

/** How many Load More pages there are. */
export function loadMorePageCount(total: number): number {
  return Math.max(0, Math.ceil((total - firstLoadCount) / loadMoreCount));
}
