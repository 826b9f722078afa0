// A branch's preview folder: its name made URL-safe (lowercase letters, digits and single hyphens, at most 48
// characters), with a short hash of the exact name added whenever that changed anything, so that "feature/Foo" and
// "feature-foo" never share a preview. Pure; tested in tests/unit/preview/branch-slug.test.ts.
import { createHash } from "node:crypto";
import { pathToFileURL } from "node:url";

const maxLength = 48;

export function branchSlug(branch: string): string {
  const name = branch.trim().replace(/^refs\/heads\//, "");
  const plain = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, maxLength)
    .replace(/-+$/, "");
  if (plain === name && plain !== "") return plain;
  const hash = createHash("sha256").update(name).digest("hex").slice(0, 6);
  return plain ? `${plain}-${hash}` : `branch-${hash}`;
}

/** The base path of a branch's preview build. */
export const previewBase = (branch: string) => `/preview/${branchSlug(branch)}/`;

// `node scripts/preview/branch-slug.ts BRANCH` prints the slug (the workflow's removal job uses it).
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  if (!process.argv[2]) {
    console.error("Usage: node scripts/preview/branch-slug.ts BRANCH");
    process.exit(2);
  }
  console.log(branchSlug(process.argv[2]));
}
