// page(), pageByHandle(), pages() and Page nodes: the shop's static pages, read from src/content/pages/*.md.
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningEmulator } from "../../../scripts/emulator/server.ts";
import { dataOf, graphqlClient, startFixtureEmulator } from "./helpers.ts";

let emulator: RunningEmulator;
let gql: ReturnType<typeof graphqlClient>;
beforeAll(async () => {
  emulator = await startFixtureEmulator();
  gql = graphqlClient(emulator);
});
afterAll(() => emulator.close());

const PAGES_DIR = join(import.meta.dirname, "../../../src/content/pages");
const HANDLES = readdirSync(PAGES_DIR)
  .filter((f) => f.endsWith(".md"))
  .map((f) => f.slice(0, -3));

const PAGE_FIELDS = `id handle title body bodySummary createdAt updatedAt onlineStoreUrl trackingParameters seo { title description }`;

type Page = {
  id: string;
  handle: string;
  title: string;
  body: string;
  bodySummary: string;
  createdAt: string;
  updatedAt: string;
  onlineStoreUrl: string | null;
  trackingParameters: string | null;
  seo: { title: string | null; description: string | null };
};

async function pageByHandle(handle: string): Promise<Page | null> {
  return (await dataOf<{ page: Page | null }>(gql(`query($h: String!) { page(handle: $h) { ${PAGE_FIELDS} } }`, { h: handle }))).page;
}

