// Arrow buttons of a carousel ([data-carousel], drawn by src/components/react/Carousel.tsx). No framework here:
// carousels sit on pages that may have no island at all.
import { decodeStep, scrollAmount } from "../../lib/carousel.ts";

const bound = new WeakSet<HTMLElement>();

/** Binds one carousel's arrows; returns the unbinding, for islands that unmount. Binding twice is a no-op. */
export function bindCarousel(carousel: HTMLElement): (() => void) | undefined {
  if (bound.has(carousel)) return undefined;
  const track = carousel.querySelector<HTMLElement>("[data-carousel-track]");
  const step = decodeStep(carousel.dataset.carousel);
  if (!track || !step) {
    console.warn("Carousel markup incomplete: arrows inactive", carousel);
    return undefined;
  }
  bound.add(carousel);
  const previous = carousel.querySelector<HTMLButtonElement>("[data-carousel-prev]");
  const next = carousel.querySelector<HTMLButtonElement>("[data-carousel-next]");
  const move = (direction: 1 | -1) => {
    const card = track.firstElementChild as HTMLElement | null;
    track.scrollBy({ left: direction * scrollAmount(step, card?.offsetWidth ?? 0), behavior: "smooth" });
  };
  const back = () => move(-1);
  const forward = () => move(1);
  const update = () => {
    if (previous) previous.disabled = track.scrollLeft <= 1;
    if (next) next.disabled = track.scrollLeft + track.clientWidth >= track.scrollWidth - 1;
  };
  previous?.addEventListener("click", back);
  next?.addEventListener("click", forward);
  track.addEventListener("scroll", update, { passive: true });
  const resize = new ResizeObserver(update);
  resize.observe(track);
  update();
  return () => {
    previous?.removeEventListener("click", back);
    next?.removeEventListener("click", forward);
    track.removeEventListener("scroll", update);
    resize.disconnect();
    bound.delete(carousel);
  };
}

export function initCarousels(root: ParentNode = document): void {
  for (const carousel of root.querySelectorAll<HTMLElement>("[data-carousel]")) bindCarousel(carousel);
}
