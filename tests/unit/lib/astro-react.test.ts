// Astro renders a React component our pages mark (lib/astro-react.ts) without asking the renderers first, and the
// components our pages render are marked at build time. Astro's own runtime renders here (its container), with a
// stand-in React renderer that counts what it is asked: Astro's check is what the mark saves on every page.
import { describe, expect, it } from "vitest";
import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { createComponent, render, renderComponent } from "astro/runtime/server/index.js";
import { renderedByReact } from "../../../src/lib/astro-react.ts";
import { ProductCard } from "../../../src/components/react/ProductCard.tsx";
import { withErrorBoundary } from "../../../src/components/react/ErrorBoundary.tsx";

function countingReactRenderer() {
  const asked: string[] = [];
  const rendered: string[] = [];
  const renderer = {
    name: "@astrojs/react",
    check: async (component: { name: string }) => {
      asked.push(component.name);
      return true;
    },
    renderToStaticMarkup: async (component: { name: string }) => {
      rendered.push(component.name);
      return { html: `<p>${component.name}</p>` };
    },
  };
  return { renderer, asked, rendered };
}

async function renderPageWith(component: object, renderer: ReturnType<typeof countingReactRenderer>["renderer"]): Promise<string> {
  const container = await AstroContainer.create();
  container.addServerRenderer({ renderer });
  const page = createComponent((result: Parameters<typeof renderComponent>[0]) => render`<main>${renderComponent(result, "Shown", component, {})}</main>`);
  return container.renderToString(page);
}

describe("React components marked for Astro", () => {
  it("are rendered without Astro asking the renderers first; unmarked ones are asked about", async () => {
    function Marked() {
      return null;
    }
    function Unmarked() {
      return null;
    }
    renderedByReact(Marked);

    const counting = countingReactRenderer();
    expect(await renderPageWith(Marked, counting.renderer)).toBe("<main><p>Marked</p></main>");
    expect(await renderPageWith(Unmarked, counting.renderer)).toBe("<main><p>Unmarked</p></main>");
    expect(counting.asked).toEqual(["Unmarked"]);
    expect(counting.rendered).toEqual(["Marked", "Unmarked"]);
  });

  it("include the islands and the components the pages render at build time", () => {
    const island = withErrorBoundary(function Island() {
      return null;
    }, "an island");
    const rendererOf = (component: object) => (component as Record<symbol, unknown>)[Symbol.for("astro:renderer")];
    // (Pictures on Astro pages are ResponsiveImage.astro: no React render to mark.)
    expect([island, ProductCard].map(rendererOf)).toEqual(["@astrojs/react", "@astrojs/react"]);
  });
});
