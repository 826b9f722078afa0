// The shop's online-store content: its pages (`page`, `pageByHandle`, `pages`, Page nodes) and its policies
// (`shop.privacyPolicy` and friends).
//
// The pages are the site's own static pages, read from src/content/pages/*.md, so a storefront that asks the API for
// "about" gets the words the site shows. Their Markdown body and the structured parts of their frontmatter (steps,
// cards, sections) are rendered into one HTML body, as a merchant's page would hold all of its text. The refund
// policy and the terms of service are those pages again; the privacy and shipping policies, which the site does not
// have pages for, are written in catalogue/data/policies/. Nothing here depends on the catalogue, so every catalogue
// (hand-written, generated, test fixture) serves the same pages and policies.
import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseFrontmatter } from "astro/markdown";
import { Marked } from "marked";
import { gid, parseGid } from "../ids.ts";
import { arrayConnection, type ConnectionArgs, type Source } from "../pagination.ts";
import {
  collectTextTerms,
  compareDate,
  compareNumber,
  evaluateQuery,
  indexText,
  parseSearchQuery,
  textContains,
  valueEquals,
  type QueryNode,
  type QuerySubject,
} from "../search-query.ts";
import { escapeHtml, htmlToPlainText, markdownToHtml, truncate } from "../text.ts";
import { badUserInput, notImplemented, type EmulatorContext } from "./context.ts";

// Resolved from this file, not the working directory, so the emulator can be started from anywhere.
const PAGES_DIR = fileURLToPath(new URL("../../../src/content/pages/", import.meta.url));
const POLICIES_DIR = fileURLToPath(new URL("../catalogue/data/policies/", import.meta.url));

/** Numeric ids of Page gids; a range of their own, like the catalogue's (catalogue/conventions.ts ID_BASE). */
export const PAGE_ID_BASE = 6_000_000_000;
const POLICY_ID_BASE = 6_100_000_000;

/**
 * What the shop's admin would know about each page but the content files do not say: its id and when it was
 * created and last edited. Fixed values (never file times) keep every answer the same from one run to the next.
 * Frontmatter `created` / `updated` (or `createdAt` / `updatedAt`) take precedence when a file has them.
 */
const PAGE_ADMIN: Record<string, { id: number; createdAt: string; updatedAt: string }> = {
  about: { id: PAGE_ID_BASE + 1, createdAt: "2022-11-14T10:20:00Z", updatedAt: "2025-06-03T09:12:00Z" },
  contact: { id: PAGE_ID_BASE + 2, createdAt: "2022-11-14T10:41:00Z", updatedAt: "2025-03-19T15:05:00Z" },
  guarantee: { id: PAGE_ID_BASE + 3, createdAt: "2022-11-21T16:02:00Z", updatedAt: "2024-09-10T11:48:00Z" },
  "refund-policy": { id: PAGE_ID_BASE + 4, createdAt: "2022-11-21T16:30:00Z", updatedAt: "2024-11-04T13:27:00Z" },
  "terms-of-service": { id: PAGE_ID_BASE + 5, createdAt: "2022-11-21T17:05:00Z", updatedAt: "2025-01-15T00:00:00Z" },
  "how-we-support-farmers": { id: PAGE_ID_BASE + 6, createdAt: "2023-02-08T09:30:00Z", updatedAt: "2025-08-27T14:16:00Z" },
};
/** A page file added later without an entry above: ids after the known ones, one plausible date. */
const LATER_PAGE_ID = PAGE_ID_BASE + 1000;
const LATER_PAGE_DATE = "2025-09-01T12:00:00Z";

/** Shopify's bodySummary is a short plain-text lead-in to the body; we cut it at this many characters. */
const SUMMARY_LENGTH = 150;

export type ShopPage = {
  id: number;
  gid: string;
  handle: string;
  title: string;
  bodyHtml: string;
  bodyText: string;
  summary: string;
  seoTitle: string | null;
  seoDescription: string | null;
  createdAt: string;
  updatedAt: string;
  /** Title and body prepared for search (search-query.ts indexText). */
  text: { title: string; body: string };
};

export type ShopPages = { list: ShopPage[]; byHandle: Map<string, ShopPage>; byId: Map<number, ShopPage> };

