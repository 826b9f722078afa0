// Every internal link goes through href() so that a preview build under BASE_PATH keeps shoppers inside it.

/** The configured base ("/" or "/preview/x/"), always with a trailing slash. */
export const basePath: string = import.meta.env.BASE_URL.endsWith("/")
  ? import.meta.env.BASE_URL
  : `${import.meta.env.BASE_URL}/`;

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
