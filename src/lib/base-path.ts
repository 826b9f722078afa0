// The site's base path in the one form Astro's `base`, every link and the static servers use. Pure and free of
// Vite, so the Astro config, the services and the tools read BASE_PATH the same way.

/** "/", or "/preview/x/" for BASE_PATH=preview/x. */
export function normaliseBase(value: string | undefined): string {
  if (!value || value === "/") return "/";
  return `/${value.replace(/^\/+|\/+$/g, "")}/`;
}
