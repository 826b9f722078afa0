// Header behaviour for every page: sticky hide/show, desktop mega menus, the mobile drawer, the basket count and
// the newsletter form. Plain DOM code on purpose: it runs on pages that ship no React.
import { nextHeaderState, type HeaderState } from "./header-scroll.ts";
import { $cartCount } from "../cart/cart-state.ts";
import { megaMenuHideDelayMs, mobileNavigationMaxWidthPx } from "../../lib/shop-rules.ts";

const mobileQuery = `(max-width: ${mobileNavigationMaxWidthPx}px)`;

export function initHeader(): void {
  const header = document.querySelector<HTMLElement>("[data-site-header]");
  if (!header) return;
  initStickyHeader(header);
  initMegaMenus(header);
  initDrawer();
  initBasketCount();
  initNewsletter();
  initSearchBox();
}

/**
 * The search icon is a link to /search (so it works before and without scripts); a plain click opens the
 * type-ahead instead, whose module (and React, on pages that had none) is fetched only then.
 */
function initSearchBox(): void {
  const link = document.querySelector<HTMLAnchorElement>("[data-search-open]");
  link?.addEventListener("click", (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    import("../browse/TypeAhead.tsx").then(
      (module) => module.openTypeahead(),
      (error: unknown) => {
        // The module could not load (offline, a deploy replaced it): the search page does the same job.
        console.error("[search] type-ahead unavailable", error);
        location.assign(link.href);
      },
    );
  });
}

function initStickyHeader(header: HTMLElement): void {
  const slot = header.closest<HTMLElement>("[data-header-slot]");
  // The slot keeps the header's height in the flow, so switching to fixed never moves the page.
  if (slot) {
    const keepHeight = () => (slot.style.minHeight = `${header.offsetHeight}px`);
    new ResizeObserver(keepHeight).observe(header);
  }
  let state: HeaderState = { mode: "flow", animate: false };
  let lastY = window.scrollY;
  let pending = false;
  const apply = () => {
    pending = false;
    const y = window.scrollY;
    state = nextHeaderState(state, lastY, y);
    lastY = y;
    header.dataset.mode = state.mode;
    header.dataset.animate = String(state.animate);
  };
  window.addEventListener(
    "scroll",
    () => {
      if (pending) return;
      pending = true;
      requestAnimationFrame(apply);
    },
    { passive: true },
  );
  apply();
}

function initMegaMenus(header: HTMLElement): void {
  const items = [...header.querySelectorAll<HTMLElement>("[data-mega]")];
  const menus = items.map((item) => {
    const toggle = item.querySelector<HTMLButtonElement>("[data-mega-toggle]")!;
    const panel = item.querySelector<HTMLElement>("[data-mega-panel]")!;
    let hideTimer: number | undefined;
    const cancelHide = () => window.clearTimeout(hideTimer);
    const setOpen = (open: boolean) => {
      cancelHide();
      toggle.setAttribute("aria-expanded", String(open));
      panel.hidden = !open;
    };
    return { item, toggle, panel, setOpen, cancelHide, scheduleHide: () => {
      cancelHide();
      hideTimer = window.setTimeout(() => setOpen(false), megaMenuHideDelayMs);
    } };
  });
  const openOnly = (target: (typeof menus)[number]) => {
    for (const menu of menus) menu.setOpen(menu === target);
  };
  const desktop = () => !window.matchMedia(mobileQuery).matches;
  for (const menu of menus) {
    menu.item.addEventListener("mouseenter", () => desktop() && openOnly(menu));
    menu.item.addEventListener("mouseleave", () => desktop() && menu.scheduleHide());
    menu.toggle.addEventListener("click", () => {
      if (menu.toggle.getAttribute("aria-expanded") === "true") menu.setOpen(false);
      else openOnly(menu);
    });
    menu.item.addEventListener("keydown", (event) => {
      if (event.key !== "Escape" || menu.panel.hidden) return;
      menu.setOpen(false);
      menu.toggle.focus();
    });
    // Keyboard users leave the menu by tabbing past it; close it then, as the mouse does on leave.
    menu.item.addEventListener("focusout", (event) => {
      if (!menu.item.contains(event.relatedTarget as Node | null)) menu.setOpen(false);
    });
  }
}

function initDrawer(): void {
  const drawer = document.querySelector<HTMLDialogElement>("[data-drawer]");
  const opener = document.querySelector<HTMLButtonElement>("[data-drawer-open]");
  if (!drawer || !opener) return;
  const root = document.documentElement;
  const toggles = [...drawer.querySelectorAll<HTMLButtonElement>("[data-submenu-toggle]")];

  const setSubmenu = (toggle: HTMLButtonElement, open: boolean) => {
    toggle.setAttribute("aria-expanded", String(open));
    document.getElementById(toggle.getAttribute("aria-controls")!)!.hidden = !open;
  };
  const open = () => {
    drawer.showModal();
    root.classList.add("scroll-locked");
    opener.setAttribute("aria-expanded", "true");
  };
  const close = () => {
    if (drawer.open) drawer.close();
  };
  // The dialog also closes itself on Escape; every way out ends here.
  drawer.addEventListener("close", () => {
    root.classList.remove("scroll-locked");
    opener.setAttribute("aria-expanded", "false");
    for (const toggle of toggles) setSubmenu(toggle, false);
  });

  opener.addEventListener("click", open);
  drawer.querySelector("[data-drawer-close]")?.addEventListener("click", close);
  drawer.addEventListener("click", (event) => {
    // A click on the dialog element itself is a click on its backdrop: the panel covers the rest.
    if (event.target === drawer || (event.target as Element).closest("a")) close();
  });
  for (const toggle of toggles) {
    toggle.addEventListener("click", () => {
      const willOpen = toggle.getAttribute("aria-expanded") !== "true";
      for (const other of toggles) setSubmenu(other, other === toggle && willOpen);
    });
  }
  window.matchMedia(mobileQuery).addEventListener("change", (query) => {
    if (!query.matches) close();
  });
}

function initBasketCount(): void {
  const link = document.querySelector<HTMLAnchorElement>("[data-cart-link]");
  const badge = document.querySelector<HTMLElement>("[data-cart-count]");
  if (!link || !badge) return;
  $cartCount.subscribe((count) => {
    badge.textContent = String(count);
    badge.hidden = count === 0;
    link.setAttribute("aria-label", `Basket, ${count} ${count === 1 ? "item" : "items"}`);
  });
}

function initNewsletter(): void {
  const form = document.querySelector<HTMLFormElement>("[data-newsletter]");
  const status = form?.querySelector<HTMLElement>("[data-newsletter-status]");
  if (!form || !status) return;
  // Sign-ups have no service behind them yet (SPEC.md leaves it open): say so instead of pretending to save.
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    status.textContent = "Thank you! Newsletter sign-up opens soon; nothing was sent.";
  });
}
