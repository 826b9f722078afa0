// Blog documents: every article of every blog.
import { ARTICLE, IMAGE_FIELDS } from "../fragments.ts";

/**
 * All articles in pages, narrowed by `$query` to a range of creation time: the blog list and one page per post.
 * ArticleSortKeys has no CREATED_AT; ID is the creation-like key (ids are handed out as articles are created) and,
 * unlike PUBLISHED_AT or UPDATED_AT, one an editor cannot change while the build pages, so no article moves behind
 * the cursor. The build puts them newest first itself (creation-ranges.ts, catalogue.ts).
 */
export const GET_BLOG_ARTICLES = `#graphql
  query GetBlogArticles($first: Int!, $after: String, $query: String) {
    articles(first: $first, after: $after, sortKey: ID, query: $query) {
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
