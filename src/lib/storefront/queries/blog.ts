// Blog documents: every article of every blog, newest first.
import { ARTICLE, IMAGE_FIELDS } from "../fragments.ts";

/** All articles, newest first, in pages: the blog list and one page per post. */
export const GET_BLOG_ARTICLES = `#graphql
  query GetBlogArticles($first: Int!, $after: String) {
    articles(first: $first, after: $after, sortKey: PUBLISHED_AT, reverse: true) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        ...ArticleFields
      }
    }
  }
  ${ARTICLE}
  ${IMAGE_FIELDS}
` as const;
