// The blog as an RSS feed (@astrojs/rss): the 50 newest posts of every blog, linked from every page's head. Feed
// readers poll it, so it stays small however long the blog grows.
import rss from "@astrojs/rss";
import type { APIRoute } from "astro";
import { uniqueByHandle } from "../features/blog/post-summary.ts";
import { brand } from "../lib/config.ts";
import { href } from "../lib/routes.ts";
import { htmlToText, metaDescription } from "../lib/seo.ts";
import { getAllArticles } from "../lib/storefront/catalogue.ts";

const feedLength = 50;

export const GET: APIRoute = async ({ site }) => {
  const articles = uniqueByHandle(await getAllArticles()).slice(0, feedLength);
  return rss({
    title: `${brand.name} Farm Journal`,
    description: "Stories from our partner farms, recipes and news from the shop.",
    site: new URL(href("/"), site).href,
    items: articles.map((article) => ({
      title: article.title,
      link: new URL(href(`/blog/${article.handle}`), site).href,
      pubDate: new Date(article.publishedAt),
      description: metaDescription(article.excerpt || htmlToText(article.contentHtml)),
      categories: article.tags,
    })),
  });
};
