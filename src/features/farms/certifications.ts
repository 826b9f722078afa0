// The farms list's certification filters (SPEC.md sections 2 and 4): USDA Organic and CCOF checkboxes combined
// with AND, kept in the URL as ?certified=usda-organic&certified=ccof. Pure; tested in farms.test.ts.

export const certifications = [
  { param: "usda-organic", label: "USDA Organic", field: "usdaOrganic" },
  { param: "ccof", label: "CCOF", field: "ccof" },
] as const;

export type Certification = (typeof certifications)[number]["field"];
export type Certified = Record<Certification, boolean>;

export const certifiedParam = "certified";

/** The certifications a URL asks for; unknown values are ignored. */
export function readCertifications(params: URLSearchParams): Set<Certification> {
  const asked = new Set(params.getAll(certifiedParam));
  return new Set(certifications.filter((c) => asked.has(c.param)).map((c) => c.field));
}

/** The URL query with the chosen certifications, other parameters kept. */
export function writeCertifications(params: URLSearchParams, chosen: ReadonlySet<Certification>): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(certifiedParam);
  for (const c of certifications) if (chosen.has(c.field)) next.append(certifiedParam, c.param);
  return next;
}

/** Every chosen certification must hold (AND); with none chosen, every farm matches. */
export function hasAll(farm: Certified, chosen: ReadonlySet<Certification>): boolean {
  for (const field of chosen) if (!farm[field]) return false;
  return true;
}
