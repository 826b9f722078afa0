// The redirects of SPEC.md section 2 in one place: the `_redirects` file, the generated redirect pages and the
// 404 page's script all derive from these rules, so they cannot disagree.
import { farmPath, farmSlug, joinBase } from "./routes.ts";

export type RedirectRule = { from: string; to: string; status: 301 | 302 };

/** Legacy path prefixes and where they live now. */
export const legacyPrefixes = [
  { from: "/product/", to: "/products/" },
  { from: "/category/", to: "/collections/" },
] as const;

export const legacyPages = [{ from: "/returns", to: "/refund-policy" }] as const;

/** Rules in the `_redirects` syntax shared by Netlify and Cloudflare Pages (`:splat` stands for the `*`). */
export function redirectRules(base: string): RedirectRule[] {
  return [
    ...legacyPrefixes.map((p) => ({
      from: `${joinBase(base, p.from)}*`,
      to: `${joinBase(base, p.to)}:splat`,
      status: 301 as const,
    })),
    ...legacyPages.map((p) => ({ from: joinBase(base, p.from), to: joinBase(base, p.to), status: 301 as const })),
  ];
}

/**
 * Where a path that has no page should go: a legacy form maps to its current page, anything else to home.
 * `pathname` is what the browser asked for, including the base.
 */
export function redirectTarget(base: string, pathname: string): string {
  const home = joinBase(base, "/");
  const trimmedBase = home.slice(0, -1);
  if (!pathname.startsWith(home) && pathname !== trimmedBase) return home;
  const sitePath = `/${pathname.slice(home.length)}`;
  for (const p of legacyPrefixes) {
    if (sitePath.startsWith(p.from)) {
      const rest = sitePath.slice(p.from.length).replace(/\/+$/, "");
      if (rest !== "" && !rest.includes("/")) return joinBase(base, `${p.to}${rest}`);
    }
  }
  for (const p of legacyPages) {
    if (sitePath.replace(/\/+$/, "") === p.from) return joinBase(base, p.to);
  }
  // A farm link written with the raw name ("/farm/Hearthstone%20%2F%20Herb%20Farm", from before farm pages had
  // slugs, or typed by hand) goes to the page its name has now. A slug is its own slug, so a farm that does not
  // exist cannot bounce: its second visit here finds nothing to change and goes home.
  const farm = /^\/farm\/(.+?)\/?$/.exec(sitePath);
  if (farm) {
    let name: string;
    try {
      name = decodeURIComponent(farm[1]!);
    } catch {
      return home;
    }
    const slug = farmSlug(name);
    if (slug !== name) return joinBase(base, farmPath(slug));
  }
  return home;
}
