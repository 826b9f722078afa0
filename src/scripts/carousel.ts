// Arrow buttons for every carousel on the page ([data-carousel]). No framework: carousels sit on pages that
// may have no island at all.
import { decodeStep, scrollAmount } from "../lib/carousel.ts";

export function initCarousels(root: ParentNode = document): void {
  for (const carousel of root.querySelectorAll<HTMLElement>("[data-carousel]")) {
    const track = carousel.querySelector<HTMLElement>("[data-carousel-track]");
    const step = decodeStep(carousel.dataset.carousel);
    if (!track || !step) {
      console.warn("Carousel element missing: its arrows do nothing.", carousel);
      continue;
    }
    const previous = carousel.querySelector<HTMLButtonElement>("[data-carousel-prev]");
    const next = carousel.querySelector<HTMLButtonElement>("[data-carousel-next]");
    const move = (direction: 1 | -1) => {
      const card = track.firstElementChild as HTMLElement | null;
      track.scrollBy({ left: direction * scrollAmount(step, card?.offsetWidth ?? 0), behavior: "smooth" });
    };
    previous?.addEventListener("click", () => move(-1));
    next?.addEventListener("click", () => move(1));
    const update = () => {
      if (previous) previous.disabled = track.scrollLeft <= 1;
      if (next) next.disabled = track.scrollLeft + track.clientWidth >= track.scrollWidth - 1;
    };
    track.addEventListener("scroll", update, { passive: true });
    new ResizeObserver(update).observe(track);
    update();
  }
}
