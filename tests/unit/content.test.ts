// The static pages' text: what a shopper relies on reading there (SPEC.md "Static pages", sections 5 and 9).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseFrontmatter } from "astro/markdown";
import { describe, expect, test } from "vitest";
import { inlineMarkdown, pageOf, pageSchema, type PageData, type PageKind, type PageOf } from "../../src/lib/content.ts";
import { longDate } from "../../src/lib/dates.ts";

const pagesDir = join(import.meta.dirname, "../../src/content/pages");

type Loaded = { id: string; data: PageData; body: string };

/** Reads a content file the way Astro's glob loader does: YAML frontmatter through the collection schema. */
function load(id: string): Loaded {
  const { frontmatter, content } = parseFrontmatter(readFileSync(join(pagesDir, `${id}.md`), "utf8"));
  return { id, data: pageSchema.parse(frontmatter), body: content };
}

function loadPage<K extends PageKind>(id: string, kind: K): { page: PageOf<K>; body: string } {
  const entry = load(id);
  return { page: pageOf(entry, kind).page, body: entry.body };
}

/** All the words a reader sees on a page: frontmatter strings and the Markdown body. */
function allText(entry: { page: unknown; body: string }): string {
  const strings: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === "string") strings.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(entry.page);
  return `${strings.join("\n")}\n${entry.body}`.replace(/\s+/g, " ");
}

describe("content files", () => {
  test("there is exactly one valid file per static route", () => {
    const ids = readdirSync(pagesDir)
      .filter((name) => name.endsWith(".md"))
      .map((name) => name.replace(/\.md$/, ""))
      .sort();
    expect(ids).toEqual(
      ["about", "contact", "guarantee", "how-we-support-farmers", "refund-policy", "terms-of-service"],
    );
    for (const id of ids) expect(() => load(id)).not.toThrow();
  });

  test("pageOf rejects a file of the wrong kind and a missing one", () => {
    expect(() => pageOf(load("contact"), "terms")).toThrow(/expected "terms"/);
    expect(() => pageOf(undefined, "about")).toThrow(/missing/);
  });
});

describe("about", () => {
  const { page } = loadPage("about", "about");

  test("has mission, farmer stories, 3-4 values and two named co-founders", () => {
    expect(page.missionHeading).toMatch(/mission/i);
    expect(page.stories.items.length).toBeGreaterThanOrEqual(2);
    expect(page.values.items.length).toBeGreaterThanOrEqual(3);
    expect(page.values.items.length).toBeLessThanOrEqual(4);
    expect(page.founders.items).toHaveLength(2);
    for (const founder of page.founders.items) {
      expect(founder.name).toMatch(/^\S+ \S+/);
      expect(founder.role).toMatch(/co-founder/i);
    }
  });

  test("the vision links to the farms list", () => {
    expect(page.vision.cta).toEqual({ label: "Shop Our Farms", href: "/our-farms" });
  });
});

describe("methodology and guarantee", () => {
  test("methodology has four steps and a Contact Us link", () => {
    const { page } = loadPage("how-we-support-farmers", "methodology");
    expect(page.steps.items).toHaveLength(4);
    expect(page.closing.cta).toEqual({ label: "Contact Us", href: "/contact" });
  });

  test("guarantee has three steps and a Shop with Confidence link to all products", () => {
    const { page } = loadPage("guarantee", "guarantee");
    expect(page.steps.items).toHaveLength(3);
    expect(page.closing.cta).toEqual({ label: "Shop with Confidence", href: "/category/all-products" });
  });
});

describe("contact", () => {
  test("shows the e-mail, the phone number and where we are", () => {
    const { page } = loadPage("contact", "contact");
    expect(page.email).toBe("hello@harvestandhearth.com");
    expect(page.phone).toBe("(805) 555-0142");
    expect(page.location).toBe("Based in sunny California");
  });
});

