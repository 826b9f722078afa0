// The posts each Load More of the blog list brings, 6 to a file (/blog/posts/1.json, 2.json, ...), written at build
// time: the list needs no Storefront API client in the browser, and a page of posts costs one small static file.
// Each file gets its posts from getStaticPaths, which reads and de-duplicates the articles once: done per file, it
// grew with files × articles (550 × 3,300 at 10,000 products).
import type { APIRoute, GetStaticPaths } from "astro";
import { loadMorePage, loadMorePageCount } from "../../../features/blog/split.ts";
import { postSummary, uniqueByHandle, type PostSummary } from "../../../features/blog/post-summary.ts";
import { getAllArticles, readWholeCatalogue } from "../../../lib/storefront/catalogue.ts";
import { pageCacheKey } from "../../../lib/page-keys.ts";

export const getStaticPaths = (async () => {
  readWholeCatalogue();
  const posts = uniqueByHandle(await getAllArticles());
  return Array.from({ length: loadMorePageCount(posts.length) }, (_, index) => {
    const props = { posts: loadMorePage(posts, index + 1).map(postSummary) };
    return { params: { page: String(index + 1) }, props, cacheKey: pageCacheKey(props) };
  });
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ posts: PostSummary[] }> = ({ props }) =>
  new Response(JSON.stringify(props.posts), { headers: { "Content-Type": "application/json" } });
