// Recently viewed products (RecentlyViewed.astro), without React or a request. A browser that holds no list yet
// (a shopper's first page) has nothing to show: the product page then stores its own product as the list and loads
// nothing more. Only where a list is stored is the code that checks and draws it loaded (recently-viewed-list.ts).
// Storage that refuses to be read or written leaves the section hidden and throws nothing.
import { recentlyViewedStorageKey } from "../../lib/shop-rules.ts";

export function initRecentlyViewed(): void {
  const section = document.querySelector<HTMLElement>("[data-recently-viewed]");
  if (!section) return;
  try {
    const stored = localStorage.getItem(recentlyViewedStorageKey);
    if (stored === null) {
      // The build wrote the page's entry (recent.ts recentProductOf): a list of it alone needs no checking.
      if (section.dataset.viewed) localStorage.setItem(recentlyViewedStorageKey, `[${section.dataset.viewed}]`);
      return;
    }
    import("./recently-viewed-list.ts").then(
      (list) => list.showRecentlyViewed(section, stored),
      (reason) => console.warn("[recently viewed] the list could not be loaded", reason),
    );
  } catch {
    // Storage refused (blocked, some private modes, full): nothing is shown or kept, and the page goes on.
  }
}
