// The farm page's tabs (SPEC.md section 4: overview, story or products; overview by default), kept in the URL
// hash so that a tab can be linked, survives a reload and Back returns to the previous one. Pure; tested in
// farms.test.ts. The DOM side is tabs.browser.ts.

export const farmTabs = ["overview", "story", "products"] as const;
export type FarmTab = (typeof farmTabs)[number];
export const defaultFarmTab: FarmTab = "overview";

/** The tab a URL hash names ("#story", "#%73tory"), or null when it names none. */
export function namedTab(hash: string): FarmTab | null {
  let name = hash.replace(/^#/, "");
  try {
    name = decodeURIComponent(name);
  } catch {
    return null;
  }
  return (farmTabs as readonly string[]).includes(name) ? (name as FarmTab) : null;
}

/** The tab to open a page on: the one the hash names, else the default. */
export function tabFromHash(hash: string): FarmTab {
  return namedTab(hash) ?? defaultFarmTab;
}

/**
 * The tab a key moves to, as the ARIA tabs pattern has it: Right and Left step (wrapping), Home and End jump;
 * null for any other key.
 */
export function tabForKey(current: number, count: number, key: string): number | null {
  if (count === 0) return null;
  switch (key) {
    case "ArrowRight":
      return (current + 1) % count;
    case "ArrowLeft":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