// ---------------------------------------------------------------------------------------------------------------
// Rendering a content file to one HTML body

// Frontmatter strings hold inline Markdown (**bold**, [links](/contact)); a private instance, as in text.ts.
const inline = new Marked({ async: false, gfm: true });

function inlineHtml(text: string): string {
  return inline.parseInline(text, { async: false }) as string;
}

const paragraph = (text: string): string => `<p>${inlineHtml(text)}</p>`;
const heading = (level: number, text: string): string => `<h${level}>${inlineHtml(text)}</h${level}>`;

type Data = Record<string, unknown>;

function isData(value: unknown): value is Data {
  return value !== null && typeof value === "object" && !Array.isArray(value) && !(value instanceof Date);
}

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

/**
 * Keys that describe the page rather than being part of its text (or that are rendered in a fixed place), so the
 * generic walk below leaves them out.
 */
const NOT_BODY = new Set([
  "kind", "title", "description", "lead", "created", "createdAt", "updated", "updatedAt", "updatedLabel", "seoTitle",
  "missionHeading", "email", "phone", "location", "hours", "details",
]);

/**
 * One structured part of a page (a section, a card, a step) as HTML. The content files share a small vocabulary:
 * `heading` / `title` / `name` head a part; `place`, `product`, `role` describe it in one line; `intro`, `text`,
 * `paragraphs`, `bio` are its paragraphs; `list` a bulleted list; `items` its sub-parts; `cta` a link.
 */
function renderPart(value: unknown, level: number): string[] {
  if (typeof value === "string") return [paragraph(value)];
  if (Array.isArray(value)) return value.flatMap((item) => renderPart(item, level));
  if (!isData(value)) return [];
  const out: string[] = [];
  const title = [value.heading, value.title, value.name].find((v): v is string => typeof v === "string");
  if (title) out.push(heading(level, title));
  const byline = ["place", "product", "role"].flatMap((key) => strings(value[key]));
  if (byline.length > 0) out.push(`<p><em>${byline.map(inlineHtml).join(" · ")}</em></p>`);
  for (const key of ["intro", "text", "paragraphs", "bio"]) out.push(...strings(value[key]).map(paragraph));
  const list = strings(value.list);
  if (list.length > 0) out.push(`<ul>${list.map((item) => `<li>${inlineHtml(item)}</li>`).join("")}</ul>`);
  if (Array.isArray(value.items)) out.push(...value.items.flatMap((item) => renderPart(item, Math.min(level + 1, 4))));
  const cta = value.cta;
  if (isData(cta) && typeof cta.href === "string" && typeof cta.label === "string") {
    out.push(`<p><a href="${escapeHtml(cta.href)}">${inlineHtml(cta.label)}</a></p>`);
  }
  return out;
}

function longDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

/** The contact page's details block: how to reach the shop, as links a reader can follow. */
function contactDetails(data: Data): string[] {
  const email = typeof data.email === "string" ? data.email : null;
  const phone = typeof data.phone === "string" ? data.phone : null;
  if (!email && !phone) return [];
  const labels = isData(data.details) ? data.details : {};
  const label = (key: string, fallback: string): string => escapeHtml(typeof labels[key] === "string" ? (labels[key] as string) : fallback);
  const items: string[] = [];
  if (email) items.push(`<li>${label("emailLabel", "E-mail")}: <a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a></li>`);
  if (phone) items.push(`<li>${label("phoneLabel", "Phone")}: <a href="tel:+1${phone.replace(/\D/g, "")}">${escapeHtml(phone)}</a></li>`);
  if (typeof data.hours === "string") items.push(`<li>${label("hoursLabel", "Hours")}: ${escapeHtml(data.hours)}</li>`);
  const out: string[] = [];
  if (typeof labels.heading === "string") out.push(heading(2, labels.heading));
  out.push(`<ul>${items.join("")}</ul>`);
  if (typeof data.location === "string") out.push(paragraph(data.location));
  return out;
}

