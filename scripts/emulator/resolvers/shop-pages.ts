// The shop's pages: the site's own static pages, read from src/content/pages/*.md, so a storefront that asks the
// API for "about" gets the words the site shows, with the ids and dates the shop's admin would give them.
import { readdirSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gid } from "../ids.ts";
import { indexText } from "../search-text.ts";
import { htmlToPlainText, truncate } from "../text.ts";
import { frontmatterDate, readContentFile, renderPageBody } from "./content-files.ts";

// Resolved from this file, not the working directory, so the emulator can be started from anywhere.
const PAGES_DIR = fileURLToPath(new URL("../../../src/content/pages/", import.meta.url));

/** Numeric ids of Page gids; a range of their own, like the catalogue's (catalogue/conventions.ts ID_BASE). */
export const PAGE_ID_BASE = 6_000_000_000;

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
  /** Title and body prepared for search (search-text.ts indexText). */
  text: { title: string; body: string };
};

export type ShopPages = { list: ShopPage[]; byHandle: Map<string, ShopPage>; byId: Map<number, ShopPage> };

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
