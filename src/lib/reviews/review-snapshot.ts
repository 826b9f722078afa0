// The last good read of the reviews, kept on disk by every build that read them whole, so that a build during an
// outage of the review service writes each product page with the reviews and rating it had (an outage of a side
// service must never strip content from the live shop). One file per review service address, so a test's service
// and the shop's never overwrite each other's; written to a temporary name and renamed, so a build that dies while
// writing leaves the previous snapshot whole.
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Review } from "./stats.ts";

const version = 1;

export type ReviewSnapshot = { readAt: string; byProduct: Map<string, Review[]> };

type SnapshotFile = { version: number; serviceUrl: string; readAt: string; reviews: Record<string, Review[]> };

/**
 * Where the snapshot of `serviceUrl` lives: REVIEWS_SNAPSHOT_DIR, else .data/review-snapshots under the folder the
 * build runs in (the project), beside the review service's own database.
 */
export function snapshotFile(serviceUrl: string, env: NodeJS.ProcessEnv = process.env): string {
  const dir = env.REVIEWS_SNAPSHOT_DIR || join(process.cwd(), ".data", "review-snapshots");
  return join(dir, `${createHash("sha256").update(serviceUrl).digest("hex").slice(0, 16)}.json`);
}

export async function saveReviewSnapshot(file: string, serviceUrl: string, snapshot: ReviewSnapshot): Promise<void> {
  const body: SnapshotFile = { version, serviceUrl, readAt: snapshot.readAt, reviews: Object.fromEntries(snapshot.byProduct) };
  await mkdir(join(file, ".."), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(body));
  await rename(temporary, file);
}

const isReview = (value: unknown): value is Review => {
  const review = value as Review | null;
  return (
    typeof review === "object" && review !== null &&
    typeof review.id === "string" && Number.isInteger(review.rating) &&
    typeof review.title === "string" && typeof review.body === "string" &&
    typeof review.reviewer === "object" && review.reviewer !== null && typeof review.reviewer.name === "string" &&
    typeof review.created_at === "string"
  );
};

/**
 * The snapshot of `serviceUrl`, or why there is none usable: no file, another version or service, or a file that
 * does not hold reviews (a snapshot that is partly wrong is not used at all: its statistics would be wrong).
 */
export async function loadReviewSnapshot(file: string, serviceUrl: string): Promise<ReviewSnapshot | { missing: string }> {
  let parsed: Partial<SnapshotFile>;
  try {
    parsed = JSON.parse(await readFile(file, "utf8")) as Partial<SnapshotFile>;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { missing: code === "ENOENT" ? "no snapshot has been kept yet" : `the snapshot ${file} cannot be read (${error instanceof Error ? error.message : error})` };
  }
  if (parsed.version !== version) return { missing: `the snapshot ${file} has version ${String(parsed.version)}, not ${version}` };
  if (parsed.serviceUrl !== serviceUrl) return { missing: `the snapshot ${file} is of another review service` };
  if (typeof parsed.readAt !== "string" || typeof parsed.reviews !== "object" || parsed.reviews === null) {
    return { missing: `the snapshot ${file} is incomplete` };
  }
  const byProduct = new Map<string, Review[]>();
  for (const [product, reviews] of Object.entries(parsed.reviews)) {
    if (!Array.isArray(reviews) || !reviews.every(isReview)) return { missing: `the snapshot ${file} holds a malformed review of product ${product}` };
    byProduct.set(product, reviews);
  }
  return { readAt: parsed.readAt, byProduct };
}
