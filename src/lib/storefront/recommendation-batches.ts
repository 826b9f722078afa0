// Product recommendations for many products at once: one document with an aliased productRecommendations field per
// product, several documents in flight together. Shared by the build (ids only, recommendations.ts) and the basket
// page (whole cards, live.ts), each with its own sender, so this module imports neither's client.
import { recommendationsBatchDocument } from "./queries/products.ts";
import { chunks, mapConcurrently, recommendationBatchSize, storefrontConcurrency } from "./batching.ts";

/** Sends one batch document with its variables ($p0, $p1, ...) and resolves to its aliased answers (r0, r1, ...). */
export type BatchSend<Node> = (document: string, variables: Record<string, string>) => Promise<Record<string, Node[] | null>>;

/** Recommendations for every product of `productIds`, batch by batch, each product's answer passed through `pick`. */
export async function recommendationsInBatches<Node, Result>(
  productIds: readonly string[],
  idsOnly: boolean,
  pick: (nodes: Node[]) => Result,
  send: BatchSend<Node>,
): Promise<Map<string, Result>> {
  const answers = await mapConcurrently(chunks(productIds, recommendationBatchSize), storefrontConcurrency, async (batch) => {
    const variables = Object.fromEntries(batch.map((id, i) => [`p${i}`, id]));
    const data = await send(recommendationsBatchDocument(batch.length, { idsOnly }), variables);
    return batch.map((id, i) => [id, pick(data[`r${i}`] ?? [])] as const);
  });
  return new Map(answers.flat());
}
