// Reading a content file (frontmatter and Markdown) and rendering it to one HTML body: the Markdown, and the
// structured parts of the frontmatter (steps, cards, sections, contact details), as a merchant's page would hold
// all of its text.
import { readFileSync } from "node:fs";
import { parseFrontmatter } from "astro/markdown";
import { Marked } from "marked";
import { escapeHtml, markdownToHtml } from "../text.ts";

// Frontmatter strings hold inline Markdown (**bold**, [links](/contact)); a private instance, as in text.ts.
const inline = new Marked({ async: false, gfm: true });

function inlineHtml(text: string): string {
  return inline.parseInline(text, { async: false }) as string;
}

const paragraph = (text: string): string => `<p>${inlineHtml(text)}</p>`;
const heading = (level: number, text: string): string => `<h${level}>${inlineHtml(text)}</h${level}>`;

export type Data = Record<string, unknown>;

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
export function renderPageBody(data: Data, markdown: string, updatedAt: string | null): string {
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
export function frontmatterDate(value: unknown, file: string, key: string): string | null {
  if (value == null) return null;
  const date = value instanceof Date ? value : typeof value === "string" ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) throw new Error(`Pages: ${file}: ${key} ${JSON.stringify(value)} is not a date`);
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

export function readContentFile(file: string): { data: Data; markdown: string } {
  const { frontmatter, content } = parseFrontmatter(readFileSync(file, "utf8"));
  return { data: frontmatter as Data, markdown: content };
}
