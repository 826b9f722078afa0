// client:after-first-row, the search island's hydration (integrations/after-first-row.ts): its code is fetched once
// the search head start's first row of pictures has been painted (lib/inline-scripts.ts searchHeadStart keeps the
// promise; at once when it paints none). On a phone that row is the page's largest paint; React's 65 kB then no
// longer share the link with its pictures, and React's work no longer comes before their paint. A tap meanwhile is
// held by the early-action capture and replayed once the island runs.
import type { ClientDirective } from "astro";

declare global {
  interface Window {
    searchFirstRowSettled?: Promise<void>;
  }
}

const afterFirstRow: ClientDirective = async (load) => {
  // No promise (the head start did not run): as client:load.
  await window.searchFirstRowSettled;
  const hydrate = await load();
  await hydrate();
};

export default afterFirstRow;
