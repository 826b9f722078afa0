// Where things live on the site. Every internal link goes through href() so that a preview build under BASE_PATH
// keeps shoppers inside it; farm pages are keyed by the farmer's name (SPEC.md section 2: farm/{name}).

/**
 * The configured base ("/" or "/preview/x/"), always with a trailing slash. Vite sets BASE_URL in the site; the
 * merge of a sharded build runs these modules in plain Node, where only the functions that take a base are used.
 */
const configuredBase: string = (import.meta as { env?: { BASE_URL?: string } }).env?.BASE_URL ?? "/";
export const basePath: string = configuredBase.endsWith("/") ? configuredBase : `${configuredBase}/`;

/** Turns a site path like "/our-farms" into the href a browser needs under the configured base. */
export function href(path: string): string {
  return joinBase(basePath, path);
}

/** The one URL form of a page: no trailing slash (except the home page), as every link of the site writes it. */
export function canonicalPath(pathname: string, base: string = basePath): string {
  return pathname === base || pathname === "/" ? pathname : pathname.replace(/\/+$/, "");
}

/** Pure form of href() for code that knows its base (tests, build scripts). */
export function joinBase(base: string, path: string): string {
  const trimmedBase = base.replace(/\/+$/, "");
  if (path === "" || path === "/") return `${trimmedBase}/`;
  return `${trimmedBase}${path.startsWith("/") ? path : `/${path}`}`;
}

export const productPath = (handle: string) => `/products/${handle}`;
/** A blog post's page (handles are unique per blog; the first blog holding a handle has the page). */
export const articlePath = (handle: string) => `/blog/${handle}`;
export const collectionPath = (handle: string) => `/collections/${handle}`;

// ---------------------------------------------------------------------------------------------------------------
// Farm names. A name is free text typed by an editor; a product's vendor is free text typed by another. Matching
// folds the differences a person would not see (Unicode form, case, spacing); the URL keeps the name readable but
// replaces what cannot live inside one path segment of a static host.

/** The form two names are compared in: NFKC (so "é" typed either way is one letter), lower case, single spaces. */
export function farmNameKey(name: string): string {
  return name.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
}

/**
 * The path segment of a farm page, before URL encoding: the name in NFC with single spaces, where '/' and '\'
 * (path separators), '?' and '#' (they end a path) and '%' (it starts an escape a host may decode twice) become
 * '-'. "Hearthstone / Herb Farm" → "Hearthstone - Herb Farm"; "Cacao & Clay" stays as it is.
 */
export function farmSlug(name: string): string {
  const slug = name
    .normalize("NFC")
    // Control characters have no place in a URL or a file name.
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .replace(/[/\\?#%]/g, "-")
    .replace(/\s+/g, " ")
    .trim();
  return slug === "" || slug === "." || slug === ".." ? "farm" : slug;
}

/** The page of a farm, from its slug (see assignFarmSlugs). */
export function farmPath(slug: string): string {
  return `/farm/${encodeURIComponent(slug)}`;
}

/** A farm page's path as its route writes it (not percent-encoded): what decides the shard that renders it. */
export const farmPagePath = (slug: string) => `/farm/${slug}`;

/**
 * One slug per farmer, unique even when two names fold to the same slug ("A/B Farm" and "A-B Farm", or a name in
 * two Unicode forms): the first farmer keeps it, the next get "-2", "-3". Slugs are compared without case, because
 * some hosts and file systems do not tell "Farm" from "farm". `onClash` hears of every renamed page.
 */
export function assignFarmSlugs<T extends { id: string; name: string }>(
  farmers: readonly T[],
  onClash: (farmer: T, slug: string, takenBy: T) => void = () => {},
): Map<string, string> {
  const slugs = new Map<string, string>();
  const owners = new Map<string, T>();
  for (const farmer of farmers) {
    const wanted = farmSlug(farmer.name);
    let slug = wanted;
    for (let n = 2; owners.has(slug.toLowerCase()); n++) slug = `${wanted}-${n}`;
    if (slug !== wanted) onClash(farmer, slug, owners.get(wanted.toLowerCase())!);
    owners.set(slug.toLowerCase(), farmer);
    slugs.set(farmer.id, slug);
  }
  return slugs;
}

/** The farmer a product's vendor names, matched on the folded name; undefined when no farm has that name. */
export function farmerForVendor<T extends { name: string }>(farmers: readonly T[], vendor: string): T | undefined {
  const key = farmNameKey(vendor);
  return farmers.find((farmer) => farmNameKey(farmer.name) === key);
}
