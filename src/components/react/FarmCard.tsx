// A farm on the home page's Featured Farms row (SPEC.md section 2): cover (first gallery image), round portrait at
// its focal point, name, location, bio and a link to the farm. React, so that the shop's one carousel can hold it
// as a direct child of its track (the arrows measure that child); rendered at build time, no JavaScript shipped.
import { farmPath, href } from "../../lib/routes.ts";
import { objectPosition } from "../../lib/focal-point.ts";
import type { Farmer } from "../../lib/types.ts";
import { ResponsiveImage } from "./ResponsiveImage.tsx";
import { fixedSizeWidths } from "../../lib/image-widths.ts";
import "./farm-card.css";

const portraitWidths = fixedSizeWidths(88);

export function FarmCard({ farmer }: { farmer: Farmer }) {
  const cover = farmer.galleryImages[0];
  return (
    <article className="farm-card">
      <div className="farm-card-cover">{cover && <ResponsiveImage image={cover} width={480} sizes="320px" alt="" />}</div>
      {farmer.profilePicture && (
        <ResponsiveImage image={farmer.profilePicture.image} width={160} widths={portraitWidths} sizes="88px" className="farm-card-portrait"
          style={{ objectPosition: objectPosition(farmer.profilePicture.focalPoint) }} alt={`Portrait of ${farmer.name}`} />
      )}
      <div className="farm-card-body">
        <h3>{farmer.name}</h3>
        <p className="farm-card-location">{farmer.location}</p>
        <p className="farm-card-bio">{farmer.bio}</p>
        <a className="button secondary" href={href(farmPath(farmer.slug))}>
          Explore this farm<span className="visually-hidden">: {farmer.name}</span>
        </a>
      </div>
    </article>
  );
}
