// How many shards a large shop's build runs in (.github/workflows/large-shop.yml): the setting checked, and the
// list of shard numbers the workflow's matrix is made from. Pure; tested in tests/unit/tools/shard-list.test.ts.
import { pathToFileURL } from "node:url";

/** A matrix may hold 256 jobs, but every shard runner pays its own checkout, install and start: the setting stops at 64. */
export const maxShards = 64;

export class ShardCountError extends Error {
  override name = "ShardCountError";
}

/** The shard count a setting names: a whole number from 1 to 64, written in digits. */
export function parseShardCount(setting: string): number {
  const text = setting.trim();
  const count = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!(count >= 1 && count <= maxShards)) {
    throw new ShardCountError(`the shard count "${setting}" is not a whole number from 1 to ${maxShards}`);
  }
  return count;
}

/** The shards of a build in N: 1, 2, …, N (1-based, as `--shard I/N` names them). */
export const shardNumbers = (count: number): number[] => Array.from({ length: count }, (_, i) => i + 1);

// `node scripts/large-shop/shard-list.ts N` prints `count=N` and `shards=[1,…,N]`, the lines the workflow appends
// to $GITHUB_OUTPUT; a bad N prints a sentence and exits 1 (appending nothing).
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    const count = parseShardCount(process.argv[2] ?? "");
    console.log(`count=${count}\nshards=${JSON.stringify(shardNumbers(count))}`);
  } catch (error) {
    if (!(error instanceof ShardCountError)) throw error;
    console.error(`${error.message}: set the workflow's shards input or the repository variable BUILD_SHARDS to such a number.`);
    process.exit(1);
  }
}