/** The whole text of a page: lead, date line, Markdown body, then the structured parts in the file's order. */
function renderPageBody(data: Data, markdown: string, updatedAt: string | null): string {
  const out: string[] = [];
  if (typeof data.lead === "string") out.push(paragraph(data.lead));
  if (updatedAt && typeof data.updatedLabel === "string") out.push(`<p><em>${escapeHtml(data.updatedLabel)}: ${longDate(updatedAt)}</em></p>`);
  if (typeof data.missionHeading === "string") out.push(heading(2, data.missionHeading));
  if (markdown.trim()) out.push(markdownToHtml(markdown));
  out.push(...contactDetails(data));
  for (const [key, value] of Object.entries(data)) {
    if (!NOT_BODY.has(key)) out.push(...renderPart(value, 2));
  }
  return out.join("\n");
}

/** A frontmatter date (YAML gives a Date for 2025-01-15, a string for anything it does not recognise) as ISO 8601. */
function frontmatterDate(value: unknown, file: string, key: string): string | null {
  if (value == null) return null;
  const date = value instanceof Date ? value : typeof value === "string" ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) throw new Error(`Pages: ${file}: ${key} ${JSON.stringify(value)} is not a date`);
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

function readContentFile(file: string): { data: Data; markdown: string } {
  const { frontmatter, content } = parseFrontmatter(readFileSync(file, "utf8"));
  return { data: frontmatter as Data, markdown: content };
}

/** Reads every page file; a file without a title stops the emulator with an error naming it. */
export function loadShopPages(dir: string = PAGES_DIR): ShopPages {
  const files = readdirSync(dir).filter((f) => f.endsWith(".md")).sort();
  const later = files.map((f) => basename(f, ".md")).filter((handle) => !PAGE_ADMIN[handle]);
  const list: ShopPage[] = [];
  for (const file of files) {
    const handle = basename(file, ".md");
    const { data, markdown } = readContentFile(join(dir, file));
    if (typeof data.title !== "string" || !data.title.trim()) throw new Error(`Pages: ${file} has no title in its frontmatter`);
    const admin = PAGE_ADMIN[handle] ?? { id: LATER_PAGE_ID + later.indexOf(handle) + 1, createdAt: LATER_PAGE_DATE, updatedAt: LATER_PAGE_DATE };
    const updatedInFile = frontmatterDate(data.updatedAt ?? data.updated, file, "updated");
    const createdInFile = frontmatterDate(data.createdAt ?? data.created, file, "created");
    const updatedAt = updatedInFile ?? admin.updatedAt;
    // A page cannot have been edited before it existed.
    const created = createdInFile ?? admin.createdAt;
    const createdAt = Date.parse(created) <= Date.parse(updatedAt) ? created : updatedAt;
    const bodyHtml = renderPageBody(data, markdown, updatedInFile);
    const bodyText = htmlToPlainText(bodyHtml);
    list.push({
      id: admin.id,
      gid: gid("Page", admin.id),
      handle,
      title: data.title,
      bodyHtml,
      bodyText,
      summary: truncate(bodyText, SUMMARY_LENGTH),
      seoTitle: typeof data.seoTitle === "string" ? data.seoTitle : data.title,
      seoDescription: typeof data.description === "string" ? data.description : null,
      createdAt,
      updatedAt,
      text: { title: indexText(data.title), body: indexText(bodyText) },
    });
  }
  list.sort((a, b) => a.id - b.id);
  return { list, byHandle: new Map(list.map((p) => [p.handle, p])), byId: new Map(list.map((p) => [p.id, p])) };
}

let pages: ShopPages | undefined;

/** The pages, read on first use and kept for the life of the process (the files are part of the source tree). */
export function shopPages(): ShopPages {
  return (pages ??= loadShopPages());
}

// ---------------------------------------------------------------------------------------------------------------
// Pages in GraphQL

export function pageSource(page: ShopPage, trackingParameters: string | null = null): Source {
  return {
    __typename: "Page",
    id: page.gid,
    handle: page.handle,
    title: page.title,
    body: page.bodyHtml,
    bodySummary: page.summary,
    createdAt: page.createdAt,
    updatedAt: page.updatedAt,
    seo: { __typename: "SEO", title: page.seoTitle, description: page.seoDescription },
    // Not published to a Shopify Online Store: the site renders these pages itself.
    onlineStoreUrl: null,
    trackingParameters,
    metafield: null,
    metafields: (args: { identifiers: unknown[] }) => args.identifiers.map(() => null),
  };
}

export function pageByGidNumber(id: number): Source | null {
  const page = shopPages().byId.get(id);
  return page ? pageSource(page) : null;
}

