// blogs(), blog(handle:) with articles and articleByHandle, and the root articles() list.
import { describe, expect, it } from "vitest";
import { dataOf, pictureUrl } from "./helpers.ts";
import { emulator, gql } from "./fixture-server.ts";

const handles = (connection: { nodes: { handle: string }[] }): string[] => connection.nodes.map((n) => n.handle);

describe("blogs and articles", () => {
  it("lists blogs", async () => {
    const data = await dataOf(gql("{ blogs(first: 10) { nodes { id handle title } } }"));
    expect(data.blogs.nodes).toEqual([
      { id: "gid://shopify/Blog/401", handle: "blog", title: "News" },
      { id: "gid://shopify/Blog/402", handle: "for-farmers", title: "For Farmers" },
    ]);
  });

  it("serves an article's fields by blog and handle", async () => {
    const data = await dataOf(
      gql(`query($blog: String!, $article: String!) { blog(handle: $blog) { articleByHandle(handle: $article) {
        id handle title content contentHtml excerpt excerptHtml publishedAt tags
        authorV2 { name firstName lastName } author { name }
        image { url altText width height } blog { handle } seo { title description }
      } } }`, { blog: "blog", article: "spring-honey-harvest" }),
    );
    expect(data.blog.articleByHandle).toEqual({
      id: "gid://shopify/Article/501",
      handle: "spring-honey-harvest",
      title: "The Spring Honey Harvest",
      content: "The Spring Honey Harvest Written by Maya Chen. We talk about honey, seasons.",
      contentHtml: "<h1>The Spring Honey Harvest</h1>\n<p>Written by Maya Chen. We talk about <em>honey, seasons</em>.</p>",
      excerpt: "A short look at the spring honey harvest.",
      excerptHtml: "<p>A short look at the spring honey harvest.</p>",
      publishedAt: "2024-04-01T09:00:00Z",
      tags: ["honey", "seasons"],
      authorV2: { name: "Maya Chen", firstName: "Maya", lastName: "Chen" },
      author: { name: "Maya Chen" },
      image: { url: expect.stringMatching(pictureUrl(emulator.url, "article-spring-honey-harvest")), altText: "The Spring Honey Harvest", width: 1200, height: 630 },
      blog: { handle: "blog" },
      seo: { title: null, description: null },
    });
    const missing = await dataOf(gql('{ blog(handle: "for-farmers") { articleByHandle(handle: "spring-honey-harvest") { id } } nope: blog(handle: "nope") { id } }'));
    expect(missing).toEqual({ blog: { articleByHandle: null }, nope: null });
  });

  it("sorts and pages a blog's articles", async () => {
    const newest = await dataOf(gql('{ blog(handle: "blog") { articles(first: 2, sortKey: PUBLISHED_AT, reverse: true) { nodes { handle } pageInfo { hasNextPage endCursor } } } }'));
    const page = newest.blog.articles;
    expect(handles(page)).toEqual(["jam-making-at-home", "a-day-on-the-boat"]);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const next = await dataOf(
      gql('query($after: String) { blog(handle: "blog") { articles(first: 2, after: $after, sortKey: PUBLISHED_AT, reverse: true) { nodes { handle } pageInfo { hasNextPage } } } }', {
        after: page.pageInfo.endCursor,
      }),
    );
    expect(handles(next.blog.articles)).toEqual(["spring-honey-harvest", "how-we-choose-farms"]);
    expect(next.blog.articles.pageInfo.hasNextPage).toBe(false);
    const byTitle = await dataOf(gql('{ blog(handle: "blog") { articles(first: 10, sortKey: TITLE) { nodes { handle } } } }'));
    expect(handles(byTitle.blog.articles)).toEqual(["a-day-on-the-boat", "how-we-choose-farms", "jam-making-at-home", "spring-honey-harvest"]);
  });

  it("lists articles of every blog, filtered by query", async () => {
    const all = await dataOf(gql("{ articles(first: 250, sortKey: PUBLISHED_AT) { nodes { handle } } }"));
    expect(handles(all.articles)).toEqual([
      "how-we-choose-farms", "joining-the-network", "spring-honey-harvest", "a-day-on-the-boat", "jam-making-at-home",
    ]);
    const byAuthor = await dataOf(gql('{ articles(first: 10, query: "author:\'Daniel Ortiz\'") { nodes { handle } } }'));
    expect(handles(byAuthor.articles)).toEqual(["how-we-choose-farms", "a-day-on-the-boat"]);
    const byTag = await dataOf(gql('{ articles(first: 10, query: "tag:farms blog_title:\'For Farmers\'") { nodes { handle } } }'));
    expect(handles(byTag.articles)).toEqual(["joining-the-network"]);
    const lastPage = await dataOf(gql("{ articles(last: 2, sortKey: PUBLISHED_AT) { nodes { handle } pageInfo { hasPreviousPage hasNextPage } } }"));
    expect(lastPage.articles).toEqual({
      nodes: [{ handle: "a-day-on-the-boat" }, { handle: "jam-making-at-home" }],
      pageInfo: { hasPreviousPage: true, hasNextPage: false },
    });
  });

  it("finds an article by id", async () => {
    const data = await dataOf(gql('{ article(id: "gid://shopify/Article/505") { title blog { title } } }'));
    expect(data.article).toEqual({ title: "Joining the Network", blog: { title: "For Farmers" } });
  });
});
