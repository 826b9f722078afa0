// What a post card shows, computed at build time, so that the browser's Load More only fills in a template.
import { longDate } from "../../lib/dates.ts";
import { heightFor, imageUrl, srcSet } from "../../lib/images.ts";
import { href } from "../../lib/routes.ts";
import type { Article } from "../../lib/types.ts";

export type PostSummary = {
  url: string;
  title: string;
  author: string;
  publishedAt: string;
  date: string;
  excerpt: string;
  image: { src: string; srcset: string; width: number; height: number; alt: string } | null;
};

export const postImageWidth = 480;

export function postSummary(article: Article): PostSummary {
  return {
    url: href(`/blog/${article.handle}`),
    title: article.title,
    author: article.author,
    publishedAt: article.publishedAt,
    date: longDate(article.publishedAt),
    excerpt: article.excerpt,
    image: article.image
      ? {
          src: imageUrl(article.image.url, postImageWidth),
          srcset: srcSet(article.image),
          width: postImageWidth,
          height: heightFor(article.image, postImageWidth),
          alt: article.image.altText,
        }
      : null,
  };
}

/** One post per handle: handles are unique per blog, and the first blog that has one wins (SPEC.md section 7). */
export function uniqueByHandle(articles: readonly Article[]): Article[] {
  const seen = new Set<string>();
  return articles.filter((article) => !seen.has(article.handle) && seen.add(article.handle));
}
