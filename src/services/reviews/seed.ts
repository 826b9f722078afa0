// Believable demo reviews of a store's products, written into an empty database on the review service's first
// start: the same on every machine (seeded randomness), many for best sellers, none for some products, mostly
// happy with the odd complaint, dated before the catalogue's latest date.
import { hashString, mulberry32 } from "../../lib/seeded.ts";
import type { ReviewSubmission } from "../../lib/reviews/validation.ts";

type SeedProduct = { id: string; title: string; productType: string; sales: number };
export type SeedReview = { review: ReviewSubmission; createdAt: string };

const names = [
  "Maya R.", "Daniel K.", "Priya S.", "Tom H.", "Grace L.", "Jonah P.", "Aiko T.", "Luis M.", "Hannah B.", "Sam O.",
  "Rosa G.", "Ethan W.", "Nadia F.", "Owen C.", "Lena V.", "Marcus J.", "Chloé D.", "Ibrahim A.", "Zoe N.", "Felix E.",
];

const praise: [string, string][] = [
  ["Exactly as described", "Arrived well packed and tastes like it came straight from the farm. Will order again."],
  ["Our new favourite", "We finished the first one in a week. You can taste the care that went into it."],
  ["Worth every penny", "Better than anything at our grocery store, and I love knowing who made it."],
  ["Lovely gift", "Sent this to my parents and they called to ask where it came from. Beautiful packaging too."],
  ["Fresh and full of flavour", "Opened the box and the whole kitchen smelled wonderful. Great quality."],
  ["Great small-batch quality", "You can tell it is made in small batches. Consistent and delicious every time."],
];
const middling: [string, string][] = [
  ["Good, not amazing", "Nice quality but a little milder than I expected. Still happy to support the farm."],
  ["Took a while to arrive", "The product itself is lovely, shipping was slower than I hoped for."],
];
const unhappy: [string, string][] = [
  ["Not for me", "Well made, I'm sure, but the flavour was too strong for my taste. Customer service was kind about it."],
];

/** Reviews for every product: 0 to 14 of them, more for products that sell more; none for about one in six. */
export function seedReviews(products: readonly SeedProduct[], latest: Date): SeedReview[] {
  const maxSales = Math.max(1, ...products.map((p) => p.sales));
  const out: SeedReview[] = [];
  for (const product of products) {
    const random = mulberry32(hashString(`reviews:${product.id}`));
    if (random() < 0.17) continue;
    const count = 1 + Math.floor(random() * 4 + (product.sales / maxSales) * 10);
    for (let i = 0; i < count; i++) {
      const roll = random();
      const rating = roll < 0.62 ? 5 : roll < 0.86 ? 4 : roll < 0.95 ? 3 : roll < 0.98 ? 2 : 1;
      const pool = rating >= 4 ? praise : rating === 3 ? middling : unhappy;
      const [title, body] = pool[Math.floor(random() * pool.length)]!;
      const name = names[Math.floor(random() * names.length)]!;
      const daysAgo = Math.floor(random() * 540) + 1;
      out.push({
        review: {
          id: String(product.id),
          rating,
          title,
          body: `${body} (${product.title})`,
          name,
          email: `${name.toLowerCase().replace(/[^a-z]+/g, ".").replace(/\.+$/, "")}@example.com`,
        },
        createdAt: new Date(latest.getTime() - daysAgo * 86_400_000 - Math.floor(random() * 86_400_000)).toISOString(),
      });
    }
  }
  return out;
}