describe("terms of service", () => {
  const terms = loadPage("terms-of-service", "terms");
  const { page: data, body } = terms;

  test("has exactly 20 sections on the required topics, in order", () => {
    const topics = [
      /online store terms/i,
      /general conditions/i,
      /accuracy of information/i,
      /changes to the service and prices/i,
      /^products$/i,
      /billing.*refuse or limit orders/i,
      /optional tools/i,
      /third-party links/i,
      /user comments/i,
      /personal information/i,
      /errors and omissions/i,
      /prohibited uses/i,
      /disclaimers.*liability/i,
      /indemnification/i,
      /severability/i,
      /termination/i,
      /entire agreement/i,
      /governing law/i,
      /changes to these terms/i,
      /contact/i,
    ];
    expect(data.sections).toHaveLength(20);
    data.sections.forEach((section, index) => expect(section.title).toMatch(topics[index]!));
  });

  test("the sections say what the topic list promises", () => {
    const text = (n: number) => data.sections[n - 1]!.paragraphs.join(" ").replace(/\s+/g, " ");
    expect(text(1)).toMatch(/age of majority/);
    expect(text(1)).toMatch(/minor who depends on you.*consent/);
    expect(text(10)).toMatch(/Privacy Policy/);
    expect(text(18)).toMatch(/laws of the United States/);
    expect(text(20)).toMatch(/e-mail us at \[hello@harvestandhearth\.com\]\(mailto:hello@harvestandhearth\.com\)/);
    for (const section of data.sections) {
      expect(section.paragraphs.join(" ").length, section.title).toBeGreaterThan(150);
    }
  });

  test("the introduction names the five kinds of users", () => {
    for (const user of ["browsers", "vendors", "customers", "merchants", "contributors"]) {
      expect(body).toContain(user);
    }
    expect(body).toMatch(/apply to everyone/);
  });

  test("has a last-updated date and a footer line", () => {
    expect(longDate(data.updated)).toBe("January 15, 2025");
    expect(data.footer.length).toBeGreaterThan(20);
  });
});

describe("refund policy", () => {
  const refund = loadPage("refund-policy", "refund");
  const { page: data } = refund;
  const text = allText(refund);

  test("has four cards, three return steps and three info blocks", () => {
    expect(data.cards.items.map((card) => card.title)).toEqual([
      "30-day window",
      "Original condition",
      "Proof of purchase",
      "No restocking fees",
    ]);
    expect(data.steps.items.map((step) => step.title)).toEqual(["Contact us first", "Receive your label", "Pack and ship"]);
    expect(data.blocks.items.map((block) => block.title)).toEqual([
      "Inspect your order on arrival",
      "Exchanges",
      "The refund process",
    ]);
  });

  test("states every return rule", () => {
    expect(text).toMatch(/30 days (of|after) (the day )?you receive/);
    expect(text).toMatch(/unworn or unused/);
    expect(text).toMatch(/tags/);
    expect(text).toMatch(/original packaging/);
    expect(text).toMatch(/proof of purchase/i);
    expect(text).toMatch(/no restocking fees/i);
    expect(text).toMatch(/by e-mail or phone before you send anything/);
    expect(text).toMatch(/cannot accept a parcel that arrives without/);
    expect(text).toMatch(/return shipping label together with instructions/);
    expect(text).toMatch(/damaged.*defective.*exchanged/);
    expect(text).toMatch(/received and inspected|inspect the returned item/);
    expect(text).toMatch(/whether the refund has been approved/);
    expect(text).toMatch(/sent automatically to the payment method you used/);
    expect(text).toMatch(/Banks and card issuers/);
  });
});

describe("inline Markdown", () => {
  test("renders emphasis and keeps e-mail and phone links as they are", () => {
    expect(inlineMarkdown("Write to **[us](mailto:hello@harvestandhearth.com)** or [call](tel:+18055550142)")).toBe(
      'Write to <strong><a href="mailto:hello@harvestandhearth.com">us</a></strong> or <a href="tel:+18055550142">call</a>',
    );
  });

  test("maps internal links through href() (base path '/' under test)", () => {
    expect(inlineMarkdown("See our [Refund Policy](/refund-policy).")).toBe(
      'See our <a href="/refund-policy">Refund Policy</a>.',
    );
  });

  test("escapes ampersands in plain text", () => {
    expect(inlineMarkdown("Harvest & Hearth")).toBe("Harvest &amp; Hearth");
  });
});
