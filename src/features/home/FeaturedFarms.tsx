// The home page's Featured Farms row: the shop's one carousel, one card width plus 24 px per arrow (SPEC.md section
// 9). Rendered at build time; the page's script binds the arrows (components/react/carousel.browser.ts).
import { Carousel } from "../../components/react/Carousel.tsx";
import { FarmCard } from "../../components/react/FarmCard.tsx";
import { farmCardsStep } from "../../lib/carousel.ts";
import type { Farmer } from "../../lib/types.ts";

export function FeaturedFarms({ farmers }: { farmers: Farmer[] }) {
  return (
    <Carousel label="featured farms" step={farmCardsStep}>
      {farmers.map((farmer) => (
        <FarmCard key={farmer.id} farmer={farmer} />
      ))}
    </Carousel>
  );
}
