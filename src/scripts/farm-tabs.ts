// The farm page's tabs, following the ARIA tabs pattern: a click or Enter chooses a tab and adds a history entry
// (#story), Left/Right/Home/End move and choose (replacing the entry, so Back does not replay every key), and Back
// or a changed hash shows the tab the URL names. The inline script beside the tabs has already shown the right
// panel before the first paint; this adds the behaviour.
import { tabForKey, tabFromHash, type FarmTab } from "../features/farms/tabs.ts";

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
    if (tabFromHash(location.hash) !== name || location.hash !== `#${name}`) {
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
  const fromUrl = () => show(tabFromHash(location.hash));
  addEventListener("popstate", fromUrl);
  addEventListener("hashchange", fromUrl);
  fromUrl();
}

export function initAllFarmTabs(): void {
  for (const root of document.querySelectorAll<HTMLElement>("[data-farm-tabs]")) initFarmTabs(root);
}
