// The posts each Load More of the blog list brings, 6 to a file (/blog/posts/1.json, 2.json, ...), written at build
// time: the list needs no Storefront API client in the browser, and a page of posts costs one small static file.
import type { APIRoute, GetStaticPaths } from "astro";
import { loadMorePage, loadMorePageCount } from "../../../features/blog/split.ts";
import { postSummary, uniqueByHandle } from "../../../features/blog/post-summary.ts";
import { getAllArticles } from "../../../lib/storefront/catalogue.ts";

export const getStaticPaths = (async () => {
  const posts = uniqueByHandle(await getAllArticles());
  return Array.from({ length: loadMorePageCount(posts.length) }, (_, index) => ({ params: { page: String(index + 1) } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const posts = uniqueByHandle(await getAllArticles());
  const page = Number(params.page);
  return new Response(JSON.stringify(loadMorePage(posts, page).map(postSummary)), {
    headers: { "Content-Type": "application/json" },
  });
};
