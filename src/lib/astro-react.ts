// Before Astro renders a framework component it asks each renderer whether the component is its own, unless the
// component names its renderer. React's answer costs a render of the component's outer function through React's
// streaming renderer, on every page, for every component: about 3 s of a 10,000-product build's 120 s of CPU
// (docs/PERFORMANCE.md). The React components our Astro pages render name React instead: every island through
// withErrorBoundary and ProductCard in their own modules, each behind `import.meta.env.SSR`, so the
// browser's bundles stay byte for byte what they were. (Marking them from the pages' frontmatter instead added a
// module to the pages' imports, and Astro then ordered some pages' inline stylesheets otherwise.) If Astro stopped
// reading the mark, or named the renderer otherwise, it would ask as before: slower, the same pages.
//
// Each question also took one of the page's React id prefixes (the `prefix` of an island, "r7"), so the islands'
// prefixes are lower than without the marks; they stay unique within the page, which is all React needs of them.
const rendererOfComponent = Symbol.for("astro:renderer");
const reactRenderer = "@astrojs/react";

/** Marks React components as React's for Astro's renderer lookup. */
export function renderedByReact(...components: object[]): void {
  for (const component of components) (component as Record<symbol, string>)[rendererOfComponent] = reactRenderer;
}
