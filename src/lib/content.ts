// Schemas and helpers for the static pages' text (src/content/pages/*.md).
// The schemas live here rather than in src/content.config.ts so unit tests can validate the content files
// without Astro's virtual modules; content.config.ts only wires them to a loader.
import { Marked } from "marked";
import { z } from "astro/zod";
import { href } from "./routes.ts";

/** Short text that may hold inline Markdown: **bold**, *italic* and [links](/contact). */
const inlineText = z.string().min(1);

/** A link to a page of this site, written root-relative ("/contact"); pages pass it through href(). */
const internalLink = z.object({
  label: z.string().min(1),
  href: z.string().startsWith("/"),
});

const titledText = z.object({ title: z.string().min(1), text: inlineText });

const stepsSection = (count: number) =>
  z.object({
    heading: z.string().min(1),
    intro: inlineText.optional(),
    items: z.array(titledText).length(count),
  });

const callToAction = z.object({
  heading: z.string().min(1),
  text: inlineText,
  cta: internalLink,
});

/** Fields every page has: the <title> text, the meta description and a line under the <h1>. */
const pageBase = z.object({
  title: z.string().min(1),
  description: z.string().min(50).max(160),
  lead: inlineText,
});

const aboutPage = pageBase.extend({
  kind: z.literal("about"),
  /** The Markdown body is the mission statement shown under this heading. */
  missionHeading: z.string().min(1),
  stories: z.object({
    heading: z.string().min(1),
    intro: inlineText,
    items: z
      .array(
        z.object({
          title: z.string().min(1),
          place: z.string().min(1),
          product: z.string().min(1),
          text: inlineText,
        }),
      )
      .min(2),
  }),
  values: z.object({
    heading: z.string().min(1),
    items: z.array(titledText).min(3).max(4),
  }),
  vision: callToAction,
  founders: z.object({
    heading: z.string().min(1),
    items: z
      .array(
        z.object({
          name: z.string().min(1),
          role: z.string().min(1),
          bio: z.array(inlineText).min(1),
        }),
      )
      .length(2),
  }),
});

const methodologyPage = pageBase.extend({
  kind: z.literal("methodology"),
  steps: stepsSection(4),
  closing: callToAction,
});

const guaranteePage = pageBase.extend({
  kind: z.literal("guarantee"),
  steps: stepsSection(3),
  closing: callToAction,
});

const contactPage = pageBase.extend({
  kind: z.literal("contact"),
  email: z.email(),
  phone: z.string().regex(/^\(\d{3}\) \d{3}-\d{4}$/),
  location: z.string().min(1),
  hours: z.string().min(1),
  /** Heading and labels of the contact details block. */
  details: z.object({
    heading: z.string().min(1),
    emailLabel: z.string().min(1),
    phoneLabel: z.string().min(1),
    hoursLabel: z.string().min(1),
  }),
  topics: z.object({
    heading: z.string().min(1),
    items: z.array(titledText).min(1),
  }),
});

const termsPage = pageBase.extend({
  kind: z.literal("terms"),
  updated: z.coerce.date(),
  updatedLabel: z.string().min(1),
  sections: z
    .array(
      z.object({
        title: z.string().min(1),
        paragraphs: z.array(inlineText).min(1),
        /** An optional bulleted list shown after the paragraphs. */
        list: z.array(inlineText).optional(),
      }),
    )
    .length(20),
  footer: inlineText,
});

const refundPage = pageBase.extend({
  kind: z.literal("refund"),
  cards: z.object({
    heading: z.string().min(1),
    items: z.array(titledText.extend({ icon: z.enum(["calendar", "tag", "receipt", "coin"]) })).length(4),
  }),
  steps: stepsSection(3),
  blocks: z.object({
    heading: z.string().min(1),
    items: z.array(z.object({ title: z.string().min(1), paragraphs: z.array(inlineText).min(1) })).length(3),
  }),
  note: titledText,
  closing: inlineText,
});

export const pageSchema = z.discriminatedUnion("kind", [
  aboutPage,
  methodologyPage,
  guaranteePage,
  contactPage,
  termsPage,
  refundPage,
]);

export type PageData = z.infer<typeof pageSchema>;
export type PageKind = PageData["kind"];
export type PageOf<K extends PageKind> = Extract<PageData, { kind: K }>;

/**
 * Narrows a loaded entry to the kind a page expects. A missing or mismatched file is a broken build,
 * not a page to render half-empty, so this throws.
 */
export function pageOf<E extends { id: string; data: PageData }, K extends PageKind>(
  entry: E | undefined,
  kind: K,
): { entry: E; page: PageOf<K> } {
  if (!entry) throw new Error(`Static page content of kind "${kind}" is missing from src/content/pages.`);
  if (entry.data.kind !== kind) {
    throw new Error(`src/content/pages/${entry.id}.md has kind "${entry.data.kind}", expected "${kind}".`);
  }
  return { entry, page: entry.data as PageOf<K> };
}

// Root-relative links in content text go through href() so they keep working under a base path.
const inlineMarked = new Marked({
  walkTokens(token) {
    if (token.type === "link" && token.href.startsWith("/") && !token.href.startsWith("//")) {
      token.href = href(token.href);
    }
  },
});

/** Renders one line of inline Markdown from a content file to HTML (the text is ours, so it is trusted). */
export function inlineMarkdown(text: string): string {
  return inlineMarked.parseInline(text, { async: false });
}
