// A farm's social links in the order the farm page shows them; the page's JSON-LD (sameAs) lists the same ones.
import type { Farmer } from "../../lib/types.ts";

export function farmSocials(farmer: Farmer) {
  return [
    { name: "Facebook", icon: "facebook", url: farmer.facebookUrl },
    { name: "Instagram", icon: "instagram", url: farmer.instagramUrl },
    { name: "YouTube", icon: "youtube", url: farmer.youtubeUrl },
  ] as const;
}