/** `page(handle:, id:)`: one of the two is required, as for product and collection. */
export function pageQuery(args: { handle?: string | null; id?: string | null }): Source | null {
  let page: ShopPage | undefined;
  if (args.id != null) {
    const parsed = parseGid(args.id);
    if (!parsed) throw badUserInput(`Invalid global id '${args.id}'`);
    page = parsed.resource === "Page" ? shopPages().byId.get(parsed.id) : undefined;
  } else if (args.handle != null) page = shopPages().byHandle.get(args.handle);
  else throw badUserInput("Provide either 'handle' or 'id'");
  return page ? pageSource(page) : null;
}

/** What `pages(query:)` and `search` understand of a page: free text in its title and body, and its fields. */
export function pageSubject(page: ShopPage, textFields: readonly ("TITLE" | "BODY")[] = ["TITLE", "BODY"]): QuerySubject {
  const subject: QuerySubject = {
    matchesText: (term) =>
      (textFields.includes("TITLE") && textContains(page.text.title, term.value, term.prefix)) ||
      (textFields.includes("BODY") && textContains(page.text.body, term.value, term.prefix)),
    matchesField: (term) => {
      const exact = term.comparator === ":";
      switch (term.field) {
        case "title":
          return exact && textContains(page.text.title, term.value, term.prefix);
        case "handle":
          return exact && valueEquals(page.handle, term);
        case "id":
          return compareNumber(page.id, term.comparator, term.value);
        case "created_at":
          return compareDate(page.createdAt, term.comparator, term.value);
        case "updated_at":
          return compareDate(page.updatedAt, term.comparator, term.value);
        default:
          return subject.matchesText({ type: "text", value: term.value, phrase: true, prefix: term.prefix });
      }
    },
  };
  return subject;
}

/** A title match counts for much more than a body match, as for products and articles. */
export function pageRelevance(page: ShopPage, query: QueryNode | null, textFields: readonly ("TITLE" | "BODY")[] = ["TITLE", "BODY"]): number {
  let score = 0;
  for (const term of collectTextTerms(query)) {
    if (textFields.includes("TITLE") && textContains(page.text.title, term.value, term.prefix)) score += 10;
    if (textFields.includes("BODY") && textContains(page.text.body, term.value, term.prefix)) score += 1;
  }
  return score;
}

type PagesArgs = ConnectionArgs & { query?: string | null; sortKey?: "ID" | "RELEVANCE" | "TITLE" | "UPDATED_AT" | null };

/** `pages(first/last/after/before, reverse, sortKey, query)`. */
export function pagesQuery(args: PagesArgs): Source {
  const sortKey = args.sortKey ?? "ID";
  const query = parseSearchQuery(args.query);
  const byId = (a: ShopPage, b: ShopPage): number => a.id - b.id;
  const all = shopPages().list;
  let ordered: ShopPage[];
  if (sortKey === "RELEVANCE" && query) {
    ordered = [...all].sort((a, b) => pageRelevance(b, query) - pageRelevance(a, query) || byId(a, b));
  } else if (sortKey === "TITLE") {
    ordered = [...all].sort((a, b) => a.title.localeCompare(b.title, "en") || byId(a, b));
  } else if (sortKey === "UPDATED_AT") {
    ordered = [...all].sort((a, b) => Date.parse(a.updatedAt) - Date.parse(b.updatedAt) || byId(a, b));
  } else if (sortKey === "ID" || sortKey === "RELEVANCE") {
    // RELEVANCE without a query has nothing to rank by: Shopify then lists in id order.
    ordered = [...all].sort(byId);
  } else {
    throw notImplemented(`Page sortKey ${String(sortKey)}`);
  }
  const matching = ordered.filter((page) => evaluateQuery(query, pageSubject(page)));
  // The cursor names the order and the query, so a cursor from another listing is refused rather than misplaced.
  return arrayConnection("PageConnection", matching, args, `pages:${sortKey}:${args.query ?? ""}`, (page) => pageSource(page));
}

// ---------------------------------------------------------------------------------------------------------------
// Policies

type Policy = { number: number | null; handle: string; title: string; body: string; path: string };

let policyTexts: Map<string, { title: string; body: string }> | undefined;

