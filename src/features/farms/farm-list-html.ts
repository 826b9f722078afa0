// The farms list's cards as one piece of HTML, rendered by React's static renderer in one go. Written into the page
// by Astro, the cards were many small pieces each encoded on its own: at 250,000 products (35,715 farms) the page
// took 26.6 s of a shard and a quarter of a gigabyte of buffers at once (docs/PERFORMANCE.md); as one string it is
// encoded once. The page places it with set:html inside its list.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Farmer } from "../../lib/types.ts";
import { FarmListItems } from "./FarmListItems.tsx";

export function farmListItemsHtml(farmers: readonly Farmer[]): string {
  return renderToStaticMarkup(createElement(FarmListItems, { farmers }));
}
