// Every farm's name, location and page, for the header's type-ahead: the Storefront API's predictive search finds
// products but not farm metaobjects, so the build writes this small list and the search box filters it in the
// browser, once the shopper opens it.
import type { APIRoute } from "astro";
import { farmPath, href } from "../lib/routes.ts";
import { getFarmers } from "../lib/storefront/catalogue.ts";
import type { FarmSuggestion } from "../features/browse/suggestions.ts";

export const GET: APIRoute = async () => {
  const farms: FarmSuggestion[] = (await getFarmers()).map((farmer) => ({
    name: farmer.name,
    location: farmer.location,
    url: href(farmPath(farmer.slug)),
  }));
  return new Response(JSON.stringify(farms), { headers: { "Content-Type": "application/json" } });
};
