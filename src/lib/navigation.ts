// The shop's menus (SPEC.md section 2, "Header and footer"), as data so that the desktop mega menu, the mobile
// drawer and the footer render the same links.
import type { NavigationLink } from "./types.ts";

export const categoryLinks = [
  { name: "Coffee & Tea", handle: "coffee-and-tea" },
  { name: "Crafted Chocolates", handle: "crafted-chocolates" },
  { name: "Dried Fruits & Vegetables", handle: "dried-fruits-and-vegetables" },
  { name: "Honey", handle: "honey" },
  { name: "Jams & Jellies", handle: "jams-and-jellies" },
  { name: "Oil & Vinegar", handle: "oil-and-vinegar" },
  { name: "From the Sea", handle: "from-the-sea" },
  { name: "Snacks & Jerky", handle: "snacks-and-jerky" },
  { name: "Spices & Seasoning", handle: "spices-and-seasoning" },
] as const;

export const featuredLinks = [
  { name: "Shop All", handle: "all-products" },
  { name: "Hidden Gems", handle: "hidden-gems" },
  { name: "Gift Sets & Bundles", handle: "gift-sets-and-bundles" },
] as const;

/** Every collection handle a link of the shop points at. */
export const collectionHandles: readonly string[] = [...featuredLinks, ...categoryLinks].map((l) => l.handle);

const toCollection = (link: { name: string; handle: string }) => ({
  name: link.name,
  href: `/collections/${link.handle}`,
});

export const mainNavigation: NavigationLink[] = [
  {
    name: "Shop",
    href: "/collections/all-products",
    columns: [
      { title: "Featured", links: featuredLinks.map(toCollection) },
      { title: "Categories", links: categoryLinks.map(toCollection) },
    ],
  },
  { name: "Our Farms", href: "/our-farms" },
  {
    name: "About Us",
    href: "/about",
    columns: [
      {
        title: null,
        links: [
          { name: "About Us", href: "/about" },
          { name: "How We Support Farmers", href: "/how-we-support-farmers" },
          { name: "Our Satisfaction Guarantee", href: "/guarantee" },
        ],
      },
    ],
  },
];

export const footerColumns = [
  {
    title: "About",
    links: [
      { name: "Our Story", href: "/about" },
      { name: "How We Support Farmers", href: "/how-we-support-farmers" },
      { name: "Blog", href: "/blog" },
    ],
  },
  {
    title: "Support",
    links: [
      { name: "Contact Us", href: "/contact" },
      { name: "Terms of Service", href: "/terms-of-service" },
      { name: "Returns", href: "/returns" },
      { name: "Satisfaction Guarantee", href: "/guarantee" },
    ],
  },
] as const;

export const socialLinks = [
  { name: "Facebook", href: "https://www.facebook.com/harvestandhearth" },
  { name: "Instagram", href: "https://www.instagram.com/harvestandhearth" },
  { name: "YouTube", href: "https://www.youtube.com/@harvestandhearth" },
] as const;
