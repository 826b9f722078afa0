// The recently viewed list drawn into RecentlyViewed.astro's section, loaded by recently-viewed.browser.ts only once
// the browser holds a list, so a first visit downloads none of it. Text is set as text, never as HTML; what the
// storage holds is checked entry by entry (readRecent), and whatever it holds, the page goes on.
import { formatMoney } from "../../lib/format.ts";
import { recentlyViewedStorageKey } from "../../lib/shop-rules.ts";
import { parseRecentProduct, readRecent, shownRecent, withViewed, type RecentProduct } from "./recent.ts";

function card(template: HTMLTemplateElement, productsPath: string, entry: RecentProduct): Node {
  const item = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
  const [link, price] = item.querySelectorAll("a, p");
  (link as HTMLAnchorElement).href = productsPath + encodeURIComponent(entry.handle);
  link!.textContent = entry.title;
  price!.textContent = formatMoney(entry.price.amount, entry.price.currencyCode);
  const img = item.querySelector("img")!;
  if (entry.image) {
    img.src = entry.image.url;
    // The link beside it already says the title: a picture described by the title alone adds nothing.
    img.alt = entry.image.alt === entry.title ? "" : entry.image.alt;
  } else {
    img.replaceWith(Object.assign(document.createElement("div"), { className: img.className }));
  }
  return item;
}

/** Shows the stored list (never the page's own product) and, on a product page, records that product first. */
export function showRecentlyViewed(section: HTMLElement, storedText: string): void {
  const list = section.querySelector("ul");
  const template = section.querySelector("template");
  if (!list || !template) return;
  const stored = readRecent(storedText);
  let viewed: RecentProduct | null = null;
  try {
    viewed = section.dataset.viewed ? parseRecentProduct(JSON.parse(section.dataset.viewed)) : null;
  } catch {
    // Not JSON: the page records nothing.
  }
  const shown = shownRecent(stored, viewed?.handle ?? null);
  list.replaceChildren(...shown.map((entry) => card(template, section.dataset.productsPath!, entry)));
  section.hidden = shown.length === 0;
  if (viewed) {
    try {
      localStorage.setItem(recentlyViewedStorageKey, JSON.stringify(withViewed(stored, viewed)));
    } catch {
      // Storage full or refused: this visit is not remembered, and the page goes on.
    }
  }
}
