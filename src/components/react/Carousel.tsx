// The shop's one carousel: a horizontally scrolling row with previous/next arrows, moved by the step SPEC.md
// gives each carousel. Astro pages render it at build time and bind its arrows with carousel.browser.ts in their
// <script>; islands render it in the browser and bind the same way, so markup, behaviour and style exist once.
// Its cards must be React elements (features/home/FeaturedFarms.tsx, features/product/SimilarProducts.tsx): Astro
// children would arrive wrapped in one <astro-static-slot>, and the arrows measure the track's first child.
import { useEffect, useRef, type ReactNode } from "react";
import { encodeStep, type CarouselStep } from "../../lib/carousel.ts";
import { bindCarousel } from "./carousel.browser.ts";
import "./carousel.css";

type Props = { label: string; step: CarouselStep; className?: string; children: ReactNode };

const chevron = "m7.4 8.6 4.6 4.6 4.6-4.6L18 10l-6 6-6-6 1.4-1.4Z";
const Chevron = () => (
  <svg className="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    <path fill="currentColor" d={chevron} />
  </svg>
);

export function Carousel({ label, step, className, children }: Props) {
  const root = useRef<HTMLDivElement>(null);
  // In an island the arrows are bound once React has drawn them; on a static page the page's script does it.
  useEffect(() => (root.current ? bindCarousel(root.current) : undefined), []);
  // The arrows are disabled in the HTML: bindCarousel enables the ones that can move the track, so a click made
  // before the script has run meets a disabled arrow instead of one that silently does nothing.
  return (
    <div ref={root} className={className ? `carousel ${className}` : "carousel"} data-carousel={encodeStep(step)} role="region" aria-label={label}>
      <button type="button" className="carousel-arrow previous" aria-label={`Scroll ${label} left`} data-carousel-prev disabled>
        <Chevron />
      </button>
      <div className="carousel-track" data-carousel-track tabIndex={0}>
        {children}
      </div>
      <button type="button" className="carousel-arrow next" aria-label={`Scroll ${label} right`} data-carousel-next disabled>
        <Chevron />
      </button>
    </div>
  );
}

export default Carousel;
