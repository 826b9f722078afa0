// The posts each Load More of the blog list brings, 6 to a file (/blog/posts/1.json, 2.json, ...), written at build
// time: the list needs no Storefront API client in the browser, and a page of posts costs one small static file.
// Each file gets its posts from getStaticPaths, which reads and de-duplicates the articles once: done per file, it
// grew with files × articles (550 × 3,300 at 10,000 products).
import type { APIRoute, GetStaticPaths } from "astro";
import { loadMorePage, loadMorePageCount } from "../../../features/blog/split.ts";
import { postSummary, uniqueByHandle, type PostSummary } from "../../../features/blog/post-summary.ts";
import { getAllArticles, readWholeCatalogue } from "../../../lib/storefront/catalogue.ts";
import { cacheKeyOf } from "../../../lib/page-keys.ts";
import { keepShard } from "../../../lib/shards.ts";

export const getStaticPaths = (async () => {
  readWholeCatalogue();
  const posts = uniqueByHandle(await getAllArticles());
  const pages = Array.from({ length: loadMorePageCount(posts.length) }, (_, index) => index + 1);
  return keepShard("blog-pages", pages, (page) => `/blog/posts/${page}.json`, "file").map((page) => {
    const props = { posts: loadMorePage(posts, page).map(postSummary) };
    return { params: { page: String(page) }, props, ...cacheKeyOf(props) };
  });
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ posts: PostSummary[] }> = ({ props }) =>
  new Response(JSON.stringify(props.posts), { headers: { "Content-Type": "application/json" } });
