// The farms list's certification checkboxes: they show only the farms that hold every checked certification,
// without a request (each card carries its certifications as data attributes), and keep the choice in the URL.
// The checkboxes are disabled in the HTML until this runs, so without JavaScript every farm simply shows.
import { certifications, hasAll, readCertifications, writeCertifications, type Certification } from "./certifications.ts";

export function initFarmFilters(): void {
  const form = document.querySelector<HTMLFormElement>("[data-farm-filters]");
  const cards = [...document.querySelectorAll<HTMLElement>("[data-farm-card]")];
  const count = document.querySelector<HTMLElement>("[data-farm-count]");
  const empty = document.querySelector<HTMLElement>("[data-farm-empty]");
  if (!form) return;
  const boxes = [...form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];

  const apply = (chosen: ReadonlySet<Certification>) => {
    let shown = 0;
    for (const card of cards) {
      const visible = hasAll({ usdaOrganic: card.dataset.usdaOrganic === "true", ccof: card.dataset.ccof === "true" }, chosen);
      card.hidden = !visible;
      if (visible) shown++;
    }
    for (const box of boxes) box.checked = chosen.has(box.value as Certification);
    if (count) count.textContent = chosen.size ? `Showing ${shown} of ${cards.length} farms` : `${cards.length} farms`;
    if (empty) empty.hidden = shown > 0;
  };
  const chosenNow = () =>
    new Set(certifications.filter((c) => boxes.some((box) => box.value === c.field && box.checked)).map((c) => c.field));

  form.addEventListener("change", () => {
    const chosen = chosenNow();
    // Only the query changes; the URL API keeps the path and the #fragment (and drops a "?" left with nothing after it).
    // The listing pages' URL helper (browse/listing-state.ts) would bring 1.3 kB of their code to a page without an island.
    const url = new URL(location.href);
    url.search = writeCertifications(new URLSearchParams(location.search), chosen).toString();
    history.replaceState(history.state, "", url);
    apply(chosen);
  });
  form.addEventListener("submit", (event) => event.preventDefault());
  addEventListener("popstate", () => apply(readCertifications(new URLSearchParams(location.search))));
  for (const box of boxes) box.disabled = false;
  apply(readCertifications(new URLSearchParams(location.search)));
}
