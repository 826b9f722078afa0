// What "fits the window" means for the layout tests: the page does not scroll sideways, no box that is drawn reaches
// past the window's edges, and no heading, button, link, label or tab is too narrow for its own text.
import type { Page } from "@playwright/test";

/** The widths every page is checked at: small and large phones, tablets, and desktop windows. */
export const layoutWidths = [320, 375, 414, 768, 992, 1280, 1440] as const;

/** Every layout problem of the page as the window is now, one line each (empty when it fits). */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const windowWidth = root.clientWidth;
    const problems: string[] = [];
    if (root.scrollWidth > windowWidth) problems.push(`the page is ${root.scrollWidth} px wide`);

    const name = (el: Element) => {
      const classes = typeof el.className === "string" && el.className.trim() ? `.${el.className.trim().split(/\s+/).join(".")}` : "";
      const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `<${el.tagName.toLowerCase()}${classes}> "${text}"`;
    };
    // Drawn but not seen: the screen-reader-only text (clipped to nothing) and what is hidden.
    const unseen = (el: Element) => {
      const style = getComputedStyle(el);
      const clippedToNothing = style.clipPath === "inset(50%)" || style.getPropertyValue("clip") === "rect(0px, 0px, 0px, 0px)";
      return style.visibility === "hidden" || clippedToNothing;
    };
    // Content clipped by a box of its own (a scrolling row, a cropped picture) cannot reach the window's edge: that
    // box is checked instead. An absolutely positioned element is clipped by the boxes its containing block is in,
    // not by those it merely sits in, so the walk follows offsetParent for it.
    const clippedInside = (el: HTMLElement) => {
      let node: Element | null = getComputedStyle(el).position === "absolute" ? el.offsetParent : el.parentElement;
      while (node && node !== document.body) {
        const style = getComputedStyle(node);
        if (style.overflowX !== "visible") return true;
        node = style.position === "absolute" && node instanceof HTMLElement ? node.offsetParent : node.parentElement;
      }
      return false;
    };

    for (const el of document.body.querySelectorAll<HTMLElement>("*")) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === "hidden") continue;
      // Screen-reader text counts here too: unseen, it still widens the page when it lies past the edge.
      if ((box.left < -1 || box.right > windowWidth + 1) && !clippedInside(el)) {
        problems.push(`${name(el)} spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
      }
      // Text wider than the box it is in, drawn across whatever lies beside it: a heading, button, link, label or tab
      // too narrow for its words, or any box holding text of its own. A box that clips or scrolls its content
      // (overflow other than visible) shows it on purpose and is left alone.
      const holdsText = el.matches("h1, h2, h3, h4, button, label, [role=tab], a") ||
        [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== "");
      if (holdsText && !unseen(el) && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === "visible") {
        problems.push(`${name(el)} holds ${el.scrollWidth} px of text in ${el.clientWidth} px`);
      }
    }
    return problems;
  });
}

/** The problems at each width, as "<width> px: <problem>" lines; the window keeps its height. */
export async function layoutProblemsAtEveryWidth(page: Page): Promise<string[]> {
  const height = page.viewportSize()?.height ?? 800;
  const found: string[] = [];
  for (const width of layoutWidths) {
    await page.setViewportSize({ width, height });
    for (const problem of await layoutProblems(page)) found.push(`${width} px: ${problem}`);
  }
  return found;
}
