// Facts about the shop that several pages print.
export const brand = {
  name: "Harvest & Hearth",
  promo: "10% off all orders over $50",
  copyrightYear: 2025,
} as const;

/** "Product title | Harvest & Hearth"; the home page passes no title. */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${brand.name}` : `${brand.name} | Food from the farms that grow it`;
}
