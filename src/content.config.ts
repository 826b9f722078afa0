// Content collections. Each collection's schema lives beside its helpers in src/lib so tests can use it too.
import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { pageSchema } from "./lib/content.ts";

/** The static pages' text: one Markdown file per page, structured parts in frontmatter (SPEC.md "Static pages"). */
const pages = defineCollection({
  loader: glob({ pattern: "*.md", base: "./src/content/pages" }),
  schema: pageSchema,
});

export const collections = { pages };
