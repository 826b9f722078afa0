// The farm page's tabs, following the ARIA tabs pattern: a click or Enter chooses a tab and adds a history entry
// (#story), Left/Right/Home/End move and choose (replacing the entry, so Back does not replay every key), and Back
// or a changed hash shows the tab the URL names. The inline script beside the tabs has already shown the right
// panel before the first paint; this adds the behaviour.
import { namedTab, tabForKey, tabFromHash, type FarmTab } from "./tabs.ts";

export function initFarmTabs(root: HTMLElement): void {
  const tabs = [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  if (tabs.length === 0) return;
  const names = tabs.map((tab) => tabFromHash(tab.dataset.tab ?? ""));

  const show = (name: FarmTab, focus = false) => {
    root.dataset.activeTab = name;
    for (const tab of tabs) {
      const selected = tab.dataset.tab === name;
      tab.setAttribute("aria-selected", String(selected));
      tab.tabIndex = selected ? 0 : -1;
      if (selected && focus) tab.focus();
    }
  };
  const choose = (name: FarmTab, mode: "push" | "replace", focus = false) => {
    // The tab on screen chosen again changes nothing, not even the history.
    if (root.dataset.activeTab !== name) {
      const url = `${location.pathname}${location.search}#${name}`;
      if (mode === "push") history.pushState(history.state, "", url);
      else history.replaceState(history.state, "", url);
    }
    show(name, focus);
  };

  tabs.forEach((tab, index) => {
    tab.addEventListener("click", () => choose(names[index]!, "push"));
    tab.addEventListener("keydown", (event) => {
      const next = tabForKey(index, tabs.length, event.key);
      if (next === null) return;
      event.preventDefault();
      choose(names[next]!, "replace", true);
    });
  });
  // Only a hash that names a tab changes the tab: "Skip to content" (#main) or a #fragment link in the story must
  // leave the reader where they are. No hash at all (Back to the page as first opened) is Overview.
  const fromUrl = () => {
    const name = location.hash ? namedTab(location.hash) : tabFromHash("");
    if (name) show(name);
  };
  addEventListener("popstate", fromUrl);
  addEventListener("hashchange", fromUrl);
  show(tabFromHash(location.hash));
}

export function initAllFarmTabs(): void {
  for (const root of document.querySelectorAll<HTMLElement>("[data-farm-tabs]")) initFarmTabs(root);
}
