// The collection handles the shop links to, which every catalogue (hand-written or generated) must fill: shared by
// catalogue.test.ts and generated-catalogue.test.ts.
export const categoryHandles = [
  "coffee-and-tea", "crafted-chocolates", "dried-fruits-and-vegetables", "honey", "jams-and-jellies",
  "oil-and-vinegar", "from-the-sea", "snacks-and-jerky", "spices-and-seasoning",
];
export const shopHandles = ["all-products", "hidden-gems", "gift-sets-and-bundles", "artisan-goods", ...categoryHandles];