/** The policies the site has no page for, written for the emulator (catalogue/data/policies/{handle}.md). */
function writtenPolicy(handle: string): { title: string; body: string } {
  policyTexts ??= new Map(
    readdirSync(POLICIES_DIR)
      .filter((f) => f.endsWith(".md"))
      .map((f) => {
        const { data, markdown } = readContentFile(join(POLICIES_DIR, f));
        if (typeof data.title !== "string") throw new Error(`Policies: ${f} has no title in its frontmatter`);
        return [basename(f, ".md"), { title: data.title, body: markdownToHtml(markdown) }] as const;
      }),
  );
  const text = policyTexts.get(handle);
  if (!text) throw new Error(`Policies: ${handle}.md is missing from ${POLICIES_DIR}`);
  return text;
}

/** A policy whose text is one of the site's pages; its title is the page's unless Shopify names the policy itself. */
function pagePolicy(number: number, policyHandle: string, pageHandle: string, title?: string): Policy {
  const page = shopPages().byHandle.get(pageHandle);
  if (!page) throw new Error(`Policies: the ${policyHandle} comes from src/content/pages/${pageHandle}.md, which is missing`);
  return { number, handle: policyHandle, title: title ?? page.title, body: page.bodyHtml, path: `/policies/${policyHandle}` };
}

function fileGivenPolicy(number: number | null, handle: string): Policy {
  const { title, body } = writtenPolicy(handle);
  return { number, handle, title, body, path: `/policies/${handle}` };
}

/**
 * The shop's policies by Shop field, each at Shopify's /policies/{handle} on the store's origin (the emulator serves
 * those pages). Refund, terms and contact take their text from the site's pages. The legal notice and terms of sale are not set up (a US shop
 * rarely has them), so they answer null, as on Shopify.
 */
const POLICIES: Record<string, () => Policy | null> = {
  privacyPolicy: () => fileGivenPolicy(POLICY_ID_BASE + 1, "privacy-policy"),
  refundPolicy: () => pagePolicy(POLICY_ID_BASE + 2, "refund-policy", "refund-policy"),
  shippingPolicy: () => fileGivenPolicy(POLICY_ID_BASE + 3, "shipping-policy"),
  termsOfService: () => pagePolicy(POLICY_ID_BASE + 4, "terms-of-service", "terms-of-service"),
  contactInformation: () => pagePolicy(POLICY_ID_BASE + 5, "contact-information", "contact", "Contact Information"),
  legalNotice: () => null,
  termsOfSale: () => null,
};

function policySource(ctx: EmulatorContext, policy: Policy): Source {
  return {
    __typename: policy.number === null ? "ShopPolicyWithDefault" : "ShopPolicy",
    id: policy.number === null ? null : gid("ShopPolicy", policy.number),
    handle: policy.handle,
    title: policy.title,
    body: policy.body,
    url: `${ctx.origin}${policy.path}`,
  };
}

/** The Shop fields for policies, to spread into the shop's source. */
export function shopPolicyFields(ctx: EmulatorContext): Source {
  const fields: Source = {};
  for (const [field, make] of Object.entries(POLICIES)) {
    fields[field] = () => {
      const policy = make();
      return policy ? policySource(ctx, policy) : null;
    };
  }
  // A ShopPolicyWithDefault is never null: a shop that sells no subscriptions (this one) has not written its own
  // policy, so Shopify answers with its default text, which has no id.
  fields.subscriptionPolicy = () => policySource(ctx, fileGivenPolicy(null, "subscription-policy"));
  return fields;
}

/** A ShopPolicy by the number of its gid (ShopPolicy implements Node); null for an unknown number. */
export function policyByGidNumber(ctx: EmulatorContext, number: number): Source | null {
  for (const make of Object.values(POLICIES)) {
    const policy = make();
    if (policy && policy.number === number) return policySource(ctx, policy);
  }
  return null;
}

/** A policy's title and HTML body by its handle (what GET /policies/{handle} shows), or null. */
export function policyByHandle(handle: string): { title: string; body: string } | null {
  const policies = [...Object.values(POLICIES).map((make) => make()), fileGivenPolicy(null, "subscription-policy")];
  const policy = policies.find((p) => p?.handle === handle);
  return policy ? { title: policy.title, body: policy.body } : null;
}
