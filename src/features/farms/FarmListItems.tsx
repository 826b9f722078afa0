// The farms list's cards (SPEC.md section 2, "Our Farms"): a card per farm with its portrait, name, place,
// certifications and its bio cut to 150 characters. Drawn at build time only (farm-list-html.ts); the page's script
// filters them by their data attributes (farm-filters.browser.ts).
import { ResponsiveImage } from "../../components/react/ResponsiveImage.tsx";
import { objectPosition } from "../../lib/focal-point.ts";
import { teaser } from "../../lib/format.ts";
import { farmPath, href } from "../../lib/routes.ts";
import { farmBioTeaserLength } from "../../lib/shop-rules.ts";
import type { Farmer } from "../../lib/types.ts";

export function FarmListItems({ farmers }: { farmers: readonly Farmer[] }) {
  return (
    <>
      {farmers.map((farmer) => (
        <li key={farmer.id} data-farm-card="" data-usda-organic={String(farmer.usdaOrganic)} data-ccof={String(farmer.ccof)}>
          <a className="farm-link" href={href(farmPath(farmer.slug))}>
            {farmer.profilePicture && (
              <ResponsiveImage image={farmer.profilePicture.image} width={128} sizes="64px" className="farm-link-portrait"
                style={{ objectPosition: objectPosition(farmer.profilePicture.focalPoint) }} alt="" />
            )}
            <h2>{farmer.name}</h2>
            <p className="location">{farmer.location}</p>
            {(farmer.usdaOrganic || farmer.ccof) && (
              <p className="badges">
                {farmer.usdaOrganic && <span className="badge">USDA Organic</span>}
                {farmer.ccof && <span className="badge">CCOF</span>}
              </p>
            )}
            <p>{teaser(farmer.bio, farmBioTeaserLength)}</p>
          </a>
        </li>
      ))}
    </>
  );
}
