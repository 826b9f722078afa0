// The checks a finished build must pass before it is published. A build that exits 0 can still be a bad shop:
// the store answered with an empty or truncated catalogue, or the build left pages out. Each check returns the
// reason for refusing in a sentence, or null.
import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { shrinkLimit as defaultShrinkLimit, type PageCounts } from "../shared/safe-build.ts";

export { defaultShrinkLimit };

/** What the catalogue names at build time, each of which must have its page in the build. */
export type ExpectedPages = {
  /** Product handles: products/<handle>/ */
  products: readonly string[];
  /** Collection handles: collections/<handle>/ */
  collections: readonly string[];
  /** Farm slugs as the site assigns them (lib/routes.ts), when known: farm/<slug>/ */
  farms: readonly string[];
  /**
   * The number of farmers, when their slugs are not known: the build must hold at least this many farm pages
   * (every farmer gets one page under a slug of its own).
   */
  farmCount?: number;
};

export function refuseEmpty(pages: PageCounts | null): string | null {
  if (!pages) return "the build wrote no home page";
  if (pages.products === 0) return "the build has no product pages; an empty shop is never published";
  return null;
}

/**
 * Refuses a build with more than `limit` (a share, 0.5 = half) fewer product pages than the live build. A store
 * that answers with part of its catalogue (a paging fault, a wrong token scoped to fewer products) would otherwise
 * be published as a much smaller shop. An editor whose catalogue really shrank forces one build.
 */
export function refuseShrink(previous: PageCounts | null, next: PageCounts, limit: number = defaultShrinkLimit): string | null {
  if (!previous || previous.products === 0) return null;
  if (next.products >= previous.products * (1 - limit)) return null;
  return (
    `the build has ${next.products} product pages where the live build has ${previous.products} ` +
    `(more than ${Math.round(limit * 100)}% fewer). If the catalogue really shrank, force one build (POST /rebuild?force=1).`
  );
}

const kinds = [
  ["products", "products"],
  ["collections", "collections"],
  ["farms", "farm"],
] as const;

/** A name that could not be a folder of its own: it would name a file elsewhere, or none. */
function unusableName(name: string): boolean {
  return name === "" || name === "." || name === ".." || /[/\\\0]/.test(name);
}

/** The files a build must hold for the pages `expected` names, relative to the build folder; the home page first. */
export function requiredFiles(expected: ExpectedPages): string[] {
  return ["index.html", ...kinds.flatMap(([kind, folder]) => expected[kind].map((name) => `${folder}/${name}/index.html`))];
}

/**
 * The required files that are missing from `dir`. A name that could not be a folder (empty, ".", "..", with a
 * slash or a NUL) counts as missing rather than being looked up, since it would point outside its folder.
 */
export async function missingPages(dir: string, expected: ExpectedPages): Promise<string[]> {
  const missing: string[] = [];
  const files = ["index.html"];
  for (const [kind, folder] of kinds) {
    for (const name of expected[kind]) {
      if (unusableName(name)) missing.push(`${folder}/${JSON.stringify(name)} (not a usable page name)`);
      else files.push(`${folder}/${name}/index.html`);
    }
  }
  // Tens of thousands of stats: a few at a time keeps the file system busy without opening thousands at once.
  const batch = 64;
  for (let i = 0; i < files.length; i += batch) {
    const checks = await Promise.all(
      files.slice(i, i + batch).map(async (file) => {
        try {
          return (await stat(join(dir, file))).isFile() ? null : file;
        } catch {
          return file;
        }
      }),
    );
    for (const file of checks) if (file) missing.push(file);
  }
  const wanted = expected.farmCount ?? 0;
  if (wanted > 0) {
    const found = await pagesUnder(join(dir, "farm"));
    if (found < wanted) missing.push(`farm/ (${found} farm pages where the store has ${wanted} farmers)`);
  }
  return missing;
}

/** Folders directly under `folder` that hold an index.html. */
async function pagesUnder(folder: string): Promise<number> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  let pages = 0;
  for (const entry of entries) {
    if (!entry.isDirectory()) continue;
    const page = await stat(join(folder, entry.name, "index.html")).catch(() => null);
    if (page?.isFile()) pages++;
  }
  return pages;
}

export function refuseMissing(missing: readonly string[], shown = 10): string | null {
  if (missing.length === 0) return null;
  const list = missing.slice(0, shown).join(", ");
  return `the build lacks ${missing.length} required ${missing.length === 1 ? "page" : "pages"}: ${list}${missing.length > shown ? ", …" : ""}`;
}

export type Verdict = { refusals: string[]; forced: boolean };

/**
 * Every reason to refuse a build. `force` lifts the shrink check only: an empty shop or missing pages are never
 * what an editor meant, and forcing them through would publish a broken site.
 */
export function judge(input: {
  pages: PageCounts | null;
  previous: PageCounts | null;
  missing: readonly string[];
  shrinkLimit?: number;
  force?: boolean;
}): Verdict {
  const refusals: string[] = [];
  const empty = refuseEmpty(input.pages);
  if (empty) refusals.push(empty);
  let forced = false;
  if (input.pages && !empty) {
    const shrink = refuseShrink(input.previous, input.pages, input.shrinkLimit);
    if (shrink && input.force) forced = true;
    else if (shrink) refusals.push(shrink);
  }
  const missing = refuseMissing(input.missing);
  if (missing) refusals.push(missing);
  return { refusals, forced };
}