const LIST = `query List($first: Int, $last: Int, $after: String, $before: String, $reverse: Boolean, $sortKey: PageSortKeys, $query: String) {
  pages(first: $first, last: $last, after: $after, before: $before, reverse: $reverse, sortKey: $sortKey, query: $query) {
    edges { cursor node { id handle title updatedAt } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;

type ListResult = {
  edges: { cursor: string; node: { id: string; handle: string; title: string; updatedAt: string } }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
};

async function list(variables: Record<string, unknown>): Promise<ListResult> {
  return (await dataOf<{ pages: ListResult }>(gql(LIST, variables))).pages;
}

const handles = (result: ListResult): string[] => result.edges.map((e) => e.node.handle);

describe("page(handle:) and pageByHandle", () => {
  it("serves a static page's title, text and SEO from its content file", async () => {
    const about = (await pageByHandle("about"))!;
    expect(about).toMatchObject({ handle: "about", title: "About Us", onlineStoreUrl: null, trackingParameters: null });
    expect(about.id).toMatch(/^gid:\/\/shopify\/Page\/\d+$/);
    // The Markdown body and the structured parts of the frontmatter are both in the HTML body.
    expect(about.body).toContain("<h2>Our Mission</h2>");
    expect(about.body).toContain("Harvest &amp; Hearth is an online market for food from independent farms");
    expect(about.body).toContain("<h3>Rosa Delgado</h3>");
    expect(about.seo.title).toBe("About Us");
    expect(about.seo.description).toMatch(/^Harvest & Hearth connects your kitchen with small partner farms/);
  });

  it("summarises the body as short plain text", async () => {
    const refund = (await pageByHandle("refund-policy"))!;
    expect(refund.bodySummary).not.toMatch(/[<>]/);
    expect(refund.bodySummary.length).toBeLessThanOrEqual(150);
    expect(refund.bodySummary).toMatch(/^We want you to love everything you order\./);
    expect(refund.body).toContain("<strong>30-day window</strong>");
  });

  it("renders inline Markdown of the frontmatter as links", async () => {
    const contact = (await pageByHandle("contact"))!;
    expect(contact.body).toContain('<a href="mailto:hello@harvestandhearth.com">hello@harvestandhearth.com</a>');
    expect(contact.body).toContain('<a href="/refund-policy">Refund Policy</a>');
  });

  it("takes dates from the frontmatter when it has them, fixed ones otherwise", async () => {
    const terms = (await pageByHandle("terms-of-service"))!;
    expect(terms.updatedAt).toBe("2025-01-15T00:00:00Z");
    expect(terms.body).toContain("Last updated: January 15, 2025");
    for (const handle of HANDLES) {
      const page = (await pageByHandle(handle))!;
      expect(Date.parse(page.createdAt), handle).toBeLessThanOrEqual(Date.parse(page.updatedAt));
      expect(page.updatedAt, handle).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    }
    // Not the file's modification time: a second emulator answers the same.
    const other = await startFixtureEmulator();
    try {
      const again = await dataOf<{ page: Page }>(graphqlClient(other)(`{ page(handle: "about") { createdAt updatedAt } }`));
      const first = (await pageByHandle("about"))!;
      expect(again.page).toEqual({ createdAt: first.createdAt, updatedAt: first.updatedAt });
    } finally {
      await other.close();
    }
  });

  it("finds a page by id, answers null for unknown pages and requires handle or id", async () => {
    const about = (await pageByHandle("about"))!;
    const byId = await dataOf<{ page: { handle: string } }>(gql(`query($id: ID!) { page(id: $id) { handle } }`, { id: about.id }));
    expect(byId.page.handle).toBe("about");
    expect(await pageByHandle("no-such-page")).toBeNull();
    const wrongKind = await dataOf(gql(`{ page(id: "gid://shopify/Product/${about.id.split("/").pop()}") { handle } }`));
    expect(wrongKind).toEqual({ page: null });
    const neither = await gql("{ page { handle } }");
    expect(neither.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("still serves the deprecated pageByHandle", async () => {
    const data = await dataOf<{ pageByHandle: { title: string } }>(gql(`{ pageByHandle(handle: "guarantee") { title } }`));
    expect(data.pageByHandle.title).toBe("Our Satisfaction Guarantee");
  });
});

describe("node(id:) and nodes(ids:)", () => {
  it("resolve Page ids", async () => {
    const about = (await pageByHandle("about"))!;
    const contact = (await pageByHandle("contact"))!;
    const data = await dataOf<{ node: { __typename: string; title: string }; nodes: ({ handle: string } | null)[] }>(
      gql(`query($a: ID!, $ids: [ID!]!) { node(id: $a) { __typename ... on Page { title } } nodes(ids: $ids) { ... on Page { handle } } }`, {
        a: about.id,
        ids: [contact.id, "gid://shopify/Page/1", about.id],
      }),
    );
    expect(data.node).toEqual({ __typename: "Page", title: "About Us" });
    expect(data.nodes).toEqual([{ handle: "contact" }, null, { handle: "about" }]);
  });
});

describe("pages()", () => {
  it("lists every content file once, paging forwards without duplicates or gaps", async () => {
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const result: ListResult = await list({ first: 4, after });
      seen.push(...handles(result));
      pages += 1;
      expect(result.pageInfo.hasPreviousPage).toBe(after !== null);
      if (!result.pageInfo.hasNextPage) break;
      after = result.pageInfo.endCursor;
    }
    expect(pages).toBe(Math.ceil(HANDLES.length / 4));
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...HANDLES].sort());
    // ID order: ids increase along the list.
    const ids = (await list({ first: 250 })).edges.map((e) => Number(e.node.id.split("/").pop()));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it("pages backwards with last/before to the same items", async () => {
    const all = handles(await list({ first: 250, sortKey: "TITLE" }));
    const tail = await list({ last: 2, sortKey: "TITLE" });
    expect(handles(tail)).toEqual(all.slice(-2));
    expect(tail.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const before = await list({ last: 3, before: tail.pageInfo.startCursor, sortKey: "TITLE" });
    expect(handles(before)).toEqual(all.slice(-5, -2));
  });

  it("sorts by title and by update date, and reverses", async () => {
    const byTitle = (await list({ first: 250, sortKey: "TITLE" })).edges.map((e) => e.node.title);
    expect(byTitle).toEqual([...byTitle].sort((a, b) => a.localeCompare(b, "en")));
    expect(byTitle[0]).toBe("About Us");
    const reversed = (await list({ first: 250, sortKey: "TITLE", reverse: true })).edges.map((e) => e.node.title);
    expect(reversed).toEqual([...byTitle].reverse());
    const updated = (await list({ first: 250, sortKey: "UPDATED_AT" })).edges.map((e) => Date.parse(e.node.updatedAt));
    expect(updated).toEqual([...updated].sort((a, b) => a - b));
  });

  it("filters by query: words in title or body, title:, handle:, updated_at:", async () => {
    expect(handles(await list({ first: 10, query: "title:refund" }))).toEqual(["refund-policy"]);
    expect(handles(await list({ first: 10, query: "handle:contact" }))).toEqual(["contact"]);
    // "beekeeper" only appears in the about page's stories.
    expect(handles(await list({ first: 10, query: "beekeeper" }))).toEqual(["about"]);
    expect(handles(await list({ first: 10, query: "updated_at:>2025-01-01" })).sort()).toEqual(["about", "contact", "how-we-support-farmers", "terms-of-service"]);
    // RELEVANCE puts the page titled with the word first.
    const relevant = handles(await list({ first: 10, query: "guarantee", sortKey: "RELEVANCE" }));
    expect(relevant[0]).toBe("guarantee");
    expect(relevant.length).toBeGreaterThan(1);
  });

  it("refuses a cursor from another order and requires first or last", async () => {
    const byId = await list({ first: 1 });
    const wrong = await gql(LIST, { first: 1, after: byId.pageInfo.endCursor, sortKey: "TITLE" });
    expect(wrong.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const none = await gql(LIST, {});
    expect(none.errors?.[0]?.message).toMatch(/first or last/);
  });
});

describe("reading the content files", () => {
  it("works whatever the working directory", () => {
    const module = pathToFileURL(join(import.meta.dirname, "../../../scripts/emulator/resolvers/shop-pages.ts")).href;
    const output = execFileSync(
      process.execPath,
      ["--input-type=module", "-e", `const m = await import(${JSON.stringify(module)}); console.log(JSON.stringify(m.loadShopPages().list.map((p) => p.title)));`],
      { cwd: tmpdir(), encoding: "utf8" },
    );
    const titles = JSON.parse(output) as string[];
    expect(titles).toHaveLength(HANDLES.length);
    expect(titles).toContain("Terms of Service");
  });
});
