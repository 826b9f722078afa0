// The redirects of SPEC.md section 2 in one place: the `_redirects` file, the generated redirect pages and the
// 404 page's script all derive from these rules, so they cannot disagree.
import { joinBase } from "./routes.ts";

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
  return home;
}
