// What the end-to-end setup's review service holds, read as the build reads it: every published review through the
// bulk endpoint with the service's read token, grouped by product.
export type StoredReview = { id: string; rating: number; title: string; product_id: string; created_at: string };

export async function reviewsByProduct(): Promise<Map<string, StoredReview[]>> {
  const byProduct = new Map<string, StoredReview[]>();
  let after: string | null = null;
  do {
    const response = await fetch(`${process.env.E2E_REVIEWS_URL}/reviews/all?limit=1000${after ? `&after=${after}` : ""}`, {
      headers: { Authorization: `Bearer ${process.env.E2E_REVIEWS_READ_TOKEN}` },
    });
    const page = (await response.json()) as { reviews: StoredReview[]; next: string | null };
    for (const review of page.reviews) byProduct.set(review.product_id, [...(byProduct.get(review.product_id) ?? []), review]);
    after = page.next;
  } while (after);
  return byProduct;
}
